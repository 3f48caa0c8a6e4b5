"""The clicks that make a TableScene submit one action: a breadth-first search over the
interaction's local states (selections, popups, rotations, stepper values), through the
same controls a player clicks, then one screen point per step where a click hits that
control (checked with the scene's own hit test)."""
from __future__ import annotations

from collections import deque

from archipelago.engine import Action

MAX_STATES = 3000


def _as_action(a):
    if isinstance(a, Action):
        return Action(a.seat, a.kind, tuple(a.args))
    seat, kind, args = a
    return Action(seat, kind, tuple(args))


def click_plan(scene, action):
    """[(local state, control)] from the scene's current local state to a control that
    submits `action`; raises LookupError if no visible control leads to it."""
    action = _as_action(action)
    it = scene.interaction
    if action not in it.legal:
        raise LookupError(f"{action} is not a legal action of this view")
    start = scene.local
    prev = {start: None}
    todo = deque([start])
    while todo:
        L = todo.popleft()
        lay = scene.layout(L)
        spec = lay.spec
        ordered = []
        if spec.popup is not None:
            ordered += [w.control for w in spec.popup.items if w.control is not None]
        ordered += list(spec.targets.values())
        if spec.panel is not None:
            ordered += [w.control for row in spec.panel.rows for w in row if w.control is not None]
        for c in ordered:
            if not c.enabled:
                continue
            if c.action == action:
                if scene.point_for(c.id, lay) is None:
                    continue
                plan = [(L, c)]
                while prev[L] is not None:
                    L0, c0 = prev[L]
                    plan.append((L0, c0))
                    L = L0
                return list(reversed(plan))
            if c.to is not None and c.to not in prev and len(prev) < MAX_STATES:
                if scene.point_for(c.id, lay) is None:
                    continue
                prev[c.to] = (L, c)
                todo.append(c.to)
    raise LookupError(f"no clicks lead to {action}")


def click_path(scene, action):
    """Screen positions to click, in order, so that `scene` submits exactly `action`
    (call after the table has drawn the current view). The scene is left unchanged."""
    plan = click_plan(scene, action)
    out = []
    for L, c in plan:
        p = scene.point_for(c.id, scene.layout(L))
        if p is None:
            raise LookupError(f"control {c.id} cannot be clicked")
        out.append((int(p[0]), int(p[1])))
    return out
