"""Setup for 2–4 players (L123–L160, §2 with §10's decisions)."""

from __future__ import annotations

from collections import Counter

import pytest

from keyharvest_core import IllegalMove, new_game
from keyharvest_core.board import CROPS, START_PAIRS
from keyharvest_core.data import EVENTS, FARMHANDS, TOWNSFOLK, WORKERS
from keyharvest_core.state import MAX_SEED

PAIRS = {frozenset(p) for _c, p in START_PAIRS}


@pytest.mark.parametrize("bad", [1, 5, 0, True, 2.0, "2", None])
def test_new_game_refuses_a_bad_player_count(bad: object) -> None:
    with pytest.raises(ValueError, match=r"players|2 to 4"):
        new_game(bad, 1)  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [-1, MAX_SEED + 1, True, 1.5, "7", None])
def test_new_game_refuses_a_bad_seed(bad: object) -> None:
    with pytest.raises(ValueError, match="seed"):
        new_game(2, bad)  # type: ignore[arg-type]


def test_components_l97_l104() -> None:
    """L97–L104, §1: 6 farmhands 1,1,2,2,3,3; 6 townsfolk 4,4,4,5,5,5; 14 events."""
    assert sorted(w.value for w in WORKERS if w.farmhand) == [1, 1, 2, 2, 3, 3]
    assert sorted(w.value for w in WORKERS if not w.farmhand) == [4, 4, 4, 5, 5, 5]
    assert [e.letter for e in EVENTS] == list("MNOPQRSTUVWXYZ")
    assert [w.letter for w in WORKERS] == list("ABCDEFGHIJKL")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_table_after_setup(players: int) -> None:
    """L134 townsfolk on the town board; L135–L139 a start pair each; L140–L148 three
    counters each, the rest the stock; L149–L151 six registry tiles; L152–L155 14 events
    with 2 players, 12 with 3–4 and two removed unseen; G7 the other tiles in the bag."""
    for seed in range(20):
        st = new_game(players, seed).state
        assert st.town == list(TOWNSFOLK)
        got = [frozenset(s.fields) for s in st.seats]
        assert len(set(got)) == players and set(got) <= PAIRS
        assert all(not harvested for s in st.seats for harvested in s.fields.values())
        assert all(s.farmhands == list(FARMHANDS) and not s.workers for s in st.seats)
        assert all(s.held == 3 for s in st.seats)
        assert sum(st.stock.values()) == 60 - 3 * players
        assert len(st.registry) == 6
        events = [t for t in st.bag if len(t) == 1]
        assert len(events) == 14 - len(st.removed)
        assert len(st.removed) == (0 if players == 2 else 2)
        assert sorted(events + st.removed) == list("MNOPQRSTUVWXYZ")
        fields = [t for t in st.bag if len(t) > 1]
        assert len(fields) + 6 + 2 * players == 56


def test_opening_counters_two_players_g6() -> None:
    """L140–L141, G6: 4 colours and 2 of a fifth; each gets 3, one of the fifth; open."""
    for seed in range(30):
        st = new_game(2, seed).state
        pool = Counter({c: st.seats[0].counters[c] + st.seats[1].counters[c] for c in CROPS})
        assert sorted(pool.values()) == [1, 1, 1, 1, 2]
        fifth = next(c for c, n in pool.items() if n == 2)
        assert all(s.counters[fifth] == 1 for s in st.seats)
        assert all(not any(s.secret.values()) for s in st.seats)


@pytest.mark.parametrize(("players", "shape"), [(3, [1, 2, 2, 2, 2]), (4, [2, 2, 2, 3, 3])])
def test_opening_counters_three_and_four_players_are_secret(players: int,
                                                             shape: list[int]) -> None:
    """L142–L146: 9 counters (2 each of four, 1 of the fifth) or 12 (3 each of two, 2 each
    of three), all drawn secretly, three each."""
    for seed in range(30):
        st = new_game(players, seed).state
        pool = {c: sum(s.counters[c] for s in st.seats) for c in CROPS}
        assert sorted(pool.values()) == shape
        assert all(s.secret == s.counters for s in st.seats)


def test_the_colour_drawn_chooses_the_start_player() -> None:
    """L130–L133: the owner of the colour drawn chooses who starts; play goes clockwise
    (L161–L162)."""
    choosers = set()
    for seed in range(40):
        g = new_game(3, seed)
        d = g.decision()
        assert d is not None and d.kind == "start"
        assert g.legal_moves() == ["start:0", "start:1", "start:2"]
        choosers.add(d.player)
    assert choosers == {0, 1, 2}
    g = new_game(3, 1)
    g.play("start:2")
    assert g.decision().player == 2 and g.decision().kind == "turn"  # type: ignore[union-attr]
    g.play("end")
    assert g.decision().player == 0  # type: ignore[union-attr]


def test_the_deal_follows_the_seed() -> None:
    a, b = new_game(4, 99).state, new_game(4, 99).state
    assert (a.bag, a.registry, a.removed) == (b.bag, b.registry, b.removed)
    assert new_game(4, 98).state.bag != a.bag


def test_an_illegal_key_is_refused_and_changes_nothing() -> None:
    g = new_game(2, 3)
    code = g.encode()
    with pytest.raises(IllegalMove, match="not a move now"):
        g.play("start:7")
    assert g.encode() == code and g.moves == []
