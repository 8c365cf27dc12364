"""What the page's session holds between clicks: the game record, its save, the seats
and settings, the notices of the last action. The rooms of ``app/session.py`` (seats,
autoplay, the computer, opening links, other tabs, the bridge) all work on this state.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from app.engines import engine_of
from app.links import Game, Record, link_text
from app.saves import Saves, Store
from app.seating import Seating
from app.settings import Settings
from app.slot import Slot
from app.story import changes
from app.unopened import Unopened
from gamekit.registry import Chronicle, GameInfo

JSON = dict[str, Any]
class SessionState:
    """The session's state, and the few helpers every room uses."""

    def __init__(self, store: Store | None = None) -> None:
        self.played: Record | None = None
        self.notice = ""  # something went wrong (an illegal key, a failure)
        self.info = ""  # news about the game that is not a problem
        self.setup_error = ""
        self.setup_field = ""  # the form field setup_error is about ("seed"), or ""
        self.auto_played: list[str] = []  # labels of forced moves played by the last action
        self.saves = Saves(store)
        self.unopened = Unopened(self.saves.store)  # links that could not be opened
        self.settings = Settings(self.saves)  # the player's, kept across visits
        self.slot = Slot()  # where the open game is saved (app/slot.py)
        self.problem: JSON | None = None  # about a link or a save: {"kind", "text", "saved"}
        # who plays each seat, and the moves no longer undone (app/seating.py)
        self.seating = Seating()
        self.shown: JSON | None = None  # what just happened: app.story.changes + "kind"
        # link formats, and ids of games, whose engine this copy of the page lacks (never
        # one that could not be downloaded yet: the page asks for it again each time)
        self.missing_engines: set[int | str] = set()
        # the open game's link format, when its engine was missing and today's read it
        self.read_without: int | None = None
        self._history_cache: tuple[Chronicle, int, list[JSON]] | None = None
        self._link_cache: tuple[Record, tuple[str, ...], str] | None = None

    if TYPE_CHECKING:
        # What the rooms offer one another, each defined in its own room (app/session.py
        # names them): declared here so that a room's use of another is checked as a typed
        # call. Only for the type checker: at run time the room's definition is the one.
        # The computer's and the seats' rules (app/seats.py, app/opponent.py)
        def computer_to_move(self) -> bool: ...
        def undo_point(self, moves: int | None = None) -> int | None: ...
        def people_seats(self) -> list[int]: ...
        def take_seat(self, seat: int) -> None: ...
        def computers_played_here(self) -> None: ...
        def undo_refusal(self, moves: int | None = None) -> str: ...
        # the moves the page plays by itself (app/autoplay.py)
        def _run_forced(self) -> None: ...
        def settle(self) -> Callable[[Game], None] | None: ...
        # saves and other tabs (app/sync.py), opening (app/opening.py)
        def autosave(self, board: JSON | None = None) -> None: ...
        def taken_elsewhere(self) -> bool: ...
        def _saved_match(self, root: str) -> tuple[JSON, str, int] | None: ...
        def open_link(self, code: str) -> None: ...
        def resume(self, game_id: str) -> None: ...
        def _read(self, code: str, expected: GameInfo | None = None) -> Game | None: ...
        # the review (app/reviews.py)
        review: JSON | None
        review_changed: bool
        def forget_review(self) -> None: ...
        def load_review(self, entry: JSON) -> None: ...
        # replay (app/replay.py) and the session itself (app/session.py)
        def leave_replay(self) -> None: ...
        def start(self, game_id: str, players: int, seed: int | None,
                  options: Mapping[str, Any], names: Sequence[str], who: Sequence[str],
                  levels: Sequence[str] = ()) -> None: ...
        def play(self, key: str) -> None: ...
        def record(self) -> JSON: ...
        def model(self, board: JSON | None = None) -> JSON: ...

    @property
    def game(self) -> Game | None:
        return self.played.game if self.played else None

    @property
    def names(self) -> list[str]:
        """The players' names of the open game."""
        return self.played.names if self.played else []

    @property
    def movers(self) -> list[int]:
        return self.played.movers if self.played else []

    @property
    def forced(self) -> list[bool]:
        return self.played.forced if self.played else []

    def link(self) -> str | None:
        """The link text of the game as it stands (what ``game.encode()`` gives); written
        once per position (an action asks for it to save the game and again for the page)."""
        played = self.played
        if played is None:
            return None
        moves = tuple(played.game.moves)
        cached = self._link_cache
        if cached is None or cached[0] is not played or cached[1] != moves:
            cached = self._link_cache = (played, moves, link_text(played))
        return cached[2]


    def rules_note(self) -> str:
        """What the page says about the open game's rules ("" for today's)."""
        game = self.game
        if game is None:
            return ""
        if self.read_without is not None:
            return (f"This game began with the rules of version {self.read_without}; the "
                    "old engine is missing here, so it goes on with today's rules.")
        engine = engine_of(game)
        return "" if engine.current else f"This game uses the rules of version {engine.version}."

    def _need_record(self) -> Record:
        if self.played is None:
            raise ValueError("no game yet: start a new game")
        return self.played


    def _show(self, kind: str, first: int) -> None:
        """What happened from move ``first`` on (0-based) is shown until the next click."""
        played = self._need_record()
        self.shown = {"kind": kind, **changes(played, played.records[first:])}


    def board(self) -> JSON | None:
        """The view model of the open game (None: no game). With the score preview, each
        option's score is the one after the moves the page then plays by itself (today's
        engine; an old game's engine previews the option alone)."""
        game = self.game
        if game is None:
            return None
        preview = self.settings.score_preview
        return engine_of(game).view(game, preview, self.settle() if preview else None)
