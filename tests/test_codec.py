"""The link is the game (DESIGN "The link is the game"): encode/decode, and hostile links."""

from __future__ import annotations

import base64
import contextlib
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arle_core import BadGameCode, decode, new_game
from arle_core.codec import MAX_RAW, MAX_TEXT, PREFIX, pack_setup

from .invariants import random_game


def _link(raw: bytes) -> str:
    return PREFIX + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def test_new_game_round_trip_keeps_names_and_setup() -> None:
    g = new_game(players=2, seed=42, variant="yucata", buildings="random",
                 names=["Anna", "<img src=x onerror=alert(1)>"])
    h = decode(g.encode())
    assert h.setup == g.setup and h.setup.names[1] == "<img src=x onerror=alert(1)>"


def test_finished_two_player_link_is_short() -> None:
    """DESIGN target: a finished 2-player game fits in 1,500 characters."""
    g = random_game(2, "printed", "starter", seed=5, checked=False)
    assert len(g.encode()) <= 1500


@pytest.mark.parametrize(("text", "reason"), [
    ("", "not a Fields of Arle game link"),
    ("hello", "not a Fields of Arle game link"),
    ("9.AAAA", "newer version"),
    ("0.AAAA", "old format"),
    ("1.ab$cd", "characters"),
    ("1.", "does not decompress|cut short"),
    ("1.AAAA", "does not decompress"),
    ("².", "not a Fields of Arle game link"),  # found by hypothesis: '²'.isdigit() is True
    ("99999.AAAA", "not a Fields of Arle game link"),
])
def test_bad_links_say_what_is_wrong(text: str, reason: str) -> None:
    with pytest.raises(BadGameCode, match=reason):
        decode(text)


def test_truncated_link() -> None:
    text = random_game(1, "printed", "starter", seed=2, checked=False).encode()
    with pytest.raises(BadGameCode, match=r"cut short|damaged"):
        decode(text[: len(text) // 2])


def test_tampered_move_is_refused() -> None:
    g = new_game(players=1, seed=3)
    raw = pack_setup(g.setup) + bytes([1, 120])  # one move: option 120 does not exist
    with pytest.raises(BadGameCode, match=r"move 1 .* not legal"):
        decode(_link(raw))


def test_too_long_link_is_refused() -> None:
    with pytest.raises(BadGameCode, match="too long"):
        decode("1." + "A" * (MAX_TEXT + 1))


def test_deflate_bomb_is_refused_within_a_fixed_bound() -> None:
    """A link that inflates far beyond MAX_RAW is refused without inflating it all."""
    bomb = zlib.compress(b"\x00" * (50 * MAX_RAW), 9)
    text = PREFIX + base64.urlsafe_b64encode(bomb).decode().rstrip("=")
    assert len(text) < MAX_TEXT
    with pytest.raises(BadGameCode, match="far too much"):
        decode(text)


def test_impossible_setup_is_refused() -> None:
    with pytest.raises(BadGameCode, match="impossible setup"):
        decode(_link(bytes([1, 3, 0, 0, 0, 0])))


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=300))
def test_arbitrary_text_raises_only_bad_game_code(text: str) -> None:
    with contextlib.suppress(BadGameCode):  # anything else fails the test
        decode(text)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=400))
def test_arbitrary_payloads_raise_only_bad_game_code(raw: bytes) -> None:
    with contextlib.suppress(BadGameCode):  # anything else fails the test
        decode(_link(raw))


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300))
def test_arbitrary_base64_raises_only_bad_game_code(raw: bytes) -> None:
    with contextlib.suppress(BadGameCode):  # anything else fails the test
        decode(PREFIX + base64.urlsafe_b64encode(raw).decode().rstrip("="))
