"""A worker's turn and the end of the Work Phase (rulebook "Phase 2: Work Phase",
"Special Action and Starting Player", "Anytime Actions").

* Place the worker on an empty action space of the current season, or nowhere.
* Special Action: once per half-year (over all 8 workers) a worker may use a space of
  the other season; the solo game has no Special Action.
* Forester, Wood Trader and Laborer cost Food to use (:mod:`.entry_costs`).
"""

from __future__ import annotations

from ..data.spaces import SPACE_ORDER, SPACES, SUMMER, WINTER, Space, season_of
from ..decisions import Option, Step
from ..state import GameState
from .common import log
from .entry_costs import can_pay_entry, pay_entry
from .registry import WORKER_TURN, applies, decision
from .spaces import EFFECTS

_BOARD: tuple[tuple[str, Space], ...] = tuple((key, SPACES[key]) for key in SPACE_ORDER)


def _turn_prompt(state: GameState, step: Step) -> str:
    placed = sum(1 for i in range(state.turn_idx) if state.turn_order[i] == step.player)
    return f"Place your worker {placed} of 4"


def _space_option(key: str, special: bool) -> Option:
    return Option(f"space:{key}", SPACES[key].label
                  + (" (Special Action: other season)" if special else ""))


# The spaces a worker may go to by season and whether the Special Action is open, in
# board order, each with its option (immutable: built once).
_REACHABLE: dict[tuple[str, bool], tuple[tuple[str, Space, Option], ...]] = {
    (season, special_ok): tuple((key, sp, _space_option(key, sp.season != season))
                                for key, sp in _BOARD if special_ok or sp.season == season)
    for season in (SUMMER, WINTER) for special_ok in (False, True)}
_PASS = Option("pass", "Place this worker nowhere")


@decision(WORKER_TURN, _turn_prompt)
def turn_options(state: GameState, step: Step) -> list[Option]:
    """Every empty space the player may use now (of the season, or of the other season
    while the Special Action is open), then placing the worker nowhere."""
    special_ok = state.setup.players > 1 and state.special_by is None
    p = state.players[step.player]
    occupied = state.occupied
    out = [option for key, sp, option in _REACHABLE[season_of(state.half_year), special_ok]
           if key not in occupied and (not sp.food or can_pay_entry(p, sp))]
    out.append(_PASS)
    return out


@applies(WORKER_TURN)
def turn_apply(state: GameState, step: Step, key: str) -> None:
    state.stack.pop()
    player = step.player
    if key == "pass":
        log(state, player, "passed: this worker stays home")
        return
    space = key.split(":")[1]
    state.occupied[space] = player
    if SPACES[space].season != season_of(state.half_year):
        state.special_by = player
        log(state, player, "used the Special Action")
    pay_entry(state, player, space)
    log(state, player, f"placed a worker on the {SPACES[space].label}")
    EFFECTS[space](state, player)


_END = Option("end", "End my Work Phase")


@decision("declare_end", "All workers are placed: load vehicles or use abilities, then end "
          "your Work Phase")
def declare_options(state: GameState, step: Step) -> list[Option]:
    return [_END]


@applies("declare_end")
def declare_apply(state: GameState, step: Step, key: str) -> None:
    state.stack.pop()
    log(state, step.player, "ended the Work Phase")
