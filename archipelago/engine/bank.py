"""Florins, cubes, markets, explorer tokens, action discs and the two markers.

Everything here moves things between the bank, the players, the markets and the boxes,
always within the finite supplies of R1: the bank pays what it has and no more.
"""

from . import tables
from .core import emit
from .ending import declare_independence
from .kinds import DISCS, MARKER, SHORT, SUPPLY, TOKEN, TRADE


# --- markers: rebellion, surplus workers, population (R6.6, R7.3, R7.4, DECK 0.2.8) ------

def move_marker(state, track, amount, cause):
    """Move the rebellion or surplus marker by `amount`, clamped to its board (R7.4).
    `cause` says why, as a tuple whose first item is a name of kinds.py (CAUSES there),
    carried by the marker event so that no reader works the reason out again.

    Returns the actual change. Independence is checked at once (R6.6)."""
    if track == "rebellion":
        old = state.rebellion
        new = old + tables.marker_change(old, amount, state.cfg["stability_max"])
        state.rebellion = new
    else:
        old = state.surplus
        new = old + tables.marker_change(old, amount, state.cfg["surplus_max"])
        state.surplus = new
    if new != old:
        emit(state, MARKER, track=track, value=new, delta=new - old, cause=list(cause))
        check_independence(state)
    return new - old


def change_population(state, delta):
    """Population follows every citizen entering or leaving the map (R5.3)."""
    state.population += delta
    check_independence(state)


def check_independence(state):
    """R6.6: rebellion above population ends the game at once."""
    if state.rebellion > state.population and state.over is None:
        declare_independence(state)


# --- florins ---------------------------------------------------------------------------

def pay(state, seat, n):
    """The seat pays n florins to the bank (callers check it can)."""
    state.players[seat]["florins"] -= n
    state.bank_florins += n


def gain(state, seat, n):
    """The seat takes up to n florins from the bank; returns what it got."""
    got = tables.from_bank(n, state.bank_florins)
    state.bank_florins -= got
    state.players[seat]["florins"] += got
    return got


def transfer(state, src, dst, n):
    state.players[src]["florins"] -= n
    state.players[dst]["florins"] += n


# --- cubes -----------------------------------------------------------------------------

def take_cubes(state, seat, res, n):
    """The seat takes up to n cubes of res from the bank; returns what it got (R1)."""
    got = tables.from_bank(n, state.bank[res])
    state.bank[res] -= got
    state.players[seat]["cubes"][res] += got
    return got


def return_cubes(state, seat, cubes):
    """The seat returns cubes {res: n} to the bank."""
    mine = state.players[seat]["cubes"]
    for res, n in cubes.items():
        mine[res] -= n
        state.bank[res] += n


def shortfall(player, cubes):
    """Cubes of a cost the player does not have."""
    mine = player["cubes"]
    short = 0
    for res, n in cubes.items():
        if n > mine[res]:
            short += n - mine[res]
    return short


def has_cubes(state, player, cubes):
    """Can the player pay these cubes? With the `tokens_pay_costs` option an explorer
    token may replace any missing cube (DECK 0.2.4)."""
    short = shortfall(player, cubes)
    return short == 0 or (state.content.rules["options"]["tokens_pay_costs"]
                          and short <= player["tokens"])


def can_afford(state, player, florins, cubes):
    return player["florins"] >= florins and has_cubes(state, player, cubes)


# What a blocker asked only yes or no (why=False) answers for no: the legal lists ask so,
# millions of times in the bots' rollouts, and need no figures.
NO = ("no",)


def cost_blocker(state, player, florins, cubes, discs=0, why=True):
    """None if the player can pay this cost now (can_afford, and free discs), else
    (SHORT, florins lacking, ((resource, lacking, held), ...), discs lacking, florins held), or
    NO when asked without `why`; with the `tokens_pay_costs` option, cubes the explorer
    tokens cover lack nothing."""
    if player["florins"] >= florins and has_cubes(state, player, cubes) \
            and (not discs or discs_free(player) >= discs):
        return None
    if not why:
        return NO
    mine = player["cubes"]
    cubes_short = tuple((r, n - mine[r], mine[r]) for r, n in cubes.items() if n > mine[r])
    if has_cubes(state, player, cubes):
        cubes_short = ()
    f_short = max(0, florins - player["florins"])
    d_short = max(0, discs - discs_free(player))
    if not (f_short or cubes_short or d_short):
        return None
    return (SHORT, f_short, cubes_short, d_short, player["florins"])


def pay_cubes(state, seat, cubes):
    """Pay a cost's cubes to the bank, explorer tokens covering any shortfall (option)."""
    p = state.players[seat]
    for res, own in tables.cubes_paid(cubes, p["cubes"]).items():
        n = cubes[res]
        p["cubes"][res] -= own
        state.bank[res] += own
        if n > own:
            p["tokens"] -= n - own
            state.tokens_box += n - own


# --- markets (R5.9, R7.1, R7.2) ---------------------------------------------------------

def counts(state, market):
    return state.dom if market == "domestic" else state.exp


def market_price(state, market, res, side):
    """R5.9: what one cube of res costs to "buy" (the last cube, by the row it leaves) or
    brings when sold ("sell": into the first free space) on the market now; None if the
    area is empty or full."""
    lookup = tables.buy_price if side == "buy" else tables.sale_price
    return lookup(state.content.rules, market, res, counts(state, market)[res])


def sell(state, seat, market, res, bonus=0):
    """One cube from the seat onto the market; the bank pays the row price (+ bonus)."""
    price = market_price(state, market, res, "sell") + bonus
    state.players[seat]["cubes"][res] -= 1
    counts(state, market)[res] += 1
    got = gain(state, seat, price)
    if market == "export":
        state.players[seat]["stats"]["export_cubes_sold"] += 1
    emit(state, TRADE, seat=seat, market=market, res=res, side="sell", florins=got)
    return got


def buy(state, seat, market, res, price=None):
    """The last cube of the area to the seat for its row price (or a fixed price)."""
    if price is None:
        price = market_price(state, market, res, "buy")
    pay(state, seat, price)
    counts(state, market)[res] -= 1
    state.players[seat]["cubes"][res] += 1
    emit(state, TRADE, seat=seat, market=market, res=res, side="buy", florins=price)
    return price


def supply_market(state, market, res):
    """One cube from the bank to the first free space of the area, if possible."""
    if state.bank[res] > 0 and market_price(state, market, res, "sell") is not None:
        state.bank[res] -= 1
        counts(state, market)[res] += 1
        emit(state, SUPPLY, market=market, res=res)
        return True
    return False


# --- explorer tokens and action discs (R5.12, R8) ---------------------------------------

def take_explorer_token(state, seat):
    """The top token of the current pile; an emptied pile gives everyone an AD (R8)."""
    piles = state.piles
    for i, n in enumerate(piles):
        if n > 0:
            piles[i] = n - 1
            state.players[seat]["tokens"] += 1
            emit(state, TOKEN, seat=seat, pile=i)
            if n == 1:
                gain_disc_all(state)
            return True
    return False


def gain_disc_all(state):
    """R8: an explorer pile ran out: every player gains the rule's discs, up to the most a
    player may have. The event says who gained how many (`gained`: [[seat, discs]], empty
    when everyone already had the most)."""
    gains = tables.disc_gains([p["discs"] for p in state.players], state.cfg["max_discs"],
                              state.cfg["discs_per_pile"])
    gained = []
    for seat, (p, k) in enumerate(zip(state.players, gains)):
        if k:
            gained.append([seat, k])
        p["discs"] += k
    emit(state, DISCS, discs=[p["discs"] for p in state.players], gained=gained)


def discs_free(player):
    return player["discs"] - player["discs_used"]
