"""Seat B's secrets never reach the public frame or seat A's frame: two states that differ
only in B's florins, cubes, explorer tokens and objective render pixel-identical."""
import pygame
import pytest

from archipelago import engine
from archipelago.match import samples
from archipelago.ui.render.compose import TableRenderer


def _secret_twin(state, b, content):
    twin = engine.copy_state(state)
    p = twin.players[b]
    assert not p["revealed"]
    p["florins"] += 17
    p["cubes"] = {res: k + 2 + i for i, (res, k) in enumerate(p["cubes"].items())}
    p["tokens"] += 3
    others = [oid for oid, o in content.objectives.items() if o.length == state.cfg["length"] and oid != p["objective"]]
    p["objective"] = others[0]
    return twin


def _frame(content, state, viewer, size):
    r = TableRenderer(content)
    surf = r.render(engine.view(state, viewer), size, ["log line"])
    return pygame.image.tobytes(surf, "RGB"), [h.tip for h in r.hits.items]


@pytest.mark.slow
@pytest.mark.parametrize("n,rounds,seed", [(2, 3, 1), (4, 3, 2), (5, 1, 3), (3, 0, 4)])
def test_b_secrets_invisible_to_public_and_a(content, n, rounds, seed):
    state = samples.game(n, rounds, seed=seed)
    a, b = 0, 1
    twin = _secret_twin(state, b, content)
    for viewer in (None, a):
        for size in ((1600, 900), (1280, 720)):
            img1, tips1 = _frame(content, state, viewer, size)
            img2, tips2 = _frame(content, twin, viewer, size)
            assert img1 == img2, f"viewer {viewer}: seat {b}'s secrets changed the picture"
            assert tips1 == tips2, f"viewer {viewer}: seat {b}'s secrets changed a tooltip"
    # and seat B's own frame does show them (the test would be void otherwise)
    img1, _ = _frame(content, state, b, (1600, 900))
    img2, _ = _frame(content, twin, b, (1600, 900))
    assert img1 != img2
