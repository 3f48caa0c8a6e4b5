"""What the table has seen of each game: the reveals (history.REVEALS: bids, crisis
answers, the deal of round 0, the end of the game) and where in the game's actions they
came, kept in one small file beside the saves folder (`seen.json` in the data folder, never listed as a save), so that
every way back into a game (the title's Load and Continue, the in-game Load, a relaunch,
autosaves included) can ask the table before a save from before such a reveal is loaded
(UX "Hot seat and secrets", issue 25) -- even when the newer saves that held the reveal
were rotated out or deleted.

"The same game" is the one definition of history.rewound_reveals: the same configuration
(names, length, seed: the same deal) and one's actions a prefix of the other's. Each
game's entry is a branch: its actions up to its last reveal, and the reveals on it as
(action number, event type, round): ids and figures, worded when shown (issue 29: the file
speaks no language; a version-1 file's English words are read back into them). A table
that went back and played on differently makes a second branch of the same game.

    remember(state, records)      # after a reveal, a save or a load: note what was seen
    rewound(state)                # a save's state: the words of the reveals loading it undoes
    remember_ended(games)         # finished games found among the saves: their ends are seen

A game that has ended stays ended (issue 38): the end (GAME_OVER) is a reveal like the
bids, so a save from before it asks before it loads, the Load list marks it and Continue
never offers it (`ended`).

Reading never raises (a missing or damaged file knows nothing); writing is atomic and
an OSError is the caller's to ignore or report."""
from __future__ import annotations

import json
from pathlib import Path

import re

from archipelago.engine.kinds import BIDS, EXPORT_RESULT, GAME_OVER, REBELS, ROUND0_DONE
from archipelago.history import actions_in_log, reveal_marks
from archipelago.i18n import N_, _

from . import fileio
from .paths import data_dir

FORMAT = "archipelago-seen"
VERSION = 2
BRANCHES = 40                    # branches kept (the newest); a game has one or a few
FILE = "seen.json"

# A reveal (history.REVEALS: the event that ends secret entries, the deal, the end) in words.
REVEALS = {
    BIDS: N_("the bids of round {round} were revealed"),
    REBELS: N_("everyone had answered the domestic crisis of round {round}"),
    EXPORT_RESULT: N_("everyone had answered the export crisis of round {round}"),
    ROUND0_DONE: N_("the objective cards were dealt and read at the end of round {round}"),
    GAME_OVER: N_("the game ended in round {round} and every objective and florin was shown"),
}


def reveal_words(kind, round_):
    """A reveal (its event type and round) in words, in the language spoken now."""
    return _(REVEALS[kind]).format(round=round_) if kind in REVEALS else ""


def reveals_words(marks):
    """(event type, round) reveals in words, each once, in their order."""
    out = []
    for kind, round_ in marks:
        words = reveal_words(kind, round_)
        if words not in out:
            out.append(words)
    return out


def path(folder=None):
    return Path(folder or data_dir()) / FILE


def _key(cfg):
    return json.dumps(cfg, sort_keys=True, separators=(",", ":"))


def _plain(actions):
    return [[a.seat, a.kind, list(a.args)] for a in actions]


def load(folder=None):
    """The branches on disk: [{"game": key, "actions": [...], "reveals": [[n, type, round], ...]}],
    oldest first; [] when the file is missing or damaged. A version-1 file's reveals
    ([n, English words]) are read back into types and rounds; words it cannot read are
    left out."""
    try:
        raw, _ = fileio.read_limited(path(folder))
        doc = json.loads(raw.decode("utf-8"))
    except (fileio.Unreadable, ValueError, RecursionError):
        return []
    if not isinstance(doc, dict) or doc.get("format") != FORMAT or not isinstance(doc.get("branches"), list):
        return []
    out = []
    for b in doc["branches"]:
        if isinstance(b, dict) and isinstance(b.get("game"), str) and isinstance(b.get("actions"), list) \
                and isinstance(b.get("reveals"), list):
            reveals = [_mark(r) for r in b["reveals"]]
            if all(r is not None for r in reveals):
                out.append(dict(b, reveals=reveals))
    return out


def _int(v):
    return isinstance(v, int) and not isinstance(v, bool)


# Version 1 kept the English words of REVEALS: each read back into (type, round).
_V1_WORDS = [(kind, re.compile("^" + re.escape(words).replace(re.escape("{round}"), r"(\d+)") + "$"))
             for kind, words in REVEALS.items()]


def _mark(r):
    """A stored reveal as [n, type, round], or None when damaged (a version-1 [n, words]
    converted)."""
    if not isinstance(r, list) or not r or not _int(r[0]):
        return None
    if len(r) == 3 and isinstance(r[1], str) and r[1] in REVEALS and _int(r[2]):
        return list(r)
    if len(r) == 2 and isinstance(r[1], str):
        for kind, pattern in _V1_WORDS:
            m = pattern.match(r[1])
            if m:
                return [r[0], kind, int(m.group(1))]
    return None


def branch(state, records):
    """The branch a game's history shows: its actions up to its last reveal and the
    reveals on it, or None when it has revealed nothing."""
    reveals = reveal_marks(records)
    if not reveals:
        return None
    actions = _plain(actions_in_log(state))[:reveals[-1][0] + 1]
    return {"game": _key(state.cfg), "actions": actions, "reveals": [list(r) for r in reveals]}


def _prefix(a, b):
    return len(a) <= len(b) and b[:len(a)] == a


def merge(branches, new):
    """`branches` with the branch `new` taken in (a new list; the same one if nothing changed)."""
    for i, b in enumerate(branches):
        if b["game"] != new["game"]:
            continue
        if _prefix(new["actions"], b["actions"]):
            reveals = sorted({tuple(r) for r in b["reveals"] + new["reveals"]})
            if len(reveals) == len(b["reveals"]):
                return branches                                 # nothing new
            return branches[:i] + [dict(b, reveals=[list(r) for r in reveals])] + branches[i + 1:]
        if _prefix(b["actions"], new["actions"]):
            reveals = sorted({tuple(r) for r in b["reveals"] + new["reveals"]})
            rest = branches[:i] + branches[i + 1:]
            return (rest + [dict(new, reveals=[list(r) for r in reveals])])[-BRANCHES:]
    return (branches + [new])[-BRANCHES:]


def remember(state, records, folder=None):
    """Note the reveals of a game's history (written only when something is new). Returns
    True if the file changed; raises OSError when it cannot be written."""
    new = branch(state, records)
    if new is None:
        return False
    old = load(folder)
    merged = merge(old, new)
    if merged is old:
        return False
    _write(merged, folder)
    return True


def _write(branches, folder=None):
    fileio.write_atomic(path(folder), json.dumps({"format": FORMAT, "version": VERSION, "branches": branches},
                                                 separators=(",", ":")))


def _common(a, b):
    """How many first actions two lists share."""
    n = min(len(a), len(b))
    return next((i for i in range(n) if a[i] != b[i]), n)


def rewound_marks(branches, cfg, actions):
    """The reveals the branches hold after the point of a save of the game `cfg` whose
    actions ([seat, kind, [args]] lists) lie on a branch before its reveal: (event type,
    round), oldest first, each once. A save that left a branch only by steps of the seat
    that took the branch's next step (its own steps, taken back with undo: issue 38, a save
    made, then undone) lies on it at the point where it left it."""
    key = _key(cfg)
    found = []
    for b in branches:
        if b["game"] != key:
            continue
        k = _common(b["actions"], actions)
        if k == len(b["actions"]) or k < len(actions) and any(a[0] != b["actions"][k][0] for a in actions[k:]):
            continue
        found += [tuple(r) for r in b["reveals"] if r[0] >= k]
    out = []
    for _n, kind, round_ in sorted(found):
        if (kind, round_) not in out:
            out.append((kind, round_))
    return out


def rewound_in(branches, cfg, actions):
    """The words of the reveals the branches hold after the point of a save of the game
    `cfg` whose actions lie on a branch before its reveal (rewound_marks), oldest first,
    in the language spoken now."""
    return reveals_words(rewound_marks(branches, cfg, actions))


def ended(marks):
    """Among a save's rewound marks: the round its game ended in, or None (a finished game
    stays finished, issue 38: Continue never offers such a save, the Load list says so, and
    a second try keeps no second finished record)."""
    return next((round_ for kind, round_ in marks if kind == GAME_OVER), None)


def ended_branch(cfg, actions, round_):
    """The branch of a finished game read from a save of it (cfg, its actions as lists and
    the round it ended in): its end is seen."""
    return {"game": _key(cfg), "actions": [list(a) for a in actions],
            "reveals": [[len(actions) - 1, GAME_OVER, round_]]}


def remember_ended(games, folder=None):
    """Note the ends of finished games found among the saves ((cfg, actions, round) each):
    a game finished before the table noted its end (an older version, a lost note) stays
    finished too. An end noted already is not noted again, and a game the file knows nothing
    of goes in as its oldest branch (never pushing out the branch of a game in play).
    Returns True if the file changed; raises OSError when it cannot be written."""
    old = load(folder)
    merged = old
    for cfg, actions, round_ in games:
        new = ended_branch(cfg, actions, round_) if actions else None
        if new is None or any(b["game"] == new["game"] and b["actions"] == new["actions"]
                              and any(r[1] == GAME_OVER for r in b["reveals"]) for b in merged):
            continue
        if any(b["game"] == new["game"] and (_prefix(b["actions"], new["actions"])
                                             or _prefix(new["actions"], b["actions"])) for b in merged):
            merged = merge(merged, new)
        else:
            merged = ([new] + merged)[-BRANCHES:]
    if merged == old:
        return False
    _write(merged, folder)
    return True


def doc_actions(doc):
    """A checked save document's game: (cfg, actions as lists), or None when damaged."""
    st = doc.get("state") if isinstance(doc, dict) else None
    log = st.get("log") if isinstance(st, dict) else None
    if not isinstance(log, list) or not isinstance(st.get("cfg"), dict):
        return None
    acts = [[e[1], e[2], list(e[3])] for e in log
            if isinstance(e, list) and len(e) == 4 and e[0] == "a" and isinstance(e[3], list)]
    return st["cfg"], acts


def rewound(state, folder=None):
    """What loading a save with this state lets the table decide again, from the file."""
    return reveals_words(rewound_marks(load(folder), state.cfg, _plain(actions_in_log(state))))


def ends_after(state, folder=None):
    """The file holds an end of this game after this state's point (a save from before a
    seen end: played on, it is a second try of a finished game)."""
    return ended(rewound_marks(load(folder), state.cfg, _plain(actions_in_log(state)))) is not None
