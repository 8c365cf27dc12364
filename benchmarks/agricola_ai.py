"""The Agricola computer player against the greedy test bot: 2-player games, the
computer in each seat in turn, its mean margin (its points less the bot's), wins and
seconds a game. ``python -m benchmarks.agricola_ai [--games 40] [--level good]``;
``python -m benchmarks`` runs a few games of the good level (:func:`run`).

``--targets`` prints the strong level's figures against its targets instead: its score
solo (10 games: mean, least, begging cards), in 2-player games against the good level (the
plan) and against the fitted search (20 games each, seats alternating), in 3- and
4-player games with good in the other seats (5 games each, its seat rotating), and the CPU
time of its decisions by player count (median, p95). ``--solo N --duels N --multi N``
run parts (0: none); ``--opponents good`` only one opponent. Its seeds (9000 on) are apart
from the training tool's (2000..).

``--trace SEED`` prints what the level does in that solo game, round by round (the
spaces it takes and what it builds, plows, sows and buys there), and its score sheet: the
way to compare its plan with a family player's."""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from agricola_core import Game, new_game
from agricola_core.ai import LEVELS, choose, fitted
from agricola_core.bots import greedy_move

from .engine import Figure, figure


@dataclass(frozen=True, slots=True)
class Duel:
    """One game: the computer's seat, both totals, seconds it took."""

    seed: int
    ai_seat: int
    ai: int
    bot: int
    seconds: float

    @property
    def margin(self) -> int:
        return self.ai - self.bot


def duel(seed: int, level: str) -> Duel:
    """A 2-player game of ``seed``: the computer at ``level`` against the greedy bot, the
    computer in seat ``seed % 2`` (seat 0 starts)."""
    ai_seat = seed % 2
    g = new_game(2, seed, start_player=0)
    rng = random.Random(seed)
    start = time.perf_counter()
    while not g.is_over:
        d = g.decision()
        assert d is not None
        if d.player == ai_seat:
            g.play(choose(g, level))
        else:
            g.play(greedy_move(g, rng))
    totals = [s["total"] for s in g.scores()]
    return Duel(seed, ai_seat, totals[ai_seat], totals[1 - ai_seat],
                time.perf_counter() - start)


def summary(duels: list[Duel], level: str) -> dict[str, object]:
    margins = [d.margin for d in duels]
    return {"name": f"agricola_ai.{level}_vs_greedy_2p", "games": len(duels),
            "mean_margin": round(statistics.mean(margins), 2),
            "median_margin": statistics.median(margins),
            "wins": sum(m > 0 for m in margins), "ties": sum(m == 0 for m in margins),
            "mean_ai": round(statistics.mean(d.ai for d in duels), 2),
            "mean_bot": round(statistics.mean(d.bot for d in duels), 2),
            "seconds_a_game": round(statistics.mean(d.seconds for d in duels), 2)}


TARGET_SEEDS = 9000  # solo games 9000.., 2-player games 9100.., 3 and 4 players 9200..
# The opponents strong is measured against: the plan (good) and the fitted search at its
# old good level (agricola_core.ai.fitted), a program that plays unlike the plan.
OPPONENTS = ("good", "fitted")
Chooser = Callable[[Game], str]


def chooser(name: str) -> Chooser:
    """A level of :data:`LEVELS`, or ``fitted`` (the fitted search's good level)."""
    if name == "fitted":
        return lambda g: fitted.choose(g, "good")
    return lambda g: choose(g, name)


@dataclass(frozen=True, slots=True)
class Played:
    """One game with ``level`` in ``seats`` (the others at ``other``): each seat's total
    and begging cards, and the CPU seconds of each decision ``level`` made."""

    seed: int
    seats: tuple[int, ...]
    totals: tuple[int, ...]
    begging: tuple[int, ...]
    seconds: tuple[float, ...]

    @property
    def own(self) -> int:
        return self.totals[self.seats[0]]

    @property
    def best_other(self) -> int:
        return max(t for i, t in enumerate(self.totals) if i not in self.seats)


def play(players: int, seed: int, seats: tuple[int, ...], level: str = "strong",
         other: str = "good") -> Played:
    g = new_game(players, seed, start_player=0)
    seconds: list[float] = []
    mine, theirs = chooser(level), chooser(other)
    while not g.is_over:
        d = g.decision()
        assert d is not None
        if d.player in seats:
            start = time.process_time()
            key = mine(g)
            seconds.append(time.process_time() - start)
        else:
            key = theirs(g)
        g.play(key)
    return Played(seed, seats, tuple(s["total"] for s in g.scores()),
                  tuple(f.begging for f in g.farmers), tuple(seconds))


def _cpu(games: list[Played]) -> dict[str, float]:
    times = sorted(t for g in games for t in g.seconds)
    if not times:
        return {}
    return {"decisions": len(times), "median_s": round(statistics.median(times), 3),
            "p95_s": round(times[int(0.95 * (len(times) - 1))], 3),
            "max_s": round(times[-1], 3), "total_s": round(sum(times), 1)}


def _against(games: list[Played]) -> dict[str, object]:
    own = [g.own for g in games]
    others = [g.best_other for g in games]
    return {"games": len(games), "mean": round(statistics.mean(own), 2), "min": min(own),
            "others_mean": round(statistics.mean(others), 2),
            "won": sum(a > b for a, b in zip(own, others, strict=True)),
            "begging_cards": sum(g.begging[g.seats[0]] for g in games),
            "scores": [f"{g.own}-{g.best_other}" for g in games]}


def targets(solo: int = 10, duels: int = 20, multi: int = 5, level: str = "strong",
            opponents: Sequence[str] = OPPONENTS) -> dict[str, object]:
    """``level``'s figures against the targets (see the module docstring): solo, 2 players
    against each opponent (seats alternating), 3 and 4 players against the plan (its seat
    rotating), with the CPU time of its decisions by player count."""
    out: dict[str, object] = {"name": f"agricola_ai.{level}_targets", "level": level}
    by_players: dict[int, list[Played]] = {}
    if solo:
        games = [play(1, TARGET_SEEDS + i, (0,), level) for i in range(solo)]
        scores = [g.own for g in games]
        out["solo"] = {"games": solo, "mean": round(statistics.mean(scores), 2),
                       "min": min(scores), "begging_cards": sum(g.begging[0] for g in games),
                       "scores": scores}
        by_players[1] = games
    for other in opponents if duels else ():
        games = [play(2, TARGET_SEEDS + 100 + i, (i % 2,), level, other)
                 for i in range(duels)]
        out[f"2p_vs_{other}"] = _against(games)
        by_players.setdefault(2, []).extend(games)
    for players in (3, 4) if multi else ():
        games = [play(players, TARGET_SEEDS + 100 * players + i, (i % players,), level)
                 for i in range(multi)]
        out[f"{players}p_vs_good"] = _against(games)
        by_players[players] = games
    out["cpu_a_decision"] = {f"{n}p": _cpu(games) for n, games in sorted(by_players.items())}
    return out


# The choices a trace shows besides the spaces taken: what a player builds and grows.
TRACED = ("room:", "stable:", "plow:", "sow:", "pasture:", "major:", "bake:")


def trace(seed: int, level: str = "strong", players: int = 1) -> list[str]:
    """``level`` playing every seat of game ``seed``: seat 0's choices, a line a round
    (``"3: day_laborer | build room:a1"``), then its score sheet's lines that are not 0."""
    g = new_game(players, seed, start_player=0)
    rounds: dict[int, list[str]] = {}
    while not g.is_over:
        d = g.decision()
        assert d is not None
        key = choose(g, level)
        if d.player == 0 and (d.kind == "place" or key.startswith(TRACED)):
            rounds.setdefault(g.round, []).append(key.removeprefix("space:"))
        g.play(key)
    sheet = g.scores()[0]
    return [*(f"{r}: {' | '.join(keys)}" for r, keys in rounds.items()),
            ", ".join(f"{cat} {n}" for cat, n in sheet.items() if n)
            + f"; begging cards {g.farmers[0].begging}"]


def run(quick: bool) -> Iterator[Figure]:
    """The good level's mean margin over the greedy bot (4 games quick, else 40)."""
    duels = [duel(seed, "good") for seed in range(4 if quick else 40)]
    info = {k: v for k, v in summary(duels, "good").items()
            if k not in ("name", "mean_margin")}
    yield figure("agricola.ai_good_vs_greedy_margin_2p",
                 statistics.mean(d.margin for d in duels), "points", **info)


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.agricola_ai")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--level", choices=tuple(LEVELS),
                        help="the computer's level (good; strong with --targets)")
    parser.add_argument("--targets", action="store_true",
                        help="the level's solo and 2-player-against-good figures")
    parser.add_argument("--solo", type=int, default=10, help="solo games (--targets)")
    parser.add_argument("--duels", type=int, default=20,
                        help="2-player games against each opponent (--targets)")
    parser.add_argument("--multi", type=int, default=5,
                        help="3- and 4-player games each (--targets)")
    parser.add_argument("--opponents", nargs="+", default=list(OPPONENTS),
                        choices=[*LEVELS, "fitted"], help="2-player opponents (--targets)")
    parser.add_argument("--trace", type=int, metavar="SEED",
                        help="print the level's solo game of SEED round by round")
    args = parser.parse_args()
    if args.trace is not None:
        print("\n".join(trace(args.trace, args.level or "strong")))
        return 0
    if args.targets:
        print(json.dumps(targets(args.solo, args.duels, args.multi, args.level or "strong",
                                 args.opponents)))
        return 0
    level = args.level or "good"
    duels = [duel(seed, level) for seed in range(args.games)]
    print(json.dumps(summary(duels, level)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
