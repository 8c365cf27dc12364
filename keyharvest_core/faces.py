"""Key Harvest's faces (``gamekit.registry.Faces``) for game-independent clients.

Minimal and honest, for the conformance suite while the game has no page: the view is
the engine's seat view (:mod:`keyharvest_core.view`) of the seat deciding; a move's record
is its option's label, with no board elements or effects (no story of what it did yet);
the history is one group; the computer player is ``keyharvest_core.ai``; there is no review,
no rules panel beyond one line, and no names in the link.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from gamekit import BadGameCode, IllegalMove
from gamekit.notation import BREAK
from gamekit.registry import Faces

from . import codec
from .game import Game, new_game
from .info import KEYHARVEST
from .notation import NOTATION
from .scoring import CATEGORIES
from .state import MAX_SEED

JSON = dict[str, Any]


def _new(players: int, seed: int, _names: Sequence[str] | None,
         options: Mapping[str, Any]) -> Game:
    return new_game(players, seed, bool(options.get("keep_seventh", True)))


def _view(game: Game, _preview: bool, _settle: Callable[[Any], None] | None) -> JSON:
    d = game.decision()
    return game.view(d.player if d is not None else 0)


@dataclass(frozen=True)
class Told:
    player: int
    text: str
    move: int
    elements: tuple[str, ...] = ()


@dataclass
class Record:
    """One move: who chose which option (no effects recorded yet)."""

    number: int
    player: int
    label: str

    def elements(self) -> list[str]:
        return []


@dataclass
class Chronicle:
    game: Game
    records: list[Record] = field(default_factory=list)

    def play(self, key: str) -> Record:
        d = self.game.decision()
        if d is None:
            raise IllegalMove("the game is over")
        option = d.option(key)
        self.game.play(key)  # IllegalMove first, the record after
        assert option is not None
        record = Record(len(self.game.moves), d.player, option.label)
        self.records.append(record)
        return record

    def cut(self, game: Any, n: int) -> Chronicle:
        return Chronicle(game, self.records[:n])


def _score_course(chronicle: Any) -> list[list[dict[str, float]]]:
    """The scores after each move (a replay)."""
    game, out = Game(chronicle.game.setup), []
    for key in chronicle.game.moves:
        game.play(key)
        out.append(game.scores())
    return out


def _progress(game: Game) -> str:
    totals = " · ".join(f"{s['total']:g}" for s in game.scores()) + " points"
    if game.is_over:
        return f"Game over · {totals}"
    return f"{len(game.state.events)} of 10 events · {totals}"


FACES = Faces(
    info=KEYHARVEST, game_type=Game, illegal_move=IllegalMove, bad_code=BadGameCode,
    new_game=_new, decode=codec.decode, decode_into=codec.CODEC.decode_into,
    link=lambda game, offered: codec.encode_moves(game.setup, game.moves, offered),
    offered=codec.offered, read=codec.read,
    items_of=lambda key: list(NOTATION.facts(key)), break_item=BREAK,
    view=_view, chronicle=Chronicle,
    tell=lambda r: [Told(r.player, r.label, r.number)],
    history=lambda records, _players: [{"group": 1, "moves": [r.label for r in records]}],
    names=lambda _game: [],
    winners=lambda game: game.winners() if game.is_over else [],
    categories=lambda _game: [{"key": k, "label": label} for k, label in CATEGORIES],
    score_course=_score_course, progress=_progress,
    save_fields=lambda game: {"events": len(game.state.events)},
    options=lambda game, _same: {"keep_seventh": game.setup.keep_seventh},
    start_line=lambda _game, _names: "",
    rules=lambda: [{"title": "Key Harvest",
                    "text": "The rules: key-harvest-rules.txt (no rules panel yet)."}],
    setup_fields=lambda: [dict(f) for f in KEYHARVEST.setup],
    ai_module="keyharvest_core.ai", review_module=None, seed_range=(0, MAX_SEED),
    version=codec.FORMAT.version,
)
