"""The move notation of format 3: each move written as what it does in the rules.

A move is its option's key (``space:woodcutter``, ``cut:2,3``, ``pay:clay+grain``): the
engine's text for a rule action, which names the space, the goods, the moor each Peat
comes from, never a position in a list. A key is split into its *facts*: one fact per key,
except for the verbs of ``SPLIT_VERBS``, whose arguments are separate facts (each Peat cut
is one). The game is the stream of its moves' facts, read by matching them against
whatever each decision offers; the game-independent machinery (matching, breaks, strict
and tolerant reading, the bytes) is :mod:`gamekit.notation`. This module is Fields of
Arle's instance of it: its word tables (``arle_core.notation_words``), its split verbs,
closing facts and grouping. ``docs/notation.md`` is the specification.
"""

from __future__ import annotations

from gamekit.notation import (
    BREAK,
    BREAK_CODE,
    FIRST_FACT,
    FIRST_TOKEN,
    LITERAL,
    MAX_CLOSED,
    MAX_LITERAL,
    MAX_TOKENS,
    SPELLED,
    TOKEN,
    Notation,
)

from .notation_words import FACTS, TOKENS

SPLIT_VERBS = {"cut": ","}  # verb -> separator of arguments that are separate rule facts
# Facts that close a question ("no more"): an earlier grouping may ask a question this
# one does not, or the other way round.
CLOSING = frozenset({"done"})
# The grouping of rule facts into questions: raised whenever an option list changes its
# grouping (one question instead of several, or the other way round), never lowered.
GROUPING = 1
FIRST_GROUPING = 1

NOTATION = Notation(FACTS, TOKENS, SPLIT_VERBS, CLOSING, GROUPING, FIRST_GROUPING)
facts = NOTATION.facts
choose = NOTATION.choose
write = NOTATION.write
replay = NOTATION.replay
pack_items = NOTATION.pack_items
read_items = NOTATION.read_items

__all__ = ["BREAK", "BREAK_CODE", "CLOSING", "FIRST_FACT", "FIRST_GROUPING", "FIRST_TOKEN",
           "GROUPING", "LITERAL", "MAX_CLOSED", "MAX_LITERAL", "MAX_TOKENS", "NOTATION",
           "SPELLED", "SPLIT_VERBS", "TOKEN", "choose", "facts", "pack_items", "read_items",
           "replay", "write"]
