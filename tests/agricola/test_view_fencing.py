"""A Fences decision in the view model: its pastures as compact rows (key, spaces, new
fences, cost, capacity, the pasture it divides) that the page narrows by the spaces a
player taps, never each played on a copy of the game; old links keep their moves."""

from __future__ import annotations

import json
import random

from agricola_core import decode, farm, new_game
from agricola_core.bots import greedy_move
from agricola_core.game import Game
from agricola_core.rules_text import section_for
from agricola_core.view import view

from .support import give, reveal, spaces


def _fencing(g: Game) -> dict[str, object]:
    d = view(g)["decision"]
    assert d["fencing"] is not None
    return d["fencing"]  # type: ignore[no-any-return]


def _rows(fencing: dict[str, object]) -> dict[str, dict[str, object]]:
    columns = fencing["columns"]
    return {row[0]: dict(zip(columns, row, strict=True))  # type: ignore[call-overload]
            for row in fencing["pastures"]}  # type: ignore[attr-defined]


def test_a_pasture_row_carries_its_spaces_fences_cost_and_capacity() -> None:
    """Rulebook, "D - Raising animals": 1 wood a fence; a pasture holds 2 animals a space.
    The rows keep the engine's order; every other option stays a whole option."""
    g = new_game(2, 1, 0)
    give(g, wood=6)
    reveal(g, "fences")
    g.play("space:fences")
    fencing = _fencing(g)
    row = _rows(fencing)["pasture:a4-a5"]
    assert row["cells"] == spaces("a4", "a5")
    assert row["edges"] == [3, 4, 8, 9, 23, 25]  # the farm's edge indexes (view_farm)
    assert (row["cost"], row["holds"], row["divides"]) == (6, 4, -1)
    options = view(g)["decision"]["options"]
    pastures = [r[0] for r in fencing["pastures"]]  # type: ignore[attr-defined]
    assert pastures == [k for k in g.legal_moves() if k.startswith("pasture:")]
    assert [o["key"] for o in options] == [k for k in g.legal_moves()
                                           if not k.startswith("pasture:")]
    assert fencing["el"] == "fences:0" and fencing["seat"] == 0  # its rules: the fences
    assert fencing["have"] == "You have 6 wood; 15 of your 15 fences are left."
    assert fencing["help"] and section_for(pastures[0])


def test_a_row_inside_a_pasture_names_the_pasture_it_divides() -> None:
    """Rulebook, "D - Raising animals": "Existing pastures may be divided by fences"."""
    g = new_game(2, 1, 0)
    give(g, wood=12)
    reveal(g, "fences")
    g.play("space:fences")
    g.play("pasture:a4-a5-b4-b5")
    fencing = _fencing(g)
    assert fencing["divisible"] == ["a4 a5 b4 b5"]
    row = _rows(fencing)["pasture:a5-b5"]
    assert (row["cost"], row["divides"], row["holds"]) == (2, 0, 4)
    assert _rows(fencing)["pasture:a3"]["divides"] == -1  # beside it: a new one


def _slowest_fences() -> Game:
    """The Fences decision with the most pastures met from round 12 in greedy 4-player
    games (seed 6, round 14: 762 pastures with 16 wood)."""
    g, rng = new_game(4, 6), random.Random(6)
    best: tuple[int, Game] | None = None
    while not g.is_over:
        d = g.decision()
        assert d is not None
        n = sum(o.key.startswith("pasture:") for o in d.options)
        if n and g.round >= 12 and (best is None or n > best[0]):
            best = (n, g.copy())
        g.play(greedy_move(g, rng))
    assert best is not None
    return best[1]


def test_the_largest_fences_decision_is_sent_compactly_without_playing_each_pasture(
        monkeypatch: object) -> None:
    """Issue 46: the decision with 762 pastures was 646 kB of JSON, each pasture played on
    a copy of the game; its rows are a tenth of that, and no pasture is played."""
    g = _slowest_fences()
    assert len(g.legal_moves()) > 700
    copies = 0
    copy = Game.copy

    def counted(self: Game) -> Game:
        nonlocal copies
        copies += 1
        return copy(self)

    monkeypatch.setattr(Game, "copy", counted)  # type: ignore[attr-defined]
    d = view(g)["decision"]
    size = len(json.dumps(d, separators=(",", ":")))
    assert size < 70_000, size
    assert copies == len(d["options"])  # only the options that are not pastures
    rows = _rows(d["fencing"])
    assert all(r["cost"] == len(r["edges"]) <= 15 for r in rows.values())
    assert all(r["cells"] & ~farm.ALL == 0 for r in rows.values())


def test_a_format_1_link_that_divides_a_pasture_keeps_its_moves() -> None:
    """Format 1 stores each move as its index in its decision's option list (the codec):
    a solo game written then, its last two moves a pasture of 7 spaces and the pasture
    a5 cut out of it, still reads as those moves."""
    g = decode("A1.eNodyskRgDAUw1DZAZOfYWuIZqmUDDq8kyTIo8VbaGUJpTz4K5Gih_TVlzg4YR5jYt2tmf0VHy4"
               "DAcQ")
    assert len(g.moves) == 61
    assert g.moves[-2:] == ["pasture:a3-a4-a5-b2-b3-c2-c3", "pasture:a5"]
    f = g.farmers[0]
    assert f.fence_count() == 15
    assert sorted(f.pastures()) == sorted([spaces("a3", "a4", "b2", "b3", "c2", "c3"),
                                           spaces("a5")])
