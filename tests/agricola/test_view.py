"""The view model is plain data and follows the game."""

from __future__ import annotations

import json

from agricola_core import new_game
from agricola_core.view import view

from .support import give, playout, reveal


def test_the_view_is_json_and_shows_the_decision() -> None:
    g = new_game(3, 4, 1)
    v = view(g)
    json.dumps(v)
    assert v["round"] == 1 and v["stage"] == 1 and v["decision"]["player"] == 1
    assert [s["kind"] for s in v["players"][0]["spaces"]].count("room") == 2
    assert {o["key"] for o in v["decision"]["options"]} == set(g.legal_moves())


def test_the_view_shows_pastures_and_fields() -> None:
    g = new_game(2, 1, 0)
    f = give(g, wood=4)
    f.fields = {0: ("grain", 3)}
    reveal(g, "fences")
    g.play("space:fences")
    g.play("pasture:a5")
    p = view(g)["players"][0]
    assert p["pastures"] == [{"spaces": ["a5"], "holds": 2}] and p["fences"] == 4
    assert p["spaces"][0] == {"name": "a1", "kind": "field", "stable": False,
                              "crop": "grain", "count": 3, "pasture": None}
    assert p["spaces"][4]["kind"] == "pasture"


def test_a_finished_game_has_no_decision() -> None:
    v = view(playout(new_game(1, 2), 2))
    assert v["decision"] is None and v["phase"] == "over" and v["stage"] == 6


def test_the_view_carries_the_score_sheet_as_the_page_shell_draws_it() -> None:
    """The page's shell draws any game's score sheet from ``categories`` and each player's
    ``score`` (with ``index``), in the sheet's order, for 3 and 4 players alike."""
    for players in (3, 4):
        g = new_game(players, 5)
        v = view(g)
        keys = [c["key"] for c in v["categories"]]
        assert [*keys, "total"] == list(g.scores()[0])
        assert all(c["label"] for c in v["categories"])
        assert [p["index"] for p in v["players"]] == list(range(players))
        assert [p["score"] for p in v["players"]] == g.scores()
        assert v["over"] is False and v["winner"] is None and v["winners"] == []


def test_the_winner_has_the_most_points_and_a_tie_is_shared() -> None:
    """Rulebook, end of the game: "The player with the most points is the winner" (no
    tie-break in the original family game: the best share the win)."""
    for seed in range(6):
        g = playout(new_game(3, seed), seed)
        v = view(g)
        totals = [s["total"] for s in g.scores()]
        best = [i for i, t in enumerate(totals) if t == max(totals)]
        assert v["over"] is True and v["winners"] == best
        assert v["winner"] == (best[0] if len(best) == 1 else None)
