"""Learn to play, as the shell holds it: a game that has a guide declares its room
(``GameInfo.guide``, a module path); the shell imports it only when the player asks for
the guide, and asks the guide it returns for the coach's box. The guide belongs to the
session, not to the game record: opening, resuming or starting another game ends it (the
guide names the record it guides)."""

from __future__ import annotations

import importlib
from typing import Protocol

from app.bridge import engine_or_ask
from app.links import Game, Record
from app.state import JSON, SessionState
from gamekit.registry import game, games


class Guide(Protocol):
    """A game's guide: the record it guides, its next closing page, the coach's box."""

    record: Record

    def next(self) -> None: ...
    def model(self, game: Game) -> JSON | None: ...


class Guiding(SessionState):
    """The open guide (None: no game is guided)."""

    guide: Guide | None = None

    def learn(self, game_id: str = "") -> None:
        """Start a guided game of ``game_id`` ("": the first game that has a guide). A
        game whose engine is not installed yet: the page installs it and asks again, as
        for a game started from the form (``EngineNeeded``, said as the model's
        problem)."""
        info = game(game_id) if game_id else next(g for g in games() if g.guide)
        if info.guide is None:
            raise ValueError(f"{info.name} has no guide")
        if engine_or_ask(self, info) is None:
            return
        self.guide = importlib.import_module(info.guide).learn(self)

    def leave_guide(self) -> None:
        """The player leaves the guide (or the coach handed over): an ordinary game now."""
        self.guide = None

    def coach_next(self) -> None:
        """The guide's next closing lesson."""
        if self.guide is not None:
            self.guide.next()

    def coach_model(self) -> JSON | None:
        """The coach's box for the open game, or None when it is not guided."""
        guide, game = self.guide, self.game
        if guide is None or guide.record is not self.played or game is None:
            return None
        return guide.model(game)
