"""The board table (key-harvest-facts.md §10, G1–G4)."""

from __future__ import annotations

from collections import Counter

from keyharvest_core.board import (
    COLOURS,
    CROP_OF,
    CROPS,
    NEIGHBOURS,
    PLAYER_COLOURS,
    ROW_NAMES,
    ROW_SIZES,
    SPACES,
    START_PAIRS,
)


def test_g1_56_spaces_in_rows_a_to_g_of_7_8_9_8_9_8_7() -> None:
    """L95, L122: 56 uniquely referenced spaces; G1: the rows and references."""
    assert ROW_NAMES == "ABCDEFG" and ROW_SIZES == (7, 8, 9, 8, 9, 8, 7)
    assert len(SPACES) == len(set(SPACES)) == 56
    assert SPACES[:3] == ("A1", "A2", "A3") and SPACES[-1] == "G7" and "C9" in SPACES


def test_g1_neighbours_share_an_edge() -> None:
    """G1: in a row i and i+1; a row of n over n+1: i touches i and i+1; over n−1: i−1, i."""
    assert set(NEIGHBOURS["A1"]) == {"A2", "B1", "B2"}
    assert set(NEIGHBOURS["C1"]) == {"B1", "C2", "D1"}  # C (9) over D (8): C1 touches D0, D1
    assert set(NEIGHBOURS["C9"]) == {"B8", "C8", "D8"}
    assert set(NEIGHBOURS["D4"]) == {"C4", "C5", "D3", "D5", "E4", "E5"}
    assert set(NEIGHBOURS["G7"]) == {"G6", "F7", "F8"}
    assert all(a in NEIGHBOURS[b] for a in SPACES for b in NEIGHBOURS[a])  # symmetric
    assert all(len(ns) <= 6 for ns in NEIGHBOURS.values())
    assert all(list(ns) == sorted(ns, key=SPACES.index) for ns in NEIGHBOURS.values())
    # 49 edges within the rows, 2 for each space of the shorter of two rows between them
    assert sum(len(ns) for ns in NEIGHBOURS.values()) // 2 == 49 + 2 * (7 + 8 + 8 + 8 + 8 + 7)


def test_g2_crop_counts_and_no_two_neighbours_alike() -> None:
    """G2: 12 tiles of one crop and 11 of each other; no two neighbours carry the same
    crop; every row holds at least 3 crops. L97–L98, L332–L334: the five crops."""
    assert set(CROP_OF) == set(SPACES) and set(CROP_OF.values()) == set(CROPS)
    assert sorted(Counter(CROP_OF.values()).values()) == [11, 11, 11, 11, 12]
    assert all(CROP_OF[a] != CROP_OF[b] for a in SPACES for b in NEIGHBOURS[a])
    for row in ROW_NAMES:
        assert len({c for r, c in CROP_OF.items() if r[0] == row}) >= 3


def test_g3_four_start_pairs_far_apart() -> None:
    """G3 (L135–L139, L646–L647): {A2, G6}, {A6, G2}, {D1, D8}, {B4, F5}, one colour a
    pair; no start tile touches another."""
    assert {frozenset(p) for _c, p in START_PAIRS} == {
        frozenset(p) for p in (("A2", "G6"), ("A6", "G2"), ("D1", "D8"), ("B4", "F5"))}
    assert len({c for c, _p in START_PAIRS}) == 4
    tiles = [t for _c, p in START_PAIRS for t in p]
    assert not any(b in NEIGHBOURS[a] for a in tiles for b in tiles)


def test_g4_player_colours_are_four_crop_colours() -> None:
    """G4, L130, L289–L290: a player's colour is one of the counters' colours."""
    assert len(set(PLAYER_COLOURS)) == 4 and set(PLAYER_COLOURS) <= set(COLOURS)
    assert set(COLOURS.values()) == {"brown", "green", "orange", "red", "yellow"}
