"""Byte primitives of the game link: varints, and bytes packed as zlib + unpadded base64url.

Kept apart from what the bytes mean (``codec``, ``notation``): both are strict, so one
text reads as exactly one byte string, and a reader never accepts what a writer would
not write (no padding, no stray bits, no trailing data, every number the short way).
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib

from .decisions import BadGameCode

_SAFE = re.compile(r"^[A-Za-z0-9_-]*$")
# Packed bytes may be at most this much longer than this engine's own compression of the
# same data (other zlib builds differ by a few bytes, never by this): no room for hidden
# data in padding blocks.
DEFLATE_SLACK = 32


def varint(n: int) -> bytes:
    """``n`` (0 or more) in 7-bit groups, low first, the high bit marking "more"."""
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
    """Reads bytes, varints and byte strings in order; BadGameCode when they run out."""

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
        return self.pos == len(self.data)


def pack(raw: bytes) -> str:
    """``raw`` compressed and written as base64url without padding."""
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


def unpack(body: str, max_raw: int) -> bytes:
    """The bytes ``pack`` wrote as ``body``, at most ``max_raw`` of them; BadGameCode for
    anything ``pack`` would not have written."""
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
