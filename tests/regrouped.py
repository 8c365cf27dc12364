"""A test-only regrouping of any engine's questions, for the notation's tests: an option
of several facts is asked one fact per question, and every question lists its options in
reverse order. Links of today's grouping must read the same games through it."""

from __future__ import annotations

from typing import Generic, Protocol, TypeVar

from gamekit.notation import Notation

DONE = "done"


class Playable(Protocol):
    def legal_moves(self) -> list[str]: ...

    def play(self, key: str) -> None: ...


G = TypeVar("G", bound=Playable)


class OneFactAtATime(Generic[G]):
    """``game`` regrouped: an option of several facts (``cut:0,2``) is asked one fact per
    question (``cut:0``, then ``cut:2`` or ``done``), and every question lists its options
    in reverse order. Its grouping is the notation's + 1."""

    def __init__(self, game: G, notation: Notation) -> None:
        self.game = game
        self.notation = notation
        self.grouping = notation.grouping + 1
        self.chosen: tuple[str, ...] = ()

    def _wholes(self) -> dict[tuple[str, ...], str]:
        return {self.notation.facts(k): k for k in self.game.legal_moves()}

    def legal_moves(self) -> list[str]:
        n = len(self.chosen)
        nexts = list(dict.fromkeys(f[n] for f in self._wholes()
                                   if len(f) > n and f[:n] == self.chosen))
        if self.chosen and self.chosen in self._wholes():
            nexts.append(DONE)
        return nexts[::-1]

    def play(self, key: str) -> None:
        assert key in self.legal_moves(), key
        wholes = self._wholes()
        if self.chosen and key == DONE:
            self.game.play(wholes[self.chosen])
            self.chosen = ()
            return
        chosen = (*self.chosen, key)
        longer = any(len(f) > len(chosen) and f[:len(chosen)] == chosen for f in wholes)
        if chosen in wholes and not longer:
            self.game.play(wholes[chosen])
            chosen = ()
        self.chosen = chosen
