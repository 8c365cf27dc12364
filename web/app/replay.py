"""Replay: the board as it was after any move of the game, and the story of that move;
a move played from there starts a new game (a fork), the original stays as it is.
Rematch ("Same deal again", "New deal") and Today's game start from the open game's
setup or from the date. Pure Python (tested in CPython).

Replay never changes the game: the live record stays whole (its link, its save), and
the replayed position is the setup with the first N moves played again (randomness
exists only at setup, so it is the board as it was). Stepping forward plays on from the
last replayed position; stepping back starts from the nearest kept position (a copy of
the game every ``CHECKPOINT_EVERY`` moves, made on the way forward).
"""

from __future__ import annotations

import importlib
import random
from datetime import date
from typing import Any

from app.bridge import engine_or_ask
from app.daily import parse_day, streak
from app.engines import engine_of
from app.links import Record, next_player
from app.seating import COMPUTER, DEFAULT_LEVEL, HERE, LINK
from app.state import JSON, SessionState
from app.story import changes
from gamekit.registry import DEFAULT, GameInfo, game, games

Game = Any
# Today's game is each game's own (its registry entry names its room, ``GameInfo.daily``):
# the shell reaches a room only through the registry, and shares the rest (``app/daily.py``).
DAILY_GAMES: tuple[GameInfo, ...] = tuple(g for g in games() if g.daily)


def _room(info: GameInfo) -> Any:
    if info.daily is None:
        raise ValueError(f"{info.name} has no game of the day")
    return importlib.import_module(info.daily)


def daily_of(arg: str) -> tuple[GameInfo, date]:
    """The game and the date a request for today's game names: "agricola 2026-11-29";
    a date alone is the default game's (the page's older request)."""
    words = arg.split()
    info = game(words[0]) if len(words) > 1 else DEFAULT
    if info.daily is None:
        raise ValueError(f"{info.name} has no game of the day")
    return info, parse_day(words[-1] if words else "")


CHECKPOINT_EVERY = 32  # moves between the kept positions stepping back starts from


class Replay(SessionState):
    """The replayed position (``replay_at`` moves, None: the live game)."""

    replay_at: int | None = None
    today: date | None = None  # the page's date (the player's calendar), for the streak
    _replayed: Game | None = None
    _checkpoints: dict[int, Game] | None = None  # move count -> the game after it

    def replay(self, arg: str) -> None:
        """Show the board after ``arg`` moves ("" or "live": back to the live game)."""
        game = self._need_record().game
        if arg.strip() in ("", "live"):
            self.leave_replay()
            return
        self.replay_at = max(0, min(int(arg), len(game.moves)))

    def replay_refusal(self) -> str:
        """Why a move may not be played from the replayed board ("" when it may): by link
        or against the computer, only this device's seat plays on from a past point."""
        if self.seating.mode not in (LINK, COMPUTER) or self.seating.seat is None:
            return ""
        game = self.replayed()
        nxt = next_player(game)
        if nxt is None or nxt == self.seating.seat:
            return ""
        names = self.names
        return (f"Here {names[nxt]} decides: this device plays {names[self.seating.seat]}. Step to "
                f"one of {names[self.seating.seat]}'s moves to play on from there.")

    def leave_replay(self) -> None:
        self.replay_at, self._replayed = None, None

    def replayed(self) -> Game:
        """The game as it was after ``replay_at`` moves."""
        live = self._need_record().game
        n = self.replay_at if self.replay_at is not None else len(live.moves)

        def on_the_way(g: Game | None, limit: int) -> bool:
            return (g is not None and g.setup == live.setup and len(g.moves) <= limit
                    and g.moves == live.moves[:len(g.moves)])

        kept = self._checkpoints = {k: g for k, g in (self._checkpoints or {}).items()
                                    if on_the_way(g, len(live.moves))}
        shown = self._replayed if on_the_way(self._replayed, n) else None
        if shown is None:
            below = [k for k in kept if k <= n]
            shown = kept[max(below)].copy() if below else type(live)(live.setup)
        for key in live.moves[len(shown.moves):n]:
            shown.play(key)
            if len(shown.moves) % CHECKPOINT_EVERY == 0:
                kept.setdefault(len(shown.moves), shown.copy())
        self._replayed = shown
        return shown

    def replay_model(self) -> JSON | None:
        """The replay bar: where it stands, of how many moves, and the story of the move
        that led here."""
        if self.replay_at is None or self.played is None:
            return None
        played = self.played
        n = self.replay_at = min(self.replay_at, len(played.game.moves))
        story = changes(played, played.records[n - 1:n]) if n else None
        return {"at": n, "of": len(played.game.moves), "story": story}

    def replay_board(self) -> JSON:
        # a move from here forks and plays on as a click does: the preview counts that too
        game = self.replayed()
        return engine_of(game).view(game, self.settings.score_preview, self.settle())

    def fork(self) -> None:
        """Leave replay for a new game: the first ``replay_at`` moves of this one, saved
        apart (the original keeps every move)."""
        n, live = self.replay_at or 0, self._need_record()
        copy = Record(type(live.game)(live.game.setup), names=list(live.names))
        for key, forced in zip(live.game.moves[:n], live.forced[:n], strict=True):
            copy.play(key, forced=forced)
        self.leave_replay()
        self.played, self.slot = copy, self.slot.unsaved_copy()
        self.problem, self.shown, self.seating.sent_at = None, None, None
        self.seating.locked = n if self.seating.mode in (LINK, COMPUTER) else 0
        self.info = (f"A new game from move {n}: your original game is unchanged "
                     "(both are in Your games).")

    def same_deal(self) -> None:
        """The same game again: the game number, its setup (Fields of Arle's buildings and
        rules), players and seats."""
        self._again(same=True)

    def new_deal(self) -> None:
        """Another game number (and Fields of Arle's buildings drawn at random); the same
        rules, players and seats."""
        self._again(same=False)

    def _again(self, same: bool) -> None:
        played = self._need_record()
        game, faces = played.game, played.faces
        seed = game.setup.seed if same else random.randrange(1, 1_000_000)
        self.start(faces.info.id, game.setup.players, seed, faces.options(game, same),
                   list(played.names), list(self.seating.who), list(self.seating.levels))

    def daily(self, arg: str) -> None:
        """Today's game of a game for the date (``arg``: the game's id and the page's
        calendar date, ISO, as :func:`daily_of` reads them): solo, played here."""
        info, day = daily_of(arg)
        self.today = day
        if engine_or_ask(self, info) is None:
            return  # installed first (the page asks again), or not in this copy
        seed, options = _room(info).daily_start(day)
        self.start(info.id, 1, seed, options, [], [HERE], [DEFAULT_LEVEL])

    def set_today(self, arg: str) -> None:
        self.today = parse_day(arg)

    def daily_model(self) -> JSON:
        """Today's game as the page shows it: the open game's date and, once it is over,
        what its link proves and the line shared with it; for each game that has a daily
        game and a game saved here, its daily games on this device (best scores, streak;
        none listed: none played)."""
        game = self.game
        shown = engine_of(game).info if game is not None else None
        listing = self.saves.listing()
        out: JSON = {"today": self.today.isoformat() if self.today else None,
                     "date": None, "verified": None, "share": None, "games": {}}
        for info in DAILY_GAMES:
            saved = [g for g in listing if g.get("game", DEFAULT.id) == info.id]
            if not saved and shown is not info:
                continue  # nothing of this game here: its room is not loaded
            room = _room(info)
            record = room.daily_record(saved)
            out["games"][info.id] = {
                **record, "streak": streak(record["days"], self.today) if self.today else 0,
                # a best score is replayed from its link: not before the engine is here
                "proven": info.installed()}
            if game is None or shown is not info:
                continue
            day = room.daily_date(game.setup)
            if day is None:
                continue
            out["date"] = day.isoformat()
            if game.is_over:
                out["verified"] = room.verified_line(game.scores()[0]["total"], day)
                # what the page shares with the proof link: a line, not the address alone
                out["share"] = f"{info.name} — {out['verified'].removeprefix('verified: ')}"
        return out
