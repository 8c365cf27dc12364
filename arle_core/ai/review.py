"""A review of one player's decisions in a game: for each, the level's own choice and how
much expected final VP the player's move gave away by the level's reckoning.

Every decision of the player with more than one option is looked at in the position as it
was (the record replayed up to that move), by the level's own search (``search.Search``) in
its two stages: every option judged at the end of its worker turn, then the best few —
with the player's own move always among them — played on for the level's look-ahead (10
phases for strong) and valued on the way, at 1, 2 and 4 phases and at its end. The level's
choice is the finalist valued best at the end, as in the level's play. The loss of the
player's move is the smallest of the differences between the choice and the move at those
four points, 0 when some look finds the move no worse: the best of several noisy values is
biased upward, and a sum of single estimates overstated the total several times over,
while a loss that every look agrees on sums to about the gap to the level's own play
(``docs/review.md`` has the measurements). Every finalist's look-ahead has the same cap of
nodes, large enough that it reaches its end phase: values taken at different points of the
game would not compare. Work is counted in nodes, never time: the same game, player, level
and budget always give the same review.

The result is plain data (:meth:`Review.as_json`), saved with the game by the page.
"""

from __future__ import annotations

from collections.abc import Mapping

from gamekit.review import COSTLIEST, Judgement, Progress, Review, ReviewedDecision, review_game

from ..game import Game
from .explain import FADING, Term, difference, later_reason, ledger
from .search import Level, Search
from .weights import WEIGHTS

REVIEW_LEVEL = "strong"
# Finalists besides the player's move (at most the level's own width).
REVIEW_WIDTH = 2
# Where each finalist's look-ahead is valued, in phases: the level's own horizon (10 for
# strong), and shorter ones below it (see :func:`checkpoints`).
SHORTER_LOOKS = (1, 2, 4)
# Nodes for each finalist's look-ahead: a 10-phase look-ahead takes at most about 5,000
# over a whole solo game, so every look-ahead ends at the same phase.
REVIEW_BUDGET = 8000
# The version of the estimate written with a review: a saved review without it (or with an
# older one) summed every decision's single estimate, which overstates the total.
ESTIMATE = 2


def review_level(level: str | Level, budget: int = REVIEW_BUDGET) -> Level:
    """The search a review runs for ``level``: its evaluation, turn completion and
    look-ahead, at most ``REVIEW_WIDTH`` finalists, ``budget`` nodes for each finalist's
    look-ahead."""
    from . import LEVELS  # the package's level table (it imports this module's siblings)

    lv = LEVELS[level] if isinstance(level, str) else level
    return Level(lv.name, budget, lv.complete_turn, lv.horizon, min(lv.width, REVIEW_WIDTH))


def checkpoints(horizon: int) -> tuple[int, ...]:
    """The phases of a look-ahead of ``horizon`` phases at which a finalist is valued: the
    shorter looks below it, then the whole look-ahead (none without one)."""
    if horizon <= 0:
        return ()
    return (*(p for p in SHORTER_LOOKS if p < horizon), horizon)


def looked_ahead(search: Search, trial: Game, phases: tuple[int, ...]) -> list[float]:
    """The values of ``trial`` (played on in place) after each of ``phases`` phases of the
    look-ahead: one line of play, valued on its way."""
    values, done = [], 0
    for p in phases:
        trial = search.rollout(trial, p - done, placements=True)
        done = p
        values.append(search.value(trial))
    return values


def judge(game: Game, key: str, level: Level,
          weights: Mapping[str, float] = WEIGHTS) -> tuple[str, float, int]:
    """The level's choice for the decision of ``game``, the VP the move ``key`` gives away
    against it (0.0 when it is the choice, or when some look shows it no worse), and the
    nodes used; ``level.budget`` caps each finalist's look-ahead.

    The choice is the finalist valued best at the level's own horizon; the loss is the
    smallest of the differences between the choice and ``key`` at every checkpoint of the
    look-ahead (:func:`checkpoints`): a loss counts as far as every look agrees on it."""
    d = game.decision()
    assert d is not None
    keys = game.legal_moves()
    search = Search(d.player, level.budget, weights)
    # 1. every option, judged at the end of its worker turn (not capped: a few nodes each)
    scored: list[tuple[float, int, Game]] = []
    for i, option in enumerate(keys):
        search.budget = search.nodes + level.budget
        trial = search.child(game, option)
        if level.complete_turn:
            trial = search.rollout(trial, 1)
        scored.append((search.value(trial), i, trial))
    scored.sort(key=lambda t: (-t[0], t[1]))
    mine = keys.index(key)
    finalists = scored[:max(1, level.width)]
    if all(i != mine for _, i, _ in finalists):
        finalists.append(next(t for t in scored if t[1] == mine))
    # 2. the finalists along the look-ahead, each with the same cap of nodes
    looks = checkpoints(level.horizon)
    judged: dict[int, list[float]] = {}
    for value, i, trial in finalists:
        search.budget = search.nodes + level.budget
        judged[i] = looked_ahead(search, trial, looks) if looks else [value]
    best = min(judged, key=lambda i: (-judged[i][-1], i))
    if best == mine:
        return keys[best], 0.0, search.nodes
    agreed = min(b - m for b, m in zip(judged[best], judged[mine], strict=True))
    return keys[best], round(max(0.0, agreed), 1), search.nodes


# A score-sheet line of the evaluation's terms (``sheet:<category>``) as the VP it scores.
SHEET_WORDS: Mapping[str, str] = {
    "materials": "VP for clothing and building materials", "equipment": "VP for equipment",
    "travel": "travel VP", "tools": "VP for tools", "goods": "VP on the goods track",
    "home_board": "VP on the home board", "animals": "VP for animals",
    "bottlenecks": "fewer VP lost at Inventorying"}


def _things(terms: list[Term]) -> str:
    """"+2 Grain, Fish Traps 3→4 and VP for tools": the terms as a player says them (a
    score-sheet line as the VP it scores; no VP figures, which a player cannot act on)."""
    words = [SHEET_WORDS.get(t.key.partition(":")[2], t.text) if t.kind == "sheet" else t.text
             for t in terms]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def reason(game: Game, key: str, best: str, weights: Mapping[str, float] = WEIGHTS) -> str:
    """Why the level's ``best`` beats the player's ``key``, in the terms a hint names
    (:mod:`.explain`): what ``best`` has more of than ``key`` by the end of the worker
    turn (and what ``key`` had instead); when the turn shows nothing, what weighs most a
    few phases on (:data:`.explain.LATER_REASONS`)."""
    from gamekit.explain import SHOWN_TERMS

    from . import EXPLAIN_BUDGET, LATER_PHASES, _turn_end  # the package's

    d = game.decision()
    assert d is not None
    ends = [_turn_end(Search(d.player, EXPLAIN_BUDGET, weights), game, k) for k in (key, best)]
    terms = [t for t in difference(ledger(ends[0].state, d.player, weights),
                                   ledger(ends[1].state, d.player, weights))
             if t.kind != FADING]
    gains = [t for t in terms if t.vp > 0][:SHOWN_TERMS]
    if gains:
        lost = [Term(_undone(t.text), -t.vp, t.kind, t.key) for t in terms if t.vp < 0][:1]
        yours = f"; yours gives {_things(lost)} instead" if lost else ""
        return f"The computer's move gives {_things(gains)}{yours}."
    later = []
    for end in ends:
        search = Search(d.player, EXPLAIN_BUDGET, weights)
        later.append(search.rollout(end, LATER_PHASES, placements=True))
    ahead = [t for t in difference(ledger(later[0].state, d.player, weights),
                                   ledger(later[1].state, d.player, weights))
             if t.vp > 0 and t.kind != FADING]
    return f"The computer's move pays off later: {later_reason(ahead)}."


def _undone(text: str) -> str:
    """A term seen from the other move: "−2 Food" (the better move has less) -> "+2 Food"."""
    return "+" + text[1:] if text.startswith("−") else text


def review(game: Game, player: int, level: str | Level = REVIEW_LEVEL,
           budget: int = REVIEW_BUDGET, weights: Mapping[str, float] = WEIGHTS,
           progress: Progress | None = None, upto: int | None = None) -> Review:
    """Review ``player``'s decisions in ``game`` (finished or not; the first ``upto`` moves
    when given) at ``level``, ``budget`` nodes for each finalist's look-ahead (see
    :func:`judge`). ``progress(done, total)`` is called after each decision (and once
    before the first)."""
    lv = review_level(level, budget)

    def judged(position: Game, key: str) -> Judgement:
        best, loss, nodes = judge(position, key, lv, weights)
        why = reason(position, key, best, weights) if loss > 0 else ""
        return Judgement(best, loss, nodes, why)

    return review_game(game, player, game.setup.players, lambda: Game(game.setup), judged,
                       lv.name, lv.budget, ESTIMATE, progress, upto)


__all__ = ["COSTLIEST", "ESTIMATE", "REVIEW_BUDGET", "REVIEW_LEVEL", "Review",
           "ReviewedDecision", "judge", "reason", "review", "review_level"]
