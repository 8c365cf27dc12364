"""The page's session (web/app/session.py) in CPython: forced moves, undo, the JSON bridge,
the game link, autosave and Your games, the chosen buildings.

No browser: this is the Python the page runs, tested where it is fast to test.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from app.arle.older_form import new_arle_game
from app.saves import MemoryStore, Saves
from app.session import Session
from app.story import fmt
from app.unopened import KEY as UNOPENED

from arle_core import BadGameCode, Game, decode, new_game
from arle_core.setup_form import catalog, chosen_buildings
from arle_core.view import view


def chosen_moves(session: Session, rng: random.Random, n: int) -> list[dict[str, object]]:
    """Play n random choices; return the view before each one."""
    seen = []
    for _ in range(n):
        assert session.game is not None and not session.game.is_over
        seen.append(view(session.game))
        session.play(rng.choice(session.game.legal_moves()))
        assert session.notice == ""
    return seen


def test_forced_moves_are_played_and_marked() -> None:
    s = Session()
    new_arle_game(s, players=2, seed=1)
    rng = random.Random(1)
    assert s.game is not None
    while not s.game.is_over:
        assert len(s.game.legal_moves()) != 1, "a forced move was left to the player"
        s.play(rng.choice(s.game.legal_moves()))
    assert len(s.forced) == len(s.movers) == len(s.game.moves)
    assert any(s.forced)


def test_without_autoplay_a_forced_move_waits() -> None:
    s = Session()
    s.set_setting("autoplay", False)
    new_arle_game(s, players=2, seed=4)
    rng = random.Random(4)
    assert s.game is not None
    while len(s.game.legal_moves()) != 1:
        s.play(rng.choice(s.game.legal_moves()))
    n = len(s.game.moves)
    s.set_setting("autoplay", True)
    assert len(s.game.moves) > n and s.auto_played


def test_solo_undo_is_unlimited_and_restores_each_board() -> None:
    s = Session()
    new_arle_game(s, players=1, seed=9)
    seen = chosen_moves(s, random.Random(9), 40)
    for before in reversed(seen):
        s.undo()
        assert s.game is not None
        assert view(s.game) == before
    assert s.undo_point() is None


@pytest.mark.parametrize("seed", [2, 3, 5])
def test_two_player_undo_never_reaches_the_other_players_moves(seed: int) -> None:
    """Hot-seat: undo reaches back to the start of the last chooser's turn, never into
    the other player's moves nor past an "End turn"."""
    s = Session()
    new_arle_game(s, players=2, seed=seed)
    rng = random.Random(seed)
    assert s.game is not None
    for _ in range(120):
        if s.game.is_over:
            break
        point = s.undo_point()
        if point is not None:
            chosen = {m for m, f in zip(s.movers[point:], s.forced[point:], strict=True)
                      if not f}
            assert chosen == {s.last_chooser()} and point >= s.seating.locked
        if s.turn_ended() and rng.random() < 0.5:
            s.end_turn()
            assert s.undo_point() is None
        s.play(rng.choice(s.game.legal_moves()))
    # Undo as far as it goes: the last chooser is the same throughout.
    who = s.last_chooser()
    while s.undo_point() is not None:
        s.undo()
        assert s.last_chooser() in (who, None) or s.undo_point() is None


def test_the_record_replays_to_the_same_game() -> None:
    s = Session()
    new_arle_game(s, players=2, seed=6, variant="yucata", buildings="random", names=["A", "B"])
    chosen_moves(s, random.Random(6), 50)
    record = s.record()
    assert s.game is not None
    replay = Game(s.game.setup)
    for key in record["moves"]:
        replay.play(key)
    assert view(replay) == view(s.game)


def test_the_bridge_returns_json_and_reports_problems() -> None:
    s = Session()
    model = json.loads(s.call("view"))
    assert model["view"] is None and model["ui"]["moves"] == 0
    model = json.loads(s.call("new", json.dumps({"players": 1, "seed": "12", "names": ["Ann"]})))
    assert model["view"]["setup"]["seed"] == 12 and model["view"]["setup"]["names"] == ["Ann"]
    moves = model["ui"]["moves"]

    model = json.loads(s.call("play", "no-such-option"))
    assert "not a legal move" in model["ui"]["notice"] and model["ui"]["moves"] == moves
    model = json.loads(s.call("frobnicate"))
    assert model["ui"]["notice"].startswith("Something went wrong")
    assert json.loads(s.call("record"))["setup"]["players"] == 1


# --- the link, autosave and Your games ----------------------------------------------------

STORE_KEY = "arle.game."


def played_session(store: MemoryStore | None, players: int, seed: int, n: int,
                   **setup: Any) -> Session:
    s = Session(store)
    s.call("new", json.dumps({"players": players, "seed": seed, **setup}))
    rng = random.Random(seed)
    for _ in range(n):
        assert s.game is not None
        if s.game.is_over:
            break
        s.call("play", rng.choice(s.game.legal_moves()))
    return s


def snapshot(store: MemoryStore) -> dict[str, str]:
    """What the store holds but the list of links that could not be opened (no save)."""
    return {k: v for k, v in store.data.items() if k != UNOPENED}


@pytest.mark.parametrize("players", [1, 2])
@pytest.mark.parametrize("seed", range(6))
def test_the_link_is_always_the_engines_encoding(players: int, seed: int) -> None:
    s = Session(MemoryStore())
    s.set_setting("autoplay", seed % 3 != 0)  # forced moves chosen by hand as well
    new_arle_game(s, players=players, seed=seed, variant=("printed", "yucata")[seed % 2],
          buildings=("starter", "random")[seed // 3 % 2], names=["Ann", "Bo"][:players])
    rng = random.Random(seed)
    assert s.game is not None
    while not s.game.is_over:
        if rng.random() < 0.05 and s.undo_point() is not None:
            s.undo()
        else:
            s.play(rng.choice(s.game.legal_moves()))
        if len(s.game.moves) % 7 == 0:
            assert s.link() == s.game.encode()
    assert s.link() == s.game.encode()
    assert decode(s.link() or "").scores() == s.game.scores()


def test_every_change_is_saved_under_one_id_with_what_the_list_shows() -> None:
    store = MemoryStore()
    s = played_session(store, 2, 5, 30, names=["Ann", "Bo"])
    assert s.game is not None and s.slot.id is not None
    assert list(store.data) == [STORE_KEY + s.slot.id]
    entry = json.loads(store.data[STORE_KEY + s.slot.id])
    assert entry["code"] == s.game.encode() and entry["names"] == ["Ann", "Bo"]
    assert entry["moves"] == len(s.game.moves) and entry["next"] == s.game.current_player
    assert entry["half_year"] == s.game.state.half_year and entry["variant"] == "printed"
    assert entry["created"] <= entry["saved"]
    model = json.loads(s.call("view"))
    assert model["ui"]["link"] == entry["code"] and model["ui"]["game_id"] == s.slot.id
    assert [g["id"] for g in model["ui"]["games"]] == [s.slot.id]


def test_a_save_records_its_game_and_a_progress_line_from_the_game_itself(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Storage does not depend on the screen: the save is written from the game's faces
    (its game, names, seats and progress), never from the view model."""
    import app.state

    store = MemoryStore()
    s = played_session(store, 2, 5, 30, names=["Ann", "Bo"])
    assert s.game is not None and s.slot.id is not None
    monkeypatch.setattr(app.state.SessionState, "board", lambda self: None)
    s.play(s.game.legal_moves()[0])
    s.autosave()
    entry = json.loads(store.data[STORE_KEY + s.slot.id])
    assert entry["code"] == s.game.encode()
    assert entry["game"] == "arle" and entry["name"] == "Fields of Arle"
    totals = " to ".join(f"{fmt(t['total'])} VP" for t in s.game.scores())
    assert entry["progress"] == f"Half-year {s.game.state.half_year} of 9 · {totals}"
    assert entry["seats"] == [{"who": "here"}, {"who": "here"}]


def test_a_link_opens_the_same_game_on_another_device() -> None:
    sender = played_session(MemoryStore(), 2, 8, 45, names=["Ann", "Bo"])
    assert sender.game is not None
    other = Session(MemoryStore())
    model = json.loads(other.call("open", sender.link() or ""))
    assert other.game is not None
    assert view(other.game) == view(sender.game)
    assert model["ui"]["problem"] is None and model["ui"]["link"] == sender.link()
    assert other.movers == sender.movers
    assert len(other.saves.listing()) == 1  # saved on this device too
    # Nothing played elsewhere is undone here.
    assert other.undo_point() is None
    # "Who are you?": until answered, no option is offered or accepted.
    assert model["ui"]["ask_seat"] and model["view"]["decision"]["options"] == []
    other.call("seat", "hotseat")
    assert json.loads(other.call("view"))["view"] == view(sender.game)


BAD_LINKS = {
    "garbage": "hello there",
    "not base64": "2.!!!!",
    "truncated": None,  # made from a real link below
    "tampered": None,
    "future version": "99.eJwDAAAAAAE",
    "too long": "2." + "A" * 20_000,
    "empty": "",
}


@pytest.mark.parametrize("kind", sorted(BAD_LINKS))
def test_a_bad_link_changes_nothing_and_says_why(kind: str) -> None:
    store = MemoryStore()
    s = played_session(store, 2, 3, 25)
    good = s.link() or ""
    link = BAD_LINKS[kind]
    if kind == "truncated":
        link = good[: len(good) // 2]
    elif kind == "tampered":
        mid = len(good) // 2
        link = good[:mid] + ("A" if good[mid] != "A" else "B") + good[mid + 1:]
    assert link is not None
    before, moves = snapshot(store), list(s.game.moves if s.game else [])
    model = json.loads(s.call("open", link))
    with pytest.raises(BadGameCode) as exc:
        decode(link)
    problem = model["ui"]["problem"]
    assert problem["kind"] == "bad-link"
    assert problem["text"].lower().rstrip(".") == str(exc.value).lower().rstrip(".")
    assert problem["text"][0].isupper() and problem["text"].endswith(".")
    # the saves are untouched; the link is kept in the list of links that could not be opened
    unopened = json.loads(store.data.get(UNOPENED, "[]"))
    assert snapshot(store) == before and s.game is not None and s.game.moves == moves
    assert [(e["code"], e["reason"]) for e in unopened] == (
        [(link.strip(), problem["text"])] if link.strip() else [])
    assert model["ui"]["unopened"] == [{**e, "newer": problem["newer"]} for e in unopened]
    assert model["ui"]["link"] == good and len(model["ui"]["games"]) == 1
    # The message stays until dismissed, and then the game goes on.
    assert json.loads(s.call("view"))["ui"]["problem"] == problem
    assert json.loads(s.call("dismiss"))["ui"]["problem"] is None


def test_a_bad_link_on_a_fresh_page_offers_the_saved_games() -> None:
    store = MemoryStore()
    played_session(store, 1, 4, 10)
    before = snapshot(store)
    s = Session(store)  # the page reloaded with a bad link in the address
    model = json.loads(s.call("open", "2.eJzLSM3JyVcozy_KSQEAGgQEXQ"))
    assert model["view"] is None and model["ui"]["problem"]["kind"] == "bad-link"
    assert len(model["ui"]["games"]) == 1 and snapshot(store) == before


@pytest.mark.parametrize(("link", "newer"), [("99999.AAAA", True), ("4.AAAA", True),
                                            ("hello", False), ("3.AAAA", False),
                                            ("A4.AAAA", True), ("A99.AAAA", True),
                                            ("A3.AAAA", False)])
def test_a_link_of_a_later_format_is_marked_newer(link: str, newer: bool) -> None:
    """Its advice is to reload for a newer page, not to ask for the link again."""
    problem = json.loads(Session(MemoryStore()).call("open", link))["ui"]["problem"]
    assert problem["kind"] == "bad-link" and problem["newer"] is newer
    assert ("newer version" in problem["text"]) is newer


def test_an_earlier_link_never_overwrites_the_save_and_a_move_forks_it() -> None:
    store = MemoryStore()
    s = played_session(store, 1, 7, 10)
    old_link = s.link() or ""
    rng = random.Random(70)
    for _ in range(10):
        assert s.game is not None
        s.call("play", rng.choice(s.game.legal_moves()))
    saved_id, before = s.slot.id, snapshot(store)

    fresh = Session(store)
    model = json.loads(fresh.call("open", old_link))
    assert model["ui"]["problem"]["kind"] == "older"
    assert model["ui"]["problem"]["saved"] == saved_id
    assert snapshot(store) == before and model["ui"]["link"] == old_link
    assert fresh.game is not None
    model = json.loads(fresh.call("play", fresh.game.legal_moves()[0]))
    assert model["ui"]["problem"] is None and "separate game" in model["ui"]["info"]
    assert fresh.slot.id not in (None, saved_id)
    assert {k: v for k, v in store.data.items() if k in before} == before
    assert len(store.data) == 2
    # "Continue the saved game" resumes the longer one.
    fresh.call("resume", saved_id or "")
    assert fresh.game is not None and fresh.link() == s.link()


def test_opening_a_link_replays_no_saved_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """Saved copies are compared by the items of their links (codec.read), not replayed."""
    import app.links

    home = MemoryStore()
    s = played_session(home, 2, 9, 20)
    played_session(home, 2, 9, 12)  # a second save of the same game (a copy behind)
    further = played_session(MemoryStore(), 2, 9, 30)
    assert s.game is not None and further.game is not None
    decoded: list[str] = []
    real = app.links.open_code
    monkeypatch.setattr(app.links, "open_code", lambda code, missing, start=None, game=None:
                        decoded.append(code) or real(code, missing, start, game))
    back = Session(home)
    model = json.loads(back.call("open", further.link() or ""))
    assert model["ui"]["problem"] is None and back.slot.id is not None
    assert decoded == [further.link()]  # the link only


def test_a_later_link_of_a_saved_game_updates_that_save() -> None:
    home, away = MemoryStore(), MemoryStore()
    s = played_session(home, 2, 9, 20)
    saved_id = s.slot.id
    remote = Session(away)
    remote.call("open", s.link() or "")
    remote.call("seat", "hotseat")
    rng = random.Random(90)
    for _ in range(15):
        assert remote.game is not None
        remote.call("play", rng.choice(remote.game.legal_moves()))
    back = Session(home)
    model = json.loads(back.call("open", remote.link() or ""))
    assert back.slot.id == saved_id and model["ui"]["problem"] is None
    assert "continues your saved game" in model["ui"]["info"]
    assert list(home.data) == [STORE_KEY + (saved_id or "")]
    assert json.loads(home.data[STORE_KEY + (saved_id or "")])["code"] == remote.link()


def test_a_link_that_went_another_way_is_saved_beside_the_save() -> None:
    store = MemoryStore()
    s = played_session(store, 1, 11, 6)
    branch = Session(MemoryStore())
    branch.call("open", s.link() or "")
    assert s.game is not None and branch.game is not None
    s.call("play", s.game.legal_moves()[0])
    branch.call("play", branch.game.legal_moves()[-1])
    assert s.link() != branch.link()
    before = snapshot(store)
    again = Session(store)
    model = json.loads(again.call("open", branch.link() or ""))
    assert "separate game" in model["ui"]["info"]
    assert again.slot.id != s.slot.id and len(store.data) == 2
    assert {k: v for k, v in store.data.items() if k in before} == before


def test_the_same_setup_started_twice_is_two_saves() -> None:
    store = MemoryStore()
    played_session(store, 1, 12, 5)
    played_session(store, 1, 12, 3)
    ids = sorted(k.removeprefix(STORE_KEY) for k in store.data)
    assert len(ids) == 2 and ids[1] == ids[0] + "-2"


def test_resume_and_delete() -> None:
    store = MemoryStore()
    first = played_session(store, 2, 13, 12)
    played_session(store, 1, 14, 8)
    s = Session(store)
    assert len(s.saves.listing()) == 2
    s.call("resume", first.slot.id or "")
    assert s.game is not None and s.link() == first.link() and s.slot.id == first.slot.id
    assert s.movers == first.movers and s.undo_point() == first.undo_point()
    model = json.loads(s.call("delete", first.slot.id or ""))
    assert model["view"] is None and model["ui"]["link"] is None  # the open game is closed
    assert len(store.data) == 1 and len(model["ui"]["games"]) == 1


def test_two_tabs_playing_one_save_never_overwrite_each_other() -> None:
    store = MemoryStore()
    first = played_session(store, 1, 16, 4)
    game_id = first.slot.id or ""
    second = Session(store)
    second.call("resume", game_id)
    assert first.game is not None and second.game is not None
    first.call("play", first.game.legal_moves()[0])
    mine = store.data[STORE_KEY + game_id]
    model = json.loads(second.call("play", second.game.legal_moves()[-1]))
    assert "another tab" in model["ui"]["info"] and second.slot.id != game_id
    assert store.data[STORE_KEY + game_id] == mine and len(store.data) == 2
    first.call("play", first.game.legal_moves()[0])  # the first tab goes on as before
    assert first.slot.id == game_id and len(store.data) == 2


def test_unreadable_saves_are_listed_and_kept() -> None:
    store = MemoryStore()
    store.data[STORE_KEY + "junk"] = "{not json"
    store.data[STORE_KEY + "old"] = json.dumps({"code": "0.abc", "names": ["A"]})
    store.data["someone.else"] = "x"
    s = Session(store)
    games = {g["id"]: g for g in json.loads(s.call("view"))["ui"]["games"]}
    assert set(games) == {"junk", "old"} and games["junk"]["broken"]
    for game_id in ("junk", "old"):
        model = json.loads(s.call("resume", game_id))
        assert model["view"] is None and model["ui"]["problem"]["kind"] == "bad-save"
    assert len(store.data) == 3


def test_a_full_store_says_so_and_the_game_plays_on() -> None:
    store = MemoryStore(limit=300)
    s = Session(store)
    model = json.loads(s.call("new", json.dumps({"players": 1, "seed": 3})))
    assert "full" in model["ui"]["storage"] and model["view"] is not None
    assert s.game is not None
    model = json.loads(s.call("play", s.game.legal_moves()[0]))
    assert model["ui"]["moves"] > 0 and model["ui"]["link"] == s.game.encode()
    store.limit = None  # room again: the next change is saved, the message goes
    model = json.loads(s.call("play", s.game.legal_moves()[0]))
    assert model["ui"]["storage"] == "" and len(store.data) == 1


def test_without_storage_the_game_plays_and_says_so() -> None:
    s = played_session(None, 2, 15, 10)
    model = json.loads(s.call("view"))
    assert "storage" in model["ui"]["storage"] and model["ui"]["games"] == []
    assert model["ui"]["moves"] > 0


def test_names_from_a_link_stay_text() -> None:
    names = ['<script>alert(1)</script>', '<img src=x onerror="alert(2)">']
    link = new_game(players=2, seed=1, names=names).encode()
    s = Session(MemoryStore())
    model = json.loads(s.call("open", link))
    assert model["view"]["setup"]["names"] == names
    assert model["ui"]["games"][0]["names"] == names


# --- chosen buildings --------------------------------------------------------------------


def test_the_default_choice_is_a_valid_setup() -> None:
    groups = catalog()
    keys = [b["key"] for g in groups for b in g["buildings"] if b["default"]]
    chosen = chosen_buildings(keys)
    assert len(chosen) == 18 == len(keys)
    s = Session(MemoryStore())
    model = json.loads(s.call("new", json.dumps({"players": 2, "seed": 1, "buildings": keys})))
    assert model["ui"]["setup_error"] == ""
    assert [b["key"] for b in model["view"]["buildings"]] == chosen


def test_a_choice_with_wrong_counts_is_refused_in_words() -> None:
    s = played_session(MemoryStore(), 1, 2, 3)
    moves = list(s.game.moves if s.game else [])
    model = json.loads(s.call("new", json.dumps(
        {"players": 1, "buildings": ["farmers_house", "turnery", "smithy", "bakehouse"]})))
    error = model["ui"]["setup_error"]
    assert "Green houses: choose 4 (1 chosen)" in error and "Yellow" in error
    assert "Inns (blue): choose 3 (0 chosen)" in error
    assert s.game is not None and s.game.moves == moves
    model = json.loads(s.call("new", json.dumps({"players": 1, "buildings": ["nope"]})))
    assert "Unknown building" in model["ui"]["setup_error"]


def test_any_four_green_houses_make_a_game() -> None:
    rng = random.Random(3)
    groups = {g["key"]: [b["key"] for b in g["buildings"]] for g in catalog()}
    for _ in range(5):
        keys = rng.sample(groups["green"], 4) + rng.sample(groups["yellow"], 2)
        keys += rng.sample(groups["blue"], 3)
        game = new_game(players=2, seed=rng.randrange(99), buildings=chosen_buildings(keys))
        assert len(game.setup.buildings) == 18
        assert decode(game.encode()).setup == game.setup


# --- two tabs on one save -------------------------------------------------------------------

def two_tabs(store: MemoryStore, seed: int = 16) -> tuple[Session, Session, str]:
    first = played_session(store, 1, seed, 4)
    game_id = first.slot.id or ""
    second = Session(store)
    second.call("resume", game_id)
    return first, second, game_id


def stored_codes(store: MemoryStore) -> set[str]:
    return {json.loads(text)["code"] for text in store.data.values()}


def test_a_save_is_compare_and_write_per_game() -> None:
    store = MemoryStore()
    first, _, game_id = two_tabs(store)
    entry = json.loads(store.data[STORE_KEY + game_id])
    assert first.saves.put({**entry, "code": "1.x"}, expect="1.other") == "changed"
    assert first.saves.put({**entry, "id": game_id}, expect=None) == "changed"
    assert first.saves.put({**entry, "code": "1.y"}, expect=entry["code"]) == "saved"
    assert first.saves.put({**entry, "code": "1.z"}, expect=entry["code"]) == "changed"
    del store.data[STORE_KEY + game_id]
    assert first.saves.put({**entry, "code": "1.z"}, expect="1.y") == "deleted"
    assert store.data == {}


def test_writes_that_crossed_lose_neither_tabs_moves() -> None:
    """Both tabs play at once; each read the save before the other's write reached it,
    so the later write replaced the earlier one. The tab whose write was replaced learns
    of it from the storage event and keeps its moves as a separate game."""
    store = MemoryStore()
    first, second, game_id = two_tabs(store)
    assert first.game is not None and second.game is not None
    key = STORE_KEY + game_id
    second.call("play", second.game.legal_moves()[-1])
    theirs_text, mine = store.data[key], second.link()
    first.call("play", first.game.legal_moves()[0])  # in a browser: written over the other's
    store.data[key] = json.dumps({**json.loads(theirs_text), "code": first.link()})
    model = json.loads(second.call("sync", key))
    assert model["ui"]["problem"]["kind"] == "changed"
    assert model["ui"]["problem"]["choices"][0] == {
        "action": "resume", "id": game_id, "label": "Switch to the other tab's game"}
    assert {mine, first.link()} <= stored_codes(store) and second.slot.id != game_id
    model = json.loads(second.call("resume", game_id))  # switch to the newer state
    assert model["ui"]["link"] == first.link() and model["ui"]["problem"] is None


def test_a_tab_behind_another_is_offered_the_newer_state() -> None:
    store = MemoryStore()
    first, second, game_id = two_tabs(store)
    assert first.game is not None
    first.call("play", first.game.legal_moves()[0])
    before = dict(store.data)
    model = json.loads(second.call("sync", STORE_KEY + game_id))
    assert model["ui"]["problem"]["kind"] == "changed" and "more moves there" in (
        model["ui"]["problem"]["text"])
    assert store.data == before and second.slot.id == game_id  # nothing of it was lost
    model = json.loads(second.call("resume", game_id))
    assert model["ui"]["link"] == first.link()


def test_a_game_deleted_in_one_tab_is_not_recreated_by_another() -> None:
    store = MemoryStore()
    first, second, game_id = two_tabs(store)
    first.call("delete", game_id)
    assert store.data == {}
    model = json.loads(second.call("sync", STORE_KEY + game_id))
    assert model["ui"]["problem"]["kind"] == "deleted" and model["view"] is not None
    assert second.game is not None
    second.call("play", second.game.legal_moves()[0])
    assert store.data == {}  # not silently re-created
    model = json.loads(second.call("keep"))
    assert len(store.data) == 1 and model["ui"]["problem"] is None
    assert stored_codes(store) == {second.link()}


def test_a_deletion_seen_only_at_the_next_save_is_not_undone() -> None:
    """The storage event can come late: the save itself notices the deletion."""
    store = MemoryStore()
    _, second, game_id = two_tabs(store)
    del store.data[STORE_KEY + game_id]
    assert second.game is not None
    model = json.loads(second.call("play", second.game.legal_moves()[0]))
    assert store.data == {} and model["ui"]["problem"]["kind"] == "deleted"
    model = json.loads(second.call("close"))
    assert model["view"] is None and store.data == {}


# --- the game number in the form, the forced-move setting --------------------------------

@pytest.mark.parametrize(("typed", "says"), [
    ("1e3", "digits only"), ("1.5", "digits only"), ("abc", "digits only"), ("0x10", "digits only"),
    ("-1", "cannot be negative"), ("9007199254740992", "too big"), ("9" * 5000, "too big"),
])
def test_a_wrong_game_number_is_refused_in_words_next_to_its_field(typed: str, says: str) -> None:
    s = Session(MemoryStore())
    model = json.loads(s.call("new", json.dumps({"players": 1, "seed": typed})))
    ui = model["ui"]
    assert says in ui["setup_error"] and ui["setup_field"] == "seed"
    assert model["view"] is None and ui["notice"] == ""


@pytest.mark.parametrize(("typed", "seed"), [(" 42 ", 42), ("0", 0), ("007", 7),
                                              ("9007199254740991", 2**53 - 1)])
def test_a_game_number_in_range_starts_that_game(typed: str, seed: int) -> None:
    s = Session(MemoryStore())
    model = json.loads(s.call("new", json.dumps({"players": 1, "seed": typed})))
    assert model["ui"]["setup_error"] == "" and model["view"]["setup"]["seed"] == seed


def test_the_forced_move_setting_is_kept_for_the_next_visit() -> None:
    store = MemoryStore()
    s = Session(store)
    assert s.settings.autoplay
    s.call("autoplay", "0")
    assert not Session(store).settings.autoplay
    s.call("autoplay", "1")
    assert Session(store).settings.autoplay
    store.data["arle.settings"] = "{broken"
    assert Session(store).settings.autoplay and Session(None).settings.autoplay


def test_a_failed_save_is_reported_beside_the_board_until_a_save_succeeds() -> None:
    store = MemoryStore()
    s = played_session(store, 1, 17, 3)
    assert s.game is not None
    ui = json.loads(s.call("view"))["ui"]
    assert not ui["unsaved"] and ui["save_failure"] == ""
    store.limit = 10  # full
    ui = json.loads(s.call("play", s.game.legal_moves()[0]))["ui"]
    assert ui["unsaved"] and "Delete old games in Your games" in ui["save_failure"]
    [entry] = ui["games"]
    assert entry["id"] == ui["game_id"] and entry["code"] != ui["link"]  # the stale save
    store.limit = None
    ui = json.loads(s.call("play", s.game.legal_moves()[0]))["ui"]
    assert not ui["unsaved"] and ui["save_failure"] == "" and ui["games"][0]["code"] == ui["link"]


def test_plain_payment_only_when_the_ways_differ_by_timber_or_brick() -> None:
    """"You can always pay Timber instead of Wood and Brick instead of Clay": when that is
    the only difference, the page pays with the plain good; different goods stay a choice."""
    from arle_core.decisions import Option
    from arle_core.faces import plain_payment

    subs = [Option("pay:2wood", "Pay 2 Wood"), Option("pay:timber+wood", "Pay 1 Timber, 1 Wood"),
            Option("pay:2timber", "Pay 2 Timber")]
    assert plain_payment("pay", subs) == "pay:2wood"
    real = [Option("pay:grain+wood", "Pay 1 Grain, 1 Wood"),
            Option("pay:clay+grain", "Pay 1 Clay, 1 Grain")]
    assert plain_payment("pay", real) is None
    assert plain_payment("master", subs) is None


def test_the_page_never_asks_a_payment_that_differs_only_by_substitutes() -> None:
    from arle_core.faces import plain_payment

    for seed in range(4):
        s = Session(MemoryStore())
        new_arle_game(s, players=1, seed=seed)
        rng = random.Random(seed)
        game = s.game
        while game is not None and not game.is_over:
            d = game.decision()
            assert d is not None
            assert plain_payment(d.kind, list(d.options)) is None, d
            s.play(rng.choice(game.legal_moves()))
            game = s.game
    store = MemoryStore()
    s = Session(store)
    s.set_setting("ask_payment", True)  # asking again: the setting is taken and kept across visits
    assert s.model()["ui"]["ask_payment"] is True
    assert Session(store).settings.ask_payment is True
# --- seats, turn safety, the story of each turn -------------------------------------------


def one_click_space(game: Game) -> str:
    """A space that is the whole turn in one click (no further question)."""
    for key in game.legal_moves():
        if not key.startswith("space:"):
            continue
        trial = game.copy()
        trial.play(key)
        while len(trial.legal_moves()) == 1:
            trial.play(trial.legal_moves()[0])
        if trial.current_player != game.current_player:
            return key
    raise AssertionError("no one-click space here")


def test_a_reload_keeps_a_hot_seat_turn_that_is_over_but_not_handed_over() -> None:
    """Reloading the page opens its own link again: the same save, so the turn that is
    over stays undoable until End turn, and the next player does not see the board yet."""
    store = MemoryStore()
    s = Session(store)
    new_arle_game(s, players=2, seed=21, names=["Anna", "Ben"])
    assert s.game is not None
    s.call("play", one_click_space(s.game))
    link = s.link() or ""
    reloaded = json.loads(Session(store).call("open", link))
    assert reloaded["ui"]["turn_ended"] and reloaded["ui"]["can_undo"]
    assert "hand the device" in reloaded["ui"]["held"]


def test_a_hot_seat_turn_can_be_undone_until_end_turn_even_after_a_one_click_space() -> None:
    s = Session()
    new_arle_game(s, players=2, seed=21, names=["Anna", "Ben"])
    assert s.game is not None
    first = s.game.current_player
    board = view(s.game)
    key = one_click_space(s.game)
    model = json.loads(s.call("play", key))
    assert s.game.current_player != first and model["ui"]["turn_ended"]
    assert model["ui"]["can_undo"] and model["view"]["decision"]["options"] == []
    assert "hand the device" in model["ui"]["held"]
    model = json.loads(s.call("undo"))
    assert view(s.game) == board and not model["ui"]["turn_ended"]
    s.call("play", key)
    model = json.loads(s.call("end_turn"))
    assert not model["ui"]["can_undo"] and model["view"]["decision"]["options"]
    # The next player sees what the turn did, in the rulebook's words and on the board.
    shown = model["ui"]["shown"]
    assert shown["kind"] == "story" and key in shown["elements"]
    assert any("placed a worker on the" in line["text"] for line in shown["lines"])


def test_the_start_player_is_drawn_and_announced() -> None:
    starts = set()
    for seed in range(6):
        s = Session()
        model = json.loads(s.call("new", json.dumps(
            {"players": 2, "seed": seed, "names": ["Anna", "Ben"]})))
        assert s.game is not None
        name = ["Anna", "Ben"][s.game.setup.start_player]
        assert model["ui"]["start"] == f"The start player was drawn: {name} begins."
        assert model["ui"]["shown"]["kind"] == "start"
        starts.add(name)
    assert starts == {"Anna", "Ben"}


def test_after_each_move_what_changed_is_shown_until_the_next_click() -> None:
    s = Session()
    new_arle_game(s, players=1, seed=2)
    model = json.loads(s.call("play", "space:woodcutter"))
    shown = model["ui"]["shown"]
    assert shown["kind"] == "move"
    assert {"space:woodcutter", "good:0:wood"} <= set(shown["elements"])
    assert shown["lines"][0]["text"].startswith("placed a worker on the Woodcutter: +")
    assert json.loads(s.call("view"))["ui"]["shown"] == shown  # no click: still shown
    assert json.loads(s.call("undo"))["ui"]["shown"] is None


def devices(seed: int) -> tuple[Session, Session]:
    anna = Session(MemoryStore())
    anna.call("new", json.dumps({"players": 2, "seed": seed, "names": ["Anna", "Ben"],
                                 "mode": "link", "seat": 0}))
    return anna, Session(MemoryStore())


@pytest.mark.parametrize("seed", [31, 5])  # Anna begins in game 31, Ben in game 5
def test_by_link_each_device_plays_only_its_seat_and_tells_the_other_turn(seed: int) -> None:
    anna, ben = devices(seed)
    rng = random.Random(seed)
    assert anna.game is not None
    if anna.game.current_player == 1:  # Ben begins: Anna sends the new game's link
        model = json.loads(anna.call("view"))
        assert model["ui"]["waiting"]["name"] == "Ben" and not model["ui"]["waiting"]["sent"]
        assert json.loads(anna.call("sent"))["ui"]["waiting"]["sent"]
    while True:
        behind = ben.game is None or len(anna.game.moves) >= len(ben.game.moves)
        game = anna.game if behind else ben.game
        assert game is not None
        if game.is_over:
            break
        me, other, seat = ((anna, ben, 0) if game.current_player == 0 else (ben, anna, 1))
        if me.game is None or len(me.game.moves) < len(game.moves):
            sender = other
            model = json.loads(me.call("open", sender.link() or ""))
            if model["ui"]["ask_seat"]:  # "Who are you?", asked once
                assert model["view"]["decision"]["options"] == []
                model = json.loads(me.call("seat", str(seat)))
            assert model["ui"]["seat"] == seat
            if len(me.game.moves if me.game else []) > 0 and model["ui"]["shown"]:
                assert model["ui"]["shown"]["kind"] == "story"
        assert me.game is not None
        # This device plays its turn: only its own options are ever offered.
        model = json.loads(me.call("view"))
        while me.game.current_player == seat and not me.game.is_over:
            assert model["view"]["decision"]["player"] == seat
            assert model["view"]["decision"]["options"]
            model = json.loads(me.call("play", rng.choice(me.game.legal_moves())))
        if me.game.is_over:
            break
        waiting = model["ui"]["waiting"]
        assert waiting["player"] == 1 - seat and model["view"]["decision"]["options"] == []
        assert model["ui"]["can_undo"] and not waiting["sent"]
        refused = json.loads(me.call("play", me.game.legal_moves()[0]))
        assert "turn" in refused["ui"]["notice"] and refused["ui"]["moves"] == model["ui"]["moves"]
        model = json.loads(me.call("sent"))
        assert not model["ui"]["can_undo"] and model["ui"]["waiting"]["sent"]
        # The link goes to the other device, which tells what happened.
        if other.game is not None:
            model = json.loads(other.call("open", me.link() or ""))
            assert not model["ui"]["ask_seat"] and model["ui"]["seat"] == 1 - seat
            shown = model["ui"]["shown"]
            assert shown["kind"] == "story" and shown["lines"]
            assert seat in {line["player"] for line in shown["lines"]}
            assert model["ui"]["info"] == ""  # the story tells what the link brought
    # The last mover sends the finished game: both devices agree with the engine.
    for device, sender in ((anna, ben), (ben, anna)):
        if device.game is None or not device.game.is_over:
            device.call("open", sender.link() or "")
    assert anna.game is not None and ben.game is not None
    assert anna.game.scores() == ben.game.scores() == decode(anna.link() or "").scores()


def test_the_seat_is_saved_with_the_game() -> None:
    anna, ben = devices(33)
    assert anna.game is not None
    entry = anna.saves.get(anna.slot.id or "")
    assert entry is not None and entry["mode"] == "link" and entry["seat"] == 0
    ben.call("open", anna.link() or "")
    ben.call("seat", "1")
    again = Session(ben.saves.store)
    model = json.loads(again.call("open", anna.link() or ""))
    assert not model["ui"]["ask_seat"] and model["ui"]["seat"] == 1
    model = json.loads(again.call("resume", ben.slot.id or ""))
    assert model["ui"]["seat"] == 1 and model["ui"]["mode"] == "link"


def test_a_full_game_history_holds_every_move_and_the_end_summary() -> None:
    store = MemoryStore()
    s = played_session(store, 1, 41, 2000)
    assert s.game is not None and s.game.is_over
    model = json.loads(s.call("view"))
    entries = [e for g in model["ui"]["history"] for ph in g["phases"] for e in ph["entries"]
               if e["move"] is not None]
    assert len(entries) == len(s.game.moves)
    end = model["ui"]["end"]
    assert end["sheets"] == s.game.scores() and len(end["chart"]) == 9
    assert end["chart"][-1]["scores"] == s.game.scores()
    assert end["solo"]["yardstick"] == 110 and end["solo"]["best_before"] is None
    second = played_session(store, 1, 42, 2000)
    end2 = json.loads(second.call("view"))["ui"]["end"]
    assert end2["solo"]["best_before"] == s.game.scores()[0]["total"]


def test_a_tie_says_how_it_was_broken() -> None:
    from app.links import Record
    from app.story import tie_break

    g = new_game(players=2, seed=1)
    rng = random.Random(1)
    while not g.is_over:
        g.play(rng.choice(g.legal_moves()))
    sheets = g.scores()
    text = tie_break(Record(g))
    assert (text != "") == (sheets[0]["total"] == sheets[1]["total"])


def test_saved_games_tell_the_story_and_the_copies_apart() -> None:
    store = MemoryStore()
    s = played_session(store, 1, 51, 12)
    assert s.game is not None
    entry = s.saves.get(s.slot.id or "")
    assert entry is not None and entry["last"] and entry["forked_at"] is None
    branch = Session(MemoryStore())
    branch.call("open", s.link() or "")
    assert branch.game is not None
    shared = len(s.game.moves)
    s.call("play", s.game.legal_moves()[0])
    s.call("play", s.game.legal_moves()[0])
    branch.call("play", branch.game.legal_moves()[-1])
    model = json.loads(Session(store).call("open", branch.link() or ""))
    games = {g["id"]: g for g in model["ui"]["games"]}
    assert len(games) == 2
    fork = next(g for g in games.values() if g["id"] != s.slot.id)
    assert fork["forked_at"] == shared and fork["copies"] == 2 and not fork["ahead"]
    assert games[s.slot.id or ""]["ahead"]


# --- against the computer -----------------------------------------------------------------


def computer_session(store: MemoryStore, seed: int, seat: int = 0,
                     level: str = "casual") -> Session:
    s = Session(store)
    names = ["", ""]
    names[seat] = "Anna"  # the computer's seat left empty: "Computer"
    s.call("new", json.dumps({"players": 2, "seed": seed, "mode": "computer", "seat": seat,
                              "level": level, "names": names}))
    return s


def computer_turn(s: Session) -> dict[str, Any]:
    """What the page does while the computer is to move: ask the AI (here directly, in the
    worker in the page) and play its key through the session, one move at a time."""
    from arle_core.ai import choose

    model = json.loads(s.call("view"))
    while model["ui"]["computer"]["to_move"]:
        game = s.game
        assert game is not None
        model = json.loads(s.call("computer", json.dumps(
            {"key": choose(game, s.seating.level), "moves": len(game.moves)})))
        assert model["ui"]["notice"] == ""
        assert model["ui"]["shown"]["kind"] == "computer"
    return model


def test_the_computer_levels_are_the_engines() -> None:
    from app.session import COMPUTER_LEVELS, DEFAULT_LEVEL

    from arle_core.ai import LEVELS

    assert list(COMPUTER_LEVELS) == list(LEVELS) and DEFAULT_LEVEL in LEVELS


def test_a_whole_game_against_the_computer_is_a_link_and_a_save() -> None:
    store = MemoryStore()
    s = computer_session(store, seed=5, seat=1)
    game = s.game
    assert game is not None and game.setup.names == ("Computer", "Anna")
    rng = random.Random(5)
    while not game.is_over:
        model = computer_turn(s)
        game = s.game
        assert game is not None
        if game.is_over:
            break
        ui = model["ui"]
        assert ui["computer"] == {"seat": 0, "name": "Computer", "level": "casual",
                                  "to_move": False}
        assert model["view"]["decision"]["player"] == 1 and model["view"]["decision"]["options"]
        model = json.loads(s.call("play", rng.choice(game.legal_moves())))
        assert model["ui"]["notice"] == ""
    entry = store.get(f"arle.game.{s.slot.id}")
    assert entry is not None
    saved = json.loads(entry)
    assert (saved["mode"], saved["seat"], saved["level"]) == ("computer", 1, "casual")
    assert decode(saved["code"]).moves == game.moves == decode(s.link() or "").moves


def test_the_computer_seat_is_named_and_the_player_cannot_play_it() -> None:
    s = computer_session(MemoryStore(), seed=3, seat=0)
    game = s.game
    assert game is not None and game.setup.names == ("Anna", "Computer")
    if game.current_player == 0:  # play until the computer is to move
        rng = random.Random(3)
        while game.current_player == 0:
            s.play(rng.choice(game.legal_moves()))
            game = s.game
            assert game is not None
    model = json.loads(s.call("view"))
    assert model["ui"]["computer"]["to_move"] and model["view"]["decision"]["options"] == []
    assert "computer" in model["ui"]["held"]
    before = len(game.moves)
    model = json.loads(s.call("play", game.legal_moves()[0]))
    assert "computer plays it" in model["ui"]["notice"] and len(game.moves) == before


def test_a_link_against_the_computer_plays_the_computer_on_the_device_that_opens_it() -> None:
    """A game against the computer, its link opened on a fresh device: this device plays
    the person's seat (no "Who are you?" for the one person) and the computer its seat here
    (never "Waiting for Computer — send Computer the link"), saying so; a save of a device
    that waited for the computer's seat by link plays it by the computer when reopened."""
    s = computer_session(MemoryStore(), seed=3, seat=0)
    store = MemoryStore()
    other = Session(store)
    ui = json.loads(other.call("open", s.link() or ""))["ui"]
    assert not ui["ask_seat"] and ui["seat"] == 0 and ui["waiting"] is None
    assert [seat["who"] for seat in ui["seats"]] == ["here", "computer"]
    assert "You play Anna; the computer plays Computer here, on this device" in ui["info"]
    rng = random.Random(3)
    game = other.game
    assert game is not None
    while not other.computer_to_move():
        other.play(rng.choice(game.legal_moves()))
        assert other.notice == ""
    model = json.loads(other.call("view"))
    assert model["ui"]["waiting"] is None and model["ui"]["computer"]["to_move"]
    before = len(game.moves)
    model = computer_turn(other)
    assert len(game.moves) > before and model["view"]["decision"]["player"] == 0
    saved = json.loads(store.get(f"arle.game.{other.slot.id}") or "")
    assert [seat["who"] for seat in saved["seats"]] == ["here", "computer"]
    # the save of a page that waited for "Computer" by link
    saved["seats"], saved["mode"] = [{"who": "here"}, {"who": "link"}], "link"
    store.set(f"arle.game.{other.slot.id}", json.dumps(saved))
    again = Session(store)
    ui = json.loads(again.call("open", other.link() or ""))["ui"]
    assert [seat["who"] for seat in ui["seats"]] == ["here", "computer"] and ui["waiting"] is None


def test_a_late_answer_of_the_computer_is_dropped() -> None:
    """The page asks the worker for the game after N moves; when the game moved on
    meanwhile (an undo), the answer is for nothing and changes nothing."""
    s = computer_session(MemoryStore(), seed=3, seat=1)
    game = s.game
    assert game is not None and s.computer_to_move()
    key = game.legal_moves()[0]
    s.call("computer", json.dumps({"key": key, "moves": len(game.moves) + 1}))
    assert len(game.moves) == 0 and s.notice == ""


def test_the_players_turn_is_undone_before_the_computer_moves_not_after() -> None:
    s = computer_session(MemoryStore(), seed=9, seat=0)
    rng = random.Random(9)
    computer_turn(s)
    game = s.game
    assert game is not None
    start = len(game.moves)
    while game.current_player == 0:
        s.play(rng.choice(game.legal_moves()))
        game = s.game
        assert game is not None
    assert s.computer_to_move() and s.undo_point() is not None  # not moved yet: undo
    s.call("undo")
    assert s.game is not None and s.game.current_player == 0 and len(s.game.moves) >= start
    game = s.game
    while game.current_player == 0:
        s.play(rng.choice(game.legal_moves()))
        game = s.game
        assert game is not None
    model = computer_turn(s)
    # The computer moved: nothing before can be undone now, the computer's moves neither.
    assert not model["ui"]["can_undo"]
    assert model["ui"]["shown"]["lines"], "the story tells the computer's turn"
    assert {ln["player"] for ln in model["ui"]["shown"]["lines"]} >= {1}


def test_a_game_against_the_computer_resumes_as_one(tmp_path: Path) -> None:
    store = MemoryStore()
    s = computer_session(store, seed=4, seat=1, level="strong")
    game_id = s.slot.id
    assert game_id is not None
    again = Session(store)
    model = json.loads(again.call("resume", game_id))
    assert model["ui"]["mode"] == "computer" and model["ui"]["seat"] == 1
    assert model["ui"]["computer"]["level"] == "strong"
    # Reopening its link (a reload: the address holds the link) finds the save, seat and all.
    third = Session(store)
    model = json.loads(third.call("open", s.link() or ""))
    assert model["ui"]["computer"] == {**model["ui"]["computer"], "seat": 0, "level": "strong"}


def test_the_form_refuses_an_unknown_level() -> None:
    s = Session(MemoryStore())
    model = json.loads(s.call("new", json.dumps({"players": 2, "mode": "computer",
                                                 "level": "grandmaster"})))
    assert "level" in model["ui"]["notice"] and model["view"] is None


def test_the_worker_answers_with_the_engines_hint() -> None:
    """app/computer.py, what the AI worker runs: the hint is ai.hint's strong option for
    the link's position, with its reason and the option's label."""
    from app.computer import think

    from arle_core.ai import hint

    game = new_game(players=1, seed=12)
    rng = random.Random(12)
    for _ in range(6):
        game.play(rng.choice(game.legal_moves()))
    answer = json.loads(think(game.encode(), "hint", "casual"))
    expected = hint(game, "strong")
    assert (answer["key"], answer["reason"], answer["level"]) == (
        expected.key, expected.reason, "strong")
    assert answer["key"] in game.legal_moves() and answer["moves"] == 6
    chosen = json.loads(think(game.encode(), "choose", "casual"))
    assert chosen["key"] == hint(game, "casual").key and chosen["level"] == "casual"
    with pytest.raises(ValueError):
        think(game.encode(), "choose", "grandmaster")


# --- saves read defensively ----------------------------------------------------------------

DAMAGES: dict[str, Callable[[dict[str, Any]], object]] = {
    "names not a list": lambda e: e.update(names="Anna"),
    "totals not numbers": lambda e: e.update(totals=["x", None]),
    "moves not a number": lambda e: e.update(moves="12"),
    "seat out of range": lambda e: e.update(mode="link", seat=5),
    "players not 1 or 2": lambda e: e.update(players=True),
    "format not a number": lambda e: e.update(format="1"),
    "not an object": lambda e: e.clear(),
    # Python reads 1e999 as infinity: the page could not send it on (JSON has no Infinity)
    "a score that is infinite": lambda e: e.update(totals=[float("inf")] * e["players"]),
    "a score below every number": lambda e: e.update(totals=[float("-inf")] * e["players"]),
    # a date of year 10**20: past what Python's date (a C long) holds
    "a game number too big": lambda e: e.update(seed=10**30),
    # the fields a save holds since the page plays more than one game
    "a game this page does not know": lambda e: e.update(game="chess"),
    "seats not a list": lambda e: e.update(seats="here"),
    "a seat for a player not in the game": lambda e: e.update(
        seats=[{"who": "here"}] * (e["players"] + 1)),
    "progress not text": lambda e: e.update(progress=3),
    "a game's name not text": lambda e: e.update(name=["Fields of Arle"]),
}


@pytest.mark.parametrize(("game", "seed", "damaged"), [
    ("agricola", 2**31 - 1, False), ("agricola", 2**31, True), ("arle", 2**31, False),
    ("arle", 2**53 - 1, False), ("arle", 2**53, True)])
def test_a_saved_game_number_is_within_its_own_games_range(
        game: str, seed: int, damaged: bool) -> None:
    """Agricola deals game numbers up to 2**31 - 1, Fields of Arle up to 2**53 - 1: a save
    holding another is damaged, before the game's engine is installed."""
    store = MemoryStore()
    store.data[STORE_KEY + "g"] = json.dumps(
        {"code": "A2.x" if game == "agricola" else "3.x", "game": game, "players": 2,
         "seed": seed})
    (listed,) = Saves(store).listing()
    assert bool(listed.get("broken")) is damaged
    if damaged:
        assert "game number" in listed["reason"]


def page_parse(text: str) -> Any:
    """JSON as the page's ``JSON.parse`` reads it: no Infinity, -Infinity or NaN."""
    def refuse(word: str) -> None:
        raise ValueError(f"JSON.parse refuses {word}")
    return json.loads(text, parse_constant=refuse)


@pytest.mark.parametrize("damage", DAMAGES)
def test_a_damaged_save_is_listed_as_damaged_and_never_stops_the_page(damage: str) -> None:
    store = MemoryStore()
    good = played_session(store, 2, 5, 6)
    bad = played_session(store, 1, 6, 3)
    key = STORE_KEY + (bad.slot.id or "")
    entry = json.loads(store.data[key])
    code = entry["code"]
    DAMAGES[damage](entry)
    store.data[key] = json.dumps(entry if entry else [1, 2])
    s = Session(store)
    model = page_parse(s.call("view"))
    listed = {g["id"]: g for g in model["ui"]["games"]}
    assert not listed[good.slot.id or ""].get("broken")
    broken = listed[bad.slot.id or ""]
    assert broken["broken"] and "damaged" in broken["reason"]
    assert broken["text"] == (code if entry else "[1, 2]")  # to copy
    assert model["ui"]["notice"] == ""
    model = json.loads(s.call("resume", bad.slot.id or ""))
    assert model["ui"]["problem"]["kind"] == "bad-save" and s.game is None
    assert store.data[key]  # kept until deleted
    s.call("resume", good.slot.id or "")
    assert s.game is not None and s.link() == good.link()
    s.call("delete", bad.slot.id or "")
    assert key not in store.data


def test_a_save_of_a_newer_page_says_reload_to_update() -> None:
    store = MemoryStore()
    saved = played_session(store, 1, 6, 3)
    key = STORE_KEY + (saved.slot.id or "")
    store.data[key] = json.dumps({**json.loads(store.data[key]), "format": 99, "names": 7})
    listed = json.loads(Session(store).call("view"))["ui"]["games"]
    assert listed[0]["newer"] and "newer version" in listed[0]["reason"]
    assert "reload to update" in listed[0]["reason"]


def test_a_save_of_an_earlier_page_without_the_later_fields_still_opens() -> None:
    store = MemoryStore()
    saved = played_session(store, 2, 6, 3)
    key = STORE_KEY + (saved.slot.id or "")
    entry = json.loads(store.data[key])
    old = {k: entry[k] for k in ("code", "players", "names", "moves", "totals", "saved")}
    store.data[key] = json.dumps(old)
    s = Session(store)
    assert not json.loads(s.call("view"))["ui"]["games"][0].get("broken")
    s.call("resume", saved.slot.id or "")
    assert s.link() == saved.link() and s.seating.mode == "hotseat"
    assert s.model()["game"] == {"id": "arle", "name": "Fields of Arle", "tag": "3.",
                                 "unit": "VP"}


def test_the_bridge_never_writes_text_the_page_cannot_parse(monkeypatch: pytest.MonkeyPatch
                                                               ) -> None:
    """A number JSON cannot carry (infinity, NaN) anywhere in the model: the page gets
    JSON it reads, with null in its place and a notice, instead of stopping."""
    from app.bridge import page_json

    text, whole = page_json({"a": [float("inf"), float("-inf"), float("nan"), 10**400],
                             "b": 1.5, "c": 2**53})
    assert not whole and page_parse(text) == {"a": [None] * 4, "b": 1.5, "c": 2**53}
    s = played_session(MemoryStore(), 1, 6, 3)
    monkeypatch.setattr(Session, "rules_note", lambda self: float("inf"))
    model = page_parse(s.call("view"))
    assert model["ui"]["rules"] is None and model["view"]["decision"]["options"]
    assert model["ui"]["notice"].startswith("Something went wrong: a number")


def test_a_save_holds_no_number_it_cannot_read_back() -> None:
    """A value JSON cannot carry is never written: the save fails and says so (the game
    goes on), and the next save that can be written is."""
    store = MemoryStore()
    s = played_session(store, 1, 6, 3)
    before = snapshot(store)
    s.slot.forked_at = float("nan")  # type: ignore[assignment]
    s.call("play", s.game.legal_moves()[0] if s.game else "")
    assert snapshot(store) == before and "could not be saved" in s.saves.problem
    s.slot.forked_at = None
    s.call("view")
    assert json.loads(store.data[STORE_KEY + (s.slot.id or "")])["code"] == s.link()


# --- two tabs, one game -------------------------------------------------------------------

def test_the_same_move_played_in_two_tabs_saves_one_copy() -> None:
    store = MemoryStore()
    first, second, game_id = two_tabs(store)
    assert first.game is not None and second.game is not None
    key = first.game.legal_moves()[0]
    first.call("play", key)
    second.call("sync", STORE_KEY + game_id)  # the storage event of the first tab's write
    model = json.loads(second.call("play", key))
    assert len(store.data) == 1 and second.slot.id == game_id
    assert stored_codes(store) == {first.link()} == {second.link()}
    assert model["ui"]["problem"] is None and "saved once" in model["ui"]["info"]
    # Without the storage event in between (both clicks at once): still one copy.
    key = first.game.legal_moves()[-1]
    first.call("play", key)
    second.call("play", key)
    assert len(store.data) == 1 and stored_codes(store) == {second.link()}


def test_only_one_tab_plays_the_computers_move() -> None:
    store = MemoryStore()
    first = Session(store)
    first.call("new", json.dumps({"players": 2, "seed": 12, "mode": "computer", "seat": 0}))
    rng = random.Random(12)
    while not first.computer_to_move():
        assert first.game is not None
        first.call("play", rng.choice(first.game.legal_moves()))
    second = Session(store)
    second.call("resume", first.slot.id or "")
    assert second.computer_to_move() and first.game is not None
    n = len(first.game.moves)
    answer = json.dumps({"key": first.game.legal_moves()[0], "moves": n})
    first.call("computer", answer)
    played = first.link()
    model = json.loads(second.call("computer", answer))  # its worker answered too
    assert second.link() == played and len(store.data) == 1
    assert "another tab" in model["ui"]["info"]
    assert second.game is not None and len(second.game.moves) == len(first.game.moves)


def test_a_format_2_save_and_a_link_of_its_game_are_one_game() -> None:
    """A save written before format 3 is matched with today's link of the same game."""
    store = MemoryStore()
    saved = played_session(store, 2, 8, 10)
    assert saved.game is not None
    key = STORE_KEY + (saved.slot.id or "")
    old = _format_2(saved.game)
    store.data[key] = json.dumps({**json.loads(store.data[key]), "code": old})
    further = played_session(MemoryStore(), 2, 8, 14)
    back = Session(store)
    model = json.loads(back.call("open", further.link() or ""))
    assert back.slot.id == saved.slot.id and model["ui"]["problem"] is None
    assert json.loads(store.data[key])["code"] == further.link()  # saved on, in format 3


def _format_2(game: Any) -> str:
    """The format-2 link of a game (moves as option indexes), as the released page wrote."""
    import base64
    import zlib

    from arle_core import Game
    from arle_core.link_format import pack_setup
    from gamekit.linkcodec import varint

    replay, indexes = Game(game.setup), []
    for key in game.moves:
        indexes.append(replay.legal_moves().index(key))
        replay.play(key)
    raw = (bytes([2]) + pack_setup(game.setup)[1:] + varint(len(indexes))
           + b"".join(varint(i) for i in indexes))
    return "2." + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def test_an_action_writes_the_game_link_once_and_a_new_position_anew(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The save and the page's model share one link (writing it walks the whole game);
    after undo, and after another move in place of the undone one, it is the game's."""
    import app.state

    written: list[object] = []
    write = app.state.link_text
    monkeypatch.setattr(app.state, "link_text",
                        lambda record: written.append(record) or write(record))
    s = Session(MemoryStore())
    new_arle_game(s, players=1, seed=5)
    rng = random.Random(5)
    for _ in range(4):
        assert s.game is not None
        written.clear()
        model = json.loads(s.call("play", rng.choice(s.game.legal_moves())))
        assert len(written) == 1
        assert model["ui"]["link"] == s.game.encode()
    undone = json.loads(s.call("undo"))
    assert s.game is not None and undone["ui"]["link"] == s.game.encode()
    other = [k for k in s.game.legal_moves() if k not in s.game.moves[-1:]]
    assert json.loads(s.call("play", other[0]))["ui"]["link"] == s.game.encode()
