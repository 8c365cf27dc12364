"""The browser's Back and Forward between two points of the open game: its undo and redo.

The page writes one history entry per decision a player makes on this device
(``js/links.js``). Arriving at an entry of the open game with fewer moves undoes back to
it through the page's own undo (``Seats.undo_point``), so the seat rules hold: what Undo
would refuse, Back refuses too, with the reason, and the page puts the address back. An
entry whose moves continue the open game plays them again, as if clicked. An entry of
another game (another setup, or moves that went another way) opens the normal way.
"""

from __future__ import annotations

import json

from app.links import Game
from app.state import SessionState
from gamekit import BadGameCode


class BackForward(SessionState):
    """Back = undo, Forward = redo, between the history entries of one game."""

    def step(self, arg: str) -> None:
        """The browser went Back or Forward to an entry of this page: ``{"code", "game"}``
        as JSON, the link it holds and the id of the saved game it showed (null: unknown),
        or the link alone. An entry of another saved game (a rematch has the same setup)
        opens the normal way."""
        entry = json.loads(arg) if arg.startswith("{") else {"code": arg, "game": None}
        code, game_id = str(entry["code"]), entry.get("game")
        if game_id is not None and self.slot.id is not None and game_id != self.slot.id:
            self.open_link(code)
            return
        current = self.game
        try:
            target = self._read(code) if current is not None else None
        except BadGameCode:
            target = None
        if self.problem is not None and self.problem.get("kind") == "engine":
            return  # the page installs an old engine, then asks again
        if current is None or target is None or not _same_setup(current, target):
            self.open_link(code)
            return
        mine, theirs = current.moves, target.moves
        if mine == theirs:
            return
        if len(theirs) < len(mine) and mine[: len(theirs)] == theirs:
            self._back_to(len(theirs))
        elif len(theirs) > len(mine) and theirs[: len(mine)] == mine:
            self._forward_to(code, theirs)
        else:
            self.open_link(code)

    def _back_to(self, goal: int) -> None:
        """Undo, step by step as Undo would, until at most ``goal`` moves are left; when
        one step is refused, nothing is undone and the reason is the notice."""
        played = self._need_record()
        n = len(played.game.moves)
        while n > goal:
            refusal, point = self.undo_refusal(n), self.undo_point(n)
            if refusal or point is None:
                self.notice = f"Back cannot undo this: {refusal} The game stays as it is."
                return
            n = point
        undone = played.chosen_labels(n)
        played.truncate(n)
        self.shown = None
        self.info = f"Back: undid {_quoted(undone)} — Forward plays {_it(undone)} again."

    def _forward_to(self, code: str, theirs: list[str]) -> None:
        """Play the entry's further moves as the player's clicks (forced moves as the
        page plays them); a move this device may not play opens the entry as a link."""
        played = self._need_record()
        first = len(played.game.moves)
        while len(played.game.moves) < len(theirs):
            moves = played.game.moves
            if moves != theirs[: len(moves)]:
                break
            self.play(theirs[len(moves)])
            if self.notice:
                self.notice = ""
                self.open_link(code)
                return
        redone = played.chosen_labels(first)
        self.info = f"Forward: played {_quoted(redone)} again."


def _same_setup(a: Game, b: Game) -> bool:
    """Two games of one setup on one engine (then their moves compare as keys)."""
    return type(a) is type(b) and a.setup == b.setup


def _quoted(labels: list[str]) -> str:
    """“Take 3 Wood”, or “Take 3 Wood” and 2 more moves."""
    if not labels:
        return "the forced moves"
    more = len(labels) - 1
    return f"“{labels[0]}”" + (f" and {more} more {'move' if more == 1 else 'moves'}"
                                if more else "")


def _it(labels: list[str]) -> str:
    return "it" if len(labels) <= 1 else "them"
