"""Moves the page plays by itself: the only option of a decision, and an option the game
says is never worse than the others when they differ only in a way that cannot matter
(its faces' ``plain_choice``: Fields of Arle pays with Wood rather than Timber), unless the
player asks to choose. The settings that steer it are kept across visits.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app.engines import engine_of
from app.state import SessionState
from gamekit import Option

Game = Any

MAX_AUTOPLAY = 200  # forced moves in a row; far above any real chain


class Autoplay(SessionState):
    """The forced moves after each action, and the player's settings."""

    def set_autoplay(self, on: bool) -> None:
        self.autoplay = on
        self.saves.put_setting("autoplay", on)
        if self.game is not None:
            self._run_forced()

    def set_ask_payment(self, on: bool) -> None:
        self.ask_payment = on
        self.saves.put_setting("ask_payment", on)
        if self.game is not None:
            self._run_forced()

    def set_score_preview(self, on: bool) -> None:
        self.score_preview = on
        self.saves.put_setting("score_preview", on)


    def _run_forced(self) -> None:
        played = self.played
        if played is None or not self.autoplay:
            return
        for _ in range(MAX_AUTOPLAY):
            option = self.automatic_move()
            if option is None:
                return
            self.auto_played.append(option.label)
            played.play(option.key, forced=True)

    def automatic_move(self) -> Option | None:
        """The move the page plays by itself now, if any (``automatic_option``)."""
        game = self.game
        return automatic_option(game, self.ask_payment) if game is not None else None

    def settle(self) -> Callable[[Game], None] | None:
        """What the page plays by itself after a move, to play on a copy (the options'
        score preview of the game's view model); None when it plays nothing (autoplay off)."""
        if not self.autoplay:
            return None
        ask = self.ask_payment

        def play_automatic(game: Game) -> None:
            for _ in range(MAX_AUTOPLAY):
                option = automatic_option(game, ask)
                if option is None:
                    return
                game.play(option.key)

        return play_automatic


def automatic_option(game: Game, ask_payment: bool) -> Option | None:
    """The move the page plays by itself in ``game``, if any: the only option, or (unless
    the player asks to choose) the plain way to pay."""
    d = game.decision()
    if d is None:
        return None
    if len(d.options) == 1:
        return d.options[0]
    key = None if ask_payment else engine_of(game).plain_choice(d.kind, list(d.options))
    return d.option(key) if key is not None else None


