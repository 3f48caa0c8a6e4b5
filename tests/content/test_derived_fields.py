"""Fields the content model derives at load for the engine's hot paths (issue 12) say
the same as the data they come from, for every face, card and objective shipped."""


def test_face_area_icons_are_each_areas_icons_in_order_with_the_sea_last(content):
    for face in content.faces.values():
        assert len(face.area_icons) == len(face.areas) + 1
        for area in [*range(len(face.areas)), -1]:
            want = tuple((i, r) for i, (a, r) in enumerate(face.icons) if a == area)
            assert face.area_icons[area] == want, (face.id, area)
        assert [r for _, r in face.area_icons[-1]] == ["fish"] * face.fish


def test_card_ops_are_its_effects_ops(content):
    seen = set()
    for card in content.cards.values():
        assert card.ops == {e["op"] for e in card.effects}, card.id
        seen |= card.ops
    assert {"harvest_bonus", "build_wonder", "free_action", "choice"} <= seen


def test_objective_end_reads_its_end_condition(content):
    kinds = set()
    for o in content.objectives.values():
        name, at_least, base, per_player = o.end
        cond = o.ends_when
        bound = cond["at_least"] if at_least else cond["at_most"]
        assert name == cond["counter"] and at_least == ("at_least" in cond), o.id
        assert (base, per_player) == (bound.get("base", 0), bound.get("per_player", 0)), o.id
        kinds.add((at_least, per_player != 0))
    assert len(kinds) >= 3     # at least and at most, with and without a per-player part
