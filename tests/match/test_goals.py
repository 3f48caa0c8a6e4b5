"""Issue 26, finding 10 (how the game is won): a person's standing on their objective's
scoring half and on the trend card, from their own view: true against the engine's own
measures (R11), and blind to the others' secrets."""
from archipelago import engine
from archipelago.engine.ending import player_measure
from archipelago.match import goals, samples

SECRET = ("florins", "explorer_tokens")


def test_newcomer_standings_are_the_engines_measures_and_read_no_secret(content):
    checked = 0
    for seed in (1, 2, 3):
        state = samples.game(4, 4, seed=seed, length="medium")
        for seat in range(4):
            got = goals.standings(engine.view(state, seat), content)
            for g in got:
                if g.kind != "rank":
                    continue
                assert g.mine == player_measure(state, g.measure, seat)
                secret = any(p in SECRET or p.startswith("cubes.") for p in g.measure.split("+"))
                others = [player_measure(state, g.measure, s) for s in range(4) if s != seat]
                assert g.best == (None if secret else max(others))
                checked += 1
            for s in range(4):                       # the others' secrets change: nothing shows
                if s != seat:
                    p = state.players[s]
                    p["florins"] += 3
                    p["tokens"] += 1
                    for r in p["cubes"]:
                        p["cubes"][r] += 1
            engine.touched(state)
            assert goals.standings(engine.view(state, seat), content) == got
    assert checked >= 12

