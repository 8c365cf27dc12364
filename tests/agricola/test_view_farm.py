"""Each player's farm in the view model: spaces, fences, pastures, animals, family,
supply and the live score."""

from __future__ import annotations

from agricola_core import farm as geometry
from agricola_core import new_game
from agricola_core.view import view
from agricola_core.view_farm import edge_geometry, place_animals
from agricola_core.view_text import GOOD_HELP

from .support import give, reveal, spaces


def test_the_farm_has_15_spaces_and_38_fence_positions() -> None:
    """Rulebook, "Preparing to play": a farm of 3 rows of 5 spaces, the family in two
    wooden rooms; fences stand between spaces and along the edge."""
    farm = view(new_game(2, 1, 0))["players"][0]["farm"]
    assert [(c["row"], c["col"]) for c in farm["cells"]][:6] == [
        (0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (1, 0)]
    rooms = [c["name"] for c in farm["cells"] if c["kind"] == "room"]
    assert rooms == ["b1", "c1"]
    assert {c["material"] for c in farm["cells"] if c["kind"] == "room"} == {"wood"}
    assert len(farm["edges"]) == 38 and not any(e["built"] for e in farm["edges"])
    assert len({e["id"] for e in farm["edges"]}) == 38


def test_fence_positions_have_their_place() -> None:
    assert edge_geometry(0) == {"dir": "h", "row": 0, "col": 0}
    assert edge_geometry(19) == {"dir": "h", "row": 3, "col": 4}
    assert edge_geometry(20) == {"dir": "v", "row": 0, "col": 0}
    assert edge_geometry(37) == {"dir": "v", "row": 2, "col": 5}


def test_a_pasture_shows_its_fences_and_animals() -> None:
    """Rulebook, "D - Raising animals": a pasture is closed by fences on all sides and
    holds 2 animals of one kind a space; the house holds one pet."""
    g = new_game(2, 1, 0)
    give(g, wood=4)
    reveal(g, "fences")
    g.play("space:fences")
    g.play("pasture:a5")
    f = g.farmers[0]
    f.animals.update(sheep=2, cattle=1)
    farm = view(g)["players"][0]["farm"]
    built = {e["index"] for e in farm["edges"] if e["built"]}
    assert built == {4, 9, 24, 25}  # a5: top, bottom, left, right
    a5 = farm["cells"][4]
    assert a5["kind"] == "pasture" and a5["animal"] == {
        "kind": "sheep", "n": 2, "label": "sheep", "el": "animal:0:sheep",
        "help": GOOD_HELP["sheep"]}
    assert a5["els"][0] == "pasture:0:0"  # its pasture first: its rules section
    assert farm["pastures"][0]["label"] == "Pasture a5: 2 sheep, holds 2"
    assert farm["pet"]["kind"] == "cattle" and farm["homeless"] == []


def test_animals_are_placed_where_the_most_fit() -> None:
    """Rulebook, "D - Raising animals": one kind a pasture; an unfenced stable holds one
    animal of any kind. 3 boar and 1 sheep: the boar take the 4-place pasture (not the
    sheep), the sheep the stable."""
    g = new_game(2, 1, 0)
    f = g.farmers[0]
    f.fences = geometry.border(spaces("a4", "a5"))
    f.stables = spaces("c5")
    f.animals.update(sheep=1, boar=3)
    shown, pet, homeless = place_animals(f)
    assert shown[3] == ("boar", 2) and shown[4] == ("boar", 1)
    assert shown[14] == ("sheep", 1) and pet == "" and homeless == {}


def test_animals_fill_pastures_before_stables() -> None:
    """Rulebook, "D - Raising animals": each pasture one kind. 1 sheep and 4 boar with two
    1-space pastures and four unfenced stables all fit either way; the picture fills the
    pastures (the boar) and puts the sheep in a stable, rather than leave a pasture
    empty."""
    g = new_game(2, 1, 0)
    f = g.farmers[0]
    f.fences = geometry.border(spaces("c2")) | geometry.border(spaces("c3"))
    f.stables = spaces("b3", "b5", "c4", "c5")
    f.animals.update(sheep=1, boar=4)
    shown, pet, homeless = place_animals(f)
    assert shown[11] == ("boar", 2) and shown[12] == ("boar", 2)
    assert shown[7] == ("sheep", 1) and pet == "" and homeless == {}


def test_animals_without_a_place_are_shown_as_such() -> None:
    """Rulebook, "D - Raising animals": animals that do not fit must be cooked or
    released; until the player chooses, the view lists them apart."""
    g = new_game(2, 1, 0)
    give(g, sheep=3)
    farm = view(g)["players"][0]["farm"]
    assert farm["pet"]["kind"] == "sheep"
    assert farm["homeless"] == [{"kind": "sheep", "n": 2, "label": "2 sheep without a place"}]


def test_fields_show_their_crop() -> None:
    g = new_game(2, 1, 0)
    g.farmers[0].fields = {0: ("grain", 3), 1: ("", 0)}
    cells = view(g)["players"][0]["farm"]["cells"]
    assert (cells[0]["kind"], cells[0]["crop"], cells[0]["count"]) == ("field", "grain", 3)
    assert cells[0]["label"] == "a1: field with 3 grain"
    assert cells[1]["label"] == "a2: empty field" and cells[1]["crop"] == ""


def test_the_family_shows_who_is_placed_newborn_and_home() -> None:
    """Rulebook, Phase 3 (work) and "Family growth": a person placed stays on its space
    until the round ends; a newborn works from the next round."""
    g = new_game(2, 1, 0)
    g.play("space:fishing")
    people = view(g)["players"][0]["people"]
    assert [(p["state"], p["space"]) for p in people] == [("placed", "fishing"),
                                                          ("home", None)]
    f = g.farmers[0]
    f.rooms |= spaces("a1")
    reveal(g, "family_growth")
    g.play("space:grain")  # player 1
    g.play("space:family_growth")
    states = [p["state"] for p in view(g)["players"][0]["people"]]
    assert states == ["placed", "placed", "newborn"]


def test_everyone_is_home_at_a_harvest() -> None:
    """Rulebook, Phase 4 (returning home) comes before the harvest."""
    g = new_game(2, 1, 0)
    while g.phase == "work":
        g.play(g.legal_moves()[0])
    assert g.phase == "feeding"
    people = view(g)["players"][0]["people"]
    assert {p["state"] for p in people} == {"home"} and all(p["space"] is None for p in people)
    assert view(g)["players"][0]["feeding"]["title"] == "Harvest now"


def test_supply_and_score_follow_the_game() -> None:
    """Rulebook, appendix 1 ("Die Wertung"): the score sheet's categories."""
    g = new_game(2, 1, 0)
    g.play("space:wood3")
    p = view(g)["players"][0]
    supply = {s["good"]: s for s in p["supply"]}
    assert supply["wood"]["n"] == 3 and supply["wood"]["id"] == "good:0:wood"
    assert supply["sheep"]["id"] == "animal:0:sheep"
    score = {r["category"]: r["points"] for r in p["score_rows"]}
    assert score == g.scores()[0]
    assert p["begging_cards"]["label"] == "0 begging cards"
