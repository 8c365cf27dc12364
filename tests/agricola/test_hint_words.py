"""Agricola's Hint in words a family player follows (issue 53): the reason says what the
choice was made by (the mean final score solo, the mean lead over the best other player
with several), "as good as" for a tie, names under "What it does" only the score-sheet
lines the move itself changes, and never advises against Family growth into a free room
without saying how growth's line ended."""

from __future__ import annotations

from agricola_core.ai import hint
from agricola_core.ai.hint import RolloutHint, rollout_hint, touched

from .test_collapse import _family, _first_placement, _free, give


def _said(ahead: float, other_ahead: float, line: float = 40.0, other_line: float = 41.0,
          players: int = 2) -> str:
    return RolloutHint("space:wood3", ahead, players > 1, 12, "space:starting_player",
                       "Starting player and storehouse", ahead - other_ahead, unit="points",
                       why="wood for the next room", line=line, other_line=other_line,
                       ahead=ahead, other_ahead=other_ahead).comparison


def test_with_two_players_the_reason_is_the_lead_over_the_best_other_player() -> None:
    # The page said "this line ends at 40 points … against 41 … for Starting player":
    # the suggestion below the other by the figures shown, chosen by its lead.
    said = _said(3.0, 1.0)
    assert said == ("Wood for the next room; this line ends 3 points ahead of the best "
                    "other player on average, against 1 point ahead for “Starting player "
                    "and storehouse”.")
    assert "40" not in said and "41" not in said
    assert "2 points behind the best other player" in _said(-2.0, -4.0)


def test_a_tie_is_as_good_as_and_close_leads_show_their_tenths() -> None:
    said = _said(3.2, 3.0)
    assert "is as good as “Starting player and storehouse”" in said
    assert "both end 3 points ahead of the best other player" in said
    assert "against" not in said
    solo = _said(47.2, 47.0, 47.2, 47.0, players=1)
    assert solo.endswith("as good as “Starting player and storehouse”: both end at 47 "
                         "points on average.")
    # apart by more than a tie, the same whole points: the tenths tell them apart
    assert "3.4 points ahead" in _said(3.4, 2.6) and "2.6 points ahead" in _said(3.4, 2.6)


def test_solo_the_reason_is_the_score_and_says_when_begging_decided() -> None:
    assert "ends at 47 points on average against 44 for" in _said(47, 44, 47, 44, players=1)
    # the better score with a begging card more loses to the dread of begging
    assert _said(44, 43, 44, 45, players=1).endswith(", with fewer begging cards.")


def test_what_it_does_names_only_the_lines_the_move_itself_changes() -> None:
    # Rulebook, scoring: taking reed scores on no line; the page said "take 1 reed:
    # Clay and stone rooms −2", a difference the two lines came to by other moves.
    g = _first_placement(3)
    assert touched(g, "space:reed1") == frozenset()
    assert touched(g, "space:grain") == {"grain"}
    assert touched(g, "space:plow") == {"fields", "unused spaces"}
    reed = rollout_hint(g, ["space:reed1", "space:wood3", "space:clay1"], 2, True,
                        "space:reed1")
    assert reed.terms == () and not reed.reason.startswith("It gives")
    for key in ("space:grain", "space:plow"):
        h = rollout_hint(g, [key, "space:wood3", "space:reed1"], 2, True, key)
        lines = {t.key.removeprefix("sheet:") for t in h.terms}
        assert lines <= touched(g, key), (key, lines)


def test_family_growth_into_a_free_room_is_never_passed_over_without_a_reason() -> None:
    # Round 7 is a harvest (rulebook, "Harvest"): with no food at all, 4 on Fishing
    # outweigh growing; the hint says so, and how growth's line ended.
    g = _first_placement(7)
    _family(g, rooms=3)
    give(g, food=0, grain=0, vegetable=0, sheep=0, boar=0, cattle=0)
    _free(g, "family_growth")
    _free(g, "fishing")
    g.stock["fishing"] = {"food": 4}
    h = hint(g, "strong")
    assert h.key != "space:family_growth"
    assert "Family growth" in h.reason
    # with food at hand, growth into the free room is the advice
    give(g, food=10)
    assert hint(g, "strong").key == "space:family_growth"
