"""The link is the game (docs/design.md): encode/decode, and hostile links."""

from __future__ import annotations

import base64
import contextlib
import zlib
from collections.abc import Callable
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arle_core import BadGameCode, decode, new_game, notation
from arle_core.codec import read
from arle_core.game import MAX_NAME, MAX_NAME_BYTES, MAX_SEED, normal_name
from arle_core.link_format import (
    MAX_RAW,
    MAX_TEXT,
    PREFIX,
    VERSION,
    encode_moves,
    pack_setup,
)
from arle_core.notation_words import TOKENS
from gamekit.linkcodec import Reader as _Reader
from gamekit.linkcodec import varint as _varint

from .invariants import random_game


def _link(raw: bytes) -> str:
    return PREFIX + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def _varint_unchecked(n: int) -> bytes:
    """A varint as a hostile link would write it (no range check)."""
    out = bytearray()
    while n > 0x7F:
        out.append(n & 0x7F | 0x80)
        n >>= 7
    return bytes(out + bytes([n]))


def test_new_game_round_trip_keeps_names_and_setup() -> None:
    g = new_game(players=2, seed=42, variant="yucata", buildings="random",
                 names=["Anna", "<img src=x onerror=alert(1)>"])
    h = decode(g.encode())
    assert h.setup == g.setup and h.setup.names[1] == "<img src=x onerror=alert(1)>"


def test_read_gives_setup_and_the_moves_facts_without_playing() -> None:
    g = random_game(2, "printed", "random", seed=7, checked=False)
    assert read(g.encode()) == (g.setup, [f for m in g.moves for f in notation.facts(m)])
    # A fact no decision offers passes ``read`` (nothing is played) but not ``decode``.
    bad = _link(pack_setup(g.setup) + notation.pack_items([*g.moves[:3], "space:nowhere"]))
    assert read(bad)[1][-1] == "space:nowhere"
    with pytest.raises(BadGameCode, match="item 4 of the game link's moves is not legal"):
        decode(bad)


@pytest.mark.parametrize("seed", [5, 6])
def test_finished_two_player_link_is_short(seed: int) -> None:
    """A finished 2-player game fits in 600 characters (random games: about 210)."""
    g = random_game(2, "printed", "starter", seed=seed, checked=False)
    assert g.is_over and len(g.encode()) <= 600


# A real link written by format 1 (before any-time abilities came inside actions, which
# changed the option lists its move indexes point into).
FORMAT_1_LINK = "1.eNpjZGJgZBViYGRi5uYVEBQSFhEVE5eQkZVjcczLS2R2Ss2TY8ALAJyfA_0"


def test_a_link_of_an_earlier_format_says_it_cannot_be_replayed() -> None:
    with pytest.raises(BadGameCode, match=r"earlier version of the game \(format 1\)"):
        decode(FORMAT_1_LINK)


@pytest.mark.parametrize(("text", "reason"), [
    ("", "not a Fields of Arle game link"),
    ("hello", "not a Fields of Arle game link"),
    ("9.AAAA", "newer version"),
    ("0.AAAA", "earlier version"),
    ("1.AAAA", "earlier version"),
    ("2.ab$cd", "characters"),
    ("2.", "does not decompress|cut short"),
    ("2.AAAA", "does not decompress"),
    ("².", "not a Fields of Arle game link"),  # found by hypothesis: '²'.isdigit() is True
    # a format number of any size is a later format's (the page cannot know how many)
    ("99999.AAAA", r"newer version of the game \(format 99999;"),
    ("9" * 40 + ".AAAA", r"newer version of the game \(format 999999999999…;"),
    ("09.AAAA", "not a Fields of Arle game link"),  # never written with a leading zero
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
    raw = pack_setup(g.setup) + bytes([notation.GROUPING, 1]) + _varint(900)  # no fact 898
    with pytest.raises(BadGameCode, match="does not know"):
        decode(_link(raw))
    raw = pack_setup(g.setup) + notation.pack_items(["tool:nothing"])
    with pytest.raises(BadGameCode, match=r"item 1 .* not legal"):
        decode(_link(raw))


def test_too_long_link_is_refused() -> None:
    with pytest.raises(BadGameCode, match="too long"):
        decode(PREFIX + "A" * (MAX_TEXT + 1))


def test_deflate_bomb_is_refused_within_a_fixed_bound() -> None:
    """A link that inflates far beyond MAX_RAW is refused without inflating it all."""
    bomb = zlib.compress(b"\x00" * (50 * MAX_RAW), 9)
    text = PREFIX + base64.urlsafe_b64encode(bomb).decode().rstrip("=")
    assert len(text) < MAX_TEXT
    with pytest.raises(BadGameCode, match="far too much"):
        decode(text)


def test_impossible_setup_is_refused() -> None:
    with pytest.raises(BadGameCode, match="impossible setup"):
        decode(_link(bytes([VERSION, 3, 0, 0, 0, 0])))


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


# --- one range for game numbers, enforced on both sides --------------------------------

@pytest.mark.parametrize("seed", [-1, -(2**70), MAX_SEED + 1, 10**22, 1.5, "7", True])
def test_a_seed_outside_the_documented_range_is_a_clear_value_error(seed: object) -> None:
    with pytest.raises(ValueError, match="game number"):
        new_game(players=1, seed=seed)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", [0, 1, MAX_SEED])
def test_the_ends_of_the_seed_range_make_links_that_open(seed: int) -> None:
    g = new_game(players=1, seed=seed)
    assert decode(g.encode()).setup == g.setup


@pytest.mark.parametrize("seed", [-1, MAX_SEED + 1, 10**22])
def test_the_encoder_refuses_a_seed_outside_the_range_and_never_loops(seed: int) -> None:
    """A hand-made Setup bypasses make_setup; the encoder still refuses (and -1 used to
    loop for ever in the varint writer)."""
    setup = replace(new_game(players=1, seed=1).setup, seed=seed)
    with pytest.raises(ValueError, match="game number"):
        encode_moves(setup, [], [])
    with pytest.raises(ValueError, match="negative"):
        _varint(-1)


def test_the_decoder_rejects_a_seed_outside_the_range() -> None:
    setup = new_game(players=1, seed=1).setup
    raw = bytearray(pack_setup(setup))
    big = _varint_unchecked(MAX_SEED + 1)
    raw[4:5] = big  # seed 1 is the single byte after version, players, variant, start
    with pytest.raises(BadGameCode, match="game number"):
        decode(_link(bytes(raw) + notation.pack_items([])))


# --- strict links: one canonical text per game (point 7) -------------------------------

def _recompress(text: str, tail: bytes) -> str:
    body = text.partition(".")[2]
    packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)) + tail
    return PREFIX + base64.urlsafe_b64encode(packed).decode().rstrip("=")


@pytest.mark.parametrize("tail", [b"\x00", b"hidden", bytes(range(256)) * 2])
def test_bytes_after_the_compressed_stream_are_refused(tail: bytes) -> None:
    text = new_game(players=2, seed=9).encode()
    with pytest.raises(BadGameCode, match="after the end"):
        decode(_recompress(text, tail))


@pytest.mark.parametrize("prefix", ["02.", "002.", "0002.", "+2.", "2.0."])
def test_other_spellings_of_the_version_prefix_are_refused(prefix: str) -> None:
    text = new_game(players=1, seed=9).encode()
    with pytest.raises(BadGameCode):
        decode(prefix + text.removeprefix(PREFIX))


def test_a_base64_tail_with_stray_bits_is_refused() -> None:
    text = new_game(players=1, seed=9).encode()
    body = text.removeprefix(PREFIX)
    assert len(body) % 4 in (2, 3)  # the last character carries unused bits
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    last = alphabet.index(body[-1])
    twin = PREFIX + body[:-1] + alphabet[last ^ 1]
    with pytest.raises(BadGameCode, match="damaged"):
        decode(twin)


def test_an_overlong_number_in_the_link_is_refused() -> None:
    setup = new_game(players=1, seed=1).setup
    raw = bytearray(pack_setup(setup))
    raw[4:5] = b"\x81\x00"  # seed 1 written in two bytes
    with pytest.raises(BadGameCode, match="not written the short way"):
        decode(_link(bytes(raw) + notation.pack_items([])))


def test_buildings_out_of_board_order_are_refused() -> None:
    setup = new_game(players=1, seed=1).setup
    raw = bytearray(pack_setup(setup))
    count = len(setup.buildings)
    start = 6  # version, players, variant, start, seed (1 byte), count (1 byte)
    assert raw[5] == count
    raw[start:start + 2] = bytes([raw[start + 1], raw[start]])
    with pytest.raises(BadGameCode, match="buildings"):
        decode(_link(bytes(raw) + notation.pack_items([])))


def test_every_link_the_engine_writes_decodes_to_a_game_that_writes_it_again() -> None:
    for seed in range(20):
        g = random_game(1 + seed % 2, "printed", "random", seed=seed, checked=False)
        text = g.encode()
        assert decode(text).encode() == text


# --- one rule for player names, form and link alike (point 10) -------------------------

@pytest.mark.parametrize(("given", "shown"), [
    ("Ann", "Ann"),
    ("  Ann   Marie\t", "Ann Marie"),
    ("Ann\x00\x1b[31mB", "Ann [31mB"),
    ("line\nbreak", "line break"),
    ("\u202eevil\u202c", "evil"),
    ("", "Red"),
    ("   \t ", "Red"),
    ("\x07", "Red"),
    ("é" * 60, "é" * MAX_NAME),
    ("a" * 39 + " b", "a" * 39),
])
def test_player_names_follow_one_rule(given: str, shown: str) -> None:
    assert normal_name(given, 0) == shown
    assert new_game(players=1, seed=1, names=[given]).setup.names == (shown,)


def _link_with_names(names: list[bytes]) -> str:
    setup = new_game(players=2, seed=4).setup
    head = pack_setup(replace(setup, names=("", "")))
    head = head[: -2]  # the two empty names' length bytes
    for raw in names:
        head += _varint_unchecked(len(raw)) + raw
    return _link(head + notation.pack_items([]))


@pytest.mark.parametrize(("raw", "shown"), [
    (b"", "Red"),
    (b"   ", "Red"),
    (b"Ann\x00\x01B", "Ann B"),
    (b"Ann   B", "Ann B"),
    ("é".encode() * 50, "é" * MAX_NAME),
])
def test_names_arriving_in_a_link_are_normalised_by_the_same_rule(raw: bytes, shown: str) -> None:
    game = decode(_link_with_names([raw, b"Bo"]))
    assert game.setup.names == (shown, "Bo")


def test_a_name_over_the_byte_limit_in_a_link_is_refused() -> None:
    with pytest.raises(BadGameCode, match="name"):
        decode(_link_with_names([b"x" * (MAX_NAME_BYTES + 1), b"Bo"]))


def test_links_with_names_the_form_used_to_allow_keep_opening() -> None:
    """Names the old rule kept as they were (stripped, at most 40 characters) are
    unchanged by the new one, so those links open to the same game."""
    for name in ["Anna", "<b>x</b>", "Zoë 🦆", "a" * MAX_NAME, "O'Brien-Smith"]:
        game = decode(_link_with_names([name.encode(), b"Bo"]))
        assert game.setup.names == (name, "Bo")


_FUZZ_LINKS = [random_game(1 + s % 2, "printed", "starter", seed=s, checked=False).encode()
               for s in range(4)]


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(_FUZZ_LINKS), st.binary(min_size=1, max_size=400))
def test_any_bytes_after_the_stream_are_refused(text: str, tail: bytes) -> None:
    with pytest.raises(BadGameCode):
        decode(_recompress(text, tail))


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(_FUZZ_LINKS), st.from_regex(r"\A[0-9+\-]{1,5}\Z"))
def test_only_the_one_version_prefix_is_read(text: str, version: str) -> None:
    other = f"{version}.{text.removeprefix(PREFIX)}"
    if version == str(VERSION):
        assert decode(other).encode() == text
    else:
        with pytest.raises(BadGameCode):
            decode(other)


def _deflated(text: str, packer: Callable[[bytes], bytes]) -> str:
    body = text.removeprefix(PREFIX)
    raw = zlib.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
    return PREFIX + base64.urlsafe_b64encode(packer(raw)).decode().rstrip("=")


def _with_empty_blocks(n: int) -> Callable[[bytes], bytes]:
    """Deflate with n empty stored blocks in front: each has 5 bits of padding that
    inflate ignores (room for hidden data: here the bits 10101)."""
    def pack(raw: bytes) -> bytes:
        c = zlib.compressobj(9, zlib.DEFLATED, -15)
        body = c.compress(raw) + c.flush()
        empty = bytes([0b10101000, 0, 0, 0xFF, 0xFF])  # BFINAL 0, BTYPE 00, padding, LEN 0
        return (b"\x78\xda" + empty * n + body
                + zlib.adler32(raw).to_bytes(4, "big"))
    return pack


def test_padding_inside_the_compressed_stream_is_refused() -> None:
    text = random_game(2, "printed", "starter", seed=5, checked=False).encode()
    with pytest.raises(BadGameCode, match="longer than its game needs"):
        decode(_deflated(text, _with_empty_blocks(20)))
    # Another zlib's choices stay readable: a few bytes either way.
    for packer in (_with_empty_blocks(1), lambda raw: zlib.compress(raw, 1),
                   lambda raw: zlib.compress(raw, 6)):
        assert decode(_deflated(text, packer)).encode() == text


# --- decode(t).encode() == t whenever decoding succeeds --------------------------------

def _payload(text: str) -> bytes:
    body = text.removeprefix(PREFIX)
    return zlib.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(_FUZZ_LINKS), st.data())
def test_a_changed_byte_decodes_only_to_a_game_that_writes_it_again(
        text: str, data: st.DataObject) -> None:
    """Any byte of the moves (the setup's bytes have their own tests: a name is the one
    field read leniently, through normal_name)."""
    raw = bytearray(_payload(text))
    moves_start = len(pack_setup(read(text)[0]))
    at = data.draw(st.integers(moves_start, len(raw) - 1))
    raw[at] = data.draw(st.integers(0, 255))
    if data.draw(st.booleans()):
        del raw[data.draw(st.integers(moves_start, len(raw) - 1))]
    changed = _link(bytes(raw))
    try:
        game = decode(changed)
    except BadGameCode:
        return
    assert game.encode() == changed


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(_FUZZ_LINKS), st.lists(st.sampled_from(
    ["|", "done", "cut:0", "cut:1", "pass", "space:farmer", "end"]), max_size=4), st.data())
def test_inserted_facts_and_breaks_decode_only_to_a_game_that_writes_them(
        text: str, extra: list[str], data: st.DataObject) -> None:
    setup, items = read(text)
    at = data.draw(st.integers(0, len(items)))
    changed = _link(pack_setup(setup) + notation.pack_items(items[:at] + extra + items[at:]))
    try:
        game = decode(changed)
    except BadGameCode:
        return
    assert game.encode() == changed


# --- the notation's breaks --------------------------------------------------------------

class _Scripted:
    """A stand-in game: the decisions are given, and it records what is played."""

    def __init__(self, offered: list[list[str]]) -> None:
        self.offered = offered
        self.played: list[str] = []

    def legal(self) -> list[str]:
        return self.offered[len(self.played)] if len(self.played) < len(self.offered) else []

    def play(self, key: str) -> None:
        self.played.append(key)


def test_a_move_that_a_longer_option_would_swallow_is_followed_by_a_break() -> None:
    offered = [["cut:0", "cut:0,0", "done"], ["cut:0", "done"], ["space:farmer"]]
    moves = ["cut:0", "cut:0", "space:farmer"]
    items = notation.write(offered, moves)
    assert items == ["cut:0", notation.BREAK, "cut:0", "space:farmer"]
    game = _Scripted(offered)
    notation.replay(game.legal, game.play, items)
    assert game.played == moves
    # Without the break the reader takes the longer option; a break no move needs, or
    # one in the wrong place, is not the engine's writing.
    game = _Scripted([["cut:0", "cut:0,0", "done"], ["space:farmer"]])
    notation.replay(game.legal, game.play, ["cut:0", "cut:0", "space:farmer"])
    assert game.played == ["cut:0,0", "space:farmer"]
    for wrong in (["cut:0", "cut:0", notation.BREAK, "space:farmer"],
                  ["cut:0", "cut:0", "space:farmer", notation.BREAK],
                  [notation.BREAK, "cut:0", "cut:0", "space:farmer"]):
        game = _Scripted([["cut:0", "cut:0,0", "done"], ["space:farmer"], ["end"]])
        with pytest.raises(BadGameCode, match=r"break|not legal"):
            notation.replay(game.legal, game.play, wrong)


def test_words_outside_the_table_are_written_out_and_read_back() -> None:
    items = ["space:zeppelin_port", "pay:3gold+wood", "cut:0"]
    raw = notation.pack_items(items)
    r = _Reader(raw)
    assert notation.read_items(r, 10) == (notation.GROUPING, items) and r.done
    # A fact of the table spelled out, or a word of the table written out, is not the
    # short way.
    head = bytes([notation.GROUPING, 1, notation.SPELLED, 1])
    for long_way in (head + bytes([notation.FIRST_TOKEN + TOKENS.index("end")]),
                     head + bytes([notation.LITERAL, 3]) + b"end"):
        with pytest.raises(BadGameCode, match="short way"):
            notation.read_items(_Reader(long_way), 10)


def test_a_stream_of_a_later_grouping_says_it_is_newer() -> None:
    g = new_game(players=1, seed=3)
    raw = pack_setup(g.setup) + notation.pack_items(["space:farmer"], notation.GROUPING + 1)
    with pytest.raises(BadGameCode, match="newer version"):
        decode(_link(raw))


# --- format 2: moves as option indexes -----------------------------------------------------

def _link_v2(setup_raw: bytes, indexes: list[int]) -> str:
    raw = bytes([2]) + setup_raw[1:] + _varint(len(indexes)) + b"".join(map(_varint, indexes))
    return "2." + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def test_a_format_2_link_still_opens_with_its_moves_as_option_indexes() -> None:
    g = random_game(2, "yucata", "random", seed=11, checked=False)
    indexes: list[int] = []
    replay = decode(_link(pack_setup(g.setup) + notation.pack_items([])))
    for key in g.moves:
        indexes.append(replay.legal_moves().index(key))
        replay.play(key)
    old = decode(_link_v2(pack_setup(g.setup), indexes))
    assert old.moves == g.moves and old.scores() == g.scores()
    assert read(_link_v2(pack_setup(g.setup), indexes))[1] == [f"#{i}" for i in indexes]
    with pytest.raises(BadGameCode, match="move 2 in the game link is not legal"):
        decode(_link_v2(pack_setup(g.setup), [0, 250]))


# --- any name new_game accepts makes a link ------------------------------------------------

_ANY_CHARACTER = st.characters(blacklist_categories=())  # lone surrogates included


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(_ANY_CHARACTER, max_size=60), min_size=2, max_size=2))
def test_encode_never_fails_on_names_new_game_accepted(names: list[str]) -> None:
    game = new_game(players=2, seed=1, names=names)
    text = game.encode()
    assert decode(text).setup.names == game.setup.names and decode(text).encode() == text


@pytest.mark.parametrize(("given", "shown"), [
    ("a\ud800b", "a\ufffdb"), ("\u200b\u200b", "Red"), ("\u200d\ufeff \u0301", "Red"),
    ("\U0001f468\u200d\U0001f469", "\U0001f468\u200d\U0001f469")])
def test_lone_surrogates_and_invisible_names_are_normalised(given: str, shown: str) -> None:
    assert normal_name(given, 0) == shown


@pytest.mark.parametrize("players", [True, False, 1.0, "2", 3])
def test_players_is_the_number_1_or_2(players: object) -> None:
    with pytest.raises(ValueError, match="1 or 2"):
        new_game(players=players)  # type: ignore[arg-type]
