"""States for tests, the bench and snapshots: bot games stopped at a round, and a
"showcase" state edited so that every kind of piece appears (rebels, lying and engaged
citizens, buildings of each kind with occupants, barbarian coins, wonders built and not,
used cards, a revealed objective). Rendering only: edited states are not for play."""
from __future__ import annotations

from archipelago import engine
from archipelago.content import load_content
from archipelago.engine.pieces import A, B, H, LYING, REBEL, STANDING
from archipelago.seats import BOT, HUMAN, NAMES

from .autoplay import RandomPolicy, play

_CONTENT = None


def content():
    global _CONTENT
    if _CONTENT is None:
        _CONTENT = load_content()
    return _CONTENT


_PLAYED = {}


def _kept(key, make):
    """(a copy of the state, the rest) of `make()`, played once per process for each `key`:
    the tests and the audit ask for the same sample games again and again."""
    if key not in _PLAYED:
        _PLAYED[key] = make()
    s, *rest = _PLAYED[key]
    return (engine.copy_state(s), *rest)


def game(n=4, rounds=3, seed=1, length="short"):
    """A bot game of n players stopped at `rounds` (autoplay.reached), or where it ended."""
    return _kept(("game", n, rounds, seed, length), lambda: (_game(n, rounds, seed, length),))[0]


def _game(n, rounds, seed, length):
    s = engine.new_game(content(), NAMES[:n], length, seed=seed)
    return play(s, rounds, RandomPolicy(seed).choose)   # a random policy: tests do not follow bot changes


def late_game(n=5, rounds=8, seeds=range(1, 40)):
    """(state, seed): the latest running long game the bots reach by round `rounds` over a
    few seeds (a game that ends is taken back to the round before), for benches."""
    return _kept(("late", n, rounds, tuple(seeds)), lambda: _late_game(n, rounds, seeds))


def _late_game(n, rounds, seeds):
    best = None
    for seed in seeds:
        s = engine.new_game(content(), NAMES[:n], "long", seed=seed)
        for r in range(1, rounds + 1):
            keep = engine.copy_state(s)
            play(s, r)
            if engine.result(s) is not None:
                s = keep
                break
        if best is None or s.round > best[0].round:
            best = (s, seed)
        if s.round >= rounds:
            break
    return best


def showcase(n=4, seed=3, rounds=4):
    """A late-ish state with every piece kind on the table."""
    c = content()
    s = engine.copy_state(game(n, rounds, seed, "long"))
    slots, ncit = s.cfg["unit_slots"], s.cfg["citizens"]
    units = s.units
    # buildings of each kind on land areas that hold citizens
    kinds = ["town", "temple", "market", "port"]
    used = set()
    placed = 0
    for u, t in enumerate(units):
        if placed >= len(kinds):
            break
        if t is None or u % slots >= ncit or t[H] < 0 or t[H] in used:
            continue
        h, area = t[H], t[A]
        face = c.faces[s.hexes[h][2]]
        if not face.areas:
            continue
        used.add(h)
        kind = kinds[placed]
        s.buildings.append((h, area, kind))
        units[u] = (h, area, 1, STANDING, -1, len(s.buildings) - 1)  # the builder stands in it, engaged
        placed += 1
        if kind == "town":                                         # an empty market on the town's hex
            s.buildings.append((h, area, "market"))
    if s.buildings:
        s.used_buildings.append(0)
    # lying, rebel and engaged citizens; a ship on a fish icon
    free = [u for u, t in enumerate(units) if t is not None and u % slots < ncit and t[H] >= 0 and t[B] < 0]
    for i, u in enumerate(free[:9]):
        t = units[u]
        state = i % 3
        units[u] = (t[H], t[A], 1 if state == 0 else 0, (STANDING, LYING, REBEL)[state], -1, -1)
    # citizens harvesting on an icon
    for u in free[9:11]:
        t = units[u]
        face = c.faces[s.hexes[t[H]][2]]
        icons = [i for i, (a, r) in enumerate(face.icons) if a == t[A]]
        if icons:
            units[u] = (t[H], t[A], 1, STANDING, icons[0], -1)
    # barbarian coins on two icons
    for h, hx in enumerate(s.hexes):
        face = c.faces[hx[2]]
        if face.icons and len(s.coins) < 2 and h > 0:
            s.coins.append((h, len(face.icons) - 1, 1))
    # wonders: one built, one not; a used card; a revealed objective
    wonders = [cid for cid, card in c.cards.items() if card.is_wonder]
    s.owner[wonders[0]] = 0
    s.built[wonders[0]] = 0
    s.owner[wonders[1]] = 1
    plain = [cid for cid, card in c.cards.items() if not card.is_wonder and cid not in s.owner]
    s.owner[plain[0]] = 0
    s.used_cards[plain[0]] = 0
    s.players[1]["revealed"] = True
    s.rebellion = max(s.rebellion, 3)
    return s


def finished_match(n=4, seed=1, length="short", humans=1, bots=False):
    """A Match played to its end (seat 0 .. humans-1 people, the rest bots), by the random
    policy, or by the heuristic bots (`bots`), for the replay viewer's tests and shots (a
    new Match each call: the game is played once per process, `_finish`)."""
    from .authority import Match, Seat
    from .autoplay import make_controller
    seats = [Seat(NAMES[i], HUMAN if i < humans else BOT) for i in range(n)]
    m = Match.new(content(), seats, length, seed)
    return _finish(m, ("finished", n, seed, length, humans, bots),
                   lambda: (make_controller(seed) if bots else RandomPolicy(seed).choose))


def bots_finish(m):
    """`m` (a new Match whose every seat is a bot) played to its end by its seats' own bots
    (Match.bot: seeded by the game's seed), as the tests' loop `while not m.over:
    m.apply(m.bot(m.to_act).choose(...))` plays it; once per process for each game."""
    key = ("bots", tuple((s.name, s.kind, s.level) for s in m.seats), m._state.cfg["length"], m._state.cfg["seed"])
    return _finish(m, key, lambda: lambda state: m.bot(m.to_act).choose(m.view(m.to_act), m.legal()))


_FINISHED = {}          # the actions of each game played to its end, by its key


def _finish(m, key, controller):
    """`m` played to its end by `controller()` (state -> the action of the seat to act); the
    actions are kept by `key`, and a new Match of the same game later has them applied again
    (the engine alone: the bots' thinking is where a game's time goes, and it decides the same)."""
    actions = _FINISHED.get(key)
    if actions is None:
        choose, actions = controller(), []
        while not m.over:
            action = choose(m._state)
            m.apply(action, by=m.to_act)
            actions.append(action)
        _FINISHED[key] = tuple(actions)
        return m
    for action in actions:
        m.apply(action, by=m.to_act)
    return m
