"""The warning before an Inventorying, as the view model carries it: what the Inventorying
that ends this half-year will take from a player, what pays it, and what is missing (each
missing Food or Peat costs 2 VP, the "Supply bottlenecks").

It is shown from the first month of every half-year (each one ends in an Inventorying),
not only at the last placements: getting Peat or Food takes a worker of its own, and a
player short of both with one worker left can no longer cover both. The numbers are the
engine's own forecast (:func:`.steps.inventory.forecast`) of the player's goods as they
are now; the page only draws the texts.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .data.board import BOTTLENECK_VP, GOOD_LABELS
from .data.calendar import HALF_YEARS, INVENTORY_MONTH, MONTHS
from .data.spaces import season_of
from .game import Game
from .steps.inventory import Forecast, forecast

JSON = dict[str, Any]
WORK_STAGES = ("work", "end_work")
# What to get before the Inventorying for what is missing (the payers of "4. Sustenance").
PREPARE: Mapping[str, str] = {
    "food": "Food, Grain or animals",
    "fuel": "Peat (cut it on your Moors), Wood or Timber",
}

# The sub-phases that give goods before the feeding (``Forecast.gains``), as a player says.
WHY: Mapping[str, str] = {"unloading": "unloaded vehicles", "milking": "milking",
                          "harvest": "harvest"}


def _goods(counts: Mapping[str, int]) -> str:
    """{"food": 3, "peat": 2} -> "3 Food, 2 Peat" (``animals``: any kind)."""
    return ", ".join(f"{n} {GOOD_LABELS.get(g, 'animal' if n == 1 else 'animals')}"
                     for g, n in counts.items())


def _due(f: Forecast) -> str:
    return f"{f.food} Food and {f.fuel} Peat" if f.fuel else f"{f.food} Food"


def _short(f: Forecast) -> str:
    missing = {"food": f.missing_food, "peat": f.missing_fuel}
    return _goods({g: n for g, n in missing.items() if n})


def _status(f: Forecast) -> str:
    """"short" (VP will be lost), "animals" (animals will be eaten) or "ready"."""
    if f.vp_lost:
        return "short"
    return "animals" if f.paid.get("animals") else "ready"


def _summary(f: Forecast, status: str) -> str:
    if status == "short":
        return f"You are short of {_short(f)}: −{f.vp_lost} VP as things stand."
    if status == "animals":
        n = f.paid["animals"]
        return f"You would give up {n} animal{'s' if n != 1 else ''} for Food."
    return "You have enough."


def _gains(f: Forecast) -> str:
    """"+2 Food (milking), +1 Grain, +1 Wood (harvest)"."""
    return ", ".join(
        ", ".join(f"+{n} {GOOD_LABELS.get(g, g)}" for g, n in got.items()) + f" ({WHY[k]})"
        for k, got in f.gains.items())


def warning(game: Game, player: int) -> JSON:
    """One player's warning for the Inventorying that ends the current half-year: its
    ``title`` and ``summary`` make one sentence ("November Inventorying" "takes 3 Food and
    2 Peat. You have enough."), ``lines`` say the rest."""
    s = game.state
    season = season_of(s.half_year)
    month = INVENTORY_MONTH[season]
    f = forecast(s, player)
    status = _status(f)
    last = s.half_year == HALF_YEARS
    title = f"{month} Inventorying"
    lines = [f"It comes after {MONTHS[season][-1]}, once every worker is placed"
             + (", and then the game ends" if last else "")
             + f": {_due(f)}; each one missing costs {-BOTTLENECK_VP} VP."]
    if f.gains:
        lines.append(f"Before the feeding you get {_gains(f)}.")
    if f.paid:
        lines.append(f"As things stand you pay {_goods(f.paid)}.")
    if f.missing_food or f.missing_fuel:
        wanted = [PREPARE[k] for k, n in (("food", f.missing_food), ("fuel", f.missing_fuel))
                  if n]
        lines.append(f"Before {month}, get {' and '.join(wanted)}.")
    return {"player": player, "month": month, "status": status, "vp_lost": f.vp_lost,
            "title": title, "summary": f"takes {_due(f)}. {_summary(f, status)}",
            "lines": lines}


def warnings(game: Game) -> list[JSON] | None:
    """Every player's warning during the Work Phase (None outside it)."""
    if game.state.stage not in WORK_STAGES:
        return None
    return [warning(game, p) for p in range(game.setup.players)]
