"""Rulebook "Setup" and docs/rules-notes.md "Facts the rule texts leave out or scatter"."""

from __future__ import annotations

import pytest

from arle_core import new_game
from arle_core.data.buildings import BUILDINGS, STARTER_INNS, of_colour
from arle_core.state import GameState

from .support import fresh


def test_setup_starting_goods_and_supply() -> None:
    """Goods track: Food 5, Wool 4, Flax 3, Hide 2, Grain 1; supply 4 Wood, 4 Clay, 3 Peat."""
    g = fresh(players=2)
    for p in g.state.players:
        goods = {k: v for k, v in p.goods.items() if v}
        assert goods == {"food": 5, "wool": 4, "flax": 3, "hide": 2, "grain": 1,
                         "wood": 4, "clay": 4, "peat": 3, "horse": 1}


def test_setup_home_board_two_empty_land_spaces_and_moors() -> None:
    """"At the beginning of the game, you have access to 2 empty Land Spaces"; a Grain
    Field, a Stall with 1 Horse, a Flax Field; 3 hydrated moors and the small dehydrated
    moor with 4 Peat."""
    p = fresh().state.players[0]
    assert p.empty_land() == 2
    assert p.tiles == {"grain_field": 1, "stall": 1, "flax_field": 1}
    assert [(m.spaces, m.dehydrated, m.peat) for m in p.moors] == [
        (1, True, 4), (2, False, 0), (2, False, 0), (2, False, 0)]
    assert p.dike_moves == 0 and p.barn == [] and len(p.destinations) == 9


def test_setup_tools_on_leftmost_values() -> None:
    """"Place them on the leftmost space of each track" (Index of Equipment and Tools)."""
    p = fresh().state.players[0]
    counts = {t: p.tool(t) for t in p.tools}
    assert counts == {"fish_traps": 2, "fleshing_beams": 3, "weaving_looms": 2,
                      "slaughtering_tables": 2, "spades": 3, "shovels": 3,
                      "pottery_wheels": 2, "ovens": 1, "axes": 3, "workbenches": 2}


def test_limited_supply_counts_home_board_tiles() -> None:
    """"Every other type of tile is limited by the provided supply": 14 Fields and 7 Stalls,
    less those on the home boards."""
    s: GameState = fresh(players=2).state
    assert s.supply["field"] == 14 - 4 and s.supply["stall"] == 7 - 2
    assert s.supply["stable"] == 3 and s.supply["forest"] == 5
    assert fresh(players=1).state.supply["field"] == 12


def test_starter_buildings() -> None:
    """docs/rules-notes.md: starter = 4 light green, 2 random yellow, the three starter inns; all
    orange and red."""
    b = fresh(seed=11).setup.buildings
    assert set(of_colour("light_green")) <= set(b)
    assert set(STARTER_INNS) <= set(b)
    assert set(of_colour("orange")) | set(of_colour("red")) <= set(b)
    assert sum(BUILDINGS[k].colour == "yellow" for k in b) == 2
    assert len(b) == 4 + 2 + 6 + 3 + 3


@pytest.mark.parametrize("seed", range(5))
def test_random_buildings(seed: int) -> None:
    """"In 3 of the 5 building colors, there are 3 more Buildings than spaces": 4 of 7 dark
    green, 2 of 5 yellow, 3 of 6 blue."""
    b = new_game(seed=seed, buildings="random").setup.buildings
    colours = [BUILDINGS[k].colour for k in b]
    assert colours.count("dark_green") == 4 and colours.count("light_green") == 0
    assert colours.count("yellow") == 2 and colours.count("blue") == 3
    assert colours.count("orange") == 6 and colours.count("red") == 3


def test_explicit_building_list_and_bad_setups() -> None:
    g = new_game(seed=1, buildings=["mill", "turnery"])
    assert g.setup.buildings == ("turnery", "mill")
    with pytest.raises(ValueError, match="unknown building"):
        new_game(buildings=["castle"])
    with pytest.raises(ValueError, match="1 or 2"):
        new_game(players=3)
    with pytest.raises(ValueError, match="variant"):
        new_game(variant="house")


def test_start_player_is_seeded() -> None:
    """"Randomly determine the Starting Player" — from the seed, so games replay."""
    starts = {new_game(players=2, seed=s).setup.start_player for s in range(20)}
    assert starts == {0, 1}
    assert new_game(players=2, seed=5).setup == new_game(players=2, seed=5).setup


def test_names_are_text_never_turned_into_text() -> None:
    """``[None, 1]`` became the names "None" and "1"."""
    with pytest.raises(TypeError, match="player 1's name must be text, not None"):
        new_game(2, 3, names=[None, 1])  # type: ignore[list-item]
    with pytest.raises(ValueError, match="2 player name"):
        new_game(2, 3, names=["Ada"])
    with pytest.raises(ValueError, match="whole number"):
        new_game(2, True)
    with pytest.raises(ValueError, match="1 or 2 players"):
        new_game(2.0, 3)  # type: ignore[arg-type]
    assert new_game(2, 3, names=["Ada", " Ben "]).setup.names == ("Ada", "Ben")
