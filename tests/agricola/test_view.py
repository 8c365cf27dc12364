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
