"""How a board element finds its section of a game's Rules panel, for every game (mirrored
in ``web/js/rules.js``): a section lists the element *anchors* it explains, and an
element's anchor is its id without the player and position numbers (``tool:0:axes`` →
``tool:axes``, ``cell:2:a1`` → ``cell:a1``). The most specific anchor wins; a kind alone
(``room``) is the fallback."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any


def anchor_of(element_id: str) -> str:
    """An element id without its player and position numbers: ``tool:0:axes`` → ``tool:axes``."""
    return ":".join(p for p in element_id.split(":") if p and not p.isdigit())


def section_for(element_ids: str, sections: Iterable[Mapping[str, Any]]) -> str | None:
    """The section that explains an element (its space-separated ids, most specific
    first), or None."""
    index: dict[str, str] = {}
    for s in sections:
        for a in s["anchors"]:
            index.setdefault(a, s["id"])
    anchors = [anchor_of(e) for e in element_ids.split()]
    for key in [*(a for a in anchors if ":" in a), *(a.split(":")[0] for a in anchors)]:
        if key in index:
            return index[key]
    return None
