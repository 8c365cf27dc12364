"""The public ``Game``: setup, the current decision, playing keys, scores, copies."""

from __future__ import annotations

import random
from collections.abc import Sequence

from gamekit import replay
from gamekit.names import given_names

from . import engine, flow
from .data.board import START_TILES, SUPPLY_LIMITS
from .data.buildings import (
    BUILDING_ORDER,
    BUILDINGS,
    DARK_GREEN,
    IN_PLAY,
    LIGHT_GREEN,
    STARTER_INNS,
    of_colour,
)
from .data.destinations import DESTINATIONS
from .data.variants import VARIANTS
from .decisions import Decision, IllegalMove, Option
from .link_format import encode_moves
from .scoring import score_sheet, winner
from .setup_values import DEFAULT_NAMES, check_seed, normal_name
from .setup_values import MAX_NAME as MAX_NAME
from .setup_values import MAX_NAME_BYTES as MAX_NAME_BYTES
from .setup_values import MAX_SEED as MAX_SEED
from .setup_values import MIN_SEED as MIN_SEED
from .state import GameState, PlayerState, Setup
from .steps.common import supply_group


def choose_buildings(rng: random.Random, buildings: str | Sequence[str]) -> tuple[str, ...]:
    """The buildings in play (docs/rules-notes.md "Buildings"), in board order.

    ``"starter"``: the 4 light green houses, 2 random yellow, the Potter's, Farmer's and
    Junk Dealer's Inns; ``"random"``: 4 random dark green, 2 random yellow, 3 random blue.
    All orange and red buildings are always in play. A list names them explicitly.
    """
    if not isinstance(buildings, str):
        chosen = list(dict.fromkeys(buildings))
        unknown = [b for b in chosen if b not in BUILDINGS]
        if unknown:
            raise ValueError(f"unknown building(s): {', '.join(unknown)}")
        return tuple(b for b in BUILDING_ORDER if b in chosen)
    if buildings not in ("starter", "random"):
        raise ValueError('buildings must be "starter", "random" or a list of building keys')
    chosen = []
    for colour, n in IN_PLAY.items():
        pool = of_colour(colour)
        if colour == LIGHT_GREEN:
            chosen += pool if buildings == "starter" else []
        elif colour == DARK_GREEN:
            chosen += rng.sample(pool, n) if buildings == "random" else []
        elif colour == "blue" and buildings == "starter":
            chosen += STARTER_INNS
        elif len(pool) > n:
            chosen += rng.sample(pool, n)
        else:
            chosen += pool
    return tuple(b for b in BUILDING_ORDER if b in chosen)


def initial_state(setup: Setup) -> GameState:
    players = [PlayerState(destinations=list(DESTINATIONS)) for _ in range(setup.players)]
    supply = dict(SUPPLY_LIMITS)
    for face, n in START_TILES.items():
        supply[supply_group(face)] -= n * setup.players
    state = GameState(setup=setup, players=players, supply=supply,
                      board_buildings=list(setup.buildings), start_player=setup.start_player)
    flow.begin_half_year(state)
    engine.advance(state)
    return state


def make_setup(players: int = 2, seed: int | None = None, variant: str = "printed",
               buildings: str | Sequence[str] = "starter",
               names: Sequence[str] | None = None) -> Setup:
    if type(players) is not int or players not in (1, 2):
        raise ValueError("Fields of Arle is played by 1 or 2 players (the number 1 or 2)")
    if variant not in VARIANTS:
        raise ValueError(f"variant must be one of {', '.join(VARIANTS)}")
    seed = random.SystemRandom().randrange(2**31) if seed is None else check_seed(seed)
    rng = random.Random(seed)
    start = rng.randrange(players)
    chosen = choose_buildings(rng, buildings)
    given = given_names(names, players) if names is not None else DEFAULT_NAMES[:players]
    names = tuple(normal_name(n, i) for i, n in enumerate(given))
    return Setup(players, seed, variant, chosen, names, start)


class Game:
    """A game of Fields of Arle: always waiting on one decision until it is over."""

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.state = initial_state(setup)
        self.moves: list[str] = []
        self._opts: list[Option] | None = None  # the pending decision's options (cache)

    # ----------------------------------------------------------- the question
    def decision(self) -> Decision | None:
        """The pending decision, or None when the game is over."""
        if not self.state.stack:
            return None
        return engine.decision(self.state, self.options())

    def options(self) -> list[Option]:
        if self._opts is None:
            cur = engine.current(self.state)
            self._opts = cur[1] if cur else []
        return self._opts

    def legal_moves(self) -> list[str]:
        """The option keys of the current decision in canonical order ([] when over)."""
        return [o.key for o in self.options()]

    @property
    def is_over(self) -> bool:
        return self.state.stage == "over" and not self.state.stack

    # ------------------------------------------------------------- the answer
    def play(self, key: str) -> None:
        """Apply one key; raises IllegalMove with the reason, changing nothing."""
        if not isinstance(key, str):
            raise IllegalMove(f"a move is a text key, not {type(key).__name__}")
        opts = self.options()
        chosen = engine.find(opts, key)
        if chosen is None:
            if self.is_over:
                raise IllegalMove("the game is over: no more moves")
            d = self.decision()
            prompt = d.prompt if d else ""
            raise IllegalMove(f"{key!r} is not a legal move now ({prompt}); "
                              f"legal: {', '.join(o.key for o in opts[:12])}"
                              + (" ..." if len(opts) > 12 else ""))
        self._opts = engine.play(self.state, chosen)
        self.moves.append(key)

    # ---------------------------------------------------------------- results
    def scores(self) -> list[dict[str, float]]:
        """One score sheet per player: each category and the total (live during the game)."""
        return [score_sheet(self.state, i) for i in range(self.setup.players)]

    def winner(self) -> int | None:
        return winner(self.state) if self.is_over else None

    @property
    def current_player(self) -> int | None:
        d = self.state.stack[-1] if self.state.stack else None
        return d.player if d else None

    def copy(self) -> Game:
        g = Game.__new__(Game)
        g.setup = self.setup
        g.state = self.state.copy()
        g.moves = list(self.moves)
        g._opts = self._opts
        return g

    def encode(self) -> str:
        """The game's link text: the format version, the setup and every move
        (:mod:`arle_core.link_format`; :func:`arle_core.codec.decode` reads it)."""
        return encode_moves(self.setup, self.moves, offered(self))

    def __repr__(self) -> str:
        return (f"<Game {self.setup.players}p {self.setup.variant} half-year "
                f"{self.state.half_year} moves={len(self.moves)}>")


def offered(game: Game) -> list[list[str]]:
    """The option keys each move of ``game`` chose from (a replay of its setup)."""
    return replay.offered(Game(game.setup), game.moves)


def new_game(players: int = 2, seed: int | None = None, variant: str = "printed",
             buildings: str | Sequence[str] = "starter",
             names: Sequence[str] | None = None) -> Game:
    """Start a game: 1 or 2 players, a seed (the game number: MIN_SEED to MAX_SEED,
    random if omitted), the ruleset
    ("printed" or "yucata") and the buildings ("starter", "random" or a list)."""
    return Game(make_setup(players, seed, variant, buildings, names))
