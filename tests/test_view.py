"""The view model (docs/design.md): JSON-able, complete, consistent with the engine."""

from __future__ import annotations

import json
import random

import pytest

from arle_core import new_game
from arle_core.view import view


def _targets(v: dict) -> set[str]:
    """Every element id the view offers as an option target."""
    out = {f"space:{s['key']}" for s in v["spaces"]}
    out |= {f"building:{b['key']}" for b in v["buildings"]}
    out |= {f"tool:{t['key']}" for p in v["players"] for t in p["tools"]}
    out |= {e["target"] for p in v["players"] for e in p["barn"]}
    out |= {d["target"] for p in v["players"] for d in p["destinations"]}
    out |= {f"supply:{k}" for k in ("handcart", "wagon", "cart", "horse_cart", "carriage",
                                    "droshky")}
    return out


@pytest.mark.parametrize(("players", "variant", "seed"), [(1, "printed", 1), (2, "yucata", 2),
                                                          (2, "printed", 7)])
def test_view_is_json_and_consistent_through_a_game(players: int, variant: str,
                                                    seed: int) -> None:
    g = new_game(players=players, seed=seed, variant=variant, buildings="random")
    rng = random.Random(seed)
    while True:
        v = view(g)
        json.dumps(v)
        if g.is_over:
            assert v["decision"] is None and v["over"] and v["winner"] is not None
            break
        d = v["decision"]
        assert [o["key"] for o in d["options"]] == g.legal_moves()
        targets = _targets(v)
        for o in d["options"]:
            assert o["target"] is None or o["target"] in targets, o
        assert [p["score"] for p in v["players"]] == g.scores()
        g.play(rng.choice(g.legal_moves()))


def test_view_keeps_player_names_as_data() -> None:
    name = "<img src=x onerror=alert(1)>"
    v = view(new_game(players=2, seed=1, names=["Ann", name]))
    assert v["players"][1]["name"] == name and v["setup"]["names"][1] == name


def test_view_home_board_grid() -> None:
    """7 rows x 3 columns: 9 tidal flats, 2 empty land spaces, the starting tiles and moors."""
    v = view(new_game(players=1, seed=1))
    grid = v["players"][0]["home"]["grid"]
    kinds = [c["kind"] for row in grid for c in row]
    assert len(grid) == 7 and all(len(r) == 3 for r in grid)
    assert kinds.count("flat") == 9 and kinds.count("land") == 2
    assert kinds.count("moor") == 4 and kinds.count("moor_lower") == 3
    assert v["players"][0]["home"]["empty_land"] == 2


def test_view_calendar_follows_the_half_years() -> None:
    """9 half-years, odd ones Summer/Fall (rulebook "Phase 2"); the month of the worker
    being placed, then the Inventorying month (November / May)."""
    g = new_game(players=2, seed=4)
    cal = view(g)["calendar"]
    assert cal["half_year"] == 1 and cal["of"] == 9 and cal["season"] == "summer"
    assert [m["name"] for m in cal["months"]] == ["July", "August", "September", "October",
                                                   "November"]
    assert [m["name"] for m in cal["months"] if m["current"]] == ["July"]
    assert [h["season"] for h in cal["half_years"]][:2] == ["summer", "winter"]
    rng = random.Random(4)
    while g.state.half_year == 1:
        g.play(rng.choice(g.legal_moves()))
    cal = view(g)["calendar"]
    assert cal["season"] == "winter" and cal["months"][-1]["name"] == "May"


def test_view_rules_help_for_tools_destinations_and_equipment() -> None:
    v = view(new_game(players=1, seed=1))
    tools = {t["key"]: t for t in v["players"][0]["tools"]}
    assert "Take 1 Wood per Axe" in tools["axes"]["help"]
    assert "1 Wood" in tools["axes"]["help"] and tools["axes"]["cost_text"] == "1 Wood"
    assert all(t["help"] for t in tools.values())
    dests = {d["key"]: d for d in v["players"][0]["destinations"]}
    assert "Bremen" in dests["bremen"]["help"] and "4 vehicle spaces" in dests["bremen"]["help"]
    kinds = {e["kind"]: e for e in v["equipment"]}
    assert kinds["cart"]["target"] == "supply:cart" and kinds["cart"]["spaces"] == [1, 1, 1]
    assert all(e["left"] >= 0 for e in v["equipment"])
    board = {s["key"]: s for s in v["supply_board"]}
    assert board["field"]["label"] == "Grain Field / Flax Field"
    assert board["field"]["count"] == v["supply"]["field"]


def test_view_log_joins_what_an_action_gave_to_the_action() -> None:
    from arle_core.view import merged_log

    assert merged_log([(0, "placed a worker on the Woodcutter"), (0, "+4 Wood"),
                       (1, "+1 Food")]) == [(0, "placed a worker on the Woodcutter: +4 Wood"),
                                            (1, "+1 Food")]
    assert merged_log([(1, "used the Special Action"), (1, "placed a worker on the Tanner")]) \
        == [(1, "placed a worker on the Tanner (Special Action)")]
    g = new_game(players=1, seed=2)
    g.play("space:woodcutter")
    assert view(g)["log"][-1]["text"].startswith("placed a worker on the Woodcutter: +")
