"""Every name the engine gives a frame, an action, a phase, a starter or an event, spelled once.

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
PHASES = (DEACTIVATION, TURN_ORDER, POPULATION, BALANCE, ACTIONS, EVOLUTION)     # a round's, in order (R5)
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
P6_DONE = "p6_done"             # a player's phase-6 step is over: its end (R11), then the refill
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

# --- events (the "type" of each event `apply` returns) ----------------------------------
# Events that share a word with a frame or an action use its name (BALANCE, BENEFACTOR, BIDS,
# BLOCK, BUILD, COUNTER, DELIVER, END_TURN, ENTER, EVICT, EXCHANGE, HARVEST, LEVY, MOVE, OFFER,
# OPTION, ORDER, PASS, REBELS, RED, REVEAL, ROUND, SELL_BANK, STAND, UNBLOCK, USE_BUILDING,
# USE_CARD, WONDER); the others follow.
# the round and its phases (R3-R5)
PHASE = "phase"                      # the round enters a phase
ROUND0_DONE = "round0_done"          # round 0 ends: the track and the trend are dealt
REDEAL = "redeal"                    # a hand of hexes dealt again (R4)
GAME_OVER = "game_over"              # the game ends (R11)
# the map and the units (R4, R5.6-R5.12)
HEX = "hex"                          # a hex placed on the map
HEX_DRAWN = "hex_drawn"              # a hex drawn from the stack
HEX_DISCARDED = "hex_discarded"      # a drawn hex discarded
HEX_LOST = "hex_lost"                # an explored hex that fits nowhere
CITIZEN = "citizen"                  # a citizen placed
SHIP = "ship"                        # a ship placed by a port
REMOVED = "removed"                  # a citizen removed
SUNK = "sunk"                        # a ship sunk
TOKEN = "token"                      # an explorer token taken
DISC = "disc"                        # an action disc placed on the wheel
DISCS = "discs"                      # everyone gains discs (an explorer pile ran out, R8)
# markets, bank and supplies (R5.6, R5.9, R5.13)
TRADE = "trade"                      # a market or port transaction
GAIN = "gain"                        # a cube gained
FLORINS = "florins"                  # florins gained by an effect
TAXES = "taxes"                      # taxes collected
SUPPLY = "supply"                    # a market supplied by an event
STOLEN = "stolen"                    # cubes stolen (DECK 2.1)
MARKER = "marker"                    # the rebellion or surplus marker moved (R7.3, R7.4)
# crises (R6)
DOMESTIC_CRISIS = "domestic_crisis"  # a domestic crisis starts
EXPORT_CRISIS = "export_crisis"      # an export crisis starts
EXPORT_RESULT = "export_result"      # an export crisis ends
CRISIS_MET = "crisis_met"            # a crisis fully answered
TEMPLE_STANDUP = "temple_standup"    # a temple stands a citizen up
# harvest permission and trades (R5.6, R9)
ASK_PERMISSION = "ask_permission"    # harvest permission asked
PERMISSION = "permission"            # harvest permission granted or refused
PERMISSION_PRICE = "permission_price"  # a price asked for permission
OFFER_OPEN = "offer_open"            # an offer being composed
OFFER_CANCELLED = "offer_cancelled"  # an offer withdrawn
TRADE_DONE = "trade_done"            # an offer accepted and carried out
TRADE_FAILED = "trade_failed"        # an accepted offer one side could not pay
TRADE_REJECTED = "trade_rejected"    # an offer rejected
# bids (R5.2)
BID_PLACED = "bid_placed"            # a seat has bid (the amount stays sealed)
# cards, the deck and objectives (R10, R11)
BUY_CARD = "buy_card"                # a card bought
TURN_CARD = "turn_card"              # a track card turned
FLASH = "flash"                      # a card flashed from the deck
REFILL = "refill"                    # a track slot refilled
RESHUFFLE = "reshuffle"              # the discard reshuffled into the deck
PEEK_DECK = "peek_deck"              # the deck's top cards shown to one seat
PEEKED_DECK = "peeked_deck"          # a seat looked at the deck
PEEK_OBJECTIVE = "peek_objective"    # an objective shown to one seat
PEEKED = "peeked"                    # a seat looked at another's objective
OBJECTIVE_MET = "objective_met"      # an objective's end condition holds: the card is revealed


# Events that show what nobody (or not everyone) knew before: a hex or card revealed, a
# revealed bid, a peek, cubes stolen, an objective revealed, the end. Undo never goes back
# past one (history.py's information barriers), and a preview of an action that makes one
# cannot know its outcome (answers.preview).
REVEALING = frozenset({HEX_DRAWN, HEX_DISCARDED, REVEAL, REFILL, PEEK_OBJECTIVE, PEEK_DECK, RED,
                       BALANCE, RESHUFFLE, REDEAL, STOLEN, BIDS, OBJECTIVE_MET, GAME_OVER})

# --- causes: why a marker moved (the "cause" of a MARKER event, a list whose first item is
# one of these names; R5.3, R5.10, R5.12, R5.13, R6.2, R6.3, R7, DECK 0.2.8, DECK 2) -------
#   [POPULATION, market, resource, cubes]    a row of board I (domestic) or II (export)
#   [POPULATION, "stability", population]     the row of board III
#   [POPULATION, "surplus", surplus workers]  the row of board IV
#   [USE_CARD, seat, card] / [WONDER, seat, card]   a card used, a wonder built
#   [BALANCE, card, part]                     a part of a balance side (an event)
#   [DCRISIS, resource] / [XCRISIS, [resources not delivered]]   a crisis's rebels / misses
#   [TAXES, seat, card or ""]                 taxes (from the wheel, or a card's free action)
#   [RECRUIT, seat] / [HEX, seat, hex] / [LEVY, seat]   a recruit, the huts of a new hex,
#                                             a royal tax left unpaid
CAUSES = (POPULATION, USE_CARD, WONDER, BALANCE, DCRISIS, XCRISIS, TAXES, RECRUIT, HEX, LEVY)

# --- reasons: why an action is not possible now (engine/answers.py; words/reasons.py words them).
# A reason is a tuple whose first item is one of these names, then its figures.
# the turn and the wheel (R5.5, R7.7)
DISC_TAKEN = "disc_taken"            # an action disc was already placed this turn
NO_DISC = "no_disc"                  # no action disc left
CIRCLE_MINE = "circle_mine"          # (, discs of the seat there): it has its most there
CIRCLES_TAKEN = "circles_taken"      # (, shared circles): every circle it could use is taken
REPRODUCED = "reproduced"            # reproduction once per round (R5.11)
NO_HEX_LEFT = "no_hex_left"          # nothing left to explore (R5.12)
NO_HARVEST = "no_harvest"            # (, resource, by ship 0/1): no active unit at a free icon
NO_MOVER = "no_mover"                # no active unit can migrate (R5.7)
NO_TRADE = "no_trade"                # nothing to buy or sell (R5.9)
NO_BUILD = "no_build"                # nothing affordable to build where the units stand (R5.8)
# recruiting (R5.10)
RESERVE_EMPTY = "reserve_empty"      # (, citizens, of them on wonders): every citizen in play
NO_SURPLUS = "no_surplus"            # board IV at 0 (or no price)
NO_ROOM = "no_room"                  # (, citizens per hex): every hex of the seat is full
# paying (R5.8, DECK 0.2.4-5)
SHORT = "short"                      # (, florins lacking, ((resource, lacking, held), ...),
                                     #  discs lacking, florins held): a cost it cannot pay
# cards (R10.3, DECK 0.2, 0.3)
NO_ARROW = "no_arrow"                # the card is never used
BUILT = "built"                      # the wonder stands
NOT_OWNER = "not_owner"              # (, is a wonder 0/1): a black arrow, or a wonder
CARD_USED = "card_used"              # this card was used this round
NEW_CARD = "new_card"                # bought this round: usable from the next (DECK 0.2.3)
TURN_CARD_TAKEN = "turn_card_taken"  # a card was already used this turn
OUTSIDE_TURN = "outside_turn"        # cards are used in one's phase-5 turn
WITH_HARVEST = "with_harvest"        # (, resource): declared with a harvest of it (DECK 3.8)
WONDER_NEEDS = "wonder_needs"        # (, building kind or ""): a wonder's requirement (DECK 0.3)
NO_OPTION = "no_option"              # no option of the choice can be paid (DECK 3.22)
# the markets (R5.9; a trade action, a market or port, a card's transactions)
OTHER_MARKET = "other_market"        # (, market): this transaction is on that market only
ONE_SIDE = "one_side"                # (, side "buy"/"sell"): only that side is allowed here
MARKET_EMPTY = "market_empty"        # (, market, resource): no cube to buy
NO_CUBE = "no_cube"                  # (, resource): none in the seat's stock to sell
AREA_FULL = "area_full"              # (, market, resource): no space left to sell into
# markets and ports used (R5.8; no limit per turn, R5.5; a fee short: SHORT)
NOT_CONTROLLED = "not_controlled"    # the seat does not control this market or port
BUILDING_USED = "building_used"      # used this round already: it works once a round (its
                                     #  unit engaged until deactivation)
# building (R5.8)
PORT_ONLY = "port_only"              # a ship builds only a port
HEX_HAS = "hex_has"                  # (, kind): one of each kind per hex
NO_TOKENS = "no_tokens"              # (, kind): none left in the box
ALL_SHIPS_OUT = "all_ships_out"      # (, ships): every ship of the seat is on the map
NOT_NOW = "not_now"                  # anything else
