"""A review of one player's decisions in a game of Agricola: for each, the strong level's
choice and the points the player's move gave away against it, judged as the strong level
judges (:mod:`.rollout`).

At every decision of the player with more than one option, the strong level's candidates
and the player's own key are each played out to the game's end by the plan in every seat,
on the same drawn orders of the round cards still face down (never the real one: a review
must not know the cards to come any more than the player did). The level's choice is the
line with the best margin (the player's final score, less the best other player's with
several); the loss is how far the player's line falls short of it, 0 when the player's key
is the choice or does as well. A review draws more orders than a move does
(:data:`REVIEW_DRAWS`): a loss is a difference of two means, and fewer draws would count
their noise as points lost. Work is counted in games played out, never time: the same
game, player, level and budget always give the same review.

The game-independent walk and records are :mod:`gamekit.review`'s.
"""

from __future__ import annotations

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


def _lines(game: Game, key: str, level: Level, draws: int) -> tuple[Line, Line]:
    """The level's best line for the decision of ``game`` and the line of ``key``."""
    keys = candidates(game, max(level.width, 1))
    if key not in keys:
        keys.append(key)
    lines = judge(game, keys, draws)
    mine = next(line for line in lines if line.key == key)
    return best(lines), mine


def judged(game: Game, key: str, level: str | Level = REVIEW_LEVEL,
           draws: int = REVIEW_BUDGET) -> Judgement:
    """The level's choice for the decision of ``game``, the points ``key`` gives away
    against it (rounded to a tenth; 0 within :data:`NOISE`), the games played out, and
    why the choice is better in words."""
    lv = LEVELS[level] if isinstance(level, str) else level
    top, mine = _lines(game, key, lv, draws)
    work = (len(candidates(game, max(lv.width, 1))) + 1) * draws
    loss = round(top.margin - mine.margin, 1)
    if top.key == key or loss < NOISE:
        return Judgement(key if loss < NOISE else top.key, 0.0, work)
    return Judgement(top.key, loss, work, why(game, top, mine))


def why(game: Game, top: Line, mine: Line) -> str:
    """"A room now: the family can grow into it. Its line ends at 44 points on average
    against 41 for yours: more Family members (+3), Fields (+1)."""
    said = plan_reason(game, top.key)
    lead = said[:1].upper() + said[1:] + ". " if said else ""
    gains = [t for t in sheet_terms(top, mine) if t.vp > 0][:3]
    more = (": more " + ", ".join(f"{t.text} (+{t.vp:.0f})" if t.vp >= 0.5 else t.text
                                  for t in gains)) if gains else ""
    several = game.setup.players > 1
    ends = (f"Its line ends {top.margin:+.0f} against the best other player, yours "
            f"{mine.margin:+.0f}" if several else
            f"Its line ends at {top.score:.0f} points on average against {mine.score:.0f} "
            "for yours")
    return f"{lead}{ends}{more}."


def review(game: Game, player: int, level: str | Level = REVIEW_LEVEL,
           budget: int = REVIEW_BUDGET, progress: Progress | None = None,
           upto: int | None = None) -> Review:
    """Review ``player``'s decisions in ``game`` (finished or not; the first ``upto`` moves
    when given) at ``level``, each judged on ``budget`` drawn card orders.
    ``progress(done, total)`` is called once before the first decision and after each."""
    lv = LEVELS[level] if isinstance(level, str) else level
    if budget < 1:
        raise ValueError(f"a review draws at least 1 card order, not {budget}")
    return review_game(game, player, game.setup.players, lambda: Game(game.setup),
                       lambda position, key: judged(position, key, lv, budget),
                       lv.name, budget, ESTIMATE, progress, upto)


__all__ = ["COSTLIEST", "ESTIMATE", "REVIEW_BUDGET", "REVIEW_LEVEL", "Review",
           "ReviewedDecision", "judged", "review", "why"]
