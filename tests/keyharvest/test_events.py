"""The fourteen events (L567–L640), the "*" draw (L393–L402), the check at the seventh
event (L372–L385) and the end after the tenth (L279–L288)."""

from __future__ import annotations

from keyharvest_core.board import CROP_OF

from .support import (
    event_for,
    give_counters,
    give_fields,
    no_events,
    play,
    put_worker,
    refresh,
    table,
    take_events,
)


def only_fields(g, *refs: str) -> None:  # type: ignore[no-untyped-def]
    st = g.state
    st.fallow += [t for t in st.bag if len(t) > 1 and t not in refs]
    st.bag = [t for t in st.bag if len(t) == 1 or t in refs]


def test_events_affect_everyone_clockwise_from_the_drawer_l386_l388() -> None:
    g = table(3)
    for seat in range(3):
        give_fields(g, seat, ["A1", "C1", "E1"][seat], harvested=True)
    event_for(g, "R", drawer=1)
    order = []
    while g.decision().kind == "R":
        order.append(g.decision().player)
        play(g, "pass")
    assert order == [1, 2, 0]


def test_m_blind_swap_the_drawn_tile_must_be_placed_l567_l572() -> None:
    g = table()
    no_events(g)
    give_fields(g, 0, "A1")
    only_fields(g, "G7")
    event_for(g, "M")
    play(g, "fallow:A1")
    assert g.state.seats[0].fields == {"G7": False} and "A1" in g.state.fallow


def test_n_exchange_for_an_unconnected_field_l573_l576() -> None:
    g = table()
    give_fields(g, 0, "C4", "C5")
    give_fields(g, 1, "A1", "G6", "G7")
    event_for(g, "N")
    assert g.legal_moves() == ["take:A1", "pass"]
    play(g, "take:A1")
    assert g.legal_moves() == ["give:C4", "give:C5"]  # connected or not (L576)
    play(g, "give:C4")
    assert set(g.state.seats[0].fields) == {"A1", "C5"}
    assert set(g.state.seats[1].fields) == {"C4", "G6", "G7"}


def test_o_give_away_around_the_table_l577_l584() -> None:
    g = table(3)
    give_fields(g, 0, "A1")
    give_fields(g, 1, "C1")
    give_fields(g, 2, "E1")
    event_for(g, "O")
    assert g.decision().player == 0 and g.legal_moves() == ["give:A1"]  # a must
    play(g, "give:A1")
    assert g.decision().player == 1
    assert g.legal_moves() == ["keep", "pass_on", "discard"]
    play(g, "pass_on")  # passes A1 on: gives nothing of its own
    assert g.decision().player == 2
    play(g, "keep")
    assert g.legal_moves() == ["give:A1", "give:E1"]
    play(g, "give:E1")
    assert g.decision().player == 0 and g.legal_moves() == ["keep", "discard"]  # last
    play(g, "discard")
    st = g.state
    assert set(st.seats[0].fields) == set() and set(st.seats[1].fields) == {"C1"}
    assert set(st.seats[2].fields) == {"A1"} and "E1" in st.fallow


def test_p_good_harvest_the_most_common_unharvested_crop_l593_l600() -> None:
    g = table()
    give_fields(g, 0, "A1", "A4")  # both wheat
    give_fields(g, 0, "A2", harvested=True)
    event_for(g, "P")
    assert g.legal_moves() == ["take:wheat", "pass"]
    play(g, "take:wheat")
    assert g.state.seats[0].counters["wheat"] == 1
    assert g.state.seats[0].fields["A1"] is False  # not flipped
    assert g.decision().kind != "P" or g.decision().player == 1


def test_q_lucky_dip_pay_two_and_place_a_drawn_field_l601_l605() -> None:
    g = table()
    no_events(g)
    only_fields(g, "G7")
    give_counters(g, 0, wine=2)
    event_for(g, "Q")
    play(g, "dip", "pay:wine", "pay:wine")
    assert "G7" in g.state.seats[0].fields and g.state.stock["wine"] == 12


def test_r_new_crop_up_to_two_fields_l606_l607() -> None:
    g = table()
    give_fields(g, 0, "A1", "A2", "A3", harvested=True)
    event_for(g, "R")
    play(g, "flip:A1", "flip:A3")
    assert g.state.seats[0].fields == {"A1": False, "A2": True, "A3": False}


def test_s_new_registry_for_the_drawer_l608_l611() -> None:
    g = table()
    no_events(g)
    before = set(g.state.registry)
    event_for(g, "S")
    assert len(g.state.registry) == 6 and set(g.state.registry) != before


def test_t_quick_sale_refilled_only_after_everyone_l612_l615() -> None:
    g = table()
    no_events(g)
    give_counters(g, 0, wine=3)
    give_counters(g, 1, hops=3)
    event_for(g, "T")
    a = g.state.registry[0]
    play(g, f"buy:{a}", "pay:wine", "pay:wine", "pay:wine")
    assert len(g.state.registry) == 5 and g.decision().player == 1
    b = g.state.registry[0]
    play(g, f"buy:{b}", "pay:hops", "pay:hops", "pay:hops")
    assert len(g.state.registry) == 6
    assert a in g.state.seats[0].fields and b in g.state.seats[1].fields


def test_u_registry_swap_l616_l619() -> None:
    g = table()
    give_fields(g, 0, "A1")
    event_for(g, "U")
    ref = g.state.registry[0]
    play(g, f"take:{ref}", "give:A1")
    assert ref in g.state.seats[0].fields and "A1" in g.state.registry


def test_v_remote_harvest_unconnected_fields_l620_l621() -> None:
    g = table()
    give_fields(g, 0, "A1", "C4", "C5", "G7")
    event_for(g, "V")
    assert g.legal_moves() == ["harvest:A1", "harvest:G7", "pass"]
    play(g, "harvest:A1", "harvest:G7")
    s = g.state.seats[0]
    assert s.fields["A1"] and s.fields["G7"] and s.counters[CROP_OF["G7"]] == 1


def test_w_replacement_keep_by_discarding_one_l622_l625() -> None:
    g = table()
    no_events(g)
    only_fields(g, "G7")
    give_fields(g, 0, "A1")
    event_for(g, "W")
    assert g.legal_moves() == ["fallow:A1", "discard"]
    play(g, "fallow:A1")
    assert g.state.seats[0].fields == {"G7": False} and "A1" in g.state.fallow


def test_x_reposition_not_reactivated_l626_l628() -> None:
    g = table()
    give_fields(g, 0, "C4", "C5", "A1")
    put_worker(g, 0, "D4", "labourer")
    event_for(g, "X")
    play(g, "move:D4")
    assert "at:B4" in g.legal_moves()
    play(g, "at:B4")
    assert g.state.seats[0].workers == {"B4": "labourer"}
    assert g.decision().kind != "labourer"


def test_y_vacation_l634_l637() -> None:
    g = table()
    give_fields(g, 0, "C4", "C5")
    put_worker(g, 0, "D4", "lawyer")
    event_for(g, "Y")
    play(g, "remove:D4")
    assert "lawyer" in g.state.town


def test_z_windfall_the_drawer_gives_everyone_one_l638_l640() -> None:
    g = table(3)
    event_for(g, "Z", drawer=2)
    assert all(d == 2 for d in [g.decision().player])
    play(g, "give:wine", "give:hops", "give:apples")
    st = g.state
    assert st.seats[2].counters["wine"] == 1 and st.seats[0].counters["hops"] == 1
    assert st.seats[1].counters["apples"] == 1


def test_star_events_drawn_for_an_event_go_back_unresolved_l393_l399_l641_l645() -> None:
    g = table()
    only_fields(g, "G7")
    events_in_bag = sorted(t for t in g.state.bag if len(t) == 1 and t != "M")
    give_fields(g, 0, "A1")
    event_for(g, "M")
    play(g, "fallow:A1")
    st = g.state
    assert "G7" in st.seats[0].fields and st.events == ["M"]
    assert sorted(st.bag) == events_in_bag and not st.aside


def test_star_with_only_events_in_the_bag_they_are_placed_l399_l402() -> None:
    g = table()
    only_fields(g)
    st = g.state
    st.ignored += [t for t in st.bag if t != "R"]
    st.bag = ["R"]
    give_fields(g, 0, "A1")
    event_for(g, "M")
    play(g, "fallow:A1")
    assert st.events == ["M", "R"] and not st.seats[0].fields


def seventh(g, keep_bag_fields: bool = True):  # type: ignore[no-untyped-def]
    st = g.state
    take_events(g, *"MNPQRS")
    st.events = list("MNPQRS")
    if not keep_bag_fields:
        only_fields(g)
    return event_for(g, "Y")  # nobody has a worker: Y asks nothing


def test_the_check_at_the_seventh_event_l372_l382() -> None:
    g = seventh(table())
    assert g.state.events == list("PQRSY") and "M" in g.state.bag and "N" in g.state.bag


def test_the_check_passes_when_everyone_has_seven_tiles_l381() -> None:
    g = table()
    give_fields(g, 0, "A1", "A2", "A3", "A4", "A5", "A6")
    give_fields(g, 1, "G1", "G2", "G3", "G4", "G5", "G6")
    put_worker(g, 0, "C1", "lawyer")  # fields and workers count together
    put_worker(g, 1, "E1", "merchant")
    g = seventh(g)
    assert g.state.events == list("MNPQRSY")


def test_g13_the_seventh_stays_when_the_bag_has_no_field_l383_l385() -> None:
    assert seventh(table(), keep_bag_fields=False).state.events == list("MNPQRSY")
    printed = seventh(table(keep_seventh=False), keep_bag_fields=False)
    assert printed.state.events == list("PQRSY")


def test_the_tenth_event_ends_the_game_after_two_more_turns_each_l279_l288() -> None:
    g = table(3)
    st = g.state
    take_events(g, *"MNPQRSTUV")
    st.events = list("MNPQRSTUV")
    event_for(g, "Y")
    assert st.final_turns == 6
    turns = []
    while not g.is_over:
        d = g.decision()
        assert d is not None
        if d.kind == "turn":
            turns.append(d.player)
        play(g, "end" if d.kind == "turn" else g.legal_moves()[-1])
    assert turns == [0, 1, 2, 0, 1, 2, 0]  # this turn, then two more each, ending with 0


def test_an_event_drawn_after_the_tenth_is_ignored_l287_l288() -> None:
    from keyharvest_core.rules import place_event
    g = table()
    st = g.state
    st.events = list("MNPQRSTUVW")
    st.final_turns = 4
    take_events(g, "X")
    place_event(st, "X", 0)
    refresh(g)
    assert st.ignored[-1] == "X" and len(st.events) == 10
