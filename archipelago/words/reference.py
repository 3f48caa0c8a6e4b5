"""The rules in words (issue 40: words by job): what each phase and wheel space does
(their tooltips), and the F1 rules reference, the rules a player needs that no tooltip
states (the Details and Words tabs). Every number is read from rules.yaml."""
from __future__ import annotations

from archipelago.content.model import named_prices
from archipelago.i18n import N_, _
from archipelago.words.names import building_name, names_and, resource_name, space_in_sentence, space_title

PHASE_HELP = {
    "deactivation": N_("Phase 1: used cards turn upright, engaged (used-up) units become active again, "
                       "rebels stand up."),
    "turn_order": N_("Phase 2: every player bids florins in secret; the top bidder arranges the turn order."),
    "population": N_("Phase 3: the population marker is counted, then boards I-IV apply their row effects."),
    "balance": N_("Phase 4: the balance side of the deck's top card is resolved (crisis or event)."),
    "actions": N_("Phase 5: in turn order, place an action disc, use a card or a building, or pass."),
    "evolution": N_("Phase 6: discs return; in turn order buy a card and turn one, or turn two."),
}


_SPACE_HELP = {
    "migration": N_("Each of your active units may move once: a citizen across a land edge or by convoy (one of "
                    "your ships in either hex of each border it crosses, a different ship for each), a ship to an "
                    "adjacent hex or into a free port on its hex."),
    "recruitment": N_("Recruit citizens one at a time at board IV's price; surplus workers -1, population +1 "
                      "each."),
    "trade": N_("One transaction on the domestic or export market: sell a cube at its row price or buy the "
                "last cube."),
    "build": N_("One construction: ship, town, temple, market or port, paying its cost."),
    "taxes": N_("Rebellion {rebellion:+d}; take the tax-table income for your non-rebel citizens."),
    "reproduction": N_("On every hex where you have exactly 2 non-rebel citizens and room for a third (at most "
                       "{most} of yours, rebels included), add one."),
    "exploration": N_("Look at the top hex, take it or draw the next, place it and move a unit onto it."),
}


def space_help(space: str, rules) -> str:
    """What a wheel space does, in one or two sentences (R5.4-R5.13); its numbers from
    rules.yaml (the rebellion that Taxes adds, the most citizens of one player on a hex)."""
    if space.startswith("harvest"):
        if ":" in space:
            return _("Move active units onto free {res} icons where they stand: 1 cube each from the bank; the "
                     "unit is then engaged (used up until next round). Fish by ships, the rest by "
                     "citizens.").format(res=resource_name(space.split(":", 1)[1]))
        return _("Move active units onto free icons of that resource where they stand: 1 cube each from the "
                 "bank; the unit is then engaged (used up until next round). Fish by ships, the rest by "
                 "citizens.")
    return _(_SPACE_HELP[space]).format(rebellion=rules["taxes"]["rebellion"], most=rules["citizens_per_hex"])


def phase_help(phase: str) -> str:
    """What a phase does, in a sentence ("Phase 2: every player bids...")."""
    return _(PHASE_HELP[phase]) if phase in PHASE_HELP else ""


# --- the rules reference (F1): the rules a player needs that no tooltip states ---------------

def _range(values) -> str:
    values = sorted(values)
    return f"{values[0]}" if values[0] == values[-1] else f"{values[0]}–{values[-1]}"


def rules_notes(rules) -> list[tuple[str, str]]:
    """(title, paragraph) for the F1 'Details' tab, every number read from rules.yaml:
    crises (R6), wonders (DECK 0.3), bids (R5.2), new cards (DECK 0.2.3), harvest
    permission (R5.6), exploration (R5.12), round 0 (R4) and building tokens (R1, R5.8)."""
    r0 = rules["round0"]
    pools = rules["building_tokens"].values()
    tokens = "; ".join(_("{n} {buildings} tokens shared by all").format(
        n=p["count"], buildings=names_and(building_name(b) for b in p["buildings"])) for p in pools)
    asks = rules["negotiation"]["permission_prices"]
    cut = _("An export crisis asks only the first n cubes of its list with n players (all of them if the list is "
            "shorter): the deck top shows just those. ") if rules["options"]["export_truncation"] else ""
    return [
        (_("Crises (phase 4 and red parts)"),
         _("Domestic: every citizen lies down except those standing in a temple. In turn order each player may hand "
           "over cubes of the demanded resource; each cube stands up that many lying citizens of the deliverer's "
           "choice, anyone's. A temple's controller may stand up every citizen on its hex for free, in their own "
           "answer and only before they deliver a cube in it. Each citizen still lying then becomes a rebel and "
           "adds one to rebellion: this is the main road to independence. {export_cut}Each listed cube not "
           "delivered adds one to rebellion. Cubes taken from the market for a crisis cost nothing and go straight "
           "to the bank; explorer tokens count as any cube.").format(export_cut=cut)),
        (_("Wonders"),
         _("Building a wonder is your card use for the turn: pay its cubes and discs, and one active citizen of "
           "yours leaves the map for good onto the card (population −1, which can make rebellion exceed "
           "population: independence). A building it stood in is left empty.")),
        (_("Bids (phase 2)"),
         _("Every bid is paid to the bank, not only the winner's. The top bidder arranges the turn order; tied top "
           "bidders bid again in secret among themselves and pay again; a second tie, or all bids 0, leaves the "
           "order as it was.")),
        (_("New cards"),
         _("A card bought or gained this round can be used (or built) from the next round. The lock belongs to the "
           "card: it stays locked for whoever holds it after a trade.")),
        (_("Harvest on another's town hex"),
         _("Where another player controls the town, you may harvest only with their permission; they may grant it "
           "for free, for {prices}ƒ, or refuse.").format(prices=_range(asks))),
        (_("Exploration"),
         _("The new hex must touch at least two placed hexes with matching edges, so that one of your active units "
           "next to it can move onto it. You then take an explorer token, one cube of a resource on the hex goes to "
           "the domestic market, you take one cube of another resource it shows, and surplus workers rise by one "
           "per hut. If it fits nowhere it leaves the game.")),
        (_("Round 0"),
         _("The whole turn order is drawn by lot. In that order each player places one dealt hex next to the "
           "start hex, puts {citizens} citizens on one of its land "
           "areas, moves their ship onto it and takes {tokens} explorer token(s); its huts, market cube and own "
           "cube count as in an exploration. Then the evolution track is filled and the trend card is turned "
           "up.").format(citizens=r0["citizens"], tokens=r0["explorer_tokens"])),
        (_("Building tokens"),
         _("{tokens}. A hex holds at most one building of each type (one town, one market, one port, one "
           "temple).").format(tokens=tokens)),
    ]


def glossary(rules) -> list[tuple[str, str]]:
    """(term, plain words) for every term the table uses, for the F1 'Words' tab (issue 14);
    numbers read from rules.yaml (R0 words, R1-R11)."""
    pieces, mu = rules["pieces"], rules["market_use"]
    prices = rules["track"]["prices"]
    unlimited = rules["wheel"]["unlimited"]
    spaces = _(", ").join([space_title(unlimited[0])] + [space_in_sentence(s) for s in unlimited[1:]])
    return [
        (_("Action disc"), _("Your actions for the round: one disc on a wheel space is one action. You start with "
                             "{start} and gain one when an explorer pile empties (at most {most}); they come back "
                             "in phase 6.").format(start=rules["start"]["action_discs"],
                                                    most=pieces["action_discs"])),
        (_("Active"), _("A standing unit that may still act this round.")),
        (_("Engaged"), _("A standing unit already used this round (it harvested, built or worked a building). It "
                         "acts again after phase 1, when every engaged unit becomes active.")),
        (_("Lying"), _("A citizen laid down by a domestic crisis. A delivered cube stands some up; those still lying "
                       "when the crisis ends become rebels.")),
        (_("Rebel"), _("A citizen left lying after a domestic crisis: it cannot act, pays no taxes, does not "
                       "reproduce or control a building, and adds one to rebellion. Rebels stand up in phase 1.")),
        (_("Population"), _("Every citizen on the map, rebels included (board III reads it in phase 3).")),
        (_("Rebellion"), _("The colony's unrest (board III's marker). Taxes, rebels, missed export cubes, board rows "
                           "and some cards and events raise it; some cards, events and board rows lower it. Temples "
                           "do not lower it: they keep citizens from lying down in a domestic crisis, so fewer "
                           "become rebels.")),
        (_("Independence"), _("When rebellion exceeds the population, the colony declares independence: the game "
                              "ends at once and everyone loses, unless someone holds the Separatist objective (that "
                              "player wins alone).")),
        (_("Surplus workers"), _("Idle people of the colony (board IV). Huts on new hexes, crowded domestic market "
                                 "areas and a large population add them; each recruit takes one. The row they reach "
                                 "sets the recruit price and can move rebellion in phase 3.")),
        (_("Hut"), _("A symbol on a hex: surplus workers +1 for each hut when the hex is placed.")),
        (_("Domestic market"), _("Board I: cubes sold inside the colony. Selling pays the price of the row the cube "
                                 "lands in; in phase 3 a crowded area adds surplus workers, and an empty area of a "
                                 "food (fruit, cattle, fish) adds rebellion.")),
        (_("Export market"), _("Board II: cubes sold abroad; it starts empty. In phase 3 a crowded area takes surplus "
                               "workers away, and a very crowded one adds rebellion.")),
        (_("Market, port"), _("Buildings: whoever controls one pays {florins}ƒ for {transactions} transactions on the "
                              "domestic market (a market) or the export market (a port), without a disc, once a "
                              "round. You may use every one you control in the same turn, {florins}ƒ "
                              "each.").format(florins=mu["florins"], transactions=mu["transactions"])),
        (_("Town, temple"), _("A town's controller controls the hex's empty buildings and grants harvest permission "
                              "there. A temple's occupant never lies down in a domestic crisis, and its controller "
                              "may stand up every citizen on its hex for free, in their answer before delivering any "
                              "cube. Temples do not lower rebellion.")),
        (_("Control"), _("A building belongs to the player whose standing, non-rebel unit is in it (a citizen, or in "
                         "a port also a ship; an empty one to the town's controller on that hex).")),
        (_("Convoy"), _("A citizen's move by sea: each border it crosses needs one of your active ships in either "
                        "hex of that border, a different ship for each; a ship also carries a citizen between "
                        "two islands of its hex. One ship may carry several citizens, and the ships stay where "
                        "they are.")),
        (_("Balance side, deck top"), _("The back of the evolution deck's top card: a crisis or an event, resolved "
                                        "in phase 4.")),
        (_("Domestic crisis"), _("Every citizen lies down except in temples; each cube of the asked resource stands "
                                 "up the printed number; those left lying become rebels.")),
        (_("Export crisis"), _("A list of cubes to deliver; each cube nobody delivers adds one to rebellion. With n "
                               "players only the first n cubes are asked.")),
        (_("Event"), _("A one-off happening on a balance side (Pirate, Thief, Festival, ...); its effect is written "
                       "on the deck top and in its tooltip.")),
        (_("Red part"), _("A crisis or event on a red background: it happens at once when the card comes to the top "
                          "of the deck, not in phase 4.")),
        (_("Evolution track"), _("The row of cards for sale. A card enters at {price}ƒ; each quarter turn lowers its "
                                 "price one step.").format(price=prices[0])),
        (_("Minimal price"), _("What Researcher and Head Hunter pay for the card they buy: the evolution track's "
                               "lowest price, {price}ƒ.").format(price=named_prices(rules)["min_price"])),
        (_("The flash"), _("The last step of a card's price ladder: a card turned onto it is discarded.")),
        (_("Black arrow, coloured arrow"), _("A black-arrow card is used by its owner only; a coloured-arrow card by "
                                             "anyone (a non-owner pays the owner).")),
        (_("Wonder"), _("A progress card you build (cubes, discs and one citizen who leaves the map for good); it "
                        "scores its points only when built.")),
        (_("Wheel, circle"), _("The action wheel. {spaces} take any number of discs; the other spaces have a few "
                               "circles, first come, first served.").format(spaces=spaces)),
        (_("Explorer token"), _("Taken when you explore; in a crisis it counts as any cube. When one of the first "
                                "piles runs out, every player below the most action discs gains one.")),
        (_("Objective card"), _("Your secret card: its upper half is an end condition the game checks, its lower "
                                "half ranks every player for points when it is revealed.")),
        (_("Trend card"), _("The public card turned up after round 0: it ranks every player at the end.")),
        (_("n, per player"), _("n is the number of players. An objective's threshold such as '5 (1 per player + 2)' "
                               "is already worked out for this game: the number in front.")),
        (_("Bid"), _("Florins offered in secret for the turn order; every bid is paid, the winner arranges the "
                     "order.")),
        (_("Barbarian coin"), _("A coin on a resource icon: nobody can harvest that icon again.")),
        (_("Harvest permission"), _("Harvesting on a hex where another player controls the town needs their "
                                    "permission (free, for florins, or refused).")),
        (_("Hidden"), _("Secret: each player's stock (florins, cubes, explorer tokens), their objective card and "
                        "their bid until all bids are revealed together; each is seen only on its owner's screen. "
                        "Not secret: a trade's terms. As at a real table, where deals are spoken aloud, the log and "
                        "the curtain's summary say what each side gave.")),
    ]
