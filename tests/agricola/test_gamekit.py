"""gamekit's link shell: varints in their shortest form, strict envelopes."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gamekit import BadGameCode
from gamekit.linkcodec import LinkFormat, Reader, varint


@given(st.lists(st.integers(0, 2**40), max_size=20))
def test_varints_round_trip(numbers: list[int]) -> None:
    r = Reader(b"".join(varint(n) for n in numbers))
    assert [r.varint() for _ in numbers] == numbers and r.done


def test_varints_are_read_only_in_their_shortest_form() -> None:
    assert varint(300) == b"\xac\x02"
    with pytest.raises(BadGameCode, match="short way"):
        Reader(b"\x80\x00").varint()
    with pytest.raises(BadGameCode, match="cut short"):
        Reader(b"\x80").varint()
    with pytest.raises(ValueError):
        varint(-1)


@given(st.binary(max_size=300))
def test_envelopes_round_trip(raw: bytes) -> None:
    fmt = LinkFormat(game="Test", version=3, tag="T")
    text = fmt.pack(raw)
    assert text.startswith("T3.") and "=" not in text
    assert fmt.read(text) == (3, raw)


def test_envelopes_check_tag_version_and_size() -> None:
    fmt = LinkFormat(game="Test", version=3, tag="T", max_text=40, max_raw=10)
    other = LinkFormat(game="Other", version=3)
    with pytest.raises(BadGameCode, match="not a Test game link"):
        fmt.read(other.pack(b"x"))
    with pytest.raises(BadGameCode, match="too long"):
        fmt.read(fmt.pack(bytes(range(200))))
    with pytest.raises(BadGameCode, match="far too much"):
        fmt.read(fmt.pack(bytes(11)))
    with pytest.raises(BadGameCode, match="damaged"):
        fmt.read("T3.AAAA")
    older = LinkFormat(game="Test", version=3, tag="T", older=(1,))
    assert older.read(LinkFormat(game="Test", version=1, tag="T").pack(b"x")) == (1, b"x")
    with pytest.raises(BadGameCode, match="earlier version"):
        older.read(LinkFormat(game="Test", version=2, tag="T").pack(b"x"))
