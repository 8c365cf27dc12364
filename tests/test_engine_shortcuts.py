"""The engine's shortcuts for speed cannot go stale: what each one keeps equals what a
fresh computation gives, at every step of random games of all 8 kinds."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from arle_core import engine, flow, new_game
from arle_core.decisions import Option, Step
from arle_core.state import GameState
from arle_core.steps import AUTOS, IN_CONTEXT, anytime_options

from .invariants import KINDS

SEEDS = range(6)
# Games where a payment the engine makes itself (one way to pay) builds on the land the
# animals stood on, so that they no longer fit.
CROWDED_BY_AN_ENGINE_STEP = [((1, "printed", "starter"), 27), ((2, "printed", "starter"), 7)]


def _play_all_kinds() -> None:
    games = [(kind, seed) for kind in KINDS for seed in SEEDS] + CROWDED_BY_AN_ENGINE_STEP
    for (players, variant, buildings), seed in games:
        g = new_game(players=players, seed=seed, variant=variant, buildings=buildings)
        rng = random.Random(seed)
        while not g.is_over:
            g.play(rng.choice(g.legal_moves()))


def _checked(check: Callable[[GameState], None],
             fn: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(state: GameState, *args: Any) -> Any:
        check(state)
        return fn(state, *args)

    return wrapper


def test_housing_is_checked_before_every_step(monkeypatch: pytest.MonkeyPatch) -> None:
    """Rulebook "Animal Husbandry Rules": "You can only keep your newly gained Animals if
    you can accommodate them on your Home Board." The engine checks housing before every
    step, except where no step has run since it found everyone housed (``advance``'s
    ``housed``). Whenever a step is asked or run, and whenever the flow queues the next,
    a release is pending or every player's animals fit — checked afresh."""
    seen = {"checks": 0, "crowded": 0, "crowded_by_engine": 0}
    engine_played = False  # the last step asked was one the engine plays itself

    def housed_or_releasing(state: GameState) -> None:
        seen["checks"] += 1
        if state.stack and state.stack[-1].kind == "release":
            seen["crowded"] += 1
            seen["crowded_by_engine"] += engine_played
            return
        assert engine._unhoused(state) is None, [p.herd() for p in state.players]

    def ask(state: GameState, step: Step) -> tuple[list[Option], Option | None]:
        nonlocal engine_played
        housed_or_releasing(state)
        asked = real_ask(state, step)
        engine_played = asked[1] is not None
        return asked

    real_ask = engine._ask
    monkeypatch.setattr(engine, "_ask", ask)
    monkeypatch.setattr(flow, "advance_flow", _checked(housed_or_releasing, flow.advance_flow))
    for kind, run in list(AUTOS.items()):
        monkeypatch.setitem(AUTOS, kind, _checked(housed_or_releasing, run))
    _play_all_kinds()
    # exercised: releases after a move, and after a step the engine played itself
    assert seen["checks"] > 10_000 and seen["crowded"] > 10 and seen["crowded_by_engine"]


def test_equipment_abilities_skipped_only_when_they_offer_nothing() -> None:
    """Rulebook "Anytime Actions": the Peat Boat, returning equipment and loading vehicles
    are abilities of pieces in the barn (``Anytime.equipment``), so the listing at every
    decision does not ask them of a player with an empty barn. At every move of random
    games of all 8 kinds, for both players and every phase, the listing equals asking
    every ability of the phase."""
    skipped = 0
    for players, variant, buildings in KINDS:
        for seed in SEEDS:
            g = new_game(players=players, seed=seed, variant=variant, buildings=buildings)
            rng = random.Random(seed)
            while not g.is_over:
                for player, p in enumerate(g.state.players):
                    for context, abilities in IN_CONTEXT.items():
                        asked_all = [o for a in abilities
                                     for o in a.options(g.state, player, context)]
                        assert anytime_options(g.state, player, context) == asked_all
                        skipped += not p.barn
                g.play(rng.choice(g.legal_moves()))
    assert skipped > 1000
