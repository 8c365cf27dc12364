"""Moves the page plays by itself: the only option of a decision, an option the game
says is never worse than the others when they differ only in a way that cannot matter
(its faces' ``plain_choice``: Fields of Arle pays with Wood rather than Timber) unless the
player asks to choose, and a game's own automatic choices while their settings are on (its
faces' ``auto_choices``: Agricola feeds the family the way that loses the fewest points).
The settings that steer it are kept across visits.
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

    def set_setting(self, name: str, on: bool) -> None:
        """Change one of the page's settings (``app/settings.py``); the moves the page
        now plays by itself are played."""
        self.settings.set(name, on)
        if self.game is not None:
            self._run_forced()

    def set_auto_choice(self, arg: str) -> None:
        """Turn one of the open game's automatic choices on or off: ``arg`` is
        "SETTING=1" or "SETTING=0"."""
        name, _, flag = arg.partition("=")
        game = self.game
        known = {c.setting for c in engine_of(game).auto_choices} if game is not None else set()
        if name not in known or flag not in ("0", "1"):
            raise ValueError(f"no automatic choice {name!r} in this game")
        self.settings.set_auto(name, flag == "1")
        self._run_forced()

    def auto_choices_model(self) -> list[dict[str, object]]:
        """The open game's automatic choices as the decision panel's settings."""
        game = self.game
        if game is None:
            return []
        return [{"setting": c.setting, "label": c.label, "help": c.help,
                 "on": self.settings.auto_on(c.setting, c.default)}
                for c in engine_of(game).auto_choices]

    def _run_forced(self) -> None:
        played = self.played
        if played is None or not self.settings.autoplay:
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
        return automatic_option(game, self.settings.ask_payment, self.settings.auto_on,
                                self.seating.plays_here) \
            if game is not None else None

    def settle(self) -> Callable[[Game], None] | None:
        """What the page plays by itself after a move, to play on a copy (the options'
        score preview of the game's view model); None when it plays nothing (autoplay off)."""
        if not self.settings.autoplay:
            return None
        ask, on = self.settings.ask_payment, self.settings.auto_on
        here = self.seating.plays_here

        def play_automatic(game: Game) -> None:
            for _ in range(MAX_AUTOPLAY):
                option = automatic_option(game, ask, on, here)
                if option is None:
                    return
                game.play(option.key)

        return play_automatic


def automatic_option(game: Game, ask_payment: bool,
                     on: Callable[[str, bool], bool] = lambda _s, default: default,
                     here: Callable[[int], bool] = lambda _seat: True) -> Option | None:
    """The move the page plays by itself in ``game``, if any: the only option, (unless
    the player asks to choose) the plain way to pay, or the choice of one of the game's
    automatic choices that is ``on`` (setting, default) for a seat a person plays ``here``
    (a computer's seat makes its own choices)."""
    d = game.decision()
    if d is None:
        return None
    if len(d.options) == 1:
        only: Option = d.options[0]
        return only
    engine = engine_of(game)
    key = None if ask_payment else engine.plain_choice(d.kind, list(d.options))
    for choice in engine.auto_choices if here(d.player) else ():
        if key is None and on(choice.setting, choice.default):
            key = choice.choose(game)
    chosen: Option | None = d.option(key) if key is not None else None
    return chosen


