"""The shared board in the view model: action spaces, the round track, the majors."""

from __future__ import annotations

import random

from agricola_core import new_game
from agricola_core.bots import greedy_move
from agricola_core.data import HARVEST_ROUNDS
from agricola_core.game import round_cards
from agricola_core.history import recorder
from agricola_core.view import view
from agricola_core.view_text import SPACE_HELP

from .support import give, playout, reveal


def _seeds_alike_until(revealed: int) -> tuple[int, int]:
    """Two seeds whose first ``revealed`` round cards are the same and whose next one
    differs."""
    seen: dict[tuple[str, ...], int] = {}
    for seed in range(2000):
        cards = round_cards(seed)
        head = cards[:revealed]
        if head in seen and round_cards(seen[head])[revealed] != cards[revealed]:
            return seen[head], seed
        seen.setdefault(head, seed)
    raise AssertionError("no two seeds found")


def test_no_hidden_round_card_shows_in_the_view() -> None:
    """Rulebook, "Preparing to play" A and Phase 1: the round cards lie face down, shuffled
    within their stage, and one is turned up a round: the view of two games whose cards
    differ only where still hidden is the same, move for move, through two rounds."""
    a, b = _seeds_alike_until(2)
    ga, gb = new_game(2, a, 0), new_game(2, b, 0)
    assert ga.cards[2] != gb.cards[2]
    while ga.round <= 2:
        assert view(ga) == view(gb)
        key = ga.legal_moves()[-1]
        ga.play(key)
        gb.play(key)


def test_the_round_track_shows_stages_harvests_and_the_countdown() -> None:
    """Rulebook, "Harvest time": harvests after rounds 4, 7, 9, 11, 13 and 14; Appendix
    2.2: stages of 4, 3, 2, 2, 2 and 1 rounds."""
    g = new_game(2, 7, 0)
    t = view(g)["round_track"]
    stages = [1] * 4 + [2] * 3 + [3] * 2 + [4] * 2 + [5] * 2 + [6]
    assert [r["stage"] for r in t["rounds"]] == stages
    assert {r["round"] for r in t["rounds"] if r["harvest"]} == HARVEST_ROUNDS
    assert [r["state"] for r in t["rounds"][:2]] == ["current", "ahead"]
    assert t["rounds"][0]["card"]["id"] == g.cards[0]
    assert all(r["card"] is None for r in t["rounds"][1:])
    assert t["next_harvest"] == 4 and t["rounds_to_harvest"] == 3
    assert "round 4" in t["countdown"] and "3 more rounds" in t["countdown"]


def test_accumulating_spaces_show_their_pile_and_who_took_them() -> None:
    """Rulebook, Phase 2 (replenishing) and Phase 3 (work): goods pile up on accumulating
    spaces until taken; a taken space shows its person."""
    g = new_game(2, 1, 0)
    spaces = {s["id"]: s for s in view(g)["spaces"]}
    assert spaces["wood3"]["pile"] == [{"el": "stock:wood3:wood", "good": "wood", "n": 3,
                                        "label": "wood"}]
    assert spaces["wood3"]["pile_text"] == "3 wood" and spaces["wood3"]["source"] == "board"
    assert spaces["wood3"]["help"].startswith("3 wood: ")
    g.play("space:wood3")
    taken = {s["id"]: s for s in view(g)["spaces"]}["wood3"]
    assert taken["occupant"] == 0 and taken["pile"] == []


def test_round_card_spaces_say_when_they_came_up() -> None:
    g = new_game(2, 1, 0)
    first = g.cards[0]
    entry = {s["id"]: s for s in view(g)["spaces"]}[first]
    assert entry["source"] == "round" and entry["came_up"] == 1


def test_four_players_see_the_green_cards() -> None:
    """Rulebook, "Cards" (A/B): the green action cards for 4 players lie beside board 1."""
    spaces = {s["id"]: s for s in view(new_game(4, 1, 0))["spaces"]}
    assert spaces["traveling_players"]["source"] == "card"
    assert spaces["reed_stone_food"]["help"]


def test_majors_show_cost_effect_and_owner() -> None:
    """Rulebook, "Improvement cards": each Major Improvement exists once; its cost and
    points are printed on it."""
    g = new_game(2, 1, 0)
    give(g, clay=5)
    reveal(g, "major")
    g.play("space:major")
    g.play("major:hearth_5")
    majors = {m["id"]: m for m in view(g)["majors"]}
    assert majors["hearth_5"]["owner"] == 0 and majors["well"]["owner"] is None
    assert majors["hearth_5"]["cost_text"] == "5 clay (or return a Fireplace)"
    assert "vegetable 3 food" in majors["hearth_5"]["does"]
    assert majors["stone_oven"]["cost"] == [{"good": "clay", "n": 1, "label": "clay"},
                                            {"good": "stone", "n": 3, "label": "stone"}]


def test_every_drawn_element_has_an_id_label_and_help() -> None:
    v = view(playout(new_game(3, 4, 0), 3))
    for s in v["spaces"]:
        assert s["el"] and s["label"] and s["help"]
    for m in v["majors"]:
        assert m["el"] and m["name"] and m["help"]
    for p in v["players"]:
        for c in p["farm"]["cells"]:
            assert c["id"] and c["label"] and c["help"]
        for row in (*p["supply"], *p["people"], *p["score_rows"], p["begging_cards"]):
            assert row["id"] and row["label"] and row["help"]
    assert v["round_track"]["help"] and all(r["label"] for r in v["round_track"]["rounds"])


def _view_ids(v: dict[str, object]) -> set[str]:
    """Every element id the view model names (``id``, ``el`` and ``els`` values), split on
    spaces, anywhere in it."""
    found: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for k, value in node.items():
                if k in ("id", "el") and isinstance(value, str):
                    found.add(value)
                elif k == "els" and isinstance(value, list):
                    found.update(value)
                else:
                    walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(v)
    return found


def test_every_element_a_move_changes_is_named_in_the_view() -> None:
    """The history's element ids (what a page marks as just changed) are all drawn: each
    changed element of each move of a game is an id of the view after it."""
    g = new_game(3, 5, 0)
    rec = recorder(g)
    rng = random.Random(5)
    missing: set[str] = set()
    while not g.is_over:
        r = rec.play(greedy_move(g, rng))
        missing |= set(r.elements()) - _view_ids(view(g))
    assert missing == set()


def test_a_space_says_what_it_gains_a_round_for_this_game() -> None:
    """Rulebook, Phase 2 (replenishing) and the solo version: the 3-wood space gains 2 wood
    in the solo game, and the solo storehouse gains no food (docs/agricola.md, D2)."""
    solo = {s["id"]: s for s in view(new_game(1, 1))["spaces"]}
    two = {s["id"]: s for s in view(new_game(2, 1, 0))["spaces"]}
    assert solo["wood3"]["help"].endswith("It gains 2 wood each round.")
    assert two["wood3"]["help"].endswith("It gains 3 wood each round.")
    assert "gains" not in solo["starting_player"]["help"]
    assert two["starting_player"]["help"].endswith("It gains 1 food each round.")


def test_the_solo_board_says_what_its_spaces_do_solo() -> None:
    """Rulebook, "Solo version" (S:L355, S:L361): the "3 wood" space gains only 2 wood a
    round, so the board names it by what it gains ("2 wood", as its option says "Take 2
    wood (+2 a round)"); the player places every person, so the start player token changes
    nothing, and the storehouse gains no food: the space says it gives nothing (only its
    food when the setup adds the storehouse's)."""
    solo, two = new_game(1, 1), new_game(2, 1, 0)
    space = {s["id"]: s for s in view(solo)["spaces"]}
    assert space["wood3"]["label"] == "2 wood" and space["wood3"]["pile_text"] == "2 wood"
    assert space["wood3"]["help"].startswith("2 wood: ") and "2 wood each round" in \
        space["wood3"]["help"]
    assert {s["id"]: s for s in view(two)["spaces"]}["wood3"]["label"] == "3 wood"
    options = {o["key"]: o for o in view(solo)["decision"]["options"]}
    start = options["space:starting_player"]
    assert "lead" not in start["detail"] and "gives nothing" in start["detail"]
    assert "lead" not in space["starting_player"]["help"]
    stored = new_game(1, 1, solo_storehouse=True)
    assert "only the food" in {o["key"]: o for o in view(stored)["decision"]["options"]}[
        "space:starting_player"]["help"]
    two_start = {o["key"]: o for o in view(two)["decision"]["options"]}["space:starting_player"]
    assert "you lead from the next round" in two_start["help"]


def test_the_animal_spaces_say_the_house_keeps_a_pet() -> None:
    """Rulebook, Animals (S:L265): the house holds one animal as a pet, whatever its rooms."""
    help_text = {s: SPACE_HELP[s] for s in ("sheep", "boar", "cattle")}
    assert all("pet" in text for text in help_text.values()), help_text
