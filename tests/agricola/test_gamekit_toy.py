"""gamekit's search, history and notation on a toy game (a pile of counters: each player
in turn takes 1 or 2, and whoever takes the last wins), free of either engine's rules."""

from __future__ import annotations

from collections.abc import Hashable

from gamekit import Decision, IllegalMove, Option
from gamekit.history import Change, MoveRecord, Recorder, element_id
from gamekit.notation import Notation
from gamekit.search import Level, Rules, Search


class Pile:
    def __init__(self, n: int, player: int = 0) -> None:
        self.n, self.player = n, player

    @property
    def is_over(self) -> bool:
        return self.n == 0

    def decision(self) -> Decision | None:
        if self.is_over:
            return None
        return Decision(self.player, "take", tuple(
            Option(f"take:{k}", f"take {k}") for k in (1, 2) if k <= self.n))

    def legal_moves(self) -> list[str]:
        d = self.decision()
        return d.keys() if d else []

    def play(self, key: str) -> None:
        if key not in self.legal_moves():
            raise IllegalMove(key)
        self.n -= int(key.removeprefix("take:"))
        if self.n:
            self.player = 1 - self.player

    def copy(self) -> Pile:
        return Pile(self.n, self.player)


def _value(game: Pile, seat: int) -> float:
    """+1 for the winner of a finished game (the player who took the last), else 0."""
    if not game.is_over:
        return 0.0
    return 1.0 if game.player == seat else -1.0


def _phase(game: Pile) -> Hashable:
    return game.n


RULES = Rules(_value, _phase, lambda game: True)


def test_the_search_takes_a_win_at_once() -> None:
    search = Search(0, 10, RULES)
    assert search.choose(Pile(2), Level("x", 10, False, 0, 1)) == "take:2"
    assert search.chosen_value == 1.0 and search.runner_up == ("take:1", 0.0)


def test_the_look_ahead_sees_the_win_two_moves_on() -> None:
    """From 5, taking 2 leaves 3: whatever the other takes, the taker of the rest wins.
    Without a look-ahead both options look alike and the first is taken."""
    level = Level("deep", 100, False, 3, 2)
    search = Search(0, level.budget, RULES)
    assert search.choose(Pile(5), level) == "take:2"
    assert search.chosen_value == 1.0 and search.runner_up == ("take:1", -1.0)
    assert search.nodes <= level.budget
    shallow = Search(0, 100, RULES)
    assert shallow.choose(Pile(5), Level("flat", 100, False, 0, 1)) == "take:1"
    assert shallow.chosen_value == 0.0


def test_the_budget_caps_the_nodes() -> None:
    search = Search(0, 1, RULES)
    assert search.choose(Pile(5), Level("tiny", 1, True, 4, 2)) in ("take:1", "take:2")
    assert search.nodes <= 1


def test_a_recorder_records_each_move_with_its_changes() -> None:
    rec: Recorder[Pile, MoveRecord] = Recorder(
        Pile(3), lambda g: (g.n,), lambda n, part: {element_id("pile"): part},
        lambda changes, player, label: f"{label}: {changes[0].delta:+d}" if changes else label,
        lambda number, key, d, label, events, when: MoveRecord(number, key, d.player, label,
                                                               events))
    first = rec.play("take:2")
    assert first.changes == (Change("pile", 3, 1),) and first.events[0].text == "take 2: -2"
    assert [r.number for r in rec.play_all(["take:1"])] == [2] and rec.game.is_over


def test_a_notation_splits_and_matches_facts() -> None:
    notation = Notation(("take:1",), ("take", ":", "2"), {"both": "+"})
    assert notation.facts("both:1+2") == ("both:1", "both:2")
    assert notation.choose(["both:1", "both:1+2"], ["both:1", "both:2", "x"]) == "both:1+2"
    items = notation.write([["take:1", "take:2"], ["take:1"]], ["take:2", "take:1"])
    game = Pile(3)
    notation.replay(game.legal_moves, game.play, items)
    assert game.is_over


def test_a_notation_matches_within_a_stream_as_within_its_slice() -> None:
    """Writing and reading a link match options at a position of the stream, not on a
    copy of its rest (which made both quadratic in the game's length)."""
    notation = Notation(("take:1",), ("take", ":", "2"), {"both": "+"})
    keys = ["both:1", "both:1+2", "both:2", "x"]
    stream = ["both:1", "both:2", "x", "both:2", "both:1"]
    for start in range(len(stream)):
        for stop in range(start + 1, len(stream) + 1):
            assert (notation.choose(keys, stream, start, stop)
                    == notation.choose(keys, stream[start:stop]))
