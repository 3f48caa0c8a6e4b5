"""What you see is what happens (issue 37), checked along bot games: at every decision of
phases 2-4 the crisis forecast (engine answers.forecast, from the acting seat's view and
from the public view) against what the engine then does if nobody answers; at every
domestic crisis with stand-ups owed, every stand-up control (the panel's stack buttons and
the lying citizens on the map) against what its click makes the engine do; at the start of
every phase-5 turn, each seat's own points and end-condition progress (answers.standing,
what the private screen shows) against the score table had the game ended then.

    python bench/seen_audit.py --games 120          # the full audit (bench/seen_audit.py)

The suite (tests/test_seen_is_done.py) runs a few games of it. Plain Python over the
engine and the interaction (no pygame).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from archipelago import engine
from archipelago.bots import make_bot
from archipelago.engine import answers, ending
from archipelago.engine.kinds import (BALANCE, BENEFACTOR, CANCEL, DCRISIS, DOMESTIC_CRISIS,
                                      DONE, EXPORT_CRISIS, EXPORT_RESULT, GAME_OVER, MARKER, PHASE,
                                      POPULATION, REBELS, REJECT, STAND, TURN, TURN_ORDER,
                                      XCRISIS)
from archipelago.engine.pieces import D, H, LYING
from archipelago.seats import NAMES

from archipelago.ui.interact.core import Interaction, Local
from archipelago.ui.interact import facts as F

NOW = (TURN_ORDER, POPULATION, BALANCE)     # the phases whose forecast is exact (R5.3, R5.4)


@dataclass
class Tally:
    """What one audit checked and what it found (a finding: a line saying what differed)."""
    games: int = 0
    forecasts: int = 0
    hidden_objective: int = 0       # moments a hidden objective would end the game first (not told)
    stand_controls: int = 0
    stacks: int = 0
    standings: int = 0
    ranges: int = 0                 # standings given as a range (a ranked secret measure)
    findings: list = field(default_factory=list)

    def add(self, other):
        for k in ("games", "forecasts", "hidden_objective", "stand_controls", "stacks", "standings", "ranges"):
            setattr(self, k, getattr(self, k) + getattr(other, k))
        self.findings += other.findings


# --- the forecast --------------------------------------------------------------------------

def nobody_answers(legal):
    """What a seat does that does not answer (the audit's own reading, not the engine's):
    ends its response, skips the Benefactor, cancels or rejects an offer; else the first
    legal action (a bid of 0, a levy left unpaid, the first stand-up owed, an order)."""
    for kind, arg in ((DONE, None), (BENEFACTOR, "skip"), (CANCEL, None), (REJECT, None)):
        for a in legal:
            if a.kind == kind and (arg is None or a.args[0] == arg):
                return a
    return legal[0]


def visible_objectives(state, viewer):
    """The seats whose objective `viewer` may know: its own, the revealed ones, the peeked."""
    out = {s for s, p in enumerate(state.players) if p["revealed"]}
    if viewer is not None:
        out.add(viewer)
        out.update(f[1] for f in state.players[viewer]["seen"] if f[0] == "objective")
    return out


def what_happens(state, viewer=None):
    """Play a copy of `state` on through phase 4 with nobody answering (objectives the
    viewer cannot see set aside when `viewer` is not False): the figures a forecast names."""
    s = engine.copy_state(state)
    if viewer is not False:
        keep = visible_objectives(s, viewer)
        for seat, p in enumerate(s.players):
            if seat not in keep:
                p["objective"] = None
        engine.touched(s)
    rebellion0 = s.rebellion
    events = []                 # a crisis under way: what began it (its lying citizens, the cubes still open)
    for f in s.frames:
        if f["k"] == DCRISIS:
            events.append({"type": DOMESTIC_CRISIS, "lying": sum(1 for t in s.units if t is not None and t[D] == LYING)})
        elif f["k"] == XCRISIS:
            events.append({"type": EXPORT_CRISIS, "cubes": list(f["open"])})
    while s.over is None and s.phase in NOW and s.frames:
        events += engine.apply(s, nobody_answers(engine.legal_actions(s)))
    out = {"phase3": None, "lying": None, "rebels": 0, "demand": None, "missing": None,
           "rebellion": [rebellion0, s.rebellion], "population": s.population, "independence": False,
           "objective_end": s.over["seat"] if s.over is not None and s.over["reason"] == "objective" else None}
    for ev in events:
        if ev["type"] == PHASE and ev["phase"] == POPULATION:
            out["phase3"] = rebellion0
        elif ev["type"] == MARKER and ev["track"] == "rebellion" and ev["cause"][0] == POPULATION:
            out["phase3"] = ev["value"]
        elif ev["type"] in FIGURES:
            key, read = FIGURES[ev["type"]]
            out[key] = read(ev)
    return out


# The figures a forecast names, by the event that tells them (R6.2, R6.3, R6.6).
FIGURES = {DOMESTIC_CRISIS: ("lying", lambda ev: ev["lying"]), REBELS: ("rebels", lambda ev: len(ev["units"])),
           EXPORT_CRISIS: ("demand", lambda ev: list(ev["cubes"])),
           EXPORT_RESULT: ("missing", lambda ev: list(ev["missing"])),
           GAME_OVER: ("independence", lambda ev: ev["reason"] == "independence")}


def said(fc):
    """The same figures, as the forecast tells them."""
    d, x = fc["domestic"], fc["export"]
    came = x is not None and x["came"]
    return {"phase3": fc["phase3"] and fc["phase3"]["rebellion"][1], "lying": d and d["lying"],
            "rebels": d["rebels"] if d else 0, "demand": x["demand"] if came else None,
            "missing": x["missing"] if came else None, "rebellion": fc["rebellion"],
            "population": fc["population"], "independence": fc["independence"],
            "objective_end": fc["objective_end"]}


def check_forecast(content, state, tally, where):
    """At a decision of phases 2-4 (from round 2): the forecast of the acting seat's view
    and of the public view equal what the engine then does if nobody answers."""
    seat = engine.to_act(state)
    if not state.deck or state.ending is not None:
        return              # no forecast is shown: no card to resolve, or the game ends at this step (R11)
    for viewer in (seat, None):
        fc = answers.forecast(content, engine.view(state, viewer))
        real = what_happens(state, viewer)
        tally.forecasts += 1
        if fc is None:
            tally.findings.append(f"{where}: no forecast for viewer {viewer}")
            continue
        got = said(fc)
        if got != real:
            tally.findings.append(f"{where}: viewer {viewer}: forecast {got} != engine {real}")
        elif what_happens(state, False) != real:
            tally.hidden_objective += 1


# --- the stand-up controls -----------------------------------------------------------------

def click(content, state, seat, control):
    """A click on `control` as the table makes it: its action, then the steps its `then`
    takes (table.scene FOLLOW_CAP) in the views that follow. Returns the state after."""
    s = engine.copy_state(state)
    engine.apply(s, control.action)
    for _k in range(64):
        if not control.then or engine.to_act(s) != seat:
            break
        nxt = Interaction(engine.view(s, seat), content).follow(control.then)
        if nxt is None:
            break
        engine.apply(s, nxt)
    return s


def _lying_at(state):
    slots = state.cfg["unit_slots"]
    out = {}
    for u, t in enumerate(state.units):
        if t is not None and t[D] == LYING:
            key = (t[H], u // slots)
            out[key] = out.get(key, 0) + 1
    return out


def check_standups(content, state, tally, where):
    """In a domestic crisis with stand-ups owed: every stand-up control says k of n, whose
    and which hex, and its click stands up k citizens of that stack and nobody else."""
    seat = engine.to_act(state)
    view = engine.view(state, seat)
    it = Interaction(view, content)
    sp = it.spec(Local())
    owed = state.frames[-1]["owed"]
    before = _lying_at(state)
    tally.stacks += len(before)
    controls = [c for c in sp.controls() if c.enabled and c.action is not None and c.action.kind == STAND]
    if not controls:
        tally.findings.append(f"{where}: no stand-up control with {owed} owed")
    shown = set()
    for c in controls:
        u = c.id[2] if c.id[:2] == ("t", "unit") else None
        h, owner = (view["units"][u][H], u // view["unit_slots"]) if u is not None else c.id[2:4]
        shown.add((h, owner))
        n = before.get((h, owner), 0)
        k = min(n, owed)
        words = c.tip
        who = "your" if owner == seat else f"{view['names'][owner]}'s"
        hexw = F.hex_label(view, content, h)
        tally.stand_controls += 1
        want = f"{k} of {who} {n} lying citizen" + ("s" if n != 1 else "") + f" on {hexw}"
        if want not in words:
            tally.findings.append(f"{where}: control {c.id} says {words!r}, not {want!r}")
        if u is None:
            label = _label_of(sp, c)
            lab = f"{k} of {'your' if owner == seat else who} {n} on {hexw}"
            if label != lab:
                tally.findings.append(f"{where}: button {c.id} reads {label!r}, not {lab!r}")
        after = _lying_at(click(content, state, seat, c))
        moved = {key: before[key] - after.get(key, 0) for key in before if before[key] != after.get(key, 0)}
        if moved != {(h, owner): k}:
            tally.findings.append(f"{where}: control {c.id} ({words!r}) stood up {moved}, not {k} of {(h, owner)}")
    missing = set(before) - shown
    if missing:
        tally.findings.append(f"{where}: lying stacks without a control: {sorted(missing)}")


def _label_of(sp, control):
    for row in sp.panel.rows if sp.panel else ():
        for w in row:
            if w.control is control:
                return w.text
    return None


# --- one's own points and end condition ----------------------------------------------------

def check_standing(content, state, tally, where):
    """Each seat's own points (the trend card, its own objective, its cards) and its
    objective's end-condition progress, as its private screen shows them (answers.standing),
    against the score table had the game ended now (ending.scores, ending.end_counter)."""
    table = ending.scores(state)
    for seat in range(state.cfg["n"]):
        st = answers.standing(content, engine.view(state, seat))
        tally.standings += 1
        real = table[seat]
        for part in st["parts"]:
            pts = real.get(part["label"], 0)
            lo, hi = part["points"]
            if lo != hi:
                tally.ranges += 1
            if not lo <= pts <= hi:
                tally.findings.append(f"{where}: seat {seat} {part['label']}: shown {lo}-{hi}, score table {pts}")
        if st["cards"] != real["cards"]:
            tally.findings.append(f"{where}: seat {seat} cards: shown {st['cards']}, score table {real['cards']}")
        oid = state.players[seat]["objective"]
        end = st["end"]
        if oid and end is not None:
            obj = content.objectives[oid]
            name, at_least, base, per = obj.end
            value = ending.end_counter(state, name)
            if (end["value"], end["threshold"], end["at_least"]) != (value, base + per * state.cfg["n"], at_least):
                tally.findings.append(f"{where}: seat {seat} end {end} != {value} of {base + per * state.cfg['n']}")
            if end["met"] != ending.condition_met(state, obj):
                tally.findings.append(f"{where}: seat {seat} end met {end['met']}")


# --- the games -----------------------------------------------------------------------------

def bots(content, n, seed, level="normal"):
    return [make_bot("heuristic", i, seed * 7 + i, level=level, content=content) for i in range(n)]


class _Game:
    """One bot game of the audit's as far as it was played: its actions, and the game and
    its bots where they stopped (played on when a later question needs more of it)."""

    def __init__(self, content, n, length, seed):
        self.content, self.actions = content, []
        self.live = engine.new_game(content, NAMES[:n], length, seed)
        self.players = bots(content, n, seed)

    def action(self, i):
        """The game's i-th action (played by its bots when not yet played), or None after its end."""
        while len(self.actions) <= i:
            seat = engine.to_act(self.live)
            if seat is None:
                return None
            a = self.players[seat].choose(engine.view(self.live, seat), engine.legal_actions(self.live))
            engine.apply(self.live, a)
            self.actions.append(a)
        return self.actions[i]


_GAMES: dict[tuple, _Game] = {}     # by (content, players, length, seed): the bots play each game once


def reach(content, n, length, seed, pred):
    """A bot game of the audit's played until pred(state) holds: that state, or None. The
    game's actions are the bots' (deterministic for the seed), chosen once per process
    and replayed on a new game for every question."""
    key = (id(content), n, length, seed)
    game = _GAMES.get(key)
    if game is None or game.content is not content:
        game = _GAMES[key] = _Game(content, n, length, seed)
    s = engine.new_game(content, NAMES[:n], length, seed)
    i = 0
    while engine.to_act(s) is not None:
        if pred(s):
            return s
        engine.apply(s, game.action(i))
        i += 1
    return None


def play(content, n, length, seed, level="normal", forecasts=True, standups=True, standing=True):
    """One bot game, every check made along it: a Tally."""
    tally = Tally(games=1)
    s = engine.new_game(content, NAMES[:n], length, seed)
    players = bots(content, n, seed, level)
    while (seat := engine.to_act(s)) is not None:
        top = s.frames[-1]
        where = f"{n}p {length} seed {seed} round {s.round} action {s.log_n}"
        if forecasts and s.round >= 2 and s.phase in NOW:
            check_forecast(content, s, tally, where)
        if standups and top["k"] == DCRISIS and top.get("owed"):
            check_standups(content, s, tally, where)
        if standing and top["k"] == TURN and not top.get("disc") and seat == s.order[0]:
            check_standing(content, s, tally, where)
        engine.apply(s, players[seat].choose(engine.view(s, seat), engine.legal_actions(s)))
    return tally


def games(count, first_seed=0):
    """(players, length, seed) of `count` games: 2-5 players, short and medium, in turn."""
    out = []
    for i in range(count):
        out.append((2 + i % 4, ("short", "medium")[(i // 4) % 2], first_seed + i))
    return out


def audit(content, count, first_seed=0, **checks):
    total = Tally()
    for n, length, seed in games(count, first_seed):
        total.add(play(content, n, length, seed, **checks))
    return total

