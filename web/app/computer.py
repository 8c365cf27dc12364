"""What the page's AI worker (``js/ai-worker.mjs``) runs: the computer's move or a hint for
the game a link holds. Pure Python (tested in CPython).

The worker knows nothing of the page's session: it gets the game's link, decodes it with
the engine's codec and asks ``arle_core.ai.hint`` at a level. A hint is always the strong
level's option; the computer's own move is its game's level.
"""

from __future__ import annotations

import json

from arle_core import decode
from arle_core.ai import LEVELS, hint

HINT_LEVEL = "strong"
KINDS = ("choose", "hint")


def think(link: str, kind: str, level: str) -> str:
    """``{"key", "value", "reason", "why", "nodes", "label", "moves"}`` as JSON, for the
    game the link holds after its last move: ``kind`` "choose" at ``level``, or "hint".
    ``why`` is the reason as data (``Hint.as_json``: the terms with their VP)."""
    if kind not in KINDS:
        raise ValueError(f"kind is one of {', '.join(KINDS)}, not {kind!r}")
    chosen = HINT_LEVEL if kind == "hint" else level
    if chosen not in LEVELS:
        raise ValueError(f"level is one of {', '.join(LEVELS)}, not {chosen!r}")
    game = decode(link)
    decision = game.decision()
    if decision is None:
        raise ValueError("the game is over: there is nothing to choose")
    found = hint(game, chosen, explain=kind == "hint")
    option = decision.option(found.key)
    return json.dumps({"key": found.key, "value": found.value, "reason": found.reason,
                       "why": found.as_json(),
                       "nodes": found.nodes, "label": option.label if option else found.key,
                       "moves": len(game.moves), "level": chosen})
