"""A turn and its four actions (L78–L85, L161–L278), and a worker displaced by a field
(L241–L247, L349–L359, L456–L471)."""

from __future__ import annotations

import pytest

from keyharvest_core import IllegalMove
from keyharvest_core.board import CROP_OF

from .support import (
    give_counters,
    give_fields,
    no_events,
    play,
    put_in_store,
    put_worker,
    refresh,
    table,
)


def test_up_to_two_different_actions_then_the_turn_ends_l78_l163_l169() -> None:
    g = table()
    give_fields(g, 0, "C4", "C5")
    play(g, "harvest:C4", "done")
    assert g.decision().player == 0
    assert not any(k.startswith("harvest:") for k in g.legal_moves())  # once a turn
    play(g, "worker:apprentice", "at:B4", "pass")
    assert g.decision().player == 1  # two actions: the bag passes left (L172–L174)


def test_ending_a_turn_early_l163() -> None:
    g = table()
    play(g, "end")
    assert g.decision().player == 1 and g.decision().kind == "turn"


def test_a_claim_never_follows_an_offer_l83_l169_l171() -> None:
    g = table()
    no_events(g)
    give_counters(g, 0, wine=3)
    put_in_store(g, 1, "E5", "wine")
    assert "claim:E5" in g.legal_moves()
    ref = g.state.registry[0]
    play(g, f"offer:{ref}", "bid:wine", "done", "done")
    assert g.decision().kind == "turn"
    assert not any(k.startswith("claim:") for k in g.legal_moves())


def test_harvest_one_connected_group_workers_never_connect_l183_l189() -> None:
    g = table()
    give_fields(g, 0, "C4", "C5", "C7")
    put_worker(g, 0, "C6", "apprentice")  # between C5 and C7: no connection
    play(g, "harvest:C4")
    assert g.legal_moves() == ["harvest:C5", "done"]
    play(g, "harvest:C5")
    st = g.state.seats[0]
    assert st.fields == {"C4": True, "C5": True, "C7": False}
    assert st.held == 2
    assert g.decision().kind == "turn"


def test_harvest_takes_each_fields_own_crop_l190() -> None:
    g = table()
    give_fields(g, 0, "D4", "D5")
    play(g, "harvest:D4", "harvest:D5")
    got = {c for c, n in g.state.seats[0].counters.items() if n}
    assert got == {CROP_OF["D4"], CROP_OF["D5"]}


def test_a_crop_out_of_stock_is_another_crop_and_the_tile_flips_l190_l194() -> None:
    g = table()
    give_fields(g, 0, "D4")
    crop = CROP_OF["D4"]
    g.state.stock[crop] = 0
    play(g, "harvest:D4")
    assert g.decision().kind == "substitute"
    assert f"take:{crop}" not in g.legal_moves() and "take:hops" in g.legal_moves()
    play(g, "take:hops")
    assert g.state.seats[0].fields["D4"] and g.state.seats[0].counters["hops"] == 1


def test_a_worker_needs_its_value_in_fields_beside_it_l201_l205_l423_l431() -> None:
    g = table()
    give_fields(g, 0, "C4", "C5")  # D4 and B4 touch both, others one
    play(g, "worker:unskilled")  # value 2
    assert g.legal_moves() == ["at:B4", "at:D4"]


def test_no_worker_beside_another_and_never_on_a_field_l203_l432_l446() -> None:
    g = table()
    give_fields(g, 0, "C4", "C5", "C6")
    put_worker(g, 0, "B4", "apprentice")
    play(g, "worker:casual")
    spaces = [k.removeprefix("at:") for k in g.legal_moves()]
    assert "B5" not in spaces and "C5" not in spaces and "D4" in spaces


def test_a_worker_goes_on_a_lower_one_which_goes_back_l212_l220_l433_l446() -> None:
    """The worked example: the supervisor can be played over the apprentice, casual
    worker, unskilled worker or labourer (L219–L220); the one replaced is not played again
    at once (L440–L446)."""
    for lower in ("apprentice", "casual", "unskilled", "labourer"):
        g = table()
        give_fields(g, 0, "C4", "C5", "D5")
        s = g.state.seats[0]
        put_worker(g, 0, "D4", lower)
        play(g, "worker:supervisor")
        assert "at:D4" in g.legal_moves()
        play(g, "at:D4")
        assert s.workers["D4"] == "supervisor" and lower in s.farmhands
        assert g.decision().kind == "supervisor"  # a must: a field goes fallow (L512)
    g = table()
    give_fields(g, 0, "C4", "C5", "D5")
    put_worker(g, 0, "D4", "skilled")
    assert "worker:supervisor" not in g.legal_moves()  # not on an equal value


def test_remove_a_worker_and_not_play_one_too_l206_l211() -> None:
    g = table()
    give_fields(g, 0, "C4", "C5", "D5")
    s = g.state.seats[0]
    put_worker(g, 0, "D4", "lawyer")
    put_worker(g, 0, "A1", "apprentice")
    play(g, "remove:D4")
    assert "lawyer" in g.state.town and "D4" not in s.workers
    assert not any(k.startswith(("worker:", "remove:")) for k in g.legal_moves())


def test_claim_from_own_store_pays_the_bid_to_the_stock_l225_l227() -> None:
    g = table()
    put_in_store(g, 0, "E5", "wine", "hops")
    play(g, "claim:E5")
    s = g.state.seats[0]
    assert s.fields == {"E5": False} and not s.store
    assert g.state.stock["wine"] == 12 and g.state.stock["hops"] == 12


def test_claim_from_another_store_matches_the_bid_exactly_l228_l235() -> None:
    g = table()
    put_in_store(g, 1, "E5", "wine", "wine")
    give_counters(g, 0, wine=1, hops=3)
    assert "claim:E5" not in g.legal_moves()  # not the same colours
    give_counters(g, 0, wine=1)
    play(g, "claim:E5")
    me, owner = g.state.seats
    assert me.counters["wine"] == 0 and me.counters["hops"] == 3
    assert owner.counters["wine"] == 4  # the payment and the bid, behind the screen
    assert me.fields == {"E5": False}


def test_a_tile_goes_down_unharvested_on_its_own_reference_l236_l240_l343_l348() -> None:
    g = table()
    put_in_store(g, 0, "G3", "wine")
    give_fields(g, 1, "A1", harvested=True)
    play(g, "claim:G3")
    assert g.state.seats[0].fields == {"G3": False}


def test_two_claims_from_different_stores_l221_l224() -> None:
    g = table(3)
    put_in_store(g, 1, "E5", "wine")
    put_in_store(g, 2, "A4", "hops")
    give_counters(g, 0, wine=1, hops=1)
    play(g, "claim:E5")
    assert g.legal_moves() == ["claim:A4", "done"]
    play(g, "claim:A4")
    assert set(g.state.seats[0].fields) == {"E5", "A4"}


def test_offer_at_most_two_in_the_store_l248_l251() -> None:
    g = table()
    no_events(g)
    give_counters(g, 0, wine=5)
    put_in_store(g, 0, "E5", "wine")
    ref = g.state.registry[0]
    play(g, f"offer:{ref}", "bid:wine", "done")
    assert g.decision().kind == "turn"  # no room for a second
    assert not any(k.startswith("offer:") for k in g.legal_moves())


def test_a_bid_is_one_or_more_counters_one_at_a_time_then_fixed_l252_l258() -> None:
    g = table()
    no_events(g)
    give_counters(g, 0, wine=2, hops=1)
    ref = g.state.registry[0]
    play(g, f"offer:{ref}")
    assert "done" not in g.legal_moves()  # at least one counter
    play(g, "bid:wine", "bid:hops")
    assert g.legal_moves() == ["bid:wine", "done"]
    play(g, "done")
    assert g.state.seats[0].store[0].bid == ["wine", "hops"]
    assert len(g.state.registry) == 6  # refilled at once (L267–L276)
    second = g.state.registry[0]
    play(g, f"offer:{second}", "bid:wine", "done")
    assert g.state.seats[0].store[0].bid == ["wine", "hops"]  # never changed
    assert g.legal_moves() == ["end"]


def test_an_event_drawn_while_refilling_is_resolved_and_the_filling_goes_on_l273_l277() -> None:
    g = table()
    give_counters(g, 0, wine=2)
    st = g.state
    fields = [t for t in st.bag if len(t) > 1]
    st.ignored += [t for t in st.bag if len(t) == 1 and t != "R"]
    # R: a bell event nobody can take part in here; two gaps, so all three are drawn
    st.bag = ["R", fields[0], fields[1]]
    st.fallow.append(st.registry.pop())
    ref = st.registry[0]
    play(g, f"offer:{ref}", "bid:wine", "done")
    assert st.events == ["R"] and len(st.registry) == 6 and st.bag == []


def test_a_displaced_worker_is_played_again_and_used_again_l241_l247_l349_l359() -> None:
    """Repositioning is a free bonus (L245–L246): the turn's second action remains."""
    g = table()
    give_fields(g, 0, "C4", "C6", "D6")
    s = g.state.seats[0]
    put_worker(g, 0, "C5", "labourer")
    put_in_store(g, 0, "C5", "wine")
    refresh(g)
    play(g, "claim:C5")
    assert g.decision().kind == "displaced"
    assert "return" in g.legal_moves()
    assert "at:D5" in g.legal_moves()  # touches C5, C6, D6
    play(g, "at:D5")
    assert g.decision().kind == "labourer"  # used again
    play(g, "take:wine", "take:wine")
    assert s.workers == {"D5": "labourer"} and s.counters["wine"] == 2
    assert g.decision().kind == "turn" and g.decision().player == 0


def test_a_displaced_worker_with_no_space_goes_back_l355_l357() -> None:
    g = table()
    s = g.state.seats[0]
    put_worker(g, 0, "C5", "skilled")
    put_in_store(g, 0, "C5", "wine")
    refresh(g)
    play(g, "claim:C5")
    assert "skilled" in s.farmhands and not s.workers
    assert g.decision().kind == "turn"


def test_counters_from_a_replayed_worker_pay_the_second_claim_l466_l469() -> None:
    g = table()
    give_fields(g, 0, "C4", "C6", "D6")
    s = g.state.seats[0]
    put_worker(g, 0, "C5", "labourer")
    put_in_store(g, 0, "C5", "wine")
    put_in_store(g, 1, "A1", "apples", "apples")
    refresh(g)
    play(g, "claim:C5", "at:D5", "take:apples", "take:apples")
    assert g.legal_moves() == ["claim:A1", "done"]
    play(g, "claim:A1")
    assert "A1" in s.fields


def test_an_illegal_key_is_refused_with_its_reason() -> None:
    g = table()
    with pytest.raises(IllegalMove, match="not a move now"):
        g.play("claim:A1")
    assert g.moves == []
