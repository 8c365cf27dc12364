"""The course of the game (rulebook "Course of the Game", "The End of the Game and the
Winner"): 9 half-years, Summer (odd) and Winter (even); each a Work Phase of 4 workers
per player, month by month with the starting player first, then Inventorying.

The flow only pushes steps; handlers in :mod:`arle_core.steps` do the work.
"""

from __future__ import annotations

from .data.calendar import HALF_YEARS as HALF_YEARS
from .data.calendar import TURN_ORDER, WORKERS
from .data.spaces import SUMMER, season_of
from .data.variants import VARIANTS
from .decisions import Option, Step
from .state import GameState
from .steps import FINAL, WORKER_TURN, anytime_options, applies, auto, decision
from .steps.buildings import owned_before_november
from .steps.common import push, push_all


def order_from(state: GameState, first: int) -> tuple[int, ...]:
    return TURN_ORDER[state.n_players, first]


def begin_half_year(state: GameState) -> None:
    """Preparations: the workers go on the month spaces, the starting player's on top."""
    state.stage = "work"
    state.occupied = {}
    state.special_by = None
    state.turn_order = list(order_from(state, state.start_player)) * WORKERS
    state.turn_idx = 0


def next_start_player(state: GameState) -> int:
    """The opponent of a Special Action's player starts next; otherwise the marker passes."""
    if state.n_players == 1:
        return 0
    if state.special_by is not None:
        return state.other(state.special_by)
    return state.other(state.start_player)


def advance_flow(state: GameState) -> None:
    """Called when nothing is pending: queue what comes next."""
    if state.stage == "work":
        if state.turn_idx < len(state.turn_order):
            push(state, WORKER_TURN, state.turn_order[state.turn_idx])
            state.turn_idx += 1
            return
        state.stage = "end_work"
        v = VARIANTS[state.setup.variant]
        first = next_start_player(state) if v.end_turn_next_order else state.start_player
        push_all(state, [("declare_end", p, {}) for p in order_from(state, first)])
        return
    if state.stage == "end_work":
        state.stage = "inventory"
        push_inventory(state)
        return
    if state.stage == "final":
        state.stage = "over"
        return
    raise RuntimeError(f"nothing to do in stage {state.stage!r}")


def push_inventory(state: GameState) -> None:
    order = order_from(state, state.start_player)
    steps: list[tuple[str, int, dict[str, object]]] = []
    november = season_of(state.half_year) == SUMMER
    if november:
        steps += [("before_november", p, {"used": ()}) for p in order
                  if owned_before_november(state, p)]
        steps += [("empty_vehicles", 0, {}), ("milking", 0, {}), ("harvest", 0, {})]
    else:
        steps += [("empty_vehicles", 0, {})]
        steps += [("breeding", p, {}) for p in order]
        steps += [("shearing", 0, {})]
    for p in order:
        steps += [("before_feeding", p, {"fuel": november}), ("feed", p, {"fuel": november})]
    steps.append(("half_year_end", 0, {}))
    push_all(state, steps)


@auto("half_year_end")
def half_year_end(state: GameState, step: Step) -> None:
    state.stack.pop()
    nxt = next_start_player(state)
    if state.half_year >= HALF_YEARS:
        state.next_start_player = nxt
        state.stage = "final"
        push_all(state, [("final_exchange", p, {}) for p in order_from(state, state.start_player)
                         if anytime_options(state, p, FINAL)])
        return
    state.half_year += 1
    state.start_player = nxt
    begin_half_year(state)


@decision("final_exchange", "Game end: use your Peat Boat and other abilities before scoring")
def final_exchange_options(state: GameState, step: Step) -> list[Option]:
    if not anytime_options(state, step.player, FINAL):
        return []
    return [Option("finish", "Go to the final scoring")]


@applies("final_exchange")
def final_exchange_apply(state: GameState, step: Step, key: str) -> None:
    state.stack.pop()
