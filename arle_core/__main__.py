"""Command line: ``python -m arle_core play --random --seed 3`` plays a seeded random game
(``--greedy``: a greedy one; ``--ai strong``: the computer player at a level) and prints the
final score sheets; ``--link`` prints the game's link text too. With ``--ai`` and 2 players,
``--vs`` names the second player (greedy by default); the computer is player 1, the first
column of the sheets."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence

from . import new_game
from .bots import greedy_move, play_out, random_move
from .game import Game
from .scoring import CATEGORIES


def play_bot(players: int, seed: int, variant: str, buildings: str, greedy: bool) -> Game:
    """Every decision by a simple player (uniformly random, or greedy on the live score),
    from a generator seeded ``seed``."""
    g = new_game(players=players, seed=seed, variant=variant, buildings=buildings)
    return play_out(g, random.Random(seed), greedy=greedy)


PLAYERS = ("random", "greedy", "casual", "good", "strong")


def play_ai(players: int, seed: int, variant: str, buildings: str, level: str,
            opponent: str = "greedy") -> Game:
    """The computer at ``level`` as player 1; with 2 players, ``opponent`` as player 2 (a
    simple player seeded ``seed``, or the computer at another level)."""
    from . import ai

    g = new_game(players=players, seed=seed, variant=variant, buildings=buildings,
                 names=(f"AI {level}",) if players == 1 else (f"AI {level}", opponent))
    rng = random.Random(seed)
    while not g.is_over:
        d = g.decision()
        assert d is not None
        who = level if d.player == 0 else opponent
        if who == "random":
            key = random_move(g, rng)
        elif who == "greedy":
            key = greedy_move(g, rng)
        else:
            key = ai.choose(g, who)
        g.play(key)
    return g


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
    who.add_argument("--ai", choices=PLAYERS[2:], help="the computer player at this level")
    play.add_argument("--vs", choices=PLAYERS, default="greedy",
                      help="with --ai and 2 players: the second player (default greedy)")
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--players", type=int, choices=(1, 2), default=2)
    play.add_argument("--variant", choices=("printed", "yucata"), default="printed")
    play.add_argument("--buildings", choices=("starter", "random"), default="starter")
    play.add_argument("--link", action="store_true", help="also print the game's link text")
    args = parser.parse_args(argv)
    if args.ai:
        g = play_ai(args.players, args.seed, args.variant, args.buildings, args.ai, args.vs)
    else:
        g = play_bot(args.players, args.seed, args.variant, args.buildings, args.greedy)
    print(f"{args.players}-player game, seed {args.seed}, {args.variant} rules, "
          f"{args.buildings} buildings: {len(g.moves)} moves")
    print(format_sheets(g))
    if args.link:
        print(g.encode())
    return 0


if __name__ == "__main__":
    sys.exit(main())
