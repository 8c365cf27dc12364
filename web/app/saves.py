"""Your games: every game saved in the browser under its id. Pure Python.

The storage is anything with ``names/get/set/remove`` (the page passes ``localStorage``,
tests a dict). One key per game, ``arle.game.<id>``, holding JSON: the link text (the
whole game), which game it is (``game``, a registered id; a save without it is Fields of
Arle's), who plays each seat, and what the list shows (names, the game's one-line
``progress`` and its own fields, whose turn, date).
Nothing here deletes a game except ``delete``; unreadable entries are listed as such and
left alone. A store that fails (full, or switched off) leaves a message, never an error.

Several tabs share the store. ``put`` is a compare-and-write: it writes only when the
store still holds what the caller last wrote or read under that id (``expect``), else it
writes nothing and says what it found (``CHANGED``: another tab played on; ``DELETED``:
another tab deleted it). Within a tab it is atomic (the page runs one call at a time); a
write from another tab that lands in between is seen through the ``storage`` event
(``Session.sync``), which a tab gets for every other tab's write.
"""

from __future__ import annotations

import contextlib
import json
import math
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from typing import Any, Protocol

from app.stored import Unreadable, read_json
from gamekit.registry import DEFAULT, GameInfo, game, games, read_tag

JSON = dict[str, Any]
KEY_PREFIX = "arle.game."
SETTINGS_KEY = "arle.settings"  # the player's settings (JSON), e.g. {"autoplay": false}
FORMAT = 1

UNAVAILABLE = ("This browser does not let the page keep games (storage is switched off). "
               "The game still plays: keep its link (the address) to come back to it.")
FULL = ("Your game could not be saved: the browser's storage for this page is full. "
        "The game still plays, and its link (the address) holds the whole game; "
        "deleting old games in Your games makes room.")
# The same, as the bar beside the board says it (the game is in view: short, and how to
# make room).
BESIDE_BOARD = {
    FULL: ("The browser's storage for this page is full. Delete old games in Your games "
           "to make room; until then the link (the address) holds the whole game."),
    UNAVAILABLE: ("This browser does not let the page keep games: keep the link "
                  "(the address) to come back to this game."),
}


# What ``put`` did.
SAVED = "saved"
CHANGED = "changed"  # another tab wrote this id since: nothing written
DELETED = "deleted"  # another tab deleted this id since: nothing written (never re-created)
FAILED = "failed"  # the store refused (full, switched off): ``problem`` says why


class StorageError(Exception):
    """The store refused a write; ``full`` when it is out of space."""

    def __init__(self, message: str, full: bool = False) -> None:
        super().__init__(message)
        self.full = full


class Store(Protocol):
    def names(self) -> list[str]: ...
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...  # StorageError when it cannot
    def remove(self, key: str) -> None: ...


class MemoryStore:
    """A dict as a store (tests; and the page when the browser has no storage)."""

    def __init__(self, limit: int | None = None) -> None:
        self.data: dict[str, str] = {}
        self.limit = limit  # total characters, to test a full store

    def names(self) -> list[str]:
        return list(self.data)

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        others = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
        if self.limit is not None and others + len(key) + len(value) > self.limit:
            raise StorageError("quota exceeded", full=True)
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


class Saves:
    """The saved games, read once and kept in memory; every change is written through."""

    def __init__(self, store: Store | None) -> None:
        self.store = store
        self.problem = "" if store is not None else UNAVAILABLE
        self.games: dict[str, JSON] = {}
        self.reload()

    def reload(self) -> None:
        """Read every saved game again (another tab may have changed them)."""
        self.games = {}
        if self.store is None:
            return
        try:
            keys = [k for k in self.store.names() if k.startswith(KEY_PREFIX)]
            for key in keys:
                text = self.store.get(key)
                self.games[key.removeprefix(KEY_PREFIX)] = _parse(key, text)
        except Exception:  # a store that cannot even be read: as if there were none
            self.store, self.problem, self.games = None, UNAVAILABLE, {}

    def listing(self) -> list[JSON]:
        """Most recently saved first."""
        return sorted(self.games.values(), key=lambda e: str(e.get("saved", "")), reverse=True)

    def get(self, game_id: str) -> JSON | None:
        return self.games.get(game_id)

    def with_root(self, root: str) -> list[JSON]:
        return [e for e in self.listing() if e.get("root") == root and e.get("code")]

    def fresh_id(self, root: str) -> str:
        """``root``, or ``root-2``, ``root-3`` ... : an id no saved game has."""
        n, game_id = 1, root
        while game_id in self.games:
            n += 1
            game_id = f"{root}-{n}"
        return game_id

    def stored_code(self, game_id: str) -> str | None:
        """The link text saved under an id as the store has it now (another tab may
        have written it since it was read)."""
        if self.store is None:
            return None
        try:
            entry = _parse(KEY_PREFIX + game_id, self.store.get(KEY_PREFIX + game_id))
        except Exception:
            return None
        return None if entry.get("broken") else str(entry["code"])

    def is_stored(self, game_id: str) -> bool:
        """Whether the store holds anything under the id now (read afresh)."""
        if self.store is None:
            return False
        try:
            return self.store.get(KEY_PREFIX + game_id) is not None
        except Exception:
            return False

    def put(self, entry: JSON, expect: str | None) -> str:
        """Compare-and-write one game: written only when the store still holds the link
        text ``expect`` under its id (None: nothing may be stored there yet). Returns
        SAVED, CHANGED, DELETED or FAILED (with ``problem`` set)."""
        game_id = str(entry["id"])
        if self.store is None:
            return FAILED
        if expect is None:
            if self.is_stored(game_id):
                return CHANGED
        elif self.stored_code(game_id) != expect:
            return DELETED if not self.is_stored(game_id) else CHANGED
        old = self.games.get(game_id)
        entry = {"format": FORMAT, **entry, "created": (old or {}).get("created") or now(),
                 "saved": now()}
        try:
            # allow_nan=False: what is stored must read back (never "Infinity" or "NaN")
            text = json.dumps(entry, ensure_ascii=False, allow_nan=False)
            self.store.set(KEY_PREFIX + game_id, text)
        except (StorageError, ValueError) as exc:
            full = isinstance(exc, StorageError) and exc.full
            self.problem = FULL if full else f"Your game could not be saved: {exc}."
            return FAILED
        self.problem = ""
        self.games[game_id] = entry
        return SAVED

    def setting(self, name: str, default: bool) -> bool:
        """A saved on/off setting of the player's (``default`` when none or unreadable)."""
        value = self._settings().get(name, default)
        return value if isinstance(value, bool) else default

    def put_setting(self, name: str, value: bool) -> None:
        """Keep a setting for the next visit; a store that refuses leaves it for this one."""
        if self.store is None:
            return
        settings = {**self._settings(), name: value}
        # A refusal: the setting still holds in this tab; saving games reports the store.
        with contextlib.suppress(StorageError):
            self.store.set(SETTINGS_KEY, json.dumps(settings))

    def _settings(self) -> JSON:
        if self.store is None:
            return {}
        try:
            settings = read_json(self.store.get(SETTINGS_KEY) or "{}")
        except Exception:  # not JSON, too deep or long: the defaults (the next change rewrites it)
            return {}
        return settings if isinstance(settings, dict) else {}

    def delete(self, game_id: str) -> None:
        if self.store is not None:
            self.store.remove(KEY_PREFIX + game_id)
        self.games.pop(game_id, None)


# The largest whole number a save may hold: the page's JS holds every whole number up to it
# exactly (a game number's range ends there too). Python reads any number of digits and
# ``1e999`` as infinity, which the page could neither show nor send on.
MAX_WHOLE = 2**53 - 1


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_WHOLE


def _number(value: object) -> bool:
    """A finite number (never infinity or NaN, which JSON cannot carry to the page)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    return abs(value) <= MAX_WHOLE if isinstance(value, int) else math.isfinite(value)


def _text(value: object) -> bool:
    return isinstance(value, str)


SEAT_WHO = ("here", "link", "computer")  # app.state.WHO


def _players(entry: JSON) -> Callable[[object], bool]:
    low, high = game_of_save(entry).players
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and low <= v <= high


def game_of_save(entry: JSON) -> GameInfo:
    """The game a save is of (a save without ``game`` is the default game's)."""
    return game(str(entry.get("game", DEFAULT.id)))


def _seed(entry: JSON) -> Callable[[object], bool]:
    """A game number its game deals (each game has its own range, within ``MAX_WHOLE``)."""
    low, high = game_of_save(entry).seeds
    return lambda v: isinstance(v, int) and not isinstance(v, bool) and low <= v <= high


def _level(entry: JSON) -> Callable[[object], bool]:
    """One of its game's computer levels (a level this page does not know could not be
    played: the computer's seat would be offered to the person)."""
    levels = {str(v["value"]) for v in game_of_save(entry).levels}
    return lambda v: isinstance(v, str) and v in levels


def _seats(entry: JSON) -> Callable[[object], bool]:
    level = _level(entry)
    return lambda v: isinstance(v, list) and len(v) == entry["players"] and all(
        isinstance(s, dict) and s.get("who") in SEAT_WHO
        and (s.get("level") is None or level(s.get("level"))) for s in v)


def _seat_of(entry: JSON) -> Callable[[object], bool]:
    return lambda v: v is None or (isinstance(v, int) and _whole(v) and v < entry["players"])


# Each field a save may hold, and what makes it right (``game``, then ``players`` are
# checked first, as others depend on them). A field may be missing (saves of earlier pages
# lack some), but one that is there is right, or the whole entry is listed as damaged.
CHECKS: tuple[tuple[str, Callable[[JSON], Callable[[object], bool]], str], ...] = (
    ("game", lambda e: lambda v: isinstance(v, str) and v in {g.id for g in games()}, "game"),
    ("players", _players, "players"),
    ("code", lambda e: _text, "link"),
    ("root", lambda e: _text, "game id"),
    ("names", lambda e: lambda v: isinstance(v, list) and len(v) == e["players"]
     and all(_text(n) for n in v), "names"),
    ("name", lambda e: _text, "game's name"),
    ("progress", lambda e: _text, "progress"),
    ("seed", _seed, "game number"),
    ("over", lambda e: lambda v: isinstance(v, bool), "end"),
    ("next", _seat_of, "next player"),
    ("moves", lambda e: lambda v: _whole(v), "moves"),
    ("totals", lambda e: lambda v: isinstance(v, list) and len(v) == e["players"]
     and all(_number(t) for t in v), "scores"),
    ("mode", lambda e: lambda v: v in ("solo", "hotseat", "link", "computer"), "seats"),
    ("seat", _seat_of, "seat"),
    ("seats", _seats, "seats"),
    ("level", _level, "computer's level"),
    ("locked", lambda e: lambda v: _whole(v), "moves locked"),
    ("forked_at", lambda e: lambda v: v is None or _whole(v), "fork"),
    ("last", lambda e: lambda v: v is None or _text(v), "last move"),
    ("played_here", lambda e: lambda v: isinstance(v, bool), "origin"),
    # any value: a review that is wrong is dropped when its game opens (app/reviews.py)
    ("review", lambda e: lambda v: True, "review"),
    ("created", lambda e: _text, "date"),
    ("saved", lambda e: _text, "date"),
)
KNOWN = frozenset({"format", *(field for field, _, _ in CHECKS)})
DEFAULTS: JSON = {"game": DEFAULT.id, "players": 2, "names": [], "moves": 0, "over": False,
                  "next": None, "totals": [], "saved": "", "root": "", "seed": 0}
# What each kind of a game's own save field (``GameInfo.save_fields``) is: its check, and
# its value in a save that lacks it.
FIELD_KINDS: Mapping[str, tuple[Callable[[object], bool], object]] = {
    "text": (_text, ""), "whole": (_whole, 0)}


def own_fields(info: GameInfo) -> tuple[tuple[str, Callable[[object], bool], str], ...]:
    """A game's own save fields, each with its check and its name in words."""
    return tuple((name, FIELD_KINDS[kind][0], what) for name, kind, what in info.save_fields)
DAMAGED = ("It is damaged ({what} cannot be read). Its link text is below: copy it to keep "
           "the game, then delete this entry.")
# Stored text refused before it is parsed (``app.stored``): too deep, or too long to carry
# to the list (it stays in the browser's storage until deleted).
TOO_DEEP = ("It cannot be read: {why}. Its stored text is below: copy it to keep it, then "
            "delete this entry.")
TOO_LONG = ("It cannot be read: {why}. It stays in this browser's storage until you "
            "delete it.")
NEWER = "Made by a newer version of this page — reload to update."
# A save of one game holding another's link: read as the save says, it could not be
# compared with its game's links (another engine, perhaps not on this device yet).
OTHER_GAME = ("It is damaged: it is saved as a game of {game}, but its link is a game of "
              "{other}. Its link text is below: copy it to keep that game, then delete this "
              "entry.")


def played_here(entry: JSON) -> bool:
    """Whether every move of a saved game was played on this device. Saves of earlier
    pages do not say: a link opened there locked all the moves it brought (``locked``),
    and a solo game's ``locked`` never grew, so one with nothing locked was played here."""
    here = entry.get("played_here")
    return here if isinstance(here, bool) else entry.get("locked", 0) == 0


def _damaged(game_id: str, reason: str, text: str, newer: bool = False) -> JSON:
    """A listing for an entry that cannot be read: never opened, never dropped."""
    return {"id": game_id, "broken": True, "newer": newer, "reason": reason, "text": text,
            "saved": ""}


def _parse(key: str, text: str | None) -> JSON:
    """One stored entry, every field checked; anything wrong gives a damaged entry (with
    the link text, or the stored text, to copy), never an error."""
    game_id = key.removeprefix(KEY_PREFIX)
    raw = text if isinstance(text, str) else ""
    try:
        entry = read_json(raw)
    except Unreadable as exc:
        if exc.too_long:
            return _damaged(game_id, TOO_LONG.format(why=exc), "")
        return _damaged(game_id, TOO_DEEP.format(why=exc), raw)
    except ValueError:
        return _damaged(game_id, DAMAGED.format(what="it"), raw)
    if not isinstance(entry, dict) or not _text(entry.get("code")):
        return _damaged(game_id, DAMAGED.format(what="the link"), raw)
    code = str(entry["code"])
    version = entry.get("format", FORMAT)
    if not _whole(version):
        return _damaged(game_id, DAMAGED.format(what="its format"), code)
    if int(version) > FORMAT:
        return _damaged(game_id, NEWER, code, newer=True)
    for field, check, what in CHECKS:
        if field in entry and not check(entry)(entry[field]):
            return _damaged(game_id, DAMAGED.format(what=f"its {what}"), code)
        if field == "players" and field not in entry:
            entry["players"] = DEFAULTS["players"]
    info = game_of_save(entry)
    linked = read_tag(code)
    if linked.tagged and linked.game is not None and linked.game is not info:
        return _damaged(game_id, OTHER_GAME.format(game=info.name, other=linked.game.name),
                        code)
    for field, own, what in own_fields(info):  # the game's own fields, as it declares them
        if field in entry and not own(entry[field]):
            return _damaged(game_id, DAMAGED.format(what=f"its {what}"), code)
    # only the fields above (each checked): nothing unchecked reaches the page
    ours = {name: FIELD_KINDS[kind][1] for name, kind, _ in info.save_fields}
    known = {field: value for field, value in entry.items()
             if field in KNOWN or field in ours}
    return {**DEFAULTS, **ours, **known, "id": game_id}
