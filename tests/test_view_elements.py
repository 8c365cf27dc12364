"""The view model names and explains every element the page draws: an element id (the one
``history.element_id`` the record highlights) and its rules help, so the page copies
strings and builds no id and writes no rules text of its own."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from arle_core import new_game
from arle_core.bots import greedy_move
from arle_core.history import elements
from arle_core.view import view


def drawn(v: dict[str, Any]) -> Iterator[tuple[str, str, str]]:
    """(what, id, help) of every element the board draws with an id."""
    for sp in v["spaces"]:
        yield "space", sp["el"], sp["help"]
    for b in v["buildings"]:
        yield "building", b["el"], b["help"]
    for p in v["players"]:
        g = p["goods"]
        for row in ("track", "materials", "fuel", "textiles", "clothing", "animals"):
            for x in g[row]:
                yield row, x["el"], x["help"]
        yield "animals", g["animals_el"], g["animals_help"]
        for t in p["tools"]:
            yield "tool", t["el"], t["help"]
        for row in p["home"]["grid"]:
            for cell in row:
                if cell["kind"] != "moor_lower":  # the lower half of a moor drawn above
                    yield cell["kind"], cell["el"], cell["help"]
        for gap in p["home"]["dikes"]:
            yield "dike", p["home"]["dike_el"][str(gap["gap"])], p["home"]["dike_help"]
        for e in p["barn"]:
            yield "vehicle", e["target"], e["help"]
        for d in p["destinations"]:
            yield "destination", d["target"], d["help"]
        yield "barn", p["barn_el"], p["barn_help"]
        yield "travel", p["travel_track_el"], p["travel_help"]
    for e in v["equipment"]:
        yield "equipment", e["target"], e["help"]


@pytest.mark.parametrize(("players", "variant", "seed"), [(1, "printed", 3), (2, "yucata", 5)])
def test_every_drawn_element_has_an_id_and_help(players: int, variant: str, seed: int) -> None:
    game = new_game(players, seed, variant=variant, buildings="random")
    rng = random.Random(seed)
    while not game.is_over:
        v = view(game)
        ids = set()
        for what, ident, help_text in drawn(v):
            assert ident and help_text, (what, ident, help_text)
            ids.update(ident.split())
        # Everything the record can name as changed is drawn under that name.
        for ident in elements(game.state):
            kind = ident.split(":")[0]
            if kind in ("good", "tool", "tile", "building", "moor", "space", "destination"):
                assert ident in ids, ident
        game.play(greedy_move(game, rng))


def test_a_small_dry_moor_tells_its_rulesets_vp() -> None:
    for variant, vp in (("printed", -1), ("yucata", -3)):
        home = view(new_game(1, 1, variant=variant))["players"][0]["home"]
        small = [c for row in home["grid"] for c in row if c["kind"] == "moor" and c["small"]]
        assert small[0]["vp"] == vp
        assert f"({vp} VP while it is on the board" in small[0]["help"]
