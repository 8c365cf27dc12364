"""Options that carry their consequences, the goods track's VP steps and the animals in
their holdings, as the view model gives them to the page."""

from __future__ import annotations

import random

from arle_core import Game, new_game
from arle_core.bots import greedy_move
from arle_core.data.board import GOOD_LABELS
from arle_core.data.buildings import BUILDINGS
from arle_core.data.tools import TOOLS
from arle_core.view import view


def _games(seeds: range, players: int = 1) -> list[Game]:
    """Every position of some greedy games (a copy each)."""
    out: list[Game] = []
    for seed in seeds:
        g = new_game(players=players, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            out.append(g.copy())
            g.play(greedy_move(g, rng))
    return out


POSITIONS = _games(range(3))


def test_a_tool_move_says_the_vp_it_adds() -> None:
    """Rulebook "Tools": VP by the indicator's position; a step shows the difference."""
    seen = 0
    for g in POSITIONS:
        d = g.decision()
        assert d is not None
        for o in view(g)["decision"]["options"]:
            if o["key"].startswith("tool:"):
                key = o["key"][5:]
                t, pos = TOOLS[key], g.state.players[d.player].tools[key]
                assert o["detail"].startswith(f"+{t.vp[pos + 1] - t.vp[pos]} VP")
                seen += 1
    assert seen


def test_a_build_option_carries_the_buildings_effect() -> None:
    seen = 0
    for g in POSITIONS:
        for o in view(g)["decision"]["options"]:
            if o["key"].startswith("build:"):
                assert o["detail"] == BUILDINGS[o["key"][6:]].text
                seen += 1
    assert seen


def test_an_option_that_forces_a_release_says_so_and_only_then() -> None:
    """"You can only keep your newly gained Animals if you can accommodate them": played
    on a copy, an option warned about releases animals (or asks which); others do not."""
    warned = 0
    for g in POSITIONS:
        d = g.decision()
        assert d is not None
        if len(d.options) < 2 or d.kind == "release":
            continue
        for o in view(g)["decision"]["options"]:
            trial = g.copy()
            n = len(trial.state.log)
            trial.play(o["key"])
            after = trial.decision()
            released = any(t.endswith("(no room)") for _, t in trial.state.log[n:]) or (
                after is not None and after.kind == "release")
            assert (o["release"] is not None) == released, o
            if o["release"]:
                assert o["release"].startswith("no room: ") and "must go" in o["release"]
                warned += 1
    assert warned


def test_score_preview_is_the_live_score_after_the_option() -> None:
    g = next(g for g in POSITIONS[40:] if len(g.legal_moves()) > 3)
    d = g.decision()
    assert d is not None
    v = view(g, preview=True)
    for o in v["decision"]["options"]:
        trial = g.copy()
        trial.play(o["key"])
        assert o["score_after"] == trial.scores()[d.player]["total"]
        assert o["score_delta"] == o["score_after"] - g.scores()[d.player]["total"]
    assert "score_after" not in view(g)["decision"]["options"][0]


def test_goods_track_vp_steps() -> None:
    """"The Goods Track": 7 -> 1 VP, 11 -> 2, 15 -> 3 (Food over two indicators)."""
    g = new_game(players=1, seed=1)
    p = g.state.players[0]
    p.goods["grain"] = 8
    track = {t["key"]: t for t in view(g)["players"][0]["goods"]["track"]}
    assert track["grain"]["steps"] == [7, 11, 15]
    assert track["grain"]["vp"] == 1 and track["grain"]["next_vp"] == {"at": 11, "gain": 1}


def test_peat_is_not_a_building_material() -> None:
    goods = view(new_game(players=1, seed=1))["players"][0]["goods"]
    assert "peat" not in [m["key"] for m in goods["materials"]]
    assert [m["key"] for m in goods["fuel"]] == ["peat"]


def test_each_animal_stands_in_a_holding_with_its_capacity() -> None:
    """"Animal Husbandry Rules" ①-⑥: the drawn board holds exactly the herd."""
    for g in POSITIONS[::7]:
        for i, p in enumerate(view(g)["players"]):
            home = p["home"]
            holds = [x for row in home["grid"] for c in row for x in c.get("holds", [])]
            holds += home["dikes"]
            shown: dict[str, int] = {}
            for x in holds:
                assert x["count"] <= x["capacity"]
                for a in x["animals"]:
                    shown[a["key"]] = shown.get(a["key"], 0) + a["count"]
            for a in home["homeless"]:
                shown[a["key"]] = shown.get(a["key"], 0) + a["count"]
            herd = g.state.players[i].herd()
            assert [shown.get(k, 0) for k in ("sheep", "cattle", "horse")] == list(herd)
            assert len(home["dikes"]) == 5


def test_each_option_says_the_goods_it_gives_and_takes_until_the_next_question() -> None:
    seen = 0
    for g in POSITIONS[::3]:
        d = g.decision()
        assert d is not None
        if len(d.options) < 2:
            continue
        for o in view(g)["decision"]["options"]:
            trial = g.copy()
            trial.play(o["key"])
            before, after = g.state.players[d.player].goods, trial.state.players[d.player].goods
            moved = {k: after[k] - before[k] for k in after if after[k] != before[k]}
            assert bool(o["changes"]) == bool(moved), o
            for k, n in moved.items():
                assert f"{'+' if n > 0 else '−'}{abs(n)} {GOOD_LABELS[k]}" in o["changes"]
            seen += bool(moved)
    assert seen
