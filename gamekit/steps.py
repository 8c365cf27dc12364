"""A game's step handlers, registered by step kind: the one step machinery of the engines.

A game waits on its pending step (a kind, a player, its arguments). The step's *decision*
handler lists its options, says its prompt and applies the chosen key; an *automatic*
handler runs without asking anyone. Handlers register with the decorators of a
:class:`Steps` table, so each is a named, typed function (mypy checks it against the
table's types) and the engine finds it by a dict lookup, never by a method name made up
of strings. What an engine does with a handler (when a step ends, what else is offered
with it) is the engine's business; an engine may register a subclass of :class:`Handler`
that says more about each decision.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Generic, TypeVar

from .decisions import Option

G = TypeVar("G")  # what the handlers read and change: the game (or its state)
S = TypeVar("S")  # the pending step

OptionsFn = Callable[[G, S], list[Option]]
ApplyFn = Callable[[G, S, str], None]
PromptFn = Callable[[G, S], str]
RunFn = Callable[[G, S], None]
DoneFn = Callable[[G, S], bool]


@dataclass(frozen=True, slots=True)
class Handler(Generic[G, S]):
    """A decision: ``options``, ``prompt``, ``apply`` (a chosen key). ``finished``: is
    the step over before it asks (then the engine drops it)? None: only ``apply`` ends it
    (it pops its own step)."""

    options: OptionsFn[G, S]
    apply: ApplyFn[G, S]
    prompt: PromptFn[G, S]
    finished: DoneFn[G, S] | None = None


H = TypeVar("H", bound=Handler[Any, Any])
Make = Callable[[OptionsFn[G, S], ApplyFn[G, S], PromptFn[G, S]], H]


class Steps(Generic[G, S, H]):
    """One game's table: ``decisions`` and ``autos`` by step kind. ``make`` builds a
    decision's handler from its options, apply and prompt functions (the engine's
    :class:`Handler` class, or a function that adds the engine's own flags)."""

    def __init__(self, make: Make[G, S, H]) -> None:
        self.make = make
        self.decisions: dict[str, H] = {}
        self.autos: dict[str, RunFn[G, S]] = {}

    def decision(self, kind: str, prompt: str | PromptFn[G, S],
                 make: Make[G, S, H] | None = None) -> Callable[[OptionsFn[G, S]],
                                                                  OptionsFn[G, S]]:
        """Register the decorated function as the options of ``kind``; ``apply`` comes
        with :meth:`applies` (until then applying raises). ``prompt``: text, or a function
        of the game and step. ``make``: this decision's own maker (default the table's)."""
        build = make or self.make

        def deco(fn: OptionsFn[G, S]) -> OptionsFn[G, S]:
            if kind in self.decisions or kind in self.autos:
                raise ValueError(f"step {kind!r} is registered twice")
            self.decisions[kind] = build(fn, _missing_apply(kind), _prompt_fn(prompt))
            return fn

        return deco

    def applies(self, kind: str) -> Callable[[ApplyFn[G, S]], ApplyFn[G, S]]:
        """Register the decorated function as how ``kind`` applies a chosen key."""

        def deco(fn: ApplyFn[G, S]) -> ApplyFn[G, S]:
            self.decisions[kind] = replace(self._known(kind), apply=fn)
            return fn

        return deco

    def finishes(self, kind: str) -> Callable[[DoneFn[G, S]], DoneFn[G, S]]:
        """Register the decorated function as ``kind``'s check that it is over."""

        def deco(fn: DoneFn[G, S]) -> DoneFn[G, S]:
            self.decisions[kind] = replace(self._known(kind), finished=fn)
            return fn

        return deco

    def auto(self, kind: str) -> Callable[[RunFn[G, S]], RunFn[G, S]]:
        """Register the decorated function as the automatic step ``kind``."""

        def deco(fn: RunFn[G, S]) -> RunFn[G, S]:
            if kind in self.decisions or kind in self.autos:
                raise ValueError(f"step {kind!r} is registered twice")
            self.autos[kind] = fn
            return fn

        return deco

    def _known(self, kind: str) -> H:
        handler = self.decisions.get(kind)
        if handler is None:
            raise KeyError(f"no decision {kind!r} registered (register its options first)")
        return handler


def _prompt_fn(prompt: str | PromptFn[G, S]) -> PromptFn[G, S]:
    if isinstance(prompt, str):
        return lambda game, step: prompt
    return prompt


def _missing_apply(kind: str) -> ApplyFn[Any, Any]:
    def fail(game: object, step: object, key: str) -> None:
        raise NotImplementedError(f"no apply registered for step {kind!r}")

    return fail
