"""The computer player: a legal key for every decision of every kind of game, the
same key for the same game and level, and work bounded by the level's node budget."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arle_core import Game, decode, new_game
from arle_core.ai import LEVELS, Hint, Level, choose, hint, search_for
from arle_core.bots import random_move

from .invariants import KINDS, check, game_kinds, seeds

TINY = Level("tiny", budget=40, complete_turn=True, horizon=2, width=2)


def random_position(kind: tuple[int, str, str], seed: int, moves: int) -> Game:
    """A game of ``kind`` after up to ``moves`` random moves."""
    players, variant, buildings = kind
    g = new_game(players=players, seed=seed, variant=variant, buildings=buildings)
    rng = random.Random(seed)
    for _ in range(moves):
        if g.is_over:
            break
        g.play(random_move(g, rng))
    return g


@pytest.mark.parametrize("kind", KINDS, ids=["-".join(map(str, k)) for k in KINDS])
def test_ai_plays_a_whole_game_of_every_kind_with_legal_keys(kind: tuple[int, str, str]) -> None:
    """Every decision of a game, whatever its kind (worker turn, sub-step, payment,
    Inventorying, game end), gets one of its legal keys; the state stays valid."""
    players, variant, buildings = kind
    g = new_game(players=players, seed=11, variant=variant, buildings=buildings)
    kinds = set()
    while not g.is_over:
        d = g.decision()
        assert d is not None
        kinds.add(d.kind)
        key = choose(g, "casual")
        assert key in g.legal_moves()
        g.play(key)
        check(g)
    assert {"turn", "declare_end"} <= kinds


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kind=game_kinds, seed=seeds, moves=st.integers(min_value=0, max_value=220))
def test_ai_key_is_legal_in_random_positions(kind: tuple[int, str, str], seed: int,
                                             moves: int) -> None:
    g = random_position(kind, seed, moves)
    if not g.is_over:
        assert choose(g, TINY) in g.legal_moves()


def test_ai_refuses_a_finished_game() -> None:
    g = random_position((1, "printed", "starter"), 2, 10_000)
    assert g.is_over
    with pytest.raises(ValueError, match="over"):
        choose(g, "casual")


@pytest.mark.parametrize("level", ["casual", "good", "strong"])
def test_same_game_and_level_same_key(level: str) -> None:
    """Deterministic: the same position (also rebuilt from its link) gives the same key."""
    for seed, moves in ((3, 5), (4, 40), (5, 90)):
        g = random_position((2, "printed", "random"), seed, moves)
        first = choose(g, level)
        assert choose(g, level) == first
        assert choose(decode(g.encode()), level) == first


@pytest.mark.parametrize("level", ["casual", "good", "strong"])
def test_level_budget_bounds_the_nodes_searched(level: str) -> None:
    g = random_position((2, "yucata", "random"), 8, 30)
    key, search = search_for(g, level)
    assert key in g.legal_moves()
    assert 0 < search.nodes <= LEVELS[level].budget


def test_a_tiny_budget_still_gives_a_legal_key_within_it() -> None:
    for seed in range(5):
        g = random_position((1, "printed", "random"), seed, 20 * seed)
        key, search = search_for(g, Level("two", budget=2, complete_turn=True, horizon=3,
                                          width=2))
        assert key in g.legal_moves() and search.nodes <= 2


def test_search_leaves_the_game_untouched() -> None:
    g = random_position((2, "printed", "starter"), 6, 50)
    before = (g.encode(), g.state.copy())
    choose(g, TINY)
    assert (g.encode(), g.state) == before


def test_levels_grow_in_work() -> None:
    budgets = [LEVELS[n].budget for n in ("casual", "good", "strong")]
    assert budgets == sorted(budgets) and len(set(budgets)) == 3


@pytest.mark.slow
@pytest.mark.parametrize("kind", KINDS, ids=["-".join(map(str, k)) for k in KINDS])
def test_good_level_whole_games_of_every_kind(kind: tuple[int, str, str]) -> None:
    for seed in range(2):
        players, variant, buildings = kind
        g = new_game(players=players, seed=seed, variant=variant, buildings=buildings)
        while not g.is_over:
            key = choose(g, "good")
            assert key in g.legal_moves()
            g.play(key)
            check(g)


@pytest.mark.slow
def test_good_level_beats_greedy_in_a_two_player_game() -> None:
    from arle_core.bots import greedy_move

    g = new_game(players=2, seed=2, buildings="random")
    rng = random.Random(2)
    while not g.is_over:
        d = g.decision()
        assert d is not None
        g.play(choose(g, "good") if d.player == 0 else greedy_move(g, rng))
    assert g.winner() == 0


def test_hint_is_the_strong_choice_with_its_margin_over_the_next_best() -> None:
    solo = random_position((1, "printed", "random"), 4, 30)
    h = hint(solo, "good")
    assert h.key == choose(solo, "good") and h.key in solo.legal_moves()
    assert h.value is not None and h.nodes <= LEVELS["good"].budget
    assert h.runner_up in solo.legal_moves() and h.runner_up != h.key
    assert h.margin is not None and h.margin >= 0  # the pick is the best judged
    d = solo.decision()
    assert d is not None and h.runner_up_label == d.option(h.runner_up or "").label
    assert f"“{h.runner_up_label}”" in h.reason
    if h.margin >= 0.5:
        assert f"About {max(1, round(h.margin))} VP more by the end" in h.reason
    duel = random_position((2, "printed", "starter"), 5, 30)
    h2 = hint(duel, "good")
    assert h2.two_players and h2.key in duel.legal_moves()
    assert h2.margin is None or h2.margin < 0.5 or "against your opponent" in h2.reason


def test_hint_reason_reads_for_each_margin() -> None:
    def reason(margin: float | None, two: bool = False) -> str:
        return Hint("a", 10.0, two, 5, "b", "Woodcutter", margin).reason

    assert reason(0.2) == "About as good as “Woodcutter”, the next best option: take either."
    assert reason(0.7).startswith("About 1 VP more by the end than “Woodcutter”")
    assert reason(6.4, two=True).startswith("About 6 VP better for you against your opponent")
    assert reason(None) == "It looked no further."


def test_hint_on_a_forced_decision_says_so() -> None:
    g = new_game(players=1, seed=2)
    while len(g.legal_moves()) > 1:
        g.play(g.legal_moves()[0])
    h = hint(g, TINY)
    assert h.value is None and h.reason == "The only way on." and h.nodes == 0


def test_plan_is_progress_toward_the_best_big_building_on_the_board() -> None:
    """A red building costs 3 Timber, 3 Bricks and 15 Food and is worth 15 VP (rulebook
    "Index of Building Tiles"): holding all of it is the whole 15, holding part of it a
    share of that squared; a building no longer on the board does not count."""
    from arle_core.ai.evaluate import plan

    g = new_game(players=1, seed=3, buildings="random")
    p = g.state.players[0]
    p.goods.update(timber=3, brick=3, food=15)
    assert plan(g.state, p) == pytest.approx(15.0)
    p.goods.update(timber=0, brick=0, food=0, clay=0, wood=0, flax=0, grain=0, wool=0)
    some = plan(g.state, p)
    p.goods.update(timber=3)
    assert some < plan(g.state, p) < 15.0
    for red in ("village_church", "lutetsburg_castle", "berum_castle"):
        g.state.board_buildings.remove(red)
    p.goods.update(brick=3, food=15)
    assert plan(g.state, p) < 15.0



def test_nothing_is_hidden_after_setup_so_the_computer_cannot_peek() -> None:
    """Rulebook, "Setup": the starting player and the buildings on the board are drawn at
    random, both in view; after that the game has no cards, no draws and no dice. So the
    seed says nothing the players cannot see: two games with the same buildings and
    starting player but different seeds stay the same game move for move, and the computer
    (whose look-ahead plays the game's own copies) chooses the same keys in both."""
    first = new_game(players=2, seed=1, buildings="random")
    second = new_game(players=2, seed=2, buildings=first.setup.buildings)
    assert second.state.start_player == first.state.start_player
    rng = random.Random(5)
    for n in range(120):
        if n % 30 == 29:
            for level in ("casual", TINY):
                assert choose(second, level) == choose(first, level)
        key = random_move(first, rng)
        first.play(key)
        second.play(key)
        assert replace(second.state, setup=first.setup) == first.state
