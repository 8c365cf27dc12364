"""The twelve workers' abilities (L484–L557), and the worked examples beside them."""

from __future__ import annotations

from keyharvest_core.board import CROP_OF

from .support import (
    give_counters,
    give_fields,
    no_events,
    play,
    put_in_store,
    put_worker,
    table,
    to_registry,
)


def test_a_apprentice_one_extra_counter_not_flipped_l485_l490() -> None:
    g = table()
    give_fields(g, 0, "C4")
    give_fields(g, 0, "C5", harvested=True)
    play(g, "worker:apprentice", "at:B4")
    assert g.legal_moves() == [f"take:{CROP_OF['C4']}", "pass"]  # not the harvested C5
    play(g, f"take:{CROP_OF['C4']}")
    s = g.state.seats[0]
    assert s.counters[CROP_OF["C4"]] == 1 and s.fields["C4"] is False


def test_b_casual_worker_up_to_two_fields_l491_l497() -> None:
    g = table()
    give_fields(g, 0, "C4", "C5")
    play(g, "worker:casual", "at:B4", "take:C4")
    assert g.legal_moves() == ["take:C5", "done"]
    play(g, "take:C5")
    s = g.state.seats[0]
    assert s.held == 2 and not any(s.fields.values())


def test_c_labourer_any_two_counters_l498_l502() -> None:
    g = table()
    give_fields(g, 0, "C4", "C5")
    play(g, "worker:labourer", "at:B4", "take:wheat", "take:wheat")
    assert g.state.seats[0].counters["wheat"] == 2 and g.decision().kind == "turn"


def test_d_unskilled_worker_turns_fields_back_l503_l506() -> None:
    g = table()
    give_fields(g, 0, "C4", "C5", "A1", harvested=True)
    play(g, "worker:unskilled", "at:B4")
    assert g.legal_moves() == ["flip:C4", "flip:C5", "pass"]  # only those beside it
    play(g, "flip:C4", "flip:C5")
    assert g.state.seats[0].fields == {"C4": False, "C5": False, "A1": True}


def test_e_skilled_worker_pays_one_more_of_any_crops_l507_l511() -> None:
    g = table()
    give_fields(g, 0, "C4", "C5", "D5")
    put_in_store(g, 1, "G1", "wine")
    give_counters(g, 0, hops=2)
    play(g, "worker:skilled", "at:D4", "buy:G1", "pay:hops", "pay:hops")
    me, owner = g.state.seats
    assert "G1" in me.fields and me.held == 0
    assert owner.counters == {**owner.counters, "hops": 2, "wine": 1}


def test_f_supervisor_must_send_a_field_fallow_l512_l516() -> None:
    g = table()
    give_fields(g, 0, "C4", "C5", "D5", "A1")
    play(g, "worker:supervisor", "at:D4")
    assert "pass" not in g.legal_moves() and "fallow:A1" in g.legal_moves()
    play(g, "fallow:A1")
    assert "A1" in g.state.fallow and "A1" not in g.state.seats[0].fields


def test_g_merchant_pays_as_many_of_any_crops_l518_l522() -> None:
    g = table()
    give_fields(g, 0, "C4", "C5", "D5", "E5")
    put_in_store(g, 1, "G1", "wine", "wine")
    give_counters(g, 0, hops=2)
    play(g, "worker:merchant", "at:D4", "buy:G1", "pay:hops", "pay:hops")
    assert "G1" in g.state.seats[0].fields
    assert g.state.seats[1].counters["wine"] == 2 and g.state.seats[1].counters["hops"] == 2


def test_h_storekeeper_then_claim_the_same_turn_hint_l523_l531() -> None:
    """The hint: the storekeeper first, a bid of one counter, then claim the tile from
    one's own store as the second action."""
    g = table()
    no_events(g)
    give_fields(g, 0, "C4", "C5", "D5", "E5")
    give_counters(g, 0, hops=1)
    ref = g.state.registry[0]
    play(g, "worker:storekeeper", "at:D4", f"offer:{ref}", "bid:hops", "done")
    assert len(g.state.registry) == 6
    assert f"claim:{ref}" in g.legal_moves()
    play(g, f"claim:{ref}")
    assert ref in g.state.seats[0].fields and g.state.stock["hops"] == 12


def test_i_bailiff_takes_an_unconnected_field_for_3_counters_l532_l533() -> None:
    g = table()
    give_fields(g, 0, "C4", "C5", "D5", "E5")
    give_fields(g, 1, "A1", "G6", "G7")
    give_counters(g, 0, wine=3)
    play(g, "worker:bailiff", "at:D4")
    assert g.legal_moves() == ["take:A1", "pass"]  # G6 and G7 touch each other
    play(g, "take:A1", "pay:wine", "pay:wine", "pay:wine")
    assert "A1" in g.state.seats[0].fields and g.state.seats[1].counters["wine"] == 3


def test_i_bailiff_on_the_space_it_takes_is_replaced_and_used_again_l534_l541() -> None:
    """The note: the field taken is for the bailiff's own space, so it replaces the
    bailiff, which may be played again and used again."""
    g = table()
    give_fields(g, 0, "C4", "C5", "D5", "E5", "B2", "B3", "C2")
    give_fields(g, 1, "D4", "G1")
    give_counters(g, 0, wine=6)
    play(g, "worker:bailiff", "at:D4", "take:D4", "pay:wine", "pay:wine", "pay:wine")
    s = g.state.seats[0]
    assert "D4" in s.fields and g.decision().kind == "displaced"
    play(g, "at:C3")  # beside B2, B3, C2, C4
    assert s.workers == {"C3": "bailiff"} and g.decision().kind == "bailiff"
    assert g.legal_moves() == ["take:G1", "pass"]


def test_j_lawyer_uses_a_skill_again_without_moving_it_l542_l546() -> None:
    g = table()
    give_fields(g, 0, "C4", "C5", "D5", "E5", "E4", "B5", "B6")
    put_worker(g, 0, "B4", "labourer")
    play(g, "worker:lawyer", "at:D4")
    assert g.legal_moves() == ["copy:B4", "pass"]
    play(g, "copy:B4", "take:apples", "take:apples")
    s = g.state.seats[0]
    assert s.workers == {"B4": "labourer", "D4": "lawyer"} and s.counters["apples"] == 2


def test_j_lawyer_may_use_the_supervisor_which_is_then_a_must_g12() -> None:
    g = table()
    give_fields(g, 0, "C4", "C5", "D5", "E5", "E4", "B5", "B6", "A1")
    put_worker(g, 0, "B4", "supervisor")
    play(g, "worker:lawyer", "at:D4", "copy:B4")
    assert g.decision().kind == "supervisor" and "pass" not in g.legal_moves()


def test_k_trader_draws_unseen_events_go_back_unresolved_l547_l550() -> None:
    g = table()
    give_fields(g, 0, "C4", "C5", "D5", "E5", "E4")
    st = g.state
    field = next(t for t in st.bag if len(t) > 1)
    st.fallow += [t for t in st.bag if len(t) > 1 and t != field]
    st.bag = [t for t in st.bag if len(t) == 1 or t == field]
    events = sorted(t for t in st.bag if len(t) == 1)
    play(g, "worker:trader", "at:D4", "draw")
    assert g.legal_moves() == ["keep", "discard"]
    play(g, "keep")
    assert field in st.seats[0].fields and sorted(st.bag) == events and st.events == []


def test_k_trader_takes_a_registry_tile_when_the_bag_has_none_l551_l552() -> None:
    g = table()
    give_fields(g, 0, "C4", "C5", "D5", "E5", "E4")
    st = g.state
    st.fallow += [t for t in st.bag if len(t) > 1]
    st.bag = []
    ref = st.registry[0]
    play(g, "worker:trader", "at:D4", f"take:{ref}", "discard")
    assert ref in st.fallow


def test_l_benefactor_a_registry_tile_straight_onto_the_board_l553_l556() -> None:
    g = table()
    no_events(g)
    give_fields(g, 0, "C4", "C5", "D5", "E5", "E4")
    to_registry(g, "A1")
    play(g, "worker:benefactor", "at:D4", "take:A1")
    assert "A1" in g.state.seats[0].fields and len(g.state.registry) == 6


def test_suggested_first_turn_apprentice_then_two_offers_l656_l660() -> None:
    g = table()
    no_events(g)
    give_fields(g, 0, "A2", "G6")
    give_counters(g, 0, wine=1, hops=1, apples=1)
    play(g, "worker:apprentice", "at:A1", f"take:{CROP_OF['A2']}")
    a, b = g.state.registry[:2]
    play(g, f"offer:{a}", "bid:wine", "done", f"offer:{b}", "bid:hops", "done")
    assert [o.ref for o in g.state.seats[0].store] == [a, b]
    assert g.decision().player == 1
