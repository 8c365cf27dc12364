"""The Master action (rulebook "Master", example ↻5): per Workbench, move a different
Tool indicator one space right, paying the cost printed before its track. A new
Workbench counts at once. The Workshop's "1 Master action" moves exactly one.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..data.tools import TOOL_ORDER, TOOLS
from ..decisions import Option, Step
from ..goods import affordable, describe, normalise
from ..state import GameState
from .common import buy, log, or_stop, purchase, stopped, tool_up
from .registry import applies, decision


def moves_left(state: GameState, step: Step) -> int:
    limit = int(step.args["limit"]) or state.players[step.player].tool("workbenches")
    return limit - len(step.args["moved"])


@decision("master", lambda s, st: f"Master: move a Tool indicator ({moves_left(s, st)} left)")
def master_options(state: GameState, step: Step) -> list[Option]:
    if moves_left(state, step) <= 0:
        return []
    p = state.players[step.player]
    moved = step.args["moved"]
    out = [_MOVE[key, pos] for key, last, cost in _TOOL_ROWS
           if key not in moved and (pos := p.tools[key]) < last and affordable(p, cost)]
    return or_stop(out, "Stop moving tools")


# (tool, its last position, the cost of one move) in board order, read once.
_TOOL_ROWS: tuple[tuple[str, int, Mapping[str, int]], ...] = tuple(
    (key, TOOLS[key].last, TOOLS[key].cost) for key in TOOL_ORDER)


# Options are immutable: one per (tool, position before the move), made once.
_MOVE: dict[tuple[str, int], Option] = {
    (key, pos): Option(f"tool:{key}", f"{tool.label} {tool.values[pos]} → "
                       f"{tool.values[pos + 1]} ({describe(normalise(tool.cost))})")
    for key, tool in TOOLS.items() for pos in range(tool.last)}


@applies("master")
def master_apply(state: GameState, step: Step, key: str) -> None:
    if stopped(state, key):
        return
    tool = key.split(":")[1]
    step.args["moved"] = (*step.args["moved"], tool)
    buy(state, step.player, "tool", tool, [dict(TOOLS[tool].cost)])


@purchase("tool")
def buy_tool_move(state: GameState, player: int, tool: str) -> None:
    tool_up(state, player, tool)
    t = TOOLS[tool]
    log(state, player, f"now has {t.values[state.players[player].tools[tool]]} {t.label}")
