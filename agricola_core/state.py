"""The state of a game: its setup, each player's farm and supply, and pending work."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from . import farm
from .data import ANIMALS, GOODS, MAX_STABLES

MAX_SEED = 2**31 - 1


@dataclass(frozen=True, slots=True)
class Setup:
    """Everything a game starts from; the moves do the rest.

    ``solo_storehouse``: the storehouse also collects food in the solo game (the family
    facts' disagreement D2; off by the rulebook). ``two_resources``: 3 and 4 players use
    the "take 2 different building resources" card (D1; on). ``names``: one a seat, in
    the normal form of :func:`gamekit.names.normal_text`; "" is a seat not named (the
    faces show "Player N"), as every seat of a link from before names (formats 1 and 2)."""

    players: int
    seed: int
    start_player: int = 0
    solo_storehouse: bool = False
    two_resources: bool = True
    names: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.names:
            object.__setattr__(self, "names", ("",) * self.players)
        if len(self.names) != self.players:
            raise ValueError(f"{self.players} player name(s) needed, not {len(self.names)}")

    def shown_names(self) -> list[str]:
        """The names a page shows: each seat's, "Player N" for a seat not named."""
        return [n or f"Player {i + 1}" for i, n in enumerate(self.names)]


@dataclass(slots=True, eq=False)
class Farmer:
    """One player's farm, supply and family (compared by identity: two farms alike are
    still two players')."""

    goods: dict[str, int] = field(default_factory=lambda: dict.fromkeys(GOODS, 0))
    animals: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ANIMALS, 0))
    house: str = "wood"
    rooms: int = farm.START_ROOMS
    fields: dict[int, tuple[str, int]] = field(default_factory=dict)  # space -> crop, count
    stables: int = 0
    fences: int = 0  # edge mask
    members: int = 2
    newborns: int = 0  # born this round: they eat 1 food at this round's harvest
    people: int = 0  # still to place this round
    begging: int = 0

    def copy(self) -> Farmer:
        return Farmer(dict(self.goods), dict(self.animals), self.house, self.rooms,
                      dict(self.fields), self.stables, self.fences, self.members,
                      self.newborns, self.people, self.begging)

    @property
    def field_mask(self) -> int:
        return sum(1 << c for c in self.fields)

    def pastures(self) -> tuple[int, ...]:
        return farm.pastures(self.fences)

    def pastured(self) -> int:
        m = 0
        for p in self.pastures():
            m |= p
        return m

    def free(self) -> int:
        """Spaces with nothing on them and outside every pasture."""
        return farm.ALL & ~(self.rooms | self.field_mask | self.stables | self.pastured())

    def stables_left(self) -> int:
        return MAX_STABLES - self.stables.bit_count()

    def fence_count(self) -> int:
        return self.fences.bit_count()

    def housed(self, counts: tuple[int, int, int] | None = None) -> bool:
        """Whether the animals (or ``counts`` of sheep, boar, cattle) fit the farm."""
        if counts is None:
            counts = (self.animals["sheep"], self.animals["boar"], self.animals["cattle"])
        areas = self.pastures()
        caps = tuple(sorted(farm.capacity(a, self.stables) for a in areas))
        loose = self.stables & ~self.pastured()
        return farm.fits(caps, loose.bit_count() + 1, counts)  # +1: the pet in the house


@dataclass(slots=True)
class Step:
    """Pending work on the stack: plain data, so a game can stop anywhere and replay."""

    kind: str
    player: int
    args: dict[str, Any] = field(default_factory=dict)  # values: immutables or lists

    def copy(self) -> Step:
        return Step(self.kind, self.player,
                    {k: list(v) if isinstance(v, list) else v for k, v in self.args.items()})
