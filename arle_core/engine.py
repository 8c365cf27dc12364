"""The engine loop: run automatic steps, enforce housing, and find the next decision.

``advance`` runs until some player must decide (or the game is over). ``options``
lists that decision's options: the handler's own, then the any-time abilities
allowed at that moment. ``apply`` plays one key.
"""

from __future__ import annotations

from . import flow
from .animals import fits
from .decisions import Decision, IllegalMove, Option, Step
from .state import GameState
from .steps import ANYTIMES, AUTOS, DECISIONS, anytime_options, load_all
from .steps.common import housing, push

load_all()
DIKES = 5


def _unhoused(state: GameState) -> int | None:
    """The first player (in turn order) whose animals do not fit their home board."""
    for i in range(state.n_players):
        player = (state.start_player + i) % state.n_players
        p = state.players[player]
        herd = p.herd()
        if herd[0] + herd[1] + herd[2] <= DIKES:  # the 5 dikes alone hold any 5 animals
            continue
        if not fits(housing(p), herd):
            return player
    return None


def _options(state: GameState, step: Step) -> list[Option]:
    h = DECISIONS[step.kind]
    opts = h.options(state, step)
    if opts and h.anytime:
        opts = opts + anytime_options(state, step.player, h.anytime)
    return opts


def advance(state: GameState) -> list[Option]:
    """Run until a decision with a real choice is pending or the game is over; returns
    that decision's options ([] when the game is over)."""
    for _ in range(100_000):
        if state.stage == "over" and not state.stack:
            return []
        if not state.stack or state.stack[-1].kind != "release":
            player = _unhoused(state)
            if player is not None:
                push(state, "release", player)
        if not state.stack:
            flow.advance_flow(state)
            continue
        top = state.stack[-1]
        run = AUTOS.get(top.kind)
        if run is not None:
            run(state, top)
            continue
        opts = _options(state, top)
        if not opts:
            state.stack.pop()
            continue
        if len(opts) == 1 and DECISIONS[top.kind].auto_single:
            DECISIONS[top.kind].apply(state, top, opts[0].key)
            continue
        return opts
    raise RuntimeError("engine loop did not settle")


def current(state: GameState) -> tuple[Step, list[Option]] | None:
    if not state.stack:
        return None
    top = state.stack[-1]
    return top, _options(state, top)


def decision(state: GameState, options: list[Option] | None = None) -> Decision | None:
    cur = current(state) if options is None else (state.stack[-1], options)
    if cur is None:
        return None
    step, opts = cur
    h = DECISIONS[step.kind]
    return Decision(step.player, h.prompt(state, step), tuple(opts), step.kind)


def apply(state: GameState, key: str, options: list[Option] | None = None) -> list[Option]:
    """Play ``key``; raises IllegalMove (state unchanged) when it is not an option now.

    ``options``: the pending decision's options when the caller has them already.
    Returns the options of the next decision.
    """
    if not state.stack:
        raise IllegalMove("the game is over: no more moves")
    step = state.stack[-1]
    opts = _options(state, step) if options is None else options
    if not any(o.key == key for o in opts):
        raise IllegalMove(f"{key!r} is not a legal move now; "
                          f"{DECISIONS[step.kind].prompt(state, step)}")
    prefix = key.split(":", 1)[0]
    ability = ANYTIMES.get(prefix)
    if ability is not None and DECISIONS[step.kind].anytime:
        ability.apply(state, step.player, key)
    else:
        DECISIONS[step.kind].apply(state, step, key)
    return advance(state)
