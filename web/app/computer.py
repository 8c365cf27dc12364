"""What the page's AI worker (``js/ai-worker.mjs``) runs: the computer's move or a hint for
the game a link holds. Pure Python (tested in CPython).

The worker knows nothing of the page's session: it gets the game's link, reads it as the
page does (``app.engines.open_code``: an old game kept on its own engine is read by that
engine, which the worker has installed) and asks that engine's ``ai.hint`` at a level. A
hint is always the strong level's option; the computer's own move is its game's level.
"""

from __future__ import annotations

import json

from app.engines import engine_of, open_code

HINT_LEVEL = "strong"
# "coach": Learn to play's suggestion, the hint among the question's own options (an
# any-time ability is never the answer to "Build a Peat Boat?").
KINDS = ("choose", "hint", "coach")


def think(link: str, kind: str, level: str) -> str:
    """``{"key", "value", "reason", "why", "nodes", "label", "moves"}`` as JSON, for the
    game the link holds after its last move: ``kind`` "choose" at ``level``, "hint", or
    "coach" (the hint among the question's own options).
    ``why`` is the reason as data (``Hint.as_json``: the terms with their VP)."""
    if kind not in KINDS:
        raise ValueError(f"kind is one of {', '.join(KINDS)}, not {kind!r}")
    chosen = level if kind == "choose" else HINT_LEVEL
    game = open_code(link)
    engine = engine_of(game)
    ai = engine.ai()
    if chosen not in ai.LEVELS:
        raise ValueError(f"level is one of {', '.join(ai.LEVELS)}, not {chosen!r}")
    decision = game.decision()
    if decision is None:
        raise ValueError("the game is over: there is nothing to choose")
    if engine.today:  # the reason as terms (a released engine's reason is a sentence only)
        among = ai.main_options(game) if kind == "coach" else None
        found = ai.hint(game, chosen, explain=kind != "choose", among=among)
        why = found.as_json()
    else:
        found = ai.hint(game, chosen)
        why = None
    option = decision.option(found.key)
    return json.dumps({"key": found.key, "value": found.value, "reason": found.reason,
                       "why": why,
                       "nodes": found.nodes, "label": option.label if option else found.key,
                       "moves": len(game.moves), "level": chosen})
