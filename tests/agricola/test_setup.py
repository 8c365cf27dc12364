"""Setup per player count (the rulebook, "Starting player" and "Solo version"; the family
facts, §1 Setup and §2 The 14 round cards)."""

from __future__ import annotations

import pytest

from agricola_core import new_game
from agricola_core.data import STAGES
from agricola_core.farm import START_ROOMS
from agricola_core.game import round_cards

from .support import game


def test_start_player_gets_2_food_and_the_others_3() -> None:
    """The rulebook, "Starting player": the start player 2 Food, every other player 3."""
    g = game(players=3, start=1)
    assert [f.goods["food"] for f in g.farmers] == [3, 2, 3]
    assert g.decision() is not None and g.decision().player == 1  # type: ignore[union-attr]


def test_the_solo_player_starts_with_no_food() -> None:
    """The rulebook, "Solo version": the solo player starts with 0 Food."""
    assert game(players=1).farmers[0].goods["food"] == 0


def test_each_farm_starts_with_two_wooden_rooms_and_two_people() -> None:
    """The family facts, §1.1: 2 wooden rooms in the left column (middle and bottom row),
    one family member in each, nothing else."""
    f = game().farmers[0]
    assert (f.rooms, f.house, f.members) == (START_ROOMS, "wood", 2)
    assert not f.fields and not f.stables and not f.fences
    assert sum(f.animals.values()) == 0


@pytest.mark.parametrize(("players", "extra"), [
    (1, set()), (2, set()),
    (3, {"wood2", "clay1b", "one_resource", "two_resources"}),
    (4, {"wood1", "wood2", "clay2", "reed_stone_food", "traveling_players", "two_resources"}),
])
def test_action_spaces_per_player_count(players: int, extra: set[str]) -> None:
    """The family facts, §1.3–1.4 and §3.1: board 1's 10 family spaces for everyone, 4
    green cards with 3 players and 6 with 4; the first round card is open too."""
    g = game(players=players)
    board = {"build", "starting_player", "grain", "plow", "stable_bake", "day_laborer",
             "wood3", "clay1", "reed1", "fishing"}
    assert set(g.open) == board | extra | {g.cards[0]}


def test_the_two_resources_card_can_be_left_out() -> None:
    """The family facts, §9 D1: a switch drops the "2 different building resources" card."""
    g = game(players=4, two_resources=False)
    assert "two_resources" not in g.open and "traveling_players" in g.open


@pytest.mark.parametrize("seed", range(20))
def test_round_cards_come_up_stage_by_stage(seed: int) -> None:
    """The rulebook, "Play of the game" and the family facts, §2: each stage's cards are
    shuffled on their own; stage 1 in rounds 1–4, 2 in 5–7, 3 in 8–9, 4 in 10–11,
    5 in 12–13, 6 in 14."""
    order = round_cards(seed)
    at = 0
    for stage in STAGES:
        assert set(order[at:at + len(stage)]) == {s.id for s in stage}
        at += len(stage)
    assert at == 14


def test_the_start_player_is_drawn_from_the_seed_unless_chosen() -> None:
    """The family facts, §1.2: the players choose (here: the seed draws) the start player."""
    assert {new_game(4, seed).setup.start_player for seed in range(40)} == {0, 1, 2, 3}
    assert new_game(4, 5, start_player=2).setup.start_player == 2
    with pytest.raises(ValueError):
        new_game(5, 1)


@pytest.mark.parametrize(("args", "words"), [
    ((2, 1.5), "the seed must be a whole number"),
    ((2, 2.0), "the seed must be a whole number"),  # (2.0 == 2: it was taken)
    ((2, True), "the seed must be a whole number"),
    ((2.0, 3), "1 to 4 players (a whole number), not 2.0"),
    ((True, 3), "1 to 4 players (a whole number), not True"),
])
def test_players_and_seeds_are_whole_numbers_never_floats_or_bools(
        args: tuple[object, object], words: str) -> None:
    """2.0 and True were accepted, and the game's link could not be written."""
    with pytest.raises(ValueError, match=words.replace("(", r"\(").replace(")", r"\)")):
        new_game(*args)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no such start player"):
        new_game(2, 3, start_player=True)


def test_names_are_text_never_turned_into_text() -> None:
    with pytest.raises(TypeError, match="player 1's name must be text, not None"):
        new_game(2, 3, names=[None, 1])  # type: ignore[list-item]
    with pytest.raises(TypeError, match="player 2's name must be text, not 1"):
        new_game(2, 3, names=["Ada", 1])  # type: ignore[list-item]
    assert new_game(2, 3, names=["Ada", " Ben "]).setup.names == ("Ada", "Ben")
