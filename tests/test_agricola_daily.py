"""Today's game of Agricola (web/app/agricola/daily.py, the shell's web/app/replay.py): one
solo deal a date for everyone, known by its setup alone, its score proven by replaying its
link, and only games played on this device counted (best per date, streak)."""

from __future__ import annotations

import dataclasses
import json
import random
import sys
from dataclasses import replace
from datetime import date, timedelta
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from app import daily as shared
from app.agricola import daily
from app.agricola.daily import daily_date, daily_seed, daily_start
from app.saves import MemoryStore
from app.session import Session

from agricola_core import new_game
from agricola_core.faces import FACES
from gamekit.registry import AGRICOLA

DAY = date(2026, 11, 29)
REQUEST = "agricola 2026-11-29"


def test_the_daily_function_is_stable_and_tells_the_date() -> None:
    # Written down once: a change here breaks every Agricola daily game's proof link.
    assert daily_seed(DAY) == 2026112916
    assert daily_seed(date(2027, 1, 1)) // 100 == 20270101
    assert daily_start(DAY) == (2026112916, {"start_player": "random", "two_resources": True,
                                             "solo_storehouse": False})
    low, high = FACES.seed_range
    assert low <= daily_seed(date(2147, 12, 31)) <= high
    with pytest.raises(ValueError, match="2147-12-31"):
        daily_seed(date(2148, 1, 1))
    days = [DAY + timedelta(days=i) for i in range(60)]
    assert len({daily_seed(d) for d in days}) == 60
    assert len({daily_seed(d) % 100 for d in days}) > 30  # its own salt mixes the deal


def test_a_daily_game_is_known_by_its_setup_alone() -> None:
    seed, options = daily_start(DAY)
    setup = FACES.new_game(1, seed, ["Ada"], options).setup
    assert daily_date(setup) == DAY
    assert daily_date(replace(setup, names=("Someone",))) == DAY  # the name is the player's
    for tampered in (replace(setup, seed=seed + 1), replace(setup, solo_storehouse=True),
                     replace(setup, two_resources=False), replace(setup, start_player=1),
                     new_game(2, seed).setup, new_game(1, 7).setup):
        assert daily_date(tampered) is None


def play_to_the_end(s: Session, seed: int = 1) -> float:
    rng = random.Random(seed)
    while s.game is not None and not s.game.is_over:
        s.call("play", rng.choice(s.game.legal_moves()))
    assert s.game is not None
    return float(s.game.scores()[0]["total"])


def finished_daily(store: MemoryStore, seed: int = 1) -> tuple[Session, float]:
    s = Session(store)
    s.call("daily", REQUEST)
    return s, play_to_the_end(s, seed)


def test_todays_game_of_agricola_and_its_proof() -> None:
    s = Session(MemoryStore())
    model = json.loads(s.call("daily", REQUEST))
    assert model["ui"]["problem"] is None and model["game"]["id"] == "agricola"
    assert model["ui"]["daily"]["date"] == "2026-11-29"
    assert s.game is not None and s.game.setup.players == 1
    assert s.game.setup.seed == daily_seed(DAY) and s.seating.who == ["here"]
    total = play_to_the_end(s)
    points = shared.verified_line(total, DAY, "points").removeprefix("verified: ")
    link = str(s.link())
    proof = json.loads(Session(MemoryStore()).call("open", link))["ui"]["daily"]  # anyone
    assert proof["verified"] == f"verified: {points}"
    assert proof["verified"].endswith(" points, daily game of 2026-11-29")
    assert proof["share"] == f"Agricola — {points}"
    mine = json.loads(s.call("today", "2026-11-29"))["ui"]["daily"]["games"]
    assert mine["agricola"]["best"] == {"2026-11-29": total}
    assert mine["agricola"]["streak"] == 1
    assert "arle" not in mine  # each game its own: none of Fields of Arle's played here


def test_your_games_names_a_daily_game_by_its_date() -> None:
    store = MemoryStore()
    s, _ = finished_daily(store)
    s.call("new", json.dumps({"game": "agricola", "players": 1, "seed": "2026112917",
                              "seats": [{"who": "here"}], "options": {}}))  # not the date's
    listed = {g["seed"]: g["daily"] for g in json.loads(s.call("view"))["ui"]["games"]}
    assert listed == {2026112916: "2026-11-29", 2026112917: None}


def test_a_changed_link_is_not_a_daily_game() -> None:
    """A link whose game number or options were changed proves nothing, even played to
    the end with the daily game's moves."""
    s, _ = finished_daily(MemoryStore())
    assert s.game is not None
    honest = s.game
    for setup in (replace(honest.setup, solo_storehouse=True),
                  replace(honest.setup, seed=honest.setup.seed + 1)):
        game = type(honest)(setup)
        for key in honest.moves:
            if key not in game.legal_moves():
                break
            game.play(key)
        rng = random.Random(2)
        while not game.is_over:
            game.play(rng.choice(game.legal_moves()))
        proof = json.loads(Session(MemoryStore()).call("open", game.encode()))["ui"]["daily"]
        assert (proof["date"], proof["verified"], proof["share"]) == (None, None, None)
        assert daily.proven_score(game.encode()) is None
    assert daily.proven_score(honest.encode()) is not None


def test_a_friends_daily_game_opened_from_its_link_is_not_yours() -> None:
    friend, total = finished_daily(MemoryStore())
    mine = Session(MemoryStore())
    opened = json.loads(mine.call("open", str(friend.link())))["ui"]["daily"]
    assert opened["verified"] == daily.verified_line(total, DAY)  # its link still proves it
    mine.call("close")
    for session in (mine, Session(mine.saves.store)):  # and after a reload
        ours = json.loads(session.call("today", "2026-11-29"))["ui"]["daily"]["games"]
        assert (ours["agricola"]["best"], ours["agricola"]["days"],
                ours["agricola"]["streak"]) == ({}, [], 0)


def test_your_best_score_is_replayed_from_the_game_never_read_from_the_save() -> None:
    store = MemoryStore()
    s, total = finished_daily(store)
    _, other = finished_daily(store, seed=5)
    key = f"arle.game.{s.slot.id}"
    store.data[key] = json.dumps({**json.loads(store.data[key]), "totals": [999]})
    ours = json.loads(Session(store).call("today", "2026-11-29"))["ui"]["daily"]["games"]
    assert ours["agricola"]["best"] == {"2026-11-29": max(total, other)}


def test_the_streak_counts_the_days_of_agricolas_daily_games() -> None:
    store = MemoryStore()
    for day in ("2026-11-27", "2026-11-28"):
        s = Session(store)
        s.call("daily", f"agricola {day}")
        s.call("play", s.game.legal_moves()[0] if s.game is not None else "")
    s = Session(store)
    s.call("daily", "2026-11-29")  # a date alone: Fields of Arle's, not Agricola's
    s.call("play", s.game.legal_moves()[0] if s.game is not None else "")
    ours = json.loads(Session(store).call("today", "2026-11-29"))["ui"]["daily"]["games"]
    assert ours["agricola"]["days"] == ["2026-11-28", "2026-11-27"]
    assert ours["agricola"]["streak"] == 2  # today's still to come
    assert ours["arle"]["days"] == ["2026-11-29"] and ours["arle"]["streak"] == 1
    later = json.loads(Session(store).call("today", "2026-12-01"))["ui"]["daily"]["games"]
    assert later["agricola"]["streak"] == 0


def test_before_the_engine_is_installed_the_dates_count_and_no_score_is_claimed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The home screen reads Agricola's daily games before its engine loads: the dates
    (the streak) from the saves' numbers, and no best score until a link can be replayed."""
    store = MemoryStore()
    s, total = finished_daily(store)
    daily._proven.cache_clear()
    absent = dataclasses.replace(AGRICOLA, package="agricola_core_not_here")
    monkeypatch.setattr(daily, "AGRICOLA", absent)
    record = daily.daily_record(s.saves.listing())
    assert record == {"best": {}, "days": ["2026-11-29"]}
    monkeypatch.undo()
    assert daily.daily_record(s.saves.listing())["best"] == {"2026-11-29": total}


def test_a_game_without_a_daily_game_or_a_bad_date_is_refused_in_words() -> None:
    s = Session(MemoryStore())
    assert "2026-11-26" in json.loads(s.call("daily", "agricola 26/11/2026"))["ui"]["notice"]
    assert s.game is None
