"""agricola_core: a deterministic rules engine for the family game of Uwe Rosenberg's
*Agricola* (original edition), 1–4 players, on the same model as ``arle_core``.

    >>> from agricola_core import new_game
    >>> g = new_game(players=2, seed=3)
    >>> g.play(g.legal_moves()[0])   # keys like "space:fishing"; IllegalMove if not legal

Standard library only (and the shared ``gamekit`` package).
"""

from gamekit import BadGameCode, Decision, IllegalMove, Option

from .codec import decode
from .game import Game, new_game

__all__ = ["BadGameCode", "Decision", "Game", "IllegalMove", "Option", "decode", "new_game"]
__version__ = "0.1.0"
