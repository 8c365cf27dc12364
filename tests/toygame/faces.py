"""Nim's faces (``gamekit.registry.Faces``), as a new game's ``faces`` module gives them."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from gamekit import BadGameCode, IllegalMove
from gamekit.registry import Faces

from . import Chronicle, Nim, Told, decode, new_game, read, score_course
from .info import NIM


def _new(players: int, seed: int, _names: Sequence[str] | None,
         _options: Mapping[str, Any]) -> Nim:
    return new_game(players, seed)


def _view(game: Nim, _preview: bool, _settle: Callable[[Any], None] | None) -> dict[str, Any]:
    d = game.decision()
    return {"setup": {"players": game.setup.players, "seed": game.setup.seed},
            "left": game.left,
            "players": [{"taken": n} for n in game.taken],
            "decision": None if d is None else {
                "player": d.player, "prompt": d.prompt, "kind": d.kind,
                "options": [{"key": o.key, "label": o.label} for o in d.options]}}


def _offered(game: Nim) -> list[list[str]]:
    replayed, out = Nim(game.setup), []
    for key in game.moves:
        out.append(replayed.legal_moves())
        replayed.play(key)
    return out


def _winners(game: Nim) -> list[int]:
    totals = [s["total"] for s in game.scores()]
    return [i for i, t in enumerate(totals) if t == max(totals)]


FACES = Faces(
    info=NIM, game_type=Nim, illegal_move=IllegalMove, bad_code=BadGameCode,
    new_game=_new, decode=decode, link=lambda game, _offered: game.encode(),
    offered=_offered, read=read, items_of=lambda key: [key], break_item=None,
    view=_view, chronicle=Chronicle,
    tell=lambda r: [Told(r.player, f"took {r.label.removeprefix('Take ')}", r.number,
                         ("pile",))],
    history=lambda records, _players: [{"group": 1, "moves": [r.label for r in records]}],
    names=lambda _game: [], winners=_winners,
    categories=lambda _game: [{"key": "counters", "label": "Counters"},
                              {"key": "last", "label": "The last counter"}],
    score_course=score_course,
    progress=lambda game: ("Game over" if game.is_over else f"{game.left} counters left"),
    save_fields=lambda game: {"left": game.left},
    options=lambda _game, _same: {},
    start_line=lambda _game, names: f"{names[0]} begins.",
    rules=lambda: [{"title": "Nim", "text": "Take 1 to 3; the last counter wins."}],
    setup_fields=lambda: [],
    ai_module="tests.toygame.ai", review_module=None, seed_range=NIM.seeds, version=1)
