"""Agricola engine figures in CPython: random games per second for 1–4 players, the
replay of a link, and the link length of a finished game (median and longest of today's
format with no seat named, the median with typical names, and the median the option-index
format 1 would take), and the computer player's
margin over the greedy bot (:mod:`benchmarks.agricola_ai`).

``run(quick)`` yields figures like :func:`benchmarks.engine.run` (hook it into
``python -m benchmarks``); ``python -m benchmarks.agricola [--quick]`` prints them alone."""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Iterator
from dataclasses import replace

from agricola_core import Game, decode, new_game
from agricola_core.bots import play_out
from agricola_core.codec import encode_indexes, encode_moves, move_indexes, offered

from . import agricola_ai
from .engine import Figure, figure, print_figures

NAMES = ("Annabel", "Björn", "Chidi", "Dörte")  # typical names, one not ASCII


def named_link(game: Game) -> str:
    """The game's link had its players been named."""
    setup = replace(game.setup, names=NAMES[:game.setup.players])
    return encode_moves(setup, game.moves, offered(game))


def random_game(players: int, seed: int) -> Game:
    return play_out(new_game(players, seed), random.Random(seed))


def games_per_second(players: int, games: int, runs: int) -> tuple[float, float]:
    """Median games/s over ``runs`` runs of ``games`` random games; also moves per game."""
    rates: list[float] = []
    played: list[Game] = []
    for r in range(runs):
        start = time.perf_counter()
        played = [random_game(players, seed) for seed in range(r * games, (r + 1) * games)]
        rates.append(games / (time.perf_counter() - start))
    return statistics.median(rates), statistics.mean(len(g.moves) for g in played)


def run(quick: bool) -> Iterator[Figure]:
    games, runs = (10, 3) if quick else (50, 5)
    for players in (1, 2, 3, 4):
        rate, moves = games_per_second(players, games, runs)
        yield figure(f"agricola.random_games_per_s_{players}p", rate, "games/s",
                     moves_per_game=round(moves, 1))
    finished = [random_game(players, seed) for players in (1, 2, 3, 4)
                for seed in range(10 if quick else 40)]
    links = [g.encode() for g in finished]
    start = time.perf_counter()
    for link in links[:5]:
        decode(link)
    yield figure("agricola.replay_ms", (time.perf_counter() - start) / 5 * 1000, "ms")
    for players in (1, 2, 3, 4):
        games = [(g, link) for g, link in zip(finished, links, strict=True)
                 if g.setup.players == players]
        lengths = [len(link) for _, link in games]
        indexes = [len(encode_indexes(g.setup, move_indexes(g))) for g, _ in games]
        named = [len(named_link(g)) for g, _ in games]
        yield figure(f"agricola.link_chars_median_{players}p", statistics.median(lengths),
                     "chars", max=max(lengths), named_median=statistics.median(named),
                     format1_median=statistics.median(indexes))
    yield from agricola_ai.run(quick)

def main() -> int:
    return print_figures("python -m benchmarks.agricola", run)


if __name__ == "__main__":
    sys.exit(main())
