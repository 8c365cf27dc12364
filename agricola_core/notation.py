"""Agricola's move notation: each move written as the rule facts it applies
(:mod:`gamekit.notation`), with this engine's word tables.

A key is one fact (``space:fishing``, ``room:b1``, ``pasture:a4-a5``, ``bake:2``), except
that taking two different building resources and a litter of several kinds are one fact a
good or a kind (``take:wood+clay`` is ``take:wood``, ``take:clay``): an engine that asks
for them one at a time reads the same game. ``done`` closes a question ("no more").
"""

from __future__ import annotations

from gamekit.notation import Notation

from .notation_words import FACTS, TOKENS

SPLIT_VERBS = {"take": "+", "breed": "+"}
CLOSING = frozenset({"done"})
# Raised whenever an option list changes its grouping of rule facts, never lowered.
GROUPING = 1

NOTATION = Notation(FACTS, TOKENS, SPLIT_VERBS, CLOSING, GROUPING)
