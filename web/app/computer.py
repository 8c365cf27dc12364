"""What the page's AI worker (``js/ai-worker.mjs``) runs: the computer's move or a hint for
the game a link holds. Pure Python (tested in CPython).

The worker knows nothing of the page's session: it gets the game's link, reads it as the
page does (``app.engines.open_code``: by its game's engine, found by the link's tag; an old
game kept on its own engine by that engine, which the worker has installed) and asks that
engine's AI (its faces' ``ai_module``) at a level: ``hint`` where the AI explains its
choice, else ``choose``. A hint is always the strong level's option; the computer's own
move is its seat's level.

The worker keeps the game of its last question (``_kept``): the page sends, beside the
link, the game's record (setup and moves, ``app.session``'s ``record``), and when the kept
game is of the same engine and setup and its moves begin the record's, only the moves
since are played on it; else (none kept, an undo, another game) the link is read again.
So a long game's later moves cost no more to ask than its first.
"""

from __future__ import annotations

import importlib
import json
from dataclasses import asdict
from typing import Any

from app.engines import engine_of, open_code
from gamekit import IllegalMove

HINT_LEVEL = "strong"
# "coach": Learn to play's suggestion, the hint among the question's own options (an
# any-time ability is never the answer to "Build a Peat Boat?").
KINDS = ("choose", "hint", "coach")


class Kept:
    """The worker's game: what it was read from (the link's tag and version, the setup as
    JSON) and the game itself, which only this module plays on (the AI plays on copies)."""

    def __init__(self, head: str, setup: object, game: Any) -> None:
        self.head, self.setup, self.game = head, setup, game


_kept: Kept | None = None


def _head(link: str) -> str:
    """The link's tag and format version ("3", "A3"): which engine reads it."""
    return link.strip().partition(".")[0]


def _setup_json(game: Any) -> object:
    """The game's setup as the page's record writes it (JSON's lists for tuples)."""
    return json.loads(json.dumps(asdict(game.setup)))


def game_of(link: str, record: object = None) -> tuple[Any, bool]:
    """The game of ``link``, and whether the link was read: the kept game brought up to
    the record's moves when it is the same game (``record``: JSON text ``{"setup",
    "moves"}``; anything else, such as the page's null, is none), else the link read."""
    global _kept
    if not isinstance(record, str):
        _kept = None
        return open_code(link), True
    data = json.loads(record)
    moves = [str(m) for m in data["moves"]]
    kept = _kept
    if (kept is not None and kept.head == _head(link) and kept.setup == data["setup"]
            and kept.game.moves == moves[:len(kept.game.moves)]):
        game = kept.game
        try:
            for key in moves[len(game.moves):]:
                game.play(key)
        except (IllegalMove, engine_of(game).illegal_move):
            _kept = None  # (never expected: the record's moves were legal on the page)
        else:
            return game, False
    game = open_code(link)
    setup = _setup_json(game)
    _kept = Kept(_head(link), setup, game) if setup == data["setup"] else None
    return game, True


def think(link: str, kind: str, level: str, record: object = None) -> str:
    """``{"key", "value", "reason", "why", "nodes", "label", "moves", "read"}`` as JSON, for the
    game the link holds after its last move: ``kind`` "choose" at ``level``, "hint", or
    "coach" (the hint among the question's own options).
    ``why`` is the reason as data (``Hint.as_json``: the terms with their VP).
    ``record``: the game's setup and moves (``game_of``), so that a game asked about
    before is not read again; ``read`` says whether the link was read."""
    if kind not in KINDS:
        raise ValueError(f"kind is one of {', '.join(KINDS)}, not {kind!r}")
    chosen = level if kind == "choose" else HINT_LEVEL
    game, read = game_of(link, record)
    engine = engine_of(game)
    ai = importlib.import_module(engine.ai_module)
    if chosen not in ai.LEVELS:
        raise ValueError(f"level is one of {', '.join(ai.LEVELS)}, not {chosen!r}")
    decision = game.decision()
    if decision is None:
        raise ValueError("the game is over: there is nothing to choose")
    if not hasattr(ai, "hint"):  # an AI that only chooses: no value, no reason
        key = ai.choose(game, chosen)
        option = decision.option(key)
        return json.dumps({"key": key, "value": None, "reason": "", "why": None,
                           "nodes": None, "label": option.label if option else key,
                           "moves": len(game.moves), "level": chosen, "read": read})
    if engine.current:  # the reason as terms (a released engine's reason is a sentence only)
        # the question's own options, where the AI tells them apart from any-time abilities
        main_options = getattr(ai, "main_options", None)
        among = main_options(game) if kind == "coach" and main_options else None
        found = ai.hint(game, chosen, explain=kind != "choose", among=among)
        why = found.as_json()
    else:
        found = ai.hint(game, chosen)
        why = None
    option = decision.option(found.key)
    return json.dumps({"key": found.key, "value": found.value, "reason": found.reason,
                       "why": why,
                       "nodes": found.nodes, "label": option.label if option else found.key,
                       "moves": len(game.moves), "level": chosen, "read": read})
