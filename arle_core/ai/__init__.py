"""The computer player: ``choose(game, level) -> key`` for any decision, and ``hint(game)``
(the key with the reason a player reads, built from the evaluation's terms: :mod:`.explain`).

An evaluation of positions (:mod:`.evaluate`, weights tuned by self-play in :mod:`.weights`)
with a search over whole worker turns (:mod:`.search`). Levels differ only in their work
budget, counted in nodes (moves played on copies), never in time; the same game and level
always give the same key.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..decisions import MAIN
from ..game import Game
from ..scoring import score_total
from .explain import FADING, Term, difference, later_reason, ledger, vp_text
from .search import Level, Search, phase
from .weights import WEIGHTS

JSON = dict[str, Any]
SHOWN_TERMS = 3  # the biggest terms a reason names
EXPLAIN_BUDGET = 4000  # nodes for one future played to explain a hint (the search had 40000)
LATER_PHASES = 5  # how far on "worth more later" looks: about the rest of a half-year

LEVELS: Mapping[str, Level] = {
    "casual": Level("casual", budget=400, complete_turn=False, horizon=0, width=1),
    "good": Level("good", budget=3000, complete_turn=True, horizon=0, width=1),
    "strong": Level("strong", budget=40000, complete_turn=True, horizon=10, width=8),
}


def search_for(game: Game, level: str | Level,
               weights: Mapping[str, float] = WEIGHTS,
               among: Sequence[str] | None = None) -> tuple[str, Search]:
    """The chosen key (``among`` these when given) and the search that found it (its
    ``nodes`` is the work done)."""
    lv = LEVELS[level] if isinstance(level, str) else level
    d = game.decision()
    if d is None:
        raise ValueError("the game is over: there is no decision to make")
    search = Search(d.player, lv.budget, weights)
    return search.choose(game, lv, among), search


def main_options(game: Game) -> list[str]:
    """The keys that answer the question itself: the decision's own options, without the
    any-time abilities offered beside them (all of them when it has none of its own)."""
    d = game.decision()
    if d is None:
        raise ValueError("the game is over: there is no decision to make")
    return [o.key for o in d.options if o.group == MAIN] or d.keys()


def choose(game: Game, level: str | Level = "good",
           weights: Mapping[str, float] = WEIGHTS) -> str:
    """The computer's key for the current decision at ``level`` (casual, good, strong)."""
    return search_for(game, level, weights)[0]


@dataclass(frozen=True, slots=True)
class Later:
    """Why the hint is not the option with the best score now (``other``, its label): its
    score-now change and the hint's, what weighs most in favour of the hint a few phases
    on (``reason``, words from :data:`.explain.LATER_REASONS`) and those ``terms``."""

    other: str
    other_label: str
    other_now: float
    hint_now: float
    reason: str
    terms: tuple[Term, ...]

    @property
    def sentence(self) -> str:
        """Why, without the terms: "Score now favours “Fisherman” ..., but ... later: ..."."""
        return (f"Score now favours “{self.other_label}” ({vp_text(self.other_now)} against "
                f"{vp_text(self.hint_now)}), but this one is worth more later: {self.reason}")

    @property
    def text(self) -> str:
        return f"{self.sentence}{_listed(self.terms)}."

    def as_json(self) -> JSON:
        return {"other": self.other, "other_label": self.other_label,
                "other_now": self.other_now, "hint_now": self.hint_now,
                "reason": self.reason, "text": f"{self.sentence}.",
                "terms": [t.as_json() for t in self.terms]}


@dataclass(frozen=True, slots=True)
class Hint:
    """A suggested option and why. ``value`` is the evaluation behind it (score now plus
    what the position is still worth, own minus the opponent's with 2 players); ``margin``
    is how much better than the next best option (``runner_up``, its label
    ``runner_up_label``) it was judged, in VP. ``terms`` are what the option does by the
    end of its worker turn, in the evaluation's parts (:mod:`.explain`); ``later`` says why
    it is not the option with the best score now, when it is not. The evaluation is a
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

    @property
    def does(self) -> str:
        """What the option does, its few biggest terms: "Fish Traps 5→6 (+0.5 VP), ..."."""
        shown = [t for t in self.terms if t.kind != FADING][:SHOWN_TERMS]
        return ", ".join(f"{t.text}: {vp_text(t.vp)}" for t in shown)

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
        better = "better for you against your opponent" if self.two_players else "more"
        return (f"About {gain} VP {better} by the end than {other}, the next best option, "
                "by the computer's reckoning.")

    def as_json(self) -> JSON:
        """The reason as data for the page: the terms, the later gain, the margin."""
        return {"terms": [t.as_json() for t in self.terms if t.kind != FADING][:SHOWN_TERMS],
                "later": self.later.as_json() if self.later else None,
                "runner_up": self.runner_up, "runner_up_label": self.runner_up_label,
                "margin": None if self.margin is None else round(self.margin, 1),
                "comparison": self.comparison if self.value is not None else self.reason,
                "two_players": self.two_players}


def _listed(terms: tuple[Term, ...]) -> str:
    return (" (" + ", ".join(f"{t.text}: {vp_text(t.vp)}" for t in terms) + ")") if terms else ""


def move_terms(game: Game, key: str, weights: Mapping[str, float] = WEIGHTS,
               budget: int = EXPLAIN_BUDGET) -> list[Term]:
    """What ``key`` does for the deciding player by the end of its worker turn (the rest
    of the turn played as the search plays it), in the evaluation's terms."""
    d = game.decision()
    if d is None:
        raise ValueError("the game is over: there is no decision to make")
    search = Search(d.player, budget, weights)
    end = _turn_end(search, game, key)
    return difference(ledger(game.state, d.player, weights),
                      ledger(end.state, d.player, weights))


def _turn_end(search: Search, game: Game, key: str) -> Game:
    """``key`` played on a copy and the rest of its worker turn as the search plays it."""
    start = phase(game)
    trial: Game | None = search.child(game, key)
    while trial is not None and not trial.is_over and phase(trial) == start:
        trial = search.policy(trial)
    assert trial is not None
    return trial


def later(game: Game, key: str, weights: Mapping[str, float] = WEIGHTS,
          budget: int = EXPLAIN_BUDGET, among: Sequence[str] | None = None) -> Later | None:
    """Why ``key`` rather than the option (``among`` these when given) with the best score
    now (None when ``key`` is that option or as good): both futures played a few phases
    on, as the search plays them, and what ``key``'s has more of."""
    d = game.decision()
    if d is None:
        raise ValueError("the game is over: there is no decision to make")
    before = score_total(game.state, d.player)
    now: dict[str, float] = {}
    for o in d.options:
        if among and o.key not in among:
            continue
        trial = game.copy()
        trial.play(o.key)
        now[o.key] = score_total(trial.state, d.player) - before
    other = max(now, key=lambda k: now[k])  # the first of the best: options' order
    if now[other] <= now[key]:
        return None
    ends = []
    for k in (key, other):
        search = Search(d.player, budget, weights)
        start = _turn_end(search, game, k)
        ends.append(search.rollout(start, LATER_PHASES, placements=True))
    gained = [t for t in difference(ledger(ends[1].state, d.player, weights),
                                    ledger(ends[0].state, d.player, weights))
              if t.vp > 0 and t.kind != FADING]
    label = d.option(other)
    return Later(other, label.label if label else other, now[other], now[key],
                 later_reason(gained), tuple(gained[:SHOWN_TERMS]))


def hint(game: Game, level: str | Level = "strong",
         weights: Mapping[str, float] = WEIGHTS, explain: bool = True,
         among: Sequence[str] | None = None) -> Hint:
    """The option ``level`` would choose for the deciding player (``among`` these keys when
    given), with its reason (without its terms unless ``explain``: they cost two or three
    short futures played out)."""
    key, search = search_for(game, level, weights, among)
    runner_up = label = margin = None
    if search.runner_up is None or search.chosen_value is None:
        return Hint(key, search.chosen_value, game.state.n_players == 2, search.nodes)
    runner_up, value = search.runner_up
    d = game.decision()
    option = d.option(runner_up) if d is not None else None
    label = option.label if option is not None else runner_up
    margin = search.chosen_value - value
    if not explain:
        return Hint(key, search.chosen_value, game.state.n_players == 2, search.nodes,
                    runner_up, label, margin)
    return Hint(key, search.chosen_value, game.state.n_players == 2, search.nodes,
                runner_up, label, margin, tuple(move_terms(game, key, weights)),
                later(game, key, weights, among=among))


__all__ = ["LEVELS", "Hint", "Later", "Level", "Term", "choose", "hint", "later", "main_options",
           "move_terms", "search_for"]
