"""Who plays each seat of the open game, and how far its turns are settled: one component
of the session (``app/session.py``), owning that state alone. The turn rules that need
the game itself (undo, waiting, handing over) are ``app/seats.py``'s.

``who`` says who plays each seat: this device (HERE), another person by link (BY_LINK) or
the computer (BY_COMPUTER) at its level in ``levels``. ``mode``, ``seat`` and ``level``
are its summary, as saves made before ``who`` hold it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from gamekit.registry import LEVELS, GameInfo, games

JSON = dict[str, Any]
SOLO, HOTSEAT, LINK, COMPUTER = "solo", "hotseat", "link", "computer"
TWO_PLAYER_MODES = (HOTSEAT, LINK, COMPUTER)
# Who plays a seat: this device ("here", hot-seat among them), another person by link, or
# the computer at a level.
HERE, BY_LINK, BY_COMPUTER = "here", "link", "computer"
WHO = (HERE, BY_LINK, BY_COMPUTER)
# the levels the registry declares, so the page does not import the AI (it runs in a
# worker): every game's (``GameInfo.levels``, checked against the game's when it starts),
# the scale games share (``gamekit.registry.LEVELS``) first
COMPUTER_LEVELS = tuple(dict.fromkeys(
    str(v["value"]) for levels in (LEVELS, *(g.levels for g in games())) for v in levels))
DEFAULT_LEVEL = next(str(v["value"]) for v in LEVELS if v.get("default"))


def game_levels(info: GameInfo) -> tuple[str, ...]:
    """The levels a game's computer plays at."""
    return tuple(str(v["value"]) for v in info.levels)


COMPUTER_NAME = "Computer"  # the computer's seat when its name is left empty
# the names the page gives computer seats left unnamed ("Computer", "Computer 2": see
# ``session.computer_names``)
_COMPUTER_NAMES = re.compile(rf"{COMPUTER_NAME}( [1-9][0-9]*)?")


def is_computer_name(name: str) -> bool:
    """Whether a seat's name is one the page gives a computer's seat. A link carries the
    names, not who plays each seat: a device that opens it knows the computer's seats by
    these names (a person never claims one in "Who are you?")."""
    return _COMPUTER_NAMES.fullmatch(name) is not None


def mode_of(who: Sequence[str]) -> str:
    """The summary of who plays: SOLO, COMPUTER (a computer seat), LINK (a seat by link)
    or HOTSEAT (every seat here)."""
    if len(who) == 1:
        return SOLO
    if BY_COMPUTER in who:
        return COMPUTER
    return LINK if BY_LINK in who else HOTSEAT


def who_of(mode: str, seat: int | None, players: int) -> list[str]:
    """Who plays each seat, from the summary saves made before ``who`` hold: by link or
    against the computer this device plays ``seat`` (by link, None: not chosen yet)."""
    if mode == COMPUTER:
        return [HERE if i == (seat or 0) else BY_COMPUTER for i in range(players)]
    if mode == LINK:
        return [HERE if i == seat else BY_LINK for i in range(players)]
    return [HERE] * players


@dataclass
class Seating:
    """The seats of the open game and the moves that can no longer be undone."""

    who: list[str] = field(default_factory=list)
    levels: list[str] = field(default_factory=list)  # each seat's computer level
    locked: int = 0  # moves that can no longer be undone (sent, or "End turn")
    sent_at: int | None = None  # by link: the moves when the link was last sent
    changed: bool = False  # chosen since the game was saved: saved even without a move

    def assign(self, who: Sequence[str], levels: Sequence[str] = ()) -> None:
        """Who plays each seat (and each computer seat's level); ValueError in words
        leaves the seats as they were."""
        if any(w not in WHO for w in who):
            raise ValueError(f"a seat is played {', '.join(map(repr, WHO))}")
        if any(lv not in COMPUTER_LEVELS for lv in levels):
            raise ValueError(f"the computer's level is one of {', '.join(COMPUTER_LEVELS)}")
        self.who = list(who)
        self.levels = [*levels, *[DEFAULT_LEVEL] * len(who)][:len(who)]

    @property
    def mode(self) -> str:
        return mode_of(self.who)

    @property
    def seat(self) -> int | None:
        """The first seat played here, by link or against the computer (None: every
        seat is here, or by link none is chosen yet)."""
        here = [i for i, w in enumerate(self.who) if w == HERE]
        return here[0] if self.mode in (LINK, COMPUTER) and here else None

    @property
    def level(self) -> str:
        """The first computer seat's level (the default when no seat is the computer's)."""
        computers = self.computers()
        return self.levels[computers[0]] if computers else DEFAULT_LEVEL

    def computers(self) -> list[int]:
        return [i for i, w in enumerate(self.who) if w == BY_COMPUTER]

    def plays_here(self, seat: int) -> bool:
        return seat < len(self.who) and self.who[seat] == HERE

    def several_here(self) -> bool:
        """Several people play on this device (hot-seat, with or without computer seats)."""
        return sum(w == HERE for w in self.who) > 1

    def read(self, entry: JSON, players: int) -> None:
        """The seats this device chose for a game, as saved with it (a save from before
        ``seats`` says ``mode``, ``seat`` and ``level``)."""
        seats = entry.get("seats")
        if isinstance(seats, list) and len(seats) == players and all(
                isinstance(s, dict) and s.get("who") in WHO for s in seats):
            self.assign([str(s["who"]) for s in seats],
                        [str(s.get("level") or DEFAULT_LEVEL) for s in seats])
            return
        mode, seat, level = entry.get("mode"), entry.get("seat"), entry.get("level")
        if mode == LINK and isinstance(seat, int):
            self.assign(who_of(LINK, seat, players))
        elif (mode == COMPUTER and isinstance(seat, int) and seat in range(players)
              and level in COMPUTER_LEVELS):
            self.assign(who_of(COMPUTER, seat, players), [str(level)] * players)
        elif mode in (HOTSEAT, SOLO) or "mode" not in entry:  # saves from before seats
            self.assign([HERE] * players)

    def save_fields(self) -> JSON:
        """What a save holds of the seats (read back by ``read``)."""
        return {"mode": self.mode, "seat": self.seat, "locked": self.locked,
                "seats": [{"who": w, **({"level": lv} if w == BY_COMPUTER else {})}
                          for w, lv in zip(self.who, self.levels, strict=True)],
                **({"level": self.level} if self.mode == COMPUTER else {})}
