"""What the AI worker (``js/ai-worker.mjs``) runs for a review: one player's decisions in
the game a link holds, at a level (``arle_core.ai.review``). Pure Python (tested in
CPython); the page keeps the answer with the game (``app/reviews.py``).
"""

from __future__ import annotations

import json
from collections.abc import Callable

from app.engines import TODAY_FORMAT, link_format
from app.reviews import unreviewable
from arle_core import decode
from arle_core.ai import LEVELS
from arle_core.ai.review import REVIEW_BUDGET, REVIEW_LEVEL, review


def review_link(link: str, player: int, level: str = REVIEW_LEVEL,
                budget: int | None = None,
                progress: Callable[[int, int], None] | None = None) -> str:
    """The review as JSON (``Review.as_json`` and the reviewed ``code``, with the players'
    ``names``); ``progress(done, total)`` after each decision."""
    if level not in LEVELS:
        raise ValueError(f"level is one of {', '.join(LEVELS)}, not {level!r}")
    version = link_format(link)
    if version is not None and version != TODAY_FORMAT:  # a game kept on its own engine
        raise ValueError(unreviewable(version))
    game = decode(link)
    found = review(game, int(player), level, int(budget or REVIEW_BUDGET), progress=progress)
    return json.dumps({**found.as_json(), "code": link,
                       "name": game.setup.names[found.player]})
