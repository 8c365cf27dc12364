"""The rules of Key Harvest for 2–4 players on the decision model (``docs/design.md``): a
:class:`Game` always waits on one :class:`~gamekit.Decision` (or is over), and every change
after setup is a key played from its options (``harvest:C4``, ``worker:apprentice``,
``at:B3``, ``offer:E5``, ``bid:wine``, ``done``, ``claim:A2``, ``end`` ...).

The rules live in the step modules (``turn``, ``workers``, ``events``, on ``rules``);
this module runs their stack and is the public face.
"""

from __future__ import annotations

from typing import Any

from gamekit import Decision, IllegalMove, replay

from . import events, turn, workers  # noqa: F401 (they register their steps)
from .deal import deal
from .link_format import encode_moves
from .rules import STEPS, pop
from .scoring import score_sheets, winners
from .state import MAX_SEED, Setup, State
from .view import seat_view

MAX_AUTOMATIC = 100_000  # automatic steps in a row: far above any game's


def new_game(players: int, seed: int, keep_seventh: bool = True) -> Game:
    """A new game for 2–4 players dealt from ``seed``. ``keep_seventh``: G13, the Yucata
    rule that keeps the seventh event when the bag holds no field tile (on; off for the
    printed game)."""
    if isinstance(players, bool) or not isinstance(players, int):
        raise ValueError(f"players is a whole number from 2 to 4, not {players!r}")
    if not 2 <= players <= 4:
        raise ValueError(f"Key Harvest is played by 2 to 4 players, not {players}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"the seed is a whole number, not {seed!r}")
    if not 0 <= seed <= MAX_SEED:
        raise ValueError(f"the seed must be within 0..{MAX_SEED}, not {seed}")
    if not isinstance(keep_seventh, bool):
        raise ValueError(f"keep_seventh is True or False, not {keep_seventh!r}")
    return Game(Setup(players, seed, keep_seventh))


def advance(st: State) -> Decision | None:
    """Run the automatic steps and drop the finished or empty decisions down to the next
    question (None: the game is over)."""
    for _ in range(MAX_AUTOMATIC):
        if not st.stack:
            return None
        top = st.stack[-1]
        auto = STEPS.autos.get(top.kind)
        if auto is not None:
            auto(st, top)
            continue
        handler = STEPS.decisions[top.kind]
        if handler.finished is not None and handler.finished(st, top):
            pop(st, top)
            continue
        options = handler.options(st, top)
        if not options:
            pop(st, top)  # a "may" with nothing possible, or a must with nothing to do
            continue
        return Decision(top.player, handler.prompt(st, top), tuple(options), top.kind)
    raise AssertionError("the game's automatic steps do not end")


class Game:
    """A game in progress: its state, the moves played, and the decision it waits on."""

    def __init__(self, setup: Setup, state: State | None = None,
                 moves: list[str] | None = None) -> None:
        self.setup = setup
        self.state = state if state is not None else deal(setup)
        self.moves: list[str] = list(moves or [])
        self._decision = advance(self.state)

    @property
    def is_over(self) -> bool:
        return self._decision is None

    def decision(self) -> Decision | None:
        return self._decision

    def legal_moves(self) -> list[str]:
        return self._decision.keys() if self._decision is not None else []

    def play(self, key: str) -> None:
        """Apply one key; IllegalMove says why, and nothing changes."""
        d = self._decision
        if d is None:
            raise IllegalMove("the game is over")
        if not isinstance(key, str) or d.option(key) is None:
            raise IllegalMove(f"{key!r} is not a move now ({d.prompt}); the moves are "
                              f"{', '.join(d.keys())}")
        top = self.state.stack[-1]
        STEPS.decisions[top.kind].apply(self.state, top, key)
        self.moves.append(key)
        self._decision = advance(self.state)

    def scores(self) -> list[dict[str, float]]:
        return score_sheets(self.state)

    def winners(self) -> list[int]:
        """Who wins, tie-breaks applied; several when still level (a shared win)."""
        return winners(self.state)

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see (:func:`keyharvest_core.view.seat_view`)."""
        return seat_view(self.state, seat, self._decision)

    def copy(self) -> Game:
        g = Game.__new__(Game)
        g.setup, g.state, g.moves = self.setup, self.state.copy(), list(self.moves)
        g._decision = self._decision
        return g

    def encode(self) -> str:
        return encode_moves(self.setup, self.moves,
                            replay.offered(Game(self.setup), self.moves))
