"""Playing against the computer: the page asks the AI worker for the computer's key and
plays it here, one move at a time (``Session.computer_play``).
"""

from __future__ import annotations

from app.engines import engine_of
from app.state import SessionState
from gamekit import IllegalMove


class Opponent(SessionState):
    """The computer's moves, played for its seat."""

    def computer_play(self, key: str, moves: int) -> None:
        """Play the computer's key for its seat, found for the game after ``moves`` moves
        (an answer for another position is dropped: the game moved on meanwhile). Once
        the computer moves, the player's turn before it can no longer be undone. The
        story shows the computer's turn so far, and all of it when the player decides."""
        game = self._need_record().game
        if not self.computer_to_move():
            self.notice = "It is not the computer's turn."
            return
        if moves != len(game.moves):
            return  # a late answer: the page asks again for the position as it is
        if self.taken_elsewhere():
            self.info = "The computer moved in another tab of this game: this tab follows it."
            return
        self.seating.locked = len(game.moves)
        try:
            self._need_record().play(key, forced=False)
        except (IllegalMove, engine_of(game).illegal_move) as exc:
            self.notice = f"The computer chose a move that is not allowed: {exc}"
            return
        self._run_forced()
        self._show("computer", self._computers_turn_start())

    def _computers_turn_start(self) -> int:
        """Where the computer's turn begins in the story: after the last move a person
        here chose and the moves the page then played for them by itself (those were the
        story of their own click)."""
        movers, here = self.movers, self.seating.plays_here
        mine = [i for i, (m, f) in enumerate(zip(movers, self.forced, strict=True))
                if here(m) and not f]
        start = mine[-1] + 1 if mine else 0
        while start < len(movers) and here(movers[start]):
            start += 1
        return start

