"""gamekit: the game-independent pieces shared by the rules engines of this repository.

* :mod:`gamekit.decisions`: what an engine asks (:class:`Decision`, :class:`Option`) and its
  two errors (:class:`IllegalMove`, :class:`BadGameCode`).
* :mod:`gamekit.linkcodec`: the shell of a game link: varints, and zlib + base64url packing
  behind a version prefix, read back strictly.
* :mod:`gamekit.notation`: moves written as the rule facts they apply, read by matching
  those facts against whatever each decision offers.
* :mod:`gamekit.replay`: moves as indexes into their decisions' options, and replaying them.
* :mod:`gamekit.history`: what each move changed, as diffs of counted board elements, and
  move records with their events.
* :mod:`gamekit.search`: the computer player's search, counted in nodes, over any game that
  brings an evaluation.

Standard library only.
"""

from .decisions import ANYTIME, MAIN, BadGameCode, Decision, IllegalMove, Option

__all__ = ["ANYTIME", "MAIN", "BadGameCode", "Decision", "IllegalMove", "Option"]
