"""The engine each game is played with: today's (``arle_core``), or the released engine of
an old link format (``arle_format<N>``: its wheel ships with the site and is installed only
when an old game needs it). ``Engine`` is the small record of an engine's public faces that
the session's rooms use (a game, its link, its view model, its history, the AI), chosen per
game; the game object says which engine it belongs to (``engine_of``). Pure Python.

An old game keeps the rules it began with: a link or save of a released format is read by
its own engine (``open_code``); when today's engine replays the same moves to the same score
sheets, the game goes on with today's engine (and is written in today's format), else with
its own engine, written in its own format.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Any

from app.older_views import upgrade
from arle_core import BadGameCode, IllegalMove, codec, notation

JSON = dict[str, Any]
TODAY_FORMAT = codec.VERSION
# The link formats whose engine the build ships (``sitebuild/released.py`` says from which
# commit; a test checks the two lists agree). Format 1 predates the promise.
RELEASED_FORMATS = (2,)


class EngineNeeded(Exception):
    """The game needs the released engine of the link format ``args[0]``, not installed
    yet (the page installs it and asks again)."""


@dataclass(frozen=True)
class Engine:
    """An engine's public faces, as the page uses them: its package (``Game``, ``decode``,
    ``BadGameCode``, ``IllegalMove``), its codec, its history (``history``, ``Chronicle``,
    ``tell``) and view model (``view``) modules, and the link format it writes."""

    version: int
    package: ModuleType
    codec: ModuleType
    history: ModuleType
    view: ModuleType

    @property
    def today(self) -> bool:
        return self.version == TODAY_FORMAT

    def view_model(self, game: Any, preview: bool = False,
                   settle: Callable[[Any], None] | None = None) -> JSON:
        """The game's view model in today's shape, which the page's JS draws: an older
        engine's is upgraded (``app/older_views.py``). ``settle``: what the page plays by
        itself after a move, for the score preview (an older engine previews the option
        alone)."""
        if self.today:
            model: JSON = self.view.view(game, preview, settle)
            return model
        return upgrade(self.view.view(game, preview))

    def ai(self) -> ModuleType:
        """The engine's AI (imported when asked: the page runs it in a worker)."""
        return importlib.import_module(f"{self.package.__name__}.ai")

    def link(self, game: Any, offered: Sequence[Sequence[str]]) -> str:
        """The link text of ``game``, given the option keys each move chose from."""
        if self.today:
            return str(self.codec.encode_moves(game.setup, game.moves, offered))
        indexes = [keys.index(key) for keys, key in zip(offered, game.moves, strict=True)]
        return str(self.codec.encode_indexes(game.setup, indexes))

    def items_of(self, key: str) -> list[str]:
        """A move's comparable items: today's, its facts in the link; an old engine's, its
        key marked with the format (never equal to another format's items)."""
        return list(notation.facts(key)) if self.today else [f"{self.version}:{key}"]

    def items(self, game: Any, offered: Sequence[Sequence[str]] | None = None) -> list[str]:
        """The game's moves as comparable items (today's: those of its link, breaks too;
        ``offered``: the option keys each move chose from, else found by a replay)."""
        if self.today:
            return list(codec.read(self.link(game, offered or codec.offered(game)))[1])
        return [item for key in game.moves for item in self.items_of(key)]


def _engine(version: int, name: str) -> Engine:
    faces = [importlib.import_module(f"{name}.{face}") for face in ("codec", "history", "view")]
    return Engine(version, importlib.import_module(name), *faces)


TODAY = _engine(TODAY_FORMAT, "arle_core")


@cache
def _released_engine(version: int) -> Engine | None:
    try:
        return _engine(version, f"arle_format{version}")
    except ModuleNotFoundError:
        return None


def released(version: int) -> Engine | None:
    """The released engine of link format ``version`` (None: not installed)."""
    engine = _released_engine(version)
    if engine is None:
        _released_engine.cache_clear()  # installed later by the page: look again then
    return engine


def engine_of(game: Any) -> Engine:
    """The engine a game object belongs to."""
    package = type(game).__module__.split(".")[0]
    if package == TODAY.package.__name__:
        return TODAY
    version = int(package.removeprefix("arle_format"))
    engine = released(version)
    if engine is None:
        raise EngineNeeded(version)
    return engine


def link_format(code: str) -> int | None:
    """The link format a link text says it is (None: no format number; a number too long
    to be one is a later format's, which today's codec says)."""
    head = code.strip().partition(".")[0]
    return int(head) if head.isascii() and head.isdigit() and len(head) <= 18 else None


def today_replay(theirs: Any, code: str) -> Any | None:
    """Today's game of an old game ``theirs`` (read from ``code`` by its own engine), when
    today's engine replays the same moves to the same score sheets and the same options
    next; else None."""
    try:
        ours = TODAY.package.decode(code)
    except (BadGameCode, IllegalMove):
        return None
    same = (ours.moves == theirs.moves and ours.scores() == theirs.scores()
            and ours.legal_moves() == theirs.legal_moves())
    return ours if same else None


def open_code(code: str, missing: frozenset[int] = frozenset()) -> Any:
    """The game a link text holds, on the engine it is to be played with. An old format's
    game is read by its own engine: EngineNeeded when that is not installed, unless its
    format is in ``missing``
    (this build lacks it: today's engine reads it, as well as it can). A bad link raises
    today's BadGameCode, whichever engine read it."""
    version = link_format(code)
    if version is None or version not in RELEASED_FORMATS:
        return TODAY.package.decode(code)
    engine = released(version)
    if engine is None:
        if version not in missing:
            raise EngineNeeded(version)
        try:
            return TODAY.package.decode(code)
        except (BadGameCode, IllegalMove) as exc:
            raise BadGameCode(f"it needs the rules of version {version}, and the old engine "
                              f"is missing: {exc}") from exc
    try:
        theirs = engine.package.decode(code)
    except engine.package.BadGameCode as exc:
        raise BadGameCode(str(exc)) from exc
    ours = today_replay(theirs, code)
    return theirs if ours is None else ours
