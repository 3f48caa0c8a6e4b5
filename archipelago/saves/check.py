"""Every load of a save goes through here: a save is either loaded whole and valid, or
refused with a SaveError that names the file and what is wrong (issue 13).

`load_doc(doc, content, name)` takes a document that format.check_doc accepted and:
  1. checks the players (seats) and the game's configuration: names, 2-5 players as the
     rules allow, a known length, an integer seed, the action log's shape and size;
  2. when the save was made with this game data and rules revision, rebuilds the stored state
     (engine.from_dict) and checks it: engine.invariants.check (supplies conserved,
     every piece once), check_ranges (ranges, known ids) and check_playable (a seat must
     decide and has a legal action, unless the game is over) -- so that the message says
     what is wrong in the file;
  3. replays the action log from the configuration (history.replay, the one
     replay) and, with the same game data and rules revision (engine.RULES_REVISION),
     requires the replay to reproduce the stored state exactly: a save whose log does not
     lead to its state is refused. With other game data, or saved before a rule fix, the
     replayed game is what is loaded, and it is checked as in 2.
The state handed out is always the replayed one: made by the engine, action by action.
Any exception from any of these steps becomes a SaveError; nothing is written anywhere.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from archipelago import engine
from archipelago.engine import invariants
from archipelago.history import Record, actions_in_log, replay
from archipelago.i18n import _, language
from archipelago.seats import HUMAN, KINDS, STYLES

from . import format as save_format
from .format import SaveError

MAX_ACTIONS = 50_000        # a long game with much trading has a few thousand
MAX_NAME = 40               # characters of a player's name


@dataclass
class Loaded:
    state: object                               # engine State, valid
    seats: list                                 # the save's seat dicts (checked)
    records: list[Record] = field(default_factory=list)     # the replay's history
    doc: dict = field(default_factory=dict)     # the checked save document


_VERDICTS = {}


def verdict(path, content):
    """None if the save file loads, else the refusal message (in the language spoken now);
    remembered per version of the file (size, modification time, inode) and language so
    that the title screen checks it once."""
    path = Path(path)
    try:
        st = path.stat()
    except OSError as e:
        return _("{file}: cannot be read ({error})").format(file=path.name, error=e.strerror or e)
    key = (str(path), st.st_size, st.st_mtime_ns, st.st_ino, content.digest, language())
    if key not in _VERDICTS:
        try:
            load_path(path, content)
            found = None
        except SaveError as e:
            found = str(e)
        if len(_VERDICTS) > 256:
            _VERDICTS.clear()
        _VERDICTS[key] = found
    return _VERDICTS[key]


def remember_good(path, content):
    """Note that a file this game has just written from a validated state loads."""
    path = Path(path)
    try:
        st = path.stat()
    except OSError:
        return
    _VERDICTS[(str(path), st.st_size, st.st_mtime_ns, st.st_ino, content.digest, language())] = None


def load_path(path, content):
    """A save file read (format.read) and validated; raises SaveError."""
    return load_doc(save_format.read(path), content, Path(path).name)


def load_doc(doc, content, name):
    """A checked save document (format.check_doc) validated and rebuilt; raises SaveError."""
    try:
        return _load(doc, content, name)
    except SaveError:
        raise
    except RecursionError:
        raise SaveError(_("{file}: the saved game is damaged (nested too deeply)").format(file=name)) from None
    except Exception as e:  # noqa: BLE001 - whatever bad data trips on is a refusal, never a crash
        error = f"{type(e).__name__}{': ' + _clip(str(e)) if str(e) else ''}"
        raise SaveError(_("{file}: the saved game is damaged ({error})").format(file=name, error=error)) from None


def _clip(text, n=160):
    return text if len(text) <= n else text[:n - 3] + "..."


def _refuse(name, what):
    raise SaveError(_("{file}: {problem}").format(file=name, problem=_clip(what, 300)))


def _int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def check_seats(seats, name):
    """The save's players: a name each, a kind (seats.KINDS), a level, a palette entry
    (seats.STYLES)."""
    for i, d in enumerate(seats):
        if not isinstance(d, dict) or not isinstance(d.get("name"), str) or not d["name"].strip():
            _refuse(name, _("player {n} of the save has no name").format(n=i + 1))
        if len(d["name"]) > MAX_NAME:
            _refuse(name, _("player {n}'s name is longer than {most} characters").format(n=i + 1, most=MAX_NAME))
        if d.get("kind", HUMAN) not in KINDS:
            _refuse(name, _("player {name} is neither a person nor a bot ({kind})").format(
                name=d["name"], kind=repr(d.get("kind"))))
        if not isinstance(d.get("level", "normal"), str):
            _refuse(name, _("player {name} has a damaged bot level").format(name=d["name"]))
        style = d.get("style")
        if style is not None and not (_int(style) and 0 <= style < STYLES):
            _refuse(name, _("player {name} has an unknown colour ({style})").format(name=d["name"], style=repr(style)))
        coach = d.get("coach")
        if coach is not None and not (isinstance(coach, list) and all(isinstance(t, str) for t in coach)):
            _refuse(name, _("player {name} has damaged coach tips").format(name=d["name"]))


def check_config(cfg, seats, content, name):
    """The configuration the game is rebuilt from (engine.new_game's arguments)."""
    rules = content.rules
    if not isinstance(cfg, dict):
        _refuse(name, _("the saved game has no configuration"))
    names = cfg.get("names")
    lo, hi = rules["players"]["min"], rules["players"]["max"]
    if not isinstance(names, list) or not all(isinstance(x, str) for x in names):
        _refuse(name, _("the saved game's player names are damaged"))
    if not lo <= len(names) <= hi:
        _refuse(name, _("the saved game has {n} players; the game takes {lo}-{hi}").format(n=len(names), lo=lo, hi=hi))
    if cfg.get("n") != len(names):
        _refuse(name, _("the saved game counts {count} players but names {n}").format(count=repr(cfg.get("n")),
                                                                                        n=len(names)))
    if [d["name"] for d in seats] != names:
        _refuse(name, _("the save's players do not match the players of its game"))
    if cfg.get("length") not in rules["lengths"]:
        _refuse(name, _("unknown game length {length}").format(length=_short(cfg.get("length"))))
    if not _int(cfg.get("seed")):
        _refuse(name, _("the saved game's seed is not a whole number ({seed})").format(seed=_short(cfg.get("seed"))))


def _short(v):
    return _clip(repr(v), 40)


def check_log(log, name):
    """The action log's shape: a list of entries; actions are [a, seat, kind, [args]]."""
    if not isinstance(log, list):
        _refuse(name, _("the saved game's action log is damaged"))
    count = 0
    for i, e in enumerate(log):
        if not isinstance(e, list) or not e or not isinstance(e[0], str):
            _refuse(name, _("entry {n} of the action log is damaged").format(n=i))
        if e[0] != "a":
            continue
        count += 1
        if len(e) != 4 or not _int(e[1]) or not isinstance(e[2], str) or not isinstance(e[3], list) \
                or not all(_int(x) or isinstance(x, str) for x in e[3]):
            _refuse(name, _("entry {n} of the action log is not an action ({entry})").format(n=i, entry=_short(e)))
    if count > MAX_ACTIONS:
        _refuse(name, _("the action log is too long ({n} actions; at most {most})").format(n=count, most=MAX_ACTIONS))


def problems(state):
    """What is wrong with a State as a game to play on (empty: nothing)."""
    out = invariants.check_ranges(state)
    if out:                     # the checks below assume sane ranges and ids
        return out
    return invariants.check(state) + invariants.check_playable(state)


def check_summary(summary, state, seats, name):
    """The summary (what the Load list shows) must tell the truth about the game."""
    want = save_format.summary(state, seats, summary.get("saved_at"))
    bad = [k for k in ("round", "phase", "to_act", "over", "seats") if summary.get(k) != want[k]]
    if bad:
        _refuse(name, _("the save's summary does not match its game ({fields})").format(fields=", ".join(bad)))


def _load(doc, content, name):
    seats = doc["seats"]
    check_seats(seats, name)
    st = doc["state"]
    cfg = st.get("cfg")
    check_config(cfg, seats, content, name)
    check_log(st.get("log"), name)
    same_data = doc.get("content_digest") == content.digest
    # the same data and rules: the replay must reproduce the stored state exactly; saved
    # under other data or an older rules revision, the replayed game is what is loaded
    same_play = same_data and doc.get("rules_revision") == engine.RULES_REVISION
    if same_play:
        stored = engine.from_dict(content, st)
        found = problems(stored)
        if found:
            _refuse(name, _("the saved game is not valid: {problems}").format(problems="; ".join(found[:3])))
        actions = actions_in_log(stored)
    else:   # a position stored under older rules may keep what the engine no longer keeps,
        # or lack what it keeps today (revision 3's turn frames held the kinds of building
        # used, R5.5's withdrawn ruling): only its action log is read
        actions = [engine.Action(e[1], e[2], tuple(e[3])) for e in st["log"] if e[0] == "a"]
    try:
        state, records = replay(content, cfg, actions)
    except engine.IllegalAction as e:
        if same_play:
            why = _("the saved game cannot be replayed: {error}")
        elif not same_data:
            why = _("this game was saved with different game data and cannot be replayed: {error}")
        else:
            why = _("this game was saved under older rules and cannot be replayed: {error}")
        _refuse(name, why.format(error=e))
    if same_play and engine.to_dict(state) != st:
        differ = [k for k, v in engine.to_dict(state).items() if st.get(k) != v]
        _refuse(name, _("the saved position does not follow from its action log (the file was edited or damaged; "
                        "it differs in {fields})").format(fields=", ".join(differ[:4]) or _("extra fields")))
    found = problems(state)
    if found:
        _refuse(name, _("the saved game is not valid: {problems}").format(problems="; ".join(found[:3])))
    if same_play:
        check_summary(doc["summary"], state, seats, name)
    return Loaded(state, seats, records, doc)
