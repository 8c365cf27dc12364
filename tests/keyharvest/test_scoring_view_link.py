"""Scoring and tie-breaks (L289–L322, G10), what a seat may see (L685–L687, §11), and the
link (``K1.``)."""

from __future__ import annotations

import json
import random

import pytest

from keyharvest_core import BadGameCode, decode, new_game
from keyharvest_core.scoring import winners

from .support import give_counters, give_fields, put_in_store, put_worker, table


def test_workers_and_the_two_largest_groups_l297_l309() -> None:
    g = table()
    give_fields(g, 0, "A1", "A2", "A3", "C1", "C2", "G7")
    put_worker(g, 0, "B2", "skilled")  # between the groups: never connects them
    sheet = g.scores()[0]
    assert sheet["workers"] == 3 and sheet["largest"] == 3 and sheet["second"] == 2 * 2


def test_g10_two_groups_of_five_score_5_and_10() -> None:
    g = table()
    give_fields(g, 0, "A1", "A2", "A3", "A4", "A5", "G1", "G2", "G3", "G4", "G5")
    assert g.scores()[0]["largest"] == 5 and g.scores()[0]["second"] == 10


def test_crop_majorities_ties_score_nothing_bids_do_not_count_l311_l315() -> None:
    g = table(3)
    give_counters(g, 0, wine=2, hops=1)
    give_counters(g, 1, wine=2, apples=1)
    put_in_store(g, 2, "A1", "hops", "hops")  # a bid is not behind the screen
    sheets = g.scores()
    assert [s["crops"] for s in sheets] == [1, 1, 0]  # hops, apples; wine tied


def test_ties_broken_by_fields_then_counters_then_shared_l318_l322() -> None:
    g = table()
    give_fields(g, 0, "A1")
    give_fields(g, 1, "G7")
    give_counters(g, 0, wine=1)
    give_counters(g, 1, wine=1)
    assert g.scores()[0]["total"] == g.scores()[1]["total"]
    assert winners(g.state) == [0, 1]  # still level: a shared win
    give_counters(g, 1, hops=1)  # a point more for player 2
    assert winners(g.state) == [1]
    g2 = table()
    give_fields(g2, 0, "A1", "A3")  # two groups of 1: 1 + 2 points
    give_fields(g2, 1, "G7")
    put_worker(g2, 1, "G1", "apprentice")
    put_worker(g2, 1, "E1", "casual")  # 1 + 2 = 3 points, one field fewer
    assert g2.scores()[0]["total"] == g2.scores()[1]["total"] == 3
    assert winners(g2.state) == [0]  # most fields on the board


def test_others_secret_opening_counters_are_a_question_mark_l685_l687() -> None:
    g = new_game(4, 5)
    mine = g.view(0)["players"]
    assert mine[0]["counters"] == g.state.seats[0].counters
    assert mine[1]["counters"]["?"] == 3 and sum(
        v for k, v in mine[1]["counters"].items() if k != "?") == 0
    st = g.state
    crop = next(c for c, n in st.seats[1].counters.items() if n)
    from keyharvest_core.rules import spend
    spend(st, 1, crop)  # shown in the open: one secret counter is known now
    assert g.view(0)["players"][1]["counters"]["?"] == 2


def test_the_view_never_holds_the_bag_or_the_removed_events_l152_l155() -> None:
    g = new_game(3, 2)
    text = json.dumps(g.view(1))
    view = g.view(1)
    assert view["bag"] == len(g.state.bag) and "removed" not in view
    assert not any(f'"{e}"' in text for e in g.state.removed)
    assert view["decision"]["options"] == [] or g.decision().player == 1


def _played(players: int, seed: int, moves: int, keep: bool = True):  # type: ignore[no-untyped-def]
    g = new_game(players, seed, keep)
    r = random.Random(seed)
    for _ in range(moves):
        if g.is_over:
            break
        g.play(r.choice(g.legal_moves()))
    return g


@pytest.mark.parametrize(("players", "keep"), [(2, True), (3, False), (4, True)])
def test_the_link_is_the_game(players: int, keep: bool) -> None:
    g = _played(players, 11, 150, keep)
    code = g.encode()
    assert code.startswith("K1.")
    back = decode(code)
    assert back.moves == g.moves and back.setup == g.setup
    assert back.state.bag == g.state.bag and back.scores() == g.scores()
    assert back.encode() == code


def test_a_damaged_link_is_refused_in_words() -> None:
    with pytest.raises(BadGameCode):
        decode("K1.nonsense")
    with pytest.raises(BadGameCode):
        decode("A3.abc")


def test_a_copy_is_independent() -> None:
    g = _played(3, 4, 60)
    c = g.copy()
    before = (list(g.moves), g.encode())
    r = random.Random(1)
    for _ in range(40):
        if c.is_over:
            break
        c.play(r.choice(c.legal_moves()))
    assert (g.moves, g.encode()) == before
