"""Rulebook "Course of the Game", "Phase 2: Work Phase", "Special Action and Starting
Player", "The Solo Game Variant", and the worked examples ↻5 (Master) and ↻7 (Laborer)."""

from __future__ import annotations

from arle_core import new_game
from arle_core.state import Moor

from .support import at_half_year, fresh, give, me, pass_turns, place, play, to_inventory


def test_work_phase_months_starting_player_first() -> None:
    """"Take turns placing your Workers ... In each Month, the player with the Starting
    Player Marker goes first": 8 turns alternate, starting player first."""
    g = fresh(players=2, seed=3)
    sp = g.state.start_player
    order = []
    for _ in range(8):
        order.append(g.decision().player)
        g.play("pass")
    assert order == [sp, 1 - sp] * 4
    assert g.decision().kind == "declare_end"


def test_summer_spaces_in_odd_half_years_winter_in_even() -> None:
    g = fresh(players=1)
    assert "space:woodcutter" in g.legal_moves() and "space:peat_boatman" not in g.legal_moves()
    at_half_year(g, 2)
    assert "space:peat_boatman" in g.legal_moves() and "space:woodcutter" not in g.legal_moves()


def test_solo_has_no_special_action() -> None:
    """The Solo Game Variant: "there is no Special Action"."""
    g = fresh(players=1)
    assert not [k for k in g.legal_moves() if k == "space:peat_boatman"]


def test_special_action_once_and_opponent_starts_next() -> None:
    """"In Summer, 1 of the 8 Workers may use a Winter Action Space ... his opponent receives
    the Starting Player Marker for the subsequent Half Year"."""
    g = fresh(players=2, seed=3)
    sp = g.state.start_player
    g.play("pass")  # starting player
    place(g, "peat_boatman")  # the other player takes the Special Action
    assert "space:tanner" not in g.legal_moves()  # only one per half-year
    to_inventory(g)
    while g.state.half_year == 1:
        g.play(g.legal_moves()[0])
    assert g.state.start_player == sp  # the opponent of the special player: sp again


def test_start_player_alternates_without_special_action() -> None:
    """"If none of the 8 Workers makes use of the Special Action, the Starting Player Marker
    changes hands automatically at the end of the Half Year"."""
    g = fresh(players=2, seed=3)
    sp = g.state.start_player
    to_inventory(g)
    while g.state.half_year == 1:
        g.play(g.legal_moves()[0])
    assert g.state.start_player == 1 - sp


def test_placing_no_worker_is_allowed() -> None:
    """"Placing a Worker on an Action Space is not mandatory"."""
    g = fresh()
    g.play("pass")
    assert g.state.occupied == {}


def test_nine_half_years_then_game_over() -> None:
    """"The game ends after a total of 9 Half Years", after the last November."""
    g = fresh(players=1)
    seen = set()
    while not g.is_over:
        seen.add(g.state.half_year)
        ks = g.legal_moves()
        g.play("pass" if "pass" in ks else ks[0])
    assert seen == set(range(1, 10))
    assert g.decision() is None and g.legal_moves() == []


def test_both_players_declare_end_before_inventorying() -> None:
    """"The Work Phase ends after all of the 8 Workers were used and both players declared
    the end of the Work Phase"."""
    g = fresh(players=2, seed=4)
    pass_turns(g, 8)
    first = g.decision().player
    assert g.decision().kind == "declare_end" and first == g.state.start_player
    g.play("end")
    assert g.decision().kind == "declare_end" and g.decision().player == 1 - first


def test_yucata_end_turns_in_next_half_years_order() -> None:
    """Yucata: the extra loading turn is "done in the player order of the next Half Year"."""
    g = new_game(players=2, seed=4, variant="yucata")
    pass_turns(g, 8)
    assert g.decision().player == 1 - g.state.start_player


# ------------------------------------------------------------------- Master ↻5


def test_master_example_new_workbench_counts_at_once() -> None:
    """↻5: with 2 Workbenches, moving the Workbench indicator (2 Clay) gives 3 Workbenches,
    which count immediately: 3 movements in all. The same indicator only once."""
    g = fresh()
    give(g, wood=5, brick=1, clay=2)
    place(g, "summer_master")
    play(g, "tool:workbenches", "pay:2clay")
    assert "tool:workbenches" not in g.legal_moves()
    play(g, "tool:axes", "tool:ovens")
    p = g.state.players[0]
    assert (p.tool("workbenches"), p.tool("axes"), p.tool("ovens")) == (3, 4, 2)
    assert (p.goods["clay"], p.goods["wood"], p.goods["brick"]) == (0, 4, 0)
    assert g.decision().kind == "turn"  # 3 moves made: the Master action is over


def test_master_example_keep_clay_move_two_others() -> None:
    """↻5: "Alternatively, you can keep your 2 Clay, not move the Workbench Tool Indicator
    and still move 2 other Tool Indicators (e.g. Axes and Ovens)"."""
    g = fresh()
    give(g, brick=1)
    place(g, "summer_master")
    play(g, "tool:axes", "tool:ovens")
    assert g.decision().kind == "turn" and g.state.players[0].goods["clay"] == 4


def test_master_spades_move_two_for_one_wood() -> None:
    """↻5: "moving the Spade Tool Indicator increases the number of Spades by 2, but it
    still only costs 1 Wood per movement"."""
    g = fresh()
    place(g, "summer_master")
    g.play("tool:spades")
    assert g.state.players[0].tool("spades") == 5 and g.state.players[0].goods["wood"] == 3


def test_master_timber_may_pay_for_wood() -> None:
    """"You can always pay Timber instead of Wood": the player chooses when both are held."""
    g = fresh()
    give(g, timber=1)
    place(g, "summer_master")
    g.play("tool:axes")
    assert g.legal_moves() == ["pay:wood", "pay:timber"]
    g.play("pay:timber")
    assert g.state.players[0].goods["timber"] == 0


# ------------------------------------------------------------------ Laborer ↻7


def test_laborer_imitates_with_own_tools() -> None:
    """↻7: imitating the opponent's Peat Cutter "according to your belongings": with 3
    Spades you cut 3, although the opponent has 7."""
    g = fresh(players=2, seed=3)
    a = g.decision().player
    g.state.players[a].tools["spades"] = 2  # 7 Spades
    mine, theirs = g.state.players[a].moors, g.state.players[1 - a].moors
    mine[0] = Moor(mine[0].spaces, mine[0].dehydrated, 4)
    theirs[1] = Moor(theirs[1].spaces, True, 4)
    place(g, "peat_cutter")
    while g.decision().player == a:
        g.play(g.legal_moves()[0])
    b = g.decision().player
    place(g, "summer_laborer")
    g.play("imitate:peat_cutter")
    assert g.decision().player == b and g.decision().kind == "cut_peat"
    g.play(g.legal_moves()[0])  # b's own 3 Spades: cut 3 at once (the default)
    assert g.state.players[b].goods["peat"] == 3 + 3


def test_laborer_imitating_own_forester_costs_three_food() -> None:
    """↻7: imitate your own Forester "to get another Forest for a total of 3 Food (2 Food
    for the Imitation action + 1 Food for the Forest)"."""
    g = fresh()
    give(g, food=5)
    place(g, "forester")
    g.play("forest")
    place(g, "summer_laborer")
    g.play("imitate:forester")
    g.play("forest")
    p = g.state.players[0]
    assert p.tiles["forest"] == 2 and p.goods["food"] == 5 - 1 - 3


def test_laborer_cannot_imitate_other_season() -> None:
    """"You cannot imitate an occupied Winter Action Space" with the Summer Laborer."""
    g = fresh(players=2, seed=3)
    place(g, "peat_boatman")  # special action: a Winter space in Summer
    place(g, "summer_laborer")
    assert not [k for k in g.legal_moves() if k.startswith("imitate:")]


# ---------------------------------------------------------------- Dikes


def test_dike_sequence_from_the_rulebook() -> None:
    """Dike Building: the 1st Dike gives 3 Land Spaces, the 2nd and 3rd none, the 4th 3
    more; the 5th, 6th and 7th each cover a top-row Tidal Flat (-1 VP), and the 7th unlocks
    the last 3 Land Spaces."""
    g = fresh()
    p = me(g)
    land = []
    flats = []
    from arle_core.data.board import TOP_GAP_DIKES

    for moves in range(8):
        p.dike_moves = moves
        land.append(p.land_spaces())
        flats.append(3 - TOP_GAP_DIKES[moves])
    assert land == [12, 15, 15, 15, 18, 18, 18, 21]
    assert flats == [3, 3, 3, 3, 3, 2, 1, 0]


def test_extra_dikes_beyond_the_seventh_change_nothing() -> None:
    g = fresh()
    from arle_core.steps.common import add_dikes

    assert add_dikes(g.state, 0, 9) == 7 and me(g).dike_moves == 7
