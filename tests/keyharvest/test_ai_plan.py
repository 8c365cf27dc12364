"""The good level's rules of thumb (``keyharvest_core.ai.plan`` and ``.worth``), one
position where each decides: the group that gives most is harvested, a claim comes
before an offer, a bid is sized to what the tile is worth to the others and built of the
colours they cannot match, a field added to the second group counts double, a worker's
space costs nothing when its tile can no longer come to the board."""

from __future__ import annotations

from keyharvest_core.ai.plan import DUPLICATE, bid_size, plan_move, ranked, space_cost
from keyharvest_core.ai.worth import cheapest_field, tile_gain

from .support import give_counters, give_fields, play, put_in_store, table, to_registry


def _scores(g: object) -> dict[str, float]:
    return {c.key: c.score for c in ranked(g)}  # type: ignore[arg-type]


def test_the_harvest_is_of_the_group_that_gives_most() -> None:
    """A harvest flips any of one group's fields, a counter each (L183–L196)."""
    g = table()
    give_fields(g, 0, "A1", "A2", "A3", "G7")
    scores = _scores(g)
    assert scores["harvest:A1"] > scores["harvest:G7"] > 0
    assert scores["harvest:A2"] == scores["harvest:A3"] == DUPLICATE  # the same harvest


def test_a_claim_comes_before_an_offer_in_the_same_turn() -> None:
    """A claim may not follow an offer (L78–L85): with both worth taking, the claim first."""
    g = table()
    g.state.seats[0].farmhands.clear()  # no worker to play: a claim and an offer left
    g.state.town.clear()
    give_fields(g, 0, "B2", "B4")
    put_in_store(g, 0, "B3", "wine")
    give_counters(g, 0, hops=3)
    assert any(k.startswith("offer:") and s > 0 for k, s in _scores(g).items())
    assert plan_move(g) == "claim:B3"
    assert "first" in next(c.why for c in ranked(g) if c.key == "claim:B3")


def test_a_bid_is_built_of_a_colour_the_others_cannot_match() -> None:
    """A claim from another's store pays the bid exactly in number and colour
    (L228–L235): hops, which the other player lacks, before wine, which they hold."""
    g = table()
    give_counters(g, 0, hops=2, wine=2)
    give_counters(g, 1, wine=3)
    ref = g.state.registry[0]
    play(g, f"offer:{ref}")
    assert g.decision() is not None and g.decision().kind == "bid"  # type: ignore[union-attr]
    assert plan_move(g) == "bid:hops"


def test_a_bid_grows_with_what_the_tile_is_worth_to_the_others() -> None:
    """C4 joins two of the other player's groups of 3 into one of 7: taking it is worth
    much to them, so the bid that keeps it is bigger than for a player it adds little to."""
    g = table()
    give_counters(g, 0, hops=4)
    to_registry(g, "C4")
    alone = bid_size(g.state, 0, "C4", 4)
    give_fields(g, 1, "A1", "A2", "A3", "A4", "C1", "C2", "C3", "C5", "C6", "C7")
    assert tile_gain(g.state, 1, "C4") > 5
    assert bid_size(g.state, 0, "C4", 4) > alone >= 1


def test_the_second_group_counts_double() -> None:
    """G10: the largest group scores 1 a tile, the second 2 (L298–L309): a lone second
    group's tile is missed more than the end of the largest, and a tile beside it gains
    more than one beside the largest."""
    g = table()
    give_fields(g, 0, "A1", "A2", "A3", "G7")
    assert cheapest_field(g.state, 0) in ("A1", "A3")
    assert tile_gain(g.state, 0, "G6") > tile_gain(g.state, 0, "A4")


def test_a_worker_s_space_costs_nothing_when_its_tile_is_gone() -> None:
    """One tile a reference (L122): a space whose tile lies fallow never holds a field, so
    a worker there takes no room from the groups."""
    g = table()
    give_fields(g, 0, "B2", "B3")
    assert space_cost(g.state, 0, "apprentice", "B4") > 0  # B4 would grow the group
    (g.state.bag if "B4" in g.state.bag else g.state.registry).remove("B4")
    g.state.fallow.append("B4")
    assert space_cost(g.state, 0, "apprentice", "B4") == 0
