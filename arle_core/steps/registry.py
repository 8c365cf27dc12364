"""Fields of Arle's step handlers and any-time abilities.

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
:mod:`arle_core.steps` imports them, in the table of :mod:`gamekit.steps` (the machinery
both engines share); what is Arle's own is the flags of :class:`DecisionHandler` and the
any-time abilities.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

from gamekit.steps import Handler, Steps

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
class DecisionHandler(Handler[GameState, Step]):
    """A decision (:class:`gamekit.steps.Handler`) and how this engine treats it.
    ``anytime``: the deciding player's any-time abilities are offered with this
    decision (all but ``without``, prefixes); ``auto_single``: with exactly one option the
    engine plays it itself — unless an any-time ability named in ``reconsider`` (prefixes)
    could change the options first (a release: make room; breeding: return an animal
    first) — with
    ``outcome`` (an option's result as a vector of counts), only into an outcome that no
    present option matches or beats;
    ``keep_open``: an any-time option that would leave no way to finish (a payment made
    impossible) is not offered."""

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


STEPS: Steps[GameState, Step, DecisionHandler] = Steps(DecisionHandler)
DECISIONS: dict[str, DecisionHandler] = STEPS.decisions
AUTOS: dict[str, RunFn] = STEPS.autos
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

    def make(options: OptionsFn, apply: ApplyFn, prompt_fn: PromptFn) -> DecisionHandler:
        return DecisionHandler(options, apply, prompt_fn, None, anytime, auto_single,
                               reconsider, keep_open, without, outcome)

    return STEPS.decision(kind, prompt, make)


applies = STEPS.applies
auto = STEPS.auto


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
