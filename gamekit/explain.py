"""Why the computer likes a move, whatever the game: the shapes of a hint's reason.

A game splits its evaluation of a player into named parts that add up to it exactly (a
*ledger*: key -> :class:`Entry`). The difference of two ledgers (before and after a move,
or between two moves' futures) is a list of :class:`Term` s, each a few words and the
points the evaluation gives it (:func:`difference`; the words are the game's). A
:class:`Hint` is the suggested option with its margin over the next best and those terms;
:meth:`Hint.as_json` is what the page's ``why.js`` draws, the same for every game.

A part whose count did not change but whose worth did (what a holding is worth fades as
the game runs out) is not a thing the move did: such parts are summed into one term.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from typing import Any

JSON = dict[str, Any]
SHOWN_TERMS = 3  # the biggest terms a reason names
FADING = "fading"  # the kind of "the rest, as the game runs on"


@dataclass(frozen=True, slots=True)
class Entry:
    """One part of a player's value: its kind, the count it is worth (for the words), the
    points, and the words for one piece or the line."""

    kind: str
    count: float
    vp: float
    name: str


@dataclass(frozen=True, slots=True)
class Term:
    """What a move changes, in a few words, and the points the evaluation gives it."""

    text: str
    vp: float
    kind: str
    key: str = ""  # the ledger's key ("tool:fish_traps", "sheet:tools")
    unit: str = "VP"

    def as_json(self) -> dict[str, object]:
        return {"text": self.text, "vp": round(self.vp, 1),
                "vp_text": vp_text(self.vp, self.unit), "kind": self.kind}


def vp_text(v: float, unit: str = "VP") -> str:
    """"+1.2 VP", "−3 VP", "±0 VP": a term's worth as the page shows it."""
    text = f"{v:+.1f}".rstrip("0").rstrip(".") if abs(v) >= 0.05 else "±0"
    return text.replace("-", "−") + " " + (one(unit) if text in ("+1", "-1") else unit)


def one(unit: str) -> str:
    """The unit of one: "point" for "points" ("VP" stays)."""
    return unit.removesuffix("s")


Words = Callable[[str, Entry | None, Entry], str]


def difference(before: Mapping[str, Entry], after: Mapping[str, Entry], words: Words,
               always: Collection[str] = (), least: float = 0.05,
               unit: str = "VP") -> list[Term]:
    """What differs from ``before`` to ``after``, the biggest first, each part named by
    ``words(key, before, after)``; parts whose count did not change are one "fading" term
    (see the module docstring); changes under ``least`` points are left out, except for
    the kinds in ``always``."""
    terms: list[Term] = []
    fading = 0.0
    for key, b in after.items():
        a = before.get(key)
        dv = b.vp - (a.vp if a is not None else 0.0)
        same = a is not None and a.count == b.count and a.name == b.name
        if same or (a is None and b.count == 0):
            fading += dv
            continue
        if abs(dv) >= least or b.kind in always:
            terms.append(Term(words(key, a, b), dv, b.kind, key, unit))
    for key, a in before.items():
        if key not in after:
            fading -= a.vp
    if abs(fading) >= least:
        terms.append(Term("the rest, as the game runs on", fading, FADING, "", unit))
    terms.sort(key=lambda t: (-abs(t.vp), t.text))
    return terms


def listed(terms: tuple[Term, ...]) -> str:
    """" (+3 Wood: +1.2 VP, ...)": terms in brackets, or nothing."""
    return (" (" + ", ".join(f"{t.text}: {vp_text(t.vp, t.unit)}" for t in terms)
            + ")") if terms else ""


@dataclass(frozen=True, slots=True)
class Later:
    """Why the hint is not the option with the best score now (``other``, its label): its
    score-now change and the hint's, what weighs most in favour of the hint a few phases
    on (``reason``, a game's words) and those ``terms``."""

    other: str
    other_label: str
    other_now: float
    hint_now: float
    reason: str
    terms: tuple[Term, ...]
    unit: str = "VP"

    @property
    def sentence(self) -> str:
        """Why, without the terms: "Score now favours “Fisherman” ..., but ... later: ..."."""
        return (f"Score now favours “{self.other_label}” ({vp_text(self.other_now, self.unit)}"
                f" against {vp_text(self.hint_now, self.unit)}), but this one is worth more "
                f"later: {self.reason}")

    @property
    def text(self) -> str:
        return f"{self.sentence}{listed(self.terms)}."

    def as_json(self) -> JSON:
        return {"other": self.other, "other_label": self.other_label,
                "other_now": self.other_now, "hint_now": self.hint_now,
                "reason": self.reason, "text": f"{self.sentence}.",
                "terms": [t.as_json() for t in self.terms]}


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested option and why. ``value`` is the evaluation behind it (score now plus
    what the position is still worth, own less the others' with several players);
    ``margin`` is how much better than the next best option (``runner_up``, its label
    ``runner_up_label``) it was judged, in the game's points (``unit``). ``terms`` are
    what the option does by the end of its turn, in the evaluation's parts; ``later`` says
    why it is not the option with the best score now, when it is not. The evaluation is a
    yardstick for comparing options, not a forecast of the final score, so the reason
    speaks of terms and the margin. ``value`` is None when the decision had one way."""

    key: str
    value: float | None
    two_players: bool
    nodes: int
    runner_up: str | None = None
    runner_up_label: str | None = None
    margin: float | None = None
    terms: tuple[Term, ...] = ()
    later: Later | None = None
    unit: str = "VP"

    @property
    def does(self) -> str:
        """What the option does, its few biggest terms: "Fish Traps 5→6 (+0.5 VP), ..."."""
        shown = [t for t in self.terms if t.kind != FADING][:SHOWN_TERMS]
        return ", ".join(f"{t.text}: {vp_text(t.vp, t.unit)}" for t in shown)

    @property
    def reason(self) -> str:
        """A few short sentences for the player."""
        if self.value is None:
            return "The only way on."
        parts = [f"It gives {self.does}."] if self.does else []
        if self.later is not None:
            parts.append(self.later.text)
        parts.append(self.comparison)
        return " ".join(parts)

    @property
    def comparison(self) -> str:
        """The hint against the next best option, by the margin."""
        if self.margin is None or self.runner_up_label is None:
            return "It looked no further."
        other = f"“{self.runner_up_label}”"
        if self.margin < 0.5:
            return f"About as good as {other}, the next best option: take either."
        gain = f"{self.margin:.0f}" if self.margin >= 1.5 else "1"
        better = ("better for you against your opponent" if self.two_players
                  else "more")
        unit = one(self.unit) if gain == "1" else self.unit
        return (f"About {gain} {unit} {better} by the end than {other}, the next best "
                "option, by the computer's reckoning.")

    def as_json(self) -> JSON:
        """The reason as data for the page: the terms, the later gain, the margin."""
        return {"terms": [t.as_json() for t in self.terms if t.kind != FADING][:SHOWN_TERMS],
                "later": self.later.as_json() if self.later else None,
                "runner_up": self.runner_up, "runner_up_label": self.runner_up_label,
                "margin": None if self.margin is None else round(self.margin, 1),
                "comparison": self.comparison if self.value is not None else self.reason,
                "two_players": self.two_players}
