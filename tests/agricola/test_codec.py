"""The link: ``decode(encode(g))`` replays the same game; links are read strictly."""

from __future__ import annotations

import base64
import zlib

import pytest

from agricola_core import BadGameCode, decode, new_game
from agricola_core.codec import FORMAT, encode_indexes, encode_unnamed, move_indexes, offered, read
from agricola_core.notation import NOTATION
from gamekit.notation import BREAK

from .support import playout


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_decode_encode_is_identity(players: int) -> None:
    g = playout(new_game(players, 11 + players), seed=players)
    h = decode(g.encode())
    assert h.setup == g.setup and h.moves == g.moves and h.is_over
    assert h.scores() == g.scores()
    mid = new_game(players, 5)
    for _ in range(40):
        mid.play(mid.legal_moves()[-1])
    again = decode(mid.encode())
    assert again.moves == mid.moves and again.legal_moves() == mid.legal_moves()


def test_switches_survive_the_link() -> None:
    g = new_game(1, 9, solo_storehouse=True)
    assert decode(g.encode()).setup.solo_storehouse
    g = new_game(3, 9, two_resources=False)
    assert not decode(g.encode()).setup.two_resources


def test_a_finished_game_fits_a_short_link() -> None:
    g = playout(new_game(4, 2), seed=2)
    assert g.encode().startswith("A3.") and len(g.encode()) < 600


@pytest.mark.parametrize(("text", "why"), [
    ("2.eJwrSS0uAQAEXQHB", "not an Agricola game link"),
    ("A01.eJwrSS0uAQAEXQHB", "not an Agricola game link"),
    ("A9.eJwrSS0uAQAEXQHB", "newer version"),
    ("A0.eJwrSS0uAQAEXQHB", "earlier version"),
    ("A1.abc$", "characters"),
    ("A1.eJwrSS0uAQAEXQHB==", "characters"),
    (7, "text"),
])
def test_bad_links_say_what_is_wrong(text: object, why: str) -> None:
    with pytest.raises(BadGameCode, match=why):
        decode(text)  # type: ignore[arg-type]


def raw_link(raw: bytes) -> str:
    """A link of the format its first byte names."""
    body = base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")
    return f"{FORMAT.tag}{raw[0]}.{body}"


def test_strict_contents_of_format_1() -> None:
    g = new_game(2, 3)
    good = encode_indexes(g.setup, [0, 1])
    assert decode(good).moves == [g.legal_moves()[0], decode(good).moves[1]]
    with pytest.raises(BadGameCode, match="impossible setup"):
        decode(raw_link(bytes([1, 5, 0, 0, 3, 0])))
    with pytest.raises(BadGameCode, match="after its last move"):
        decode(raw_link(bytes([1, 2, 0, 0, 3, 0, 9])))
    with pytest.raises(BadGameCode, match="short way"):
        decode(raw_link(bytes([1, 2, 0, 0, 0x83, 0x00, 0])))
    with pytest.raises(BadGameCode, match="not legal"):
        decode(raw_link(bytes([1, 2, 0, 0, 3, 1, 99])))
    with pytest.raises(BadGameCode, match="cut short"):
        decode(raw_link(bytes([1, 2, 0])))
    raw = bytes([1, 2, 0, 0, 3, 12] + [0] * 12)
    z = zlib.compressobj(9)
    stream = b""
    for b in raw:  # a flushed block a byte: room for hidden data
        stream += z.compress(bytes([b])) + z.flush(zlib.Z_FULL_FLUSH)
    stream += z.flush()
    padded = "A1." + base64.urlsafe_b64encode(stream).decode().rstrip("=")
    with pytest.raises(BadGameCode, match="padded"):
        decode(padded)
    assert move_indexes(decode(good)) == [0, 1]


def test_format_1_links_still_read() -> None:
    g = playout(new_game(3, 8), seed=8)
    old = encode_indexes(g.setup, move_indexes(g))
    assert old.startswith("A1.")
    h = decode(old)
    assert h.moves == g.moves and h.scores() == g.scores() and h.encode() == g.encode()
    assert read(old) == (g.setup, [f"#{i}" for i in move_indexes(g)])


def _v2(setup: bytes, items: list[str], grouping: int = NOTATION.grouping) -> str:
    return raw_link(bytes([2]) + setup + NOTATION.pack_items(items, grouping))


def test_format_2_stores_facts_and_reads_strictly() -> None:
    g = new_game(2, 3, start_player=0)
    setup = bytes([2, 0, 0, 3])
    moves = [g.legal_moves()[0]]
    g.play(moves[0])
    assert decode(_v2(setup, moves)).moves == moves
    assert read(_v2(setup, moves)) == (g.setup, moves)
    with pytest.raises(BadGameCode, match="not legal there"):
        decode(_v2(setup, ["space:nowhere"]))
    with pytest.raises(BadGameCode, match="a break"):
        decode(_v2(setup, [*moves, BREAK]))
    with pytest.raises(BadGameCode, match="newer version"):
        decode(_v2(setup, moves, NOTATION.grouping + 1))
    with pytest.raises(BadGameCode, match="after its last move"):
        decode(raw_link(bytes([2]) + setup + NOTATION.pack_items(moves) + b"\0"))
    with pytest.raises(BadGameCode, match="does not know"):
        decode(raw_link(bytes([2]) + setup + bytes([NOTATION.grouping, 1, 127 + 100, 1])))
    with pytest.raises(BadGameCode, match="impossible setup"):
        decode(_v2(bytes([2, 4, 0, 3]), []))


def _v3(setup: bytes, names: list[bytes], moves: list[str]) -> str:
    """A format-3 link written by hand: setup bytes, each name length-prefixed, moves."""
    named = b"".join(bytes([len(n)]) + n for n in names)
    return raw_link(bytes([3]) + setup + named + NOTATION.pack_items(moves))


@pytest.mark.parametrize("names", [
    ("Zoë",), ("Anna", "Bo"), ("Åsa", "", "李雷"), ("O'Brien 🦆", "<b>x</b>", "a" * 40, "Ω")])
def test_format_3_carries_the_players_names(names: tuple[str, ...]) -> None:
    """docs/agricola.md, "Links": the names (one a seat; "" not named) come back as given."""
    g = playout(new_game(len(names), 4, names=names), seed=4)
    link = g.encode()
    h = decode(link)
    assert link.startswith("A3.") and h.setup.names == names and h.encode() == link
    assert read(link)[0] == g.setup


def test_new_game_puts_names_through_the_forms_rule() -> None:
    """The one rule for names (gamekit.names): spaces folded, controls and bidirectional
    marks out, at most 40 characters; nothing visible is a seat not named."""
    g = new_game(3, 1, names=["  Anna \t Lena ", "\u202eBo\x00", "\u200b "])
    assert g.setup.names == ("Anna Lena", "Bo", "")
    assert g.setup.shown_names() == ["Anna Lena", "Bo", "Player 3"]
    assert new_game(1, 1, names=["é" * 60]).setup.names == ("é" * 40,)
    with pytest.raises(ValueError, match="2 player name"):
        new_game(2, 1, names=["Anna"])


def test_format_3_reads_names_strictly() -> None:
    """A name too long, not UTF-8, or not in the form the writer writes is refused with
    a clear reason; the cut-off name is refused as cut short."""
    setup = bytes([2, 0, 0, 3])
    assert decode(_v3(setup, [b"Anna", "Bö".encode()], [])).setup.names == ("Anna", "Bö")
    with pytest.raises(BadGameCode, match="too long"):
        decode(_v3(setup, [b"x" * 161, b"Bo"], []))
    with pytest.raises(BadGameCode, match="not valid text"):
        decode(_v3(setup, [b"\xff\xfe", b"Bo"], []))
    for odd in (b" Anna", b"An  na", b"Anna\n", b"\xe2\x80\xae" + b"Bo", b"a" * 41, b" "):
        with pytest.raises(BadGameCode, match="not written the way"):
            decode(_v3(setup, [odd, b"Bo"], []))
    with pytest.raises(BadGameCode, match="cut short"):
        decode(raw_link(bytes([3]) + setup + bytes([4]) + b"An"))


def test_format_2_links_open_with_no_seat_named() -> None:
    """An old ``A2.`` link still opens (docs/agricola.md, "Links"): no seat is named, and
    the game's link is written in today's format from then on."""
    g = playout(new_game(3, 8), seed=8)
    old = encode_unnamed(g.setup, g.moves, offered(g))
    h = decode(old)
    assert old.startswith("A2.") and h.moves == g.moves and h.setup.names == ("", "", "")
    assert h.setup.shown_names() == ["Player 1", "Player 2", "Player 3"]
    assert h.encode() == g.encode() and h.encode().startswith("A3.")
