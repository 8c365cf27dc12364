"""The page's game session: the current game, forced moves, undo. Pure Python.

No DOM here (it runs in CPython tests as well as in the page): the page calls
``Session.call(action, arg)`` and gets one JSON string back, ``{"view": ..., "ui": ...}``,
which a small JS renderer turns into the board. One bridge crossing per click.

Undo replays the move record (a new game with the same setup, then ``moves[:n]``):
randomness exists only at setup, so the replay is exact. In a 2-player game a player
may undo back to the start of their own turn, never into the other player's moves;
the solo game has unlimited undo. Forced moves (exactly one option) are played
automatically unless the player turned that off; undo steps over them.
"""

from __future__ import annotations

import json
import random
import traceback
from dataclasses import asdict
from typing import Any

from arle_core import Game, IllegalMove, new_game
from arle_core.view import view

JSON = dict[str, Any]
MAX_AUTOPLAY = 200  # forced moves in a row; far above any real chain


class Session:
    """What the page holds between clicks."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.movers: list[int] = []  # who made each move
        self.forced: list[bool] = []  # whether the page played it as a forced move
        self.autoplay = True
        self.notice = ""
        self.auto_played: list[str] = []  # labels of forced moves played by the last action

    # --- actions ----------------------------------------------------------------

    def new(self, players: int, seed: int | None = None, variant: str = "printed",
            buildings: str = "starter", names: list[str] | None = None) -> None:
        if seed is None:
            seed = random.randrange(1, 1_000_000)
        self.game = new_game(players=players, seed=seed, variant=variant, buildings=buildings,
                             names=names)
        self.movers, self.forced = [], []
        self._run_forced()

    def play(self, key: str) -> None:
        """Play a chosen option; an illegal key leaves everything as it was."""
        game = self._need_game()
        try:
            self._play(game, key, forced=False)
        except IllegalMove as exc:
            self.notice = str(exc)
            return
        self._run_forced()

    def undo(self) -> None:
        point = self.undo_point()
        if point is None:
            self.notice = "Nothing to undo."
            return
        game = self._need_game()
        replay = Game(game.setup)
        for key in game.moves[:point]:
            replay.play(key)
        self.game = replay
        del self.movers[point:], self.forced[point:]

    def set_autoplay(self, on: bool) -> None:
        self.autoplay = on
        if self.game is not None:
            self._run_forced()

    # --- queries ----------------------------------------------------------------

    def undo_point(self) -> int | None:
        """How many moves to keep for one undo step (None: nothing may be undone).

        Steps back over forced moves to the last move the player chose. In a 2-player
        game every move undone must be the deciding player's own.
        """
        game = self.game
        if game is None:
            return None
        i = len(game.moves) - 1
        while i >= 0 and self.forced[i]:
            i -= 1
        if i < 0:
            return None
        if game.setup.players > 1:
            current = game.current_player
            if current is None or any(m != current for m in self.movers[i:]):
                return None
        return i

    def record(self) -> JSON:
        """The setup and every move: all it takes to replay the game."""
        game = self._need_game()
        return {"setup": asdict(game.setup), "moves": list(game.moves),
                "forced": list(self.forced)}

    def model(self) -> JSON:
        ui = {"autoplay": self.autoplay, "can_undo": self.undo_point() is not None,
              "notice": self.notice, "auto_played": self.auto_played,
              "moves": len(self.game.moves) if self.game else 0}
        return {"view": view(self.game) if self.game is not None else None, "ui": ui}

    # --- the bridge ---------------------------------------------------------------

    def call(self, action: str, arg: str = "") -> str:
        """One page action in, the whole new model out, as a JSON string."""
        self.notice, self.auto_played = "", []
        try:
            if action == "record":
                return json.dumps(self.record())
            self._dispatch(action, arg)
        except Exception as exc:  # shown on the page, not only in the console
            traceback.print_exc()
            self.notice = f"Something went wrong: {exc}"
        return json.dumps(self.model(), separators=(",", ":"))

    def _dispatch(self, action: str, arg: str) -> None:
        if action == "play":
            self.play(arg)
        elif action == "undo":
            self.undo()
        elif action == "new":
            setup = json.loads(arg)
            seed = setup.get("seed")
            self.new(players=int(setup["players"]),
                     seed=int(seed) if seed not in (None, "") else None,
                     variant=str(setup.get("variant", "printed")),
                     buildings=str(setup.get("buildings", "starter")),
                     names=[str(n) for n in setup.get("names", [])][: int(setup["players"])]
                     or None)
        elif action == "autoplay":
            self.set_autoplay(arg == "1")
        elif action != "view":
            raise ValueError(f"unknown action {action!r}")

    # --- internals ----------------------------------------------------------------

    def _need_game(self) -> Game:
        if self.game is None:
            raise ValueError("no game yet: start a new game")
        return self.game

    def _play(self, game: Game, key: str, forced: bool) -> None:
        player = game.current_player
        game.play(key)
        self.movers.append(player if player is not None else -1)
        self.forced.append(forced)

    def _run_forced(self) -> None:
        game = self.game
        if game is None or not self.autoplay:
            return
        for _ in range(MAX_AUTOPLAY):
            options = game.options()
            if len(options) != 1:
                return
            self.auto_played.append(options[0].label)
            self._play(game, options[0].key, forced=True)
