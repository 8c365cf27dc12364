"""Rooms, renovation, fields, sowing, baking, stables, fences and pastures (the rulebook,
"The actions" A–D and appendix §2; the family facts, §3.3 and §4)."""

from __future__ import annotations

import pytest

from agricola_core.farm import capacity, pastures
from agricola_core.game import Game, harvest_fields

from .support import game, give, reveal, spaces


def use(g: Game, sid: str) -> None:
    reveal(g, sid)
    g.play(f"space:{sid}")


def test_a_room_costs_5_of_the_house_material_and_2_reed_next_to_a_room() -> None:
    """The family facts, §3.3 "Build room"; the rulebook, appendix §2.1: a new room borders
    the old ones."""
    g = game()
    give(g, wood=10, reed=4)
    use(g, "build")
    rooms = sorted(k for k in g.legal_moves() if k.startswith("room:"))
    assert rooms == ["room:a1", "room:b2", "room:c2"]
    g.play("room:b2")
    f = g.farmers[0]
    assert (f.goods["wood"], f.goods["reed"]) == (5, 2)
    assert "room:b3" in g.legal_moves()  # next to the new room
    g.play("room:b3")
    assert f.rooms == spaces("b1", "c1", "b2", "b3") and g.decision().kind == "place"  # type: ignore[union-attr]


def test_renovation_turns_every_room_to_the_next_material() -> None:
    """The family facts, §3.3 "Renovate": wood to clay costs 1 clay a room + 1 reed; clay
    to stone 1 stone a room + 1 reed; a stone house cannot be renovated."""
    g = game()
    give(g, clay=2, reed=1)
    use(g, "renovation_major")
    f = g.farmers[0]
    assert f.house == "clay" and f.goods["clay"] == 0 and f.goods["reed"] == 0
    f.house = "stone"
    g.farmers[1].house = "stone"
    give(g, 1, stone=9, reed=9)
    assert "space:renovation_fences" not in g.legal_moves()


def test_fields_start_anywhere_then_grow_next_to_fields() -> None:
    """The rulebook, "C - Ploughing fields": a further field borders an existing one."""
    g = game()
    use(g, "plow")
    assert len(g.legal_moves()) == 13  # every space but the two rooms
    g.play("plow:a3")
    g.play("space:grain")
    use(g, "plow_sow")  # player 0 again, round 1 (nothing to sow)
    assert sorted(g.legal_moves()) == ["plow:a2", "plow:a4", "plow:b3"]


def test_the_rulebooks_sowing_example() -> None:
    """The rulebook, "C - Ploughing fields", example: 2 empty fields, 1 grain and 1
    vegetable sown make 3 grain and 2 vegetables; two harvests later the vegetable field is
    empty; the 2 vegetables then go into the two empty fields, the field with 1 grain left
    cannot be sown, and the 2 grain are baked."""
    g = game()
    f = give(g, grain=1, vegetable=1)
    f.fields = {0: ("", 0), 1: ("", 0)}
    use(g, "sow_bake")
    assert sorted(g.legal_moves()) == ["sow:grain", "sow:vegetable"]  # no oven: no baking
    g.play("sow:grain")
    g.play("sow:vegetable")
    assert sorted(f.fields.values()) == [("grain", 3), ("vegetable", 2)]
    harvest_fields(f)
    harvest_fields(f)
    assert sorted(f.fields.values()) == [("", 0), ("grain", 1)]
    assert (f.goods["grain"], f.goods["vegetable"]) == (2, 2)
    f.fields[2] = ("", 0)  # the new field
    g.majors["fireplace_2"] = 0
    g.stack.clear()
    g.occupied.clear()
    f.people = 1
    g.current = 0
    use(g, "sow_bake")
    g.play("sow:vegetable")
    g.play("sow:vegetable")
    assert "sow:grain" not in g.legal_moves()  # no empty field left
    g.play("bake:2")
    assert sorted(f.fields.values()) == [("grain", 1), ("vegetable", 2), ("vegetable", 2)]
    assert f.goods["grain"] == 0 and f.goods["food"] == 2 + 2 * 2


@pytest.mark.parametrize(("majors", "grain", "food"), [
    (["fireplace_2"], 3, 6),
    (["hearth_4"], 3, 9),
    (["clay_oven"], 1, 5),
    (["stone_oven"], 2, 8),
    (["clay_oven", "stone_oven", "hearth_5"], 4, 5 + 4 + 4 + 3),
])
def test_baking_rates(majors: list[str], grain: int, food: int) -> None:
    """The rulebook, "Baking bread": Fireplace 2, Cooking Hearth 3 a grain, any number;
    Stone Oven up to 2 grain at 4; Clay Oven 1 grain at 5; several improvements each once
    (the family facts, §6)."""
    g = game()
    f = give(g, grain=grain + 1)
    for m in majors:
        g.majors[m] = 0
    use(g, "stable_bake")
    assert f"bake:{grain}" in g.legal_moves()
    g.play(f"bake:{grain}")
    assert f.goods["food"] == 2 + food and f.goods["grain"] == 1


def test_a_clay_oven_bakes_one_grain_only() -> None:
    g = game()
    give(g, grain=3)
    g.majors["clay_oven"] = 0
    use(g, "stable_bake")
    assert [k for k in g.legal_moves() if k.startswith("bake")] == ["bake:1"]


def test_stables_cost_2_wood_at_most_4_never_on_rooms_or_fields() -> None:
    """The rulebook, "Building stables" and appendix §2.1: 2 wood each, one a space, 4 in all,
    not on a room or field; on "1 stable and/or bake bread" one stable for 1 wood (the
    family facts, §3.1)."""
    g = game()
    f = give(g, wood=20)
    f.fields = {0: ("", 0)}
    use(g, "build")
    keys = [k for k in g.legal_moves() if k.startswith("stable:")]
    assert len(keys) == 12 and "stable:a1" not in keys and "stable:b1" not in keys
    for k in ("stable:a2", "stable:a3", "stable:a4", "stable:a5"):
        g.play(k)
    assert f.goods["wood"] == 12 and f.stables.bit_count() == 4
    assert not any(k.startswith("stable:") for k in g.legal_moves())
    g2 = game()
    f2 = give(g2, wood=5)
    use(g2, "stable_bake")
    g2.play("stable:a3")
    assert f2.goods["wood"] == 4 and g2.decision().kind == "place"  # type: ignore[union-attr]


def test_the_rulebooks_pastures_example() -> None:
    """The rulebook, "D - Raising animals", illustration: 11 fences make 3 pastures; one
    holds 2 sheep (full), one 1 wild boar, the large one 3 cattle."""
    g = game()
    f = give(g, wood=11)
    use(g, "fences")
    g.play("pasture:a5")
    g.play("pasture:a4")  # shares a fence with a5: 3 more
    g.play("pasture:b4-b5")  # shares two fences with a4 and a5: 4 more
    assert f.fences.bit_count() == 11 and f.goods["wood"] == 0
    assert sorted(p.bit_count() for p in pastures(f.fences)) == [1, 1, 2]
    assert f.housed((2, 1, 3))
    assert not f.housed((3, 1, 6))  # 3 sheep: the pet takes one, then 6 cattle do not fit
    assert g.scores()[0]["pastures"] == 3


def test_a_stable_doubles_its_pasture() -> None:
    """The rulebook, "Building stables": a stable on a pasture doubles it ("room for 4
    more animals"); appendix §2.1: two stables quadruple it; an unfenced stable holds 1."""
    area = spaces("b4", "b5")
    assert capacity(area, 0) == 4
    assert capacity(area, spaces("b4")) == 8
    assert capacity(area, spaces("b4", "b5")) == 16
    g = game()
    f = give(g, sheep=2)
    assert not f.housed((2, 0, 0)) and f.housed((1, 0, 0))  # the pet only
    f.stables = spaces("a3")
    assert f.housed((1, 1, 0)) and not f.housed((3, 0, 0))


def test_pastures_hold_one_kind_each() -> None:
    """The rulebook, "D - Raising animals": each pasture holds animals of one kind."""
    g = game()
    f = give(g, wood=4)
    use(g, "fences")
    g.play("pasture:a5")
    assert f.housed((2, 1, 0)) and not f.housed((1, 1, 1))


def test_a_new_pasture_borders_the_old_ones_and_pastures_can_be_divided() -> None:
    """The rulebook, "D - Raising animals": new pastures border existing ones; existing
    pastures may be divided; fields and rooms may not be fenced."""
    g = game()
    f = give(g, wood=15)
    f.fields = {2: ("", 0)}  # a3
    use(g, "fences")
    assert not any("a3" in k or "b1" in k for k in g.legal_moves())
    g.play("pasture:a4-a5")
    keys = g.legal_moves()
    assert "pasture:c4" not in keys  # does not touch a4-a5
    assert "pasture:b4" in keys and "pasture:a5" in keys  # bordering / dividing
    assert "pasture:a4-a5" not in keys  # the same pasture again is no new pasture
    g.play("pasture:a5")
    assert f.fences.bit_count() == 7 and len(pastures(f.fences)) == 2


def test_at_most_15_fences() -> None:
    """The rulebook, "Number of game components": 15 fences a player."""
    g = game()
    f = give(g, wood=30)
    use(g, "fences")
    g.play("pasture:a2-a3-a4-a5-b2-b3-b4-b5")  # 12 fences
    costs = [int(o.label.split(": ")[1].split()[0]) for o in g.decision().options  # type: ignore[union-attr]
             if o.key.startswith("pasture:")]
    assert costs and max(costs) <= 3
    assert f.fences.bit_count() == 12


def test_no_pasture_rings_a_room_or_field() -> None:
    """The rulebook, "D - Raising animals": fields and rooms may not be fenced in."""
    g = game()
    f = give(g, wood=15)
    f.fields = {7: ("", 0)}  # b3, in the middle
    use(g, "fences")
    ring = "pasture:a2-a3-a4-b2-b4-c2-c3-c4"
    assert ring not in g.legal_moves()
    assert "pasture:a2-a3-a4-b2-b4" in g.legal_moves()
    assert f.fences == 0


def test_fencing_in_stables_can_leave_animals_without_a_place() -> None:
    """The rulebook, "D - Raising animals": a pasture holds one kind. Fencing two unfenced
    stables (one animal of any kind each) into one pasture leaves 2 sheep and 2 cattle
    with one pasture and the pet's place: one is cooked or released."""
    g = game()
    f = give(g, wood=8, sheep=2, cattle=2)
    f.stables = spaces("a3", "a4", "a5")
    assert f.housed()
    use(g, "fences")
    g.play("pasture:a3-a4-a5")
    assert g.decision().kind == "overflow"  # type: ignore[union-attr]
    g.play("release:cattle")
    assert f.housed() and g.decision().kind == "place"  # type: ignore[union-attr]


def test_fences_divide_an_existing_pasture_one_wood_a_fence_up_to_15() -> None:
    """The rulebook, "D - Raising animals": "Existing pastures may be divided by fences";
    fences cost 1 wood each; "Each player may build at most 15 fences"; "Each pasture may
    only hold animals of one type", 2 a space. A pasture of 6 spaces (10 fences) holds 12
    of one kind: 6 sheep and 4 wild boar do not fit. Two fences divide it into 4 spaces
    and 2, which hold the sheep and the boar; two more make three pastures, one more a
    fourth (15 fences), and then no pasture is offered, whatever the wood."""
    g = game()
    f = give(g, wood=20)
    use(g, "fences")
    g.play("pasture:a3-a4-a5-b3-b4-b5")
    assert (f.fence_count(), f.goods["wood"]) == (10, 10)
    assert pastures(f.fences) == (spaces("a3", "a4", "a5", "b3", "b4", "b5"),)
    assert not f.housed((6, 4, 0))  # 12 of one kind and the pet: the boar do not fit
    assert "pasture:a5-b5" in g.legal_moves()  # inside the pasture: divides it
    g.play("pasture:a5-b5")  # the two fences between the 4th and 5th columns
    assert (f.fence_count(), f.goods["wood"]) == (12, 8)
    assert sorted(pastures(f.fences)) == sorted([spaces("a3", "a4", "b3", "b4"),
                                                 spaces("a5", "b5")])
    assert [capacity(a, 0) for a in sorted(pastures(f.fences))] == [8, 4]
    assert f.housed((6, 4, 0))  # 6 sheep in the 4 spaces, the 4 boar in the 2
    assert g.scores()[0]["pastures"] == 2  # 2 pastures score 2 points (appendix §1)
    g.play("pasture:a4-b4")  # divides a3-a4-b3-b4: 2 more fences
    assert f.fence_count() == 14 and len(pastures(f.fences)) == 3
    budget = [k for k in g.legal_moves() if k.startswith("pasture:")]
    assert "pasture:a3" in budget and "pasture:a4-b4" not in budget  # 1 fence left
    g.play("pasture:a3")
    assert f.fence_count() == 15 and len(pastures(f.fences)) == 4 and f.goods["wood"] == 5
    assert not any(k.startswith("pasture:") for k in g.legal_moves())
