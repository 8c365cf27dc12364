"""A third game, on paper: Nim, a tiny game on the decision model (``docs/design.md``),
registered only inside the tests (``gamekit.registry.registered``) to prove what a new
game touches. Never shipped.

Two players take turns taking 1 to 3 counters from a pile (its size drawn from the game
number); whoever takes the last counter wins. Each counter taken is a point, the last one
five more. The link: ``N1.<players>.<seed>.<moves>``, each move the digit it takes."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gamekit import BadGameCode, Decision, IllegalMove, Option

TAG = "N1."
TAKE = (1, 2, 3)
LAST = 5  # the points for the last counter


@dataclass(frozen=True)
class Setup:
    players: int
    seed: int

    @property
    def pile(self) -> int:
        return 60 + self.seed % 20


@dataclass
class Nim:
    setup: Setup
    moves: list[str] = field(default_factory=list)
    taken: list[int] = field(default_factory=list)  # each seat's counters

    def __post_init__(self) -> None:
        self.taken = self.taken or [0] * self.setup.players

    @property
    def left(self) -> int:
        return self.setup.pile - sum(self.taken)

    @property
    def is_over(self) -> bool:
        return self.left == 0

    @property
    def player(self) -> int:
        return len(self.moves) % self.setup.players

    def decision(self) -> Decision | None:
        if self.is_over:
            return None
        return Decision(self.player, f"Take from the pile ({self.left} left)", tuple(
            Option(f"take:{k}", f"Take {k}") for k in TAKE if k <= self.left), "take")

    def legal_moves(self) -> list[str]:
        d = self.decision()
        return d.keys() if d is not None else []

    def play(self, key: str) -> None:
        if key not in self.legal_moves():
            raise IllegalMove(f"{key!r} is not a move now: take 1 to 3 of the pile")
        self.taken[self.player] += int(key.removeprefix("take:"))
        self.moves.append(key)

    def last_taker(self) -> int | None:
        return (len(self.moves) - 1) % self.setup.players if self.is_over else None

    def scores(self) -> list[dict[str, float]]:
        last = self.last_taker()
        return [{"counters": float(n), "last": float(LAST if seat == last else 0),
                 "total": float(n + (LAST if seat == last else 0))}
                for seat, n in enumerate(self.taken)]

    def copy(self) -> Nim:
        return Nim(self.setup, list(self.moves), list(self.taken))

    def encode(self) -> str:
        return link(self.setup, self.moves)


def new_game(players: int, seed: int) -> Nim:
    if players != 2:
        raise ValueError("Nim is played by 2 players")
    return Nim(Setup(players, seed))


def link(setup: Setup, moves: list[str]) -> str:
    return f"{TAG}{setup.players}.{setup.seed}." + "".join(k.removeprefix("take:")
                                                           for k in moves)


def read(code: str) -> tuple[Setup, list[str]]:
    """A link's setup and moves, not played (BadGameCode in words)."""
    text = code.strip()
    if not text.startswith(TAG):
        raise BadGameCode(f"a Nim link begins {TAG!r}")
    parts = text.removeprefix(TAG).split(".")
    if len(parts) != 3 or not all(p.isdigit() for p in parts[:2]) or not (
            parts[2] == "" or parts[2].isdigit()):
        raise BadGameCode("this Nim link is damaged")
    return Setup(int(parts[0]), int(parts[1])), [f"take:{d}" for d in parts[2]]


def decode(code: str) -> Nim:
    setup, moves = read(code)
    if setup.players != 2:
        raise BadGameCode("a Nim link of 2 players")
    game = Nim(setup)
    for key in moves:
        try:
            game.play(key)
        except IllegalMove as exc:
            raise BadGameCode(f"this Nim link is damaged: {exc}") from exc
    return game


@dataclass(frozen=True)
class Told:
    player: int
    text: str
    move: int
    elements: tuple[str, ...] = ()


@dataclass
class Took:
    """One move's record."""

    number: int
    player: int
    label: str

    def elements(self) -> list[str]:
        return ["pile"]


@dataclass
class Chronicle:
    game: Any
    records: list[Any] = field(default_factory=list)

    def play(self, key: str) -> Took:
        player = self.game.player
        label = next(o.label for o in self.game.decision().options if o.key == key)
        self.game.play(key)
        record = Took(len(self.game.moves), player, label)
        self.records.append(record)
        return record

    def cut(self, game: Any, n: int) -> Chronicle:
        return Chronicle(game, self.records[:n])


def score_course(chronicle: Any) -> list[list[dict[str, float]]]:
    """The scores after each move."""
    game, out = Nim(chronicle.game.setup), []
    for key in chronicle.game.moves:
        game.play(key)
        out.append(game.scores())
    return out
