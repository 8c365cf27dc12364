"""What the AI worker (``js/ai-worker.mjs``) runs for a review: one player's decisions in
the game a link holds, at a level (the game's ``<engine>.ai.review``, found through the
registry by the link's tag). Pure Python (tested in CPython); the page keeps the answer
with the game (``app/reviews.py``).
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from types import ModuleType

from app.engines import OLD_FORMATS, TODAY_FORMAT, link_format
from app.reviews import no_review, unreviewable
from gamekit.registry import game_of_link


def review_module(link: str) -> ModuleType:
    """The review of the link's game (ValueError in words: that game has none)."""
    info = game_of_link(link)
    name = info.faces().review_module
    if name is None:
        raise ValueError(no_review(info.name))
    return importlib.import_module(name)


def review_link(link: str, player: int, level: str | None = None,
                budget: int | None = None,
                progress: Callable[[int, int], None] | None = None) -> str:
    """The review as JSON (``Review.as_json`` and the reviewed ``code``, with the players'
    ``names``); ``progress(done, total)`` after each decision."""
    info = game_of_link(link)
    version = link_format(link) if info is OLD_FORMATS else None
    if version is not None and version != TODAY_FORMAT:  # kept on its own engine
        raise ValueError(unreviewable(version))
    reviewer = review_module(link)
    ai = importlib.import_module(f"{info.package}.ai")
    level = level or reviewer.REVIEW_LEVEL
    if level not in ai.LEVELS:
        raise ValueError(f"level is one of {', '.join(ai.LEVELS)}, not {level!r}")
    faces = info.faces()
    game = faces.decode(link)
    found = reviewer.review(game, int(player), level, int(budget or reviewer.REVIEW_BUDGET),
                            progress=progress)
    names = faces.names(game) or [f"Player {n + 1}" for n in range(game.setup.players)]
    return json.dumps({**found.as_json(), "code": link, "name": names[found.player]})
