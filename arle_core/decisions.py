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
from typing import Any, NamedTuple

MAIN = "main"
ANYTIME = "anytime"


class Option(NamedTuple):
    """One legal choice: ``key`` is what :meth:`Game.play` takes.

    A named tuple: immutable like a frozen dataclass, and made in half the time (the
    engine makes hundreds per game)."""

    key: str
    label: str
    group: str = MAIN  # MAIN: the choice asked for; ANYTIME: an optional any-time ability


@dataclass(frozen=True, slots=True)
class Decision:
    """The question the game is waiting on: who decides, what, and the options."""

    player: int
    prompt: str
    options: tuple[Option, ...]
    kind: str = ""

    def keys(self) -> list[str]:
        return [o.key for o in self.options]

    def option(self, key: str) -> Option | None:
        for o in self.options:
            if o.key == key:
                return o
        return None


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


class IllegalMove(ValueError):
    """A key that is not legal now. The game is unchanged; the message says why."""


class BadGameCode(ValueError):
    """A game link that cannot be decoded; the message says what is wrong."""
