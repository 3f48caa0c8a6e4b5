"""The rules engine: pure game logic over plain-data state (standard library only).

The contract (docs/ARCHITECTURE.md): new_game, to_act, legal_actions, apply, view, copy_state,
to_dict, from_dict, result, Action, IllegalAction; beside it, resample (a world the
searching bots can play in, drawn from one seat's view: worlds.py) and the answers for
the table (what an action would give, why one is not possible: answers.py).
"""

from . import actions, answers, crises, effects, evolution, rounds, setup, trades  # noqa: F401
from .core import RULES_REVISION, Action, IllegalAction, copy_state, from_dict, to_dict
from .ending import result
from .flow import apply, legal_actions, to_act, touched
from .setup import new_game
from .view import view
from .worlds import resample

__all__ = ["Action", "IllegalAction", "new_game", "to_act", "legal_actions", "apply", "view",
           "copy_state", "to_dict", "from_dict", "result", "touched", "resample", "RULES_REVISION"]
