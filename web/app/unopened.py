"""Links that could not be opened: every link the page was given and could not open (a bad
link, a newer version's, a game whose engine could not be downloaded yet) is kept on this
device with its reason, so nothing pasted is lost. Pure Python.

One key of the store (``localStorage``, as the saves), ``arle.unopened``: a JSON list of
``{"code", "reason", "at"}``, the newest first, bounded (``LIMIT`` links, ``MAX_CHARS`` in
all: the oldest go first) when written and when read. A link that opens later leaves the
list. Whatever the key holds that is not such a list is read as an empty list and never
stops the page; a store that refuses a write leaves the list as it was (the address still
holds the link).
"""

from __future__ import annotations

import contextlib
import json
from typing import Any

from app.engines import made_by_a_newer_page
from app.saves import StorageError, Store, now
from app.stored import read_json

KEY = "arle.unopened"
LIMIT = 20  # links kept
MAX_CHARS = 400_000  # of the stored text: the oldest links go first (a long game's is ~10 kB)

JSON = dict[str, Any]


class Unopened:
    """The list of links that could not be opened, read afresh from the store each time
    (another tab may have changed it)."""

    def __init__(self, store: Store | None) -> None:
        self.store = store
        self.memory: list[JSON] = []  # where the browser keeps nothing: this tab's

    def entries(self) -> list[JSON]:
        """The links kept, newest first; each ``{"code", "reason", "at"}`` (text), and
        ``newer``: whether a later version of the page made it (only reloading the page,
        once a newer version is out, may open it)."""
        if self.store is None:
            return _listed(self.memory)
        try:
            data = read_json(self.store.get(KEY) or "[]")
        except Exception:  # damaged (too deep too), or a store that cannot be read: none
            return []
        # bounded as when written (the key may hold anything: thousands of links were
        # all listed, and the page slowed for each)
        return _listed(_bounded(_valid(data))[0]) if isinstance(data, list) else []

    def add(self, code: str, reason: str) -> None:
        """Keep ``code`` with its reason (first in the list; once, with the newest reason).
        Blank text is no link: nothing is kept."""
        code = code.strip()
        if not code:
            return
        kept = [_kept(e) for e in self.entries() if e["code"] != code]
        self._write([{"code": code, "reason": reason, "at": now()}, *kept])

    def remove(self, code: str) -> None:
        """``code`` opened, or the player let it go: it leaves the list."""
        code = code.strip()
        entries = self.entries()
        kept = [_kept(e) for e in entries if e["code"] != code]
        if len(kept) != len(entries):
            self._write(kept)

    def _write(self, entries: list[JSON]) -> None:
        entries, text = _bounded(entries)
        if self.store is None:
            self.memory = entries
            return
        with contextlib.suppress(StorageError):
            if entries:
                self.store.set(KEY, text)
            else:
                self.store.remove(KEY)


def _bounded(entries: list[JSON]) -> tuple[list[JSON], str]:
    """The newest entries within the bounds, and their text: ``LIMIT`` links and
    ``MAX_CHARS`` characters (the oldest go first; one link alone past it is kept)."""
    entries = entries[:LIMIT]
    text = json.dumps(entries, ensure_ascii=False)
    while len(text) > MAX_CHARS and len(entries) > 1:
        entries = entries[:-1]
        text = json.dumps(entries, ensure_ascii=False)
    return entries, text


def _valid(data: list[Any]) -> list[JSON]:
    """The entries of what the key holds, as it keeps them (anything else is passed over)."""
    return [{"code": e["code"], "reason": str(e.get("reason", "")), "at": str(e.get("at", ""))}
            for e in data if isinstance(e, dict) and isinstance(e.get("code"), str)]


def _listed(entries: list[JSON]) -> list[JSON]:
    """The entries as the page lists them."""
    # (``newer`` is not kept: read from the link's tag, so a list kept before says it too)
    return [{**e, "newer": made_by_a_newer_page(e["code"])} for e in entries]


def _kept(entry: JSON) -> JSON:
    """What the key keeps of a listed entry."""
    return {"code": entry["code"], "reason": entry["reason"], "at": entry["at"]}
