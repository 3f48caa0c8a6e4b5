"""Every decision kind of the engine has a handler in interact/frames/ (or takes the
generic panel on purpose), and no handler waits for a kind the engine does not have."""
import archipelago.engine  # noqa: F401 -- importing the engine registers its decision kinds
from archipelago.engine.flow import DECISIONS
from archipelago.ui.interact.registry import HANDLERS

# Kinds answered on purpose by core.generic (a panel with one button per legal action),
# each with its reason. None today: every kind has controls of its own.
GENERIC = ()


def test_every_decision_kind_has_a_handler():
    assert len(DECISIONS) >= 30, "importing archipelago.engine registers its decision kinds"
    missing = sorted(set(DECISIONS) - set(HANDLERS) - set(GENERIC))
    assert not missing, f"decision kinds without a UI handler: {missing}"


def test_no_handler_for_a_kind_the_engine_lacks():
    assert not sorted(set(HANDLERS) - set(DECISIONS)), "handlers for kinds the engine does not have"
    assert set(GENERIC) <= set(DECISIONS), "GENERIC names a kind the engine does not have"
    assert not set(GENERIC) & set(HANDLERS), "a GENERIC kind has a handler after all"
