"""Reading the JSON text the browser keeps for the page (``localStorage``): every reader of
stored text goes through ``read_json``, which bounds the text before it is parsed. Pure
Python.

Anything may be stored under the page's keys (another page, a hand, an extension).
Python's JSON parser recurses once per nested array or object, and in the page (Pyodide)
a deep enough nesting (10,000 levels) overflows the browser's stack: a fatal error no
``except`` catches, on every reload. So the depth is measured first, without recursion
(``depth``), and text nested deeper than any the page writes, or longer, is refused as
``Unreadable`` (a ``ValueError``, as text that is not JSON): its reader treats it as damaged,
and nothing here changes the store.
"""

from __future__ import annotations

import json
import re
from typing import Any

# The deepest nesting read: a save nests 4 levels (its review's decisions), the other keys
# 2; far below the few thousand levels at which the page's parser overflows.
MAX_DEPTH = 64
# The longest text read: a save of a long game with its review is some tens of kB, the list
# of links not opened is bounded at 400 kB when written; a browser keeps about 5 M in all.
MAX_CHARS = 1_000_000

# What the depth depends on: a bracket, or the quote that opens a string.
_STRUCTURE = re.compile(r'[\[\]{}"]')
# The rest of a string after its opening quote, to its closing one (an escape is a
# backslash and the character after it: ``\"`` does not close it). Each character matches
# one way only, so a string left open is given up on in one pass.
_STRING_REST = re.compile(r'[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)


class Unreadable(ValueError):
    """Stored text that is not parsed: nested too deeply or too long (the message says
    which); ``too_long`` tells the two apart."""

    def __init__(self, message: str, too_long: bool = False) -> None:
        super().__init__(message)
        self.too_long = too_long


def depth(text: str, stop: int | None = None) -> int:
    """How deeply the arrays and objects of JSON text nest (0: a number, a string ...),
    counted without parsing it; brackets inside strings do not count. For text that is not
    JSON it is at least the depth a parser reaches before it finds the mistake (a string
    left open ends the count: a parser stops there). ``stop``: the count ends once it is
    reached (the text is too deep; the rest need not be read)."""
    deepest = level = 0
    pos = 0
    search, string_rest = _STRUCTURE.search, _STRING_REST.match
    while (found := search(text, pos)) is not None:
        char, pos = found.group(), found.end()
        if char == '"':
            rest = string_rest(text, pos)
            if rest is None:
                break
            pos = rest.end()
        elif char in "[{":
            level += 1
            if level > deepest:
                deepest = level
                if stop is not None and deepest >= stop:
                    break
        else:  # (a closing bracket too many: a parser stops there, and counting on is safe)
            level = max(level - 1, 0)
    return deepest


def read_json(text: str, max_depth: int = MAX_DEPTH, max_chars: int = MAX_CHARS) -> Any:
    """The value of stored JSON text; ``Unreadable`` when it is longer than ``max_chars`` or
    nested deeper than ``max_depth`` (checked before parsing), ValueError when it is not
    JSON."""
    if len(text) > max_chars:
        raise Unreadable(f"it is {len(text):,} characters long, more than the "
                         f"{max_chars:,} this page reads", too_long=True)
    if depth(text, stop=max_depth + 1) > max_depth:
        raise Unreadable(f"it is nested more than {max_depth} levels deep, deeper than "
                         "anything this page writes")
    return json.loads(text)
