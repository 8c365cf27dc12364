"""What the page's session holds between clicks: the game record, its save, the seats
and settings, the notices of the last action. The rooms of ``app/session.py`` (seats,
autoplay, the computer, opening links, other tabs, the bridge) all work on this state.
"""

from __future__ import annotations

from typing import Any

from app.engines import engine_of
from app.links import Record, link_text
from app.saves import Saves, Store
from app.story import changes
from arle_core import Game
from arle_core.history import Chronicle

JSON = dict[str, Any]
SOLO, HOTSEAT, LINK, COMPUTER = "solo", "hotseat", "link", "computer"
TWO_PLAYER_MODES = (HOTSEAT, LINK, COMPUTER)
# arle_core.ai.LEVELS, named here so the page does not import the AI (it runs in a worker)
COMPUTER_LEVELS = ("casual", "good", "strong")
DEFAULT_LEVEL = "good"
COMPUTER_NAME = "Computer"  # the computer's seat when its name is left empty


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
        self.autoplay = self.saves.setting("autoplay", True)  # kept across visits
        # False: pay with the plain good (see plain_payment); kept across visits
        self.ask_payment = self.saves.setting("ask_payment", False)
        # True: each option shows the score after it; kept across visits
        self.score_preview = self.saves.setting("score_preview", False)
        self.game_id: str | None = None  # the save this game is written to (None: not yet)
        self.saved_code = ""  # the link text last written under game_id (or opened)
        self.problem: JSON | None = None  # about a link or a save: {"kind", "text", "saved"}
        self.held = False  # another tab deleted this game: not saved again unless kept
        # SOLO, HOTSEAT (both players here), LINK (one seat here) or COMPUTER
        self.mode = SOLO
        # by link or against the computer: the player this device plays (None: ask)
        self.seat: int | None = None
        self.level = DEFAULT_LEVEL  # against the computer: its level (COMPUTER_LEVELS)
        self.locked = 0  # moves that can no longer be undone (sent, or "End turn")
        self.shown: JSON | None = None  # what just happened: app.story.changes + "kind"
        self.forked_at: int | None = None  # a copy that went another way: moves in common
        # every move of the game was played on this device (none came by link): only such
        # a game counts as the player's own (Today's game: best score and streak)
        self.played_here = True
        self.seat_changed = False  # saved with the game even when no move was played
        self.sent_at: int | None = None  # by link: the moves when the link was last sent
        self.missing_engines: set[int] = set()  # link formats whose engine cannot be had
        # the open game's link format, when its engine was missing and today's read it
        self.read_without: int | None = None
        self._history_cache: tuple[Chronicle, int, list[JSON]] | None = None

    @property
    def game(self) -> Game | None:
        return self.played.game if self.played else None

    @property
    def movers(self) -> list[int]:
        return self.played.movers if self.played else []

    @property
    def forced(self) -> list[bool]:
        return self.played.forced if self.played else []

    def link(self) -> str | None:
        """The link text of the game as it stands (what ``game.encode()`` gives)."""
        played = self.played
        return link_text(played) if played else None


    def rules_note(self) -> str:
        """What the page says about the open game's rules ("" for today's)."""
        game = self.game
        if game is None:
            return ""
        if self.read_without is not None:
            return (f"This game began with the rules of version {self.read_without}; the "
                    "old engine is missing here, so it goes on with today's rules.")
        engine = engine_of(game)
        return "" if engine.today else f"This game uses the rules of version {engine.version}."

    def _need_record(self) -> Record:
        if self.played is None:
            raise ValueError("no game yet: start a new game")
        return self.played


    def _show(self, kind: str, first: int) -> None:
        """What happened from move ``first`` on (0-based) is shown until the next click."""
        played = self._need_record()
        self.shown = {"kind": kind, **changes(played.game, played.records[first:])}


    def board(self) -> JSON | None:
        """The view model of the open game (None: no game). With the score preview, each
        option's score is the one after the moves the page then plays by itself (today's
        engine; an old game's engine previews the option alone)."""
        game = self.game
        if game is None:
            return None
        settle = self.settle() if self.score_preview else None
        return engine_of(game).view_model(game, self.score_preview, settle)
