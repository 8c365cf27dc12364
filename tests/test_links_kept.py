"""Every game kept through anything offline, mistyped or from the future (issue 47), through
the page's Python in CPython: a link's tag family names its game whatever its format (a
newer one says so); an engine not on this device yet is a state the page explains and
recovers from (offline, a failed download, asked again), never "this copy lacks its
engine" unless it does; every link that could not be opened is kept on this device with
its reason until it opens; a save naming a computer level the page does not know is
listed as damaged."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from app.saves import KEY_PREFIX, MemoryStore, Saves
from app.session import Session
from app.unopened import KEY, LIMIT, MAX_CHARS, Unopened

from agricola_core import new_game as agricola_game
from arle_core import new_game as arle_game
from gamekit import BadGameCode
from gamekit.registry import AGRICOLA, ARLE, GameInfo, game_of_link, read_tag

ROOT = Path(__file__).resolve().parent
JSON = dict[str, Any]


def golden_links() -> list[str]:
    """Every golden link of both games, of every format."""
    links = [str(json.loads(p.read_text())["link"])
             for p in (ROOT / "agricola" / "golden").rglob("*.json")]
    for path in (ROOT / "golden").rglob("*.json"):
        data = json.loads(path.read_text())
        link = data.get("link", data.get("code")) if isinstance(data, dict) else None
        if isinstance(link, dict):
            links += [str(v) for v in link.values()]
        elif isinstance(link, str):
            links.append(link)
    return links


# --- the tag family -----------------------------------------------------------------


def test_every_golden_link_is_its_games_and_its_tag_is_read() -> None:
    links = golden_links()
    assert {link[:3] for link in links} >= {"A1.", "A2.", "A3."}
    assert {link[:2] for link in links} >= {"2.", "3."}
    for link in links:
        tag = read_tag(link)
        assert tag.problem == "" and tag.game is (AGRICOLA if link[0] == "A" else ARLE)


@pytest.mark.parametrize(("link", "game", "newer", "words"), [
    ("A4.eJwDAAAAAAE", AGRICOLA, True, "Agricola game link was made by a newer version"),
    ("A12.x", AGRICOLA, True, "(format A12; this page reads format A3)"),
    ("A" + "9" * 5000 + ".x", AGRICOLA, True, "newer version"),
    ("A0.x", AGRICOLA, False, "no version of the page wrote"),
    ("a3.eJwDAAAAAAE", AGRICOLA, False, "begins “a3.” where its links begin “A3.”"),
    ("B3.x", None, True, "the tag of no game this page plays"),
    ("4.x", ARLE, True, "this game link was made by a newer version of the game (format 4;"),
    ("0.x", ARLE, False, "no version of the page wrote"),
])
def test_a_tag_of_the_future_or_mistyped_says_so(link: str, game: GameInfo | None,
                                                 newer: bool, words: str) -> None:
    tag = read_tag(link)
    assert tag.game is game and tag.newer is newer and words in tag.problem
    assert game_of_link(link) is (game or ARLE)
    ui = json.loads(Session(MemoryStore()).call("open", link))["ui"]
    problem = ui["problem"]
    assert problem["kind"] == "bad-link" and problem["newer"] is newer
    assert words.lower() in problem["text"].lower()
    # listed to try again: one a newer page made says that only reloading may open it
    assert [(e["code"], e["newer"]) for e in ui["unopened"]] == [(link, newer)]
    assert "not a Fields of Arle game link" not in problem["text"]


# --- an engine not on this device yet -------------------------------------------------


@pytest.fixture
def agricola_absent(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, bool]]:
    """Agricola's engine is not installed until the test says so (``["installed"]``), as
    on a device that never played it (CPython has it importable all along)."""
    state = {"installed": False}
    real = GameInfo.installed

    def installed(info: GameInfo) -> bool:
        return state["installed"] if info.id == AGRICOLA.id else real(info)

    monkeypatch.setattr(GameInfo, "installed", installed)
    yield state


def form(seed: str) -> str:
    return json.dumps({"game": "agricola", "players": 2, "names": ["Ada", "Ben"],
                       "seats": [{"who": "here"}] * 2, "seed": seed, "options": {}})


@pytest.mark.parametrize("seed", ["1e30", "12abc"])
def test_a_wrong_game_number_on_the_first_agricola_start_leaves_agricola_on(
        agricola_absent: dict[str, bool], seed: str) -> None:
    """The page installs the engine and asks again: the wrong number is said under its
    field, and nothing asks for the engine once more (which the page took for "the engine
    does not take", turning Agricola off for the tab)."""
    s = Session(MemoryStore())
    first = json.loads(s.call("new", form(seed)))["ui"]
    assert first["problem"]["kind"] == "engine"
    agricola_absent["installed"] = True  # the page installed the wheel, and asks again
    again = json.loads(s.call("new", form(seed)))["ui"]
    assert again["problem"] is None, "a stale request to install the engine"
    assert again["setup_field"] == "seed" and "game number" in again["setup_error"]
    started = json.loads(s.call("new", form("17")))
    assert started["game"]["id"] == "agricola" and started["ui"]["link"].startswith("A3.")


def agricola_link() -> str:
    game = agricola_game(2, 5, names=("Ada", "Ben"))
    for _ in range(3):
        game.play(game.legal_moves()[0])
    return str(game.encode())


def test_an_agricola_link_offline_on_a_device_without_its_engine_is_kept_and_opens_later(
        agricola_absent: dict[str, bool]) -> None:
    store = MemoryStore()
    s = Session(store)
    link = agricola_link()
    assert json.loads(s.call("open", link))["ui"]["problem"]["kind"] == "engine"
    failure = {"version": "agricola", "offline": True, "error": "Failed to fetch",
               "action": "open", "arg": link}
    ui = json.loads(s.call("engine_unavailable", json.dumps(failure)))["ui"]
    problem = ui["problem"]
    assert problem["kind"] == "engine-wait" and problem["code"] == link
    assert problem["game"] == "agricola"  # the page's header names it meanwhile
    assert "downloaded once" in problem["text"] and "needs a connection" in problem["text"]
    assert "cannot be loaded" not in problem["text"] and "lacks" not in problem["text"]
    assert "opens by itself once the connection is back" in problem["advice"]
    assert [e["code"] for e in ui["unopened"]] == [link]
    assert not s.missing_engines, "not a missing engine: it is asked for again"
    # Back online: the page opens the link again, and it installs the engine first.
    assert json.loads(s.call("open", link))["ui"]["problem"]["kind"] == "engine"
    agricola_absent["installed"] = True
    opened = json.loads(s.call("open", link))
    assert opened["game"]["id"] == "agricola" and opened["ui"]["link"] == link
    assert opened["ui"]["problem"] is None and opened["ui"]["unopened"] == []
    assert KEY not in store.data


def test_a_link_waiting_for_its_engine_over_an_open_game_says_which_link_waits(
        agricola_absent: dict[str, bool]) -> None:
    """The page keeps that link in the address (``problem.code``), not the open game's."""
    s = Session(MemoryStore())
    arle = json.loads(s.call("open", str(arle_game(players=1, seed=3).encode())))
    link = agricola_link()
    ui = json.loads(s.call("open", link))["ui"]
    assert ui["problem"]["kind"] == "engine" and ui["problem"]["code"] == link
    assert ui["problem"]["game"] == "agricola" and ui["link"] == arle["ui"]["link"]
    failure = {"version": "agricola", "offline": True, "error": "Failed to fetch",
               "action": "open", "arg": link}
    ui = json.loads(s.call("engine_unavailable", json.dumps(failure)))["ui"]
    assert ui["problem"]["code"] == link and "in the address" in ui["problem"]["advice"]


def test_a_failed_download_online_says_so_and_a_form_start_offline_says_connect(
        agricola_absent: dict[str, bool]) -> None:
    s = Session(MemoryStore())
    failure = {"version": "agricola", "offline": False, "error": "HTTP 503.",
               "action": "new", "arg": form("")}
    ui = json.loads(s.call("engine_unavailable", json.dumps(failure)))["ui"]
    assert "download failed (HTTP 503)" in ui["setup_error"] and ui["problem"] is None
    failure["offline"] = True
    ui = json.loads(s.call("engine_unavailable", json.dumps(failure)))["ui"]
    assert "needs a connection" in ui["setup_error"] and "Connect" in ui["setup_error"]
    assert ui["unopened"] == []
    agricola_absent["installed"] = True
    assert json.loads(s.call("new", form("3")))["game"]["id"] == "agricola"


def test_todays_agricola_game_installs_the_engine_first_and_offline_says_connect(
        agricola_absent: dict[str, bool]) -> None:
    s = Session(MemoryStore())
    request = "agricola 2026-11-29"
    ui = json.loads(s.call("daily", request))["ui"]
    assert ui["problem"]["kind"] == "engine" and s.game is None
    failure = {"version": "agricola", "offline": True, "error": "Failed to fetch",
               "action": "daily", "arg": request}
    ui = json.loads(s.call("engine_unavailable", json.dumps(failure)))["ui"]
    assert "needs a connection" in ui["setup_error"] and ui["problem"] is None
    agricola_absent["installed"] = True  # back online: the page installed it, asks again
    started = json.loads(s.call("daily", request))
    assert started["game"]["id"] == "agricola" and started["ui"]["problem"] is None
    assert started["ui"]["daily"]["date"] == "2026-11-29"


def test_only_an_engine_this_copy_lacks_is_said_to_be_missing(
        agricola_absent: dict[str, bool]) -> None:
    s = Session(MemoryStore())
    s.call("engine_missing", "agricola")
    ui = json.loads(s.call("new", form("3")))["ui"]
    assert "lacks its engine" in ui["setup_error"]


# --- links that could not be opened -----------------------------------------------------


def test_the_list_is_bounded_newest_first_and_once_a_link() -> None:
    kept = Unopened(MemoryStore())
    for i in range(LIMIT + 5):
        kept.add(f"9.{i}", f"reason {i}")
    kept.add("9.3", "again")
    codes = [e["code"] for e in kept.entries()]
    assert len(codes) == LIMIT and codes[0] == "9.3" and codes.count("9.3") == 1
    assert kept.entries()[0]["reason"] == "again" and "9.0" not in codes
    kept.add("9." + "x" * MAX_CHARS, "long")  # alone past the bound: kept, the rest go
    assert [e["reason"] for e in kept.entries()] == ["long"]
    kept.add("  ", "blank")
    assert len(kept.entries()) == 1


def test_a_list_written_by_hand_is_read_within_the_same_bounds_newest_first() -> None:
    """2,000 links written by hand were all listed, and the page slowed by seconds."""
    store = MemoryStore()
    store.data[KEY] = json.dumps([{"code": f"9.{i}", "reason": "r", "at": ""}
                                  for i in range(2000)])
    listed = json.loads(Session(store).call("view"))["ui"]["unopened"]
    assert [e["code"] for e in listed] == [f"9.{i}" for i in range(LIMIT)]
    long = "9." + "x" * (MAX_CHARS // 3)
    store.data[KEY] = json.dumps([{"code": long + str(i)} for i in range(3)])
    assert [e["code"] for e in Unopened(store).entries()] == [long + "0", long + "1"]
    store.data[KEY] = json.dumps([1, *({"code": f"9.{i}"} for i in range(LIMIT + 1))])
    assert len(Unopened(store).entries()) == LIMIT  # (counted among the links only)


@pytest.mark.parametrize("stored", ["not json", "{}", "[1, {\"reason\": 2}]", "null"])
def test_a_damaged_list_never_stops_the_page(stored: str) -> None:
    store = MemoryStore()
    store.data[KEY] = stored
    model = json.loads(Session(store).call("open", "B3.x"))
    assert model["ui"]["problem"]["kind"] == "bad-link"
    assert [e["code"] for e in model["ui"]["unopened"]] == ["B3.x"]


def test_a_full_store_keeps_the_link_in_the_address_only() -> None:
    store = MemoryStore(limit=10)
    model = json.loads(Session(store).call("open", "A4.xyz"))
    assert model["ui"]["problem"]["kind"] == "bad-link" and model["ui"]["unopened"] == []


def test_a_link_that_opens_leaves_the_list_and_forget_lets_one_go() -> None:
    store = MemoryStore()
    s = Session(store)
    game = arle_game(players=1, seed=3)
    good = str(game.encode())
    kept = Unopened(store)
    kept.add(good, "it could not be opened then")
    kept.add("A9.x", "newer")
    ui = json.loads(s.call("open", good))["ui"]
    assert [e["code"] for e in ui["unopened"]] == ["A9.x"]
    assert json.loads(s.call("forget_link", "A9.x"))["ui"]["unopened"] == []


# --- a save naming a computer level the page does not know --------------------------------


@pytest.mark.parametrize("fields", [
    {"mode": "computer", "seat": 0, "level": "expert"},
    {"seats": [{"who": "here"}, {"who": "computer", "level": "expert"}]},
])
def test_a_save_with_an_unknown_computer_level_is_listed_as_damaged(fields: JSON) -> None:
    store = MemoryStore()
    s = Session(store)
    s.call("new", json.dumps({"game": "arle", "players": 2, "names": ["Ann", "Bo"],
                              "seats": [{"who": "here"}, {"who": "computer", "level": "good"}],
                              "seed": "5", "options": {}}))
    (key,) = [k for k in store.data if k.startswith(KEY_PREFIX)]
    entry = json.loads(store.data[key])
    assert not Saves(store).get(key.removeprefix(KEY_PREFIX)).get("broken")  # type: ignore[union-attr]
    store.data[key] = json.dumps({**entry, **fields})
    listed = Saves(store).get(key.removeprefix(KEY_PREFIX))
    assert listed is not None and listed["broken"] and "cannot be read" in listed["reason"]
    assert listed["text"] == entry["code"]


# --- a save of one game holding another game's link ---------------------------------------


def arle_save(store: MemoryStore) -> tuple[str, JSON]:
    """A Fields of Arle game opened from its link, and its save (link, entry)."""
    game = arle_game(players=1, seed=3)
    game.play(game.legal_moves()[0])
    link = str(game.encode())
    Session(store).call("open", link)
    (key,) = [k for k in store.data if k.startswith(KEY_PREFIX)]
    return link, json.loads(store.data[key])


def test_a_save_holding_another_games_link_is_kept_and_never_stops_its_games_link(
        agricola_absent: dict[str, bool]) -> None:
    """A Fields of Arle save (the same root) whose link is an Agricola game's, Agricola's
    engine not on the device: opening the Fields of Arle link asked for that engine where
    nothing caught it, and the page stopped."""
    store = MemoryStore()
    link, entry = arle_save(store)
    other = agricola_link()
    store.data[KEY_PREFIX + "other"] = stored = json.dumps({**entry, "code": other})
    s = Session(store)
    model = json.loads(s.call("open", link))
    assert model["game"]["id"] == "arle" and model["ui"]["notice"] == ""
    assert model["ui"]["problem"] is None and model["ui"]["link"] == link
    (listed,) = [g for g in model["ui"]["games"] if g["id"] == "other"]
    assert listed["broken"] and listed["text"] == other
    assert "saved as a game of Fields of Arle, but its link is a game of Agricola" in \
        listed["reason"]
    model = json.loads(s.call("play", model["view"]["decision"]["options"][0]["key"]))
    assert model["ui"]["notice"] == "" and model["ui"]["moves"] == 2
    resumed = json.loads(s.call("resume", "other"))["ui"]["problem"]
    assert resumed["kind"] == "bad-save" and "its link is a game of Agricola" in resumed["text"]
    assert store.data[KEY_PREFIX + "other"] == stored


def test_a_saves_items_are_read_only_for_its_own_game_with_its_engine_here(
        agricola_absent: dict[str, bool]) -> None:
    """What compares a save with the open game (``links.saved_items``): another game's
    link, or one whose engine is not on this device, is a link it cannot read (the save is
    passed over), never a request for an engine."""
    from app.links import saved_items

    with pytest.raises(BadGameCode, match="a game of Agricola, not of Fields of Arle"):
        saved_items({"code": agricola_link()}, ARLE)
    older = agricola_game(2, 5)
    older_link = "A2." + str(older.encode()).partition(".")[2]  # (read by open_code)
    with pytest.raises(BadGameCode):
        saved_items({"code": older_link}, AGRICOLA)


@pytest.mark.parametrize(("game_id", "own", "other"), [
    ("agricola", "not an Agricola game link", "Fields of Arle"),
    ("arle", "not a Fields of Arle game link", "Agricola")])
def test_a_save_whose_text_is_no_link_says_so_of_its_own_game(
        game_id: str, own: str, other: str) -> None:
    """An Agricola save whose code is "x" said "This is not a Fields of Arle game link"."""
    store = MemoryStore()
    store.data[KEY_PREFIX + "x"] = json.dumps({"code": "x", "game": game_id, "players": 2})
    problem = json.loads(Session(store).call("resume", "x"))["ui"]["problem"]
    assert problem["kind"] == "bad-save" and own in problem["text"]
    assert other not in problem["text"] and "kept as it is" in problem["text"]
    assert store.data[KEY_PREFIX + "x"] == json.dumps(
        {"code": "x", "game": game_id, "players": 2})
