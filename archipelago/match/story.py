"""The story of a game (issue 30): the figures by round that the charts at the end draw,
worked out from the game's log alone (the log is the truth: history.replay_steps), so any
finished save can tell its story.

    tale = story(content, cfg, actions)

`tale["rounds"]` holds one point at the end of round 0 (the deal) and of every round
played, and one at the end: for each player the points they would score had the game
ended there (engine ending.scores: the objective cards, the trend card, card points),
their florins, their citizens on the map (the view's facts) and the cards they have
bought; for the colony its population and rebellion. `tale["end"]` says how the game
ended (engine.result: the reason, the objective or independence that closed it, the
round, the step after which a met objective ended it) and `tale["result"]` is the score
table's.

Each point also tells which sources moved (issue 41), for each player: `sources`, the
points by source (ending.scores' keys: "objective S06", "trend T05", "cards"); `moved`, the
change since the previous point split by source ([{"source": "objective" | "trend" |
"cards", "card": the objective's or trend's id or None, "change"}], their changes summing to
the change of the player's points); `events`, what moved them in that stretch of the game
(words.story's kinds: a card bought, a wonder built, a building's control won or lost and
by what, a ranked row's lead taken or lost, the trend card revealed). All plain, JSON-able.
"""
from __future__ import annotations

from archipelago import engine
from archipelago.engine.ending import scores
from archipelago.engine.kinds import BUY_CARD, REBELS, ROUND, ROUND0_DONE, WONDER
from archipelago.engine.pieces import controllers, public_facts
from archipelago.history import replay_steps
from archipelago.words.story import CONTROL, LEAD

RANKED = ("objective", "trend")         # the sources that rank the players (R11, R11.2)


def point(state, bought, rnd):
    """The figures of one moment of the game: the end of round `rnd` (None: the end)."""
    facts = public_facts(state)
    by_source = scores(state)
    return {
        "round": state.round if rnd is None else rnd,
        "end": rnd is None,             # the end of the game, not of a round (worded by the UI)
        "points": [sum(by.values()) for by in by_source],
        "sources": by_source,
        "florins": [p["florins"] for p in state.players],
        "citizens": [c["map"] for c in facts["citizens"]],
        "cards": list(bought),
        "population": state.population,
        "rebellion": state.rebellion,
    }


def moved(before, after):
    """The change of one player's points by source between two points (`before` None: from
    nothing), as [{"source", "card", "change"}] in the score table's order, changes only."""
    out = []
    for label, pts in after.items():
        change = pts - (before or {}).get(label, 0)
        if change:
            source, _, card = label.partition(" ")
            out.append({"source": source, "card": card or None, "change": change})
    return out


def leaders(by_source, label):
    """The players first on a ranked row (its most points, above 0), as a set."""
    best = max(by[label] for by in by_source)
    return {s for s, by in enumerate(by_source) if best > 0 and by[label] == best}


def lead_events(before, after):
    """Per player, the ranked rows whose lead they took or lost between two points."""
    out = [[] for _ in after]
    for label in after[0] if after else ():
        source, _, card = label.partition(" ")
        if source not in RANKED or before is None or label not in before[0]:
            continue
        old, new = leaders(before, label), leaders(after, label)
        for s in sorted(old ^ new):
            out[s].append({"kind": LEAD, "source": source, "card": card, "won": s in new})
    return out


def control_events(state, before, now, how):
    """Per player, the buildings whose control they won or lost between two points
    (`before`, `now`: pieces.controllers then and now; `how`: the last change of each
    building's control, the action's kind or REBELS for a crisis's rebels)."""
    out = [[] for _ in state.players]
    for b, seat in enumerate(now):
        old = before[b] if b < len(before) else None
        if old == seat:
            continue
        kind = state.buildings[b][2]
        if old is not None:
            out[old].append({"kind": CONTROL, "building": kind, "won": False, "by": how.get(b, "")})
        if seat is not None:
            out[seat].append({"kind": CONTROL, "building": kind, "won": True, "by": how.get(b, "")})
    return out


class _Teller:
    """The points of a story as the replay passes them, each with what moved since the last."""

    def __init__(self, n):
        self.rounds = []
        self.bought = [0] * n
        self.events = [[] for _ in range(n)]    # since the last point: cards, wonders
        self.control = []                       # each building's controller at the last point
        self.how = {}                           # building -> what last changed its control
        self.last = []                          # each building's controller after the last step

    def step(self, state, rec):
        """One action replayed: its events and the control it changed."""
        rebels = False
        for ev in rec.events:
            t = ev["type"]
            if t == BUY_CARD:
                self.bought[ev["seat"]] += 1
                self.events[ev["seat"]].append({"kind": BUY_CARD, "card": ev["card"]})
            elif t == WONDER:
                self.events[ev["seat"]].append({"kind": WONDER, "card": ev["card"]})
            elif t == REBELS:
                rebels = True
        now = controllers(state)
        if now != self.last:
            for b, seat in enumerate(now):
                if b >= len(self.last) or self.last[b] != seat:
                    self.how[b] = REBELS if rebels else rec.action.kind
            self.last = now

    def point(self, state, rnd, trend=None):
        """A point: the figures now and what moved since the previous one."""
        p = point(state, self.bought, rnd)
        prev = self.rounds[-1]["sources"] if self.rounds else None
        now = controllers(state)
        won = control_events(state, self.control, now, self.how)
        leads = lead_events(prev, p["sources"])
        p["moved"] = [moved(prev[s] if prev else None, p["sources"][s]) for s in range(len(self.bought))]
        p["events"] = [([{"kind": ROUND0_DONE, "trend": trend}] if trend else []) + self.events[s] + won[s] + leads[s]
                       for s in range(len(self.bought))]
        self.rounds.append(p)
        self.events = [[] for _ in self.bought]
        self.control, self.how = now, {}


def story(content, cfg, actions):
    """The story of a game from its configuration and its actions (a finished game's log,
    or the part of one that has been played)."""
    teller = _Teller(len(cfg["names"]))
    for state, rec in replay_steps(content, cfg, actions):
        if rec is None:
            continue
        teller.step(state, rec)
        for ev in rec.events:
            t = ev["type"]
            if t == ROUND0_DONE:
                teller.point(state, 0, ev["trend"])         # the deal (R4), the trend revealed (R11.2)
            elif t == ROUND:
                # a new round begins: the figures as the last one ended (the new round's
                # first automatic steps move none of them)
                teller.point(state, ev["round"] - 1)
    result = engine.result(state)
    if result is not None:
        teller.point(state, None)
    end = None if result is None else {"reason": result["reason"], "round": result["round"],
                                       "trigger": result["trigger"], "step": result["step"]}
    return {"names": list(cfg["names"]), "rounds": teller.rounds, "end": end, "result": result}
