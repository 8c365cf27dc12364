"""The registry of step handlers and any-time abilities.

A pending :class:`~arle_core.decisions.Step` names its handler by ``kind``:

* a *decision* handler lists the options (``options``), says the prompt and applies
  a chosen key (``apply``); it pops its own step when it is finished;
* an *automatic* handler runs without asking anyone (``run``) and pops itself.

Any-time abilities (Peat Boat, loading, the dark green buildings, returning equipment
or animals ...) are providers that add options (group ``ANYTIME``) to **every** decision
of the deciding player, in the phase's context (:func:`context_of`: the Work Phase,
Inventorying, the game end); a handler opts out only where the rules say "immediately"
(a destination's sale). How the engine uses them (when a step may end or settle itself)
is :mod:`arle_core.engine`'s business. Handler modules register themselves here when
:mod:`arle_core.steps` imports them.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, replace

from ..decisions import Option, Step
from ..state import GameState

OptionsFn = Callable[[GameState, Step], list[Option]]
ApplyFn = Callable[[GameState, Step, str], None]
PromptFn = Callable[[GameState, Step], str]
RunFn = Callable[[GameState, Step], None]
OutcomeFn = Callable[[GameState, Step, str], tuple[int, ...]]

# The phase contexts of any-time abilities (some are "during the Work Phase" only).
WORK = "work"            # the Work Phase: worker turns, actions, the end declaration
INVENTORY = "inventory"  # Inventorying
FINAL = "final"          # the end-of-game exchange before scoring

# The step kind of a worker turn: the decision that places a worker (the computer player's
# look-ahead treats it apart).
WORKER_TURN = "turn"

CONTEXTS: dict[str, str] = {"work": WORK, "end_work": WORK, "inventory": INVENTORY,
                            "final": FINAL, "over": FINAL}  # stage -> context


def context_of(state: GameState) -> str:
    """The any-time context of the current phase."""
    return CONTEXTS[state.stage]


@dataclass(frozen=True, slots=True)
class DecisionHandler:
    """``anytime``: the deciding player's any-time abilities are offered with this
    decision (all but ``without``, prefixes); ``auto_single``: with exactly one option the
    engine plays it itself — unless an any-time ability named in ``reconsider`` (prefixes)
    could change the options first (a release: make room; breeding: return an animal
    first) — with
    ``outcome`` (an option's result as a vector of counts), only into an outcome that no
    present option matches or beats;
    ``keep_open``: an any-time option that would leave no way to finish (a payment made
    impossible) is not offered."""

    options: OptionsFn
    apply: ApplyFn
    prompt: PromptFn
    anytime: bool = True
    auto_single: bool = False
    reconsider: tuple[str, ...] = ()
    keep_open: bool = False
    without: tuple[str, ...] = ()
    outcome: OutcomeFn | None = None  # what an option leaves (compared by ``reconsider``)


@dataclass(frozen=True, slots=True)
class Anytime:
    """An any-time ability: ``options(state, player, context)``, ``apply(state, player, key)``.

    ``opens(key)``: can this use give the player something a pending decision could need
    (goods, Food from a visit, room)? The engine follows only these when it looks for
    options an ability could open (returning equipment or loading goods only gives away).
    ``equipment``: an ability of a piece in the barn, so a player with an empty barn has
    none (the listing at every decision does not ask).
    """

    prefix: str
    options: Callable[[GameState, int, str], list[Option]]
    apply: Callable[[GameState, int, str], None]
    opens: Callable[[str], bool]
    equipment: bool = False


DECISIONS: dict[str, DecisionHandler] = {}
AUTOS: dict[str, RunFn] = {}
ANYTIMES: dict[str, Anytime] = {}
# The abilities offered in each context, in registration order (asked at every decision).
IN_CONTEXT: dict[str, list[Anytime]] = {WORK: [], INVENTORY: [], FINAL: []}
# The same without the abilities of equipment: what a player with an empty barn is asked.
NO_EQUIPMENT: dict[str, list[Anytime]] = {WORK: [], INVENTORY: [], FINAL: []}


def decision(kind: str, prompt: str | PromptFn, anytime: bool = True,
             auto_single: bool = False, reconsider: tuple[str, ...] = (),
             keep_open: bool = False,
             without: tuple[str, ...] = (),
             outcome: OutcomeFn | None = None) -> Callable[[OptionsFn], OptionsFn]:
    """Register ``options`` for ``kind``; ``apply`` is registered with :func:`applies`.

    ``auto_single``: a choice that exists only when there are several ways (how to pay,
    which animals to keep ...) is made by the engine when there is just one. The other
    flags: :class:`DecisionHandler`.
    """

    def deco(fn: OptionsFn) -> OptionsFn:
        prompt_fn: PromptFn = (lambda s, st: prompt) if isinstance(prompt, str) else prompt
        DECISIONS[kind] = DecisionHandler(fn, _missing_apply(kind), prompt_fn, anytime,
                                          auto_single, reconsider, keep_open, without,
                                          outcome)
        return fn

    return deco


def applies(kind: str) -> Callable[[ApplyFn], ApplyFn]:
    def deco(fn: ApplyFn) -> ApplyFn:
        DECISIONS[kind] = replace(DECISIONS[kind], apply=fn)
        return fn

    return deco


def auto(kind: str) -> Callable[[RunFn], RunFn]:
    def deco(fn: RunFn) -> RunFn:
        AUTOS[kind] = fn
        return fn

    return deco


def _always(key: str) -> bool:
    return True


def anytime(prefix: str, options: Callable[[GameState, int, str], list[Option]],
            apply: Callable[[GameState, int, str], None],
            opens: Callable[[str], bool] = _always,
            contexts: tuple[str, ...] = (WORK, INVENTORY, FINAL),
            equipment: bool = False) -> None:
    """Register an any-time ability, offered in ``contexts`` (all phases unless the
    rules say "during the Work Phase" or the like); ``equipment``: see :class:`Anytime`."""
    ability = Anytime(prefix, options, apply, opens, equipment)
    ANYTIMES[prefix] = ability
    for context in contexts:
        IN_CONTEXT[context].append(ability)
        if not equipment:
            NO_EQUIPMENT[context].append(ability)


Effect = Callable[[GameState, int], None]


def effect_registry(valid: Collection[str]) -> tuple[dict[str, Effect],
                                                     Callable[[str], Callable[[Effect], Effect]]]:
    """A table of effects keyed by component (space, building) and its decorator."""
    table: dict[str, Effect] = {}

    def register(key: str) -> Callable[[Effect], Effect]:
        if key not in valid:
            raise KeyError(f"unknown component {key!r}")

        def deco(fn: Effect) -> Effect:
            table[key] = fn
            return fn

        return deco

    return table, register


def anytime_options(state: GameState, player: int, context: str,
                    without: tuple[str, ...] = ()) -> list[Option]:
    """The player's any-time options in ``context`` (but those of the abilities named in
    ``without``), in registration order."""
    out: list[Option] = []
    for ability in (IN_CONTEXT if state.players[player].barn else NO_EQUIPMENT)[context]:
        if not without or ability.prefix not in without:
            found = ability.options(state, player, context)
            if found:  # mostly none: asked at every decision
                out += found
    return out


def _missing_apply(kind: str) -> ApplyFn:
    def fail(state: GameState, step: Step, key: str) -> None:
        raise NotImplementedError(f"no apply registered for step {kind!r}")

    return fail

