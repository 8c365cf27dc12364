"""arle_core: a complete, deterministic rules engine for Uwe Rosenberg's *Fields of Arle*.

    >>> from arle_core import new_game
    >>> g = new_game(players=1, seed=7)
    >>> d = g.decision()            # who decides, the prompt and the options
    >>> g.play(g.legal_moves()[0])  # keys like "space:woodcutter"; IllegalMove if not legal

The engine depends on nothing outside the standard library.
"""

from .codec import decode
from .decisions import BadGameCode, Decision, IllegalMove, Option
from .game import Game, new_game

__all__ = ["BadGameCode", "Decision", "Game", "IllegalMove", "Option", "decode", "new_game"]
__version__ = "0.1.0"
