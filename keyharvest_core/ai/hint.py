"""A hint's reason from what the rollouts saw, in a player's words: the plan's reason
for the option ("the group of C4 gives 3 counters"), the points its line ends at against
the next best option's, and the score-sheet lines where the two lines differ (the shapes
are :mod:`gamekit.explain`'s, which the page draws, as for Agricola)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gamekit.explain import Hint, Term

from ..game import Game
from ..scoring import CATEGORIES
from .plan import reason
from .rollout import Line, best, judge

UNIT = "points"
LEAST = 0.05  # a score-sheet line that moves less is left out
LABELS = dict(CATEGORIES)


@dataclass(frozen=True, slots=True)
class RolloutHint(Hint):
    """A :class:`~gamekit.explain.Hint` whose comparison speaks of the lines played out:
    ``why`` is the plan's reason for the option, ``line`` and ``other_line`` the mean
    final points of the option's and the runner-up's rollouts, ``ahead`` and
    ``other_ahead`` their mean leads over the best other player."""

    why: str = ""
    line: float = 0.0
    other_line: float = 0.0
    ahead: float = 0.0
    other_ahead: float = 0.0

    @property
    def comparison(self) -> str:
        why = self.why[:1].upper() + self.why[1:]
        if self.runner_up_label is None:
            return (f"{why}; this line ends at {self.line:.0f} points on average, "
                    f"{_lead(self.ahead, ' the best other player')}.")
        return (f"{why}; this line ends at {self.line:.0f} points on average, "
                f"{_lead(self.ahead, ' the best other player')}, against "
                f"{self.other_line:.0f} points, {_lead(self.other_ahead)}, for "
                f"“{self.runner_up_label}”.")


def _lead(points: float, whom: str = "") -> str:
    """"6 ahead of the best other player", "2 behind", "level"."""
    if round(points) == 0:
        return f"level with{whom}" if whom else "level"
    if points > 0:
        return f"{points:.0f} ahead{' of' + whom if whom else ''}"
    return f"{-points:.0f} behind{whom}"


def sheet_terms(chosen: Line, other: Line) -> tuple[Term, ...]:
    """The score-sheet lines where the chosen line ends better or worse than the other,
    in mean points, the biggest first."""
    terms = [Term(LABELS[cat], chosen.sheet[cat] - other.sheet[cat], "sheet", f"sheet:{cat}",
                  UNIT)
             for cat in chosen.sheet if abs(chosen.sheet[cat] - other.sheet[cat]) >= LEAST]
    return tuple(sorted(terms, key=lambda t: (-abs(t.vp), t.text)))


def rollout_hint(game: Game, keys: Sequence[str], draws: int, explain: bool, horizon: int,
                 chosen: str | None = None, trust: float = 0.0) -> RolloutHint:
    """The best of ``keys`` by their rollouts, the first (the plan's) unless beaten by more
    than ``trust``, as the strong level chooses (or ``chosen``, the level's own choice),
    against the best other line."""
    lines = judge(game, keys, draws, horizon)
    if chosen is None:
        top = best(lines)
        top = top if top.margin > lines[0].margin + trust else lines[0]
    else:
        top = next(x for x in lines if x.key == chosen)
    rest = [x for x in lines if x.key != top.key]
    why = reason(game, top.key)
    if not rest:
        return RolloutHint(top.key, top.margin, True, draws, unit=UNIT, why=why,
                           line=top.score, ahead=top.margin)
    runner = best(rest)
    d = game.decision()
    assert d is not None
    option = d.option(runner.key)
    return RolloutHint(
        top.key, top.margin, True, len(lines) * draws, runner.key,
        option.label if option is not None else runner.key, top.margin - runner.margin,
        sheet_terms(top, runner) if explain else (), unit=UNIT, why=why, line=top.score,
        other_line=runner.score, ahead=top.margin, other_ahead=runner.margin)
