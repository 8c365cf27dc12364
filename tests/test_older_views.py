"""An older engine's view model, upgraded at the seam (``web/app/older_views.py``), has
every field today's has: the page's JS draws today's shape only."""

from __future__ import annotations

import importlib
import random
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from app.arle.older_views import upgrade
from app.engines import released

from arle_core import new_game
from arle_core.view import view


def _leaves(items: list[Any]) -> list[Any]:
    """A list's items, nested lists (a grid's rows) flattened."""
    return [x for item in items for x in (_leaves(item) if isinstance(item, list) else [item])]


def _like(item: Any, today: list[Any], n: int) -> Any:
    """Today's item to compare an older item with: of the same kind (and key, when there is
    one), the one at the same place if it is such; None when today has none of its kind."""
    def sort(x: Any) -> tuple[object, ...]:
        return (x.get("kind"), x.get("key")) if isinstance(x, dict) else (type(x),)
    same = [x for x in today if sort(x) == sort(item)]
    if not same and isinstance(item, dict):
        same = [x for x in today if isinstance(x, dict) and x.get("kind") == item.get("kind")]
    if n < len(today) and today[n] in same:
        return today[n]
    return same[0] if same else None


def missing(today: Any, older: Any, path: str = "") -> list[str]:
    """The fields today's view model has and the older one lacks, recursively."""
    if isinstance(today, dict) and isinstance(older, dict):
        out = [f"{path}.{k}" for k in today if k not in older]
        for k in today.keys() & older.keys():
            out += missing(today[k], older[k], f"{path}.{k}")
        return sorted(out)
    if isinstance(today, list) and isinstance(older, list):
        mine, theirs = _leaves(today), _leaves(older)
        return [gap for n, item in enumerate(theirs)
                for gap in missing(_like(item, mine, n), item, f"{path}[]")]
    return []


def test_the_check_sees_a_missing_field() -> None:
    today = {"a": [{"kind": "x", "el": "1", "help": ""}], "b": {"c": 1}}
    assert missing(today, {"a": [{"kind": "x", "el": "1"}], "b": {}}) == [".a[].help", ".b.c"]
    assert missing(today, today) == []


def positions(engine: ModuleType, players: int, seed: int) -> list[tuple[Any, Any]]:
    """(older game, today's game) after the same random moves, at a few points of a game."""
    rng = random.Random(seed)
    older, ours = engine.new_game(players=players, seed=seed), new_game(players=players, seed=seed)
    out = []
    for n in range(1000):
        if n in (0, 1, 15, 40, 90, 150) or older.is_over:
            out.append((older.copy(), ours.copy()))
        if older.is_over:
            break
        key = rng.choice(older.legal_moves())
        if key not in ours.legal_moves():
            break  # the rules part here: the positions so far are compared
        older.play(key)
        ours.play(key)
    return out


@pytest.mark.parametrize(("players", "seed"), [(1, 3), (2, 5), (2, 8)])
def test_an_older_view_model_upgraded_has_every_field_of_todays(
        engine_2: ModuleType, players: int, seed: int) -> None:
    older_view = importlib.import_module(f"{engine_2.__name__}.view")
    points = positions(engine_2, players, seed)
    assert len(points) >= 5
    for older, ours in points:
        for preview in (False, True):
            mine = view(ours, preview)
            theirs = older_view.view(older, preview)
            assert missing(mine, theirs), "the format-2 engine's view model is older"
            assert missing(mine, upgrade(theirs)) == [], len(older.moves)


def test_the_engine_seam_upgrades_an_older_engines_view_model(engine_2: ModuleType) -> None:
    engine = released(2)
    assert engine is not None
    game = engine_2.new_game(players=2, seed=4)
    model = engine.view(game, False, None)
    assert model["players"][1]["home"]["dike_el"] and model["players"][1]["el"] == "player:1"
    assert missing(view(new_game(players=2, seed=4)), model) == []
