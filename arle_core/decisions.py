"""The decision model: what the engine asks, and the pending work it remembers.

A game is always waiting on exactly one :class:`Decision` (or is over). Every
option has a short, stable ``key`` (``space:woodcutter``, ``tool:axes``,
``done``); playing a key is the only way the state changes after setup.

Pending work is a stack of :class:`Step` records: plain data (a kind, the player
and a few hashable arguments), never closures, so a game can be saved in the
middle of an action and replayed exactly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# The decision and option types, and the two errors, are every engine's: gamekit's.
from gamekit.decisions import ANYTIME, MAIN, BadGameCode, Decision, IllegalMove, Option

__all__ = ["ANYTIME", "MAIN", "BadGameCode", "Decision", "IllegalMove", "Option", "Step"]


@dataclass(slots=True)
class Step:
    """A pending piece of work on the stack.

    ``kind`` names the handler (see :mod:`arle_core.steps`); ``args`` holds what
    the handler needs to continue (counts left, the space being used, ...).
    """

    kind: str
    player: int
    args: dict[str, Any] = field(default_factory=dict)

    def copy(self) -> Step:
        return Step(self.kind, self.player, dict(self.args))


