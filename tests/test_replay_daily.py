"""Replay, rematch and Today's game (web/app/replay.py, web/app/arle/daily.py)."""

from __future__ import annotations

import json
import random
import sys
from dataclasses import replace
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from app.arle.daily import daily_buildings, daily_date, daily_seed, daily_setup, streak
from app.arle.older_form import new_arle_game
from app.saves import MemoryStore
from app.session import Session

from arle_core import Game, decode, new_game
from arle_core.view import view

DAY = date(2026, 11, 26)


def test_same_date_gives_the_same_setup_and_another_date_another() -> None:
    assert daily_setup(DAY) == daily_setup(date(2026, 11, 26))
    other = daily_setup(date(2026, 11, 27))
    assert other["seed"] != daily_setup(DAY)["seed"]
    days = [date(2026, 1, 1).toordinal() + i for i in range(60)]
    assert len({tuple(daily_buildings(date.fromordinal(d))) for d in days}) > 50


def test_the_daily_function_is_stable_across_runs() -> None:
    # Written down once: a change here breaks every daily game's proof link.
    assert daily_seed(DAY) == 20261126726196
    assert daily_buildings(DAY) == [
        "workshop", "weaving_parlor", "carpenters_workshop", "schnapps_distillery", "turnery",
        "smithy", "mill", "weaving_mill", "textile_house", "saddlery", "joinery",
        "waterfront_house", "potters_inn", "gulf_house_inn", "milk_house_inn",
        "village_church", "lutetsburg_castle", "berum_castle"]


def test_a_daily_game_is_known_by_its_setup_alone() -> None:
    game = new_game(**daily_setup(DAY))
    assert daily_date(game.setup) == DAY
    assert daily_date(replace(game.setup, names=("Someone",))) == DAY
    tampered = list(game.setup.buildings)
    tampered[0] = "mill" if tampered[0] != "mill" else "workshop"
    assert daily_date(replace(game.setup, buildings=tuple(tampered))) is None
    assert daily_date(replace(game.setup, seed=game.setup.seed + 1)) is None
    assert daily_date(replace(game.setup, variant="yucata")) is None
    assert daily_date(new_game(players=1, seed=7).setup) is None


def test_streak_counts_consecutive_days_up_to_today() -> None:
    days = ["2026-11-26", "2026-11-25", "2026-11-24", "2026-11-20"]
    assert streak(days, DAY) == 3
    assert streak(days, date(2026, 11, 27)) == 3  # today's game still to come
    assert streak(days, date(2026, 11, 28)) == 0


def played_session(n: int, seed: int = 3, players: int = 2) -> Session:
    s = Session(MemoryStore())
    new_arle_game(s, players=players, seed=seed)
    rng = random.Random(seed)
    while len(s._need_record().game.moves) < n:
        s.call("play", rng.choice(s._need_record().game.legal_moves()))
    return s


def test_replay_to_move_n_is_a_fresh_game_played_to_n() -> None:
    s = played_session(60)
    moves = list(s._need_record().game.moves)
    for n in (40, 0, 17, 18, len(moves), 35, 33, 5):  # forward, back (from a kept copy)
        model = json.loads(s.call("replay", str(n)))
        fresh = Game(s._need_record().game.setup)
        for key in moves[:n]:
            fresh.play(key)
        assert model["view"] == json.loads(json.dumps(view(fresh)))
        assert model["ui"]["replay"]["at"] == n
        assert model["ui"]["moves"] == len(moves)  # the live game is untouched
    live = json.loads(s.call("replay", "live"))
    assert live["ui"]["replay"] is None
    assert live["view"] == json.loads(json.dumps(view(s._need_record().game)))


def test_a_move_from_a_replayed_point_starts_a_new_game() -> None:
    s = played_session(30)
    original_id, original_link = s.slot.id, s.link()
    s.call("replay", "12")
    key = s.replayed().legal_moves()[-1]
    model = json.loads(s.call("play", key))
    assert model["ui"]["replay"] is None
    assert s.slot.id != original_id
    assert s._need_record().game.moves[:12] == decode(str(original_link)).moves[:12]
    assert s._need_record().game.moves[12] == key
    games = {g["id"]: g for g in model["ui"]["games"]}
    assert games[str(original_id)]["code"] == original_link  # the original stays
    assert games[str(s.slot.id)]["forked_at"] == 12


def test_same_deal_again_and_new_deal() -> None:
    s = played_session(10, seed=11)
    before = s._need_record().game.setup
    s.call("same_deal")
    assert s._need_record().game.setup == before
    assert len([m for m in s._need_record().game.moves]) <= 1  # a new game (forced moves)
    s.call("new_deal")
    after = s._need_record().game.setup
    assert (after.players, after.names, after.variant) == (before.players, before.names,
                                                            before.variant)


def test_todays_game_and_its_proof() -> None:
    s = Session(MemoryStore())
    model = json.loads(s.call("daily", "2026-11-26"))
    assert model["ui"]["daily"]["date"] == "2026-11-26"
    assert s._need_record().game.setup.seed == daily_seed(DAY)
    rng = random.Random(1)
    while not s._need_record().game.is_over:
        s.call("play", rng.choice(s._need_record().game.legal_moves()))
    total = s._need_record().game.scores()[0]["total"]
    link = str(s.link())
    other = Session(MemoryStore())  # anyone opening the link
    proof = json.loads(other.call("open", link))["ui"]["daily"]
    points = str(int(total)) if float(total).is_integer() else f"{total:g}"
    assert proof["verified"] == f"verified: {points} VP, daily game of 2026-11-26"
    assert proof["share"] == f"Fields of Arle — {points} VP, daily game of 2026-11-26"
    mine = json.loads(s.call("today", "2026-11-26"))["ui"]["daily"]["games"]["arle"]
    assert mine["best"] == {"2026-11-26": total}
    assert mine["streak"] == 1


def test_by_link_only_this_devices_seat_plays_on_from_a_past_point() -> None:
    game = new_game(players=2, seed=21)
    rng = random.Random(21)
    for _ in range(40):
        game.play(rng.choice(game.legal_moves()))
    s = Session(MemoryStore())
    s.call("open", game.encode())
    s.call("seat", "0")
    replayed = Game(game.setup)
    n = 0
    while replayed.current_player != 1:
        replayed.play(game.moves[n])
        n += 1
    model = json.loads(s.call("replay", str(n)))
    assert model["view"]["decision"]["options"] == []
    assert model["ui"]["held"].startswith("Here ")
    ids = {g["id"] for g in model["ui"]["games"]}
    after = json.loads(s.call("play", replayed.legal_moves()[0]))
    assert "this device plays" in after["ui"]["notice"]
    assert after["ui"]["replay"]["at"] == n  # still replaying; nothing forked
    assert {g["id"] for g in after["ui"]["games"]} == ids
    live_moves = s._need_record().game.moves
    assert live_moves[:len(game.moves)] == game.moves  # (and forced moves after opening)
    assert s.slot.id in ids


def finished_daily(store: MemoryStore, seed: int = 1) -> tuple[Session, float]:
    s = Session(store)
    s.call("daily", "2026-11-26")
    rng = random.Random(seed)
    while not s._need_record().game.is_over:
        s.call("play", rng.choice(s._need_record().game.legal_moves()))
    return s, float(s._need_record().game.scores()[0]["total"])


def test_a_friends_daily_game_opened_from_its_link_is_not_yours() -> None:
    """docs/daily-game.md: only games played on this device count toward the best score
    and the streak; a proof link opened here still proves its score."""
    friend, total = finished_daily(MemoryStore())
    mine = Session(MemoryStore())
    opened = json.loads(mine.call("open", str(friend.link())))["ui"]["daily"]
    assert opened["verified"] == f"verified: {total:g} VP, daily game of 2026-11-26"
    mine.call("close")
    daily = json.loads(mine.call("today", "2026-11-26"))["ui"]["daily"]["games"]["arle"]
    assert (daily["best"], daily["days"], daily["streak"]) == ({}, [], 0)
    again = json.loads(Session(mine.saves.store).call("today", "2026-11-26"))[
        "ui"]["daily"]["games"]["arle"]
    assert (again["best"], again["days"], again["streak"]) == ({}, [], 0)  # after a reload


def test_your_best_score_is_replayed_from_the_game_never_read_from_the_save() -> None:
    store = MemoryStore()
    s, total = finished_daily(store)
    key = f"arle.game.{s.slot.id}"
    store.data[key] = json.dumps({**json.loads(store.data[key]), "totals": [999]})
    daily = json.loads(Session(store).call("today", "2026-11-26"))["ui"]["daily"]["games"]["arle"]
    assert daily["best"] == {"2026-11-26": total} and daily["streak"] == 1


def test_a_daily_game_saved_by_an_earlier_page_counts_when_it_was_played_here() -> None:
    """Saves of earlier pages do not say where their moves were played: one opened from a
    link locked all its moves, one played here none."""
    store = MemoryStore()
    s, total = finished_daily(store)
    key = f"arle.game.{s.slot.id}"
    entry = {k: v for k, v in json.loads(store.data[key]).items() if k != "played_here"}
    for locked, counted in ((0, {"2026-11-26": total}), (len(s._need_record().game.moves), {})):
        store.data[key] = json.dumps({**entry, "locked": locked})
        daily = json.loads(Session(store).call("today", "2026-11-26"))["ui"]["daily"]
        assert daily["games"]["arle"]["best"] == counted
