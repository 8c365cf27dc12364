"""The hint's reason in the evaluation's terms (``arle_core.ai.explain``), checked by hand
against the printed rulebook for three positions, and the ledger it is built from."""

from __future__ import annotations

import pytest

from arle_core import new_game
from arle_core.ai import hint, move_terms
from arle_core.ai.evaluate import player_value
from arle_core.ai.explain import ledger
from arle_core.ai.weights import WEIGHTS
from tests.support import me, refresh
from tests.test_ai import random_position

TINY = "good"


def words(terms: list) -> dict[str, float]:
    return {t.text: round(t.vp, 2) for t in terms}


def test_fisherman_at_the_start_moves_the_fish_traps_and_feeds() -> None:
    """"The Action Spaces of the Summer/Fall Half Year", Fisherman: take 1 Sheep, move the
    Fish Trap indicator one space right (the track starts at 2 Fish Traps, "Index of
    Equipment and Tools"), then 1 Food per Fish Trap: 2→3 and 3 Food."""
    g = new_game(players=1, seed=1)
    said = words(move_terms(g, "space:fisherman"))
    assert "Fish Traps 2→3" in said and "+1 Sheep" in said and "+3 Food" in said
    # worth what the weights say while the whole game is ahead: one tool step, one Sheep
    assert said["Fish Traps 2→3"] == WEIGHTS["tools"]
    assert said["+1 Sheep"] == WEIGHTS["sheep"]


def test_the_last_fish_trap_scores_on_the_tools_line() -> None:
    """"Index of Equipment and Tools": Fish Traps 3, 4, 5 and finally 6 (3 VP). From 5
    Fish Traps the Fisherman reaches the last space: +3 VP on the Tools line, and 6 Food."""
    g = new_game(players=1, seed=1)
    me(g).tools["fish_traps"] = 3  # the fourth space: 5 Fish Traps
    refresh(g)
    said = words(move_terms(g, "space:fisherman"))
    assert said["Tools line"] == 3.0
    assert "Fish Traps 5→6" in said and "+6 Food" in said


def test_woodcutter_takes_one_wood_per_axe() -> None:
    """"The Action Spaces of the Summer/Fall Half Year", Woodcutter: 1 Wood per Axe (3 at
    the start, "Index of Equipment and Tools"); nothing else changes in that turn."""
    g = new_game(players=1, seed=1)
    terms = move_terms(g, "space:woodcutter")
    assert [t.text for t in terms] == ["+3 Wood"]
    assert terms[0].vp == pytest.approx(3 * WEIGHTS["wood"])


def test_solo_hint_names_what_it_does_and_never_the_computers_next_choice() -> None:
    g = new_game(players=1, seed=3)
    h = hint(g, TINY)
    assert "computer's next choice" not in h.reason
    assert h.terms == tuple(move_terms(g, h.key))
    assert h.does.split(":")[0] in h.reason
    data = h.as_json()
    assert data["terms"] and all({"text", "vp", "kind"} <= set(t) for t in data["terms"])


def test_a_hint_that_scores_less_now_says_why() -> None:
    """Seed 3's first placement: the Fisherman scores 2 VP now (a Sheep and Food), the hint
    (Woodcutter) less; the reason names the option and what the hint leads to."""
    g = new_game(players=1, seed=3)
    h = hint(g)
    assert h.key == "space:woodcutter"
    assert h.later is not None and h.later.other_label == "Fisherman"
    assert h.later.other_now > h.later.hint_now
    assert "Score now favours “Fisherman”" in h.reason and h.later.terms


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_ledger_adds_up_to_the_evaluation(seed: int) -> None:
    g = random_position((2, "printed", "random"), seed, 40 * seed)
    for player in (0, 1):
        total = sum(e.vp for e in ledger(g.state, player).values())
        assert total == pytest.approx(player_value(g.state, player))
