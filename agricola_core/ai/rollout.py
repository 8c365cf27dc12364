"""Rollouts: judging an option by playing the game out with the plan (the *strong* level).

Each option kept (the plan's best few, :func:`candidates`) is played on a copy of the game
whose face-down round cards come up in a drawn order (:func:`sample`, never the real
one), then every seat plays the plan (:mod:`.plan`) to the game's end. An option is worth
the mean over the draws of its line's final margin: the player's score solo, its score
less the best other player's with several (what wins a game). The work is counted in
rollouts (options times draws), never in time: the same position and level give the same
key.
"""

from __future__ import annotations

import random
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..data import CATEGORIES, STAGES
from ..game import Game
from ..scoring import BEGGING_POINTS
from .plan import (
    FIELD_CELLS,
    NEVER,
    ROOM_CELLS,
    firm,
    outlook,
    placements,
    plan_move,
    space_worth,
)

Policy = Callable[[Game], str]
# Points a begging card costs a line beyond the score sheet's 3: a family player avoids
# begging (and so do the targets); the plan's feeding rule alone begs in some lines.
BEGGING_DREAD = 2.0


def sample(game: Game, draw: int) -> Game:
    """A copy of ``game`` whose round cards still face down come up in another order, each
    stage's shuffled on its own: the ``draw``-th order drawn from a seed of what the players
    see (the setup without its seed, the cards shown, the moves), never from the real one."""
    shown = game.cards[:game.round]
    seen = repr((game.setup.players, game.setup.start_player, game.setup.solo_storehouse,
                 game.setup.two_resources, shown, game.moves, draw))
    rng = random.Random(zlib.crc32(seen.encode()))
    hidden: list[str] = []
    for stage in STAGES:
        ids = [s.id for s in stage if s.id not in shown]  # the stage's own order
        rng.shuffle(ids)
        hidden += ids
    g = game.copy()
    g.cards = shown + tuple(hidden)
    return g


def candidates(game: Game, width: int, among: Sequence[str] | None = None) -> list[str]:
    """The options worth a rollout (``among`` these, when given), the plan's choice first:
    at a placement the plan's placement alone when it is firm (:func:`.plan.firm`), else
    its ``width`` best spaces (Family growth into a free room always among them; a space
    the plan never takes only when nothing else is open); elsewhere the plan's key and one
    option of each other kind (a room or done, sowing grain or a vegetable, baking 1 or
    2), up to ``width``."""
    d = game.decision()
    assert d is not None
    allowed = [o.key for o in d.options if among is None or o.key in among]
    if d.kind == "place":
        sure = firm(game)
        if sure is not None and sure in allowed:
            return [sure]
        ranked = [(k, w) for k, w in placements(game) if k in allowed]
        kept = [k for k, w in ranked if w > NEVER / 2] or [k for k, _ in ranked]
        out = kept[:width]
        grow = [k for k in GROWTH if k in kept and k not in out]
        if grow and _free_room(game, d.player) and width > 1:
            out[-1] = grow[0]  # Family growth into a free room is always looked at
        return out
    if d.kind == "feed" and _short(game, d.player):  # beg only when nothing is left to eat
        allowed = [k for k in allowed if k != "pay"] or allowed
    first = plan_move(game)
    out = [first] if first in allowed else [allowed[0]]
    seen = {_kind(out[0])}
    order = {f"room:{c}": i for i, c in enumerate(ROOM_CELLS)}
    order |= {f"plow:{c}": i for i, c in enumerate(FIELD_CELLS)}
    for key in sorted(allowed, key=lambda k: order.get(k, len(order))):
        kind = _kind(key)
        if kind not in seen and len(out) < width:
            seen.add(kind)
            out.append(key)
    return out


GROWTH = ("space:family_growth", "space:urgent_growth")


def _free_room(game: Game, seat: int) -> bool:
    f = game.farmers[seat]
    return f.rooms.bit_count() > f.members


def _short(game: Game, seat: int) -> bool:
    return game.farmers[seat].goods["food"] < game.food_needed(seat)


def _kind(key: str) -> str:
    """What sets an option apart from its like: the verb, and the amount baked or the
    kind sown, cooked or taken (the cell of a room or field matters little)."""
    verb = key.partition(":")[0]
    return key if verb in ("bake", "sow", "eat", "cook", "take", "release", "breed",
                           "craft", "major") else verb


@dataclass(frozen=True, slots=True)
class Line:
    """One option's rollouts: its mean margin (own score, less the best other's with
    several players), its mean final score, and the mean of each score-sheet line."""

    key: str
    margin: float
    score: float
    sheet: dict[str, float]
    others: float  # the best other player's mean final score (0 solo)


def play_out(game: Game, policy: Policy = plan_move) -> Game:
    """``game`` played to its end by ``policy`` in every seat."""
    while not game.is_over:
        game.play(policy(game))
    return game


# How the rollouts model the other seats (the same for every option of a decision):
# "plan", every seat the plan; "mixed", every other draw the others "wary": they take
# first what the deciding seat's plan wants most (a person who plays unlike the plan, and
# often takes the space one waited for: issue 53); "habits", the others keep to the spaces
# they have taken so far.
OTHERS = "mixed"
WARY = 0.6  # how much a wary other weighs what the deciding seat's plan wants of a space
HABIT = 3.0  # points a space is worth more to another seat taken there every round so far


def wary(seat: int) -> Policy:
    """The plan, but another seat's placement weighs what ``seat``'s plan wants of each
    space (``WARY`` of it) beside its own worth."""
    def policy(game: Game) -> str:
        d = game.decision()
        assert d is not None
        if d.kind != "place" or d.player == seat or len(d.options) == 1:
            return plan_move(game)
        theirs = dict(placements(game))
        mine = outlook(game, seat)
        return max(theirs, key=lambda k: theirs[k] + WARY * max(
            0.0, space_worth(mine, k.removeprefix("space:"))))
    return policy


def habits(game: Game) -> dict[int, dict[str, float]]:
    """Each seat's placements so far: a space's key -> the share of the rounds played
    that the seat took it (the game replayed from its setup to see who placed where)."""
    g = Game(game.setup)
    taken: dict[int, dict[str, float]] = {}
    for key in game.moves:
        d = g.decision()
        assert d is not None
        if d.kind == "place":
            seat = taken.setdefault(d.player, {})
            seat[key] = seat.get(key, 0.0) + 1.0 / max(1, game.round - 1)
        g.play(key)
    return taken


def habitual(seat: int, taken: dict[int, dict[str, float]]) -> Policy:
    """The plan, but another seat's placement weighs its habits (``HABIT`` for a space
    taken every round so far)."""
    def policy(game: Game) -> str:
        d = game.decision()
        assert d is not None
        if d.kind != "place" or d.player == seat or len(d.options) == 1:
            return plan_move(game)
        mine = taken.get(d.player, {})
        ranked = placements(game)
        return max(ranked, key=lambda kv: kv[1] + HABIT * mine.get(kv[0], 0.0))[0]
    return policy


def models(game: Game, seat: int, draws: int) -> list[Policy]:
    """The policy of each draw's rollouts (:data:`OTHERS`); solo, the plan alone."""
    if game.setup.players == 1 or OTHERS == "plan":
        return [plan_move] * draws
    if OTHERS == "habits":
        return [habitual(seat, habits(game))] * draws
    return [plan_move if draw % 2 == 0 else wary(seat) for draw in range(draws)]


def judge(game: Game, keys: Sequence[str], draws: int,
          policy: Policy | None = None) -> list[Line]:
    """Each of ``keys`` rolled out on ``draws`` drawn card orders (every option on the same
    draws, so they differ by the option alone), every seat played by ``policy`` when
    given, else by the models of :func:`models`."""
    d = game.decision()
    assert d is not None
    seat, n = d.player, game.setup.players
    totals: dict[str, list[dict[str, int]]] = {k: [] for k in keys}
    best_other: dict[str, list[int]] = {k: [] for k in keys}
    policies = [policy] * draws if policy is not None else models(game, seat, draws)
    for draw in range(draws):
        drawn = sample(game, draw)
        for key in keys:
            g = drawn.copy()
            g.play(key)
            sheets = play_out(g, policies[draw]).scores()
            totals[key].append(sheets[seat])
            best_other[key].append(max((s["total"] for i, s in enumerate(sheets) if i != seat),
                                       default=0))
    lines = []
    for key in keys:
        sheets = totals[key]
        score = sum(s["total"] for s in sheets) / draws
        other = sum(best_other[key]) / draws
        mean = {c: sum(s[c] for s in sheets) / draws for c in CATEGORIES}
        cards = mean["begging cards"] / BEGGING_POINTS  # the sheet's line is -3 a card
        margin = (score - other if n > 1 else score) - BEGGING_DREAD * cards
        lines.append(Line(key, margin, score, mean, other))
    return lines


def best(lines: Sequence[Line]) -> Line:
    """The line with the best margin; a tie goes to the earlier option (the plan's
    order)."""
    top = lines[0]
    for line in lines[1:]:
        if line.margin > top.margin + 1e-9:
            top = line
    return top
