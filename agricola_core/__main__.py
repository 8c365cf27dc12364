"""``python -m agricola_core play --random --seed 3 --players 3``: play a game with the
test bots (``--random``, ``--greedy``) or the computer player (``--ai good``) in every
seat and print each player's score sheet and the game's link."""

from __future__ import annotations

import argparse
import random
import sys

from .ai import LEVELS, choose
from .bots import play_out
from .data import CATEGORIES
from .game import Game, new_game


def score_table(game: Game) -> str:
    """The score sheets side by side, one category a line."""
    sheets = game.scores()
    width = max(len(c) for c in (*CATEGORIES, "total"))
    head = " " * width + "".join(f"{f'player {i + 1}':>10}" for i in range(len(sheets)))
    lines = [head]
    for cat in (*CATEGORIES, "total"):
        lines.append(f"{cat:<{width}}" + "".join(f"{s[cat]:>10}" for s in sheets))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m agricola_core")
    sub = parser.add_subparsers(dest="command", required=True)
    play = sub.add_parser("play", help="play a whole game with the test bots")
    play.add_argument("--players", type=int, default=2, choices=(1, 2, 3, 4))
    play.add_argument("--seed", type=int, default=0)
    bot = play.add_mutually_exclusive_group()
    bot.add_argument("--random", action="store_true", help="random legal moves (default)")
    bot.add_argument("--greedy", action="store_true", help="one-ply greedy moves")
    bot.add_argument("--ai", choices=tuple(LEVELS), help="the computer player at this level")
    args = parser.parse_args(argv)
    game = new_game(args.players, args.seed)
    if args.ai:
        while not game.is_over:
            game.play(choose(game, args.ai))
    else:
        play_out(game, random.Random(args.seed), greedy=args.greedy)
    print(f"Agricola family game, {args.players} player(s), seed {args.seed}: "
          f"{len(game.moves)} moves")
    print(score_table(game))
    winners = ", ".join(f"player {w + 1}" for w in game.winners())
    print(f"winner: {winners}")
    print(f"link: {game.encode()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
