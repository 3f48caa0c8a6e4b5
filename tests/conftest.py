"""Suite-wide hooks: the random-play test reports how its games ended (issue 4: a round
cap is reported, not hidden); the one shipped content, loaded once per session."""

import pytest

from archipelago.content import load_content
from archipelago.engine import flow

# Issue 12: the legal-action list is cached per decision; in tests every reuse is checked
# against a fresh list, so a state edited by hand without engine.touched fails loudly.
flow.VERIFY = True


@pytest.fixture(scope="session")
def content():
    return load_content()


def pytest_terminal_summary(terminalreporter):
    import sys
    module = sys.modules.get("tests.engine.test_random_play")
    ends = getattr(module, "ENDS", None)
    if ends:
        terminalreporter.write_line(
            f"random play: {sum(ends.values())} games ended by "
            + ", ".join(f"{k} {v}" for k, v in sorted(ends.items()))
            + f" (round cap {module.ROUND_CAP})")
