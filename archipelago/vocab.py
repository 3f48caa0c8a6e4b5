"""What the data may say: the vocabulary the engine implements, declared once as plain data.

`archipelago.content` validates `data/*.yaml` against these declarations, and the engine
dispatches on the same names, so a primitive or counter cannot exist in one place only.

Parameter type names (read by the validator):
  int, int+ (>= 1), int0 (>= 0), amount (DECK 3 Amount), selector (DECK 3 Selector),
  resource, resources (list of resource), effects (nested effect list), options (choice
  options), positions (list of int+), enum:a|b|c, subset:a|b|c (list of those words),
  price (int0 or a name from PRICE_NAMES).
A name ending in "?" is optional.
"""

# DECK.md section 3: the 25 effect primitives and their parameters.
PRIMITIVES = {
    "track": {"track": "enum:rebellion|surplus", "amount": "amount"},
    "gain_florins": {"amount": "amount"},
    "gain_explorer_token": {"n": "int+"},
    "market_transactions": {
        "market": "enum:domestic|export",
        "max": "int+",
        "kinds": "subset:buy|sell",
        "buy_price?": "int0",
        "sale_bonus?": "int0",
    },
    "sell_to_bank": {"max": "int+", "price": "int0", "then_if_any?": "effects"},
    "exchange_with_bank": {"max": "int+"},
    "free_action": {
        "action": "enum:migration|recruitment|exploration|reproduction|build|taxes",
        "max_items?": "int+",
        "only?": "subset:ship|town|temple|market|port",
        "unit?": "enum:ship",
        "price_override?": "int0",
    },
    "harvest_bonus": {"resource": "resource", "multiplier": "int+"},
    "reveal_and_buy": {"count": "int+", "card_type": "enum:character|progress", "price": "price"},
    "peek_objective": {},
    "peek_deck": {"positions": "positions"},
    "place_citizens": {"max": "int+", "price": "int0", "surplus_each": "int"},
    "stand_up_rebels": {"max": "int+"},
    "remove_citizens": {"players": "selector", "n": "int+", "chooser?": "enum:victim"},
    "destroy_ship": {"victim": "selector", "chooser?": "enum:victim"},
    "place_ships_at_ports": {},
    "block_icon": {"chooser": "selector", "marker": "enum:coin_from_bank"},
    "unblock_icon": {"where": "enum:hex_with_user_unit", "coin_to": "enum:user"},
    "steal_cube": {
        "victim": "selector",
        "method": "enum:hidden_fists",
        "destination": "enum:bank",
    },
    "levy": {"owed": "amount", "unpaid_rebellion_per_florin": "int0"},
    "supply_market": {"market": "enum:domestic|export", "cubes": "enum:one_of_each_type"},
    "choice": {"options": "options"},
    "build_wonder": {},
    "domestic_crisis": {"resource": "resource", "citizens_per_cube": "int+"},
    "export_crisis": {"cubes": "resources"},
}

# Named prices a primitive may use instead of a number (content.model.named_prices: R7.8's
# minimal price is the evolution track's lowest purchase price).
PRICE_NAMES = ("min_price",)

# DECK 0.5 counters usable in an Amount ({count: C} / {of: C}); `a+b` sums counters.
AMOUNT_COUNTERS = (
    "temples_in_play",
    "ports_in_play",
    "markets_in_play",
    "towns_in_play",
    "players",
    "user.florins",
    "user.temples_controlled",
    "user.markets_controlled",
    "user.ports_controlled",
    "user.towns_controlled",
)

# DECK 3 Selector forms: {most: M}, {where: M, at_least: k}, or this word.
SELECTOR_WORDS = ("last_in_turn_order",)
SELECTOR_MEASURES = ("ships_on_map", "cubes_behind_screen", "citizens_on_map")

# R11.1 objective end conditions: global counters (`a+b` sums them).
END_COUNTERS = (
    "explorer_piles_empty",
    "temples_in_play",
    "towns_in_play",
    "ports_in_play",
    "markets_in_play",
    "character_cards_in_play",
    "progress_cards_in_play",
    "population",
    "bank_empty_resources",
    "bank_florins",
    "ships_on_map",
    "surplus",
    "hexes_unexplored",
)

# R11.1 scoring criteria and DECK 4 trend criteria: per-player measures.
# `cubes.<resource>` and `town_icons.<resource>` take a resource; `a+b` sums measures.
PLAYER_MEASURES = (
    "florins",
    "character_cards",
    "progress_cards",
    "temples_controlled",
    "markets_controlled",
    "ports_controlled",
    "towns_controlled",
    "explorer_tokens",
    "ships_on_map",
    "citizens_on_map",
    "wonders_built",
    "hexes_with_own_citizen",
    "buildings_controlled",
)
PARAMETRISED_MEASURES = ("cubes", "town_icons")

# DECK 4: trend criteria the engine counts all game (kind: tracked).
TRACKED_MEASURES = (
    "benefactor_florins",
    "hexes_placed",
    "export_cubes_sold",
    "foreign_citizens_fed",
    "rebellion_lowered_by_cards",
    "florins_bid",
)

OBJECTIVE_SCORING_KINDS = ("rank", "pacifist", "separatist")

# DECK 0.3 wonder prerequisites.
WONDER_REQUIREMENTS = ("controls_temple", "controls_port", "controls_market")

CARD_TYPES = ("character", "progress")
ARROWS = ("black", "colour", "none")
SOURCES = ("known", "known+designed", "designed")
BALANCE_PARTS = ("domestic", "export", "event")
BUILDINGS = ("town", "temple", "market", "port")
CONSTRUCTIONS = ("ship",) + BUILDINGS
LIMITED_SPACES = ("taxes", "reproduction", "exploration")
UNLIMITED_SPACES = ("harvest", "migration", "recruitment", "trade", "build")
LENGTHS = ("short", "medium", "long")
