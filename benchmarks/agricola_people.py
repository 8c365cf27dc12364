"""Agricola's strong level against players unlike its model, and the signs of a collapse.

The strong level's rollouts play every other seat as the plan; a newcomer in the page beat
it 36 to 18 (issue 53): the computer kept 2 people in a 2-room house all game, held 9 wood
and 5 reed in rounds 6–7 and built no room, and took "Starting player" for 1 food while it
already held the token. This benchmark plays strong in 2-player games (seats alternating)
against four opponents: the plan (``good``), the fitted search (``fitted``), ``casual``,
and a person-like policy (:func:`person_move`), and counts in each game the collapse signs
of strong's seat (:class:`Signs`):

* ``below_30``: a final score below 30;
* ``two_people``: only 2 people after round 10 (at the start of round 11);
* ``idle_token``: "Starting player" taken while already holding the token when the space
  gives nothing else it needs (its food is not wanted for the next harvest);
* ``idle_materials``: at some moment of rounds 6–7, at least 8 of the house's material
  and 4 reed held (a room's worth and more), and no room built in those rounds.

``python -m benchmarks.agricola_people [--games 6] [--opponents person good ...]
[--level strong]`` prints one JSON object an opponent. Its seeds (9600 on) are apart from
the targets' (9000..) and the training tool's (2000..).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field

from agricola_core import Game, new_game
from agricola_core.ai import choose, fitted, plan
from agricola_core.ai.plan import (
    MAX_ROOMS,
    can_build_room,
    outlook,
    plan_move,
    rooms_wanted,
    space_worth,
)
from agricola_core.data import MAX_FAMILY, ROOM_REED

from .engine import Figure, figure

PEOPLE_SEEDS = 9600
OPPONENTS = ("person", "good", "fitted", "casual")
GROWTH_UNTIL = 10  # the person grows and builds rooms first until this round
DENY = 0.5  # how much the person weighs what the other's plan wants of a space
Chooser = Callable[[Game], str]


# The person reads spaces with the plan as it stood before issue 53's rules (so that a
# change to the plan does not change the opponent strong is measured against): a room
# 7 points, growth into a free room no more than other growth, "Starting player" 0.3
# always.
AS_BEFORE: dict[str, float] = {"SMALL_FAMILY_ROOM": 7.0, "FREE_ROOM_GROWTH": 0.0,
                               "NEVER": 0.3}


@contextmanager
def _plan_as_before() -> Iterator[None]:
    kept = {name: getattr(plan, name) for name in AS_BEFORE if hasattr(plan, name)}
    try:
        for name in kept:
            setattr(plan, name, AS_BEFORE[name])
        yield
    finally:
        for name, value in kept.items():
            setattr(plan, name, value)


def person_move(game: Game) -> str:
    """:func:`_person_move` with the plan as it was (:data:`AS_BEFORE`)."""
    with _plan_as_before():
        return _person_move(game)


def _person_move(game: Game) -> str:
    """A person-like player: Family growth whenever it can until round 10, the rooms as
    soon as a room's materials are held; else its first person of a round takes what the
    other players' plan wants most (of the spaces of some use to it), its others the
    space worth most to its own plan plus half of what the others' plan wants of it.
    Everything but placements as the plan."""
    d = game.decision()
    assert d is not None
    if d.kind != "place" or len(d.options) == 1:
        return plan_move(game)
    keys = set(d.keys())
    seat, f = d.player, game.farmers[d.player]
    early = game.round <= GROWTH_UNTIL
    if early and "space:family_growth" in keys:  # offered only with a free room
        return "space:family_growth"
    if "space:build" in keys and can_build_room(f) and rooms_wanted(f, game.round):
        return "space:build"
    if early and "space:urgent_growth" in keys and f.members < MAX_FAMILY:
        return "space:urgent_growth"
    mine = outlook(game, seat)
    others = [outlook(game, s) for s in range(game.setup.players) if s != seat]

    def theirs(key: str) -> float:
        sid = key.removeprefix("space:")
        return max((space_worth(o, sid) for o in others), default=0.0)

    def worth(key: str) -> float:
        return space_worth(mine, key.removeprefix("space:")) + DENY * theirs(key)

    if f.people == f.members:  # its first person of the round: what the other wants most
        useful = [o.key for o in d.options
                  if space_worth(mine, o.key.removeprefix("space:")) > 0]
        if useful:
            return max(useful, key=theirs)
    return max(d.keys(), key=worth)  # ties: the engine's order


def chooser(name: str) -> Chooser:
    """``person``, ``fitted`` (the fitted search's good level) or a level's name."""
    if name == "person":
        return person_move
    if name == "fitted":
        return lambda g: fitted.choose(g, "good")
    return lambda g: choose(g, name)


@dataclass(slots=True)
class Signs:
    """The collapse signs of one seat in one game (see the module docstring)."""

    below_30: bool = False
    two_people: bool = False
    idle_token: int = 0  # times
    idle_materials: bool = False
    # bookkeeping while the game runs
    rooms_at_6: int | None = None
    held_at_6_7: bool = False
    notes: list[str] = field(default_factory=list)

    @property
    def any(self) -> bool:
        return self.below_30 or self.two_people or bool(self.idle_token) or self.idle_materials


def idle_token(game: Game, seat: int, key: str) -> bool:
    """Whether ``key`` is "Starting player" taken by ``seat`` while it holds the token and
    the space's food is not wanted for its next harvest."""
    return (key == "space:starting_player" and game.token == seat
            and outlook(game, seat).short == 0)


def materials_held(game: Game, seat: int) -> bool:
    """At least 8 of the house's material and 4 reed, with a room still to build."""
    f = game.farmers[seat]
    return (f.goods[f.house] >= 8 and f.goods["reed"] >= 2 * ROOM_REED
            and f.rooms.bit_count() < MAX_ROOMS)


def watch(game: Game, seat: int, signs: Signs) -> None:
    """Note what the position shows of ``seat`` before its next move."""
    f = game.farmers[seat]
    if game.round in (6, 7):
        if signs.rooms_at_6 is None:
            signs.rooms_at_6 = f.rooms.bit_count()
        signs.held_at_6_7 = signs.held_at_6_7 or materials_held(game, seat)
    if game.round >= 8 or game.is_over:
        if (signs.held_at_6_7 and signs.rooms_at_6 is not None
                and f.rooms.bit_count() == signs.rooms_at_6):
            signs.idle_materials = True
        signs.held_at_6_7 = False  # judged once
    if (game.round >= 11 or game.is_over) and f.members == 2:
        signs.two_people = True


@dataclass(frozen=True, slots=True)
class Played:
    """One game: strong's seat, both totals, its signs and its decisions' CPU seconds."""

    seed: int
    seat: int
    own: int
    other: int
    signs: Signs
    seconds: tuple[float, ...]


def play(seed: int, opponent: str, level: str = "strong") -> Played:
    """A 2-player game of ``seed``: ``level`` in seat ``seed % 2`` (seat 0 starts)."""
    seat = seed % 2
    g = new_game(2, seed, start_player=0)
    mine, theirs = chooser(level), chooser(opponent)
    signs, seconds = Signs(), []
    while not g.is_over:
        d = g.decision()
        assert d is not None
        watch(g, seat, signs)
        if d.player == seat:
            start = time.process_time()
            key = mine(g)
            seconds.append(time.process_time() - start)
            if idle_token(g, seat, key):
                signs.idle_token += 1
                signs.notes.append(f"round {g.round}: Starting player with the token")
        else:
            key = theirs(g)
        g.play(key)
    watch(g, seat, signs)
    totals = [s["total"] for s in g.scores()]
    signs.below_30 = totals[seat] < 30
    return Played(seed, seat, totals[seat], totals[1 - seat], signs, tuple(seconds))


def against(opponent: str, games: int, level: str = "strong") -> dict[str, object]:
    """``level``'s figures in ``games`` 2-player games against ``opponent``."""
    t0 = time.perf_counter()
    played = [play(PEOPLE_SEEDS + i, opponent, level) for i in range(games)]
    own = [p.own for p in played]
    times = sorted(t for p in played for t in p.seconds)
    return {
        "name": f"agricola_people.{level}_vs_{opponent}", "games": games,
        "mean": round(statistics.mean(own), 2), "min": min(own),
        "others_mean": round(statistics.mean(p.other for p in played), 2),
        "won": sum(p.own > p.other for p in played),
        "signs": {"below_30": sum(p.signs.below_30 for p in played),
                  "two_people": sum(p.signs.two_people for p in played),
                  "idle_token": sum(p.signs.idle_token for p in played),
                  "idle_materials": sum(p.signs.idle_materials for p in played)},
        "games_with_a_sign": sum(p.signs.any for p in played),
        "scores": [f"{p.own}-{p.other}" for p in played],
        "cpu_median_s": round(statistics.median(times), 3) if times else None,
        "wall_s": round(time.perf_counter() - t0), "load1": round(os.getloadavg()[0], 2)}


def run(games: int = 2, opponents: Sequence[str] = OPPONENTS) -> list[Figure]:
    """Each opponent's games with a sign, as figures (``python -m benchmarks --ai``'s
    pattern: a short run by default)."""
    out = []
    for opponent in opponents:
        res = against(opponent, games)
        info = {k: v for k, v in res.items() if k not in ("name", "games_with_a_sign")}
        out.append(figure(f"agricola.strong_collapse_signs_vs_{opponent}",
                          float(res["games_with_a_sign"]), "games",  # type: ignore[arg-type]
                          **info))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.agricola_people")
    parser.add_argument("--games", type=int, default=6, help="games against each opponent")
    parser.add_argument("--opponents", nargs="+", default=list(OPPONENTS),
                        choices=[*OPPONENTS, "strong"])
    parser.add_argument("--level", default="strong", help="the level measured")
    args = parser.parse_args()
    for opponent in args.opponents:
        print(json.dumps(against(opponent, args.games, args.level)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
