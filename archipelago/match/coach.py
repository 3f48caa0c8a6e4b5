"""Coach tips (issue 14, "Learn to play"): one tip at each first-time moment of a coached
person's game, each saying why the moment matters, not only what to click. Which tip is
due is read from what that person may see (their own view) and their own last action;
the tips a person has seen are kept on their seat (match.authority.Seat.coach), so a save
keeps them and a tip shown once is never shown again in that game.

    tip = due(view, seat, shown, last_action)      # a key of TIPS, or None
"""


from __future__ import annotations

from archipelago.engine.kinds import PLACE_DISC, TURN
from archipelago.i18n import N_, _

# key -> (title, text). The moments: the first hex (round 0, R4), the first bid (R5.2), the
# first turn and the first action of each kind (R5.5-R5.13), how to win (the person's
# objective and the trend card, R11: at their second turn; `words` fills it in), the first
# crisis of each kind (R6), the first evolution phase (R5.14), the first trade offer (R9)
# and the end (R11).
TIPS = {
    "hex": (N_("Welcome to Archipelago: your first island"),
            N_("What the game is about: you and the others settle an archipelago. You explore new "
            "islands, harvest and trade resources, build and buy evolution cards. Each of you holds a "
            "secret objective; when anyone's end condition is met the game ends, and the objective "
            "cards and the trend card rank every player: the most points win. The colony is shared: "
            "crises lay citizens down, and if the rebellion ever exceeds the population the colony "
            "declares independence and everyone loses, unless a Separatist wins alone.\n"
            "Now place one of your dealt hexes next to the start hex; your citizens land on it (on a "
            "hex of two islands, you choose which). Why: citizens harvest only the icons of the "
            "land they stand on, and "
            "each hut on a new hex adds surplus workers you can recruit later. Choose land whose "
            "resources you want to sell or will need when a crisis comes.")),
    "bid": (N_("The turn-order bid"),
            N_("Bid florins in secret. Why: the top bidder arranges the turn order, and who goes "
            "first takes the scarce wheel spaces (taxes, exploration) before the others. Every "
            "bid is paid to the bank, the winner's and the losers', so bid 0 when the order "
            "matters little to you: florins also buy cards and buildings.")),
    "turn": (N_("Your turn on the wheel"),
             N_("In one turn you may place one action disc on a wheel space, use one card and use "
             "each market and port you control (all of them in the same turn if you like, each once a "
             "round); then end the turn. Why: your discs are all your actions "
             "for the round, and some spaces have only a few circles, so take first what you "
             "need most. Doing nothing is a pass: no more turns for you this phase.")),
    "harvest": (N_("Harvest"),
                N_("Move active units onto icons of this resource: each icon gives you a cube. Why: "
                "cubes are your income (sold on the markets), your building material and your "
                "only answer to a crisis. A unit that harvests is engaged until the next round. Mind "
                "a citizen standing in your town: to harvest it steps out of it, the town is left empty "
                "and its control goes with it (the hex's empty buildings too) until a unit of yours "
                "stands in it again; the tooltip of each unit says so.")),
    "migrate": (N_("Migration"),
                N_("Each active unit may move once; a citizen crosses the sea with one of your ships in "
                "either hex of each border. Why: citizens harvest only where they stand, so "
                "moving them to land with other resources, or next to unexplored sea, opens new "
                "harvests and explorations.")),
    "build": (N_("Build"),
              N_("Choose what to build and where. Why: a town makes the hex yours (others must ask to "
              "harvest there), a temple lets you stand up every citizen on its hex in a domestic "
              "crisis, markets and ports let you trade more, and ships carry citizens and fish the sea.")),
    "market": (N_("Trade on a market"),
               N_("Sell a cube at its row's price or buy one. Why: selling is your main income, but "
               "every cube sold fills the market and lowers the next price, and at the population "
               "phase full market areas move the surplus and rebellion markers. Sell where the "
               "price is high and before the others fill it.")),
    "recruit": (N_("Recruitment"),
                N_("Place new citizens on hexes where you have a unit, at board IV's price. Why: more "
                "citizens mean more harvests and taxes, but each recruit takes a surplus worker and "
                "adds to the population a domestic crisis will have to stand up.")),
    "explore": (N_("Exploration"),
                N_("Look at the top hex, keep it or draw the next, then place it where one of your "
                "units can step onto it. Why: new land brings new resources, an explorer token "
                "(which counts as any cube in a crisis), a cube for you and surplus workers from "
                "its huts.")),
    "taxes": (N_("Taxes"),
              N_("You took florins for your standing citizens, and rebellion rose. Why it matters: "
              "rebellion is the whole colony's danger. If it ever exceeds the population, the "
              "colony declares independence and (nearly) everyone loses, so tax when the rebellion "
              "marker is low.")),
    "reproduction": (N_("Reproduction"),
                     N_("Every hex where you had exactly two standing citizens gained a third, for "
                     "free. Why: it is the cheapest way to grow; keep pairs of citizens on hexes "
                     "with room to use it every round.")),
    "dcrisis": (N_("A domestic crisis"),
                N_("Citizens on the map lie down (not those in temples). Deliver the asked resource: "
                "each cube stands up several lying citizens, anyone's. Why: every citizen still "
                "lying at the end becomes a rebel and adds to rebellion, which all players share, "
                "so helping the others' citizens helps you too.")),
    "xcrisis": (N_("An export crisis"),
                N_("Deliver the listed cubes, from your screen, a market or your explorer tokens. "
                "Why: each cube nobody delivers adds to rebellion, which all players share; a cube "
                "taken from a market for a crisis costs you nothing.")),
    "evolution": (N_("The evolution phase"),
                  N_("Buy a card from the track and turn another, or turn two. Why: cards give lasting "
                  "powers and points. Each turn makes a card cheaper, and a card turned past its last "
                  "price reaches the flash and is discarded, so turning a card helps whoever buys it "
                  "next.")),
    "trade": (N_("A trade between players"),
              N_("Florins, cubes, explorer tokens and cards can change hands, with Accept, Reject or "
              "Counter. Why: a trade gets you what a crisis or a building needs without paying a "
              "market's price; the game checks that both sides can still pay when it is accepted.")),
    "goal": (N_("How to win"),
             N_("{objective} {trend} Cards add their victory points, and the most points win. But if "
             "the colony declares independence (the rebellion above the population), nobody scores: "
             "everyone loses, unless someone holds a Separatist objective, who wins alone. Why "
             "it matters: what you build and buy should climb these rankings before the game "
             "ends, while the rebellion stays below the population. The lines on your screen beside "
             "your florins show your points now and how near your objective's end is, and the "
             "Hint says when a move helps.")),
    "end": (N_("The end of the game"),
            N_("The score table shows why: each objective card's criterion, the trend card and the "
            "cards' points are ranked for every player. If the colony declared independence, "
            "everyone loses, unless a Separatist wins alone.")),
}

# The decision frame a tip belongs to (the person's own decision on top of the stack).
FRAME_TIPS = {"r0_place": "hex", "bids": "bid", "turn": "turn", "harvest": "harvest",
              "migrate": "migrate", "build": "build", "market": "market", "recruit": "recruit",
              "explore_pick": "explore", "dcrisis": "dcrisis", "xcrisis": "xcrisis",
              "p6_step": "evolution", "compose": "trade", "respond": "trade"}
# Actions done at once, without a decision of their own: their tip follows the disc.
DISC_TIPS = {"taxes": "taxes", "reproduction": "reproduction"}


def words(tip, view, content):
    """(title, text) of a tip in the language spoken now, filled from the person's own view
    where it speaks of their game: the "goal" tip names their objective's scoring half and
    the trend card, with where they stand now (match/goals.py)."""
    title, text = (_(t) for t in TIPS[tip])
    if tip != "goal":
        return title, text
    from archipelago.words.cards import objective_ends, objective_scores
    from archipelago.words.names import shown
    from .goals import standings
    got = {g.source: g for g in standings(view, content)}
    seat = view.get("seat")
    me = view["players"][seat] if seat is not None else {}
    obj = content.objectives.get(me.get("objective")) if me.get("objective") else None
    if obj is not None:
        g = got.get("objective")
        now = (" " + _("Now: {standing}.").format(standing=g.line)) if g is not None else ""
        objective = _("Your objective, {name}, has two halves: the upper one ends the game when {condition}; the lower "
                      "one scores everyone at the end: {scoring}.").format(
            name=shown(content, "objective", obj.id), condition=objective_ends(obj, view["n"]),
            scoring=objective_scores(obj)) + now
    else:
        objective = _("Your objective card's lower half scores everyone at the end.")
    trend = content.trends.get(view.get("trend")) if view.get("trend") else None
    if trend is not None:
        g = got.get("trend")
        now = (" " + _("Now: {standing}.").format(standing=g.line)) if g is not None else ""
        trend_words = _("The trend card, {name}, ranks everyone too ({points} points): {text}.").format(
            name=shown(content, "trend", trend.id), points="/".join(str(p) for p in trend.points),
            text=shown(content, "trend", trend.id, "text").rstrip(".")) + now
    else:
        trend_words = _("The trend card ranks everyone too.")
    return title, text.format(objective=objective, trend=trend_words)


def due(view, seat, shown, last=None):
    """The tip due now for the person at `seat`, who sees `view` (their own, or the public
    one at the end), given the tips already `shown` and their own `last` action; None when
    no tip is due. A tip after the fact (taxes, reproduction) comes before the next one."""
    if view.get("over"):
        tip = "end"
    elif last is not None and last.kind == PLACE_DISC and last.args and last.args[0] in DISC_TIPS \
            and DISC_TIPS[last.args[0]] not in shown:
        tip = DISC_TIPS[last.args[0]]
    else:
        frames = view.get("frames") or []
        kind = frames[-1].get("k") if frames and view.get("to_act") == seat else None
        tip = FRAME_TIPS.get(kind)
        if kind == TURN and TURN in shown and "goal" not in shown:
            tip = "goal"                # how to win: at the person's second turn (issue 26)
    return tip if tip is not None and tip not in shown else None
