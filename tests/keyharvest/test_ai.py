"""Key Harvest's computer player (``keyharvest_core.ai``): a legal key at every decision
of random games with 2, 3 and 4 players at every level; the same key for the same game
and level, the game untouched; the hidden bag order, the events removed unseen and the
other seats' secret opening counters never change a choice (key-harvest-facts.md §11);
a table drawn for a seat keeps what it sees; the rollouts beat a random player; a hint
with its reason in ``gamekit.explain``'s shape, as ``web/app/computer.py`` asks it."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from gamekit.explain import Hint
from gamekit.registry import registered
from keyharvest_core import Game, new_game
from keyharvest_core.ai import LEVELS, Level, choose, hint, sample
from keyharvest_core.ai.plan import RULES, ranked
from keyharvest_core.ai.table import bag_contents, secret_pool
from keyharvest_core.board import CROPS
from keyharvest_core.data import COUNTERS_EACH
from keyharvest_core.info import KEYHARVEST
from keyharvest_core.rules import STEPS
from keyharvest_core.view import seat_view

# rollouts a few turns deep on one table: the strong level's method at a test's budget
TINY = Level("tiny", width=2, draws=1, rounds=1)


def _random_game(players: int, seed: int, moves: int) -> Game:
    """A game ``moves`` random moves in, then on to a decision with a choice."""
    g = new_game(players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if g.is_over:
            break
        g.play(rng.choice(g.legal_moves()))
    while not g.is_over and len(g.legal_moves()) < 2:
        g.play(g.legal_moves()[0])
    return g


def test_the_plan_has_a_rule_for_every_decision_kind() -> None:
    assert set(STEPS.decisions) <= set(RULES)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_level_gives_a_legal_key_at_every_decision(players: int) -> None:
    """A random game (so every kind of decision comes up, events and workers too): at each
    decision the plan's levels answer with a legal key, the rollouts at every 4th, the
    strong level itself at every 60th (the test's time)."""
    g = new_game(players, 40 + players)
    rng = random.Random(players)
    kinds = set()
    while not g.is_over:
        d = g.decision()
        assert d is not None
        kinds.add(d.kind)
        legal = g.legal_moves()
        for level in ("casual", "good"):
            assert choose(g, level) in legal
        if len(g.moves) % 4 == 0:
            assert choose(g, TINY) in legal
        if len(g.moves) % 60 == 0:
            assert choose(g, "strong") in legal
        g.play(rng.choice(legal))
    assert {"turn", "bid", "place"} <= kinds


def test_whole_games_at_the_plan_end_with_legal_keys() -> None:
    for players in (2, 3, 4):
        g = new_game(players, 60 + players)
        while not g.is_over:
            key = choose(g, "casual" if g.decision().player % 2 else "good")  # type: ignore[union-attr]
            assert key in g.legal_moves()
            g.play(key)
        assert len(g.state.events) == 10


@pytest.mark.parametrize("level", list(LEVELS))
def test_the_same_game_and_level_give_the_same_key_and_leave_the_game_alone(
        level: str) -> None:
    g = _random_game(3, 5, 40)
    moves, legal, rng = list(g.moves), g.legal_moves(), g.state.rng.getstate()
    bag = list(g.state.bag)
    key = choose(g, level)
    assert choose(g, level) == key == choose(g.copy(), level)
    assert g.moves == moves and g.legal_moves() == legal
    assert g.state.rng.getstate() == rng and g.state.bag == bag


def _hidden_changed(g: Game, seed: int) -> Game:
    """``g`` with what its deciding seat cannot see dealt again: the bag in another order
    drawn by another generator, other events removed unseen (3–4 players), the other
    seats' secret opening counters split otherwise (each keeps how many it has)."""
    d = g.decision()
    assert d is not None
    seat = d.player
    rng = random.Random(seed)
    other = g.copy()
    st = other.state
    rng.shuffle(st.bag)
    st.rng = random.Random(seed)
    if st.removed:
        unseen = [t for t in st.bag if len(t) == 1 and t not in st.announced]
        swap = rng.sample(unseen, min(len(unseen), len(st.removed)))
        st.bag = [t for t in st.bag if t not in swap] + st.removed
        st.removed = sorted(swap)
    others = [s for i, s in enumerate(st.seats) if i != seat]
    pool = [c for s in others for c in CROPS for _ in range(s.secret[c])]
    was = [sorted(c for c in CROPS for _ in range(s.secret[c])) for s in others]
    for _ in range(20):  # another split, when there is one
        rng.shuffle(pool)
        sizes = [sum(s.secret.values()) for s in others]
        split = [sorted(pool[sum(sizes[:i]):sum(sizes[:i + 1])]) for i in range(len(sizes))]
        if split != was:
            break
    for s, dealt in zip(others, split, strict=True):
        for c in CROPS:
            s.counters[c] += dealt.count(c) - s.secret[c]
            s.secret[c] = dealt.count(c)
    return other


def _secrets(g: Game) -> list[dict[str, int]]:
    return [dict(s.secret) for s in g.state.seats]


# Positions early in 3- and 4-player games (the others' secret counters still unsplit)
# and later in games of each size (the bag's order and the removed events).
POSITIONS = [(3, 1, 8), (3, 4, 30), (4, 2, 10), (4, 7, 25), (2, 3, 60), (4, 9, 120)]


@pytest.mark.parametrize(("players", "seed", "moves"), POSITIONS)
@pytest.mark.parametrize("level", list(LEVELS))
def test_what_the_seat_cannot_see_never_changes_a_choice(players: int, seed: int, moves: int,
                                                         level: str) -> None:
    g = _random_game(players, seed, moves)
    d = g.decision()
    assert d is not None
    key = choose(g, level)
    view = seat_view(g.state, d.player, d)
    for draw in (1, 2):
        other = _hidden_changed(g, draw)
        assert seat_view(other.state, d.player, other.decision()) == view
        assert other.state.bag != g.state.bag  # the hidden part did change
        if players > 2 and moves < 20:
            assert _secrets(other) != _secrets(g)
        assert choose(other, level) == key


def test_a_drawn_table_keeps_what_the_seat_sees_and_draws_the_rest_from_it_alone() -> None:
    g = _random_game(4, 2, 10)
    d = g.decision()
    assert d is not None
    seat = d.player
    table = sample(g, seat, 0)
    assert seat_view(table.state, seat, table.decision()) == seat_view(g.state, seat, d)
    assert len(table.state.bag) == len(g.state.bag)
    fields, _events = bag_contents(g)
    assert sorted(t for t in table.state.bag if len(t) > 1) == sorted(fields) == sorted(
        t for t in g.state.bag if len(t) > 1)
    st = table.state
    for c in CROPS:  # still 12 of each crop (L97–L98)
        held = st.stock[c] + sum(s.counters[c] + sum(o.bid.count(c) for o in s.store)
                                 for s in st.seats)
        assert held == COUNTERS_EACH
    assert sorted(secret_pool(g, seat)) == sorted(
        c for i, s in enumerate(g.state.seats) if i != seat for c in CROPS
        for _ in range(s.secret[c]))
    changed = _hidden_changed(g, 3)
    again = sample(changed, seat, 0)
    assert again.state.bag == st.bag and again.state.removed == st.removed
    assert [s.counters for s in again.state.seats] == [s.counters for s in st.seats]
    assert table.setup.seed == 0 != g.setup.seed  # the deal's seed is not carried over
    assert sample(g, seat, 1).state.rng.getstate() != st.rng.getstate()


def test_the_rollouts_and_the_plan_beat_a_random_player() -> None:
    """A small seeded match: the rollouts (a test's budget) and the plan each win every
    game against random players, by a wide margin."""
    for players in (2, 3):
        for level in (TINY, "good"):
            g = new_game(players, 80 + players)
            rng = random.Random(players)
            while not g.is_over:
                d = g.decision()
                assert d is not None
                g.play(choose(g, level) if d.player == 0 else rng.choice(g.legal_moves()))
            totals = [s["total"] for s in g.scores()]
            assert totals[0] >= max(totals[1:]) + 10, (players, level, totals)


@pytest.mark.slow
def test_strong_beats_casual_in_a_seeded_match() -> None:
    """Strong against casual, 2 players, seats alternating: it wins most games."""
    wins = 0
    for i in range(4):
        g = new_game(2, 90 + i)
        while not g.is_over:
            d = g.decision()
            assert d is not None
            g.play(choose(g, "strong" if d.player == i % 2 else "casual"))
        wins += i % 2 in g.winners()
    assert wins >= 3


def test_a_hint_is_an_option_with_a_reason_in_the_pages_shape() -> None:
    g = _random_game(2, 11, 30)
    found = hint(g, TINY)
    assert isinstance(found, Hint)
    assert found.key in g.legal_moves()
    assert 0 < found.nodes <= TINY.rollouts
    assert found.reason and found.runner_up in g.legal_moves()
    assert found.key == choose(g, TINY)  # the hint is the level's own move
    why = json.loads(json.dumps(found.as_json()))
    assert why["comparison"] == found.comparison and "points" in found.comparison
    good = hint(g, "good")
    assert good.key == choose(g, "good")  # the level's own choice, explained
    among = [k for k in g.legal_moves() if k != good.key]
    assert hint(g, "good", among=among).key in among


def test_the_plan_explains_each_option() -> None:
    g = _random_game(3, 12, 20)
    choices = ranked(g)
    assert sorted(c.key for c in choices) == sorted(g.legal_moves())
    assert all(c.why for c in choices)
    assert [c.score for c in choices] == sorted((c.score for c in choices), reverse=True)


def test_the_computer_worker_asks_key_harvest_s_computer() -> None:
    """``web/app/computer.py`` finds the computer by the faces' ``ai_module`` and asks it
    as it asks Agricola's: a key, its label and the reason as data."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "web"))
    from app.computer import think

    from keyharvest_core.faces import FACES

    assert FACES.ai_module == "keyharvest_core.ai"
    g = _random_game(2, 13, 20)
    with registered(KEYHARVEST):
        chosen = json.loads(think(g.encode(), "choose", "good"))
        assert chosen["key"] == choose(g, "good")
        assert chosen["label"] == g.decision().option(chosen["key"]).label  # type: ignore[union-attr]
        assert chosen["why"]["comparison"]
