"""An old game keeps the engine it began with (``web/app/engines.py``): a format-2 game
whose moves today's engine reads differently is played on with the released engine
(``arle_format2``), saved and linked in format 2, and the page says so; otherwise today's
engine takes it over. A test-only change makes today's engine refuse one golden move."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

import app.engines
from app.computer import think
from app.engines import RELEASED_FORMATS, engine_of
from app.saves import MemoryStore
from app.session import Session

from arle_core import IllegalMove
from arle_core.game import Game
from sitebuild.released import RELEASED

GOLDEN = Path(__file__).parent / "golden" / "format2" / "duo-printed-unfinished.json"
RULES_2 = "This game uses the rules of version 2."
REFUSED_MOVE = 40  # the move today's engine refuses in the test-only change


def golden() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(GOLDEN.read_text())
    return data


@pytest.fixture
def changed_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    """Today's engine refuses the golden game's move REFUSED_MOVE (a rules fix, say)."""
    refused = golden()
    real = Game.play
    names = tuple(refused["names"])

    def play(self: Game, key: str) -> None:
        if self.setup.names == names and len(self.moves) == REFUSED_MOVE - 1:
            raise IllegalMove(f"{key!r} is not allowed by today's rules")
        real(self, key)

    monkeypatch.setattr(Game, "play", play)


def opened(store: MemoryStore) -> tuple[Session, dict[str, Any]]:
    s = Session(store)
    model = json.loads(s.call("open", golden()["link"]))
    s.call("seat", "hotseat")
    return s, model


def test_the_page_ships_an_engine_for_each_format_the_build_keeps() -> None:
    assert tuple(sorted(RELEASED)) == RELEASED_FORMATS


def test_today_s_engine_takes_over_a_format_2_game_it_reads_the_same() -> None:
    s, model = opened(MemoryStore())
    assert s.game is not None and engine_of(s.game).current
    assert model["ui"]["rules"] == "" and model["ui"]["problem"] is None
    assert (s.link() or "").startswith("3.")


@pytest.mark.usefixtures("changed_rules")
def test_a_game_today_s_engine_reads_differently_plays_on_with_its_own_engine() -> None:
    store = MemoryStore()
    s, model = opened(store)
    assert s.game is not None and type(s.game).__module__.startswith("arle_format2.")
    assert model["ui"]["rules"] == RULES_2 and model["ui"]["problem"] is None
    assert len(s.game.moves) == golden()["moves"]
    assert (s.link() or "").startswith("2.")
    model = json.loads(s.call("play", s.game.legal_moves()[0]))
    assert model["ui"]["notice"] == "" and model["ui"]["moves"] > golden()["moves"]
    assert model["ui"]["rules"] == RULES_2 and model["ui"]["link"].startswith("2.")
    assert model["ui"]["history"] and model["view"]["decision"] is not None
    saved = s.slot.id
    assert saved is not None and s.slot.code.startswith("2.")
    # The save opens again on the same engine, and goes on.
    again = Session(store)
    model = json.loads(again.call("resume", saved))
    assert model["ui"]["rules"] == RULES_2 and again.link() == s.link()
    json.loads(again.call("undo"))
    assert again.game is not None and type(again.game).__module__.startswith("arle_format2.")


@pytest.mark.usefixtures("changed_rules")
def test_the_computer_thinks_with_an_old_game_s_own_engine() -> None:
    s, _ = opened(MemoryStore())
    assert s.game is not None
    answer = json.loads(think(s.link() or "", "choose", "casual"))
    assert answer["moves"] == len(s.game.moves) and answer["key"] in s.game.legal_moves()


@pytest.mark.usefixtures("changed_rules")
def test_without_its_engine_the_page_asks_for_it_then_says_it_is_missing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(app.engines, "released", lambda version: None)
    s = Session(MemoryStore())
    model = json.loads(s.call("open", golden()["link"]))
    assert model["ui"]["problem"] == {"kind": "engine", "version": 2,
                                      "text": "Loading the rules of version 2…",
                                      "code": golden()["link"]}  # (the link waiting)
    assert s.game is None
    s.call("engine_missing", "2")
    model = json.loads(s.call("open", golden()["link"]))
    problem = model["ui"]["problem"]
    assert problem["kind"] == "bad-link" and "the old engine is missing" in problem["text"]


def test_without_its_engine_today_s_engine_reads_the_game_and_the_page_says_so(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(app.engines, "released", lambda version: None)
    s = Session(MemoryStore())
    s.call("engine_missing", "2")
    model = json.loads(s.call("open", golden()["link"]))
    assert s.game is not None and engine_of(s.game).current
    assert "engine is missing" in model["ui"]["rules"]


@pytest.mark.usefixtures("changed_rules")
def test_an_old_engine_game_s_link_finds_its_save() -> None:
    store = MemoryStore()
    s, _ = opened(store)
    assert s.game is not None
    s.call("play", s.game.legal_moves()[0])
    saved, link = s.slot.id, s.link() or ""
    again = Session(store)
    model = json.loads(again.call("open", link))
    assert model["ui"]["problem"] is None and again.slot.id == saved
    assert len(store.names()) == 1


@pytest.mark.usefixtures("changed_rules")
def test_a_save_today_s_engine_refuses_without_its_engine_is_kept_and_says_why(
        monkeypatch: pytest.MonkeyPatch) -> None:
    store = MemoryStore()
    s, _ = opened(store)  # saved in format 2, on its own engine
    s.call("play", s.game.legal_moves()[0] if s.game else "")
    saved, code = s.slot.id, s.slot.code
    assert saved is not None and code.startswith("2.")
    monkeypatch.setattr(app.engines, "released", lambda version: None)
    again = Session(store)
    again.call("engine_missing", "2")
    model = json.loads(again.call("resume", saved))
    problem = model["ui"]["problem"]
    assert problem["kind"] == "bad-save" and "the old engine is missing" in problem["text"]
    assert again.game is None and store.get(f"arle.game.{saved}") is not None
    assert json.loads(store.get(f"arle.game.{saved}") or "{}")["code"] == code


def test_a_link_s_format_is_its_leading_ascii_number() -> None:
    from app.engines import link_format

    # a number of any size is a format (a later one's), up to what no format will reach
    links = ("2.eNo", " 3.x", "²2.x", "x.2", "", "123456.x", "9" * 19 + ".x")
    assert [link_format(c) for c in links] == [2, 3, None, None, None, 123456, None]
