"""The steps of the game: one module per sub-procedure (worker turns, action spaces,
buildings, the Master, Inventorying, travel ...). Each registers its decisions, automatic
steps and any-time abilities in :mod:`.registry` when this package imports it.
"""

from __future__ import annotations

# isort: off
# The order of these imports is the order in which the any-time abilities register, and so
# the order their options are listed in: a game record indexes into those lists.
from . import (  # noqa: F401  (imported to register their handlers)
    common,
    buildings,
    anytime_abilities,
    flips,
    inventory,
    master,
    spaces,
    travel,
    turn,
)
# isort: on
from .registry import (
    ANYTIMES,
    AUTOS,
    CONTEXTS,
    DECISIONS,
    FINAL,
    IN_CONTEXT,
    INVENTORY,
    NO_EQUIPMENT,
    WORK,
    WORKER_TURN,
    Anytime,
    DecisionHandler,
    anytime,
    anytime_options,
    applies,
    auto,
    context_of,
    decision,
    effect_registry,
)

__all__ = [
    "ANYTIMES",
    "AUTOS",
    "CONTEXTS",
    "DECISIONS",
    "FINAL",
    "INVENTORY",
    "IN_CONTEXT",
    "NO_EQUIPMENT",
    "WORK",
    "WORKER_TURN",
    "Anytime",
    "DecisionHandler",
    "anytime",
    "anytime_options",
    "applies",
    "auto",
    "context_of",
    "decision",
    "effect_registry",
]
