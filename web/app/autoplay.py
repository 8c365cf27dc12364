"""Moves the page plays by itself: the only option of a decision, and the plain way to
pay when paying Timber for Wood or Brick for Clay is the only difference (unless the
player asks to choose). The settings that steer it are kept across visits.
"""

from __future__ import annotations

from collections.abc import Callable

from app.state import SessionState
from arle_core import Game, Option
from arle_core.view import SUBSTITUTES

MAX_AUTOPLAY = 200  # forced moves in a row; far above any real chain
PLAIN_GOOD = {sub: good for good, sub in SUBSTITUTES.items()}  # timber -> wood, brick -> clay


def _payment(key: str) -> dict[str, int]:
    """``pay:2timber+brick`` -> {"timber": 2, "brick": 1} (goods.payment_key's format)."""
    out: dict[str, int] = {}
    for part in key.partition(":")[2].split("+"):
        digits = len(part) - len(part.lstrip("0123456789"))
        if part != "nothing":
            out[part[digits:]] = int(part[:digits] or 1)
    return out


def plain_payment(kind: str, options: list[Option]) -> str | None:
    """The way to pay with plain goods, when the ways to pay differ only by paying Timber
    for Wood or Brick for Clay ("you can always pay Timber instead of Wood and Brick
    instead of Clay"): never worse, since Timber and Brick score and Wood and Clay do not.
    None when the choice is a real one (different goods) or not about paying."""
    if kind != "pay" or len(options) < 2:
        return None
    costs = [_payment(o.key) for o in options]

    def plain(cost: dict[str, int]) -> dict[str, int]:
        out: dict[str, int] = {}
        for good, n in cost.items():
            out[PLAIN_GOOD.get(good, good)] = out.get(PLAIN_GOOD.get(good, good), 0) + n
        return out

    if any(plain(c) != plain(costs[0]) for c in costs):
        return None
    subs = [sum(n for g, n in c.items() if g in PLAIN_GOOD) for c in costs]
    return options[subs.index(min(subs))].key


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
        score preview: ``arle_core.view``); None when it plays nothing (autoplay off)."""
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
    key = None if ask_payment else plain_payment(d.kind, list(d.options))
    return d.option(key) if key is not None else None


