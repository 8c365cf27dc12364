"""The review of a game in the session: kept with the save, a moment of it shown, and a
new game played on from a moment with the computer's move. Pure Python.

The review itself is worked out in the AI worker (``app/reviewing.py``) for a link; the
page hands the result back here (``keep_review``). It is kept with the game it reviewed
(the save holds it, so reopening shows it without working it out again) as long as the
open game still begins with the reviewed moves. A *moment* is one reviewed decision, shown
in the Replay view (``app/replay.py``) at the board before that move: stepping and leaving
are the replay's. From there, playing on with the computer's move starts a new game (the
record up to that move and the computer's move), saved as a copy of its own: the original
never changes.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from app.engines import EngineNeeded, engine_of, open_code
from app.links import Game, replay
from app.saves import _number, _text, _whole
from app.state import JSON, SessionState
from gamekit import BadGameCode

# The estimate today's review writes (``arle_core.ai.review.ESTIMATE``, named here so that
# the page does not import the AI): a saved review without it, or with an older one, shows
# its total marked as an older estimate.
REVIEW_ESTIMATE = 2
Check = Callable[[object], bool]
# The most points a review can say were lost: far more than any game's score, so that a
# tampered save's loss of 1e308 is refused, never drawn as "about -1e+308 VP".
MAX_LOSS = 1000


def _loss(value: object) -> bool:
    return _number(value) and 0 <= float(value) <= MAX_LOSS  # type: ignore[arg-type]


# Each field of a reviewed decision (``ReviewedDecision.as_json``) and what makes it right.
DECISION_FIELDS: dict[str, Check] = {
    "move": _whole, "prompt": _text, "key": _text, "label": _text, "best": _text,
    "best_label": _text, "loss": _loss}


def _decisions(value: object) -> bool:
    return isinstance(value, list) and all(
        isinstance(d, dict) and all(f in d and check(d[f]) for f, check in DECISION_FIELDS.items())
        for d in value)


# Each field of the worker's answer (``Review.as_json``, the ``code`` and ``name``) and what
# makes it right; the page draws every one of them.
REVIEW_FIELDS: dict[str, Check] = {
    "code": _text, "player": _whole, "name": _text, "level": _text, "budget": _whole,
    "moves": _whole, "left_on_table": _loss, "decisions": _decisions,
    "costliest": _decisions}
# Fields a review may lack (older pages did not write them), right when they are there.
LATER_FIELDS: dict[str, Check] = {"estimate": _whole, "nodes": _whole}


def valid_review(data: object) -> JSON | None:
    """A saved or handed-in review when every field is there and right (a save from
    elsewhere may hold anything, an infinite number too: a review with a wrong field is
    dropped, and the game opens without it)."""
    if not isinstance(data, dict):
        return None
    if not all(f in data and check(data[f]) for f, check in REVIEW_FIELDS.items()):
        return None
    if not all(check(data[f]) for f, check in LATER_FIELDS.items() if f in data):
        return None
    return data if consistent(data) else None


def consistent(data: JSON) -> bool:
    """Whether a review's parts agree: each decision within the moves reviewed, one a move
    at most and in order, the costliest among them, the total their sum (to its tenths)."""
    moves = [d["move"] for d in data["decisions"]]
    if any(m >= data["moves"] for m in moves) or moves != sorted(set(moves)):
        return False
    if not {d["move"] for d in data["costliest"]} <= set(moves):
        return False
    total = sum(float(d["loss"]) for d in data["decisions"])
    return abs(total - float(data["left_on_table"])) <= 0.05 * len(moves) + 0.05


def fits_game(data: JSON, game: Game) -> bool:
    """Whether a review can be of ``game``: its player one of the game's, its moves no more
    than the game's."""
    return bool(data["player"] < game.setup.players and data["moves"] <= len(game.moves))


def unreviewable(version: int) -> str:
    return (f"This game uses the rules of version {version}: the computer that plays by "
            "them came before the review, so it cannot review this game.")


def no_review(name: str) -> str:
    return f"The computer cannot review a game of {name} yet."


class Reviews(SessionState):
    """The open game's review and the moment of it shown."""

    review: JSON | None = None  # the open game's review (the worker's answer), or None
    review_changed = False  # a new review to save even when no move was played
    review_dropped = False  # the open game's save held a review that could not be read
    replay_at: int | None  # the replayed position (``app.replay.Replay``): a moment's board

    def forget_review(self) -> None:
        """Another game is open: its review comes from its save, if any."""
        self.review, self.review_changed, self.review_dropped = None, False, False

    def load_review(self, entry: JSON) -> None:
        self.forget_review()
        review = valid_review(entry.get("review"))
        if review is not None:  # right in itself: is it possible in the game it reviewed?
            reviewed = self._decode(str(review["code"]))
            review = review if reviewed is not None and fits_game(review, reviewed) else None
        self.review = review
        self.review_dropped = "review" in entry and self.review is None

    def keep_review(self, arg: str) -> None:
        """The worker's review of a link: kept (and saved) when the open game is that
        game, as far as the review went or further on."""
        data = valid_review(json.loads(arg))
        game = self.game
        if data is None or game is None:
            raise ValueError("the review does not fit this page")
        if self._reviewed(data) is None:
            self.info = "The review was for another game: it is not kept."
            return
        self.review, self.review_changed, self.review_dropped = data, True, False

    _decoded: tuple[str, Game | None] = ("", None)  # the last review link decoded

    def _decode(self, code: str) -> Game | None:
        """The game of a review's link (the last one kept decoded), None if unreadable."""
        if self._decoded[0] != code:
            try:
                self._decoded = (code, open_code(code))
            except (BadGameCode, EngineNeeded):
                self._decoded = (code, None)
        return self._decoded[1]

    def _reviewed(self, data: JSON) -> Game | None:
        """The reviewed game when the open game begins with it."""
        game, reviewed = self.game, self._decode(str(data["code"]))
        if game is None or reviewed is None or reviewed.setup != game.setup \
                or not fits_game(data, reviewed):
            return None
        n = len(reviewed.moves)
        return reviewed if game.moves[:n] == reviewed.moves else None

    def _reviewed_decision(self, arg: str) -> tuple[Game, JSON]:
        review = self.review
        if review is None:
            raise ValueError("this game has no review")
        reviewed = self._reviewed(review)
        if reviewed is None:
            raise ValueError("the review is of another game")
        move = int(arg)
        for decision in review["decisions"]:
            if decision["move"] == move:
                return reviewed, decision
        raise ValueError(f"move {move + 1} is not a reviewed decision")

    def show_moment(self, arg: str) -> None:
        """Replay the board before reviewed move ``arg`` (0-based)."""
        self._reviewed_decision(arg)
        self.replay_at = int(arg)

    def play_on(self, arg: str) -> None:
        """A new game: the reviewed record up to move ``arg`` and then the computer's move;
        saved as a copy of its own (the original and its review stay as they are)."""
        reviewed, decision = self._reviewed_decision(arg)
        move = int(arg)
        fork = type(reviewed)(reviewed.setup)
        for key in reviewed.moves[:move]:
            fork.play(key)
        fork.play(str(decision["best"]))
        self.played = replay(fork, self.names)
        self.slot, self.problem = self.slot.unsaved_copy(), None
        self.seating.locked, self.seating.sent_at, self.shown = 0, None, None
        self.forget_review()
        self._run_forced()
        self.info = (f"A new game, played on from move {move + 1} with the computer's move "
                     f"“{decision['best_label']}”. The reviewed game is unchanged.")

    def review_unavailable(self) -> str:
        """Why the open game cannot be reviewed ("" when it can): a game kept on a released
        engine plays by that version's rules, and the review came later than its AI."""
        game = self.game
        if game is None:
            return ""
        engine = engine_of(game)
        if not engine.current:
            return unreviewable(engine.version)
        return "" if engine.review_module else no_review(engine.info.name)

    def review_ui(self, model: JSON) -> None:
        """Put the review (when it fits the open game) into the page's model: ``review``,
        ``review_older`` (its total is an older estimate), ``review_unavailable`` (why the
        game cannot be reviewed, or ""), ``review_dropped`` (its save held a review that
        could not be read) and ``moment`` (the reviewed decision the replayed board is
        before, else None)."""
        ui: dict[str, Any] = model["ui"]
        ui["review_unavailable"] = self.review_unavailable()
        ui["review_dropped"] = self.review_dropped
        review = self.review
        fits = review is not None and self._reviewed(review) is not None
        ui["review"] = review if fits else None
        ui["review_older"] = (fits and review is not None
                              and review.get("estimate") != REVIEW_ESTIMATE)
        ui["moment"] = None
        if review is None or not fits or self.replay_at is None:
            return
        ui["moment"] = next((d for d in review["decisions"] if d["move"] == self.replay_at),
                            None)
