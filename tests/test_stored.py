"""Nothing stored can stop the page (issue 54, H1): JSON nested too deeply or too long under
any key the page reads (``arle.settings``, ``arle.unopened``, ``arle.game.*``) is refused
before it is parsed (``web/app/stored.py``), listed as unreadable where it is a save, and
kept. In the page, Python's parser overflows the browser's stack at some thousands of
levels, a fatal error no ``except`` catches: ``pyodide_parser`` makes CPython's parser
fail the same way, so a reader that parses such text stops the test as it stops the page.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))

from app.saves import KEY_PREFIX, SETTINGS_KEY, MemoryStore, Saves
from app.session import Session
from app.stored import MAX_CHARS, MAX_DEPTH, Unreadable, depth, read_json
from app.unopened import KEY as UNOPENED
from app.unopened import Unopened

from arle_core import new_game

DEEP = "[" * 10_000 + "]" * 10_000  # what the prober stored


def real_depth(value: Any) -> int:
    """How deeply a value's lists and dicts nest (recursive: for the small values tested)."""
    if isinstance(value, list):
        return 1 + max(map(real_depth, value), default=0)
    if isinstance(value, dict):
        return 1 + max(map(real_depth, value.values()), default=0)
    return 0


# Text with every character that could confuse a scan: brackets, quotes, backslashes.
tricky_text = st.text(alphabet=st.sampled_from('[]{}"\\/ ,:au\n\x00é'), max_size=12) | st.text()
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | tricky_text,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(tricky_text, inner, max_size=4),
    max_leaves=40)


@given(json_values, st.booleans(), st.sampled_from([None, 0, 2]))
def test_the_scanned_depth_is_the_values_depth(value: Any, ascii_only: bool,
                                               indent: int | None) -> None:
    text = json.dumps(value, ensure_ascii=ascii_only, indent=indent)
    assert depth(text) == real_depth(value)


@pytest.mark.parametrize(("text", "expected"), [
    ('"[[[{{{"', 0),
    ('["]]]", "[[["]', 1),
    (r'["\"[[[", {"a\\": "\\\"{"}]', 2),
    ('{"k": [[1], {"x": []}]}', 4),
    ("[[[]]]]]][[", 3),  # (not JSON: never fewer than a parser would reach)
    ('["open string [[[[[[', 1),  # a parser stops at the string left open
])
def test_brackets_in_strings_do_not_count(text: str, expected: int) -> None:
    assert depth(text) == expected


def test_the_scan_stops_once_too_deep_and_refuses_before_parsing() -> None:
    assert depth(DEEP) == 10_000 and depth(DEEP, stop=MAX_DEPTH + 1) == MAX_DEPTH + 1
    nested = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    assert real_depth(read_json(nested)) == MAX_DEPTH
    with pytest.raises(Unreadable, match="nested more than 64 levels"):
        read_json("[" + nested + "]")
    with pytest.raises(Unreadable, match="characters long") as long:
        read_json(json.dumps("x" * MAX_CHARS))
    assert long.value.too_long
    with pytest.raises(ValueError):
        read_json("not json")


class Overflow(BaseException):
    """The page's fatal stack overflow (a JS RangeError): no ``except Exception`` stops it."""


@pytest.fixture
def pyodide_parser(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """``json.loads`` fails as the page's does on text nested too deeply to parse."""
    real = json.loads

    def loads(text: str | bytes, **kwargs: Any) -> Any:
        try:
            return real(text, **kwargs)
        except RecursionError:
            raise Overflow("Maximum call stack size exceeded") from None

    monkeypatch.setattr(json, "loads", loads)
    yield


def finished_entry() -> tuple[str, str]:
    """A save the page makes (key, text): a solo game of some moves."""
    store = MemoryStore()
    session = Session(store)
    game = new_game(players=1, seed=3)
    for _ in range(6):
        game.play(game.legal_moves()[0])
    session.call("open", str(game.encode()))
    ((key, text),) = ((k, v) for k, v in store.data.items() if k.startswith(KEY_PREFIX))
    return key, text


def test_a_save_the_page_writes_nests_far_less_than_the_bound() -> None:
    _, text = finished_entry()
    assert depth(text) <= MAX_DEPTH // 8


@pytest.mark.parametrize("key", [SETTINGS_KEY, UNOPENED, KEY_PREFIX + "deep"])
def test_a_key_nested_ten_thousand_deep_never_stops_the_page(
        pyodide_parser: None, key: str) -> None:
    store = MemoryStore()
    saved_key, saved = finished_entry()
    store.data.update({saved_key: saved, key: DEEP})
    session = Session(store)
    ui = json.loads(session.call("view"))["ui"]
    readable = [g for g in ui["games"] if not g.get("broken")]
    assert [g["id"] for g in readable] == [saved_key.removeprefix(KEY_PREFIX)]
    assert ui["storage"] == "", "the store is still used"
    opened = json.loads(session.call("resume", saved_key.removeprefix(KEY_PREFIX)))
    assert opened["view"] is not None and opened["ui"]["problem"] is None
    session.call("play", opened["view"]["decision"]["options"][0]["key"])
    if key != SETTINGS_KEY:  # (changing a setting writes the settings again, as before)
        session.call("autoplay", "0")
    assert store.data[key] == DEEP, "the unreadable text is kept"
    assert json.loads(store.data[saved_key])["moves"] > json.loads(saved)["moves"]


def test_a_deep_save_is_listed_as_unreadable_with_its_text() -> None:
    store = MemoryStore()
    store.data[KEY_PREFIX + "deep"] = DEEP
    (listed,) = Saves(store).listing()
    assert listed["broken"] and listed["text"] == DEEP
    assert "nested more than 64 levels deep" in listed["reason"]
    assert "copy it" in listed["reason"]


def test_a_save_too_long_is_listed_as_unreadable_and_kept() -> None:
    store = MemoryStore()
    key, text = finished_entry()
    entry = json.loads(text)
    store.data[key] = json.dumps({**entry, "junk": "x" * MAX_CHARS})
    (listed,) = Saves(store).listing()
    assert listed["broken"] and listed["text"] == ""  # (not carried to the page each call)
    assert "characters long" in listed["reason"] and "until you delete it" in listed["reason"]
    Session(store).call("view")
    assert len(store.data[key]) > MAX_CHARS


def test_thirty_saves_each_with_a_deep_field_never_stop_the_page(pyodide_parser: None) -> None:
    """Each alone booted the page; together they stopped it."""
    store = MemoryStore()
    _, text = finished_entry()
    entry = json.loads(text)
    deep = json.dumps({**entry, "review": "@"}).replace('"@"', "[" * 5000 + "]" * 5000)
    for i in range(30):
        store.data[f"{KEY_PREFIX}deep-{i}"] = deep
    ui = json.loads(Session(store).call("view"))["ui"]
    assert len(ui["games"]) == 30 and all(g["broken"] for g in ui["games"])


def test_an_unreadable_list_of_links_reads_as_none_and_takes_new_ones() -> None:
    store = MemoryStore()
    store.data[UNOPENED] = DEEP
    kept = Unopened(store)
    assert kept.entries() == []
    kept.add("9.x", "newer")  # (nothing the page wrote is lost: it never writes such text)
    assert [e["code"] for e in kept.entries()] == ["9.x"]
