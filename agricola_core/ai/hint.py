"""A hint's reason from what the rollouts saw, in words a family player reads: "a room
now: the family can grow into it; this line ends at 47 points on average against 44 for
“Take 1 clay”", and the score-sheet lines where the two lines' mean final sheets differ
(the shapes are :mod:`gamekit.explain`'s, which the page draws)."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from gamekit.explain import Hint, Term

from ..game import Game
from .plan import plan_move, reason
from .rollout import GROWTH, Line, best, judge

UNIT = "points"
LEAST = 0.05  # a score-sheet line that moves less is left out


@dataclass(frozen=True, slots=True)
class RolloutHint(Hint):
    """A :class:`~gamekit.explain.Hint` whose comparison speaks of the lines played out,
    by what the choice was made by: the mean final score solo, the mean lead over the best
    other player with several (:func:`.rollout.judge`'s margin). ``why`` is the plan's
    reason for the option; ``line``/``other_line`` the mean final scores of the option's
    and the runner-up's rollouts, ``others``/``other_others`` the best other player's,
    ``ahead``/``other_ahead`` the margins the choice compared; ``growth`` says how Family
    growth's line, played out too, ended when it is neither the choice nor the runner-up
    (a family player asks why not grow)."""

    why: str = ""
    line: float = 0.0
    other_line: float = 0.0
    ahead: float = 0.0
    other_ahead: float = 0.0
    others: float = 0.0
    other_others: float = 0.0
    growth: str = ""

    @property
    def comparison(self) -> str:
        why = self.why[:1].upper() + self.why[1:]
        several = self.two_players
        if self.runner_up_label is None:  # the level's one candidate, played out alone
            return f"{why}; this line ends {_end(self.ahead, self.line, several)}."
        other = f"“{self.runner_up_label}”"
        gap = self.ahead - self.other_ahead
        if abs(gap) < TIE:
            both = _end(self.ahead, self.line, several)
            text = f"{why}; this line is as good as {other}: both end {both}."
        else:
            mine, theirs = _figures(self.ahead, self.other_ahead)
            if several:
                text = (f"{why}; this line ends {_lead(mine, ' the best other player')} on "
                        f"average, against {_lead(theirs)} for {other}.")
            else:
                mine, theirs = _figures(self.line, self.other_line)
                text = (f"{why}; this line ends at {mine} points on average against "
                        f"{theirs} for {other}{_begging(self)}.")
        return f"{text} {self.growth}" if self.growth else text


TIE = 0.5  # lines closer than this (in mean points) are as good as each other


def _figures(a: float, b: float) -> tuple[str, str]:
    """Two means as the text shows them: whole points, or tenths where whole points
    would show a difference the choice saw as equal."""
    if round(a) != round(b):
        return f"{a:.0f}", f"{b:.0f}"
    return f"{a:.1f}", f"{b:.1f}"


def _end(ahead: float, score: float, several: bool) -> str:
    """How a line ends, by what the choice is made by: "3 points ahead of the best other
    player on average", solo "at 47 points on average"."""
    if not several:
        return f"at {score:.0f} points on average"
    return f"{_lead(f'{ahead:.0f}', ' the best other player')} on average"


def _begging(h: RolloutHint) -> str:
    """Solo, where the begging cards' dread decided against the better score."""
    return ", with fewer begging cards" if h.line < h.other_line else ""


def _lead(points: str, whom: str = "") -> str:
    """"6 points ahead of the best other player", "2 behind", "level"."""
    value = float(points)
    if value == 0:
        return f"level with{whom}" if whom else "level"
    unit = " point" if abs(value) == 1 else " points"
    if value > 0:
        return f"{points}{unit} ahead{' of' + whom if whom else ''}"
    return f"{points.lstrip('-')}{unit} behind{whom}"


def sheet_terms(chosen: Line, other: Line, only: Collection[str] | None = None
                ) -> tuple[Term, ...]:
    """The score-sheet lines where the chosen line ends better or worse than the other,
    in mean points, the biggest first (``only`` these categories when given)."""
    terms = [Term(cat[:1].upper() + cat[1:], chosen.sheet[cat] - other.sheet[cat], "sheet",
                  f"sheet:{cat}", UNIT)
             for cat in chosen.sheet if (only is None or cat in only)
             and abs(chosen.sheet[cat] - other.sheet[cat]) >= LEAST]
    return tuple(sorted(terms, key=lambda t: (-abs(t.vp), t.text)))


_ACTION_STEPS = frozenset({"parts", "resource", "overflow", "oven"})


def counts(game: Game, seat: int) -> dict[str, object]:
    """What each score-sheet line counts on ``seat``'s farm (not its points: a step of
    the table may not move while its count does)."""
    f = game.farmers[seat]
    crops = {"grain": f.goods["grain"], "vegetable": f.goods["vegetable"]}
    for crop, n in f.fields.values():
        if n:
            crops[crop] += n
    owned = tuple(sorted(m for m, o in game.majors.items() if o == seat))
    return {"fields": len(f.fields), "pastures": f.pastures(), "grain": crops["grain"],
            "vegetables": crops["vegetable"], "sheep": f.animals["sheep"],
            "wild boar": f.animals["boar"], "cattle": f.animals["cattle"],
            "unused spaces": f.rooms | f.field_mask | f.stables | f.pastured(),
            "fenced stables": f.stables & f.pastured(),
            "clay and stone rooms": (f.house, f.rooms), "family members": f.members,
            "begging cards": f.begging, "improvements": owned,
            "bonus points": tuple(f.goods[g] for g in ("wood", "clay", "reed"))
            if owned else ()}


def touched(game: Game, key: str) -> frozenset[str]:
    """The score-sheet lines ``key`` itself changes for the deciding player: a
    placement with the steps of its action (the rooms, fields, pastures it builds, played
    as the plan plays them), any other decision alone."""
    d = game.decision()
    assert d is not None
    seat = d.player
    g = game.copy()
    g.play(key)
    if d.kind == "place":
        while True:
            nxt = g.decision()
            if nxt is None or nxt.player != seat or nxt.kind not in _ACTION_STEPS:
                break
            g.play(plan_move(g))
    before, after = counts(game, seat), counts(g, seat)
    return frozenset(cat for cat in before if before[cat] != after[cat])


def _growth_words(lines: Sequence[Line], top: Line, runner: Line, several: bool) -> str:
    """Why not Family growth, when a free room waits and its line was neither chosen nor
    the runner-up: how its line ended against the choice's."""
    grown = next((x for x in lines if x.key in GROWTH and x.key not in (top.key, runner.key)),
                 None)
    if grown is None:
        return ""
    gap = top.margin - grown.margin
    if abs(gap) < TIE:
        return "Family growth, played out too, is as good."
    n = max(1, round(abs(gap)))
    points = f"{n} point{'' if n == 1 else 's'}"
    if several:
        how = "worse" if gap > 0 else "better"
        return (f"Family growth, played out too, ends {points} {how} against the best "
                "other player on average.")
    return (f"Family growth, played out too, ends {points} "
            f"{'lower' if gap > 0 else 'higher'} on average.")


def rollout_hint(game: Game, keys: Sequence[str], draws: int, explain: bool,
                 chosen: str | None = None) -> RolloutHint:
    """The best of ``keys`` by their rollouts (or ``chosen``, the level's own choice),
    against the best other line; its terms are the score-sheet lines the option itself
    changes (:func:`touched`), as the two lines end."""
    lines = judge(game, keys, draws)
    top = best(lines) if chosen is None else next(x for x in lines if x.key == chosen)
    rest = [x for x in lines if x.key != top.key]
    several = game.setup.players > 1
    why = reason(game, top.key)
    if not rest:  # one line: nothing to compare it with
        return RolloutHint(top.key, top.margin, several, draws, unit=UNIT, why=why,
                           line=top.score, ahead=top.margin, others=top.others)
    runner = best(rest)
    d = game.decision()
    assert d is not None
    option = d.option(runner.key)
    terms = sheet_terms(top, runner, touched(game, top.key)) if explain else ()
    return RolloutHint(
        top.key, top.margin, several, len(lines) * draws, runner.key,
        option.label if option is not None else runner.key, top.margin - runner.margin,
        terms, unit=UNIT, why=why, line=top.score, other_line=runner.score,
        ahead=top.margin, other_ahead=runner.margin, others=top.others,
        other_others=runner.others, growth=_growth_words(lines, top, runner, several))
