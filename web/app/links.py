"""Game links for the page: replaying a record, the link text kept up to date cheaply,
game ids, and a bad link's reason in plain words. Pure Python (tested in CPython).

The link text is the game's engine's (its faces' ``link``): the setup, then each move in
the engine's notation (what it does in the rules). Writing it needs the options each move
chose from: ``game.encode()`` replays the whole game to find them; the page keeps them as
the moves are played, so ``link_text`` writes the same text without a replay (tests check
that both agree). A record also holds the players' names: a game's own (every link
carries them but an Agricola link of format 1 or 2, or one with no seat named), else those
given when it began or kept with its save.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from app.engines import RELEASED_FORMATS, EngineNeeded, engine_of, open_code
from gamekit import BadGameCode
from gamekit.notation import BREAK
from gamekit.registry import DEFAULT, Chronicle, Faces, GameInfo, game_of_link, read_tag

Game = Any  # a game of any registered engine (``gamekit.registry.PlayedGame``)
MoveRecord = Any  # what one move did, as its engine records it

ID_CHARS = 12  # hex digits of a setup's hash in a game id
MAX_NAME = 40  # characters of a player's name kept (the form's limit)


@dataclass
class Record:
    """A game with what the page knows about each move: who made it, whether the page
    played it as the only option, the option keys it chose from (for the link), and what
    it did (``chronicle``: the engine's record, for the story, history and highlights).
    The game may be of any engine (``app.engines``): the record uses the game's own.
    ``names``: the players' names (the game's own when not given)."""

    game: Game
    movers: list[int] = field(default_factory=list)
    forced: list[bool] = field(default_factory=list)
    offered: list[list[str]] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    chronicle: Chronicle = field(init=False)

    def __post_init__(self) -> None:
        faces = engine_of(self.game)
        self.chronicle = faces.chronicle(self.game)
        self.names = seat_names(faces.names(self.game), self.names, self.game.setup.players)

    @property
    def faces(self) -> Faces:
        return engine_of(self.game)

    @property
    def records(self) -> list[MoveRecord]:
        return self.chronicle.records

    def play(self, key: str, forced: bool) -> None:
        """Play one key (IllegalMove leaves everything as it was)."""
        game = self.game
        player = next_player(game)
        keys = game.legal_moves()
        self.chronicle.play(key)
        self.movers.append(player if player is not None else -1)
        self.forced.append(forced)
        self.offered.append(keys)

    def chosen_labels(self, start: int) -> list[str]:
        """The labels of the moves from ``start`` on that a player chose (not forced)."""
        return [r.label for r, forced in zip(self.records[start:], self.forced[start:],
                                             strict=True) if not forced]

    def truncate(self, n: int) -> None:
        """Keep the first n moves (a replay: randomness exists only at setup). What the
        kept moves did is known already: only the game is played again."""
        game, keys = type(self.game)(self.game.setup), self.game.moves[:n]
        for key in keys:
            game.play(key)
        self.game, self.chronicle = game, self.chronicle.cut(game, n)
        del self.movers[n:], self.forced[n:], self.offered[n:]


def next_player(game: Game) -> int | None:
    """The seat the game waits on (None: the game is over)."""
    d = game.decision()
    return d.player if d is not None else None


def seat_names(own: Sequence[str], given: Sequence[str], players: int) -> list[str]:
    """The players' names: the game's own when its link holds them, else those given (a
    save's, the form's), else "Player 1" ...; each at most ``MAX_NAME`` characters."""
    if own:
        return list(own)
    named = [str(n).strip()[:MAX_NAME] for n in given][:players]
    named += [""] * (players - len(named))
    return [n or default_name(i) for i, n in enumerate(named)]


def default_name(seat: int) -> str:
    """A seat's name while none is given: "Player 1"."""
    return f"Player {seat + 1}"


def seat_aside(names: Sequence[str], seat: int) -> str:
    """Which seat a name plays, said beside it ("player 2") unless the name already says
    it (a seat left unnamed is called "Player 2")."""
    return "" if names[seat] == default_name(seat) else f"player {seat + 1}"


def replay(game: Game, names: Sequence[str] = ()) -> Record:
    """The record of a game played elsewhere (a link): a move is taken as forced when
    it was the only option, as the page would have played it. A game ``read_game`` read
    comes with its record made in the same replay: that one is taken."""
    global _read
    read, _read = _read, None
    if read is not None and read[0] is game and read[1].game.moves == game.moves:
        record = read[1]
        record.names = seat_names(record.faces.names(game), names, game.setup.players)
        return record
    record = Record(type(game)(game.setup), names=list(names))
    for key in game.moves:
        record.play(key, forced=len(record.game.legal_moves()) == 1)
    return record


class Recording:
    """A record played as a link is read (``legal_moves`` and ``play``, as the codec
    plays a game): one replay gives the game and its record."""

    def __init__(self, faces: Faces, setup: Any) -> None:
        self.record = Record(faces.game_type(setup))

    def legal_moves(self) -> list[str]:
        keys: list[str] = self.record.game.legal_moves()
        return keys

    def play(self, key: str) -> None:
        self.record.play(key, forced=len(self.record.game.legal_moves()) == 1)


# The game ``read_game`` returned last, and the record made as it was read.
_read: tuple[Game, Record] | None = None


def read_game(code: str, missing: frozenset[int | str] = frozenset(),
              game: GameInfo | None = None) -> Game:
    """The game a link holds (``engines.open_code``), read once: its record is made as it
    is read and kept for ``replay``, which opening the game asks next. The game returned is
    a copy of the record's (a copy costs far less than a replay), so that playing on the
    record never changes it, as before."""
    global _read
    found = open_code(code, missing, start=Recording, game=game)
    if not isinstance(found, Recording):
        return found
    game = found.record.game.copy()
    _read = (game, found.record)
    return game


def link_text(record: Record) -> str:
    """The engine's link text for a record (what ``record.game.encode()`` gives)."""
    return engine_of(record.game).link(record.game, record.offered)


def game_items(game: Game, offered: Sequence[Sequence[str]] | None = None) -> list[str]:
    """A game's moves as comparable items: today's engine's, those of its link (breaks
    too; ``offered``: the option keys each move chose from, else found by a replay); an
    old engine's, its keys as its ``items_of`` marks them."""
    faces = engine_of(game)
    if faces.current:
        return list(faces.read(faces.link(game, offered or faces.offered(game)))[1])
    return [item for key in game.moves for item in faces.items_of(key)]


def items(record: Record) -> list[str]:
    """The record's moves as comparable items of its link (``game_items``)."""
    return game_items(record.game, record.offered)


def setup_id(setup: Any, game_id: str = DEFAULT.id) -> str:
    """The id of a game's setup (players, names, ruleset, buildings, seed ...): every save
    of one game, and of a copy that went another way, shares it. Another game's setup is
    hashed with its game's id (the default game's ids stay as they were); names when no
    seat is named are left out (an Agricola setup's ids from before it held names stay)."""
    fields = asdict(setup) if game_id == DEFAULT.id else {"game": game_id, **asdict(setup)}
    if "names" in fields and not any(fields["names"]):
        del fields["names"]
    text = json.dumps(fields, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:ID_CHARS]


def record_id(record: Record) -> str:
    """``setup_id`` of a record's game."""
    return setup_id(record.game.setup, record.faces.info.id)


def saved_items(entry: Mapping[str, object], game: GameInfo) -> list[str]:
    """A saved game's moves as comparable items, read from its link without replaying it,
    to be compared with a game of ``game``'s: BadGameCode when the saved text is not a
    link of that game, or one its engine cannot read on this device yet (such a save is
    passed over, and kept). A save of an older format is read as opening it would
    (``engines.open_code``, by today's engine when its own is not installed yet): such
    saves are written again in today's format when opened, unless they keep their own
    engine."""
    code = str(entry["code"])
    info = game_of_link(code) if read_tag(code).tagged else game
    if info is not game:
        raise BadGameCode(f"it is a game of {info.name}, not of {game.name}")
    if code.strip().startswith(info.tag) and info.installed():
        return list(info.faces().read(code)[1])
    try:
        return game_items(open_code(code, missing=frozenset(RELEASED_FORMATS), game=game))
    except EngineNeeded as exc:
        raise BadGameCode(f"its engine is not on this device yet ({exc})") from exc


def _facts_only(items: Sequence[str]) -> list[str]:
    """Items without breaks (a break depends on what follows): one game's facts are a
    prefix of the facts of every game continuing it."""
    return [i for i in items if i != BREAK]


def relation(saved: Sequence[str], link: Sequence[str]) -> str:
    """How a link's moves relate to a saved game of the same setup, both as items
    (``codec.read``): "same", "newer" (it continues the save), "older" (the save continues
    it), or "other"."""
    if saved == link:
        return "same"
    mine, theirs = _facts_only(link), _facts_only(saved)
    if mine[: len(theirs)] == theirs:
        return "newer"
    if theirs[: len(mine)] == mine:
        return "older"
    return "other"


def shared_moves(record: Record, saved: Sequence[str]) -> int:
    """How many of the record's moves a saved game (as items) has too, from the start."""
    theirs = _facts_only(saved)
    pos = 0
    items_of = record.faces.items_of
    for n, key in enumerate(record.game.moves):
        f = items_of(key)
        if theirs[pos:pos + len(f)] != f:
            return n
        pos += len(f)
    return len(record.game.moves)


def reason(exc: BadGameCode) -> str:
    """The engine's reason as a sentence: "The game link is cut short (truncated data)."."""
    text = str(exc).strip() or "the game link cannot be read"
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
