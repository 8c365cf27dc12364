"""The shell of a game link, shared by the engines: varints, and packing bytes into
URL-safe text behind a version prefix (zlib, then base64url without padding).

Reading is strict: a link is accepted only in the form :func:`pack` writes it. The prefix
is ``TAG`` + the version in its shortest decimal form + ``"."``; the base64 has no padding
and no stray bits; nothing may follow the compressed stream; every varint is in its
shortest form; text length and decompressed size are capped. How zlib deflated the bytes is
not pinned (zlib builds differ: refusing another deflate would refuse old links written
with another zlib), but the compressed bytes may be at most ``DEFLATE_SLACK`` bytes longer
than this machine's compression of the same data: no room for hidden data. A game read
from such a link writes its one canonical text again (``pack``), which the page then
shows and saves. What the bytes mean belongs to each engine's own codec.
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from dataclasses import dataclass

from .decisions import BadGameCode

# Packed bytes may be at most this much longer than this machine's compression of the same
# data (other zlib builds differ by a few bytes, never by this): no room for hidden data.
DEFLATE_SLACK = 32
_SAFE = re.compile(r"^[A-Za-z0-9_-]*$")
_NUMBER = re.compile(r"^(?:0|[1-9][0-9]*)$")  # any size: a later format is a number too


def varint(n: int) -> bytes:
    """``n`` (≥ 0) as an unsigned LEB128 varint, in its shortest form."""
    if n < 0:
        raise ValueError(f"a link cannot hold a negative number ({n})")
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


class Reader:
    """Reads bytes and shortest-form varints; :class:`BadGameCode` when they run out."""

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.pos = 0

    def byte(self) -> int:
        if self.pos >= len(self.data):
            raise BadGameCode("the game link is cut short (truncated data)")
        b = self.data[self.pos]
        self.pos += 1
        return b

    def varint(self) -> int:
        n = shift = 0
        while True:
            b = self.byte()
            n |= (b & 0x7F) << shift
            if not b & 0x80:
                if b == 0 and shift:
                    raise BadGameCode("the game link holds a number not written the short way")
                return n
            shift += 7
            if shift > 63:
                raise BadGameCode("the game link holds a number that is far too large")

    def bytes(self, n: int) -> bytes:
        if self.pos + n > len(self.data):
            raise BadGameCode("the game link is cut short (truncated data)")
        chunk = self.data[self.pos:self.pos + n]
        self.pos += n
        return chunk

    @property
    def done(self) -> bool:
        """Every byte has been read."""
        return self.pos == len(self.data)

    def end(self) -> None:
        """:class:`BadGameCode` unless every byte has been read."""
        if not self.done:
            raise BadGameCode("the game link has unexpected data after its last move")

    def option_indexes(self, max_moves: int) -> list[int]:
        """The rest of the bytes as a count and that many option indexes (the moves of the
        links that stored each move as its option's index), then :meth:`end`."""
        n_moves = self.varint()
        if n_moves > max_moves:
            raise BadGameCode(f"the game link holds too many moves ({n_moves})")
        indexes = [self.varint() for _ in range(n_moves)]
        self.end()
        return indexes


@dataclass(frozen=True, slots=True)
class LinkFormat:
    """One engine's link envelope: ``tag`` + version + ``"."`` + the packed bytes.

    ``version`` is the format written; ``older`` the earlier versions still read. ``game``
    names the game in error messages; ``max_text`` caps the characters of a link and
    ``max_raw`` the bytes after decompression."""

    game: str
    version: int
    tag: str = ""
    older: tuple[int, ...] = ()
    max_text: int = 16_000
    max_raw: int = 64_000

    @property
    def prefix(self) -> str:
        return f"{self.tag}{self.version}."

    def pack(self, raw: bytes) -> str:
        """``raw`` compressed and written as link text behind the prefix."""
        return self.prefix + pack(raw)

    def read(self, text: object) -> tuple[int, bytes]:
        """A link's format version and the bytes it holds, checked strictly;
        :class:`BadGameCode` says what is wrong."""
        if not isinstance(text, str):
            raise BadGameCode("a game link is text")
        text = text.strip()
        if len(text) > self.max_text:
            raise BadGameCode(f"the game link is too long ({len(text)} characters; "
                              f"at most {self.max_text})")
        head, dot, body = text.partition(".")
        version = head[len(self.tag):] if head.startswith(self.tag) else ""
        if not dot or not _NUMBER.match(version):
            article = "an" if self.game[:1].lower() in "aeiou" else "a"
            raise BadGameCode(f"this is not {article} {self.game} game link")
        if len(version) > len(str(self.version)) or int(version) > self.version:
            shown = version if len(version) <= 12 else version[:12] + "…"
            raise BadGameCode(f"this game link was made by a newer version of the game "
                              f"(format {shown}; this page reads format {self.version})")
        if int(version) != self.version and int(version) not in self.older:
            raise BadGameCode(f"this game link was made by an earlier version of the game "
                              f"(format {version}) whose rules offered other choices; it "
                              f"cannot be replayed now")
        return int(version), unpack(body, self.max_raw)


def pack(raw: bytes) -> str:
    """``raw`` compressed and written as base64url without padding."""
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


def unpack(body: str, max_raw: int) -> bytes:
    """The bytes :func:`pack` wrote as ``body``, at most ``max_raw`` of them;
    :class:`BadGameCode` for anything ``pack`` would not have written."""
    if not _SAFE.match(body):
        raise BadGameCode("the game link contains characters that do not belong in it")
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError) as exc:
        raise BadGameCode("the game link is damaged (bad base64)") from exc
    if base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=") != body:
        raise BadGameCode("the game link is damaged (bad base64)")
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(packed, max_raw)
    except zlib.error as exc:
        raise BadGameCode("the game link is damaged (it does not decompress)") from exc
    if inflater.unconsumed_tail:
        raise BadGameCode("the game link unpacks to far too much data")
    if not inflater.eof:
        raise BadGameCode("the game link is cut short (truncated data)")
    if inflater.unused_data:
        raise BadGameCode("the game link has data after the end of the game")
    if len(packed) > len(zlib.compress(raw, 9)) + DEFLATE_SLACK:
        raise BadGameCode("the game link is longer than its game needs (padded)")
    return raw
