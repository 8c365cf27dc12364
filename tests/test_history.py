"""What each move did (arle_core.history): one record read by the log, the history, the
story of the opponent's turn and the highlights (docs/design.md "What happened")."""

from __future__ import annotations

import random
import re

import pytest

from arle_core import new_game
from arle_core.bots import random_move
from arle_core.data.board import GOOD_LABELS
from arle_core.history import (
    Chronicle,
    diff,
    elements,
    history,
    inventory_summary,
    reader_side,
    tell,
)

# Automatic changes no rule line tells, and why they need none: the workers going home
# is the Preparations of each half-year; destinations moved from a vehicle to the
# travel track are said by the vehicle's unloading ("Inventorying", Unloading).
SILENT_ELEMENTS = ("space:", "travel:", "load:")


def random_chronicle(players: int, seed: int, variant: str = "printed") -> Chronicle:
    rng = random.Random(seed)
    c = Chronicle(new_game(players=players, seed=seed, variant=variant,
                           buildings="random" if seed % 2 else "starter"))
    while not c.game.is_over:
        c.play(rng.choice(c.game.legal_moves()))
    return c


@pytest.mark.parametrize(("players", "seed", "variant"),
                         [(2, 1, "printed"), (2, 2, "yucata"), (1, 3, "printed"),
                          (1, 4, "yucata"), (2, 5, "printed")])
def test_every_move_is_recorded_and_its_events_explain_every_change(
        players: int, seed: int, variant: str) -> None:
    rng = random.Random(seed)
    c = Chronicle(new_game(players=players, seed=seed, variant=variant))
    while not c.game.is_over:
        before = elements(c.game.state)
        key = rng.choice(c.game.legal_moves())
        record = c.play(key)
        after = elements(c.game.state)
        assert record.key == key and record.number == len(c.game.moves)
        assert record.events, f"move {record.number} ({key}) recorded nothing"
        net: dict[str, list[int]] = {}
        for ch in record.changes:  # one element may change in several events: compose
            assert net.get(ch.element, [0, ch.before])[1] == ch.before
            net.setdefault(ch.element, [ch.before, ch.before])[1] = ch.after
        told = sorted((k, b, a) for k, (b, a) in net.items() if a != b)
        assert told == sorted((ch.element, ch.before, ch.after) for ch in diff(before, after))
        for n, e in enumerate(record.events):
            if e.worded or not e.changes:
                continue
            says_its_option = n == 0 and e.player == record.player
            silent = all(ch.element.startswith(SILENT_ELEMENTS) for ch in e.changes)
            assert says_its_option or silent, (
                f"move {record.number} ({key}): a rule changed {e.changes} and said nothing")
    assert len(c.records) == len(c.game.moves)


def test_the_chronicle_plays_the_same_game_and_copies_stay_plain() -> None:
    c = random_chronicle(2, 7)
    plain = new_game(players=2, seed=7, buildings="random")
    for key in c.game.moves:
        plain.play(key)
    assert plain.encode() == c.game.encode() and plain.scores() == c.game.scores()
    assert plain.state.log == list(c.game.state.log)
    copy = c.game.copy()
    assert type(copy.state.log) is list and type(copy.state.stack) is list


def test_a_woodcutter_move_tells_its_wood_and_highlights_space_and_good() -> None:
    """The Woodcutter: "+1 Wood per Axe" (Action Spaces); the story's own example."""
    c = Chronicle(new_game(players=1, seed=2))
    record = c.play("space:woodcutter")
    wood = c.game.state.players[0].goods["wood"] - 4  # the start supply holds 4 Wood
    (line,) = tell(record)
    assert line.text == f"placed a worker on the Woodcutter: +{wood} Wood"
    assert set(record.elements()) == {"good:0:wood", "space:woodcutter"}
    assert set(line.elements) == {"good:0:wood", "space:woodcutter"}


def test_the_history_holds_every_move_by_half_year_with_each_inventorying_summed_up() -> None:
    c = random_chronicle(2, 11)
    groups = history(c.records, 2)
    assert [g["half_year"] for g in groups] == list(range(1, 10))
    moves = [e["move"] for g in groups for ph in g["phases"] for e in ph["entries"]
             if e["move"] is not None]
    assert moves == list(range(1, len(c.game.moves) + 1))
    for g in groups:
        (inv,) = [ph for ph in g["phases"] if ph["phase"] == "inventory"]
        assert [s["player"] for s in inv["summary"]] == [0, 1]
        month = "November" if g["half_year"] % 2 else "May"
        assert all(s["text"].startswith(month + ": ") for s in inv["summary"])


def test_feeding_in_november_says_what_it_took() -> None:
    """Inventorying, Feeding: 3 Food per half-year and, in November, 2 Peat to heat
    (rulebook "Inventorying"); the summary names the amounts paid."""
    c = random_chronicle(1, 21)
    summary = dict(inventory_summary(c.records, 1, 1))
    text = summary[0]
    assert text.startswith("November: ")
    fed = [e for r in c.records for e in r.events
           if e.half_year == 1 and e.text.startswith(("fed", "could not feed"))]
    assert fed
    paid = {ch.element.split(":")[2]: -ch.delta for ch in fed[0].changes if ch.delta < 0}
    assert sum(paid.get(g, 0) for g in ("food", "grain", "sheep", "cattle", "horse")) <= 3
    assert "fed " in text or "could not feed" in text
    for good, n in paid.items():
        assert f"{n} {GOOD_LABELS[good]}" in text


def test_the_score_after_each_half_year_is_kept_for_the_chart() -> None:
    c = random_chronicle(2, 13)
    assert len(c.half_year_scores) == 9
    assert c.half_year_scores[-1] == c.game.scores()
    replayed = new_game(players=2, seed=13, buildings="random")
    for r in c.records:  # the first move that reaches half-year 4 ends half-year 3
        replayed.play(r.key)
        if replayed.state.half_year == 4:
            assert c.half_year_scores[2] == replayed.scores()
            break
    else:
        raise AssertionError("half-year 4 never reached")


def test_a_cut_chronicle_equals_one_played_to_that_point() -> None:
    """Undo keeps the record of the moves it keeps (``Chronicle.cut``)."""
    full = random_chronicle(2, 19)
    for n in (0, 1, 57, 120, len(full.records) - 1):
        game = new_game(players=2, seed=19, buildings="random")
        for key in full.game.moves[:n]:
            game.play(key)
        cut = full.cut(game, n)
        fresh = Chronicle.replay(game)
        assert cut.records == fresh.records
        assert cut.half_year_scores == fresh.half_year_scores
        key = game.legal_moves()[0]
        assert cut.play(key) == Chronicle.replay(fresh.game).play(key)


def test_the_story_is_told_from_the_readers_side() -> None:
    """A line says what the player did, to anyone who reads it: no "your", no "you"."""
    assert (reader_side("Hage: remove a Grain Field from your Home Board for 1 Food")
            == "travelled to Hage: removed a Grain Field from their Home Board for 1 Food")
    told = []
    for seed in range(12):
        game = new_game(2, seed, buildings="random")
        chronicle = Chronicle(game)
        rng = random.Random(seed)
        while not game.is_over:
            chronicle.play(random_move(game, rng))
        told += [ln.text for r in chronicle.records for ln in tell(r)]
    assert any(t.startswith("travelled to ") for t in told)
    assert not [t for t in told if re.search(r"\byou(r)?\b", t, re.IGNORECASE)]
