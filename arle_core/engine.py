"""The engine loop: run automatic steps, enforce housing, and find the next decision.

``advance`` runs until some player must decide (or the game is over). ``options``
lists that decision's options: the handler's own (group MAIN), then the deciding
player's any-time abilities of the phase (group ANYTIME). ``apply`` plays one key.

"At any time" is a property of every decision (rulebook Phase 2 "Anytime Actions", the
dark green houses "at any time during the game", travel "to get Food that you may use
immediately (e.g. for a 'Building' action)"), settled here in one place:

* a decision with a real choice offers the any-time abilities with it;
* a step whose own options are empty ends — unless an any-time ability could open an
  option (:func:`_could_open`: the Builder with 8 Food, a Peat Boat and Peat stays open,
  offers the exchange, then the 9-Food Inn), then it waits, with :data:`CARRY_ON`;
* a step with one way (a payment, breeding without a choice) settles itself as before,
  except where the handler asks to ``reconsider``: a forced release waits while an
  ability could make room, breeding while returning an animal could breed more;
* where a payment is pending (``keep_open``), an ability that would make it impossible
  is not offered.

The look-ahead is bounded (:data:`SEARCH_DEPTH` uses, :data:`SEARCH_NODES` states) and
follows only abilities that can give something (``Anytime.opens``). Every ability
consumes what it uses (Peat, goods, animals, the barn's pieces), so random play with
these options always ends.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from . import flow
from .animals import fits
from .data.calendar import TURN_ORDER
from .decisions import MAIN, Decision, IllegalMove, Option, Step
from .state import GameState, PlayerState
from .steps import (
    ANYTIMES,
    AUTOS,
    CONTEXTS,
    DECISIONS,
    IN_CONTEXT,
    anytime_options,
    context_of,
)
from .steps.common import housing, push, scratch

DIKES = 5
CARRY_ON = Option("continue", "Go on without choosing (an any-time action could open a choice)")
SEARCH_DEPTH = 3
SEARCH_NODES = 12


def _housed(p: PlayerState) -> bool:
    """Do the player's animals fit (the 5 dikes alone hold any 5 animals)?"""
    herd = p.herd()
    return herd[0] + herd[1] + herd[2] <= DIKES or fits(housing(p), herd)


def _unhoused(state: GameState) -> int | None:
    """The first player (in turn order) whose animals do not fit their home board."""
    players = state.players
    for player in TURN_ORDER[len(players), state.start_player]:
        p = players[player]
        g = p.goods  # (inline: run at every engine step)
        if (g["sheep"] + g["cattle"] + g["horse"] > DIKES
                and not fits(housing(p), (g["sheep"], g["cattle"], g["horse"]))):
            return player
    return None


# ----------------------------------------------------------------- the look-ahead


def _signature(state: GameState, player: int) -> tuple[object, ...]:
    p = state.players[player]
    return (tuple(p.goods.values()), tuple(p.tiles.values()), tuple(e.kind for e in p.barn),
            tuple(m.peat for m in p.moors), tuple(p.destinations), len(state.stack))


def _moves(state: GameState, player: int, only: tuple[str, ...]) -> list[str]:
    """The player's moves from a look-ahead state: a pending sale (a visit the search
    made) first; otherwise the uses of abilities that can give something (of the
    abilities ``only`` names, if any)."""
    if len(state.stack) > 1:
        sale = state.stack[-1]
        return [o.key for o in DECISIONS[sale.kind].options(state, sale)]
    context = context_of(state)
    out: list[str] = []
    for ability in IN_CONTEXT[context]:
        if only and ability.prefix not in only:
            continue
        out += [o.key for o in ability.options(state, player, context)
                if ability.opens(o.key)]
    return out


def _play(state: GameState, player: int, key: str) -> None:
    if len(state.stack) > 1:
        sale = state.stack[-1]
        DECISIONS[sale.kind].apply(state, sale, key)
        if len(state.stack) > 1 and not DECISIONS[sale.kind].options(state, state.stack[-1]):
            state.stack.pop()
        return
    ANYTIMES[key.split(":", 1)[0]].apply(state, player, key)


Found = Callable[[GameState, list[Option]], bool]


def _search(state: GameState, step: Step, found: Found, only: tuple[str, ...] = ()) -> bool:
    """Breadth-first over the player's any-time uses (bounded): does some reachable state
    give ``step`` options that ``found(state, options)`` accepts? Sales opened by a
    visit are played out inside the search."""
    h = DECISIONS[step.kind]
    player = step.player
    root = scratch(state, player, [step])
    queue: deque[tuple[GameState, int]] = deque([(root, 0)])
    seen = {_signature(root, player)}
    nodes = 0
    while queue:
        node, depth = queue.popleft()
        for key in _moves(node, player, only):
            child = scratch(node, player, node.stack)
            _play(child, player, key)
            sig = _signature(child, player)
            if sig in seen:
                continue
            seen.add(sig)
            if not _housed(child.players[player]):
                continue  # a release would come first: not followed
            if len(child.stack) == 1 and found(child, h.options(child, child.stack[0])):
                return True
            nodes += 1
            if nodes >= SEARCH_NODES:
                return False
            if depth + 1 < SEARCH_DEPTH:
                queue.append((child, depth + 1))
    return False


def _could_open(state: GameState, step: Step) -> bool:
    """Could any-time uses give this empty step an option?"""
    return _search(state, step, lambda s, opts: bool(opts))


def _could_improve(state: GameState, step: Step, single: Option) -> bool:
    """Could any-time uses give this step an outcome that the one present option does not
    match or beat (componentwise, by the handler's ``outcome``; without one: any other
    option)?"""
    h = DECISIONS[step.kind]
    outcome = h.outcome
    if outcome is None:
        return _search(state, step, lambda s, opts: any(o.key != single.key for o in opts),
                       h.reconsider)
    base = outcome(state, step, single.key)

    def better(s: GameState, opts: list[Option]) -> bool:
        return any(any(a > b for a, b in zip(outcome(s, step, o.key), base, strict=True))
                   for o in opts)

    return _search(state, step, better, h.reconsider)


def _keeps_open(state: GameState, step: Step, key: str) -> bool:
    """After this any-time use, does ``step`` still have an option?"""
    trial = scratch(state, step.player, [step])
    _play(trial, step.player, key)
    if len(trial.stack) > 1:  # a visit: its sale comes first, then the step (checked after)
        return True
    return bool(DECISIONS[step.kind].options(trial, trial.stack[0]))


# ---------------------------------------------------------------- the decisions


def _ask(state: GameState, step: Step) -> tuple[list[Option], Option | None]:
    """(the options to ask, the option the engine plays itself). Both empty: the step
    is finished."""
    h = DECISIONS[step.kind]
    opts = h.options(state, step)
    if len(opts) == 1 and h.auto_single and not h.reconsider:
        return [], opts[0]
    extra = (anytime_options(state, step.player, CONTEXTS[state.stage], h.without)
             if h.anytime else [])
    if not extra:
        if len(opts) == 1 and h.auto_single:
            return [], opts[0]
        return opts, None
    if not opts:
        return ([CARRY_ON, *extra], None) if _could_open(state, step) else ([], None)
    if len(opts) == 1 and h.auto_single and not _could_improve(state, step, opts[0]):
        return [], opts[0]
    if h.keep_open:
        extra = [o for o in extra if _keeps_open(state, step, o.key)]
    return opts + extra, None


def _options(state: GameState, step: Step) -> list[Option]:
    return _ask(state, step)[0]


def advance(state: GameState) -> list[Option]:
    """Run until a decision with a real choice is pending or the game is over; returns
    that decision's options ([] when the game is over).

    Housing is checked before every step, except where no step has run since the last
    check found everyone housed (``housed``): queueing the next steps of the flow and
    dropping a finished step change no animals and no land."""
    housed = False  # every player's animals fit, and no step has run since that check
    for _ in range(100_000):
        if state.stage == "over" and not state.stack:
            return []
        if not housed and (not state.stack or state.stack[-1].kind != "release"):
            player = _unhoused(state)
            if player is None:
                housed = True
            else:
                push(state, "release", player)
        if not state.stack:
            flow.advance_flow(state)
            continue
        top = state.stack[-1]
        run = AUTOS.get(top.kind)
        if run is not None:
            run(state, top)
            housed = False
            continue
        opts, auto = _ask(state, top)
        if auto is not None:
            DECISIONS[top.kind].apply(state, top, auto.key)
            housed = False
            continue
        if not opts:
            state.stack.pop()
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


def find(options: list[Option], key: str) -> Option | None:
    """The option of ``options`` with this key, if there is one."""
    for option in options:
        if option.key == key:
            return option
    return None


def apply(state: GameState, key: str, options: list[Option] | None = None) -> list[Option]:
    """Play ``key``; raises IllegalMove (state unchanged) when it is not an option now.

    ``options``: the pending decision's options when the caller has them already.
    Returns the options of the next decision.
    """
    if not state.stack:
        raise IllegalMove("the game is over: no more moves")
    step = state.stack[-1]
    chosen = find(_options(state, step) if options is None else options, key)
    if chosen is None:
        raise IllegalMove(f"{key!r} is not a legal move now; "
                          f"{DECISIONS[step.kind].prompt(state, step)}")
    return play(state, chosen)


def play(state: GameState, chosen: Option) -> list[Option]:
    """Play ``chosen``, one of the pending decision's options; returns the options of the
    next decision."""
    step = state.stack[-1]
    if chosen is CARRY_ON:
        state.stack.pop()
    elif chosen.group != MAIN:
        ANYTIMES[chosen.key.split(":", 1)[0]].apply(state, step.player, chosen.key)
    else:
        DECISIONS[step.kind].apply(state, step, chosen.key)
    return advance(state)
