"""Game links for the page: replaying a record, the link text kept up to date cheaply,
game ids, and a bad link's reason in plain words. Pure Python (tested in CPython).

The link text is the engine's (``arle_core.codec``): the setup, then each move as its
index in the canonical option list. ``game.encode()`` replays the whole game to find
those indexes; the page already knows each index when the move is played, so
``link_text`` packs the same bytes without a replay (tests check that both agree).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field

from arle_core import BadGameCode, Game
from arle_core.codec import Setup, encode_indexes, read
from arle_core.history import Chronicle, MoveRecord

ID_CHARS = 12  # hex digits of a setup's hash in a game id


@dataclass
class Record:
    """A game with what the page knows about each move: who made it, whether the page
    played it as the only option, its index in the option list (for the link), and what
    it did (``chronicle``: the engine's record, for the story, history and highlights)."""

    game: Game
    movers: list[int] = field(default_factory=list)
    forced: list[bool] = field(default_factory=list)
    indexes: list[int] = field(default_factory=list)
    chronicle: Chronicle = field(init=False)

    def __post_init__(self) -> None:
        self.chronicle = Chronicle(self.game)

    @property
    def records(self) -> list[MoveRecord]:
        return self.chronicle.records

    def play(self, key: str, forced: bool) -> None:
        """Play one key (IllegalMove leaves everything as it was)."""
        game = self.game
        player = game.current_player
        keys = game.legal_moves()
        self.chronicle.play(key)
        self.movers.append(player if player is not None else -1)
        self.forced.append(forced)
        self.indexes.append(keys.index(key))

    def truncate(self, n: int) -> None:
        """Keep the first n moves (a replay: randomness exists only at setup). What the
        kept moves did is known already: only the game is played again."""
        game, keys = Game(self.game.setup), self.game.moves[:n]
        for key in keys:
            game.play(key)
        self.game, self.chronicle = game, self.chronicle.cut(game, n)
        del self.movers[n:], self.forced[n:], self.indexes[n:]


def replay(game: Game) -> Record:
    """The record of a game played elsewhere (a link): a move is taken as forced when
    it was the only option, as the page would have played it."""
    record = Record(Game(game.setup))
    for key in game.moves:
        record.play(key, forced=len(record.game.legal_moves()) == 1)
    return record


def link_text(setup: Setup, indexes: list[int]) -> str:
    """The engine's link text for the setup and the moves' option indexes."""
    return encode_indexes(setup, indexes)


def setup_id(setup: Setup) -> str:
    """The id of a game's setup (players, names, ruleset, buildings, seed): every save
    of one game, and of a copy that went another way, shares it."""
    text = json.dumps(asdict(setup), sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:ID_CHARS]


def saved_indexes(entry: Mapping[str, object]) -> list[int]:
    """A saved game's moves as option indexes, read from its link without replaying it
    (BadGameCode when the saved text is not a link of this format)."""
    return read(str(entry["code"]))[1]


def relation(saved: Sequence[object], link: Sequence[object]) -> str:
    """How a link's moves relate to a saved game of the same setup:
    "same", "newer" (it continues the save), "older" (the save continues it), or "other"."""
    if saved == link:
        return "same"
    if link[: len(saved)] == saved:
        return "newer"
    if saved[: len(link)] == link:
        return "older"
    return "other"


def reason(exc: BadGameCode) -> str:
    """The engine's reason as a sentence: "The game link is cut short (truncated data)."."""
    text = str(exc).strip() or "the game link cannot be read"
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
