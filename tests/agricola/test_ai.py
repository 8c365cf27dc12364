"""The Agricola computer player: legal keys through whole games, the same key for the
same game and level, work bounded by the level's rollouts, the hidden round cards never
played, and (the fitted search, kept as a benchmark opponent) an evaluation that reads a
farm as the rules score it."""

from __future__ import annotations

import random

import pytest

from agricola_core import Game, new_game
from agricola_core.ai import LEVELS, Level, choose, fitted, hint, sample
from agricola_core.ai.evaluate import evaluate, farm_value, features, food_gap
from agricola_core.ai.explain import ledger
from agricola_core.ai.fitted import phase, search_for
from agricola_core.ai.rollout import BEGGING_DREAD, candidates, judge
from agricola_core.bots import greedy_move, play_out
from agricola_core.data import STAGES
from agricola_core.game import round_cards

from . import invariants
from .support import give, playout, reveal, spaces

TINY = Level("tiny", width=2, draws=1)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_whole_game_with_legal_keys(players: int) -> None:
    g = new_game(players, 20 + players)
    while not g.is_over:
        key = choose(g, TINY if players == 1 else "casual")
        assert key in g.legal_moves()
        g.play(key)
        invariants.check(g)
    assert g.round == 14


def test_same_game_and_level_same_key_and_the_game_untouched() -> None:
    g = new_game(2, 4)
    for _ in range(30):
        g.play(g.legal_moves()[0])
    moves, legal = list(g.moves), g.legal_moves()
    assert choose(g, "good") == choose(g, "good")
    assert g.moves == moves and g.legal_moves() == legal


def _a_choice(players: int, seed: int) -> Game:
    g = new_game(players, seed)
    for _ in range(12):
        g.play(g.legal_moves()[-1])
    while len(g.legal_moves()) < 2:
        g.play(g.legal_moves()[0])
    return g


def test_the_rollouts_bound_the_work() -> None:
    g = _a_choice(2, 6)
    assert 0 < hint(g).nodes <= LEVELS["strong"].rollouts
    assert hint(g, TINY).nodes <= TINY.rollouts


@pytest.mark.parametrize("level", ["casual", "good"])
def test_the_budget_bounds_the_fitted_search_nodes(level: str) -> None:
    _, search = search_for(_a_choice(2, 6), level)
    assert 0 < search.nodes <= fitted.LEVELS[level].budget


def test_a_finished_game_has_no_decision_to_make() -> None:
    g = play_out(new_game(1, 3), random.Random(3))
    with pytest.raises(ValueError, match="over"):
        choose(g)


def test_a_finished_game_is_worth_its_score_difference() -> None:
    g = playout(new_game(2, 8), seed=8)
    totals = [s["total"] for s in g.scores()]
    assert evaluate(g, 0) == totals[0] - totals[1]
    assert evaluate(g, 1) == totals[1] - totals[0]


def test_the_phase_changes_when_the_turn_ends_not_inside_it() -> None:
    g = new_game(2, 1, start_player=0)
    give(g, 0, wood=10, reed=4)
    before = phase(g)
    g.play("space:build")  # rooms and/or stables: the turn goes on
    assert phase(g) == before
    g.play(next(k for k in g.legal_moves() if k.startswith("room:")))
    while (d := g.decision()) is not None and d.player == 0:
        g.play("done" if "done" in g.legal_moves() else g.legal_moves()[0])
    assert phase(g) != before


def test_missing_food_before_a_harvest_costs_points() -> None:
    g = new_game(2, 2, start_player=0)
    fed, hungry = g.copy(), g.copy()
    give(fed, 0, food=4)
    give(hungry, 0, food=0)
    assert food_gap(fed, 0)[0] == 0 and food_gap(hungry, 0)[0] == 4
    assert farm_value(fed, 0) > farm_value(hungry, 0)


def test_grain_counts_for_the_later_harvests_at_the_baking_rate() -> None:
    # Rulebook, "Sow and/or bake bread": a Cooking Hearth bakes one grain into 3 food, so a
    # grain in store covers three food of a later harvest, not one.
    g = new_game(1, 3)
    give(g, 0, grain=10)  # more than the next harvest's 6 food, eaten raw
    raw = features(g, 0)["later_food"]
    g.majors["hearth_4"] = 0
    assert features(g, 0)["later_food"] == raw - 10 * 2


def test_a_field_brings_one_crop_a_harvest_and_no_more_than_the_harvests_left() -> None:
    # Rulebook, "Harvest phase 1: the field phase": each sown field gives 1 crop a harvest;
    # in round 12 two harvests are left (rounds 13 and 14), so a field of 3 grain brings 2.
    g = new_game(1, 3)
    g.round = 12
    f = g.farmers[0]
    f.fields[0] = ("", 0)
    empty = features(g, 0)["later_food"]
    f.fields[0] = ("grain", 3)
    assert features(g, 0)["later_food"] == empty - 2


def test_the_next_room_counts_only_with_its_reed() -> None:
    # Rulebook, appendix "2. Die Aktionsfelder" (build rooms): a wooden room costs 5 wood
    # and 2 reed; wood without reed builds nothing, so the room's share is what its
    # scarcest material allows.
    g = new_game(1, 3)
    give(g, 0, wood=5, reed=0)
    assert features(g, 0)["room_materials"] == 0
    give(g, 0, wood=5, reed=1)
    assert features(g, 0)["room_materials"] == pytest.approx(0.5 * (14 - g.round) / 14)


def _last_placement(players: int, seed: int, round_: int) -> Game:
    """The last placement of round ``round_`` in a game the greedy bot plays: the turn it
    starts ends with the next round card face up."""
    g = new_game(players, seed)
    rng = random.Random(seed)
    while not (g.round == round_ and sum(f.people for f in g.farmers) == 1
               and (d := g.decision()) is not None and d.kind == "place"):
        g.play(greedy_move(g, rng))
    return g


def _cards_shuffled(g: Game, draw: int) -> Game:
    """``g`` with the round cards still face down in another order within their stages."""
    rng = random.Random(draw)
    hidden: list[str] = []
    for stage in STAGES:
        ids = [c for c in g.cards[g.round:] if c in {s.id for s in stage}]
        rng.shuffle(ids)
        hidden += ids
    other = g.copy()
    other.cards = g.cards[:g.round] + tuple(hidden)
    return other


# Positions where the computer's choice depended on the hidden order before it stopped
# playing it (rulebook, "Round cards": each stage's cards are shuffled face down and one
# is turned up at the start of each round).
@pytest.mark.parametrize(("players", "seed", "round_"),
                         [(1, 0, 2), (1, 2, 4), (1, 0, 7), (2, 0, 5), (3, 2, 1)])
@pytest.mark.parametrize("level", list(LEVELS))
def test_the_hidden_round_cards_never_change_a_choice(players: int, seed: int, round_: int,
                                                       level: str) -> None:
    g = _last_placement(players, seed, round_)
    key = choose(g, level)
    for draw in (0, 1):
        assert choose(_cards_shuffled(g, draw), level) == key


def test_a_drawn_future_keeps_what_is_face_up_and_each_stage_in_its_rounds() -> None:
    g = _last_placement(2, 0, 5)
    first, again = sample(g, 0), sample(g, 0)
    assert first.cards == again.cards and first.cards[:5] == g.cards[:5]
    assert sample(_cards_shuffled(g, 1), 0).cards == first.cards  # not from the real order
    assert g.cards == round_cards(g.setup.seed)  # the game itself untouched
    start = 0
    for stage in STAGES:
        ids = {s.id for s in stage}
        assert set(first.cards[start:start + len(ids)]) == ids
        start += len(ids)


def test_the_ledger_adds_up_to_the_farm_value() -> None:
    g = new_game(3, 9)
    for _ in range(50):
        g.play(choose(g, "casual"))
        for seat in range(3):
            total = sum(e.vp for e in ledger(g, seat).values())
            assert total == pytest.approx(farm_value(g, seat))


def test_a_hint_is_the_strong_choice_with_the_lines_it_played_out() -> None:
    g = new_game(2, 11, start_player=0)
    reveal(g, "family_growth")
    for seat in (0, 1):  # a free room each: both families can grow (rulebook, "Family growth")
        give(g, seat, wood=5, reed=2, food=6).rooms |= spaces("a1")
    # growth into a free room is firm (issue 53): strong plays it, its hint plays it alone
    alone = hint(g)
    assert alone.key == choose(g, "strong") == "space:family_growth" and alone.unit == "points"
    assert alone.runner_up is None
    assert "points ahead of the best other player on average" in alone.reason
    # the good level's hint compares its choice with the next best lines
    h = hint(g, "good")
    assert h.key == "space:family_growth"
    assert h.margin is not None and h.runner_up in g.legal_moves()
    data = h.as_json()
    assert set(data) == {"terms", "later", "runner_up", "runner_up_label", "margin",
                         "comparison", "two_players"}
    assert data["comparison"].startswith("The family grows: 3 points and a person more")
    # with several players the choice is by the lead over the best other player: so says
    # the reason, never the line's own points (issue 53)
    assert "ahead of the best other player on average" in data["comparison"]
    assert "this line ends at" not in data["comparison"] and data["two_players"]
    # "What it does": only the lines growing itself changes (rulebook, "Family growth": a
    # family member is 3 points), as the two lines end
    assert all(t["text"] == "Family members" for t in data["terms"])
    assert all(t["vp_text"].endswith(("points", "point")) for t in data["terms"])


def test_a_hint_among_given_keys_keeps_to_them() -> None:
    g = _a_choice(1, 3)
    among = g.legal_moves()[-2:]
    h = hint(g, among=among)
    assert h.key in among and h.runner_up in among


def test_a_line_is_worth_its_lead_over_the_best_other_player() -> None:
    # Rulebook, "End of the game": the player with the most points wins; with several
    # players a rollout's line is judged by its lead over the best other, begging dreaded.
    g = _a_choice(3, 5)
    for line in judge(g, candidates(g, 2), draws=1):
        cards = line.sheet["begging cards"] / -3
        assert line.margin == pytest.approx(line.score - line.others - BEGGING_DREAD * cards)
        assert line.others > 0


def test_a_short_feeding_begs_only_when_nothing_is_left_to_eat() -> None:
    # Rulebook, "Feeding the family" and "Begging": a begging card (-3 points) for each
    # food missing; strong considers it only once nothing is left to turn into food.
    g = new_game(1, 7)
    g.round = 4
    f = give(g, food=3, grain=2)
    f.people = 0
    g._end_work()
    assert g.decision() is not None and "pay" in g.legal_moves()
    assert "pay" not in candidates(g, 5) and choose(g, "strong") == "eat:grain"
