"""Suite-wide hooks: the random-play test reports how its games ended (issue 4: a round
cap is reported, not hidden); the one shipped content, loaded once per session; every test
starts in English (issue 29: the suite reads English whatever the system's language, and a
test that switches to German is switched back)."""

import gc
import os
import shutil
import tempfile
from collections import Counter

import pytest

from archipelago import i18n
from archipelago.match import samples
from archipelago.engine import flow
from tests.games import unverified
from tests.once import RUN_FOLDER

os.environ["LANGUAGE"] = "en"           # the system's language of the suite (and of the games it starts)

# The player's own data folder (saves, autosaves, settings, the tips seen) is never the
# suite's: a test that sets no ARCHIPELAGO_HOME of its own writes into a folder of this run,
# made by the first process (the controller; xdist's workers inherit it) and removed at its
# end. Three tests wrote autosaves and the tips seen into ~/.local/share/archipelago.
TEST_HOME = "ARCHIPELAGO_TEST_HOME"
_MADE_HOME = None
if TEST_HOME not in os.environ:
    _MADE_HOME = os.environ[TEST_HOME] = tempfile.mkdtemp(prefix="archipelago-home-")
os.environ["ARCHIPELAGO_HOME"] = os.environ[TEST_HOME]
# ... and the files written there (autosaves after every decision, settings, hosted games)
# are not flushed to the disk one by one (saves/fileio.FSYNC): a temporary folder has
# nothing to keep through a power cut, and the flushes waited 7.7 s of the workers' time on
# this machine's disk (issue 40: py-spy over a whole run). Atomic replacement stays.
os.environ["ARCHIPELAGO_FSYNC"] = "0"

# Issue 12: the legal-action list is cached per decision; in tests every reuse is checked
# against a fresh list, so a state edited by hand without engine.touched fails loudly.
flow.VERIFY = True

# Issue 40: the suite's processes keep large results for their whole life (the content, the
# finished games of tests/games.py, the reviews, the screens' kept drawings), and Python's
# cyclic collector scans its young generation every 700 new objects and every object at each
# full collection: 3.4 % of the CPU of tests/bots/test_bots.py and tests/match/test_story.py
# (0.86 s of 25 s, process time inside the collector). Scanning the young generation every
# 20,000 new objects instead (garbage that reference counting frees is freed at once either
# way), and leaving what collection loaded (modules, content, test functions) out of the
# full collections, it is 0.48 s.
gc.set_threshold(20_000, 10, 10)


@pytest.fixture(scope="session")
def content():
    """The shipped content (frozen), loaded once per session and worker: the same object the
    sample games of `archipelago.match.samples` play on."""
    return samples.content()


@pytest.fixture
def whole_games():
    """For tests that play whole games through the engine alone (bots, the host, the
    simulator): the legal-action list built once per decision (tests.games.unverified)."""
    with unverified():
        yield


@pytest.fixture(autouse=True)
def _english():
    if i18n.language() != "en":
        i18n.set_language("en")
    yield
    if i18n.language() != "en":
        i18n.set_language("en")


@pytest.fixture(autouse=True)
def _run_home():
    """Every test starts with the run's data folder: a tool that opens an app for a person
    (tools/harness.person_app: the text audit, the seen audit) points ARCHIPELAGO_HOME at a
    scratch folder of its own for the rest of its process, and the tests after it on that
    worker saved there."""
    yield
    if os.environ.get("ARCHIPELAGO_HOME") != os.environ[TEST_HOME]:
        os.environ["ARCHIPELAGO_HOME"] = os.environ[TEST_HOME]


def pytest_configure(config):
    """The controller of a run on xdist workers makes the run's folder for tests/once.py
    before the workers start (they inherit the environment) and removes it at the end; the
    process that made the run's data folder (TEST_HOME) removes it at the end."""
    if _MADE_HOME is not None:
        config.add_cleanup(lambda: shutil.rmtree(_MADE_HOME, ignore_errors=True))
    if getattr(config.option, "numprocesses", None) and not hasattr(config, "workerinput"):
        os.environ[RUN_FOLDER] = tempfile.mkdtemp(prefix="archipelago-tests-")
        config.add_cleanup(lambda: shutil.rmtree(os.environ.pop(RUN_FOLDER), ignore_errors=True))


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session):
    """At the end, one full collection, then everything left is frozen: pytest's own
    clean-up (its unraisable-exception check) collects five times more, and over what a
    worker holds at the end (the finished games, reviews, drawings) each took some 1.4 s,
    7 s per worker at the end of every run (issue 40: py-spy over a whole run). The one
    collection here still finds what that check is for (garbage whose __del__ raises)."""
    gc.collect()
    gc.freeze()


def pytest_collection_finish(session):
    """What collection loaded (every test module, the content) lives to the end: the full
    collections leave it out (gc.freeze)."""
    gc.collect()
    gc.freeze()


# The modules that hold the longest single tests (3.5 s or more each at 31ea856, on two
# workers with --durations), longest first: they run first (a scheduling hint only; a
# module missing here or no longer long only runs later).
LONGEST_FIRST = ("tests/sim/test_sim.py", "tests/review/test_review_planted.py", "tests/bots/test_bots.py",
                 "tests/ui/test_learn_to_play.py", "tests/bots/test_shared_readings.py",
                 "tests/ui/test_hotseat.py", "tests/ui/test_newcomer.py", "tests/match/test_net_seam.py")


def pytest_collection_modifyitems(config, items):
    """The modules that hold slow tests run first, the longest of them first (LONGEST_FIRST),
    each module's tests together and in their order (issue 40). With --dist worksteal on
    two workers, the first worker starts with the first half of this order and the second
    with the rest; a worker that runs out takes the last half of the other's queue: the
    long tests run early, and what is taken at the end is short (before, the simulator's
    12 s fuzz was taken last and ran alone for 10 s)."""
    heavy = {item.path for item in items if item.get_closest_marker("slow")}
    rank = {path: k for k, path in enumerate(LONGEST_FIRST)}
    root = config.rootpath

    def order(item):
        path = item.path.relative_to(root).as_posix() if item.path.is_relative_to(root) else str(item.path)
        return item.path not in heavy, rank.get(path, len(rank))
    items.sort(key=order)


_RANDOM_PLAY = {"ends": Counter(), "cap": None}


def pytest_runtest_logreport(report):
    """Collects the random-play endings from each test's report (they travel from the
    xdist workers to the controller with the report's user properties)."""
    if report.when != "call":
        return
    for name, value in report.user_properties:
        if name == "random_play_ends":
            _RANDOM_PLAY["ends"].update(value)
        elif name == "random_play_round_cap":
            _RANDOM_PLAY["cap"] = value


def pytest_terminal_summary(terminalreporter):
    ends = _RANDOM_PLAY["ends"]
    if ends:
        terminalreporter.write_line(
            f"random play: {sum(ends.values())} games ended by "
            + ", ".join(f"{k} {v}" for k, v in sorted(ends.items()))
            + f" (round cap {_RANDOM_PLAY['cap']})")
