"""Helpers shared by the rule tests: prepared games and short ways to drive them."""

from __future__ import annotations

import random
from collections.abc import Iterable

from arle_core import Game, engine, new_game
from arle_core.state import PlayerState


def fresh(players: int = 1, seed: int = 1, **kw: object) -> Game:
    """A new game whose player 0 (the one deciding first in solo) is about to place."""
    g = new_game(players=players, seed=seed, **kw)  # type: ignore[arg-type]
    return g


def me(g: Game) -> PlayerState:
    """The player whose decision is pending."""
    d = g.decision()
    assert d is not None
    return g.state.players[d.player]


def give(g: Game, **goods: int) -> None:
    """Set goods of the deciding player (absolute values), then re-evaluate the decision."""
    p = me(g)
    p.goods.update(goods)
    refresh(g)


def refresh(g: Game) -> None:
    """After editing the state by hand, let the engine settle and forget cached options."""
    engine.advance(g.state)
    g._opts = None


def play(g: Game, *keys: str) -> None:
    for k in keys:
        g.play(k)


def keys_with(g: Game, prefix: str) -> list[str]:
    return [k for k in g.legal_moves() if k.startswith(prefix)]


def random_playout(g: Game, rng: random.Random, check: object = None,
                   max_moves: int = 20_000) -> Game:
    """Play random legal moves to the end; ``check(g)`` after every move if given."""
    for _ in range(max_moves):
        if g.is_over:
            return g
        g.play(rng.choice(g.legal_moves()))
        if callable(check):
            check(g)
    raise AssertionError("game did not end")


def place(g: Game, space: str) -> None:
    g.play(f"space:{space}")


def pass_turns(g: Game, n: int) -> None:
    for _ in range(n):
        g.play("pass")


def all_keys(g: Game) -> Iterable[str]:
    return g.legal_moves()


def at_half_year(g: Game, half_year: int, start_player: int = 0) -> None:
    """Jump a fresh game to the start of ``half_year`` (Summer odd, Winter even)."""
    from arle_core import flow

    s = g.state
    s.stack.clear()
    s.half_year = half_year
    s.start_player = start_player
    flow.begin_half_year(s)
    refresh(g)


def to_inventory(g: Game) -> None:
    """Pass every remaining worker and declare the end of the Work Phase for everyone."""
    half_year = g.state.half_year
    while not g.is_over and g.state.half_year == half_year and g.state.stage in (
            "work", "end_work"):
        ks = g.legal_moves()
        g.play("pass" if "pass" in ks else "end" if "end" in ks else ks[0])


def finish_half_year(g: Game) -> None:
    """Pass, declare the end, and run Inventorying with the first option of each choice."""
    half_year = g.state.half_year
    to_inventory(g)
    while g.state.stage not in ("final", "over") and g.state.half_year == half_year:
        ks = g.legal_moves()
        g.play("feed" if "feed" in ks else ks[0])


def main_moves(g: Game) -> list[str]:
    """The keys of the decision's own options (group MAIN), without the any-time abilities
    that every decision also offers."""
    d = g.decision()
    return [] if d is None else [o.key for o in d.options if o.group == "main"]


def game_with(*buildings: str, variant: str = "printed", half_year: int = 1) -> Game:
    """A solo game with exactly these buildings in play, at the start of ``half_year``."""
    g = fresh(1, 1, variant=variant, buildings=list(buildings))
    if half_year != 1:
        at_half_year(g, half_year)
    return g
