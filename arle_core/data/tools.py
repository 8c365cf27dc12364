"""The 10 tool tracks (rulebook "Index of Equipment and Tools").

Each track lists the tool count at every position (the indicator starts on the
leftmost), the cost of one move to the right, and the VP of each position.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType


@dataclass(frozen=True, slots=True)
class Tool:
    key: str
    label: str
    values: tuple[int, ...]
    cost: Mapping[str, int]
    vp: tuple[int, ...]

    @property
    def last(self) -> int:
        return len(self.values) - 1


def _tool(key: str, label: str, values: tuple[int, ...], cost: dict[str, int],
          vp: tuple[int, ...]) -> Tool:
    assert len(values) == len(vp)
    return Tool(key, label, values, MappingProxyType(cost), vp)


TOOLS: Mapping[str, Tool] = MappingProxyType({t.key: t for t in (
    _tool("fish_traps", "Fish Traps", (2, 3, 4, 5, 6), {"wood": 1}, (0, 0, 0, 0, 3)),
    _tool("fleshing_beams", "Fleshing Beams", (3, 5, 6), {"wood": 1}, (0, 1, 3)),
    _tool("weaving_looms", "Weaving Looms", (2, 3, 4, 5), {"wood": 2}, (0, 1, 3, 4)),
    _tool("slaughtering_tables", "Slaughtering Tables", (2, 3, 4), {"clay": 1}, (0, 1, 2)),
    _tool("spades", "Spades", (3, 5, 7), {"wood": 1}, (0, 0, 2)),
    _tool("shovels", "Shovels", (3, 4, 5, 6), {"wood": 1}, (0, 0, 0, 0)),
    _tool("pottery_wheels", "Pottery Wheels", (2, 3, 4), {"clay": 1}, (0, 0, 2)),
    _tool("ovens", "Ovens", (1, 2, 3, 4), {"brick": 1}, (0, 1, 5, 7)),
    _tool("axes", "Axes", (3, 4, 5, 6), {"wood": 1}, (0, 0, 0, 0)),
    _tool("workbenches", "Workbenches", (2, 3, 4), {"clay": 2}, (0, 1, 4)),
)})

TOOL_ORDER: tuple[str, ...] = tuple(TOOLS)
