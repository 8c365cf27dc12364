"""A review of one player's decisions in a game of Agricola: for each, the strong level's
choice and the points the player's move gave away against it, judged as the strong level
judges (:mod:`.rollout`).

At every decision of the player with more than one option, the strong level's candidates
and the player's own key are each played out to the game's end by the plan in every seat,
on the same drawn orders of the round cards still face down (never the real one: a review
must not know the cards to come any more than the player did). The level's choice is the
line with the best margin (the player's final score, less the best other player's with
several); the loss is how far the player's line falls short of it, 0 when the player's key
is the choice or does as well. Work is counted in games played out, never time: the
same game, player, level and budget always give the same review.

One decision's loss is measured against the plan playing on from there, so the losses of
a weak game overlap: every decision before a harvest the plan would starve at can avert
it, and each is credited with the same points (measured on the plan's own solo games of
36 points, one-step losses summed to 190 against a gap of 13 to the strong level). The
review's total is therefore the gap itself, what the strong level expected at the
player's first decision less what the player made, whenever the sum exceeds it, and each
decision's loss is its share of that gap in proportion to its one-step loss: the costliest
decisions keep their order, and the total is a number a player can trust (docs/review.md).
With several players the gap is the larger of the margin's and the player's own score's: a
player who beat an opponent that did worse than the level expected (a computer that
collapsed) made a margin beyond the level's expectation, yet may well have scored below it.

The game-independent walk and records are :mod:`gamekit.review`'s.
"""

from __future__ import annotations

from dataclasses import replace

from gamekit.review import COSTLIEST, Judgement, Progress, Review, ReviewedDecision, review_game

from ..game import Game
from . import LEVELS, Level
from .hint import sheet_terms
from .plan import reason as plan_reason
from .rollout import Line, best, candidates, judge

REVIEW_LEVEL = "strong"
# Drawn card orders a decision is judged on (the page's budget): each option's line is the
# mean of this many games played out.
REVIEW_BUDGET = 6
# The version of the estimate written with a review (the page marks a review saved with
# another one as an older estimate). Agricola's first review writes the same version as
# Fields of Arle's today, whose page check it shares.
ESTIMATE = 2
# A loss smaller than this is the draws' noise, not a mistake (points, on the mean).
NOISE = 0.5


def shared(found: Review, gap: float) -> Review:
    """``found`` with its losses scaled down to sum to ``gap`` when they sum to more (see
    the module's docstring); a gap below 0 leaves nothing lost."""
    gap = max(0.0, gap)
    total = sum(d.loss for d in found.decisions)
    if total <= gap:
        return found
    scale = gap / total
    decisions = tuple(replace(d, loss=round(d.loss * scale, 1)) if d.loss else d
                      for d in found.decisions)
    decisions = tuple(d if d.loss else replace(d, why="") for d in decisions)
    return Review(found.player, found.level, found.budget, found.moves, decisions,
                  found.nodes, found.estimate)


def _lines(game: Game, key: str, level: Level, draws: int) -> tuple[Line, Line]:
    """The level's best line for the decision of ``game`` and the line of ``key``."""
    keys = candidates(game, max(level.width, 1))
    if key not in keys:
        keys.append(key)
    lines = judge(game, keys, draws)
    mine = next(line for line in lines if line.key == key)
    return best(lines), mine


def judged(game: Game, key: str, level: str | Level = REVIEW_LEVEL,
           draws: int = REVIEW_BUDGET, seen: list[Line] | None = None) -> Judgement:
    """The level's choice for the decision of ``game``, the points ``key`` gives away
    against it (rounded to a tenth; 0 within :data:`NOISE`), the games played out, and
    why the choice is better in words; the level's best line is appended to ``seen``."""
    lv = LEVELS[level] if isinstance(level, str) else level
    top, mine = _lines(game, key, lv, draws)
    if seen is not None:
        seen.append(top)
    work = (len(candidates(game, max(lv.width, 1))) + 1) * draws
    loss = round(top.margin - mine.margin, 1)
    if top.key == key or loss < NOISE:
        return Judgement(key if loss < NOISE else top.key, 0.0, work)
    return Judgement(top.key, loss, work, why(game, top, mine))


def why(game: Game, top: Line, mine: Line) -> str:
    """"A field: fields score and bear crops. Played on, it ends better on begging cards,
    clay and stone rooms and improvements.": the plan's words for the level's choice and
    the score-sheet lines where its games end better than the player's (no figures: a
    decision's share of the loss is what the review shows in points)."""
    said = plan_reason(game, top.key)
    lead = said[:1].upper() + said[1:] + "." if said else ""
    gains = [t.text.lower() for t in sheet_terms(top, mine) if t.vp > 0][:3]
    if not gains:
        return lead
    words = gains[0] if len(gains) == 1 else f"{', '.join(gains[:-1])} and {gains[-1]}"
    return f"{lead} Played on, it ends better on {words}.".strip()


def review(game: Game, player: int, level: str | Level = REVIEW_LEVEL,
           budget: int = REVIEW_BUDGET, progress: Progress | None = None,
           upto: int | None = None) -> Review:
    """Review ``player``'s decisions in ``game`` (finished or not; the first ``upto`` moves
    when given) at ``level``, each judged on ``budget`` drawn card orders.
    ``progress(done, total)`` is called once before the first decision and after each."""
    lv = LEVELS[level] if isinstance(level, str) else level
    if budget < 1:
        raise ValueError(f"a review draws at least 1 card order, not {budget}")
    seen: list[Line] = []
    found = review_game(game, player, game.setup.players, lambda: Game(game.setup),
                        lambda position, key: judged(position, key, lv, budget, seen),
                        lv.name, budget, ESTIMATE, progress, upto)
    if not seen:
        return found
    end = Game(game.setup)
    for key in game.moves[:found.moves]:
        end.play(key)
    expected = seen[0]
    made = end.scores()[player]["total"]
    return shared(found, max(expected.margin - margin(end, player), expected.score - made))


def margin(game: Game, player: int) -> float:
    """What the player has made so far: the score if the game ended now, less the best
    other player's with several (the rollouts' measure)."""
    totals = [s["total"] for s in game.scores()]
    others = [t for i, t in enumerate(totals) if i != player]
    return totals[player] - (max(others) if others else 0)


__all__ = ["COSTLIEST", "ESTIMATE", "REVIEW_BUDGET", "REVIEW_LEVEL", "Review",
           "ReviewedDecision", "judged", "margin", "review", "shared", "why"]
