"""An older engine's view model brought to today's shape, so that the page's JS draws one
shape only. The released engine of an old link format (``app/engines.py``) draws its games
with the view model it had: fields added since are filled here, each by one row of
``FILL``: where the field is, and how to fill it from what the older view model has.

Element ids are today's (``element_id``: the older engines' records name the board's
elements the same way, so their highlights find them); the rules help an older engine did
not have stays empty, and the page shows none. Pure Python (tested in CPython).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from arle_core.data.calendar import CALENDAR_LEGEND
from arle_core.history import element_id
from arle_core.view import cell_vp

JSON = dict[str, Any]
# How to fill a field: from the node that lacks it, the list indexes on its path (player,
# row, column ...) and the whole view model; MISSING leaves the field out.
Filler = Callable[[JSON, tuple[int, ...], JSON], Any]
MISSING = object()


def _const(value: Any) -> Filler:
    return lambda _node, _at, _view: value


NO_HELP = _const("")
GOODS_PARTS = ("track", "materials", "textiles", "fuel", "clothing", "animals")


def _player_el(kind: str) -> Filler:
    return lambda _node, at, _view: element_id(kind, at[0])


def _tool_step(node: JSON, _at: tuple[int, ...], _view: JSON) -> str:
    """As today's tool row says its next VP step ("max", "at 6: +3 VP")."""
    nxt = node.get("next_vp")
    if node.get("max"):
        return "max"
    return f"at {nxt['at']}: +{nxt['gain']} VP" if nxt else "no more VP"


def _moor_index(moors: list[JSON], cell: JSON, column: int) -> int | None:
    """Which of the player's moors an older grid's moor cell is (the small moor by itself;
    the big ones left to right)."""
    if cell.get("small"):
        return next((j for j, m in enumerate(moors) if m["small"]), None)
    big = [j for j, m in enumerate(moors) if not m["small"]]
    return big[column] if column < len(big) else None


def _cell_el(cell: JSON, at: tuple[int, ...], view: JSON) -> str:
    """A grid cell's ids: its place, and what lies there (``building:B``, ``tile:P:face``,
    ``moor:P:j``)."""
    i, r, c = at
    ids = [element_id("home", i, r, c)]
    kind = cell.get("kind")
    if kind == "building":
        ids.append(element_id("building", cell["key"]))
    elif kind == "tile":
        ids.append(element_id("tile", i, cell["key"]))
    elif kind in ("moor", "moor_lower"):
        j = _moor_index(view["players"][i]["home"]["moors"], cell, c)
        if j is not None:
            ids.append(element_id("moor", i, j))
    return " ".join(ids)


def _cell_vp(cell: JSON, _at: tuple[int, ...], view: JSON) -> Any:
    """A tidal flat's or a moor's VP, by today's rules (the released rulesets agree)."""
    vp = cell_vp(cell, view["setup"]["variant"])
    return MISSING if vp is None else vp


def _dike_el(home: JSON, at: tuple[int, ...], _view: JSON) -> JSON:
    i = at[0]
    return {g: f"{element_id('dike', i, g)} {element_id('dike', i)}" for g in home["dike_gaps"]}


# (where, how to fill it): ``a[].b`` is field b of each item of list a; ``[][]`` a grid.
FILL: tuple[tuple[str, Filler], ...] = (
    ("inventory", _const(None)),  # no warning before the Inventorying: the page shows none
    ("score_note", _const(None)),
    ("calendar.legend", _const(CALENDAR_LEGEND)),
    ("spaces[].el", lambda n, _at, _v: element_id("space", n["key"])),
    ("spaces[].help", NO_HELP),
    ("buildings[].el", lambda n, _at, _v: element_id("building", n["key"])),
    ("buildings[].help", NO_HELP),
    ("categories[].help", NO_HELP),
    ("decision.options[].board", _const("")),
    ("decision.options[].board_label", lambda n, _at, _v: n["label"]),
    ("decision.options[].rare", _const(False)),
    ("players[].el", _player_el("player")),
    ("players[].score_el", _player_el("score")),
    ("players[].barn_el", _player_el("barn")),
    ("players[].barn_help", NO_HELP),
    ("players[].barn[].help", NO_HELP),
    ("players[].travel_el", _player_el("travel")),
    ("players[].travel_track_el", _player_el("travel-track")),
    ("players[].travel_help", NO_HELP),
    ("players[].goods.el", _player_el("goods")),
    ("players[].goods.animals_el", _player_el("animals")),
    ("players[].goods.animals_help", NO_HELP),
    ("players[].goods.tools_el", _player_el("tools")),
    *((f"players[].goods.{part}[].el", lambda n, at, _v: element_id("good", at[0], n["key"]))
      for part in GOODS_PARTS),
    *((f"players[].goods.{part}[].help", NO_HELP) for part in GOODS_PARTS),
    ("players[].tools[].el", lambda n, at, _v: element_id("tool", at[0], n["key"])),
    ("players[].tools[].target", lambda n, _at, _v: f"tool:{n['key']}"),
    ("players[].tools[].next_text", _tool_step),
    ("players[].home.el", _player_el("home")),
    ("players[].home.dike_el", _dike_el),
    ("players[].home.dike_help", NO_HELP),
    ("players[].home.grid[][].el", _cell_el),
    ("players[].home.grid[][].help", NO_HELP),
    ("players[].home.grid[][].vp", _cell_vp),
)


def _nodes(node: Any, steps: list[str],
           at: tuple[int, ...]) -> Iterator[tuple[JSON, tuple[int, ...]]]:
    """The dicts a path's steps lead to, each with the list indexes on its way."""
    if not steps:
        if isinstance(node, dict):
            yield node, at
        return
    step, rest = steps[0], steps[1:]
    if step == "[]":
        for n, item in enumerate(node if isinstance(node, list) else ()):
            yield from _nodes(item, rest, (*at, n))
    elif isinstance(node, dict) and node.get(step) is not None:
        yield from _nodes(node[step], rest, at)


def _steps(path: str) -> tuple[list[str], str]:
    """``"players[].home.grid[][].el"`` -> (["players", "[]", "home", "grid", "[]", "[]"], "el")."""
    *parents, field = path.split(".")
    steps: list[str] = []
    for part in parents:
        name = part.replace("[]", "")
        steps += ([name] if name else []) + ["[]"] * part.count("[]")
    return steps, field


def upgrade(view: JSON) -> JSON:
    """An older engine's view model with every field today's has (filled in place; the
    fields it has are kept as they are)."""
    for path, fill in FILL:
        steps, field = _steps(path)
        for node, at in _nodes(view, steps, ()):
            if field not in node and (value := fill(node, at, view)) is not MISSING:
                node[field] = value
    return view
