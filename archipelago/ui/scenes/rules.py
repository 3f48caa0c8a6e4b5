"""The rules reference (F1 anywhere, Rules on the title screen): the round's phases, the
action wheel, build costs and the tax table, the four boards, the end and scoring. The
numbers come from the game's data (data/rules.yaml), so they never disagree with play."""
from __future__ import annotations

import pygame

from archipelago.content.model import named_prices
from archipelago.i18n import N_, _, ngettext, pgettext
from archipelago.words.cards import cost_text, effect_text, length_tip
from archipelago.words.names import phase_title, space_title
from archipelago.words.reference import PHASE_HELP, glossary, rules_notes, space_help

from .. import theme as T
from ..render import shapes as S
from ..render.common import effect_glyphs
from ..widgets import Button, card, shade, text_block
from .form import FormScene
from archipelago.engine.kinds import HARVEST, PHASES, SHIP

TABS = [("round", N_("The round")), ("actions", N_("Action wheel")), ("costs", N_("Costs & taxes")),
        ("boards", N_("Boards")), ("end", N_("End & scoring")), ("details", N_("More rules")), ("words", N_("Words"))]
WORDS_SIZE = 12
FOOTER = N_("←/→ or 1-7: tabs · Esc/F1: close · hover anything on the table for its exact rule")
# What the Build action builds, by engine kind (rules.yaml build_costs), translated where drawn.
BUILD_NAMES = {"ship": N_("Ship"), "town": N_("Town"), "market": N_("Market"), "port": N_("Port"),
               "temple": N_("Temple")}


class RulesOverlay(FormScene):
    opaque = False

    def __init__(self, shell, tab="round"):
        super().__init__(shell)
        self.tab = tab
        self.words_page = 0

    def _rect(self, size, ctx):
        w, h = size
        cw, ch = min(w - ctx.px(40), ctx.px(1320)), min(h - ctx.px(30), ctx.px(700))
        return pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)

    def build(self, size, ctx):
        px = ctx.px
        r = self._rect(size, ctx)
        ws = []
        x = r.x + px(250)
        for (key, label), w in zip(TABS, self._tab_widths(ctx, r.right - px(70) - x)):
            ws.append(Button(f"tab:{key}", (x, r.y + px(8), w, px(36)), _(label),  # i18n: not shown (a widget id)
                             "primary" if key == self.tab else "quiet", size=14))
            x += w + px(8)
        b = pygame.Rect(0, 0, px(44), px(36))
        b.topright = (r.right - px(10), r.y + px(8))
        ws.append(Button("close", b, "✕", "normal", size=16, tip=_("Close (Esc or F1).")))
        pages = len(self._word_pages(ctx, self._body(size, ctx))) if self.tab == "words" else 1
        if pages > 1:
            page = pygame.Rect(0, 0, px(220), px(30))
            page.bottomleft = (r.x + px(24), r.bottom - px(8))
            ws.append(Button("words_page", page, _("Page {page} of {pages} · next").format(
                page=self.words_page + 1, pages=pages), "quiet", size=13, tip=_("More words")))
        self.widgets = ws

    def _tab_widths(self, ctx, room):
        """The tabs' widths in `room` px: each as wide as its label needs (bold, with a margin)
        and the room left shared out, at most 150 design px each; equal when they do not fit."""
        px, gap = ctx.px, ctx.px(8)
        font = ctx.font(14, "bold")
        need = [font.size(_(label))[0] + px(24) for _key, label in TABS]
        spare = room - sum(need) - gap * len(TABS)
        if spare < 0:
            return [room // len(TABS) - gap] * len(TABS)
        return [min(max(w, px(150)), w + spare // len(TABS)) for w in need]

    def act(self, widget, pos):
        if widget.name == "close":
            self.close()
        elif widget.name == "words_page":
            pages = len(self._word_pages(self.ctx(), self._body(self.app.screen.get_size(), self.ctx())))
            self.words_page = (self.words_page + 1) % pages
            self.invalidate()
        elif widget.name.startswith("tab:"):
            self.tab = widget.name[4:]
            self.invalidate()

    def close(self):
        if self.app.top is self:
            self.app.pop()

    def on_key(self, name):
        if name in ("escape", "f1"):
            self.close()
            return True
        keys = [k for k, _ in TABS]
        if name in ("right", "left", "tab"):
            i = keys.index(self.tab) + (-1 if name == "left" else 1)
            self.tab = keys[i % len(keys)]
            self.invalidate()
            return True
        if len(name) == 1 and name.isdigit() and 1 <= int(name) <= len(keys):
            self.tab = keys[int(name) - 1]
            self.invalidate()
            return True
        return False

    # --- drawing ------------------------------------------------------------------------------------
    def paint(self, surface, ctx):
        shade(surface, 185)
        r = self._rect(surface.get_size(), ctx)
        px = ctx.px
        band = pygame.Rect(r.x, r.y, r.w, px(52))
        card(ctx, surface, r, None, T.PANEL_EDGE, gold=True)
        pygame.draw.rect(surface, T.PANEL_EDGE, band, border_top_left_radius=px(9), border_top_right_radius=px(9))
        ctx.blit_text(surface, _("Rules reference"), 20, (r.x + px(18), band.centery), T.WHITE, "serif", "midleft")
        getattr(self, f"_tab_{self.tab}")(surface, ctx, self._body(surface.get_size(), ctx))
        ctx.blit_text(surface, _(FOOTER), 12,
                      (r.right - px(20), r.bottom - px(12)), T.INK_FAINT, "cond", "bottomright")

    def _heading(self, surface, ctx, text, x, y):
        ctx.blit_text(surface, text, 17, (x, y), T.PANEL_EDGE, "serif")
        return y + ctx.px(28)

    def _columns(self, body, ctx, n=2):
        gap = ctx.px(36)
        w = (body.w - gap * (n - 1)) // n
        return [pygame.Rect(body.x + i * (w + gap), body.y, w, body.h) for i in range(n)]

    def _tab_round(self, surface, ctx, body):
        px = ctx.px
        rules = self.shell.content.rules
        mu = rules["market_use"]
        left, right = self._columns(body, ctx)
        y = self._heading(surface, ctx, _("Round 0 — first discovery"), left.x, left.y)
        # (words.rules_notes titles its Round 0 note with the message "Round 0", translated or not yet)
        round0 = next((text for title, text in rules_notes(rules) if title in (_("Round 0"), "Round 0")), "")
        y = text_block(ctx, surface, round0, pygame.Rect(left.x, y, left.w, px(140)), 14) + px(14)
        y = self._heading(surface, ctx, _("Then every round: six phases"), left.x, y)
        for i, ph in enumerate(PHASES):
            badge = pygame.Rect(left.x, y, px(26), px(26))
            pygame.draw.rect(surface, T.GOLD, badge, border_radius=px(5))
            pygame.draw.rect(surface, T.GOLD_DARK, badge, 1, border_radius=px(5))
            ctx.blit_text(surface, str(i + 1), 14, badge.center, T.INK, "bold", "center")
            ctx.blit_text(surface, phase_title(ph), 15, (left.x + px(36), y + px(3)), T.INK, "bold")
            help_ = _(PHASE_HELP[ph]).split(": ", 1)[-1]
            y = text_block(ctx, surface, help_, pygame.Rect(left.x + px(36), y + px(24), left.w - px(36), px(80)),
                           13, T.INK_SOFT) + px(8)
        text_block(ctx, surface, _("Round 1 skips phases 1 and 4."), pygame.Rect(left.x, y, left.w, px(30)), 13,
                   T.INK, "bold")
        y = self._heading(surface, ctx, _("Your turn (phase 5)"), right.x, right.y)
        y = text_block(ctx, surface, _(
            "In one turn you may, in any order: place one action disc on a free wheel space and carry out that "
            "action; use one evolution card (your own, or another's with a coloured arrow); use the markets and "
            "ports you control ({florins}ƒ each for {transactions} transactions; each building once a round, "
            "and all of them in the same turn if you like). If you do none of these you pass and take no more "
            "turns this phase.").format(florins=mu["florins"], transactions=mu["transactions"]),
            pygame.Rect(right.x, y, right.w, px(160)), 14) + px(14)
        y = self._heading(surface, ctx, _("Balance of the archipelago (phase 4)"), right.x, y)
        y = text_block(ctx, surface, _(
            "The top card of the deck shows a domestic crisis (every citizen lies down, except in a temple; each "
            "cube of the demanded resource stands some up, anyone's; each one still lying becomes a rebel and adds "
            "one to rebellion), an export crisis (one rebellion per asked cube not delivered; with n players only "
            "the first n cubes are asked) or an event. Red parts happen as soon as the card shows. More in 'More "
            "rules'."), pygame.Rect(right.x, y, right.w, px(170)), 14) + px(14)
        y = self._heading(surface, ctx, _("Trading"), right.x, y)
        text_block(ctx, surface, _(
            "During the bids, during crises and during your own turn you may offer another player florins, cubes, "
            "explorer tokens and cards (you give / you get); they accept, reject or counter. Discs and units are "
            "never traded; promises are not binding. A trade's terms are public (the log names what each side "
            "gave); what stays secret is each player's stock, objective and bid until the bids are revealed."),
            pygame.Rect(right.x, y, right.w, px(140)), 14)

    def _tab_actions(self, surface, ctx, body):
        px = ctx.px
        content = self.shell.content
        rules = content.rules
        left, right = self._columns(body, ctx)
        y = self._heading(surface, ctx, _("Wheel spaces"), left.x, left.y)
        spaces = ["harvest:fruit", "migration", "recruitment", "trade", "build", "taxes", "reproduction", "exploration"]
        for sp in spaces:
            S.action_glyph(surface, sp, left.x + px(16), y + px(14), px(13))
            key = sp.split(":")[0]
            title = _("Harvest (one space per resource)") if key == HARVEST else space_title(key)
            ctx.blit_text(surface, title, 15, (left.x + px(40), y + px(2)), T.INK, "bold")
            help_ = space_help("harvest" if key == HARVEST else sp, rules)
            y = text_block(ctx, surface, help_, pygame.Rect(left.x + px(40), y + px(23), left.w - px(40), px(70)),
                           13, T.INK_SOFT) + px(7)
        y = self._heading(surface, ctx, _("Limited spaces"), right.x, right.y)
        sides = rules["wheel"]["sides"]
        col_w = (right.w - px(150)) // len(sides)
        ctx.blit_text(surface, pgettext("wheel", "space"), 13, (right.x, y), T.INK_SOFT, "bold")
        for i, side in enumerate(sides):
            ctx.blit_text(surface, _("{players} players").format(players=side["name"]), 13,
                          (right.x + px(150) + i * col_w, y), T.INK_SOFT, "bold")
        y += px(24)
        for space in ("taxes", "reproduction", "exploration"):
            ctx.blit_text(surface, space_title(space), 14, (right.x, y), T.INK, "bold")
            for i, side in enumerate(sides):
                spec = side["limited"][space]
                parts = []
                if spec.get("own"):
                    parts.append(ngettext("{n} own circle each", "{n} own circles each", spec["own"]).format(
                        n=spec["own"]))
                if spec.get("shared"):
                    parts.append(ngettext("{n} shared", "{n} shared", spec["shared"]).format(n=spec["shared"]))
                per = spec.get("per_player", 1)
                parts.append(_("max {n} per player").format(n=per))
                text_block(ctx, surface, ", ".join(parts), pygame.Rect(right.x + px(150) + i * col_w, y, col_w - px(10),
                                                                       px(40)), 13, T.INK)
            y += px(48)
        y += px(8)
        unl = ", ".join(space_title(sp) for sp in rules["wheel"]["unlimited"])
        y = text_block(ctx, surface, _("Unlimited spaces: {spaces}. Your own circle fills before a shared "
                                       "one.").format(spaces=unl),
                       pygame.Rect(right.x, y, right.w, px(50)), 13, T.INK_SOFT) + px(16)
        y = self._heading(surface, ctx, _("Action discs"), right.x, y)
        pieces = rules["pieces"]
        y = text_block(ctx, surface, _("{start} at the start; +1 each time an explorer pile empties (max {most}). "
                                       "Discs on the wheel or on cards return in phase 6.").format(
            start=rules["start"]["action_discs"], most=pieces["action_discs"]),
            pygame.Rect(right.x, y, right.w, px(60)), 14) + px(16)
        y = self._heading(surface, ctx, _("Evolution cards"), right.x, y)
        prices = rules["track"]["prices"]
        text_block(ctx, surface, _(
            "A card enters the track at {price}ƒ and each quarter turn lowers it ({ladder} → the flash, the last "
            "step: discarded). In phase 6 each player buys one card and turns another, or turns two. Use a card "
            "once per turn and once per round: black arrow owner only, coloured arrow anyone (a non-owner pays the "
            "owner, plus {fee}ƒ). A card gained this round is usable from the next. Researcher and Head Hunter "
            "buy at the minimal price: the track's lowest, {low}ƒ.").format(
            price=prices[0], ladder=" → ".join(f"{p}ƒ" for p in prices), fee=rules["options"]["foreign_use_fee"],
            low=named_prices(rules)["min_price"]),
            pygame.Rect(right.x, y, right.w, px(150)), 14)

    def _cost_icons(self, surface, ctx, cost, x, cy):
        px = ctx.px
        fl = cost.get("florins", 0) or 0
        for res, k in (cost.get("cubes") or {}).items():
            for _i in range(k):
                S.resource_icon(surface, res, x + px(11), cy, px(11))
                x += px(25)
        if fl:
            S.florin(surface, x + px(11), cy, px(11))
            r = ctx.blit_text(surface, f"×{fl}" if fl > 1 else "", 14, (x + px(24), cy), T.INK, "bold", "midleft")
            x = r.right + px(6)
        return x

    def _tab_costs(self, surface, ctx, body):
        px = ctx.px
        rules = self.shell.content.rules
        left, right = self._columns(body, ctx)
        y = self._heading(surface, ctx, _("Build costs (one construction per Build action)"), left.x, left.y)
        for kind, cost in rules["build_costs"].items():
            if kind == SHIP:
                S.ship(surface, 0, left.x + px(18), y + px(16), px(30))
            else:
                S.building(surface, kind, left.x + px(18), y + px(16), px(16))
            name = _(BUILD_NAMES[kind]) if kind in BUILD_NAMES else kind
            ctx.blit_text(surface, name, 16, (left.x + px(50), y + px(16)), T.INK, "bold", "midleft")
            x = self._cost_icons(surface, ctx, cost, left.x + px(150), y + px(16))
            ctx.blit_text(surface, cost_text(cost), 13, (x + px(10), y + px(16)), T.INK_SOFT, "cond", "midleft")
            y += px(44)
        y += px(4)
        y = text_block(ctx, surface, _(
            "The builder must be an active, non-rebel citizen of yours on the hex (a port: also a ship). It stands "
            "in the new building, engaged. A ship appears in the builder's hex; at most {ships} ships.").format(
            ships=rules["pieces"]["ships"]), pygame.Rect(left.x, y, left.w, px(80)), 13, T.INK_SOFT) + px(14)
        y = self._heading(surface, ctx, _("Markets and ports"), left.x, y)
        mu = rules["market_use"]
        text_block(ctx, surface, _(
            "A market (board I) or port (board II) you control: pay {florins}ƒ for {transactions} buy/sell "
            "transactions, without an action disc, once per round; you may use every market and port you "
            "control in the same turn. The Trade space gives one transaction on either "
            "market. Selling pays the price of the row the cube lands in; buying takes the last cube at the price "
            "of its row.").format(florins=mu["florins"], transactions=mu["transactions"]),
            pygame.Rect(left.x, y, left.w, px(140)), 14)
        y = self._heading(surface, ctx, _("Tax table (Taxes space: rebellion {rebellion} first)").format(
            rebellion=f"{rules['taxes']['rebellion']:+d}"), right.x, right.y)
        income = rules["taxes"]["income"]
        cw = right.w // (len(income) + 1)
        row1 = pygame.Rect(right.x, y, right.w, px(34))
        row2 = pygame.Rect(right.x, y + px(34), right.w, px(34))
        pygame.draw.rect(surface, T.PANEL_DARK, row1, border_radius=px(4))
        ctx.blit_text(surface, _("citizens"), 13, (row1.x + px(8), row1.centery), T.INK, "bold", "midleft")
        ctx.blit_text(surface, _("income"), 13, (row2.x + px(8), row2.centery), T.INK, "bold", "midleft")
        lo = 0
        for i, step in enumerate(income):
            cx = right.x + cw * (i + 1) + cw // 2
            hi = step["upto"]
            lab = f"{lo}" if lo == hi else f"{lo}-{hi}"
            ctx.blit_text(surface, lab, 14, (cx, row1.centery), T.INK, "bold", "center")
            ctx.blit_text(surface, f"{step['florins']}ƒ", 15, (cx, row2.centery), T.GOLD_DARK, "bold", "center")
            lo = hi + 1
        pygame.draw.rect(surface, T.PANEL_EDGE, pygame.Rect(right.x, y, right.w, px(68)), 1, border_radius=px(4))
        y += px(84)
        text_block(ctx, surface, _("Count your non-rebel citizens on the map."),
                   pygame.Rect(right.x, y, right.w, px(30)), 13, T.INK_SOFT)
        y += px(40)
        y = self._heading(surface, ctx, _("Start of the game"), right.x, y)
        st = rules["start"]
        y = text_block(ctx, surface, _(
            "Each player: {florins}ƒ, {discs} action discs, {ships} ship, {citizens} citizens in reserve, {hexes} "
            "hexes dealt for round 0, and a secret objective card. The domestic market starts with one cube of each "
            "resource; the export market starts empty.").format(
            florins=st["florins"], discs=st["action_discs"], ships=st["ships"], citizens=rules["pieces"]["citizens"],
            hexes=st["hexes_dealt"]), pygame.Rect(right.x, y, right.w, px(120)), 14) + px(14)
        y = self._heading(surface, ctx, _("Independence"), right.x, y)
        text_block(ctx, surface, _(
            "Whenever rebellion exceeds population, the colony declares independence and the game ends at once: "
            "everyone loses, unless someone holds the Separatist objective — then that player wins alone."),
            pygame.Rect(right.x, y, right.w, px(100)), 14)

    def _tab_boards(self, surface, ctx, body):
        px = ctx.px
        rules = self.shell.content.rules
        cols = self._columns(body, ctx, 2)
        left, right = cols
        y = self._heading(surface, ctx, _("I · Domestic market (3 cubes per row)"), left.x, left.y)
        y = self._market(surface, ctx, rules["domestic_market"], left, y, True)
        y += px(16)
        y = self._heading(surface, ctx, _("II · Export market (starts empty)"), left.x, y)
        self._market(surface, ctx, rules["export_market"], left, y, False)
        y = self._heading(surface, ctx, _("III · Colony stability (by population)"), right.x, right.y)
        lo = 0
        for row in rules["stability"]["rows"]:
            ctx.blit_text(surface, f"{lo}-{row['upto']}", 14, (right.x + px(6), y + px(10)), T.INK, "bold", "midleft")
            x = effect_glyphs(ctx, surface, row["effects"], right.x + px(90), y + px(10), 14)
            if not row["effects"]:
                ctx.blit_text(surface, _("no effect"), 13, (right.x + px(90), y + px(10)), T.INK_FAINT, "cond",
                              "midleft")
            else:
                ctx.blit_text(surface, effect_text(row["effects"]), 12, (x + px(8), y + px(10)), T.INK_SOFT, "cond",
                              "midleft")
            lo = row["upto"] + 1
            y += px(26)
        y += px(18)
        y = self._heading(surface, ctx, _("IV · Surplus workers"), right.x, y)
        ctx.blit_text(surface, _("workers"), 12, (right.x + px(6), y), T.INK_SOFT, "bold")
        ctx.blit_text(surface, _("recruit"), 12, (right.x + px(90), y), T.INK_SOFT, "bold")
        ctx.blit_text(surface, _("phase 3"), 12, (right.x + px(170), y), T.INK_SOFT, "bold")
        y += px(20)
        lo = 0
        for row in rules["surplus_board"]["rows"]:
            lab = f"{lo}" if lo == row["upto"] else f"{lo}-{row['upto']}"
            ctx.blit_text(surface, lab, 14, (right.x + px(6), y + px(10)), T.INK, "bold", "midleft")
            price = row["recruit_price"]
            ctx.blit_text(surface, f"{price}ƒ" if price is not None else "—", 14, (right.x + px(90), y + px(10)),
                          T.GOLD_DARK if price is not None else T.INK_FAINT, "bold", "midleft")
            if row["effects"]:
                effect_glyphs(ctx, surface, row["effects"], right.x + px(170), y + px(10), 14)
            else:
                ctx.blit_text(surface, "—", 14, (right.x + px(170), y + px(10)), T.INK_FAINT, "cond", "midleft")
            lo = row["upto"] + 1
            y += px(26)
        y += px(10)
        text_block(ctx, surface, _(
            "Phase 3: population = citizens on hexes; then boards I, II, III and last IV apply the effects of their "
            "current rows. Each recruit costs the florins of board IV's row and takes one surplus worker (surplus "
            "workers −1)."), pygame.Rect(right.x, y, right.w, px(80)), 13, T.INK_SOFT)

    def _market(self, surface, ctx, board, col, y, domestic):
        px = ctx.px
        prices = {res: " ".join(str(p) for p in spec["prices"]) for res, spec in board.items()}
        head = _("prices by row")
        # the effects start after the wider of the prices and their heading, never later than before
        ex = min(col.x + px(150), col.x + px(40) + px(16) + max([ctx.font(12, "bold").size(head)[0]] +
                                                                [ctx.font(14, "bold").size(p)[0] for p in prices.values()]))
        ctx.blit_text(surface, head, 12, (col.x + px(40), y), T.INK_SOFT, "bold")
        ctx.blit_text(surface, _("phase-3 effect of the last cube's row (or of an empty area)"), 12,
                      (ex, y), T.INK_SOFT, "bold")
        y += px(20)
        for res, spec in board.items():
            S.resource_icon(surface, res, col.x + px(14), y + px(11), px(11))
            ctx.blit_text(surface, prices[res], 14, (col.x + px(40), y + px(11)), T.INK, "bold", "midleft")
            parts = []
            if spec.get("empty"):
                parts.append(_("empty: {effects}").format(effects=effect_text(spec["empty"])))
            for i, row in enumerate(spec["rows"]):
                if row:
                    parts.append(_("row {row}: {effects}").format(row=i + 1, effects=effect_text(row)))
            ctx.blit_text(surface, ctx.ellipsize("; ".join(parts) or _("none"), 12, col.right - ex, "cond"), 12,
                          (ex, y + px(11)), T.INK_SOFT, "cond", "midleft")
            y += px(25)
        return y

    def _tab_end(self, surface, ctx, body):
        px = ctx.px
        content = self.shell.content
        pts = content.rules["scoring"]["objective_points"]
        trends = list(content.trends.values())
        pacifist = "/".join(sorted({str(o.scoring["points"]) for o in content.objectives.values()
                                    if o.scoring.get("kind") == "pacifist" and "points" in o.scoring}))
        left, right = self._columns(body, ctx)
        y = self._heading(surface, ctx, _("When the game ends"), left.x, left.y)
        y = text_block(ctx, surface, _(
            "Each player holds a secret objective card. After every action the game checks every objective's end "
            "condition (its upper half). When one holds, the game reveals that card and ends at the end of the "
            "current turn (outside phase 5: at the end of the current step; in phase 6 a player's step is their "
            "buy and turn, or two turns, and the track is not refilled after it)."),
            pygame.Rect(left.x, y, left.w, px(140)), 14) + px(10)
        y = text_block(ctx, surface, _(
            "Independence: whenever rebellion exceeds population the game ends at once. Everyone loses — unless "
            "someone holds the Separatist objective: that player wins alone."),
            pygame.Rect(left.x, y, left.w, px(100)), 14, T.RED) + px(14)
        y = self._heading(surface, ctx, _("The grand winner"), left.x, y)
        y = text_block(ctx, surface, _("Most points wins. Ties: the most florins left wins; still tied, the victory "
                                       "is shared."), pygame.Rect(left.x, y, left.w, px(80)), 15, T.INK,
                       "bold") + px(14)
        y = self._heading(surface, ctx, _("Game length"), left.x, y)
        text_block(ctx, surface, _("The length chosen for the game decides which objective cards are dealt; a long "
                                   "game's cards ask for more than a medium one's.") + " "
                   + " ".join(length_tip(n, content.rules) for n in content.rules["lengths"]),
                   pygame.Rect(left.x, y, left.w, px(150)), 13, T.INK_SOFT)
        y = self._heading(surface, ctx, _("Points"), right.x, right.y)
        rows = [
            (_("Objective cards"), _(
                "Every revealed objective ranks all players on its criterion: {points} points for the best three. "
                "Tied players score the same and the next is not pushed down; a player with 0 of the criterion "
                "scores nothing.").format(points="/".join(map(str, pts)))),
            (_("Trend card"), _("Ranks the same way for {points} points (see the trend card on the table).").format(
                points="/".join(map(str, trends[0].points))) if trends else
                _("Ranks the same way for its points (see the trend card on the table).")),
            (_("Card points"), _("Victory points printed on your evolution cards (wonders only if built).")),
            (_("Pacifist"), _("Its holder scores {points} if population minus rebellion exceeds the card's "
                              "value.").format(points=pacifist) if pacifist else
                _("Its holder scores points if population minus rebellion exceeds the card's value.")),
        ]
        for title, text in rows:
            ctx.blit_text(surface, title, 15, (right.x, y), T.INK, "bold")
            y = text_block(ctx, surface, text, pygame.Rect(right.x, y + px(22), right.w, px(90)), 14, T.INK_SOFT) + px(12)

    def _tab_details(self, surface, ctx, body):
        """Rules a player needs that no tooltip states (words.rules_notes, numbers from the
        data), each note whole (issue 37: none cut mid-sentence): the notes flow down the
        first column, then the second, each as tall as its words."""
        px = ctx.px
        notes = rules_notes(self.shell.content.rules)
        cols = self._columns(body, ctx)
        lh = int(ctx.line_h(13) * 1.15)
        heights = [px(22) + lh * len(ctx.wrap(text, 13, cols[0].w)) + px(10) for _title, text in notes]
        half, total = 0, sum(heights)
        while half < len(notes) and sum(heights[:half + 1]) <= max(total / 2, heights[0]):
            half += 1
        for col, part in zip(cols, (notes[:half], notes[half:])):
            y = col.y
            for title, text in part:
                ctx.blit_text(surface, title, 15, (col.x, y), T.INK, "bold")
                y = text_block(ctx, surface, text, pygame.Rect(col.x, y + px(22), col.w, body.bottom - y - px(22)), 13,
                               T.INK_SOFT) + px(10)

    def _body(self, size, ctx):
        r = self._rect(size, ctx)
        top = r.y + ctx.px(52 + 18)
        return pygame.Rect(r.x + ctx.px(30), top, r.w - ctx.px(60), r.bottom - top - ctx.px(40))

    def _word_pages(self, ctx, body):
        """The glossary laid out in three columns, page by page: [[(column, y, term, text)]]."""
        px = ctx.px
        cols = self._columns(body, ctx, 3)
        lh = int(ctx.line_h(WORDS_SIZE, "cond") * 1.15)
        pages, col, y = [[]], 0, body.y
        for term, text in glossary(self.shell.content.rules):
            h = px(18) + lh * len(ctx.wrap(text, WORDS_SIZE, cols[0].w, "cond")) + px(5)
            if y + h > body.bottom - px(24) and pages[-1]:
                col, y = col + 1, body.y
                if col == len(cols):
                    pages.append([])
                    col = 0
            pages[-1].append((cols[col], y, term, text))
            y += h
        return pages

    def _tab_words(self, surface, ctx, body):
        """The glossary (words.glossary): every term the table uses, in plain words."""
        px = ctx.px
        pages = self._word_pages(ctx, body)
        for col, y, term, text in pages[min(self.words_page, len(pages) - 1)]:
            ctx.blit_text(surface, term, 13, (col.x, y), T.INK, "bold")
            text_block(ctx, surface, text, pygame.Rect(col.x, y + px(18), col.w, px(200)), WORDS_SIZE,
                       T.INK_SOFT, "cond")
