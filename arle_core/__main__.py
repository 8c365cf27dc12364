"""Command line: ``python -m arle_core play --random --seed 3`` plays a seeded random game
(``--greedy``: a greedy one) and prints the final score sheets; ``--link`` prints the game's
link text too."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence

from . import new_game
from .bots import play_out
from .game import Game
from .scoring import CATEGORIES


def play_bot(players: int, seed: int, variant: str, buildings: str, greedy: bool) -> Game:
    """Every decision by a simple player (uniformly random, or greedy on the live score),
    from a generator seeded ``seed``."""
    g = new_game(players=players, seed=seed, variant=variant, buildings=buildings)
    return play_out(g, random.Random(seed), greedy=greedy)


def format_sheets(g: Game) -> str:
    sheets = g.scores()
    names = g.setup.names
    width = max(len(label) for _, label in CATEGORIES) + 2
    lines = [" " * width + "".join(f"{n:>10}" for n in names)]
    for key, label in [*CATEGORIES, ("total", "Total")]:
        lines.append(f"{label:<{width}}" + "".join(f"{s[key]:>10g}" for s in sheets))
    w = g.winner()
    if w is not None and len(names) > 1:
        lines.append(f"Winner: {names[w]}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m arle_core",
                                     description="Fields of Arle rules engine")
    sub = parser.add_subparsers(dest="command", required=True)
    play = sub.add_parser("play", help="play a game and print the score sheets")
    who = play.add_mutually_exclusive_group(required=True)
    who.add_argument("--random", action="store_true", help="choose every move at random")
    who.add_argument("--greedy", action="store_true",
                     help="choose the move that most raises the live score")
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--players", type=int, choices=(1, 2), default=2)
    play.add_argument("--variant", choices=("printed", "yucata"), default="printed")
    play.add_argument("--buildings", choices=("starter", "random"), default="starter")
    play.add_argument("--link", action="store_true", help="also print the game's link text")
    args = parser.parse_args(argv)
    g = play_bot(args.players, args.seed, args.variant, args.buildings, args.greedy)
    print(f"{args.players}-player game, seed {args.seed}, {args.variant} rules, "
          f"{args.buildings} buildings: {len(g.moves)} moves")
    print(format_sheets(g))
    if args.link:
        print(g.encode())
    return 0


if __name__ == "__main__":
    sys.exit(main())
