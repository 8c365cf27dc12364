"""The state of a game: its setup, each seat's board, counters and store, the town board,
the bag and the pending steps. Plain data, so a game can stop anywhere and replay."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from .board import CROPS
from .data import FARMHANDS

MAX_SEED = 2**31 - 1


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything a game starts from; the moves do the rest.

    ``keep_seventh`` is G13: when the bag holds no field tile, the seventh event stays on
    the board even if the check fails (the Yucata rule, L383–L385; on by default, off for
    the printed game)."""

    players: int
    seed: int
    keep_seventh: bool = True


def no_counters() -> dict[str, int]:
    return dict.fromkeys(CROPS, 0)


@dataclass(slots=True)
class Offer:
    """A field tile in a store with its bid (L252–L258): the bid is built one counter at a
    time while ``open``, then never changes."""

    ref: str
    bid: list[str] = field(default_factory=list)
    open: bool = True

    def copy(self) -> Offer:
        return Offer(self.ref, list(self.bid), self.open)


@dataclass(slots=True, eq=False)
class Seat:
    """One player: the fields on their board (reference -> harvested?), their workers
    there (reference -> worker id), their counters behind the screen, how many of those
    are still secret opening counters (L685–L687), their store and unplayed farmhands."""

    colour: str
    fields: dict[str, bool] = field(default_factory=dict)
    workers: dict[str, str] = field(default_factory=dict)
    counters: dict[str, int] = field(default_factory=no_counters)
    secret: dict[str, int] = field(default_factory=no_counters)
    store: list[Offer] = field(default_factory=list)
    farmhands: list[str] = field(default_factory=lambda: list(FARMHANDS))

    def copy(self) -> Seat:
        return Seat(self.colour, dict(self.fields), dict(self.workers), dict(self.counters),
                    dict(self.secret), [o.copy() for o in self.store], list(self.farmhands))

    @property
    def held(self) -> int:
        return sum(self.counters.values())


@dataclass(slots=True)
class Step:
    """Pending work on the stack: a kind, who it is for, and plain arguments."""

    kind: str
    player: int
    args: dict[str, Any] = field(default_factory=dict)  # values: immutables or lists

    def copy(self) -> Step:
        return Step(self.kind, self.player,
                    {k: list(v) if isinstance(v, list) else v for k, v in self.args.items()})


@dataclass(slots=True)
class State:
    """The whole table. ``bag`` holds field references and event letters, drawn at random
    by ``rng`` (seeded at setup: the seed and the moves are the whole game). ``held``: field
    tiles in a player's hand for a moment (drawn, passed on), so none is ever lost from
    the count. ``aside``: events announced during an event's draw, back into the bag once
    a field tile is drawn (L393–L399). ``ignored``: events drawn after the tenth (L287)."""

    setup: Setup
    rng: random.Random
    seats: list[Seat]
    bag: list[str]
    registry: list[str]
    stock: dict[str, int]
    town: list[str]
    removed: list[str]  # the events left out with 3–4 players, never seen (L152–L155)
    events: list[str] = field(default_factory=list)  # on the event spaces, 1 first
    fallow: list[str] = field(default_factory=list)
    held: list[str] = field(default_factory=list)
    aside: list[str] = field(default_factory=list)
    ignored: list[str] = field(default_factory=list)
    announced: list[str] = field(default_factory=list)  # every event shown, in order
    stack: list[Step] = field(default_factory=list)
    current: int = 0
    start: int = -1  # the start player, once chosen
    final_turns: int = -1  # turns still to come after this one, once the tenth is placed
    returns_without_fields: int = 0  # failed checks with no field tile in the bag

    def copy(self) -> State:
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        return State(self.setup, rng, [s.copy() for s in self.seats], list(self.bag),
                     list(self.registry), dict(self.stock), list(self.town),
                     list(self.removed), list(self.events), list(self.fallow),
                     list(self.held), list(self.aside), list(self.ignored),
                     list(self.announced), [s.copy() for s in self.stack], self.current,
                     self.start, self.final_turns, self.returns_without_fields)

    @property
    def ended(self) -> bool:
        """The tenth event has been placed (L279–L281)."""
        return self.final_turns >= 0
