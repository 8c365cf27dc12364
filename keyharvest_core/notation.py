"""Key Harvest's move notation (:mod:`gamekit.notation`): every key is one rule fact
(``harvest:C4``, ``bid:wine``, ``done``), so a link is the stream of the keys played.

The word tables are frozen: a word's number is part of every link written with it, so
words are only ever appended, never removed or reordered.
"""

from __future__ import annotations

from gamekit.notation import Notation

_CROPS = ("hops", "vegetables", "apples", "wine", "wheat")
FACTS: tuple[str, ...] = (
    "end", "done", "pass", "keep", "discard", "draw", "dip", "return", "pass_on",
    *(f"{verb}:{c}" for verb in ("bid", "take", "pay", "give") for c in _CROPS),
    *(f"worker:{w}" for w in (
        "apprentice", "casual", "labourer", "unskilled", "skilled", "supervisor",
        "merchant", "storekeeper", "bailiff", "lawyer", "trader", "benefactor")),
    "start:0", "start:1", "start:2", "start:3",
)
TOKENS: tuple[str, ...] = (
    "harvest", "at", "claim", "offer", "remove", "take", "give", "fallow", "flip", "buy",
    "copy", "move", ":", "A", "B", "C", "D", "E", "F", "G",
)
GROUPING = 1

NOTATION = Notation(FACTS, TOKENS, {}, frozenset({"done", "pass"}), GROUPING)
