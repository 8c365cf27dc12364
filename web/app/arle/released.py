"""Fields of Arle's released engines: the engine of an old link format (``arle_format<N>``,
its wheel ships with the site and is installed only when an old game needs it) seen
through the same faces as today's (``gamekit.registry.Faces``), so the shell plays an old
game as any other. Its view model is brought to today's shape (``older_views.upgrade``);
its link is written in its own format (moves as option indexes); its moves compare as
their keys marked with the format (never equal to another format's items).
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable, Sequence
from typing import Any

from app.arle.older_views import upgrade
from arle_core.faces import FACES

JSON = dict[str, Any]


PACKAGE = "arle_format"  # the released engine of format N is the package arle_format<N>


def version_of(package: str) -> int | None:
    """The link format whose released engine ``package`` is (None: none of them)."""
    digits = package.removeprefix(PACKAGE)
    return int(digits) if package.startswith(PACKAGE) and digits.isdigit() else None


def released_faces(version: int) -> Any:
    """The faces of the released engine of link format ``version`` (ModuleNotFoundError:
    not installed)."""
    name = f"{PACKAGE}{version}"
    package = importlib.import_module(name)
    codec, history, view = (importlib.import_module(f"{name}.{face}")
                            for face in ("codec", "history", "view"))

    def link(game: Any, offered: Sequence[Sequence[str]]) -> str:
        indexes = [keys.index(key) for keys, key in zip(offered, game.moves, strict=True)]
        return str(codec.encode_indexes(game.setup, indexes))

    def offered(game: Any) -> list[list[str]]:
        replayed, out = package.Game(game.setup), []
        for key in game.moves:
            out.append(replayed.legal_moves())
            replayed.play(key)
        return out

    def view_model(game: Any, preview: bool, _settle: Callable[[Any], None] | None) -> JSON:
        return upgrade(view.view(game, preview))

    def chronicle(game: Any) -> Any:
        return history.Chronicle(game)

    return dataclasses.replace(
        FACES, game_type=package.Game, illegal_move=package.IllegalMove,
        bad_code=package.BadGameCode, decode=package.decode, link=link, offered=offered,
        items_of=lambda key: [f"{version}:{key}"], view=view_model, chronicle=chronicle,
        tell=history.tell, history=history.history, ai_module=f"{name}.ai",
        review_module=None,
        version=version, current=False)
