"""The review of a networked game (issue 41; docs/REVIEW.md "At several screens"): made at
the host, where the game's record is (it holds every secret: it never leaves the host), in
the review's worker process (review/runner.ReviewJob: the host's table and its server loop
stay responsive), once for every screen, and sent to each screen that asks as plain data:

    {"t": "review", "ask": a, "status": "running", "done": k, "total": n}     while it is made
    {"t": "review", "ask": a, "status": "done", "review": {...}}              the review for that screen
    {"t": "review", "ask": a, "status": "cancelled" | "failed", "error": ...} (cancelled: for that screen)

`a` is the number the screen gave its latest ask ({"t": "review", "ask": a}) or cancel
({"t": "review_cancel", "ask": a}): an answer to an earlier one is left aside there.

The review a screen is sent (`for_screen`): every seat's chance after every decision
("points": public once the game is over, as on the hot-seat Review tab), the turning
points ("turns": their causes are public events; each with "start", "viewer" and "views":
the views from its "from" to TURN_AFTER moves past its "step", at most TURN_VIEWS, of its
seat when that screen holds it, else the public view's, viewer None), the game's length in actions and each
round's first action ("n", "rounds": the chart's axis), and the costly decisions of the
seats that screen holds only ("marks"), each with its seat's own views at that decision and
after each of the next WINDOW moves ("views": what that seat saw then; the screen words
both moves from the first in its own language and replays the decision from them, with
the moves as its seat knew them). Never the review's "game" (it names the deal's seed),
another seat's marks, or a view of a seat the screen does not hold, a turning point's
too (net.whitelist checks it on the way out).

A screen asks ("review") when its Review tab is first shown; "review_cancel" says it stops
waiting. The host's job runs while one screen waits for it and is cancelled when none does;
the review made is kept in the finished game's file (runner.keep, as at one screen) and a
screen that asks later is sent it at once.
"""
from __future__ import annotations

from archipelago.review import runner

REVIEW, REVIEW_CANCEL = "review", "review_cancel"
RUNNING, DONE, CANCELLED, FAILED = "running", "done", "cancelled", "failed"
POLL = 0.2                      # seconds between two looks at the worker (on the server's loop)
WINDOW = 12                     # moves after a costly decision whose views (the seat's) a screen is sent
TURN_AFTER = 2                  # moves after a turning point's step whose views a screen is sent too
TURN_VIEWS = 12                 # views at most sent with a turning point (from its "from", or later when the
                                # swing took longer: the last TURN_VIEWS positions up to TURN_AFTER past its step)


def turn_span(turn, n):
    """The positions whose views a screen is sent with a turning point: from its "from"
    (where the replay at the host opens) to TURN_AFTER moves past its "step", at most
    TURN_VIEWS of them (the latest, when the swing took longer)."""
    end = min(n, turn["step"] + TURN_AFTER)
    return max(turn["from"], end - TURN_VIEWS + 1), end


def wire_parts(content, cfg, actions, review):
    """Made in the review's worker (runner._child), from the record: the game's length in
    actions, each round's first action, for each costly decision its seat's views at it
    and after each of the next WINDOW moves ({"seat:step": [view, ...]}), and for each
    turning point (in the review's order) the first position of its span (turn_span) and
    the views along it of its seat and of the public ({"start": k, "seat": [...], "public": [...]})."""
    from archipelago.match.replay import Replay
    replay = Replay(content, cfg, actions)
    views = {}
    for seat, marks in review["marks"].items():
        for m in marks:
            seen = views[f"{seat}:{m['step']}"] = []
            for pos in range(m["step"], min(replay.n, m["step"] + WINDOW) + 1):
                replay.seek(pos)
                seen.append(replay.view(int(seat)))
    turns = []
    for t in review["turns"]:
        start, end = turn_span(t, replay.n)
        part = {"start": start, "seat": [], "public": []}
        for pos in range(start, end + 1):
            replay.seek(pos)
            part["seat"].append(replay.view(t["seat"]))
            part["public"].append(replay.view(None))
        turns.append(part)
    return {"n": replay.n, "rounds": [[r, replay.round_start(r)] for r in replay.rounds], "views": views,
            "turns": turns}


def for_screen(review, parts, holds):
    """What a screen holding the seats `holds` is sent of the review (module docstring)."""
    marks = {}
    for seat in sorted(holds):
        kept = review["marks"].get(str(seat))
        if kept is not None:
            marks[str(seat)] = [dict(m, views=parts["views"][f"{seat}:{m['step']}"]) for m in kept]
    turns = []
    for t, part in zip(review["turns"], parts.get("turns") or [None] * len(review["turns"])):
        if part is None:                # (no views made: the screen says the replay is at the host)
            turns.append(dict(t))
            continue
        held = t["seat"] in holds
        turns.append(dict(t, start=part["start"], viewer=t["seat"] if held else None,
                          views=part["seat"] if held else part["public"]))
    return {"points": review["points"], "turns": turns, "marks": marks,
            "people": [s for s in review.get("people", ()) if s in holds], "n": parts["n"],
            "rounds": parts["rounds"]}


def review_problems(msg, holds, view_problems):
    """What in a review message a screen holding `holds` may not be sent (net.whitelist)."""
    out = []
    rv = msg.get("review")
    if rv is None:
        return out
    if not isinstance(rv, dict) or set(rv) - {"points", "turns", "marks", "people", "n", "rounds"}:
        return ["a review with more than a screen's part"]  # i18n: not shown
    for key, marks in rv.get("marks", {}).items():
        if not key.isdigit() or int(key) not in holds:
            out.append(f"the review's marks of seat {key}")  # i18n: not shown
            continue
        for m in marks:
            views = m.get("views")
            if m.get("seat") != int(key) or not isinstance(views, list) or not views \
                    or not all(isinstance(v, dict) for v in views):
                out.append(f"a mark of seat {m.get('seat')} given as {key}'s")  # i18n: not shown
                continue
            for view in views:
                out.extend(view_problems({"views": [[None, {"seat": None, "players": []}], [int(key), view]],
                                          "undo": False}, {int(key)}))
    for t in rv.get("turns", ()):
        out.extend(turn_problems(t, holds, view_problems))
    if any(s not in holds for s in rv.get("people", ())):
        out.append("the review's people")  # i18n: not shown
    return out


def turn_problems(turn, holds, view_problems):
    """What a turning point sent to a screen holding `holds` may not carry: views other than
    its seat's (held there) or the public's, or such a view that shows more than its viewer
    may know."""
    if not isinstance(turn, dict):
        return ["a turning point that is not one"]  # i18n: not shown
    viewer, views = turn.get("viewer"), turn.get("views")
    if viewer is not None and (viewer not in holds or viewer != turn.get("seat")):
        return [f"a turning point of seat {turn.get('seat')} seen from seat {viewer!r}"]  # i18n: not shown
    if views is None and viewer is None:
        return []
    if not isinstance(views, list) or not all(isinstance(v, dict) for v in views):
        return [f"the views of a turning point of seat {turn.get('seat')}"]  # i18n: not shown
    out = []
    for view in views:
        if viewer is None:
            out.extend(view_problems({"views": [[None, view]], "undo": False}, ()))
        else:
            out.extend(view_problems({"views": [[None, {"seat": None, "players": []}], [viewer, view]],
                                      "undo": False}, {viewer}))
    return out


class HostReviews:
    """The host's side (a part of server.GameServer, on its loop thread): the one job, the
    screens waiting for it, and what each is told."""

    def __init__(self, server, **sizes):
        self.server = server
        self.sizes = sizes              # review_game's sizes (tests ask for small ones)
        self.job = None
        self.made = None                # (review, parts) once done
        self.waiting = set()            # the tokens of the screens waiting for it
        self.asks = {}                  # token -> the number of its latest ask or cancel
        self._timer = None
        self._told = None

    def people(self):
        """The seats persons play at the screens (their decisions are reviewed), never bots'."""
        return sorted(set().union(*(m.seats for m in self.server.members.values())))

    def ask(self, member, number=0):
        """A screen asks for the review (its tab is shown): sent at once if made, else the
        job is started (or goes on) and the screen told how far it is."""
        self.asks[member.token] = number
        self.waiting.add(member.token)
        if self.made is None and (self.job is None or self.job.state in (CANCELLED, FAILED)):
            self._start()
        self._tell(member)
        self._schedule()

    def cancel(self, member, number=0):
        """A screen stops waiting; with none left waiting, the job is cancelled (nothing kept)."""
        self.asks[member.token] = number
        self.waiting.discard(member.token)
        self.server._send(member.conn, {"t": REVIEW, "ask": number, "status": CANCELLED}, member.seats)
        if not self.waiting and self.job is not None and self.job.state == RUNNING:
            self.job.cancel()

    def stop(self):
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self.job is not None:
            self.job.cancel()

    def _start(self):
        m = self.server.match
        cfg, actions, seats = m.game_record()
        self.job = runner.ReviewJob(cfg, actions, self.people(), m.finished_path, reuse=True, extra=wire_parts,
                                    seats=seats, **self.sizes)
        self.job.start()
        self._told = None

    def _schedule(self):
        if self._timer is None and self.job is not None and self.job.state == RUNNING:
            self._timer = self.server._loop.call_later(POLL, self._poll)

    def _poll(self):
        self._timer = None
        job = self.job
        state = job.poll()
        if state == DONE:
            self.made = (job.result, job.more)
        told = (state, job.progress)
        if told != self._told:
            self._told = told
            for member in self.server.members.values():
                if member.token in self.waiting:
                    self._tell(member)
        self._schedule()

    def _tell(self, member):
        if member.conn is None:
            return
        head = {"t": REVIEW, "ask": self.asks.get(member.token, 0)}
        if self.made is not None:
            msg = {**head, "status": DONE, "review": for_screen(*self.made, member.seats)}
        elif self.job.state == RUNNING:
            done, total = self.job.progress
            msg = {**head, "status": RUNNING, "done": done, "total": total}
        elif self.job.state == FAILED:
            msg = {**head, "status": FAILED, "error": str(self.job.error)}
        else:
            msg = {**head, "status": CANCELLED}
        self.server._send(member.conn, msg, member.seats)
