"""The one step machinery (gamekit.steps): both engines register their decisions in a typed
table, and every step kind an engine pushes has its options, prompt and apply."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from agricola_core.game import STEPS as AGRICOLA_STEPS
from arle_core.decisions import Step
from arle_core.state import GameState
from arle_core.steps.registry import AUTOS, DECISIONS, STEPS
from gamekit.steps import Handler, Steps

ROOT = Path(__file__).resolve().parent.parent


def test_every_agricola_step_pushed_is_registered_with_its_apply() -> None:
    pushed = set(re.findall(r'Step\("(\w+)"', (ROOT / "agricola_core/game.py").read_text()))
    assert pushed == set(AGRICOLA_STEPS.decisions)
    for kind, handler in AGRICOLA_STEPS.decisions.items():
        assert "fail" not in handler.apply.__name__, kind  # its own apply, not the stand-in


def test_arle_registers_in_the_gamekit_table() -> None:
    assert DECISIONS is STEPS.decisions and AUTOS is STEPS.autos
    assert all("fail" not in h.apply.__name__ for h in DECISIONS.values())


def test_a_kind_registers_once_and_applies_only_once_given() -> None:
    table: Steps[GameState, Step, Handler[GameState, Step]] = Steps(Handler)

    @table.decision("ask", "Choose")
    def options(state: GameState, step: Step) -> list[object]:
        return []

    handler = table.decisions["ask"]
    assert handler.prompt(None, None) == "Choose"
    with pytest.raises(NotImplementedError):
        handler.apply(None, None, "x")
    with pytest.raises(ValueError):
        table.decision("ask", "Again")(options)
    with pytest.raises(KeyError):
        table.applies("unknown")(lambda s, st, k: None)
