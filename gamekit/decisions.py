"""The decision model every engine shares: a game always waits on one :class:`Decision`
(or is over), whose options carry short, stable keys; playing a key is the only way a
game changes after setup."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

MAIN = "main"
ANYTIME = "anytime"


class Option(NamedTuple):
    """One legal choice: ``key`` is what ``Game.play`` takes.

    A named tuple: immutable, and cheap to make (engines make hundreds per game)."""

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


class IllegalMove(ValueError):
    """A key that is not legal now. The game is unchanged; the message says why."""


class BadGameCode(ValueError):
    """A game link that cannot be decoded; the message says what is wrong."""
