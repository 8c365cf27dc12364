"""The components beyond the board, as tables: the twelve workers, the fourteen events,
the opening counters for each player count, and the game's fixed numbers. No logic.

Worker letters A–L and event letters M–Z are the rules text's (L485–L557, L567–L640).
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

COUNTERS_EACH = 12  # 60 counters, 12 of each crop (L97–L98)
REGISTRY_SIZE = 6  # L113, L150
STORE_SIZE = 2  # L249–L250
ACTIONS_PER_TURN = 2  # L78, L163
EVENT_SPACES = 10  # L111; the tenth ends the game (L279–L284)
CHECK_SPACE = 7  # the "?" space (L372–L382)
CHECK_TILES = 7  # fewer field and worker tiles than this on a board fails the check
CHECK_RETURNS = 2  # the events on spaces 1 and 2 go back to the bag
FINAL_ROUNDS = 2  # every player's further turns after the tenth event (L282–L284)
REMOVED_EVENTS = {2: 0, 3: 2, 4: 2}  # L152–L155
BAILIFF_PAY = 3  # L532–L533
QUICK_SALE_PAY = 3  # L612–L613
LUCKY_DIP_PAY = 2  # L601–L602
NEW_CROP_FLIPS = 2  # L606–L607


@dataclass(frozen=True, slots=True)
class Worker:
    """A worker tile: its value (the fields it needs beside it when played, L423–L431, and
    its points, L448–L451), whether it is a farmhand (one set a player) or a townsfolk, and
    whether its ability is mandatory (the scroll; only the supervisor, L482–L483)."""

    id: str
    letter: str
    name: str
    value: int
    farmhand: bool
    mandatory: bool = False


WORKERS: tuple[Worker, ...] = (
    Worker("apprentice", "A", "Apprentice", 1, True),
    Worker("casual", "B", "Casual worker", 1, True),
    Worker("labourer", "C", "Labourer", 2, True),
    Worker("unskilled", "D", "Unskilled worker", 2, True),
    Worker("skilled", "E", "Skilled worker", 3, True),
    Worker("supervisor", "F", "Supervisor", 3, True, mandatory=True),
    Worker("merchant", "G", "Merchant", 4, False),
    Worker("storekeeper", "H", "Storekeeper", 4, False),
    Worker("bailiff", "I", "Bailiff", 4, False),
    Worker("lawyer", "J", "Lawyer", 5, False),
    Worker("trader", "K", "Trader", 5, False),
    Worker("benefactor", "L", "Benefactor", 5, False),
)
WORKER: MappingProxyType[str, Worker] = MappingProxyType({w.id: w for w in WORKERS})
FARMHANDS: tuple[str, ...] = tuple(w.id for w in WORKERS if w.farmhand)
TOWNSFOLK: tuple[str, ...] = tuple(w.id for w in WORKERS if not w.farmhand)


@dataclass(frozen=True, slots=True)
class Event:
    """An event tile: whether each player may choose (the bell) or must act (the scroll),
    G5 from the may/must wording, and whether it affects its drawer only (S, Z)."""

    letter: str
    name: str
    optional: bool
    drawer_only: bool = False


EVENTS: tuple[Event, ...] = (
    Event("M", "Blind swap", True),
    Event("N", "Exchange", True),
    Event("O", "Give away", False),
    Event("P", "Good harvest", True),
    Event("Q", "Lucky dip", True),
    Event("R", "New crop", True),
    Event("S", "New registry", False, drawer_only=True),
    Event("T", "Quick sale", True),
    Event("U", "Registry swap", True),
    Event("V", "Remote harvest", True),
    Event("W", "Replacement", False),
    Event("X", "Reposition", True),
    Event("Y", "Vacation", True),
    Event("Z", "Windfall", False, drawer_only=True),
)
EVENT: MappingProxyType[str, Event] = MappingProxyType({e.letter: e for e in EVENTS})

# The opening counters (L140–L146) as how many colours get how many counters; which
# colours get the larger share is drawn at setup (G6).
OPENING: MappingProxyType[int, tuple[tuple[int, int], ...]] = MappingProxyType({
    2: ((1, 2), (4, 1)),  # 4 different colours and 2 of the fifth
    3: ((4, 2), (1, 1)),  # 2 each of four colours, 1 of the fifth
    4: ((2, 3), (3, 2)),  # 3 each of two colours, 2 each of the other three
})
OPENING_EACH = 3
