"""The computer's play is pinned: on 40 seeded positions (solo and 2 players, both
rulesets) every level chooses the key recorded in ``tests/golden/ai/choices.json``. A
change to the search's machinery that is meant to keep the play must keep these."""

from __future__ import annotations

import json

import pytest

from arle_core import decode
from arle_core.ai import LEVELS, choose

from .ai_choices import RECORD, positions

RECORDED: dict[str, dict[str, str]] = json.loads(RECORD.read_text())


def test_the_record_covers_every_level_and_the_seeded_positions() -> None:
    assert len(RECORDED) == 40
    assert [link for link, _ in positions()] == list(RECORDED)
    assert all(set(keys) == set(LEVELS) for keys in RECORDED.values())


@pytest.mark.parametrize("level", list(LEVELS))
def test_every_level_chooses_the_recorded_keys(level: str) -> None:
    chosen = {link: choose(decode(link), level) for link in RECORDED}
    assert chosen == {link: keys[level] for link, keys in RECORDED.items()}
