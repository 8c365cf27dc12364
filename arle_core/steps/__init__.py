"""Registry of step handlers and any-time abilities.

A pending :class:`~arle_core.decisions.Step` names its handler by ``kind``:

* a *decision* handler lists the options (``options``), says the prompt and applies
  a chosen key (``apply``); it pops its own step when it is finished;
* an *automatic* handler runs without asking anyone (``run``) and pops itself.

Any-time abilities (Peat Boat, loading, the dark green buildings ...) are providers
that add options to the decisions of the player whose turn it is, in the contexts
where the rules allow them. Handler modules register themselves on import.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

from ..decisions import Option, Step
from ..state import GameState

OptionsFn = Callable[[GameState, Step], list[Option]]
ApplyFn = Callable[[GameState, Step, str], None]
PromptFn = Callable[[GameState, Step], str]
RunFn = Callable[[GameState, Step], None]

# Where any-time abilities may be offered.
WORK = "work"            # a worker turn or the end-of-work declaration
INVENTORY = "inventory"  # before feeding (sustenance)
FINAL = "final"          # the end-of-game exchange before scoring


@dataclass(frozen=True, slots=True)
class DecisionHandler:
    options: OptionsFn
    apply: ApplyFn
    prompt: PromptFn
    anytime: str | None = None  # the any-time context offered at this decision, if any
    auto_single: bool = False  # with exactly one option the engine plays it itself


@dataclass(frozen=True, slots=True)
class Anytime:
    """An any-time ability: ``options(state, player, context)``, ``apply(state, player, key)``."""

    prefix: str
    options: Callable[[GameState, int, str], list[Option]]
    apply: Callable[[GameState, int, str], None]


DECISIONS: dict[str, DecisionHandler] = {}
AUTOS: dict[str, RunFn] = {}
ANYTIMES: dict[str, Anytime] = {}


def decision(kind: str, prompt: str | PromptFn, anytime: str | None = None,
             auto_single: bool = False) -> Callable[[OptionsFn], OptionsFn]:
    """Register ``options`` for ``kind``; ``apply`` is registered with :func:`applies`.

    ``auto_single``: a choice that exists only when there are several ways (how to pay,
    which animals to keep ...) is made by the engine when there is just one.
    """

    def deco(fn: OptionsFn) -> OptionsFn:
        prompt_fn: PromptFn = (lambda s, st: prompt) if isinstance(prompt, str) else prompt
        DECISIONS[kind] = DecisionHandler(fn, _missing_apply(kind), prompt_fn, anytime,
                                          auto_single)
        return fn

    return deco


def applies(kind: str) -> Callable[[ApplyFn], ApplyFn]:
    def deco(fn: ApplyFn) -> ApplyFn:
        h = DECISIONS[kind]
        DECISIONS[kind] = DecisionHandler(h.options, fn, h.prompt, h.anytime, h.auto_single)
        return fn

    return deco


def auto(kind: str) -> Callable[[RunFn], RunFn]:
    def deco(fn: RunFn) -> RunFn:
        AUTOS[kind] = fn
        return fn

    return deco


def anytime(prefix: str, options: Callable[[GameState, int, str], list[Option]],
            apply: Callable[[GameState, int, str], None]) -> None:
    ANYTIMES[prefix] = Anytime(prefix, options, apply)


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


def anytime_options(state: GameState, player: int, context: str) -> list[Option]:
    out: list[Option] = []
    for ability in ANYTIMES.values():
        out += ability.options(state, player, context)
    return out


def _missing_apply(kind: str) -> ApplyFn:
    def fail(state: GameState, step: Step, key: str) -> None:
        raise NotImplementedError(f"no apply registered for step {kind!r}")

    return fail


def load_all() -> None:
    """Import every handler module so that it registers itself."""
    from . import (  # noqa: F401
        anytime_abilities,
        buildings,
        common,
        flips,
        inventory,
        master,
        spaces,
        travel,
        turn,
    )
