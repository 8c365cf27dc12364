"""The score sheet (the rulebook, appendix §1 "Die Wertung"; the family facts, §7)."""

from __future__ import annotations

import pytest

from agricola_core.scoring import steps

from .support import game, give, spaces

NAMES = ["fields", "pastures", "grain", "vegetables", "sheep", "wild boar", "cattle",
         "unused spaces", "fenced stables", "clay and stone rooms", "family members",
         "begging cards", "improvements", "bonus points", "total"]


def test_a_new_farm_scores_minus_14() -> None:
    """Seven empty table categories at -1, 13 unused spaces, 2 people at 3 points."""
    sheet = game().scores()[0]
    assert list(sheet) == NAMES
    assert sheet["unused spaces"] == -13 and sheet["family members"] == 6
    assert sheet["total"] == sum(v for k, v in sheet.items() if k != "total") == -14


@pytest.mark.parametrize(("category", "points"), [
    ("fields", [-1, -1, 1, 2, 3, 4, 4]),
    ("pastures", [-1, 1, 2, 3, 4, 4, 4]),
    ("grain", [-1, 1, 1, 1, 2, 2, 3, 3, 4, 4]),
    ("vegetables", [-1, 1, 2, 3, 4, 4]),
    ("sheep", [-1, 1, 1, 1, 2, 2, 3, 3, 4, 4]),
    ("wild boar", [-1, 1, 1, 2, 2, 3, 3, 4, 4]),
    ("cattle", [-1, 1, 2, 2, 3, 3, 4, 4]),
])
def test_the_scoring_table(category: str, points: list[int]) -> None:
    """The rulebook, appendix §1: fields 0–1/2/3/4/5+; pastures 0/1/2/3/4+; grain
    0/1/4/6/8; vegetables 0/1/2/3/4; sheep 0/1/4/6/8; wild boar 0/1/3/5/7; cattle
    0/1/2/4/6: -1, 1, 2, 3, 4 points."""
    assert [steps(category, n) for n in range(len(points))] == points


def test_grain_and_vegetables_count_in_fields_and_supply() -> None:
    """The rulebook, appendix §1 "Getreide und Gemüse": fields and supply both count."""
    g = game()
    f = give(g, grain=1, vegetable=1)
    f.fields = {0: ("grain", 3), 1: ("vegetable", 1)}
    sheet = g.scores()[0]
    assert (sheet["grain"], sheet["vegetables"], sheet["fields"]) == (2, 2, 1)


def test_used_spaces_fenced_stables_and_rooms() -> None:
    """The rulebook, appendix §1: a space is used with a room, a field, a fence around it or
    an unfenced stable; 1 point a fenced stable; clay rooms 1, stone rooms 2, wood 0."""
    g = game()
    f = g.farmers[0]
    f.fields = {0: ("", 0)}
    f.stables = spaces("a3", "a5")
    from agricola_core.farm import border
    f.fences = border(spaces("a5", "b5"))
    sheet = g.scores()[0]
    assert sheet["unused spaces"] == -(15 - 2 - 1 - 1 - 2)
    assert sheet["fenced stables"] == 1 and sheet["pastures"] == 1
    f.house = "clay"
    assert g.scores()[0]["clay and stone rooms"] == 2
    f.house = "stone"
    assert g.scores()[0]["clay and stone rooms"] == 4


def test_members_begging_and_improvements() -> None:
    """The rulebook, appendix §1: 3 points a person; begging cards -3 each with the cards'
    points ("Punkte für Karten", shown here as two lines)."""
    g = game()
    f = g.farmers[0]
    f.members, f.begging = 5, 2
    g.majors["well"] = 0
    sheet = g.scores()[0]
    assert (sheet["family members"], sheet["begging cards"], sheet["improvements"]) == (
        15, -6, 4)
