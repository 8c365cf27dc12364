"""What the page's AI worker (``js/ai-worker.mjs``) runs: the computer's move or a hint for
the game a link holds. Pure Python (tested in CPython).

The worker knows nothing of the page's session: it gets the game's link, decodes it with
the codec of the engine that writes that link format (today's, or a released engine the
worker has installed for an old game: ``app.engines``) and asks that engine's ``ai.hint``
at a level. A hint is always the strong
level's option; the computer's own move is its game's level.
"""

from __future__ import annotations

import json

from app.engines import RELEASED_FORMATS, TODAY, Engine, link_format, released

HINT_LEVEL = "strong"
KINDS = ("choose", "hint")


def link_engine(link: str) -> Engine:
    """The engine that writes the link's format (the page sends an old game's link in its
    own format only when the game is played on with its own engine)."""
    version = link_format(link)
    if version is None or version not in RELEASED_FORMATS:
        return TODAY
    engine = released(version)
    if engine is None:
        raise ValueError(f"the engine of link format {version} is not installed")
    return engine


def think(link: str, kind: str, level: str) -> str:
    """``{"key", "value", "reason", "nodes", "label", "moves"}`` as JSON, for the game the
    link holds after its last move: ``kind`` "choose" at ``level``, or "hint"."""
    if kind not in KINDS:
        raise ValueError(f"kind is one of {', '.join(KINDS)}, not {kind!r}")
    chosen = HINT_LEVEL if kind == "hint" else level
    engine = link_engine(link)
    ai = engine.ai()
    if chosen not in ai.LEVELS:
        raise ValueError(f"level is one of {', '.join(ai.LEVELS)}, not {chosen!r}")
    game = engine.decode(link)
    decision = game.decision()
    if decision is None:
        raise ValueError("the game is over: there is nothing to choose")
    found = ai.hint(game, chosen)
    option = decision.option(found.key)
    return json.dumps({"key": found.key, "value": found.value, "reason": found.reason,
                       "nodes": found.nodes, "label": option.label if option else found.key,
                       "moves": len(game.moves), "level": chosen})
