"""Why the computer likes a move, in the evaluation's own terms.

:func:`ledger` splits :func:`.evaluate.player_value` into named parts that add up to it
exactly: each score-sheet line, the loads, every good, every tool track, the land and the
equipment features, the Food still missing, and the progress toward a big building. The
difference of two ledgers (before and after a move, or between two moves' futures) is then
a list of :class:`Term` s, each a few words and the VP the evaluation gives it: "Fish Traps
5→6" with the Tools line, "+4 Wood", "toward the Castle (12 VP)".

A part whose piece count did not change but whose worth did (potential fades as the
half-years run out) is not a thing the move did: such parts are summed into one term.
"""

from __future__ import annotations

from collections.abc import Mapping

from gamekit.explain import FADING, Entry, Term, vp_text
from gamekit.explain import difference as shared_difference

from ..data.board import GOOD_LABELS
from ..data.buildings import BUILDINGS
from ..data.tools import TOOLS
from ..scoring import CATEGORIES, score_sheet
from ..state import GameState
from .evaluate import (
    GOOD_FEATURES,
    PLAN_GROUPS,
    TOOL_GAIN,
    hunger,
    loaded_points,
    plan,
    time_left,
)
from .weights import WEIGHTS

SHEET_LABELS: Mapping[str, str] = dict(CATEGORIES)
# The potential's board features: (label of one piece, how a player's count is read).
FEATURE_LABELS: Mapping[str, str] = {
    "empty_land": "empty land", "fields": "Field", "forests": "Forest", "dikes": "Dike move",
    "vehicles": "vehicle", "plows": "Plow", "peat_boats": "Peat Boat",
    "moor_peat": "Peat on the Moors", "buildings": "building", "loaded": "load"}
# What makes a later gain, for the sentence that says why a hint differs from the best
# score now: a ledger key (or its kind, the part before ":") and its words.
LATER_REASONS: Mapping[str, str] = {
    "animal": "animals that breed at Inventorying",
    "sheet:animals": "animals that breed at Inventorying",
    "plan": "a big building within reach",
    "tool": "a tool step",
    "sheet:tools": "a tool step",
    "sheet:equipment": "equipment it leads to (a vehicle in the barn)",
    "sheet:home_board": "land and buildings on the home board",
    "sheet:materials": "clothing and building materials",
    "sheet:goods": "goods on the goods track",
    "sheet:travel": "travel experience",
    "sheet:bottlenecks": "fewer supply bottlenecks",
    "good": "goods to use later",
    "feature": "land and equipment to use later",
    "hunger": "Food for the feeding",
    "loaded": "loads that score when unloaded",
}
ANIMALS = ("sheep", "cattle", "horse")
SHOWN_ALWAYS = ("tool", "good", "animal", "feature")  # kinds named however small

__all__ = ["FADING", "Entry", "Term", "difference", "later_reason", "ledger", "vp_text"]


def plan_target(state: GameState, player: int) -> tuple[str, int] | None:
    """The big building the plan counts for this player (its name and VP): the one whose
    share of cost held is worth most, as :func:`.evaluate.plan` reckons it."""
    p = state.players[player]
    on_board = set(state.board_buildings)
    best: tuple[float, str, int] | None = None
    for vp, keys, pays in PLAN_GROUPS[state.setup.variant]:
        here = sorted(BUILDINGS[k].name for k in keys & on_board)
        if not here:
            continue
        for parts, total in pays:
            have = sum(min(p.goods[g], n) * e for g, n, e in parts)
            v = vp * (have / total) ** 2
            if best is None or v > best[0]:
                best = (v, here[0], vp)
    return None if best is None or best[0] <= 0 else (best[1], best[2])


def ledger(state: GameState, player: int,
           weights: Mapping[str, float] = WEIGHTS) -> dict[str, Entry]:
    """:func:`.evaluate.player_value` in named parts (their ``vp`` add up to it)."""
    p = state.players[player]
    out: dict[str, Entry] = {}
    sheet = score_sheet(state, player)
    for cat, label in SHEET_LABELS.items():
        out[f"sheet:{cat}"] = Entry("sheet", sheet[cat], float(sheet[cat]), label)
    out["loaded"] = Entry("loaded", len([i for e in p.barn for i in e.load]),
                          loaded_points(state, p) if p.barn else 0.0, "loads")
    left = time_left(state)
    if left <= 0:
        return out
    for g in GOOD_FEATURES:
        kind = "animal" if g in ANIMALS else "good"
        out[f"good:{g}"] = Entry(kind, p.goods[g], left * weights[g] * p.goods[g],
                                 GOOD_LABELS.get(g, g))
    for t, pos in p.tools.items():
        out[f"tool:{t}"] = Entry("tool", TOOLS[t].values[pos],
                                 left * weights["tools"] * TOOL_GAIN[t][pos], TOOLS[t].label)
    counts = _feature_counts(state, player)
    for f, label in FEATURE_LABELS.items():
        out[f"feature:{f}"] = Entry("feature", counts[f], left * weights[f] * counts[f], label)
    missing = hunger(state, player)
    out["hunger"] = Entry("hunger", missing, weights["hunger"] * missing, "Food")
    target = plan_target(state, player)
    name = f"the {target[0]} ({target[1]} VP)" if target else "a big building"
    out["plan"] = Entry("plan", plan(state, p), weights["plan"] * min(1.0, 3 * left)
                        * plan(state, p), name)
    return out


def _feature_counts(state: GameState, player: int) -> dict[str, int]:
    """The board features :func:`.evaluate.potential` weighs, counted."""
    p = state.players[player]
    tiles = p.tiles
    return {
        "empty_land": p.empty_land(),
        "fields": tiles.get("grain_field", 0) + tiles.get("flax_field", 0),
        "forests": tiles.get("forest", 0) + tiles.get("park", 0),
        "dikes": p.dike_moves,
        "vehicles": sum(1 for e in p.barn if e.kind not in ("plow", "peat_boat")),
        "plows": sum(1 for e in p.barn if e.kind == "plow"),
        "peat_boats": sum(1 for e in p.barn if e.kind == "peat_boat"),
        "moor_peat": sum(m.peat for m in p.moors),
        "buildings": len(p.buildings),
        "loaded": sum(len(e.load) for e in p.barn),
    }


def _words(key: str, a: Entry | None, b: Entry) -> str:
    """The words of one changed part: "+4 Wood", "Fish Traps 5→6", "Tools line"."""
    before = a.count if a is not None else 0
    delta = b.count - before
    sign = "+" if delta > 0 else "−"
    if b.kind == "sheet":
        return f"{b.name} line"
    if b.kind == "tool":
        return f"{b.name} {before:g}→{b.count:g}"
    if b.kind in ("good", "animal", "feature"):
        return f"{sign}{abs(delta):g} {b.name}"
    if b.kind == "hunger":
        return "Food for the next feeding" if delta < 0 else "Food short for the next feeding"
    if b.kind == "plan":
        return f"toward {b.name}"
    return "loads that score when unloaded"


def difference(before: Mapping[str, Entry], after: Mapping[str, Entry],
               least: float = 0.05) -> list[Term]:
    """What differs from ``before`` to ``after`` (:func:`gamekit.explain.difference` with
    this game's words)."""
    return shared_difference(before, after, _words, SHOWN_ALWAYS, least)


def later_reason(terms: list[Term]) -> str:
    """The kind of later gain that weighs most among ``terms`` (those in favour), in words."""
    best: dict[str, float] = {}
    for t in terms:
        words = LATER_REASONS.get(t.key) or LATER_REASONS.get(t.kind)
        if t.vp > 0 and words:
            best[words] = best.get(words, 0.0) + t.vp
    if not best:
        return "what it leads to later"
    return max(best, key=lambda k: best[k])
