"""A third game through the shell in CPython: Nim (``tests/toygame``), registered for
these tests only, is started, played, saved, reopened and opened by its link as any
game, and the shell loads no other game's engine or room for it. What a new game touches
is listed in docs/design.md ("A new game")."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from app.saves import MemoryStore
from app.session import Session

import tests.toygame  # noqa: F401 (Nim's engine, installed as a page installs one)
from gamekit.registry import games, registered
from tests.toygame.info import NIM

ROOT = Path(__file__).resolve().parent.parent
JSON = dict[str, Any]


@pytest.fixture(autouse=True)
def nim() -> Iterator[None]:
    with registered(NIM):
        yield
    assert NIM not in games()


def call(s: Session, action: str, arg: str = "") -> JSON:
    model: JSON = json.loads(s.call(action, arg))
    assert not model["ui"]["notice"], model["ui"]["notice"]
    return model


def new_nim(s: Session) -> JSON:
    return call(s, "new", json.dumps({
        "game": "nim", "players": 2, "names": ["Ann", "Ben"], "seed": "5",
        "seats": [{"who": "here"}] * 2, "options": {}}))


def test_the_registry_lists_it_while_registered() -> None:
    s = Session(MemoryStore())
    listed = json.loads(s.call("registry", ""))
    assert [g["id"] for g in listed] == ["arle", "agricola", "nim"]


def test_start_play_save_reopen() -> None:
    store = MemoryStore()
    s = Session(store)
    model = new_nim(s)
    assert model["game"] == {"id": "nim", "name": "Nim", "tag": "N1.", "unit": "points"}
    assert model["view"]["left"] == 65
    for _ in range(3):
        model = call(s, "play", "take:2")
    assert model["view"]["left"] == 59 and model["ui"]["link"] == "N1.2.5.222"
    saved = model["ui"]["games"][0]
    assert saved["game"] == "nim" and saved["left"] == 59  # its own save field, kept
    assert saved["progress"] == "59 counters left" and "half_year" not in saved
    again = Session(store)
    model = call(again, "resume", saved["id"])
    assert model["ui"]["link"] == "N1.2.5.222" and again.names == ["Ann", "Ben"]
    model = call(again, "undo")
    assert model["view"]["left"] == 61


def test_a_damaged_field_of_its_own_is_reported() -> None:
    store = MemoryStore()
    s = Session(store)
    game_id = new_nim(s)["ui"]["game_id"]
    key = f"arle.game.{game_id}"
    entry = json.loads(store.get(key) or "{}")
    store.set(key, json.dumps({**entry, "left": "many"}))
    listed = call(Session(store), "games")["ui"]["games"]
    assert listed[0]["broken"] and "counters left" in listed[0]["reason"]


def test_played_to_the_end_and_opened_by_its_link() -> None:
    s = Session(MemoryStore())
    model = new_nim(s)
    while model["view"]["decision"] is not None:
        options = model["view"]["decision"]["options"]
        if not options:  # hot-seat: the turn is held until the player ends it
            assert model["ui"]["held"]
            model = call(s, "end_turn")
            continue
        model = call(s, "play", options[-1]["key"])
    link = model["ui"]["link"]
    assert model["ui"]["end"]["winners"] and model["ui"]["history"]
    other = Session(MemoryStore())
    opened = call(other, "open", link)
    assert opened["ui"]["link"] == link and opened["view"]["decision"] is None
    assert opened["game"]["id"] == "nim"


def test_playing_it_loads_no_other_game() -> None:
    """The shell plays Nim without Fields of Arle's or Agricola's engine or rooms."""
    script = (
        "import json, sys\n"
        f"sys.path[:0] = [{str(ROOT)!r}, {str(ROOT / 'web')!r}]\n"
        "from gamekit.registry import registered\n"
        "from tests.toygame.info import NIM\n"
        "from app.saves import MemoryStore\n"
        "from app.session import Session\n"
        "with registered(NIM):\n"
        "    s = Session(MemoryStore())\n"
        "    s.call('new', json.dumps({'game': 'nim', 'players': 2, 'seed': '5',\n"
        "                              'seats': [{'who': 'here'}] * 2, 'options': {}}))\n"
        "    out = json.loads(s.call('play', 'take:1'))\n"
        "    assert out['ui']['link'] == 'N1.2.5.1', out['ui']\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in\n"
        "    ('arle_core', 'agricola_core') or m.startswith('app.arle'))))\n")
    out = subprocess.run([sys.executable, "-I", "-c", script], capture_output=True,
                         text=True, check=True, cwd=ROOT)
    assert json.loads(out.stdout) == []
