"""The history of an Agricola game: per move, who chose what and every element it
changed, recorded by gamekit's recorder with this game's element ids."""

from __future__ import annotations

import json

import pytest

from agricola_core import IllegalMove, new_game
from agricola_core.history import Change, by_round, elements, recorder, records, tell

from .support import give, playout


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_one_record_a_move_and_the_changes_add_up_to_the_game(players: int) -> None:
    g = playout(new_game(players, 30 + players), seed=players)
    recs = records(g)
    assert [r.key for r in recs] == g.moves
    assert [r.number for r in recs] == list(range(1, len(g.moves) + 1))
    board = elements(new_game(players, 30 + players))
    for r in recs:
        assert r.events and r.events[0].player == r.player
        for c in r.changes:
            assert board.get(c.element, 0) == c.before
            board[c.element] = c.after
    assert {k: v for k, v in board.items() if v} == elements(g)
    assert {r.round for r in recs} == set(range(1, 15))


def test_a_room_is_told_with_its_element_and_cost() -> None:
    g = new_game(2, 1, start_player=0)
    give(g, 0, wood=7, reed=2)
    rec = recorder(g)
    rec.play("space:build")
    built = rec.play("room:a1")
    assert [c.element for c in built.changes] == ["good:0:reed", "good:0:wood", "room:0:a1"]
    assert built.events[0].text == "Build rooms and/or stables: -2 reed, -5 wood, room on a1"
    assert built.elements()[-1] == "room:0:a1" and built.round == 1 and built.phase == "work"


def test_whose_board_an_element_is_on() -> None:
    assert Change("space:fishing", 0, 2).player == 1
    assert Change("major:well", 1, 0).player == 0
    assert Change("start_player", 1, 3).player == 2
    assert Change("good:3:wood", 0, 1).player == 3
    assert Change("stock:fishing:food", 1, 2).player is None


def test_the_game_by_round_is_plain_data() -> None:
    g = playout(new_game(2, 5), seed=5)
    rounds = by_round(records(g), 2)
    assert [r["round"] for r in rounds] == [r["group"] for r in rounds] == list(range(1, 15))
    assert json.loads(json.dumps(rounds)) == rounds
    # each move once, under the phase it was chosen in (the page's history panel's shape)
    numbers = [e["move"] for r in rounds for ph in r["phases"] for e in ph["entries"]]
    assert numbers == list(range(1, len(g.moves) + 1))
    assert {ph["phase"] for r in rounds for ph in r["phases"]} <= {"work", "feeding", "breeding"}


def test_a_finished_game_records_no_more_moves() -> None:
    g = playout(new_game(1, 2), seed=2)
    with pytest.raises(IllegalMove, match="over"):
        recorder(g).play("pay")


def test_young_animals_are_told_as_born_at_breeding_and_people_coming_home_are_no_news() -> None:
    """The rulebook, "Harvest phase 3": 2 or more animals of a kind get one young. The
    young arrive with the last feeding of the harvest: the story says they were born (the
    chooser only paid food), and says nothing of people coming home, which every round's
    end brings."""
    from agricola_core.game import FEEDING, SPACES
    from agricola_core.history import NO_ONE

    from .support import give, spaces
    from .test_harvest import to_feeding

    g = new_game(2, 1, start_player=0)
    f = give(g, 0, food=20, sheep=3)
    f.stables = spaces("a3", "a4", "a5")  # 3 unfenced stables + the pet: the young fits
    give(g, 1, food=20)
    to_feeding(g)
    rec = recorder(g)
    first = rec.play("pay")  # the start player feeds first
    last = rec.play("pay")  # the other player's feeding ends it: breeding follows
    assert first.phase == last.phase == FEEDING and g.round == 5 and last.player == 1
    told = {e.player: e.text for e in last.events}
    assert told == {1: "feed the family: pay 4 food: -4 food", 0: "+1 sheep born at breeding",
                    NO_ONE: "Round 5 begins: “" + SPACES[g.cards[4]].label + "” is revealed."}
    assert not any("home" in e.text for r in (first, last) for e in r.events)


def test_a_space_and_the_goods_chosen_on_it_are_told_as_one_line() -> None:
    """Rulebook, action card "Take 2 different building resources" (3 and 4 players): the
    person placed and the goods taken are one action, so the story says it once."""
    rec = recorder(new_game(4, 1, start_player=0))
    placed = rec.play("space:two_resources")
    taken = rec.play("take:wood+clay")
    lines = [ln.text for r in (placed, taken) for ln in tell(r)]
    assert lines == ["Take 2 different building resources: +1 clay, +1 wood"]


def test_each_part_of_a_space_is_told_under_the_spaces_name() -> None:
    """Rulebook, "Actions" (A): "Build rooms and/or stables" may build several."""
    g = new_game(2, 1, start_player=0)
    give(g, 0, wood=9, reed=2)
    rec = recorder(g)
    lines = [ln.text for k in ("space:build", "room:a1", "stable:a3", "done")
             for ln in tell(rec.play(k))]
    assert lines == ["Build rooms and/or stables: -2 reed, -5 wood, room on a1",
                     "Build rooms and/or stables: -2 wood, stable on a3"]


def test_a_move_that_ends_a_round_says_the_next_begins_and_its_card() -> None:
    """The rulebook, "Phase 1: start of round": a new round card is turned up. The story
    says so where the round changes, naming the card; the history's round titles say it
    already, so its entries leave the line out."""
    from agricola_core.game import SPACES
    from agricola_core.history import NO_ONE, by_round, tell

    g = new_game(2, 3)
    rec = recorder(g)
    while g.round == 1:
        last = rec.play(g.legal_moves()[0])
    lines = [ln for ln in tell(last) if ln.player == NO_ONE]
    card = SPACES[g.cards[1]].label
    assert [ln.text for ln in lines] == [f"Round 2 begins: “{card}” is revealed."]
    entries = [e for group in by_round(rec.records, 2) for ph in group["phases"]  # type: ignore[attr-defined]
               for e in ph["entries"]]
    assert not any("begins" in str(e["text"]) for e in entries)


def test_the_move_that_ends_a_harvest_rounds_work_says_the_harvest_begins() -> None:
    """The rulebook, "Harvest" (after rounds 4, 7, 9, 11, 13 and 14): the fields give 1
    crop a sown field, then every family is fed, then animals breed. The move that sets it
    off says so in the game's own line, naming what each farm's fields give (the mover's
    own line mixes the crops with its space's goods)."""
    from agricola_core.history import NO_ONE

    g = new_game(2, 1, start_player=0, names=["Ann", "Ben"])
    rec = recorder(g)
    while g.round < 4:
        rec.play(g.legal_moves()[0])
    g.farmers[0].fields = {0: ("grain", 3), 1: ("vegetable", 2)}
    lines: list[str] = []
    while g.round == 4 and g.phase == "work":
        lines = [ln.text for ln in tell(rec.play(g.legal_moves()[0])) if ln.player == NO_ONE]
    assert lines[0] == ("Harvest of round 4: the fields give Ann 1 grain and 1 vegetable, Ben "
                        "nothing; then every family is fed and the animals breed."), lines
    before = [ln.text for r in rec.records[:-1] for ln in tell(r)]
    assert not any("Harvest" in text for text in before)
