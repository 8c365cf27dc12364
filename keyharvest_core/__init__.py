"""keyharvest_core: a deterministic rules engine for *Key Harvest*, 2–4 players, on the
decision model every engine of this repository shares (``docs/design.md``).

    >>> from keyharvest_core import new_game
    >>> g = new_game(players=3, seed=7)
    >>> g.play(g.legal_moves()[0])   # IllegalMove (a ValueError) if not legal

The board is the project's own (``keyharvest_core.board``; the printed one is not
published). Standard library only (and the shared ``gamekit`` package).
"""

from gamekit import BadGameCode, Decision, IllegalMove, Option

from .codec import decode
from .game import Game, new_game

__all__ = ["BadGameCode", "Decision", "Game", "IllegalMove", "Option", "decode", "new_game"]
__version__ = "0.1.0"
