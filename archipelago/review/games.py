"""Bot games for fitting and checking the review (issue 41): whole games played by the
bots, kept as their record (the configuration and the actions: the log is the truth,
history.replay_steps rebuilds every moment), in worker processes when asked.

    spec = game_spec(i, seed)                 # game i of a batch: 2-5 players, every length
    rec = play(content, spec)                 # {"cfg", "actions", "winners", "objectives", "spec", ...}
    recs = run_all(work, specs, jobs=2)      # work(spec) in worker processes

A planted blunder (`spec["plant"]`): a clearly bad pass (R5.5: PASS, the seat takes no
further turn this phase), issue 41's "clearly bad" made concrete (docs/REVIEW.md). At the
chosen seat's turns from round `plant["round"]` on, with at least two discs left where its
bot would place one, the planter plays both the pass and the bot's move on to the end of
the round, by the same heuristic bots, from PLANT_SEEDS futures of the true state (its own
draws reseeded; the planter may read it, the review never does) and from as many worlds
drawn from the seat's view (what it could know); it plants the pass at the first turn
where the pass is behind in every one of them by at least PLANT_MARGIN of the search's
value (bots/standing.value: points and material) and PLANT_CHANCE of the seat's chance of
winning (the review's measure, review/game.end_chance). The margins were set on batches
other than the bench's; 6 futures and 6 worlds, not 3 and 3, so that the first of a game's
many turns to pass is not one lucky draw (docs/REVIEW.md). The game then goes on with the
bots; the record says where (`planted`) and what the bot would have done (`instead`).
"""

import random
from concurrent.futures import ProcessPoolExecutor

from archipelago import engine
from archipelago.bots import make_bot
from archipelago.bots.search import play_round
from archipelago.bots.standing import value
from archipelago.engine.kinds import PASS, PLACE_DISC, TURN
from archipelago.seats import NAMES

from . import params as P
from .game import end_chance

PLAYERS = (2, 3, 4, 5)
LENGTHS = ("short", "medium", "long")
ROUND_CAP = 40
STRIDE = 100_000
PLANT_SEEDS = 6         # futures (and as many worlds) both moves are played in
PLANT_MARGIN = 2.0      # the pass behind by at least this (standing.value) in every one
PLANT_CHANCE = 0.03     # and by at least this much of the seat's chance of winning


def game_spec(i, seed, hard_every=0, plant=None):
    """Game i of a batch: players and lengths cycled (every pair once in 12 games), normal
    bots, and one hard bot (the search) in one game of every `hard_every` at each count of
    players (the player counts' every `hard_every`-th round: every length in turn), at a seat
    that turns from round to round."""
    n = PLAYERS[i % len(PLAYERS)]
    turn = i // len(PLAYERS)            # (every count of players once a turn)
    length = LENGTHS[turn % len(LENGTHS)]
    lv = ["normal"] * n
    if hard_every and turn % hard_every == 0:
        lv[(turn // hard_every) % n] = "hard"
    return {"seed": seed * STRIDE + i, "n": n, "length": length, "levels": lv, "plant": plant}


def level_spec(i, seed, level):
    """Game i of a batch measuring a level's edge: players and lengths cycled as game_spec's,
    normal bots but one of `level`, at a seat that turns every 12 games."""
    sp = game_spec(i, seed)
    sp["levels"][(i // (len(PLAYERS) * len(LENGTHS))) % sp["n"]] = level
    return sp


def play(content, spec):
    """Play one whole game by bots; its record (plain data)."""
    n, seed = spec["n"], spec["seed"]
    cfg = {"names": list(NAMES[:n]), "length": spec["length"], "seed": seed}
    s = engine.new_game(content, cfg["names"], cfg["length"], seed)
    bots = [make_bot("heuristic", k, seed * 10 + k, level=spec["levels"][k], content=content) for k in range(n)]
    plant = spec.get("plant")
    planted = instead = None
    actions = []
    while s.round <= ROUND_CAP:
        seat = engine.to_act(s)
        if seat is None:
            break
        legal = engine.legal_actions(s)
        a = bots[seat].choose(engine.view(s, seat), legal)
        if plant is not None and planted is None and seat == plant["seat"] and s.round >= plant["round"]:
            blunder = clearly_bad_pass(s, seat, a, legal, seed)
            if blunder is not None:
                a, planted, instead = blunder, len(actions), a
        actions.append(a)
        engine.apply(s, a)
    res = engine.result(s)
    return {"spec": spec, "cfg": cfg, "actions": [[a.seat, a.kind, list(a.args)] for a in actions],
            "winners": None if res is None else res["winners"], "planted": planted,
            "objectives": [p["objective"] for p in s.players],
            "instead": None if instead is None else [instead.seat, instead.kind, list(instead.args)]}


def clearly_bad_pass(s, seat, chosen, legal, seed):
    """PASS at a turn (R5.5) with two discs or more left where the bot would place one, if
    it is clearly bad (the module docstring): None otherwise."""
    f = s.frames[-1]
    p = s.players[seat]
    if f["k"] != TURN or chosen.kind != PLACE_DISC or p["discs"] - p["discs_used"] < 2:
        return None
    quit_ = next((a for a in legal if a.kind == PASS), None)
    if quit_ is None:
        return None
    return quit_ if all(clearly(m) for m in pass_margins(s, seat, quit_, chosen, seed)) else None


def pass_margins(s, seat, bad, good, seed, futures=PLANT_SEEDS):
    """[(value, chance)]: how far `bad` is behind `good` for the seat at the round's end
    (standing.value; its chance of winning, end_chance), in `futures` futures of the true
    state (its own draws reseeded) and in as many worlds drawn from the seat's view
    (engine.resample: what it could know), alternately, both moves played in each by the
    same heuristic bots; stops at the first that is not clearly() bad."""
    rng = random.Random(f"plant:{seed}:{s.log_n}")  # i18n: not shown
    view = engine.view(s, seat)
    out = []
    for k in range(2 * futures):
        fut = rng.getrandbits(32)
        if k % 2:
            start = engine.resample(s.content, view, rng)
        else:
            start = engine.copy_state(s)
            start.cfg = dict(s.cfg, seed=fut)
        got = []
        for move in (bad, good):
            c = engine.copy_state(start)
            try:
                engine.apply(c, move)
            except engine.IllegalAction:        # not a move of that world: not clearly bad
                return out + [(float("-inf"), float("-inf"))]
            play_round(c, fut, c.content, pause=False)
            got.append((value(c, seat), end_chance(c.content, c, seat, P.load()["params"])))
        out.append((got[1][0] - got[0][0], got[1][1] - got[0][1]))
        if not clearly(out[-1]):
            break
    return out


def clearly(margin):
    """Is a (value, chance) margin of the bot's move over the pass at least PLANT_MARGIN
    and PLANT_CHANCE?"""
    return margin[0] >= PLANT_MARGIN and margin[1] >= PLANT_CHANCE


def actions_of(rec):
    return [engine.Action(seat, k, tuple(args)) for seat, k, args in rec["actions"]]


_CONTENT = []


def content():
    """The shipped content, loaded once per process (the workers' own)."""
    if not _CONTENT:
        from archipelago.content import load_content
        _CONTENT.append(load_content())
    return _CONTENT[0]


def run_all(work, specs, jobs=1):
    """[work(spec) for spec in specs], in `jobs` worker processes."""
    if jobs <= 1:
        return [work(sp) for sp in specs]
    with ProcessPoolExecutor(jobs) as pool:
        return list(pool.map(work, specs, chunksize=1))
