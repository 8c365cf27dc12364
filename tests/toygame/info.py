"""Nim as the registry knows it without its engine (a shipped game's row of
``gamekit.registry.GAMES``; this one is registered by the tests only)."""

from __future__ import annotations

from gamekit.registry import GameInfo

NIM = GameInfo(
    id="nim", name="Nim", tag="N1.", older_tags=(), players=(2, 2), seeds=(0, 10**6),
    package="tests.toygame", wheel="", blurb="Take the last counter.", setup=(),
    levels=({"value": "good", "label": "well", "default": True},), unit="points",
    save_fields=(("left", "whole", "counters left"),))
