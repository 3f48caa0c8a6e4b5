"""Every name the engine gives a frame, an action, a phase or a starter, spelled once.

The values are stored in saves, logs and the golden replays: never change one. Rule
modules import the names they use, so a misspelt name fails at import. Where a frame and
an action (or a phase) share a word, one name serves both.
"""

# --- phases of the round (R5) and of the start (R3, R4): state.phase; started by name ------
SETUP = "setup"
ROUND0 = "round0"              # also the automatic frame of round 0 (R4)
DEACTIVATION = "deactivation"
TURN_ORDER = "turn_order"
POPULATION = "population"
BALANCE = "balance"            # also the automatic frame resolving a card's balance side
ACTIONS = "actions"
EVOLUTION = "evolution"
# starter names that are not frames: a wheel action (R5.5), also a card's free action
WHEEL_ACTION = "wheel_action"

# --- automatic frames (flow.AUTOMATIC) ------------------------------------------------------
ROUND = "round"
DISCOVER = "discover"
P5 = "p5"
EXPLORE = "explore"
RED = "red"
FX = "fx"
REMOVE = "remove"              # also the action removing a citizen
PORT_SHIPS = "port_ships"
BLOCK = "block"                # also the action blocking an icon
UNBLOCK = "unblock"            # also the action unblocking an icon
P6 = "p6"
P6_REFILL = "p6_refill"

# --- decision frames (flow.DECISIONS); several are also the name of their main action ------
R0_PLACE = "r0_place"
DISCOVER_PICK = "discover_pick"
BIDS = "bids"
ARRANGE = "arrange"
TURN = "turn"                  # also the action turning a track card (R5.14)
HARVEST = "harvest"            # also the action harvesting one icon
PERMIT = "permit"
MIGRATE = "migrate"
BUILD = "build"                # also the action building one construction
MARKET = "market"
RECRUIT = "recruit"            # also the action placing one citizen
EXPLORE_PICK = "explore_pick"
DCRISIS = "dcrisis"
XCRISIS = "xcrisis"
BENEFACTOR = "benefactor"      # also its action
COMPOSE = "compose"
RESPOND = "respond"
SELL_BANK = "sell_bank"        # also its action
EXCHANGE = "exchange"          # also its action
REVEAL = "reveal"
PEEK = "peek"                  # also its action
REBELS = "rebels"
REMOVE_PICK = "remove_pick"
SINK = "sink"                  # also its action
PORT_SHIPS_PICK = "port_ships_pick"
BLOCK_PICK = "block_pick"
UNBLOCK_PICK = "unblock_pick"
FISTS = "fists"
LEVY = "levy"
CHOICE = "choice"
WONDER = "wonder"
P6_STEP = "p6_step"

# --- actions (Action.kind) --------------------------------------------------------------
DONE = "done"
R0_PICK = "r0_pick"
R0_PUT = "r0_put"
R0_AREA = "r0_area"
TO_MARKET = "to_market"
TO_SELF = "to_self"
BID = "bid"
ORDER = "order"
PLACE_DISC = "place_disc"
USE_CARD = "use_card"
USE_BUILDING = "use_building"
EVICT = "evict"
OFFER = "offer"
PASS = "pass"
END_TURN = "end_turn"
ASK = "ask"                    # harvest permission (R5.6), or an item asked in an offer
GRANT = "grant"
GRANT_FOR = "grant_for"
REFUSE = "refuse"
PAY_PERMIT = "pay_permit"
DECLINE = "decline"
MOVE = "move"
ENTER = "enter"
TX = "tx"
EXPLORE_TAKE = "explore_take"
EXPLORE_DISCARD = "explore_discard"
EXPLORE_PUT = "explore_put"
EXPLORE_UNIT = "explore_unit"
TEMPLE = "temple"
DELIVER = "deliver"
STAND = "stand"
GIVE = "give"
DROP = "drop"
SEND = "send"
CANCEL = "cancel"
ACCEPT = "accept"
REJECT = "reject"
COUNTER = "counter"
BUY = "buy"
BUY_REVEALED = "buy_revealed"
PORT_SHIP = "port_ship"
FIST = "fist"
PAY_LEVY = "pay_levy"
OPTION = "option"
WONDER_CITIZEN = "wonder_citizen"
