"""The handlers of the decision frames, one module per engine area; importing this
package registers every handler (registry.HANDLERS).

turn.py     phase 5: the turn and the wheel's actions (harvest, permit, migrate, build,
            market, recruit, explore_pick)
setup.py    round 0 (r0_place) and a discovered hex (discover_pick)
rounds.py   the turn-order bid (bids, arrange) and phase 6 (p6_step)
crises.py   domestic and export crises (dcrisis, xcrisis), the benefactor
trades.py   composing and answering an offer (compose, respond)
effects.py  decisions that card effects and events open (sell_bank, exchange, reveal, peek,
            rebels, remove_pick, sink, wonder, port_ships_pick, block_pick, unblock_pick,
            fists, levy, choice)
"""
from . import crises, effects, rounds, setup, trades, turn

__all__ = ["crises", "effects", "rounds", "setup", "trades", "turn"]
