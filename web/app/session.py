"""The page's game session: the current game, seats, forced moves, undo, its link,
autosave, and what just happened. Pure Python.

No DOM here (it runs in CPython tests as well as in the page): the page calls
``Session.call(action, arg)`` and gets one JSON string back, ``{"view": ..., "ui": ...}``,
which a small JS renderer turns into the board. One bridge crossing per click.

Seats: a 2-player game is played *hot-seat* (both at this device) or *by link* (each
device plays one seat: chosen when creating the game, asked once — "Who are you?" — when
a device opens a link of a game it has not seen, remembered with the save). By link, the
options of the other seat are never offered or accepted here: the device waits ("Waiting
for Ben — send him the link").

Turn safety: a turn ends when the other player must decide. Until the player sends the
link (by link) or confirms "End turn" (hot-seat), undo goes back to the start of their
turn, one-click spaces included; after that (``locked`` moves) nothing before can be
undone. Undo replays the move record (a new game with the same setup, then
``moves[:n]``): randomness exists only at setup, so the replay is exact. The solo game
has unlimited undo. Forced moves (exactly one option) are played automatically unless
the player turned that off; undo steps over them.

What happened (``app/story.py``, from the engine's record of each move): after a click,
the lines and board elements of the moves it played (highlighted until the next click);
after opening a link, the story of the moves since this device last saw the game.

Against the computer (``COMPUTER``): this device plays one seat (``seat``), the computer
the other at a level (``arle_core.ai.LEVELS``), both saved with the game. The page asks the
computer for its key in a Web Worker and plays it here (``computer_play``), one move at a
time, each shown as the story of the computer's turn so far; the player's moves before the
computer's turn can no longer be undone once the computer has moved.

Paying with the plain good (Wood rather than Timber, Clay rather than Brick) when that is
the only difference between the ways to pay is played like a forced move, unless the
player asks to choose (``ask_payment``).

The link (``ui.link``, the page puts it in the address as ``#g=...``) is the whole game.
Every change is saved in the browser (``saves.py``) under the game's id. Opening a link
never overwrites a saved game with fewer or other moves: a bad link changes nothing and
says why; an earlier point of a saved game opens without touching the save; a link that
went another way is saved as a separate game.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import asdict
from typing import Any

from app.autoplay import Autoplay
from app.back_forward import BackForward
from app.bridge import Bridge
from app.engines import engine_of, faces
from app.guide import Guiding
from app.links import Record
from app.opening import Opening
from app.opponent import Opponent
from app.replay import Replay
from app.reviews import Reviews
from app.saves import BESIDE_BOARD, Store
from app.seating import (
    BY_COMPUTER,
    COMPUTER,
    COMPUTER_LEVELS,
    COMPUTER_NAME,
    DEFAULT_LEVEL,
    HOTSEAT,
    LINK,
    SOLO,
    Seating,
)
from app.seats import Seats
from app.slot import Slot
from app.state import JSON
from app.story import best_solo_score, end_summary
from app.sync import Sync
from gamekit import IllegalMove
from gamekit.registry import game


def computer_names(names: Sequence[str], who: Sequence[str]) -> list[str]:
    """The seats' names with each unnamed computer seat named: "Computer", or "Computer 1",
    "Computer 2" … when several are (one name for two seats would tell them apart nowhere:
    the story, the scores, the games list)."""
    unnamed = [i for i, (n, w) in enumerate(zip(names, who, strict=True))
               if w == BY_COMPUTER and not n.strip()]
    out = list(names)
    for number, i in enumerate(unnamed, 1):
        out[i] = COMPUTER_NAME if len(unnamed) == 1 else f"{COMPUTER_NAME} {number}"
    return out


__all__ = ["COMPUTER", "COMPUTER_LEVELS", "DEFAULT_LEVEL", "HOTSEAT", "LINK", "SOLO",
           "Session", "Store"]


class Session(Bridge, BackForward, Replay, Sync, Opening, Opponent, Autoplay, Seats, Guiding,
              Reviews):
    """What the page holds between clicks: the open game's record and the components
    that own the rest (``Seating``, ``Slot``, ``Settings``, the saves), with each room
    adding one idea (see docs/design.md, "The session: components and rooms")."""

    def start(self, game_id: str, players: int, seed: int | None,
              options: Mapping[str, Any], names: Sequence[str], who: Sequence[str],
              levels: Sequence[str] = ()) -> None:
        """A new game of any registered game: its setup form's ``options``, the players'
        ``names`` and who plays each seat (HERE, BY_LINK, BY_COMPUTER at ``levels``); a
        computer's seat is named "Computer" unless named (:func:`computer_names`)."""
        info = game(game_id)
        low, high = info.players
        if not low <= players <= high:
            raise ValueError(f"{info.name} is played by {low} to {high} players")
        if len(who) != players:
            raise ValueError(f"say who plays each of the {players} seats")
        engine = faces(info)
        if seed is None:
            seed = random.randrange(1, 1_000_000)
        names = [*[str(n) for n in names], *[""] * players][:players]
        names = computer_names(names, who)
        seating = Seating()
        seating.assign(who, levels)  # checks who and the levels before anything changes
        new = engine.new_game(players, seed, names, options)
        self.played, self.seating = Record(new, names=names), seating
        self.slot, self.problem, self.read_without = Slot(), None, None
        self.forget_review()
        self._run_forced()
        self._show("start", 0)

    def play(self, key: str) -> None:
        """Play a chosen option; an illegal key, or an option of a seat this device does
        not play, leaves everything as it was and says why."""
        if self.replay_at is not None:  # a move from a replayed point: a new game
            self.notice = self.replay_refusal()
            if self.notice:
                return
            self.fork()
        played = self._need_record()
        refusal = self.refusal()
        if refusal:
            self.notice = refusal
            return
        if self.turn_ended():  # hot-seat: the next player's click ends the turn before
            self.seating.locked = len(played.game.moves)
        before = len(played.game.moves)
        try:
            played.play(key, forced=False)
        except (IllegalMove, engine_of(played.game).illegal_move) as exc:
            self.notice = str(exc)
            return
        self._run_forced()
        self._show("move", before)

    def undo(self) -> None:
        point = self.undo_point()
        if point is None:
            self.notice = "Nothing to undo."
            return
        self._need_record().truncate(point)
        self.shown = None


    def record(self) -> JSON:
        """The setup and every move: all it takes to replay the game."""
        game = self._need_record().game
        return {"setup": asdict(game.setup), "moves": list(game.moves),
                "forced": list(self.forced)}

    def model(self, board: JSON | None = None) -> JSON:
        """The page's model: the view of the game (``board`` when made already) and the ui."""
        game = self.game
        link = self.link()
        ui = {**self.settings.model(), "auto_choices": self.auto_choices_model(),
              "can_undo": self.undo_point() is not None,
              "notice": self.notice, "info": self.info, "auto_played": self.auto_played,
              "moves": len(game.moves) if game else 0,
              "last_chooser": self.last_chooser(), "link": link,
              "game_id": self.slot.id, "problem": self.problem,
              "storage": self.saves.problem, "setup_error": self.setup_error,
              "setup_field": self.setup_field,
              "rules": self.rules_note(),
              "unsaved": link is not None and link != self.slot.code,
              "save_failure": BESIDE_BOARD.get(self.saves.problem, self.saves.problem),
              "games": self.games(), "unopened": self.unopened.entries(),
              **self._seats_model()}
        shown = None
        board = board if board is not None else self.board()
        if game is not None and board is not None:
            ui["history"] = self._history()
            played = self._need_record()
            ui["end"] = end_summary(played, best_solo_score(
                self.saves.listing(), self.slot.id, played.faces.info.id))
            shown = self.shown
        ui["shown"] = shown
        held = self.hold_reason()
        ui["replay"], ui["daily"] = self.replay_model(), self.daily_model()
        if ui["replay"] is not None:  # the board as it was; a move there starts a new game
            board = self.replay_board()
            held = self.replay_refusal()
            ui["shown"], ui["can_undo"] = None, False  # the story is the replay bar's
            if ui.get("computer"):
                ui["computer"] = {**ui["computer"], "to_move": False}
        if board is not None and board["decision"] is not None and held:
            board["decision"]["options"] = []  # never clickable here: see ui.held
        ui["held"] = held
        ui["coach"] = self.coach_model()  # Learn to play (app/guide.py)
        out = {"view": board, "ui": ui, "game": self.game_face()}
        self.review_ui(out)  # the review, and a reviewed moment in place of the board
        return out

    def _history(self) -> list[JSON]:
        """The game history, worked out again only when the moves changed."""
        played = self._need_record()
        cached = self._history_cache
        if cached is None or cached[0] is not played.chronicle or cached[1] != len(played.records):
            groups = played.faces.history(played.records, played.game.setup.players)
            cached = self._history_cache = (played.chronicle, len(played.records), groups)
        return cached[2]


    def game_face(self) -> JSON | None:
        """The open game's id, name and link tag (the page picks its renderer by id), and
        the unit its scores are written in."""
        if self.played is None:
            return None
        info = self.played.faces.info
        return {"id": info.id, "name": info.name, "tag": info.tag, "unit": info.unit}
