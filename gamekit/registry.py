"""The games this repository plays, each declared once: what a page or a tool may know of a
game without importing its engine (:class:`GameInfo`: name, link tag, player range, the
setup form as a schema, the computer's levels), and where its heavy faces live (the
``faces`` module of its engine package, imported on demand: a page installs a game's
engine only when it is first played).

    >>> from gamekit.registry import games
    >>> [(g.name, g.tag, g.players) for g in games()]
    [('Fields of Arle', '3.', (1, 2)), ('Agricola', 'A3.', (1, 4))]

A game's :class:`Faces` is everything a game-independent client (the page's seats, saves,
links, story, replay, review, the computer's worker) needs of it; a new game is a new
engine package with a ``faces`` module and one more row in :data:`GAMES`.

Standard library only; nothing here imports an engine until ``faces()`` is called.
"""

from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Protocol

JSON = dict[str, Any]


class PlayedGame(Protocol):
    """What every engine's game object offers (the decision model of ``docs/design.md``)."""

    @property
    def moves(self) -> list[str]: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def setup(self) -> Any: ...
    def decision(self) -> Any: ...
    def legal_moves(self) -> list[str]: ...
    def play(self, key: str) -> None: ...
    def scores(self) -> Sequence[Mapping[str, Any]]: ...
    def copy(self) -> Any: ...
    def encode(self) -> str: ...


class Chronicle(Protocol):
    """A game played move by move with what each move did (``records``, each with
    ``number``, ``player``, ``label`` and ``elements()``)."""

    game: Any
    records: list[Any]

    def play(self, key: str) -> Any: ...
    def cut(self, game: Any, n: int) -> Chronicle: ...


class Line(Protocol):
    """One thing the story says: who (a seat), the words, the move (1-based), the board
    elements it is about."""

    @property
    def player(self) -> int: ...
    @property
    def text(self) -> str: ...
    @property
    def move(self) -> int: ...
    @property
    def elements(self) -> tuple[str, ...]: ...


@dataclass(frozen=True)
class AutoChoice:
    """A choice the page makes by itself while its setting is on (the player's, kept
    across visits; ``default`` until they change it): ``choose(game)`` is the key it plays
    now, or None to leave the decision to the player. ``label`` and ``help`` are the
    setting's words in the decision panel."""

    setting: str
    label: str
    help: str
    default: bool
    choose: Callable[[Any], str | None]


@dataclass(frozen=True)
class Faces:
    """A game's faces, as game-independent clients use them (each engine's ``faces``
    module builds one, named ``FACES``)."""

    info: GameInfo
    game_type: type
    illegal_move: type[Exception]
    bad_code: type[Exception]
    # (players, seed, names or None, the setup form's options) -> a new game; ValueError
    # says in words what is wrong with the options
    new_game: Callable[[int, int, Sequence[str] | None, Mapping[str, Any]], Any]
    decode: Callable[[str], Any]
    # the link of a game, given the option keys each move chose from (no replay)
    link: Callable[[Any, Sequence[Sequence[str]]], str]
    offered: Callable[[Any], list[list[str]]]  # those keys, found by a replay
    # a link's setup and moves as comparable items, read without playing them
    read: Callable[[str], tuple[Any, list[str]]]
    items_of: Callable[[str], list[str]]  # one move's comparable items
    break_item: str | None  # the item a link inserts between moves where needed, if any
    # (game, preview, settle) -> the view model the game's page draws
    view: Callable[[Any, bool, Callable[[Any], None] | None], JSON]
    chronicle: Callable[[Any], Chronicle]  # a new game's recorder
    tell: Callable[[Any], Sequence[Line]]  # what a move record says
    history: Callable[[Sequence[Any], int], list[JSON]]  # the game history, grouped
    names: Callable[[Any], list[str]]  # the players' names the game holds ([]: none)
    winners: Callable[[Any], list[int]]
    categories: Callable[[Any], list[JSON]]  # the score sheet's categories (key, label)
    score_course: Callable[[Chronicle], list[list[dict[str, float]]]]  # for a score chart
    progress: Callable[[Any], str]  # one line for "Your games"
    save_fields: Callable[[Any], JSON]  # what else a save shows of the game (JSON)
    # (game, same deal) -> the setup form's options that start it again: the same deal,
    # or another deal of the same rules
    options: Callable[[Any, bool], JSON]
    start_line: Callable[[Any, Sequence[str]], str]  # who begins, said once
    rules: Callable[[], list[JSON]]  # the rules panel's sections
    setup_fields: Callable[[], list[JSON]]  # the setup form, complete (pick items too)
    ai_module: str  # the computer player (``choose``, ``LEVELS``), imported in a worker
    # the review of a player's decisions (``review``, ``REVIEW_LEVEL``, ``REVIEW_BUDGET``);
    # None: the game has none yet
    review_module: str | None
    seed_range: tuple[int, int]
    version: int  # the link format these faces write
    current: bool = True  # today's engine of its game (False: an old format's own engine)
    # how one winner is found among tied totals ("" when tied players share the win)
    tie_break: str = ""
    # (decision kind, options) -> the option the page may play by itself because the
    # options differ only in a way that can never make it worse (None: a real choice)
    plain_choice: Callable[[str, list[Any]], str | None] = lambda _kind, _options: None
    # the solo game's yardstick: (points, the rulebook's words), if the game has one
    solo_yardstick: tuple[float, str] | None = None
    # choices the page makes by itself while the player leaves their setting on
    auto_choices: tuple[AutoChoice, ...] = ()
    # (link, start) -> the link's moves played through ``start(setup)``, what records a game
    # as it is read (one replay for the game and its record); None: ``decode`` only
    decode_into: Callable[[str, Callable[[Any], Any]], Any] | None = None


@dataclass(frozen=True)
class GameInfo:
    """A game as known without its engine: enough to list it, offer its setup form and
    tell its links apart."""

    id: str
    name: str
    tag: str  # the prefix of the links written today: "3.", "A3."
    older_tags: tuple[str, ...]  # the prefixes of older formats still read
    players: tuple[int, int]
    # the game numbers it deals from (its faces' ``seed_range``): a save is checked
    # against it before the engine is installed
    seeds: tuple[int, int]
    package: str  # the engine package, whose ``faces`` module holds its FACES
    wheel: str  # the distribution the page installs to play it
    blurb: str
    setup: tuple[JSON, ...]  # the setup form's fields (see docs/design.md, "The games")
    levels: tuple[JSON, ...]
    default: bool = False
    # what its score is counted in, as its rulebook says it ("12 VP", "12 points"): the
    # page's shell writes every score with it
    unit: str = "VP"
    # the home screen's extras it has: "learn" (Learn to play), "daily" (Today's game)
    home: tuple[str, ...] = ()
    # what its Learn to play is, in a sentence beside the home screen's button
    learn: str = ""
    # The page's own rooms of the game beyond its board, as module paths the page's shell
    # imports only when that game's feature is first used (None: the game has none):
    # ``guide``, Learn to play (``learn(session)`` starts the guided game and returns its
    # guide: ``record``, ``next()``, ``model(game)``);
    guide: str | None = None
    # ``daily``, Today's game (``daily_start``, ``daily_date``, ``daily_record``,
    # ``verified_line``: see ``app/daily.py``); a game's that is not the default
    # imports its engine only to replay a link (the page reads the dates before that);
    daily: str | None = None
    # ``released``, the engines of its older link formats the build ships
    # (``released_faces(version)``, ``version_of(package)``), for ``released_formats``.
    released: str | None = None
    released_formats: tuple[int, ...] = ()
    # the fields its saves hold beyond every game's (what its faces' ``save_fields``
    # write), checked before its engine loads: (name, kind, what a damaged one is called in
    # words), kind "text" or "whole" (a whole number)
    save_fields: tuple[tuple[str, str, str], ...] = ()
    # what a row of its score chart (the score after each round) names its round by
    period: str = "round"
    # ``older_form``, the page's older setup form (a setup without a ``game``: the default
    # game's), read as today's (``today_form(setup)``)
    older_form: str | None = None

    @property
    def tags(self) -> tuple[str, ...]:
        return (self.tag, *self.older_tags)

    @property
    def family(self) -> str:
        """The letters before its tags' format number ("" for Fields of Arle, "A" for
        Agricola): every link of the game, of any format past or future, begins with them."""
        return _TAG.match(self.tag).group(1)  # type: ignore[union-attr]

    @property
    def newest_format(self) -> int:
        """The format number of the links written today (3 for "A3.")."""
        return int(_TAG.match(self.tag).group(2))  # type: ignore[union-attr]

    def installed(self) -> bool:
        """Whether its engine package can be imported here (the page installs it when
        the game is first played)."""
        # what importlib.util.find_spec does for a top-level name, without that module
        # (the page ships only the standard library modules it traced)
        return self.package in sys.modules or any(
            finder.find_spec(self.package, None) is not None
            for finder in sys.meta_path if hasattr(finder, "find_spec"))

    def faces(self) -> Faces:
        """The heavy faces (imports the engine)."""
        faces: Faces = importlib.import_module(f"{self.package}.faces").FACES
        return faces

    def as_json(self) -> JSON:
        return {"id": self.id, "name": self.name, "tag": self.tag,
                "players": list(self.players), "default": self.default,
                "installed": self.installed(), "blurb": self.blurb, "unit": self.unit,
                "home": list(self.home), "learn": self.learn,
                "setup": [dict(f) for f in self.setup], "levels": [dict(v) for v in self.levels]}


def _choice(value: str, label: str, help_: str = "") -> JSON:
    return {"value": value, "label": label, "help": help_}


LEVELS: tuple[JSON, ...] = (
    {"value": "casual", "label": "casually"},
    {"value": "good", "label": "well", "default": True},
    {"value": "strong", "label": "its strongest (thinks longer)"},
)

ARLE = GameInfo(
    id="arle", name="Fields of Arle", tag="3.", older_tags=("2.", "1."), players=(1, 2),
    seeds=(0, 2**53 - 1),
    package="arle_core", wheel="arle_core", default=True, home=("learn", "daily"),
    learn="New to the game? A guided solo game: a coach explains the first two half-years "
          "and suggests each move, with why.",
    guide="app.arle.coach", daily="app.arle.daily", older_form="app.arle.older_form",
    period="half_year",
    released="app.arle.released", released_formats=(2,),
    save_fields=(("variant", "text", "ruleset"), ("variant_label", "text", "ruleset"),
                 ("half_year", "whole", "half-year"), ("of", "whole", "half-years")),
    blurb="Peat, flax and sheep on the East Frisian coast: nine half-years, 1–2 players.",
    setup=(
        {"name": "variant", "label": "Rules", "kind": "choice", "default": "printed",
         "help": "Which rulebook the game follows.",
         "choices": [
             _choice("printed", "Printed rulebook", "The rules as printed in the box."),
             _choice("yucata", "Yucata rules", "The rules as played on yucata.de.")]},
        {"name": "buildings", "label": "Buildings", "kind": "choice", "default": "starter",
         "help": "Which buildings are in play.",
         "choices": [
             _choice("starter", "Starter set", "The rulebook's buildings for a first game."),
             _choice("random", "Random", "Drawn at random from each colour."),
             _choice("chosen", "I choose", "Pick the buildings yourself.")]},
        # the pick's groups are the engine's buildings: filled in by its faces
        {"name": "buildings_chosen", "kind": "pick", "label": "Buildings in play",
         "shown_when": {"buildings": "chosen"}, "groups": []},
    ),
    levels=LEVELS,
)

AGRICOLA = GameInfo(
    id="agricola", name="Agricola", tag="A3.", older_tags=("A2.", "A1."), players=(1, 4),
    seeds=(0, 2**31 - 1),
    package="agricola_core", wheel="agricola_core", unit="points",
    home=("learn", "daily"), guide="app.agricola.coach", daily="app.agricola.daily",
    learn="New to the game? A guided game against the computer at its casual level: a "
          "coach explains the rounds up to the first harvest and suggests each move, with "
          "why.",
    save_fields=(("round", "whole", "round"), ("of", "whole", "half-years")),
    blurb="The family game: fields, fences and a growing family in fourteen rounds, 1–4 "
          "players.",
    setup=(
        {"name": "start_player", "label": "Start player", "kind": "seat", "default": "random",
         "players": [2, 4],
         "random": "Drawn at random",
         "help": "Who places the first person in round 1 (drawn at random: the game number "
                 "decides). From then on, whoever takes the “starting player” space."},
        {"name": "two_resources", "label": "“2 different building resources” card",
         "kind": "flag", "default": True, "players": [3, 4],
         "help": "With 3 or 4 players: the action card that takes two different building "
                 "resources is in play (the family side of an Occupation card; the "
                 "rulebook leaves Occupation spaces out)."},
        {"name": "solo_storehouse", "label": "The storehouse collects food",
         "kind": "flag", "default": False, "players": [1, 1],
         "help": "Solo: the storehouse also gains 1 food each round (the rulebook says it "
                 "does so only with 2 or more players)."},
    ),
    levels=LEVELS,
)

GAMES: tuple[GameInfo, ...] = (ARLE, AGRICOLA)
DEFAULT = ARLE


@contextmanager
def registered(info: GameInfo) -> Iterator[GameInfo]:
    """``info`` one more registered game for the time of the block (a test's game: a
    shipped game is a row of :data:`GAMES`)."""
    global GAMES
    before = GAMES
    GAMES = (*GAMES, info)
    try:
        yield info
    finally:
        GAMES = before


def games() -> tuple[GameInfo, ...]:
    """The registered games, the default first."""
    return GAMES


def game(game_id: str) -> GameInfo:
    """A registered game by its id; ValueError names the ones there are."""
    for info in GAMES:
        if info.id == game_id:
            return info
    raise ValueError(f"no game {game_id!r}: the games are "
                     f"{', '.join(g.id for g in GAMES)}")


# A link's tag: its game's family letters, then the format number, then a dot ("A3.").
_TAG = re.compile(r"([A-Za-z]*)([0-9]+)\.")
# digits past this many are no format number any version wrote (and int() of thousands of
# digits is refused): a later format's, as far as this page can tell
_FORMAT_DIGITS = 18


@dataclass(frozen=True)
class LinkTag:
    """What a link's tag says before any engine reads it: its game (None: no game this page
    plays) and, when the page cannot read it whatever the engine, why in words (``problem``)
    and whether a newer version of the page may (``newer``). ``tagged``: whether the text
    begins with a tag at all (text without one is given to the default game to read)."""

    game: GameInfo | None
    problem: str = ""
    newer: bool = False
    tagged: bool = True


def read_tag(code: str) -> LinkTag:
    """The game a link text belongs to by its tag family (the letters before the format
    number: links of formats still to come are recognised as their game's), and what is
    wrong with the tag itself: a format newer than today's, one no version wrote, a family
    written in the wrong case, a family of no game here. Text without a tag is the default
    game's: its reader says what is wrong with it."""
    text = code.strip()
    match = _TAG.match(text)
    if match is None:
        return LinkTag(DEFAULT, tagged=False)
    letters, digits = match.groups()
    tag = match.group(0)
    info = next((g for g in GAMES if g.family == letters), None)
    if info is None:
        info = next((g for g in GAMES if g.family.lower() == letters.lower()), None)
        if info is not None:
            right = info.family + digits + "."
            return LinkTag(info, f"this looks like a link of {info.name}, but it begins "
                                 f"“{_shown(tag)}” where its links begin “{right}” (letters "
                                 "in their case): it was changed on the way")
        known = "; ".join(f"{g.name}: “{g.tag}”" for g in GAMES)
        return LinkTag(None, f"this link begins “{_shown(tag)}”, the tag of no game this "
                             f"page plays ({known}): a newer version of the page may play it",
                       newer=True)
    if tag in info.tags or (len(digits) <= _FORMAT_DIGITS and
                            f"{letters}{int(digits)}." in info.tags):
        return LinkTag(info)  # (a zero in front: its reader says what is wrong)
    if len(digits) > _FORMAT_DIGITS or int(digits) > info.newest_format:
        # (the default game's words are its reader's, which said it first)
        which = "" if info.default else f" {info.name}"
        return LinkTag(info, f"this{which} game link was made by a newer version of "
                             f"the game (format {_shown(tag)[:-1]}; this page reads format "
                             f"{info.tag[:-1]})", newer=True)
    return LinkTag(info, f"this {info.name} link has a format (“{_shown(tag)}”) that no "
                         f"version of the page wrote: its links begin "
                         f"{', '.join(f'“{t}”' for t in info.tags)}")


def _shown(tag: str) -> str:
    """A tag as quoted in a message (a long run of digits cut)."""
    return tag if len(tag) <= 16 else tag[:12] + "…."


def game_of_link(code: str) -> GameInfo:
    """The game a link text belongs to, by its tag family (``read_tag``; a link of no game
    this page plays, or without a tag, is the default game's: its reader says what is
    wrong with it)."""
    return read_tag(code).game or DEFAULT


def game_of_package(package: str) -> GameInfo | None:
    """The game whose engine package is ``package`` or holds the module ``package`` (None:
    not a registered engine)."""
    return next((g for g in GAMES
                 if package == g.package or package.startswith(g.package + ".")), None)
