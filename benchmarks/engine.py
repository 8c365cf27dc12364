"""Engine figures in CPython: random games per second, per-move costs, replay, link size."""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable, Iterator

from arle_core import Game, decode, engine, new_game
from arle_core.history import Chronicle, history

Figure = dict[str, object]


def figure(name: str, value: float, unit: str, **extra: object) -> Figure:
    return {"name": name, "value": round(value, 3), "unit": unit, **extra}


def print_figures(prog: str, run: Callable[[bool], Iterator[Figure]]) -> int:
    """A benchmark's command line: ``--quick`` for short runs, a figure a JSON line."""
    parser = argparse.ArgumentParser(prog=prog)
    parser.add_argument("--quick", action="store_true", help="short runs")
    for fig in run(parser.parse_args().quick):
        print(json.dumps(fig), flush=True)
    return 0


def random_game(players: int, seed: int, variant: str = "printed",
                buildings: str = "starter") -> Game:
    g = new_game(players=players, seed=seed, variant=variant, buildings=buildings)
    rng = random.Random(seed)
    while not g.is_over:
        g.play(rng.choice(g.legal_moves()))
    return g


def games_per_second(players: int, games: int, runs: int) -> tuple[float, float]:
    """Median games/s over ``runs`` runs of ``games`` random games; also moves per game."""
    rates = []
    moves = 0
    for r in range(runs):
        start = time.perf_counter()
        moves = 0
        for seed in range(r * games, (r + 1) * games):
            moves += len(random_game(players, seed).moves)
        rates.append(games / (time.perf_counter() - start))
    return statistics.median(rates), moves / games


def per_move_costs(games: int) -> dict[str, float]:
    """Median microseconds of play(), of computing the legal moves afresh, and of copy()."""
    apply_us, legal_us, copy_us = [], [], []
    for seed in range(games):
        g = new_game(players=2, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            t0 = time.perf_counter()
            engine.current(g.state)
            t1 = time.perf_counter()
            key = rng.choice(g.legal_moves())
            t2 = time.perf_counter()
            g.play(key)
            t3 = time.perf_counter()
            legal_us.append((t1 - t0) * 1e6)
            apply_us.append((t3 - t2) * 1e6)
            if len(g.moves) % 10 == 0:
                t4 = time.perf_counter()
                g.copy()
                copy_us.append((time.perf_counter() - t4) * 1e6)
    return {"apply": statistics.median(apply_us), "legal": statistics.median(legal_us),
            "copy": statistics.median(copy_us)}


def replay_ms(runs: int) -> float:
    link = random_game(2, 1).encode()
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        decode(link)
        times.append((time.perf_counter() - t0) * 1e3)
    return statistics.median(times)


def chronicle_ms(runs: int) -> tuple[float, float]:
    """Median ms to replay a finished 2-player game with its record of what each move did
    (the page does this on opening a link and on undo), and to group it into the history."""
    game = random_game(2, 1)
    replays, groups = [], []
    for _ in range(runs):
        t0 = time.perf_counter()
        chronicle = Chronicle.replay(game)
        t1 = time.perf_counter()
        history(chronicle.records, 2)
        groups.append((time.perf_counter() - t1) * 1e3)
        replays.append((t1 - t0) * 1e3)
    return statistics.median(replays), statistics.median(groups)


def link_lengths(players: int, games: int) -> tuple[float, int]:
    lengths = [len(random_game(players, seed).encode()) for seed in range(games)]
    return statistics.median(lengths), max(lengths)


def run(quick: bool) -> Iterator[Figure]:
    games, runs = (20, 3) if quick else (100, 5)
    for players, name in ((2, "engine.random_games_per_s"), (1, "engine.random_games_per_s_solo")):
        rate, moves = games_per_second(players, games, runs)
        yield figure(name, rate, "games/s", moves_per_game=round(moves, 1), target=50
                     if players == 2 else None)
    costs = per_move_costs(5 if quick else 20)
    yield figure("engine.apply_us", costs["apply"], "us")
    yield figure("engine.legal_moves_us", costs["legal"], "us")
    yield figure("engine.copy_us", costs["copy"], "us")
    yield figure("engine.replay_ms", replay_ms(5 if quick else 20), "ms")
    chronicle, grouped = chronicle_ms(5 if quick else 20)
    yield figure("engine.replay_with_record_ms", chronicle, "ms")
    yield figure("engine.history_ms", grouped, "ms")
    for players, tag in ((2, ""), (1, "_solo")):
        median, most = link_lengths(players, 20 if quick else 100)
        yield figure(f"link.chars_median{tag}", median, "chars")
        yield figure(f"link.chars_max{tag}", most, "chars", target=600 if players == 2 else None)
