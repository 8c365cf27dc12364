"""Agricola with 3 and 4 players through the page's shell in CPython (no browser): seats,
saves, the games list, links and the story all run for N players, through the registry.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from app.saves import MemoryStore
from app.session import Session

from agricola_core import decode, new_game
from agricola_core.ai import choose


def start(store: MemoryStore, players: int, who: list[dict[str, str]]) -> Session:
    s = Session(store)
    names = ["Ada", "Ben", "Cyd", "Dee"][:players]
    model = json.loads(s.call("new", json.dumps({
        "game": "agricola", "players": players, "names": names, "seats": who, "seed": "17",
        "options": {"two_resources": True}})))
    assert model["ui"]["notice"] == "" and model["ui"]["setup_error"] == ""
    assert model["game"] == {"id": "agricola", "name": "Agricola", "tag": "A3.", "unit": "points"}
    return s


def play_here(s: Session, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        assert s.game is not None
        if s.game.is_over or s.refusal():
            return
        model = json.loads(s.call("play", rng.choice(s.game.legal_moves())))
        assert model["ui"]["notice"] == ""


@pytest.mark.parametrize("players", [3, 4])
def test_a_hot_seat_game_is_saved_listed_and_reopened(players: int) -> None:
    store = MemoryStore()
    s = start(store, players, [{"who": "here"}] * players)
    play_here(s, random.Random(players), 60)
    ui = json.loads(s.call("view"))["ui"]
    entry = ui["games"][0]
    assert entry["game"] == "agricola" and entry["name"] == "Agricola"
    assert entry["progress"].startswith("Round ") and " of 14 · " in entry["progress"]
    assert entry["players"] == players and entry["names"] == ["Ada", "Ben", "Cyd", "Dee"][:players]
    assert [seat["who"] for seat in entry["seats"]] == ["here"] * players
    assert entry["code"].startswith("A3.") and decode(entry["code"]).moves == s.game.moves
    assert [seat["name"] for seat in ui["seats"]] == entry["names"]
    assert ui["review_unavailable"] == ""  # Agricola's review: agricola_core.ai.review
    assert sum(seat["to_move"] for seat in ui["seats"]) == 1
    # another visit: the games list reads it back and it opens with its names and seats
    again = Session(store)
    again.resume(entry["id"])
    assert again.game is not None and again.game.moves == s.game.moves
    assert again.names == entry["names"] and again.seating.who == ["here"] * players


@pytest.mark.parametrize("players", [3, 4])
def test_by_link_each_device_plays_its_seat_and_tells_the_story(players: int) -> None:
    first = new_game(players, 17).setup.start_player  # this device plays the start player
    mine = start(MemoryStore(), players, [{"who": "here" if i == first else "link"}
                                          for i in range(players)])
    rng = random.Random(players)
    assert mine.game is not None
    while mine.game.decision().player == first:
        play_here(mine, rng, 1)
    refusal = mine.refusal()
    nxt = mine.game.decision().player
    assert f"It is {mine.names[nxt]}'s turn" in refusal and "Send" in refusal
    link = mine.link()
    assert link is not None
    other = Session(MemoryStore())
    other.open_link(link)
    assert other.problem is None and other.game is not None
    assert json.loads(other.call("view"))["ui"]["ask_seat"] is True
    other.choose_seat(str(nxt))
    assert (other.refusal() == "" and other.seating.plays_here(nxt)
            and not other.seating.plays_here(first))
    story = json.loads(other.call("view"))["ui"]["shown"]
    assert story["lines"] and {ln["player"] for ln in story["lines"]} <= set(range(players))


def test_the_computer_plays_every_seat_it_holds() -> None:
    from app.computer import think

    s = start(MemoryStore(), 3, [{"who": "here"}, {"who": "computer", "level": "casual"},
                                 {"who": "computer", "level": "casual"}])
    assert s.names == ["Ada", "Ben", "Cyd"]
    rng = random.Random(3)
    for _ in range(40):
        assert s.game is not None
        if s.computer_to_move():
            level = s.seating.levels[s.computer_seat() or 0]
            answer = json.loads(think(s.link() or "", "choose", level))
            s.call("computer", json.dumps({"key": answer["key"], "moves": answer["moves"]}))
        else:
            play_here(s, rng, 1)
    movers = {m for m, f in zip(s.movers, s.forced, strict=True) if not f}
    assert movers == {0, 1, 2}
    assert s.undo_refusal() in ("", "The computer has moved since: your turn before it "
                                    "stays played.")


def test_two_unnamed_computer_seats_are_told_apart() -> None:
    s = Session(MemoryStore())
    s.call("new", json.dumps({
        "game": "agricola", "players": 4, "names": ["Ada", "", "Cyd", ""], "seed": "17",
        "seats": [{"who": "here"}, {"who": "computer", "level": "casual"}, {"who": "here"},
                  {"who": "computer", "level": "good"}]}))
    assert s.names == ["Ada", "Computer 1", "Cyd", "Computer 2"]
    s.call("new", json.dumps({
        "game": "agricola", "players": 2, "names": ["Ada", ""], "seed": "17",
        "seats": [{"who": "here"}, {"who": "computer", "level": "casual"}]}))
    assert s.names == ["Ada", "Computer"]


def test_two_people_here_with_a_computer_hand_the_device_over() -> None:
    """Two people on this device and a computer seat: after Ada's turn the device waits
    for "End turn" (Ada may still undo), and once ended Ben cannot take Ada's move back,
    as in a game played by everyone here."""
    s = start(MemoryStore(), 3, [{"who": "here"}, {"who": "here"},
                                 {"who": "computer", "level": "casual"}])
    assert s.game is not None
    while s.game.decision().player != 0 or s.computer_to_move():  # type: ignore[union-attr]
        if s.computer_to_move():
            s.computer_play(s.game.legal_moves()[0], len(s.game.moves))
        else:
            s.call("play", s.game.legal_moves()[0])
    while s.game.decision().player == 0:  # type: ignore[union-attr]  # Ada's turn
        s.call("play", s.game.legal_moves()[0])
    if s.game.decision().player != 1:  # type: ignore[union-attr]
        pytest.skip("the seat after Ada's is not Ben's in this deal")
    model = json.loads(s.call("view"))
    assert model["ui"]["hand_over"] is True
    assert model["ui"]["held"] == "Turn over: hand the device to Ben."
    assert model["view"]["decision"]["options"] == []
    assert s.undo_refusal() == ""  # Ada may still take her turn back
    s.call("end_turn")
    ui = json.loads(s.call("view"))["ui"]
    assert ui["hand_over"] is False and ui["held"] == ""
    assert s.undo_refusal() == "Ada's turn was ended (End turn): it stays played."


def test_a_whole_four_player_game_ends_with_the_summary_and_rematch() -> None:
    s = start(MemoryStore(), 4, [{"who": "here"}] * 4)
    rng = random.Random(4)
    while s.game is not None and not s.game.is_over:
        s.play(rng.choice(s.game.legal_moves()))
        if s.turn_ended():
            s.end_turn()
    ui = json.loads(s.call("view"))["ui"]
    end = ui["end"]
    assert end["names"] == ["Ada", "Ben", "Cyd", "Dee"] and end["winners"]
    assert len(end["chart"]) == 14 and len(end["chart"][-1]["scores"]) == 4
    assert end["categories"][0]["key"] == "fields"
    assert ui["history"] and ui["games"][0]["progress"].startswith("Game over")
    s.call("same_deal")
    assert (s.game is not None and s.game.moves == []) or s.game.setup.seed == 17
    assert s.names == ["Ada", "Ben", "Cyd", "Dee"]


def test_the_registry_action_lists_both_games_with_their_forms() -> None:
    out = json.loads(Session(MemoryStore()).call("registry"))
    assert [(g["id"], g["tag"], g["players"], g["default"]) for g in out] == [
        ("arle", "3.", [1, 2], True), ("agricola", "A3.", [1, 4], False)]
    pick = next(f for f in out[0]["setup"] if f["kind"] == "pick")
    assert pick["shown_when"] == {"buildings": "chosen"} and pick["groups"][0]["items"]
    assert [v["value"] for v in out[1]["levels"]] == ["casual", "good", "strong"]


def test_a_game_not_installed_yet_asks_the_page_to_load_its_engine(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The page installs Agricola's wheel when it is first played: until then the games
    list answers from the registry alone, and starting or opening one asks for it."""
    from gamekit.registry import GameInfo

    link = new_game(3, 5).encode()
    monkeypatch.setattr(GameInfo, "installed", lambda self: self.id != "agricola")
    s = Session(MemoryStore())
    listed = json.loads(s.call("registry"))
    assert listed[1]["installed"] is False and listed[1]["setup"][0]["kind"] == "seat"
    form = {"game": "agricola", "players": 3, "names": [], "seats": [{"who": "here"}] * 3}
    ui = json.loads(s.call("new", json.dumps(form)))["ui"]
    assert ui["problem"] == {"kind": "engine", "version": "agricola", "game": "agricola",
                             "text": "Loading Agricola…"}
    assert s.game is None
    ui = json.loads(s.call("open", link))["ui"]
    assert ui["problem"]["version"] == "agricola" and s.game is None
    s.call("engine_missing", "agricola")
    ui = json.loads(s.call("new", json.dumps(form)))["ui"]
    assert "Agricola cannot be loaded here" in ui["setup_error"]
    ui = json.loads(s.call("open", link))["ui"]
    assert ui["problem"]["kind"] == "bad-link" and "Agricola" in ui["problem"]["text"]
    monkeypatch.undo()  # the page installed it: asked again, the game opens
    s2 = Session(MemoryStore())
    s2.call("open", link)
    assert s2.game is not None and s2.game.setup.players == 3


def test_replay_back_and_forward_and_undo_run_for_four_players() -> None:
    s = start(MemoryStore(), 4, [{"who": "here"}] * 4)
    play_here(s, random.Random(9), 40)
    assert s.game is not None
    moves = list(s.game.moves)
    earlier = s.link()
    # undo reaches back to the start of the last chooser's turn, never into another's
    point = s.undo_point()
    assert point is not None and s.movers[point] == s.last_chooser()
    # replay: the board after move 10, with the story of that move; the live game stays
    s.call("replay", "10")
    model = json.loads(s.call("view"))
    assert model["ui"]["replay"]["at"] == 10 and model["ui"]["replay"]["story"]["lines"]
    assert model["view"]["round"] >= 1 and s.game.moves == moves
    s.call("replay", "live")
    # Back to an earlier entry undoes as Undo would; Forward plays the moves again
    s.play(s.game.legal_moves()[0])
    later = s.link()
    s.call("step", json.dumps({"code": earlier, "game": s.slot.id}))
    assert s.game.moves == moves and "Back: undid" in s.info
    s.call("step", json.dumps({"code": later, "game": s.slot.id}))
    assert s.link() == later and "Forward: played" in s.info


@pytest.mark.parametrize("players", [3, 4])
def test_a_device_opening_the_link_shows_the_links_names(players: int) -> None:
    """The link carries the names (link format 3): another device shows them in its seats,
    its "waiting on" line, its games list and the end screen, never "Player N"."""
    names = ["Ada", "Ben", "Cyd", "Dee"][:players]
    first = new_game(players, 17).setup.start_player
    mine = start(MemoryStore(), players, [{"who": "here" if i == first else "link"}
                                          for i in range(players)])
    rng = random.Random(players)
    assert mine.game is not None and list(mine.game.setup.names) == names
    while mine.game.decision().player == first:
        play_here(mine, rng, 1)
    nxt = mine.game.decision().player
    other_store = MemoryStore()
    other = Session(other_store)
    other.open_link(mine.link() or "")
    assert other.names == names and f"{names[nxt]} moves next." in other.info
    other.choose_seat(str((nxt + 1) % players))
    ui = json.loads(other.call("view"))["ui"]
    assert [seat["name"] for seat in ui["seats"]] == names
    assert ui["waiting"]["name"] == names[nxt]
    # the whole game, played out on this device: its save and end screen keep the names
    other.choose_seat("hotseat")
    while not other.game.is_over:  # type: ignore[union-attr]
        other.play(rng.choice(other.game.legal_moves()))  # type: ignore[union-attr]
    ui = json.loads(other.call("view"))["ui"]
    assert ui["end"]["names"] == names and ui["games"][0]["names"] == names


def test_an_old_format_2_link_opens_with_default_names_and_a_save_keeps_its_own() -> None:
    """An ``A2.`` link holds no names: it opens as "Player 1" ...; a save of such a game
    keeps the names it was saved with, also once its link is written as ``A3.``."""
    from agricola_core.codec import encode_unnamed, offered

    g = new_game(3, 17)
    for _ in range(5):
        g.play(g.legal_moves()[0])
    old = encode_unnamed(g.setup, g.moves, offered(g))
    s = Session(MemoryStore())
    s.open_link(old)
    assert s.problem is None and s.names == ["Player 1", "Player 2", "Player 3"]
    store = MemoryStore()
    saved = start(store, 3, [{"who": "here"}] * 3)
    entry = json.loads(saved.call("view"))["ui"]["games"][0]
    key = next(k for k in store.data if k.endswith(entry["id"]))
    stored = json.loads(store.data[key])
    store.data[key] = json.dumps({**stored, "code": encode_unnamed(
        saved.game.setup, saved.game.moves, offered(saved.game))})  # type: ignore[union-attr]
    again = Session(store)
    again.resume(entry["id"])
    assert again.problem is None and again.names == ["Ada", "Ben", "Cyd"]
    play_here(again, random.Random(1), 3)
    code = json.loads(again.call("view"))["ui"]["games"][0]["code"]
    assert code.startswith("A3.")
    last = Session(store)
    last.resume(entry["id"])
    assert last.names == ["Ada", "Ben", "Cyd"]


def test_a_game_with_no_seat_named_keeps_the_save_id_it_had_before_names() -> None:
    """A save's id hashes its setup: an Agricola setup gained names (link format 3), and
    one with no seat named hashes as before, so an old save still matches its link."""
    import hashlib

    from app.links import setup_id

    before = {"game": "agricola", "players": 3, "seed": 17, "start_player": 2,
              "solo_storehouse": False, "two_resources": True}
    text = json.dumps(before, sort_keys=True, ensure_ascii=False)
    unnamed = new_game(3, 17, start_player=2).setup
    assert setup_id(unnamed, "agricola") == hashlib.sha256(text.encode()).hexdigest()[:12]
    named = new_game(3, 17, start_player=2, names=["Ada", "", ""]).setup
    assert setup_id(named, "agricola") != setup_id(unnamed, "agricola")


def _before_a_harvest_with_a_choice() -> tuple[str, str]:
    """A 2-player game's link one move before a feeding that offers conversions, and that
    move."""
    g, rng = new_game(2, 1), random.Random(1)
    while True:
        before = g.copy()
        key = rng.choice(g.legal_moves()) if g.decision().kind != "feed" else "pay"  # type: ignore[union-attr]
        g.play(key)
        d = g.decision()
        if d is not None and d.kind == "feed" and len(d.options) > 1:
            return before.encode(), key


@pytest.mark.parametrize("on", [True, False])
def test_the_harvest_feeds_the_family_by_itself_unless_turned_off(on: bool) -> None:
    """Agricola's automatic choice "Feed my family automatically" (on unless turned off):
    the harvest's feeding is played the way that loses the fewest points."""
    link, key = _before_a_harvest_with_a_choice()
    s = Session(MemoryStore())
    s.open_link(link)
    s.choose_seat("hotseat")
    ui = json.loads(s.call("view"))["ui"]
    assert [(c["setting"], c["on"]) for c in ui["auto_choices"]] == [
        ("feed_auto", True), ("overflow_auto", True)]
    if not on:
        s.call("auto_choice", "feed_auto=0")
        assert json.loads(s.call("view"))["ui"]["auto_choices"][0]["on"] is False
    model = json.loads(s.call("play", key))
    d = s.game.decision()  # type: ignore[union-attr]
    asked = d is not None and d.kind == "feed" and len(d.options) > 1
    assert asked is not on
    if on:
        assert any("food" in label for label in model["ui"]["auto_played"])


def test_a_computer_seat_feeds_its_family_by_its_own_choice() -> None:
    """The automatic feeding is a person's setting: a computer seat's feeding waits for
    the computer (the page asks its AI, which plays by its own plan)."""
    from agricola_core.ai import choose
    from agricola_core.feeding import automatic_feeding

    s = start(MemoryStore(), 2, [{"who": "here"}, {"who": "computer", "level": "casual"}])
    rng = random.Random(2)
    assert s.game is not None
    for _ in range(400):
        d = s.game.decision()
        assert d is not None, "no feeding of the computer's with a choice"
        if d.player == 1 and d.kind == "feed" and automatic_feeding(s.game) is not None:
            assert s.automatic_move() is None  # a person's setting would have fed it
            return
        if s.computer_to_move():
            s.computer_play(choose(s.game, "casual"), len(s.game.moves))
        else:
            play_here(s, rng, 1)
    raise AssertionError("no feeding of the computer's with a choice")


def test_who_are_you_never_offers_the_computers_seat() -> None:
    """A link carries names, not who plays each seat: a device opening a game with a
    person by link and two computers beside its creator offers the people's seats only
    (never "I am Computer 1"); "we all play here" lets the computer play its seats here."""
    mine = Session(MemoryStore())
    mine.call("new", json.dumps({
        "game": "agricola", "players": 4, "names": ["Ada", "Ben", "", ""], "seed": "17",
        "seats": [{"who": "here"}, {"who": "link"}, *[{"who": "computer"}] * 2],
        "options": {}}))
    assert mine.names == ["Ada", "Ben", "Computer 1", "Computer 2"]
    other = Session(MemoryStore())
    other.open_link(mine.link() or "")
    ui = json.loads(other.call("view"))["ui"]
    assert ui["ask_seat"] and [ui["seats"][i]["name"] for i in ui["seat_choices"]] == [
        "Ada", "Ben"]
    refused = json.loads(other.call("seat", "2"))["ui"]
    assert refused["ask_seat"] and "computer's seat" in refused["notice"]
    assert other.seating.who == ["link"] * 4
    other.call("seat", "hotseat")
    assert other.seating.who == ["here", "here", "computer", "computer"]


def test_the_computers_turn_tells_its_moves_not_the_persons_own_automatic_ones() -> None:
    """The person takes sheep that do not fit: the page releases them by itself (the
    setting), as the story of that click. The computer's turn, told next, begins with the
    computer's move: the releases are not told again as part of it (seed 1: the person's
    seeded random moves reach this at move 17)."""
    s = Session(MemoryStore())
    s.start("agricola", 2, 1, {}, ["Ann", ""], ["here", "computer"], ["casual", "casual"])
    rng = random.Random(1)
    while True:
        game = s.game
        assert game is not None and not game.is_over
        if s.computer_to_move():
            released = [i for i, key in enumerate(game.moves) if key.startswith("release")]
            s.computer_play(choose(game, "casual"), len(game.moves))
            if released:
                break
        else:
            s.play(rng.choice(game.legal_moves()))
    shown = json.loads(s.call("view"))["ui"]["shown"]
    assert shown["kind"] == "computer"
    assert all(line["player"] != 0 for line in shown["lines"]), shown["lines"]
    assert shown["from"] > max(released)
