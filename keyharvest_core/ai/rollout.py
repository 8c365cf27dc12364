"""Rollouts: judging an option by playing the game on with the plan (the *strong* level).

The plan's few best options (:func:`candidates`) are each played on the same few tables
drawn from the deciding seat's view (:func:`.table.sample`: the bag's order, the removed
events and the others' secret counters drawn again, never read), then every seat plays
the plan (:mod:`.plan`) to the game's end, or for ``horizon`` turns when the level sets
one, after which the position is valued by :func:`standing`. An option is worth the mean
over the tables of its line's margin: the seat's points less the best other seat's (what
wins a game). Every option of a table starts from the same generator state, so the
options differ by the option alone. Work is counted in rollouts (options times tables),
never in time: the same view and level always give the same key.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..game import Game
from ..scoring import CATEGORIES
from .plan import DUPLICATE, plan_move, ranked
from .table import sample
from .worth import FIELD, SPEND, tile_gain

Policy = Callable[[Game], str]


def candidates(game: Game, width: int, among: Sequence[str] | None = None) -> list[str]:
    """The plan's ``width`` best options (``among`` these keys when given), its choice
    first, leaving out the ones it holds the same as a better one."""
    return [c.key for c in ranked(game)
            if c.score > DUPLICATE / 2 and (among is None or c.key in among)][:width]


def standing(game: Game, seat: int) -> dict[str, float]:
    """The seat's score sheet, and, for a game not over, what its board and hand are still
    worth: an unharvested field a counter, a counter what it buys, a tile in its store
    most of what it adds to the board."""
    sheet = dict(game.scores()[seat])
    if game.is_over:
        return sheet
    st = game.state
    s = st.seats[seat]
    later = (FIELD * sum(1 for h in s.fields.values() if not h) + SPEND * s.held
             + sum(0.7 * tile_gain(st, seat, o.ref) for o in s.store))
    sheet["later"] = later
    sheet["total"] += later
    return sheet


def play_out(game: Game, policy: Policy = plan_move, horizon: int = 0) -> Game:
    """``game`` played on by ``policy`` in every seat: to its end, or (``horizon`` > 0)
    until that many more turns have begun."""
    turns = 0
    st = game.state
    current = st.current
    while not game.is_over:
        if horizon and st.current != current:
            current = st.current
            turns += 1
            if turns >= horizon:
                break
        game.play(policy(game))
    return game


@dataclass(frozen=True, slots=True)
class Line:
    """One option's rollouts: its mean margin (own points less the best other seat's),
    its mean own points, the mean of each line of its sheet, the best other's mean."""

    key: str
    margin: float
    score: float
    sheet: dict[str, float]
    others: float


def judge(game: Game, keys: Sequence[str], draws: int, horizon: int = 0,
          policy: Policy = plan_move) -> list[Line]:
    """Each of ``keys`` rolled out on ``draws`` tables drawn from the deciding seat's
    view (every option on the same tables)."""
    d = game.decision()
    if d is None:
        raise ValueError("the game is over: there is no decision to make")
    seat = d.player
    own: dict[str, list[dict[str, float]]] = {k: [] for k in keys}
    best_other: dict[str, list[float]] = {k: [] for k in keys}
    for draw in range(draws):
        table = sample(game, seat, draw)
        for key in keys:
            g = table.copy()
            g.play(key)
            play_out(g, policy, horizon)
            sheets = [standing(g, i) for i in range(game.setup.players)]
            own[key].append(sheets[seat])
            best_other[key].append(max(s["total"] for i, s in enumerate(sheets) if i != seat))
    lines = []
    names = [k for k, _ in CATEGORIES]
    for key in keys:
        sheets = own[key]
        score = sum(s["total"] for s in sheets) / draws
        other = sum(best_other[key]) / draws
        mean = {c: sum(s.get(c, 0.0) for s in sheets) / draws for c in names}
        lines.append(Line(key, score - other, score, mean, other))
    return lines


def best(lines: Sequence[Line]) -> Line:
    """The line with the best margin; a tie goes to the earlier option (the plan's)."""
    top = lines[0]
    for line in lines[1:]:
        if line.margin > top.margin + 1e-9:
            top = line
    return top
