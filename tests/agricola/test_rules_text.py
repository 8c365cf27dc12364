"""Agricola's Rules panel (``agricola_core.rules_text``, the registry's rules face): every
action space of every player count and every Major Improvement has its section, every
element the page draws opens one, and each element's help is the words of its section."""

from __future__ import annotations

import random
from typing import Any

import pytest

from agricola_core import new_game
from agricola_core.bots import greedy_move
from agricola_core.data import BOARD, CARDS, MAJORS, SCORE_STEPS, STAGES
from agricola_core.faces import FACES
from agricola_core.rules_text import rules_sections, section_for
from agricola_core.view import view

SECTIONS = rules_sections()
BY_ID = {s["id"]: s for s in SECTIONS}


def _text(section_id: str) -> str:
    return " ".join(BY_ID[section_id]["text"])


def test_the_registry_serves_these_sections() -> None:
    assert FACES.rules() == SECTIONS


def test_section_ids_are_unique_and_every_section_has_words() -> None:
    assert len(BY_ID) == len(SECTIONS)
    for s in SECTIONS:
        assert s["title"] and s["heading"] and all(p.strip() for p in s["text"]), s["id"]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_action_space_of_every_player_count_has_its_section(players: int) -> None:
    """Rulebook "Preparing to play" and the family game's board 1, the green action cards
    for 3 and 4 players, and the 14 round cards ("Phase 1: start the round"): each space
    opens a section titled with its name that says what it does."""
    spaces = [*BOARD, *CARDS[players], *(c for stage in STAGES for c in stage)]
    assert len(spaces) == {1: 24, 2: 24, 3: 28, 4: 30}[players]
    for s in spaces:
        assert section_for(f"space:{s.id}") == f"space:{s.id}"
        assert BY_ID[f"space:{s.id}"]["title"] == s.label


def test_every_major_improvement_has_its_section_with_cost_and_points() -> None:
    """Rulebook "Improvement cards" (family game: the 10 Major Improvements)."""
    assert len(MAJORS) == 10
    for mid, m in MAJORS.items():
        assert section_for(f"major:{mid}") == f"major:{mid}"
        text = _text(f"major:{mid}")
        assert f"{m.points} point" in text and all(f"{n} " in text for _, n in m.cost)


def test_the_score_sheet_lists_every_category_table() -> None:
    """Appendix "1. Die Wertung": each counted category's steps, and the other lines."""
    lines = BY_ID["scoring"]["text"]
    text = " ".join(lines)
    assert "Fields: fewer than 2 cost 1 point; 2, 3, 4, 5+ give 1 to 4." in lines
    assert "Cattle: none costs 1 point; 1, 2–3, 4–5, 6+ give 1 to 4." in lines
    for category in SCORE_STEPS:
        assert any(line.startswith(category.capitalize()) for line in lines), category
    for words in ("family member", "begging card", "stone room", "unused", "fenced"):
        assert words in text.lower()


def test_the_panel_covers_a_round_the_harvest_the_farm_and_the_end() -> None:
    for sid in ("overview", "phases", "round-cards", "harvest", "feeding", "begging",
                "breeding", "rooms", "fields", "pastures", "stables", "animals", "majors",
                "scoring", "end"):
        assert sid in BY_ID, sid


def _shares(help_text: str, section_text: str, run: int = 25) -> bool:
    """Whether the section holds the help's words: a run of ``run`` characters of it (a
    help may put a label before the table's words, or a stable's after a space's)."""
    if len(help_text) <= run:
        return help_text in section_text
    return any(help_text[i:i + run] in section_text for i in range(len(help_text) - run + 1))


def _drawn(v: dict[str, Any]) -> list[tuple[str, str]]:
    """Each element the page's renderer draws with rules help: (its data-el, its help),
    composed as web/js/games/agricola/ composes them."""
    out = [(" ".join([s["el"], *s["els"]]), s["help"]) for s in v["spaces"]]
    out += [(f"{p['el']}", "") for s in v["spaces"] for p in s["pile"]]
    out += [(" ".join([r["id"], *([r["card"]["el"]] if r["card"] else [])]), r["help"])
            for r in v["round_track"]["rounds"]]
    out += [(v["round_track"]["id"], v["round_track"]["help"])]
    out += [(m["el"], m["help"]) for m in v["majors"]]
    out += [(v["start_player_token"]["el"], v["start_player_help"])]
    out += [(f"score-row:{c['key']}", c["help"]) for c in v["categories"]]  # the shell's sheet
    for p in v["players"]:
        farm = p["farm"]
        out += [(p["house_el"], p["house_help"])]
        out += [(" ".join([*c["els"], c["id"]]), c["help"]) for c in farm["cells"]]
        out += [(c["animal"]["el"], c["animal"]["help"]) for c in farm["cells"] if c["animal"]]
        out += [(e["id"], "") for e in farm["edges"]]
        out += [(" ".join([farm["fences"]["id"], *farm["fences"]["els"]]), farm["fences"]["help"]),
                (farm["stables"]["id"], farm["stables"]["help"]), (farm["id"], "")]
        out += [(pa["id"], pa["help"]) for pa in farm["pastures"]]
        if farm["pet"]:
            out += [(farm["pet"]["el"], farm["pet"]["help"])]
        out += [(s["id"], s["help"]) for s in p["supply"]]
        out += [(m["id"], m["help"]) for m in p["people"]]
        out += [(p["family"]["el"], ""), (p["begging_cards"]["id"], p["begging_cards"]["help"])]
        out += [(r["id"], r["help"]) for r in p["score_rows"]]
        if p["feeding"]:
            out += [(p["feeding"]["id"], p["feeding"]["help"])]
    return out


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_drawn_element_opens_a_section_that_holds_its_help(players: int) -> None:
    """Through whole games: every element id the view model emits resolves to a section,
    and an element's help (the tooltip) is found word for word in that section, so the
    tooltip's "Rules…" link leads to more of the same, never to something else."""
    g = new_game(players, 40 + players)
    rng = random.Random(players)
    seen_kinds: set[str] = set()
    while True:
        v = view(g)
        for el, help_text in _drawn(v):
            section = section_for(el)
            assert section is not None, el
            seen_kinds.add(section)
            if help_text:
                assert _shares(help_text, _text(section)), (el, section)
        if g.is_over:
            break
        for _ in range(7):
            if not g.is_over:
                g.play(greedy_move(g, rng))
    assert {"rooms", "farm", "harvest", "scoring", "round-cards", "major:well"} <= seen_kinds


@pytest.mark.parametrize("ids, section", [
    ("room:0:b1 cell:0:b1", "rooms"),
    ("field:1:a3 crop:1:a3:grain crop:1:a3:vegetable cell:1:a3", "fields"),
    ("pasture:0:0 stable:0:a5 cell:0:a5", "pastures"),
    ("stable:2:c4 cell:2:c4", "stables"),
    ("cell:0:a2", "farm"),
    ("round:6 space:family_growth", "space:family_growth"),
    ("round:9", "round-cards"),
    ("score:3:wild boar", "scoring"),
    ("score-row:wild boar", "scoring"),
    ("animal:1:boar", "animal:boar"),
    ("stock:wood3:wood", "spaces"),
    ("house:2", "renovation"),
])
def test_an_element_opens_its_most_telling_section(ids: str, section: str) -> None:
    assert section_for(ids) == section
