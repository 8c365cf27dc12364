"""Reading a game link, whatever the game: the envelope (:mod:`gamekit.linkcodec`), the
version byte, the engine's setup bytes, then the moves — as notation items
(:mod:`gamekit.notation`) or, in an engine's earliest formats, as option indexes — played
through the rules, so a link can only describe a legal game.

Each engine gives its :class:`GameCodec` its own tables: the link format (tag, versions,
caps), its notation, how its setup bytes read, and which versions wrote option indexes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from .decisions import BadGameCode
from .linkcodec import LinkFormat, Reader
from .notation import Notation
from .replay import Playable, replay

T = TypeVar("T")  # the engine's setup
G = TypeVar("G", bound=Playable)  # the engine's game
P = TypeVar("P", bound=Playable)  # what a link's moves are played through


@dataclass(frozen=True)
class GameCodec(Generic[T, G]):
    """One engine's link reader. ``read_setup(version, reader)``: the setup bytes after
    the version byte; ``new_game``: the game of a setup; ``indexes``: the format versions
    whose moves are option indexes (the others' are notation items)."""

    format: LinkFormat
    notation: Notation
    read_setup: Callable[[int, Reader], T]
    new_game: Callable[[T], G]
    max_moves: int
    indexes: frozenset[int] = frozenset()

    def open(self, text: object) -> tuple[int, T, Reader]:
        """A link's format version, its setup and a reader at its first move."""
        version, raw = self.format.read(text)
        r = Reader(raw)
        if r.byte() != version:
            raise BadGameCode("the game link's format version does not match its contents")
        return version, self.read_setup(version, r), r

    def read(self, text: object) -> tuple[T, list[str]]:
        """A link's setup and its moves as comparable items, checked as far as they can be
        without playing them: notation items (facts and breaks), or option indexes as
        ``"#i"``. Two links of one setup and format with one game's moves share a prefix
        of items, so comparing copies needs no replay."""
        version, setup, r = self.open(text)
        if version in self.indexes:
            return setup, [f"#{i}" for i in r.option_indexes(self.max_moves)]
        items = self.notation.read_items(r, self.max_moves)[1]
        r.end()
        return setup, items

    def decode(self, text: object) -> G:
        """The game a link describes, replayed move by move; BadGameCode says what is
        wrong."""
        return self.decode_into(text, self.new_game)

    def decode_into(self, text: object, start: Callable[[T], P]) -> P:
        """The link's moves played through ``start(setup)`` (a game, or what records a
        game as it is played: one replay serves both)."""
        version, setup, r = self.open(text)
        game = start(setup)
        if version in self.indexes:
            return replay(game, r.option_indexes(self.max_moves))
        grouping, items = self.notation.read_items(r, self.max_moves)
        r.end()
        self.notation.replay(game.legal_moves, game.play, items, grouping)
        return game
