"""What happened in a game of Agricola: per move, who chose what and what it changed on
the board, by element id (:mod:`gamekit.history` does the recording).

Element ids (the names a page would highlight): ``space:fishing`` (1 + the player on it),
``stock:fishing:food`` (goods waiting on an accumulating space), ``major:well`` (1 + its
owner), ``start_player`` (1 + the holder), and per player P: ``good:P:wood``,
``animal:P:sheep``, ``room:P:a1`` (1 wood, 2 clay, 3 stone), ``field:P:b2`` (1: plowed),
``crop:P:b2:grain`` (on the field), ``stable:P:c3``, ``fence:P`` (fences built),
``member:P`` (family members) and ``begging:P`` (begging cards).

    >>> from agricola_core import new_game
    >>> from agricola_core.history import recorder
    >>> rec = recorder(new_game(2, seed=3))
    >>> rec.play("space:fishing").events[0].text   # "Fishing (1 food): +1 food"
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from gamekit import Decision
from gamekit import history as kit
from gamekit.history import NO_ONE, Recorder, Snapshot, element_id

from . import farm
from .data import ANIMAL_NAMES, HARVEST_ROUNDS, MAJORS
from .game import BREEDING, FEEDING, SPACES, WORK, Game

MATERIAL = {"wood": 1, "clay": 2, "stone": 3}
MATERIAL_NAME = {n: m for m, n in MATERIAL.items()}


class Change(kit.Change):
    """One board element before and after; a space, a major or the start player token
    counts 1 + its holder."""

    __slots__ = ()
    OWNED_BY_VALUE = frozenset({"space", "major", "start_player"})


@dataclass(frozen=True, slots=True)
class MoveRecord(kit.MoveRecord):
    """What one move did, and when: the round and the phase (work, feeding, breeding) it
    was chosen in."""

    round: int
    phase: str


def snapshot(game: Game) -> Snapshot:
    """The board as parts cheap to copy: the shared board, then 6 parts a player."""
    parts: list[object] = [
        dict(game.occupied),
        tuple((sid, tuple(pile.items())) for sid, pile in game.stock.items()),
        dict(game.majors), game.token]
    for f in game.farmers:
        parts += [dict(f.goods), dict(f.animals), (f.house, f.rooms), dict(f.fields),
                  (f.stables, f.fence_count()), (f.members, f.begging)]
    return tuple(parts)


_SHARED = 4
_PER_PLAYER = 6


def _cells(kind: str, p: int, mask: int, value: int = 1) -> dict[str, int]:
    return {element_id(kind, p, farm.cell_name(c)): value for c in farm.cells_of(mask)}


def _fields(p: int, fields: dict[int, tuple[str, int]]) -> dict[str, int]:
    out = {}
    for c, (crop, n) in fields.items():
        out[element_id("field", p, farm.cell_name(c))] = 1
        if n:
            out[element_id("crop", p, farm.cell_name(c), crop)] = n
    return out


def part_table(n: int, part: Any) -> dict[str, int]:
    """Part ``n`` of a snapshot as its elements (zeros left out)."""
    if n == 0:
        return {element_id("space", sid): seat + 1 for sid, seat in part.items()}
    if n == 1:
        return {element_id("stock", sid, good): k for sid, pile in part for good, k in pile
                if k}
    if n == 2:
        return {element_id("major", mid): seat + 1 for mid, seat in part.items()}
    if n == 3:
        return {"start_player": part + 1}
    p, kind = divmod(n - _SHARED, _PER_PLAYER)
    if kind in (0, 1):
        prefix = "good" if kind == 0 else "animal"
        return {element_id(prefix, p, g): k for g, k in part.items() if k}
    if kind == 2:
        house, rooms = part
        return _cells("room", p, rooms, MATERIAL[house])
    if kind == 3:
        return _fields(p, part)
    if kind == 4:
        stables, fences = part
        return {**_cells("stable", p, stables),
                **({element_id("fence", p): fences} if fences else {})}
    members, begging = part
    return {element_id("member", p): members,
            **({element_id("begging", p): begging} if begging else {})}


def elements(game: Game) -> dict[str, int]:
    """Every counted thing on the table, by element id (zeros left out)."""
    return kit.element_table(snapshot(game), part_table)


def _said(c: kit.Change, harvest: bool = False) -> str:
    """One change in words ("" for what needs none: the person placed, whom the option
    names; goods leaving or refilling a space, which the goods gained say). An animal
    gained by a move of the harvest was born: feeding never brings one."""
    kind, _, rest = c.element.partition(":")
    last = rest.rsplit(":", 1)[-1]
    if kind == "good":
        return f"{c.delta:+d} {last}"
    if kind == "animal":
        born = " born at breeding" if harvest and c.delta > 0 else ""
        return f"{c.delta:+d} {ANIMAL_NAMES[last]}{born}"
    if kind == "room":
        return (f"room on {last}" if not c.before
                else f"renovated {last} to {MATERIAL_NAME[c.after]}")
    if kind == "field":
        return f"field on {last}" if c.delta > 0 else ""
    if kind == "crop":
        crop = rest.rsplit(":", 2)
        return f"sowed {crop[-1]} on {crop[-2]}" if c.delta > 1 else ""
    if kind == "stable":
        return f"stable on {last}"
    if kind == "fence":
        return f"{c.delta:+d} fences"
    if kind == "member":
        return "a new family member" if c.delta > 0 else ""
    if kind == "begging":
        return f"{c.delta} begging card{'s' * (c.delta > 1)}"
    if kind == "major":
        return f"bought the {MAJORS[rest].name}" if c.after else f"returned the {MAJORS[rest].name}"
    if kind == "space":  # people come home at every round's end: no news
        return ""
    if kind == "start_player":
        return "became the start player" if c.after else ""
    return ""


def describe(changes: list[kit.Change], player: int, label: str = "",
             harvest: bool = False) -> str:
    """A player's changes in words, after the option chosen (if any); ``harvest``: the
    move was chosen while the harvest feeds or breeds."""
    said = ", ".join(dict.fromkeys(s for c in changes if (s := _said(c, harvest))))
    if label and said:
        return f"{label}: {said}"
    return label or said  # "": nothing worth a line (the chooser always has a label)




# The questions an action space asks after the person is placed (its parts, the goods
# to choose): their moves are told under the space's name, as one story with it.
FOLLOW_UPS = frozenset({"parts", "resource"})


class _Moment:
    """The round and phase a move is chosen in, kept until its words are written (the
    recorder asks for the moment before the move and the words after it); and the action
    space whose follow-up questions are being answered, so that placing a person there
    and choosing what it does make one line ("Take 2 different building resources: +1
    wood, +1 clay"), not a bare name and then the choice."""

    def __init__(self) -> None:
        self.phase = ""
        self.space = ""  # the label of the space whose follow-ups are being answered
        self.following = False
        self.game: Game | None = None
        # a harvest round's work phase: each seat's crops its sown fields give when the
        # harvest begins (told as the harvest's own line: the mover's line mixes them in)
        self.crops: list[dict[str, int]] = []

    def __call__(self, game: Game) -> tuple[int, str]:
        self.phase, self.game = game.phase, game
        self.following = _asks_follow_up(game)
        if not self.following:
            self.space = ""
        self.crops = [_crops(f.fields) for f in game.farmers] \
            if game.phase == WORK and game.round in HARVEST_ROUNDS else []
        return game.round, game.phase

    def record(self, number: int, key: str, d: Decision, label: str,
               events: tuple[kit.Event, ...], when: tuple[int, str]) -> MoveRecord:
        """The move's record; a move that ended a round also says that the next one
        begins and which round card came up (the story ran on into it unannounced)."""
        game = self.game
        if game is not None and self.crops and when[1] == WORK and (
                game.phase != WORK or game.round > when[0]):
            events += (kit.Event(NO_ONE, harvest_line(game, when[0], self.crops), ()),)
        if game is not None and game.round > when[0] and not game.is_over:
            card = SPACES[game.cards[game.round - 1]].label
            events += (kit.Event(NO_ONE, f"Round {game.round} begins: “{card}” is revealed.",
                                 ()),)
        return MoveRecord(number, key, d.player, label, events, *when)

    def describe(self, changes: list[kit.Change], player: int, label: str = "") -> str:
        harvest = self.phase in (FEEDING, BREEDING)
        if not label:  # another player's board: no option's name
            return describe(changes, player, "", harvest)
        if self.following and self.space:
            return describe(changes, player, self.space, harvest) if _says(changes, harvest) else ""
        if self.game is not None and _asks_follow_up(self.game):
            self.space = label
            if not _says(changes, harvest):
                return ""
        return describe(changes, player, label, harvest)


def _crops(fields: dict[int, tuple[str, int]]) -> dict[str, int]:
    """What a farm's fields give at the harvest: 1 of its crop a sown field."""
    out: dict[str, int] = {}
    for crop, n in fields.values():
        if n:
            out[crop] = out.get(crop, 0) + 1
    return out


def harvest_line(game: Game, round_: int, crops: list[dict[str, int]]) -> str:
    """The harvest's own line, as it begins (rulebook, Harvest: fields, feeding, breeding):
    "Harvest of round 4: the fields give Ann 2 grain, Ben nothing; then every family is fed
    and the animals breed"."""
    names = [n or f"Player {i + 1}" for i, n in
             enumerate(game.setup.names or [""] * len(game.farmers))]
    gave = [f"{names[i]} " + (" and ".join(f"{n} {ANIMAL_NAMES.get(c, c)}" for c, n in got.items())
                              or "nothing") for i, got in enumerate(crops)]
    fields = ("the fields give " + ", ".join(gave)) if any(crops) else "no field is sown"
    return f"Harvest of round {round_}: {fields}; then every family is fed and the animals breed."


def _asks_follow_up(game: Game) -> bool:
    return bool(game.stack) and game.stack[-1].kind in FOLLOW_UPS


def _says(changes: list[kit.Change], harvest: bool) -> bool:
    return any(_said(c, harvest) for c in changes)


def recorder(game: Game) -> Recorder[Game, MoveRecord]:
    """A recorder that plays ``game`` on from where it stands."""
    moment = _Moment()
    return Recorder(game, snapshot, part_table, moment.describe, moment.record, moment, Change)


@dataclass(frozen=True, slots=True)
class Line:
    """One thing the story says: who, the words, the move that did it, what it touched."""

    player: int
    text: str
    move: int
    elements: tuple[str, ...]


def tell(record: MoveRecord) -> list[Line]:
    """What one move says, a line a player whose board it changed (the chooser first)."""
    return [Line(e.player, e.text, record.number,
                 tuple(dict.fromkeys(c.element for c in e.changes)))
            for e in record.events if e.text]


class Chronicle:
    """A game played move by move with what each move did (``records``) and each player's
    score sheet after every round that ended (``round_scores``: the course of the game
    for a score chart)."""

    def __init__(self, game: Game, kept: list[MoveRecord] | None = None,
                 round_scores: list[list[dict[str, float]]] | None = None) -> None:
        self.game = game
        self.records: list[MoveRecord] = list(kept or [])
        self.round_scores = list(round_scores or [])
        self._recorder = recorder(game)
        self._recorder.records = self.records

    def play(self, key: str) -> MoveRecord:
        """Play one key (IllegalMove leaves everything as it was) and record it."""
        rec = self._recorder.play(key)
        if self.game.round != rec.round or self.game.is_over:
            self.round_scores.append([dict(s) for s in self.game.scores()])
        return rec

    def cut(self, game: Game, n: int) -> Chronicle:
        """The record of the first ``n`` moves, for ``game`` played to that point (undo)."""
        ended = len(self.round_scores) if game.is_over else game.round - 1
        return Chronicle(game, self.records[:n], self.round_scores[:ended])


def records(game: Game) -> list[MoveRecord]:
    """What each move of ``game`` did, replayed from its setup."""
    return recorder(Game(game.setup)).play_all(game.moves)


PHASE_LABELS = {"work": "Work", "feeding": "Harvest: feeding", "breeding": "Harvest: breeding"}


def by_round(moves: Iterable[MoveRecord], players: int) -> list[dict[str, object]]:
    """The game by round and phase, JSON-able, in the shape the page's history panel
    draws for any game: a group a round (``group``, ``title``), its phases (``phase``,
    ``label``) and each move once (``move``, ``player``, its events' words joined, and the
    board elements it touched). ``players``: the shell passes it to every game."""
    rounds: dict[int, dict[str, list[dict[str, object]]]] = {}
    for r in moves:
        # the history's own round titles say when a round begins
        text = ("; ".join(e.text for e in r.events if e.player != NO_ONE)
                or describe([], r.player, r.label))
        rounds.setdefault(r.round, {}).setdefault(r.phase, []).append(
            {"move": r.number, "player": r.player, "text": text, "elements": r.elements()})
    return [{"group": n, "round": n, "title": f"Round {n}",
             "phases": [{"phase": phase, "label": PHASE_LABELS.get(phase, phase.capitalize()),
                         "entries": entries} for phase, entries in phases.items()]}
            for n, phases in sorted(rounds.items())]


__all__ = ["NO_ONE", "Change", "Chronicle", "Line", "MoveRecord", "by_round", "describe",
           "elements", "recorder", "records", "tell"]
