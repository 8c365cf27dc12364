"""The JS bridge: the page calls ``Session.call(action, arg)`` and gets the whole new
model back as one JSON string; ``ACTIONS`` says what each page action does with its text
argument, and the new-game form is read here: ``{"game", "players", "names", "seats":
[{"who", "level"}...], "seed", "options"}``, or the older Fields of Arle form
(``{players, names, variant, buildings, seed, mode, seat, level}``).
"""

from __future__ import annotations

import importlib
import json
import math
import re
import sys
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from app.engines import EngineNeeded, cannot_load, engine_of, faces
from app.seating import DEFAULT_LEVEL, HERE, WHO, game_levels
from app.state import JSON, SessionState
from gamekit.registry import DEFAULT, Faces, GameInfo, game, games

if TYPE_CHECKING:
    from app.session import Session


def registry() -> list[JSON]:
    """The games, the default first, as the home screen offers them: an installed game's
    setup form complete (pick items too), another's as the registry declares it."""
    return [{**g.as_json(), "setup": g.faces().setup_fields()} if g.installed()
            else g.as_json() for g in games()]


def form_seed(text: object, seeds: tuple[int, int]) -> int | None:
    """The game number typed in the form (None: left empty, a random game), or
    ValueError in words: digits only, within the engine's range (``seeds``)."""
    low, high = seeds
    seed_range = f"a whole number from {low} to {high:,}"
    if text is None:
        return None
    typed = str(text).strip()
    if typed == "":
        return None
    if re.fullmatch(r"-[0-9]+", typed):
        raise ValueError(f"The game number cannot be negative: use {seed_range}.")
    if not re.fullmatch(r"[0-9]+", typed):
        shown = typed if len(typed) <= 20 else typed[:20] + "…"
        raise ValueError(f"The game number is {seed_range}, in digits only "
                         f"(“{shown}” is not).")
    if len(typed.lstrip("0")) > len(str(high)) or int(typed) > high:
        raise ValueError(f"The game number is too big: use {seed_range}.")
    if int(typed) < low:
        raise ValueError(f"The game number is {seed_range}.")
    return int(typed)


MAX_FLOAT = int(sys.float_info.max)
NOT_FINITE = ("a number the page cannot show (infinite or not a number) was left out; "
              "what shows it may be empty.")


def finite(data: Any) -> Any:
    """``data`` with None for each number JSON cannot carry: infinity and NaN (Python
    writes them as words ``JSON.parse`` refuses) and whole numbers past a float's range."""
    if isinstance(data, dict):
        return {key: finite(value) for key, value in data.items()}
    if isinstance(data, list | tuple):
        return [finite(value) for value in data]
    if isinstance(data, float):
        return data if math.isfinite(data) else None
    if isinstance(data, int) and not isinstance(data, bool):
        return data if abs(data) <= MAX_FLOAT else None
    return data


def page_json(data: Any) -> tuple[str, bool]:
    """``data`` as JSON text the page's ``JSON.parse`` always reads, and whether it is
    whole: a number JSON cannot carry (``finite``) is written as null, and reported."""
    try:
        return json.dumps(data, separators=(",", ":"), allow_nan=False), True
    except ValueError:  # never "Infinity" or "NaN": the page would stop on them
        traceback.print_exc()
        return json.dumps(finite(data), separators=(",", ":"), allow_nan=False), False


class Bridge(SessionState):
    """One page action in, the model out."""

    def call(self, action: str, arg: str = "") -> str:
        """One page action in, the whole new model out, as a JSON string."""
        self.notice, self.info, self.setup_error, self.auto_played = "", "", "", []
        self.setup_field = ""
        if self.problem is not None and self.problem.get("kind") == "engine":
            # a request to install, for the action that made it only: an action that finds
            # the engine in place (the one asked again) must not ask for it once more
            self.problem = None
        try:
            if action == "record":
                return page_json(self.record())[0]
            if action == "registry":  # the games and their setup forms
                return page_json(registry())[0]
            if action == "rules":  # the Rules page (web/js/rules.js): sections as data
                shown = engine_of(self.game) if self.game is not None else DEFAULT.faces()
                return page_json(shown.rules())[0]
            if action not in STAY_IN_REPLAY:
                self.leave_replay()
            self._dispatch(action, arg)
        except Exception as exc:  # shown on the page, not only in the console
            traceback.print_exc()
            self.notice = f"Something went wrong: {exc}"
        board = self.board()  # the view model, made once for the save and the page
        self.autosave(board)
        model = self.model(board)
        text, whole = page_json(model)
        if whole:
            return text
        model = finite(model)
        model["ui"]["notice"] = f"Something went wrong: {NOT_FINITE}"
        return page_json(model)[0]

    def _dispatch(self, action: str, arg: str) -> None:
        handler = ACTIONS.get(action)
        if handler is None:
            raise ValueError(f"unknown action {action!r}")
        handler(cast("Session", self), arg)  # the bridge is one room of a Session

    def _new_from_form(self, setup: JSON) -> None:
        """Start the game the form describes; a field that is wrong says so (nothing starts).
        A game whose engine is not installed yet: the page installs it and asks again."""
        if "game" not in setup:  # the older form: the default game's, which reads it
            setup = older_form(setup)
        info = game(str(setup["game"]))
        engine = engine_or_ask(self, info)
        if engine is None:
            return
        players = int(setup["players"])
        try:
            seed = form_seed(setup.get("seed"), engine.seed_range)
        except ValueError as exc:
            self.setup_error, self.setup_field = str(exc), "seed"
            return
        seats = setup.get("seats") or [{"who": HERE}] * players
        who = [str(s.get("who", HERE)) for s in seats]
        if any(w not in WHO for w in who):
            raise ValueError(f"a seat is played {', '.join(map(repr, WHO))}")
        levels = [str(s.get("level") or DEFAULT_LEVEL) for s in seats]
        if any(lv not in game_levels(info) for lv in levels):
            raise ValueError(f"the computer's level is one of {', '.join(game_levels(info))}")
        try:
            self.start(info.id, players, seed, dict(setup.get("options") or {}),
                       [str(n) for n in setup.get("names", [])][:players], who, levels)
        except ValueError as exc:
            self.setup_error = str(exc)


def older_form(setup: JSON) -> JSON:
    """A setup without a ``game`` (the page's older form) as today's: the default game
    reads it (its ``GameInfo.older_form``)."""
    if DEFAULT.older_form is None:
        raise ValueError("say which game to start")
    today: JSON = importlib.import_module(DEFAULT.older_form).today_form(setup)
    return today


def engine_or_ask(session: SessionState, info: GameInfo) -> Faces | None:
    """The faces of a game the player starts (the form, Today's game); None when its
    engine is not installed yet (the page is asked to install it, then to start again:
    ``problem``) or this copy of the page lacks it (said under the form)."""
    if info.id in session.missing_engines:
        session.setup_error = cannot_load(info.name)
        return None
    try:
        return faces(info)
    except EngineNeeded as exc:
        from app.opening import engine_problem

        session.problem = engine_problem(exc.args[0])
        return None


def _flag(arg: str) -> bool:
    return arg == "1"


def _computer_answer(session: Session, arg: str) -> None:
    answer = json.loads(arg)
    session.computer_play(str(answer["key"]), int(answer["moves"]))


def _dismiss(session: Session, _: str) -> None:
    session.problem = None


# What each page action (js/controls.js) does with its text argument; ``s`` is the
# Session, which has every room's methods.
ACTIONS: dict[str, Callable[[Session, str], None]] = {
    "view": lambda s, _: None,
    "play": lambda s, arg: s.play(arg),
    "undo": lambda s, _: s.undo(),
    "new": lambda s, arg: s._new_from_form(json.loads(arg)),
    # the page's settings (app/settings.py)
    "autoplay": lambda s, arg: s.set_setting("autoplay", _flag(arg)),
    "ask_payment": lambda s, arg: s.set_setting("ask_payment", _flag(arg)),
    "score_preview": lambda s, arg: s.set_setting("score_preview", _flag(arg)),
    "auto_choice": lambda s, arg: s.set_auto_choice(arg),
    "open": lambda s, arg: s.open_link(arg),
    "step": lambda s, arg: s.step(arg),  # Back/Forward in the browser (app/back_forward.py)
    "resume": lambda s, arg: s.resume(arg),
    "delete": lambda s, arg: s.delete(arg),
    "games": lambda s, arg: s.sync(arg),
    "sync": lambda s, arg: s.sync(arg),
    "keep": lambda s, _: s.keep(),
    "close": lambda s, _: s.close(),
    "dismiss": _dismiss,
    "seat": lambda s, arg: s.choose_seat(arg),
    "end_turn": lambda s, _: s.end_turn(),
    "sent": lambda s, _: s.sent(),
    "computer": _computer_answer,
    # Learn to play (app/guide.py: the game's guide)
    "learn": lambda s, arg: s.learn(arg),  # the game's id ("": the first with a guide)
    "leave_guide": lambda s, _: s.leave_guide(),
    "coach_next": lambda s, _: s.coach_next(),
    "engine_missing": lambda s, arg: s.engine_missing(int(arg) if arg.isdigit() else arg),
    "engine_unavailable": lambda s, arg: s.engine_unavailable(json.loads(arg)),
    "forget_link": lambda s, arg: s.unopened.remove(arg),  # a link that could not be opened
    # The review of a game (app/reviews.py)
    "keep_review": lambda s, arg: s.keep_review(arg),
    "moment": lambda s, arg: s.show_moment(arg),
    "play_on": lambda s, arg: s.play_on(arg),
    # replay, rematch and Today's game (app/replay.py)
    "replay": lambda s, arg: s.replay(arg),
    "same_deal": lambda s, _: s.same_deal(),
    "new_deal": lambda s, _: s.new_deal(),
    "daily": lambda s, arg: s.daily(arg),
    "today": lambda s, arg: s.set_today(arg),
}
# Actions that keep a replay open (a move played there starts a new game: Session.play).
STAY_IN_REPLAY = frozenset({"replay", "view", "play", "games", "sync", "today", "autoplay",
                            "ask_payment", "score_preview", "auto_choice", "dismiss",
                            "keep_review", "engine_missing", "engine_unavailable",
                            "forget_link"})
