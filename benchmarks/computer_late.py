"""The computer's last move of a long game (issue 45, item 4): a 4-player Agricola game and
a 2-player Fields of Arle game, played by the engines' greedy bots; the computer holds
seat 2 and is asked at its last decision with a choice.

Two ways of asking, each timed by the AI worker itself (``ms``: reading the game and
thinking) in the page, and by ``app.computer.think`` in CPython (``time.process_time``):

* ``link``: the link alone, as the page asked before the worker kept its game: the worker
  reads (replays) the whole game first;
* ``kept``: as the page asks now: the worker was asked at the computer's previous decision
  (with the game's record) and keeps that game; the last question carries the record, and
  the worker plays only the moves since.

A build from before the worker kept its game ignores the record: both ways then read the
link (``--site`` that build to see it). ``python -m benchmarks.computer_late [--site SITE]
[--runs N] [--cpython-only]``; a figure a JSON line, with ``load1``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from .engine import Figure, figure

ROOT = Path(__file__).resolve().parent.parent
RUNS = 5
SEAT = 1  # the computer's seat
LEVEL = "good"  # the registry's default level
GAMES = {"agricola_4p": (4, 33), "arle_2p": (2, 7)}  # players, seed
ASK_JS = "([link, level, record]) => window.arleComputer.ask('choose', link, level, record)"


@dataclass(frozen=True)
class Late:
    """A long game at the computer's previous and last decisions: (link, record) each."""

    name: str
    moves: int
    previous: tuple[str, str]
    last: tuple[str, str]


def _record(game: Any) -> str:
    return json.dumps({"setup": asdict(game.setup), "moves": list(game.moves)})


def _played(name: str) -> tuple[Any, Callable[[Any, random.Random], str]]:
    players, seed = GAMES[name]
    if name.startswith("agricola"):
        from agricola_core import new_game as agricola_game
        from agricola_core.bots import greedy_move as agricola_greedy

        return agricola_game(players, seed), agricola_greedy
    from arle_core import new_game
    from arle_core.bots import greedy_move

    return new_game(players=players, seed=seed), greedy_move


def late(name: str) -> Late:
    """The game ``name`` played to its end by the greedy bot; the positions where seat 2
    chose for the last two times."""
    game, bot = _played(name)
    rng = random.Random(GAMES[name][1])
    mine: list[list[str]] = []  # the moves before each of the computer's choices
    while game.decision() is not None:
        d = game.decision()
        if d.player == SEAT and len(d.options) > 1:
            mine.append(list(game.moves))
        game.play(bot(game, rng))
    shots = []
    for moves in mine[-2:]:
        shot, _ = _played(name)
        for key in moves:
            shot.play(key)
        shots.append((shot.encode(), _record(shot)))
    return Late(name, len(mine[-1]), shots[0], shots[1])


def cpython(game: Late, runs: int) -> Iterator[Figure]:
    """``app.computer.think`` in CPython, the last move asked both ways."""
    sys.path.insert(0, str(ROOT / "web"))
    import app.computer as computer

    link_t, kept_t = [], []
    for _ in range(runs):
        t0 = time.process_time()
        computer.think(game.last[0], "choose", LEVEL)
        link_t.append(time.process_time() - t0)
        computer.think(game.previous[0], "choose", LEVEL, game.previous[1])
        t0 = time.process_time()
        computer.think(game.last[0], "choose", LEVEL, game.last[1])
        kept_t.append(time.process_time() - t0)
    for way, times in (("link", link_t), ("kept", kept_t)):
        yield figure(f"computer_late.cpython.{game.name}.{way}_ms",
                     statistics.median(times) * 1000, "ms", moves=game.moves, level=LEVEL,
                     runs=[round(t * 1000) for t in times], load1=_load1())
    # the part this change touches: getting the game (reading the link, or the kept game
    # brought up to date), without the thinking
    read_t, update_t = [], []
    for _ in range(runs):
        t0 = time.process_time()
        computer.open_code(game.last[0])
        read_t.append(time.process_time() - t0)
        computer.game_of(game.previous[0], game.previous[1])
        t0 = time.process_time()
        computer.game_of(game.last[0], game.last[1])
        update_t.append(time.process_time() - t0)
    for way, times in (("read_link", read_t), ("update_kept", update_t)):
        yield figure(f"computer_late.cpython.{game.name}.{way}_ms",
                     statistics.median(times) * 1000, "ms", moves=game.moves,
                     since=len(json.loads(game.last[1])["moves"])
                     - len(json.loads(game.previous[1])["moves"]), load1=_load1())


def page(site: Path, games: list[Late], runs: int) -> Iterator[Figure]:
    """The worker's own times in the page (its boot and engine installs excluded)."""
    from playwright.sync_api import sync_playwright

    from .browser import READY, TIMEOUT_MS, _context, served

    with served(site) as url, sync_playwright() as pw, tempfile.TemporaryDirectory() as tmp:
        ctx = _context(pw, Path(tmp))
        tab = ctx.new_page()
        tab.set_default_timeout(TIMEOUT_MS)
        tab.goto(url)
        tab.wait_for_selector(READY, timeout=TIMEOUT_MS)
        for game in games:  # boots the worker, installs the engine
            tab.evaluate(ASK_JS, [game.previous[0], "casual", None])
        for game in games:
            times: dict[str, list[float]] = {"link": [], "kept": []}
            kept = []  # did the worker play on its kept game (a build that keeps one)?
            for _ in range(runs):
                times["link"].append(_ms(tab.evaluate(ASK_JS, [game.last[0], LEVEL, None])))
                tab.evaluate(ASK_JS, [game.previous[0], LEVEL, game.previous[1]])
                answer = tab.evaluate(ASK_JS, [game.last[0], LEVEL, game.last[1]])
                times["kept"].append(_ms(answer))
                kept.append(answer.get("read") is False)
            for way, ms in times.items():
                yield figure(f"computer_late.page.{game.name}.{way}_ms", statistics.median(ms),
                             "ms", moves=game.moves, level=LEVEL, site=str(site),
                             runs=[round(t) for t in ms], load1=_load1(),
                             **({"played_on_kept": all(kept)} if way == "kept" else {}))
        ctx.close()


def _ms(answer: dict[str, Any]) -> float:
    if "error" in answer:
        raise RuntimeError(f"the worker failed: {answer['error']}")
    return float(answer["ms"])


def _load1() -> float:
    import os

    return round(os.getloadavg()[0], 2)


def main() -> int:
    parser = argparse.ArgumentParser(prog="benchmarks.computer_late")
    parser.add_argument("--site", type=Path, help="a built site (serve.py --build)")
    parser.add_argument("--runs", type=int, default=RUNS)
    parser.add_argument("--cpython-only", action="store_true")
    args = parser.parse_args()
    games = [late(name) for name in GAMES]
    for game in games:
        for fig in cpython(game, args.runs):
            print(json.dumps(fig), flush=True)
    if not args.cpython_only:
        if args.site is None:
            parser.error("--site is needed for the page's figures")
        for fig in page(args.site, games, args.runs):
            print(json.dumps(fig), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
