"""What happened: one record of what each move did, read by the log, the history, the
story of the opponent's turn and the highlight of what just changed (docs/design.md "What
happened: one record, many readers").

The record is computed, not written by each rule: a :class:`Chronicle` plays the moves of
a game and, around every ``Game.play``, compares the board before and after as a flat
table of board elements (``elements``: goods, occupied spaces, tools, tiles, buildings,
moors, dikes, barn, loads, destinations, travel, supply). So a rule cannot forget to
record what it changed. The rules' own log lines (``steps.common.log``) are the words:
each line becomes an :class:`Event`, and the changes made since the line before belong to
it (the rules change the state, then say what they did). Changes with no line after them
form an event of their own, worded from the change itself, so nothing is lost.

It is opt-in: a plain ``Game`` (the bots, search, the benchmarks) pays nothing. Only a
game played through a ``Chronicle`` taps its log.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any, SupportsIndex

from gamekit import history as kit
from gamekit.history import Snapshot, element_id, element_table

from .data.board import GOOD_LABELS, LAND_TILES
from .data.buildings import BUILDINGS
from .data.calendar import HALF_YEARS, INVENTORY_MONTH, PHASE_LABELS, SEASON_LABELS
from .data.destinations import DESTINATIONS
from .data.spaces import SPACES, season_of
from .data.tools import TOOLS
from .decisions import IllegalMove, Step
from .game import Game
from .state import GameState
from .vehicles import EQUIPMENT

# The record's game-independent machinery (element ids, diffs, records) is gamekit's.
__all__ = ["Change", "Chronicle", "Event", "Line", "MoveRecord", "element_id", "elements",
           "history", "snapshot", "snapshot_diff", "tell"]

_DESTINATION_NAMES = frozenset(d.name for d in DESTINATIONS.values())
# The stages a history groups together under one phase heading.
PHASE_OF_STAGE = {"work": "work", "end_work": "work", "inventory": "inventory",
                  "final": "end", "over": "end"}


# ------------------------------------------------------------------- board elements

# A snapshot is a tuple of parts copied at C speed (dicts, tuples); only the parts that
# differ between two snapshots are turned into element tables (``_PART_TABLES``). Part 0 is
# the occupied spaces, part 1 the supply, then 10 parts per player (``_PLAYER_PARTS``).
def snapshot(state: GameState) -> Snapshot:
    parts: list[object] = [dict(state.occupied), dict(state.supply)]
    for p in state.players:
        parts += [dict(p.goods), dict(p.tools), dict(p.tiles), tuple(p.buildings),
                  tuple(m.peat for m in p.moors), p.dike_moves,
                  tuple((e.kind, tuple(e.load)) for e in p.barn), tuple(p.destinations),
                  tuple(p.travel), p.bottleneck]
    return tuple(parts)


def _counted(prefix: str, items: Iterable[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for item in items:
        out[prefix + item] = out.get(prefix + item, 0) + 1
    return out


def _nonzero(prefix: str, counts: dict[str, int]) -> dict[str, int]:
    return {prefix + k: n for k, n in counts.items() if n}


def _barn(i: int, barn: tuple[tuple[str, tuple[str, ...]], ...]) -> dict[str, int]:
    out = _counted(element_id("barn", i, ""), (kind for kind, _ in barn))
    out.update(_counted(element_id("load", i, ""), (item for _, load in barn for item in load)))
    return out


_PLAYER_PARTS: tuple[Callable[[int, Any], dict[str, int]], ...] = (
    lambda i, goods: _nonzero(element_id("good", i, ""), goods),
    lambda i, tools: _nonzero(element_id("tool", i, ""), tools),
    lambda i, tiles: _nonzero(element_id("tile", i, ""), tiles),
    lambda i, buildings: {element_id("building", b): i + 1 for b in buildings},
    lambda i, moors: {element_id("moor", i, j): peat + 1 for j, peat in enumerate(moors)},
    lambda i, dikes: {element_id("dike", i): dikes} if dikes else {},
    _barn,
    lambda i, dests: {element_id("destination", i, d): 1 for d in dests},
    lambda i, travel: _counted(element_id("travel", i, ""), travel),
    lambda i, lost: {element_id("bottleneck", i): -lost} if lost else {},
)


def _part_table(n: int, part: Any) -> dict[str, int]:
    if n == 0:
        return {element_id("space", space): player + 1 for space, player in part.items()}
    if n == 1:
        return {element_id("supply", group): count for group, count in part.items()}
    player, kind = divmod(n - 2, len(_PLAYER_PARTS))
    return _PLAYER_PARTS[kind](player, part)


def elements(state: GameState) -> dict[str, int]:
    """Every countable thing on the table, by board-element id (zeros left out).

    Ids: ``good:P:wood``, ``tool:P:axes`` (track position), ``tile:P:forest``,
    ``building:mill`` (1 + its builder), ``space:woodcutter`` (1 + the worker's player),
    ``moor:P:i`` (1 + the Peat on the i-th moor), ``dike:P`` (dike moves),
    ``barn:P:cart`` (pieces), ``load:P:clay`` (loaded items), ``destination:P:bremen``
    (1 while unused), ``travel:P:bremen``, ``supply:forest`` (tiles left),
    ``bottleneck:P`` (VP lost).
    """
    return element_table(snapshot(state), _part_table)


class Change(kit.Change):
    """One board element before and after; a space or building counts 1 + its owner."""

    __slots__ = ()
    OWNED_BY_VALUE = frozenset({"space", "building"})


def snapshot_diff(before: Snapshot, after: Snapshot) -> list[Change]:
    """What changed between two snapshots: only differing parts become tables."""
    return kit.snapshot_diff(before, after, _part_table, Change)


def diff(before: dict[str, int], after: dict[str, int]) -> list[Change]:
    """What changed between two element tables, in a stable order."""
    return kit.diff(before, after, Change)


# ------------------------------------------------------------------ the record

@dataclass(frozen=True, slots=True)
class Event(kit.Event):
    """One thing a move did: who, in the rules' words, what it changed, and when."""

    changes: tuple[Change, ...]
    half_year: int
    phase: str  # "work", "inventory" or "end" (PHASE_OF_STAGE)
    worded: bool = True  # False: no log line said it; the text is made from the changes


@dataclass(frozen=True, slots=True)
class MoveRecord(kit.MoveRecord):
    """What one move did: its number, chooser, option, and events (at least one)."""

    events: tuple[Event, ...]
    half_year: int
    phase: str
    lines: tuple[Line, ...] = ()  # the events in words (``tell``), worked out once


Mark = tuple[int | None, str | None, Snapshot, int, str]  # player, line, snapshot, when


class _LogTap(list[tuple[int, str]]):
    """The state's log, telling the chronicle about each line as it is written."""

    __slots__ = ("_state", "marks")

    def __init__(self, items: Iterable[tuple[int, str]], state: GameState) -> None:
        super().__init__(items)
        self.marks: list[Mark] = []
        self._state = state

    def append(self, entry: tuple[int, str]) -> None:
        super().append(entry)
        s = self._state
        self.marks.append((entry[0], entry[1], snapshot(s), s.half_year, s.stage))


class _StackTap(list[Step]):
    """The state's step stack: each finished step (popped) is a boundary between
    what one step did and what the next one does."""

    __slots__ = ("_log",)

    def __init__(self, items: Iterable[Step], log: _LogTap) -> None:
        super().__init__(items)
        self._log = log

    def pop(self, index: SupportsIndex = -1) -> Step:
        step = super().pop(index)
        s = self._log._state
        self._log.marks.append((None, None, snapshot(s), s.half_year, s.stage))
        return step


@dataclass
class Chronicle:
    """A game played move by move, with what each move did (``records``)."""

    game: Game
    records: list[MoveRecord] = field(default_factory=list)
    # Each player's live score sheet after each half-year ended (Inventorying done), and
    # at the game's end: the game's course for a score chart.
    half_year_scores: list[list[dict[str, float]]] = field(default_factory=list)

    def __post_init__(self) -> None:
        state = self.game.state
        if not isinstance(state.log, _LogTap):
            state.log = _LogTap(state.log, state)
            state.stack = _StackTap(state.stack, state.log)

    def cut(self, game: Game, n: int) -> Chronicle:
        """The record of the first ``n`` moves, for ``game`` played to that point (undo):
        what those moves did is kept, not worked out again."""
        kept = Chronicle(game, self.records[:n])
        ended = HALF_YEARS if game.is_over else game.state.half_year - 1
        kept.half_year_scores = self.half_year_scores[:ended]
        return kept

    @classmethod
    def replay(cls, game: Game) -> Chronicle:
        """The chronicle of a game played elsewhere (a link), replaying its moves."""
        chronicle = cls(Game(game.setup))
        for key in game.moves:
            chronicle.play(key)
        return chronicle

    def play(self, key: str) -> MoveRecord:
        """Play one key (IllegalMove leaves everything as it was) and record it."""
        game = self.game
        state = game.state
        tap = state.log
        assert isinstance(tap, _LogTap)
        d = game.decision()
        if d is None:
            raise IllegalMove("the game is over: no more moves")
        label = next((o.label for o in d.options if o.key == key), key)
        before = snapshot(state)
        half_year, phase = state.half_year, PHASE_OF_STAGE.get(state.stage, state.stage)
        tap.marks.clear()
        game.play(key)
        marks = [*tap.marks, (None, None, snapshot(state), state.half_year, state.stage)]
        tap.marks.clear()
        events: list[Event] = []
        previous = before
        for player, text, table, hy, stage in marks:
            changes = snapshot_diff(previous, table)
            previous = table
            at = PHASE_OF_STAGE.get(stage, stage)
            speaker = player if text is not None else None
            by_player: dict[int | None, list[Change]] = {}
            for c in changes:
                owner = c.player if c.player is not None else (
                    speaker if speaker is not None else d.player)
                by_player.setdefault(owner, []).append(c)
            for other, theirs in sorted(by_player.items(),
                                        key=lambda kv: (kv[0] != d.player, kv[0] or 0)):
                if other != speaker and other is not None:
                    told = "" if events else label
                    events.append(_unworded(other, theirs, hy, at, told))
            if player is not None and text is not None:
                events.append(Event(player, text, tuple(by_player.get(player, ())), hy, at))
        if not events:
            events.append(_unworded(d.player, [], half_year, phase, label))
        events = _told_by_lines(events)
        record = MoveRecord(number=len(game.moves), key=key, player=d.player, label=label,
                            events=tuple(events), half_year=half_year, phase=phase)
        record = replace(record, lines=tuple(_tell(record)))
        self.records.append(record)
        while len(self.half_year_scores) < min(state.half_year - 1, HALF_YEARS) or (
                game.is_over and len(self.half_year_scores) < state.half_year):
            self.half_year_scores.append(game.scores())
        return record


def _told_by_lines(events: list[Event]) -> list[Event]:
    """An unworded event directly followed by a line of the same player at the same
    time is what that line tells (paid, then "built a Wagon"): its changes join the line."""
    out: list[Event] = []
    for e in events:
        prev = out[-1] if out else None
        if (e.worded and prev is not None and not prev.worded and prev.player == e.player
                and (prev.half_year, prev.phase) == (e.half_year, e.phase)):
            out[-1] = Event(e.player, e.text, prev.changes + e.changes, e.half_year, e.phase)
        else:
            out.append(e)
    return out


# ------------------------------------------------------------------- wording

_NAMES: dict[str, dict[str, str]] = {
    "good": dict(GOOD_LABELS),
    "tool": {k: t.label for k, t in TOOLS.items()},
    "tile": {k: row[0] for k, row in LAND_TILES.items()},
    "building": {k: b.name for k, b in BUILDINGS.items()},
    "space": {k: sp.label for k, sp in SPACES.items()},
    "barn": {k: e.label for k, e in EQUIPMENT.items()},
    "load": {**GOOD_LABELS, **{k: d.name for k, d in DESTINATIONS.items()}},
    "destination": {k: d.name for k, d in DESTINATIONS.items()},
    "travel": {k: d.name for k, d in DESTINATIONS.items()},
}
_FIXED = {"moor": "Moor", "dike": "Dike", "bottleneck": "VP lost to bottlenecks",
          "supply": "supply"}


def element_label(element: str) -> str:
    """A board element's name as the rulebook says it."""
    kind, _, rest = element.partition(":")
    last = rest.rsplit(":", 1)[-1]
    if kind in _FIXED:
        return _FIXED[kind]
    return _NAMES.get(kind, {}).get(last, last)


def amounts(changes: Iterable[Change], player: int | None = None) -> str:
    """A player's goods changes in the rulebook's manner: "+2 Grain, -3 Food"."""
    parts = []
    for c in changes:
        if c.element.startswith("good:") and (player is None or c.player == player):
            parts.append(f"{c.delta:+d} {element_label(c.element)}")
    return ", ".join(parts)


def _unworded(player: int, changes: list[Change], half_year: int, phase: str,
              label: str) -> Event:
    return Event(player, describe(changes, player, label), tuple(changes), half_year, phase,
                 worded=False)


def describe(changes: Iterable[Change], player: int, label: str = "") -> str:
    """Words for what no log line told: the option chosen (if any), then what changed
    ("+1 Peat", "travelled to Hage", "the workers return home")."""
    changes = list(changes)
    parts = [amounts(changes, player)]
    travel = [element_label(c.element) for c in changes
              if c.element.startswith("travel:") and c.delta > 0]
    if travel:
        parts.append("travel experience: " + ", ".join(travel))
    if changes and all(c.element.startswith("space:") and c.delta < 0 for c in changes):
        parts.append("the workers return home")
    said = ", ".join(p for p in parts if p)
    if label and said:
        return f"{label[0].lower() + label[1:]}: {said}"
    if label:
        return f"chose: {label}"
    return said or "changes on the board"


def merged_log(entries: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """Log lines as the rulebook tells them: what an action gave joins the action
    ("placed a worker on the Woodcutter: +4 Wood"), and the Special Action is said
    with the space it used."""
    out: list[tuple[int, str]] = []
    special: int | None = None
    for player, text in entries:
        if text == SPECIAL:
            special = player
            continue
        if special == player and text.startswith("placed a worker on"):
            text += " (Special Action)"
        special = None
        if out and out[-1][0] == player and text.startswith("+"):
            prev = out[-1][1]
            out[-1] = (player, prev + (", " if ": " in prev else ": ") + text)
            continue
        out.append((player, text))
    return out


SPECIAL = "used the Special Action"


@dataclass(frozen=True, slots=True)
class Line:
    """One line of the story or the history: a move's words, or what followed it."""

    player: int
    text: str
    half_year: int
    phase: str
    move: int  # the move that caused it
    elements: tuple[str, ...]


def _tells_nothing(e: Event) -> bool:
    """An event worth no line: a choice that changed nothing by itself ("Stop"), or
    the workers going home at the start of a half-year."""
    if e.worded:
        return False
    return not e.changes or all(c.element.startswith("space:") and c.delta < 0
                                for c in e.changes)


def tell(record: MoveRecord) -> list[Line]:
    """A move's lines in the rulebook's words, merged as :func:`merged_log` merges, told
    from the reader's side (:func:`reader_side`)."""
    lines = record.lines if record.lines else _tell(record)
    return [replace(ln, text=reader_side(ln.text)) for ln in lines]


# The rules log some choices in the words of their option, said to the player who makes
# it ("Hage: remove a Grain Field from your Home Board"); a story is read by anyone, so it
# says what that player did: the verb in the past, "their" for "your".
_PAST = {"remove": "removed", "sell": "sold", "return": "returned", "take": "took",
         "build": "built", "load": "loaded", "pay": "paid", "move": "moved",
         "convert": "converted", "exchange": "exchanged", "place": "placed"}
_AT_DESTINATION = re.compile(r"^([A-Z][a-z]+): (" + "|".join(_PAST) + r") ")
_SECOND_PERSON = ((re.compile(r"\byou have\b"), "having"),
                  (re.compile(r"\byour\b"), "their"), (re.compile(r"\bYour\b"), "Their"))


def reader_side(text: str) -> str:
    """A log line as a third party reads it: "Hage: remove a Field from your Home Board"
    -> "travelled to Hage: removed a Field from their Home Board"."""
    m = _AT_DESTINATION.match(text)
    if m and m.group(1) in _DESTINATION_NAMES:
        text = f"travelled to {m.group(1)}: {_PAST[m.group(2)]} {text[m.end():]}"
    for pattern, words in _SECOND_PERSON:
        text = pattern.sub(words, text)
    return text


def _tell(record: MoveRecord) -> list[Line]:
    lines: list[Line] = []
    pending: tuple[str, ...] = ()  # elements of a Special Action line, said with the next
    special: int | None = None
    for e in record.events:
        if _tells_nothing(e):
            continue
        elements = pending + tuple(dict.fromkeys(c.element for c in e.changes))
        pending = ()
        if e.text == SPECIAL:
            special, pending = e.player, elements
            continue
        text = e.text
        if special == e.player and text.startswith("placed a worker on"):
            text += " (Special Action)"
        special = None
        prev = lines[-1] if lines else None
        same = (prev is not None and prev.player == e.player
                and (prev.half_year, prev.phase) == (e.half_year, e.phase))
        if prev is not None and same and _repeats(prev.text, text):
            times = int(prev.text.rpartition(" ×")[2]) + 1 if " ×" in prev.text else 2
            lines[-1] = Line(e.player, f"{text} ×{times}", e.half_year, e.phase,
                             record.number, prev.elements + elements)
            continue
        if prev is not None and same and text.startswith("+"):
            joined = prev.text + (", " if ": " in prev.text else ": ") + text
            lines[-1] = Line(e.player, joined, e.half_year, e.phase, record.number,
                             prev.elements + elements)
            continue
        lines.append(Line(e.player, text, e.half_year, e.phase, record.number, elements))
    return lines


def _repeats(prev: str, text: str) -> bool:
    """The same line again ("cut 1 Peat" twice): told once with a count."""
    return prev == text or (prev.rpartition(" ×")[0] == text and prev.rpartition(" ×")[2].isdigit())


def history(records: Iterable[MoveRecord], players: int) -> list[dict[str, object]]:
    """The whole game by half-year and phase, JSON-able: every move is one entry (its
    lines joined, or its option when it said nothing) under the phase it was chosen in;
    what followed it in a later phase (Inventorying) is listed there; each Inventorying
    starts with a summary per player."""
    records = list(records)
    groups: dict[int, dict[str, list[dict[str, object]]]] = {}

    def entries(hy: int, phase: str) -> list[dict[str, object]]:
        return groups.setdefault(hy, {}).setdefault(phase, [])

    for r in records:
        lines = tell(r)
        own: list[Line] = []  # the chooser's lines before anything else happened
        for ln in lines:
            if (ln.half_year, ln.phase, ln.player) != (r.half_year, r.phase, r.player):
                break
            own.append(ln)
        text = "; ".join(ln.text for ln in own) or describe((), r.player, r.label)
        entries(r.half_year, r.phase).append({"move": r.number, "player": r.player,
                                              "text": text})
        for ln in lines:
            if ln not in own:
                entries(ln.half_year, ln.phase).append(
                    {"move": None, "player": ln.player, "text": ln.text})
    out: list[dict[str, object]] = []
    for hy in sorted(groups):
        phases = []
        for phase in ("work", "inventory", "end"):
            if phase not in groups[hy] and not (phase == "inventory"
                                                and _inventoried(records, hy)):
                continue
            block: dict[str, object] = {"phase": phase, "entries": groups[hy].get(phase, [])}
            label = PHASE_LABELS.get(phase, phase)
            if phase == "inventory":
                label += f" ({INVENTORY_MONTH[season_of(hy)]})"
                block["summary"] = [{"player": p, "text": t}
                                    for p, t in inventory_summary(records, hy, players)]
            block["label"] = label
            phases.append(block)
        out.append({"group": hy, "half_year": hy, "title": half_year_title(hy),
                    "phases": phases})
    return out


def _inventoried(records: list[MoveRecord], half_year: int) -> bool:
    return any(e.half_year == half_year and e.phase == "inventory"
               for r in records for e in r.events)


def half_year_title(n: int) -> str:
    season = season_of(n)
    return f"Half-year {n} · {SEASON_LABELS[season]}"


def inventory_summary(records: Iterable[MoveRecord], half_year: int,
                      players: int) -> list[tuple[int, str]]:
    """Each player's Inventorying of a half-year, with amounts, in the log's words:
    "November: milking +2 Food, harvest +2 Grain +1 Flax, fed 4 Food and 3 Peat"."""
    month = INVENTORY_MONTH[season_of(half_year)]
    parts: dict[int, list[str]] = {p: [] for p in range(players)}
    for r in records:
        for e in r.events:
            if (e.half_year != half_year or e.phase != "inventory" or e.player not in parts
                    or _tells_nothing(e)):
                continue
            parts[e.player].append(_inventory_words(e))
    return [(p, f"{month}: " + ("; ".join(w for w in words if w) or "nothing to do"))
            for p, words in parts.items()]


def _inventory_words(e: Event) -> str:
    """An Inventorying event with its amounts: feeding says what it took."""
    if e.text.startswith(("fed everyone", "could not feed")):
        paid = [c for c in e.changes if c.element.startswith("good:") and c.player == e.player
                and c.delta < 0]
        took = " and ".join(f"{-c.delta} {element_label(c.element)}" for c in paid)
        head = "fed" if e.text.startswith("fed") else e.text
        return f"{head} {took}".strip() if took else e.text
    return e.text.replace(": ", " ", 1)
