"""Moves as option indexes: how a link stores a game, whatever the game.

A move is stored as its index in the option list of its decision, so a game is replayed
by playing, at each step, the option at the stored index."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol, TypeVar

from .decisions import BadGameCode, IllegalMove


class Playable(Protocol):
    def legal_moves(self) -> list[str]: ...

    def play(self, key: str) -> None: ...


G = TypeVar("G", bound=Playable)


def move_indexes(fresh: Playable, moves: Iterable[str]) -> list[int]:
    """Each of ``moves`` as its index among the legal moves, played on ``fresh`` (a new
    game of the same setup, which this plays through)."""
    indexes = []
    for key in moves:
        indexes.append(fresh.legal_moves().index(key))
        fresh.play(key)
    return indexes


def offered(fresh: Playable, moves: Iterable[str]) -> list[list[str]]:
    """The option keys each of ``moves`` chose from, played on ``fresh`` (a new game of
    the same setup, which this plays through)."""
    keys = []
    for key in moves:
        keys.append(fresh.legal_moves())
        fresh.play(key)
    return keys


def replay(game: G, indexes: Sequence[int]) -> G:
    """``game`` with the moves at ``indexes`` played; BadGameCode names the first move
    that is not legal."""
    for i, k in enumerate(indexes):
        keys = game.legal_moves()
        if k >= len(keys):
            raise BadGameCode(f"move {i + 1} in the game link is not legal at that point")
        try:
            game.play(keys[k])
        except IllegalMove as exc:  # pragma: no cover - keys come from legal_moves
            raise BadGameCode(f"move {i + 1} in the game link is not legal: {exc}") from exc
    return game
