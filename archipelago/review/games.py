"""Bot games for fitting and checking the review (issue 41): whole games played by the
bots, kept as their record (the configuration and the actions: the log is the truth,
history.replay_steps rebuilds every moment), in worker processes when asked.

    spec = game_spec(i, seed)                 # game i of a batch: 2-5 players, every length
    rec = play(content, spec)                 # {"cfg", "actions", "winners", "spec"}
    recs = run_all(work, specs, jobs=2)      # work(spec) in worker processes

A planted blunder (`spec["plant"]`): at the chosen seat's first turn (R5.5) in round
`plant` with at least two discs left and a disc it would place, the seat passes instead
(PASS: it takes no further turn this phase) and the game goes on with the bots.
"""

from concurrent.futures import ProcessPoolExecutor

from archipelago import engine
from archipelago.bots import make_bot
from archipelago.engine.kinds import PASS, PLACE_DISC, TURN
from archipelago.seats import NAMES

PLAYERS = (2, 3, 4, 5)
LENGTHS = ("short", "medium", "long")
ROUND_CAP = 40
STRIDE = 100_000


def game_spec(i, seed, hard_every=0, plant=None):
    """Game i of a batch: players and lengths cycled (every pair once in 12 games), normal
    bots, and in every `hard_every`-th game one hard bot (the search), at a seat that turns
    from game to game."""
    n = PLAYERS[i % len(PLAYERS)]
    length = LENGTHS[(i // len(PLAYERS)) % len(LENGTHS)]
    lv = ["normal"] * n
    if hard_every and i % hard_every == 0:
        lv[(i // hard_every) % n] = "hard"
    return {"seed": seed * STRIDE + i, "n": n, "length": length, "levels": lv, "plant": plant}


def play(content, spec):
    """Play one whole game by bots; its record (plain data)."""
    n, seed = spec["n"], spec["seed"]
    cfg = {"names": list(NAMES[:n]), "length": spec["length"], "seed": seed}
    s = engine.new_game(content, cfg["names"], cfg["length"], seed)
    bots = [make_bot("heuristic", k, seed * 10 + k, level=spec["levels"][k], content=content) for k in range(n)]
    plant = spec.get("plant")
    planted = None
    actions = []
    while s.round <= ROUND_CAP:
        seat = engine.to_act(s)
        if seat is None:
            break
        legal = engine.legal_actions(s)
        a = bots[seat].choose(engine.view(s, seat), legal)
        if plant is not None and planted is None and seat == plant["seat"] and s.round >= plant["round"]:
            blunder = _pass_instead(s, seat, a, legal)
            if blunder is not None:
                a, planted = blunder, len(actions)
        actions.append(a)
        engine.apply(s, a)
    res = engine.result(s)
    return {"spec": spec, "cfg": cfg, "actions": [[a.seat, a.kind, list(a.args)] for a in actions],
            "winners": None if res is None else res["winners"], "planted": planted}


def _pass_instead(s, seat, chosen, legal):
    """PASS at a turn (R5.5) with two discs or more left where the bot would place one."""
    f = s.frames[-1]
    p = s.players[seat]
    if f["k"] != TURN or chosen.kind != PLACE_DISC or p["discs"] - p["discs_used"] < 2:
        return None
    return next((a for a in legal if a.kind == PASS), None)


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
