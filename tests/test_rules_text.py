"""The Rules page's sections: every board element has one, and it reuses the view model's
help text for that element rather than a second wording."""

from __future__ import annotations

import pytest

from arle_core import new_game
from arle_core.data.buildings import BUILDING_ORDER
from arle_core.data.spaces import SPACE_ORDER
from arle_core.rules_text import rules_sections, section_for
from arle_core.scoring import CATEGORIES
from arle_core.view import view

SECTIONS = rules_sections()
BY_ID = {s["id"]: s for s in SECTIONS}


def _text(section_id: str) -> str:
    return " ".join(BY_ID[section_id]["text"])


def test_every_action_space_and_building_has_its_section() -> None:
    assert len(SPACE_ORDER) == 30 and len(BUILDING_ORDER) == 31
    for key in SPACE_ORDER:
        assert section_for(f"space:{key}") == f"space:{key}"
    for key in BUILDING_ORDER:
        assert section_for(f"building:{key}") == f"building:{key}"


def test_section_ids_are_unique_and_every_section_has_text() -> None:
    assert len(BY_ID) == len(SECTIONS)
    for s in SECTIONS:
        assert s["title"] and s["heading"] and all(p.strip() for p in s["text"]), s["id"]


@pytest.mark.parametrize("variant", ["printed", "yucata"])
def test_view_model_help_is_the_rules_entry_of_its_element(variant: str) -> None:
    """Each help text the view model carries appears word for word in the section its
    element opens (spaces, buildings, tools, destinations, equipment, goods, score rows)."""
    game = new_game(players=2, seed=3, variant=variant, buildings=list(BUILDING_ORDER))
    v = view(game)
    pairs = [(sp["el"], sp["help"]) for sp in v["spaces"]]
    pairs += [(b["el"], b["help"]) for b in v["buildings"]]
    pairs += [(e["target"], e["help"]) for e in v["equipment"]]
    pairs += [(f"score-row:{c['key']}", c["help"]) for c in v["categories"]]
    p = v["players"][0]
    pairs += [(t["el"], t["help"]) for t in p["tools"]]
    pairs += [(g["el"], g["help"]) for row in ("materials", "fuel", "textiles")
              for g in p["goods"][row]]
    pairs += [(d["target"], d["help"]) for d in p["destinations"]]
    # Home-board cells: tiles and empty land (a moor's or a built building's help tells
    # its live state; their sections explain the kind).
    pairs += [(c["el"], c["help"]) for row in p["home"]["grid"] for c in row
              if c.get("kind") in ("tile", "land")]
    pairs += [(p["barn_el"], p["barn_help"]), (p["travel_track_el"], p["travel_help"]),
              (p["goods"]["animals_el"], p["goods"]["animals_help"])]
    assert len(pairs) > 30 + 31 + 8 + len(CATEGORIES)
    for el, help_text in pairs:
        section = section_for(el)
        assert section is not None, el
        if el.startswith("tool:"):
            # The live tool help adds the player's position after the rules text.
            assert help_text.startswith(_text(section)), el
        else:
            assert help_text in _text(section), (el, help_text)


def test_an_element_with_several_ids_opens_its_most_specific_section() -> None:
    assert section_for("home:0:4:0 tile:0:stall") == "tile:stall"
    assert section_for("vehicle:1:cart1") == "barn"
    assert section_for("good:0:food") == "goods-track"
    assert section_for("nothing:0") is None


def test_yucata_section_states_each_difference_from_the_variant_table() -> None:
    text = _text("yucata")
    for fact in ("2/5/8 Sheep", "2.5 VP", "-3 VP", "2 spaces instead of 1"):
        assert fact in text
