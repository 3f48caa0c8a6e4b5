"""The replay of a finished networked game for a screen that joined it (issue 41; docs/REVIEW.md
"At several screens"): the record stays at the host; a screen asks, once the game is over,

    {"t": "replay", "ask": a}

and is sent the views it may see along the whole game, its seats' and the public's
(match.tape.record_tapes: each viewer's view before the first action and the diff after
each action), not numbered (as the review's answers):

    {"t": "replay", "ask": a, "tapes": [[None, view, [diff, ...]], [seat, view, [diff, ...]], ...]}

The screen steps through them in the replay viewer (match.tape.SeatTape, with the moves as
its seats knew them). Never another seat's view: net.whitelist checks every view a tape
makes, at every position, as it checks the views of a move.
"""
from __future__ import annotations

from archipelago.match import viewdiff

REPLAY = "replay"


class HostTapes:
    """The host's tapes of a finished game (a part of server.GameServer): each viewer's made
    once, when a screen that may see it first asks (the public's is every screen's), from
    one replay of the record."""

    def __init__(self, match):
        self.match = match
        self._replay = None
        self._tapes = {}                # viewer -> its tape

    def for_screen(self, holds):
        """The tapes of the views a screen holding the seats `holds` may see (the public's
        and its seats'), along the whole game (over)."""
        from archipelago.match.tape import record_tapes
        wanted = [None, *sorted(holds)]
        missing = [viewer for viewer in wanted if viewer not in self._tapes]
        if missing:
            if self._replay is None:
                from archipelago.match.replay import Replay
                self._replay = Replay.of_match(self.match)
            for tape in record_tapes(self._replay, missing):
                self._tapes[tape[0]] = tape
        return [self._tapes[viewer] for viewer in wanted]


def replay_problems(msg, holds, view_problems, forbidden):
    """What in a replay message a screen holding `holds` may not be sent: a tape of another
    viewer than the public and its seats, a diff through a `forbidden` key, or a view at any
    position that shows more than its viewer may know (`view_problems`, net.whitelist's)."""
    tapes = msg.get("tapes")
    if tapes is None:
        return []
    if not isinstance(tapes, list) or not all(isinstance(t, list) and len(t) == 3 for t in tapes) \
            or [viewer for viewer, _first, _ops in tapes] != [None, *sorted(holds)]:
        return ["the tapes of other viewers than the screen's"]  # i18n: not shown
    out = []
    lengths = {len(ops) for _viewer, _first, ops in tapes}
    if len(lengths) != 1:
        return ["tapes of different lengths"]  # i18n: not shown
    views = [first for _viewer, first, _ops in tapes]
    viewers = [viewer for viewer, _first, _ops in tapes]
    for pos in range(lengths.pop() + 1):
        if pos:
            try:
                views = [viewdiff.applied(ops[pos - 1], view) for view, (_v, _f, ops) in zip(views, tapes)]
            except viewdiff.BadDiff:
                return [f"a tape's diff that does not apply at move {pos}"]  # i18n: not shown
            for viewer, (_v, _f, ops) in zip(viewers, tapes):
                out.extend(f"a tape of {viewer!r}: the key {key!r}" for key in viewdiff.paths(ops[pos - 1])
                           if key in forbidden)
        found = view_problems({"views": [list(pair) for pair in zip(viewers, views)], "undo": False}, holds)
        out.extend(f"move {pos}: {problem}" for problem in found)  # i18n: not shown
        if out:
            return out
    return out
