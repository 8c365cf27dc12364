"""What each move changed, whatever the game: a board as a flat table of counted elements
by element id, the diff of two such tables, and a move record with its events.

An engine describes its board as *parts* (cheap to copy: dicts, tuples) and says how a
part becomes an element table (``part_table(n, part)``); a :data:`Snapshot` is the tuple
of parts, and :func:`snapshot_diff` turns only the parts that differ into tables. So a rule
cannot forget to record what it changed: the record is computed around each move.

:class:`Recorder` plays moves and records each as a :class:`MoveRecord` whose events are
the changes of each player (an engine with words of its own, like a rules log, builds its
events itself from the same pieces).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from .decisions import Decision, IllegalMove

Snapshot = tuple[object, ...]
PartTable = Callable[[int, Any], dict[str, int]]


def element_id(kind: str, *parts: object) -> str:
    """A board element's id, the one name a record, a view model and a page share:
    ``element_id("good", 0, "wood")`` is ``"good:0:wood"``."""
    return ":".join([kind, *(str(part) for part in parts)])


@dataclass(frozen=True, slots=True)
class Change:
    """One board element before and after.

    Whose board it is on (:attr:`player`): an id whose second part is a number names that
    player (``good:0:wood``); an element of a kind in ``OWNED_BY_VALUE`` counts 1 + its
    owner (an occupied space); any other is on the shared board (None)."""

    OWNED_BY_VALUE: ClassVar[frozenset[str]] = frozenset()

    element: str
    before: int
    after: int

    @property
    def delta(self) -> int:
        return self.after - self.before

    @property
    def player(self) -> int | None:
        kind, _, rest = self.element.partition(":")
        if kind in self.OWNED_BY_VALUE:
            return (self.after or self.before) - 1
        head = rest.split(":", 1)[0]
        return int(head) if head.isdigit() else None


C = TypeVar("C", bound=Change)


def diff(before: dict[str, int], after: dict[str, int], change: type[C]) -> list[C]:
    """What changed between two element tables, in a stable order (as ``change``s: the
    engine's :class:`Change`)."""
    if before == after:
        return []
    keys = [k for k, v in after.items() if before.get(k) != v]
    keys += [k for k in before if k not in after]
    return [change(k, before.get(k, 0), after.get(k, 0)) for k in sorted(keys)]


def snapshot_diff(before: Snapshot, after: Snapshot, part_table: PartTable,
                  change: type[C]) -> list[C]:
    """What changed between two snapshots: only differing parts become tables."""
    if before == after:
        return []
    out: list[C] = []
    for n, (a, b) in enumerate(zip(before, after, strict=True)):
        if a != b:
            out += diff(part_table(n, a), part_table(n, b), change)
    return sorted(out, key=lambda c: c.element)


def element_table(snapshot: Snapshot, part_table: PartTable) -> dict[str, int]:
    """Every counted element of a snapshot, by id (zeros left out)."""
    out: dict[str, int] = {}
    for n, part in enumerate(snapshot):
        out.update(part_table(n, part))
    return out


# The player of an event that is no one's: the game's own news (a new round begins).
NO_ONE = -1


@dataclass(frozen=True, slots=True)
class Event:
    """One thing a move did: who, in words, and what it changed."""

    player: int
    text: str
    changes: tuple[Change, ...]


@dataclass(frozen=True, slots=True)
class MoveRecord:
    """What one move did: its number (1-based), chooser, option and events."""

    number: int
    key: str
    player: int
    label: str
    events: tuple[Event, ...]

    @property
    def changes(self) -> tuple[Change, ...]:
        return tuple(c for e in self.events for c in e.changes)

    def elements(self) -> list[str]:
        """The board elements this move touched (for highlighting), in order, once each."""
        return list(dict.fromkeys(c.element for c in self.changes))


class Recordable(Protocol):
    def decision(self) -> Decision | None: ...

    def play(self, key: str) -> None: ...


G = TypeVar("G", bound=Recordable)
R = TypeVar("R", bound=MoveRecord)


@dataclass
class Recorder(Generic[G, R]):
    """A game played move by move, with what each move did (``records``).

    ``snapshot`` and ``part_table`` describe the board (see the module's docstring);
    ``record(number, key, decision, label, events, when)`` makes a move's record from its
    events, one a player whose board changed (the chooser's first), each worded by
    ``describe(changes, player, label)``; ``when`` is ``moment(game)`` before the move (the
    round it was chosen in, say); ``change``: the engine's :class:`Change`."""

    game: G
    snapshot: Callable[[G], Snapshot]
    part_table: PartTable
    describe: Callable[[list[Change], int, str], str]
    record: Callable[[int, str, Decision, str, tuple[Event, ...], Any], R]
    moment: Callable[[G], Any] = lambda game: None
    change: type[Change] = Change
    records: list[R] = field(default_factory=list)

    def play(self, key: str) -> R:
        """Play one key (IllegalMove leaves everything as it was) and record it."""
        d = self.game.decision()
        if d is None:
            raise IllegalMove("the game is over: no more moves")
        option = d.option(key)
        label = option.label if option is not None else key
        before, when = self.snapshot(self.game), self.moment(self.game)
        self.game.play(key)
        changes = snapshot_diff(before, self.snapshot(self.game), self.part_table, self.change)
        mine: dict[int, list[Change]] = {d.player: []}
        for c in changes:
            mine.setdefault(d.player if c.player is None else c.player, []).append(c)
        events = tuple(Event(p, self.describe(cs, p, label if p == d.player else ""),
                             tuple(cs)) for p, cs in mine.items())
        rec = self.record(len(self.records) + 1, key, d, label, events, when)
        self.records.append(rec)
        return rec

    def play_all(self, moves: Iterable[str]) -> list[R]:
        """Play and record every key of ``moves`` (a game replayed into its records)."""
        return [self.play(key) for key in moves]
