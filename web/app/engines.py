"""The engine each game is played with, found through the game registry
(``gamekit.registry``): a link by its tag, a game object by its package. The shell knows
games only as ``Faces``; nothing here imports an engine.

Two kinds of engine may be missing at first, and the page installs them when a game needs
one (``EngineNeeded``; the page installs the wheel and asks again): a game's engine, whose
wheel loads when that game is first played (``EngineNeeded(game_id)``), and the released
engine of an old link format of the game that has them (Fields of Arle's ``arle_format<N>``,
``EngineNeeded(N)``; its registry entry names the room that reads them).

An old game keeps the rules it began with: a link or save of a released format is read by
its own engine (``open_code``); when today's engine replays the same moves to the same score
sheets, the game goes on with today's engine (and is written in today's format), else with
its own engine, written in its own format.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache
from typing import Any

from gamekit import BadGameCode
from gamekit.registry import Faces, GameInfo, game_of_package, games, read_tag

# The game whose released engines of older link formats the build ships, each installed
# when an old game needs it (its registry entry names its room, ``GameInfo.released``:
# ``released_faces(version)``): its link formats are the numbers of ``EngineNeeded`` and of
# ``Session.missing_engines`` (one game has them; its tags have no letters, ``link_format``).
OLD_FORMATS: GameInfo | None = next((g for g in games() if g.released), None)
# its link format written today
TODAY_FORMAT = OLD_FORMATS.newest_format if OLD_FORMATS is not None else 0
# Its link formats whose engine the build ships (``sitebuild/released.py`` says from which
# commit; a test checks the two lists agree). Format 1 predates the promise.
RELEASED_FORMATS = OLD_FORMATS.released_formats if OLD_FORMATS is not None else ()


def _room() -> Any:
    """The room of the game with released engines (``GameInfo.released``)."""
    if OLD_FORMATS is None or OLD_FORMATS.released is None:
        raise ValueError("no game here has released engines")
    return importlib.import_module(OLD_FORMATS.released)


class EngineNeeded(Exception):
    """The game needs an engine not installed yet: ``args[0]`` is the link format of a
    released engine (an int) or the id of a game whose engine loads when first played."""


def cannot_load(name: str) -> str:
    """What the form says of a game whose engine this copy of the page lacks."""
    return f"{name} cannot be loaded here (this copy of the page lacks its engine)."


def faces(info: GameInfo) -> Faces:
    """A game's faces; EngineNeeded while its engine is not installed."""
    if not info.installed():
        raise EngineNeeded(info.id)
    return info.faces()


@cache
def _released(version: int) -> Faces | None:
    try:
        found: Faces = _room().released_faces(version)
    except ModuleNotFoundError:
        return None
    return found


def released(version: int) -> Faces | None:
    """The released engine of link format ``version`` (None: not installed)."""
    engine = _released(version)
    if engine is None:
        _released.cache_clear()  # installed later by the page: look again then
    return engine


def engine_of(game: Any) -> Faces:
    """The faces of the engine a game object belongs to."""
    module = type(game).__module__
    info = game_of_package(module)
    if info is not None:
        return info.faces()
    package = module.split(".")[0]
    version = _room().version_of(package)
    if version is None:
        raise ValueError(f"no game here is played with {package}")
    engine = released(version)
    if engine is None:
        raise EngineNeeded(version)
    return engine


def link_format(code: str) -> int | None:
    """The link format of the game with released engines (``OLD_FORMATS``) a link text
    says it is (None: no format number; a number too long to be one is a later format's,
    which today's codec says)."""
    head = code.strip().partition(".")[0]
    return int(head) if head.isascii() and head.isdigit() and len(head) <= 18 else None


def made_by_a_newer_page(code: str) -> bool:
    """Whether a link's tag says a later version of the page wrote it (a later format of
    a game's family, ``A4.``, ``4.``): only a newer page opens it, trying it again here
    never will."""
    version = link_format(code)
    return read_tag(code).newer or (version is not None and version > TODAY_FORMAT)


def today_replay(theirs: Any, code: str) -> Any | None:
    """Today's game of an old game ``theirs`` (read from ``code`` by its own engine), when
    today's engine replays the same moves to the same score sheets and the same options
    next; else None."""
    today = engine_of(theirs).info.faces()
    try:
        ours = today.decode(code)
    except (today.bad_code, today.illegal_move):
        return None
    same = (ours.moves == theirs.moves and ours.scores() == theirs.scores()
            and ours.legal_moves() == theirs.legal_moves())
    return ours if same else None


Start = Callable[[Faces, Any], Any]  # (faces, a link's setup) -> what its moves play through


def _decode(engine: Faces, code: str, start: Start | None) -> Any:
    if start is None or engine.decode_into is None:
        return engine.decode(code)
    return engine.decode_into(code, lambda setup: start(engine, setup))


def open_code(code: str, missing: frozenset[int | str] = frozenset(),
              start: Start | None = None, game: GameInfo | None = None) -> Any:
    """The game a link text holds, on the engine it is to be played with: its game's (by
    its tag; EngineNeeded(game id) while that is not installed), or for an old format of
    the default game its own: EngineNeeded(format) when that is not installed, unless the
    format is in ``missing`` (this build lacks it: today's engine reads it, as well as it
    can). A bad link raises the game's BadGameCode, whichever engine read it; a link whose
    tag no engine here reads (a newer format, another game's) raises it before any engine
    is asked for (``gamekit.registry.read_tag``).

    ``start``: where today's engine reads the link, its moves are played through
    ``start(faces, setup)`` (what records the game as it is read) and that is returned.
    ``game``: the game the text is said to be (a save's): text without a tag is that
    game's to read, so that what is wrong is said of it (not of the default game)."""
    tag = read_tag(code)
    if tag.problem or tag.game is None:
        raise BadGameCode(tag.problem)
    info = game if game is not None and not tag.tagged else tag.game
    if info.id in missing:
        raise BadGameCode(f"it is a game of {info.name}, which cannot be loaded here")
    today = faces(info)
    version = link_format(code) if info is OLD_FORMATS else None
    if version is None or version not in RELEASED_FORMATS:
        return _decode(today, code, start)
    engine = released(version)
    if engine is None:
        if version not in missing:
            raise EngineNeeded(version)
        try:
            return _decode(today, code, start)
        except (today.bad_code, today.illegal_move) as exc:
            raise today.bad_code(f"it needs the rules of version {version}, and the old "
                                 f"engine is missing: {exc}") from exc
    try:
        theirs = engine.decode(code)
    except engine.bad_code as exc:
        raise today.bad_code(str(exc)) from exc
    ours = today_replay(theirs, code)
    return theirs if ours is None else ours

