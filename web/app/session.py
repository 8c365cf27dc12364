"""The page's game session: the current game, seats, forced moves, undo, its link,
autosave, and what just happened. Pure Python.

No DOM here (it runs in CPython tests as well as in the page): the page calls
``Session.call(action, arg)`` and gets one JSON string back, ``{"view": ..., "ui": ...}``,
which a small JS renderer turns into the board. One bridge crossing per click.

Seats: a 2-player game is played *hot-seat* (both at this device) or *by link* (each
device plays one seat: chosen when creating the game, asked once — "Who are you?" — when
a device opens a link of a game it has not seen, remembered with the save). By link, the
options of the other seat are never offered or accepted here: the device waits ("Waiting
for Ben — send him the link").

Turn safety: a turn ends when the other player must decide. Until the player sends the
link (by link) or confirms "End turn" (hot-seat), undo goes back to the start of their
turn, one-click spaces included; after that (``locked`` moves) nothing before can be
undone. Undo replays the move record (a new game with the same setup, then
``moves[:n]``): randomness exists only at setup, so the replay is exact. The solo game
has unlimited undo. Forced moves (exactly one option) are played automatically unless
the player turned that off; undo steps over them.

What happened (``app/story.py``, from the engine's record of each move): after a click,
the lines and board elements of the moves it played (highlighted until the next click);
after opening a link, the story of the moves since this device last saw the game.

Against the computer (``COMPUTER``): this device plays one seat (``seat``), the computer
the other at a level (``arle_core.ai.LEVELS``), both saved with the game. The page asks the
computer for its key in a Web Worker and plays it here (``computer_play``), one move at a
time, each shown as the story of the computer's turn so far; the player's moves before the
computer's turn can no longer be undone once the computer has moved.

Paying with the plain good (Wood rather than Timber, Clay rather than Brick) when that is
the only difference between the ways to pay is played like a forced move, unless the
player asks to choose (``ask_payment``).

The link (``ui.link``, the page puts it in the address as ``#g=...``) is the whole game.
Every change is saved in the browser (``saves.py``) under the game's id. Opening a link
never overwrites a saved game with fewer or other moves: a bad link changes nothing and
says why; an earlier point of a saved game opens without touching the save; a link that
went another way is saved as a separate game.
"""

from __future__ import annotations

import json
import random
import re
import traceback
from collections.abc import Callable, Iterator
from dataclasses import asdict
from typing import Any

from app.choices import catalog, chosen_buildings
from app.links import Record, link_text, reason, relation, replay, saved_indexes, setup_id
from app.saves import BESIDE_BOARD, CHANGED, DELETED, KEY_PREFIX, SAVED, Saves, Store
from app.story import (
    best_solo_score,
    changes,
    end_summary,
    last_words,
    seen_on_branch,
    start_line,
)
from arle_core import BadGameCode, Game, IllegalMove, decode, new_game
from arle_core.data.board import SUBSTITUTE
from arle_core.data.variants import VARIANTS
from arle_core.decisions import Option
from arle_core.flow import HALF_YEARS
from arle_core.game import MAX_SEED, MIN_SEED, check_seed
from arle_core.history import Chronicle, history
from arle_core.view import view

JSON = dict[str, Any]
MAX_AUTOPLAY = 200  # forced moves in a row; far above any real chain
PLAIN_GOOD = {sub: good for good, sub in SUBSTITUTE.items()}  # timber -> wood, brick -> clay


def _payment(key: str) -> dict[str, int]:
    """``pay:2timber+brick`` -> {"timber": 2, "brick": 1} (goods.payment_key's format)."""
    out: dict[str, int] = {}
    for part in key.partition(":")[2].split("+"):
        digits = len(part) - len(part.lstrip("0123456789"))
        if part != "nothing":
            out[part[digits:]] = int(part[:digits] or 1)
    return out


def plain_payment(kind: str, options: list[Option]) -> str | None:
    """The way to pay with plain goods, when the ways to pay differ only by paying Timber
    for Wood or Brick for Clay ("you can always pay Timber instead of Wood and Brick
    instead of Clay"): never worse, since Timber and Brick score and Wood and Clay do not.
    None when the choice is a real one (different goods) or not about paying."""
    if kind != "pay" or len(options) < 2:
        return None
    costs = [_payment(o.key) for o in options]

    def plain(cost: dict[str, int]) -> dict[str, int]:
        out: dict[str, int] = {}
        for good, n in cost.items():
            out[PLAIN_GOOD.get(good, good)] = out.get(PLAIN_GOOD.get(good, good), 0) + n
        return out

    if any(plain(c) != plain(costs[0]) for c in costs):
        return None
    subs = [sum(n for g, n in c.items() if g in PLAIN_GOOD) for c in costs]
    return options[subs.index(min(subs))].key
SOLO, HOTSEAT, LINK, COMPUTER = "solo", "hotseat", "link", "computer"
TWO_PLAYER_MODES = (HOTSEAT, LINK, COMPUTER)
# arle_core.ai.LEVELS, named here so the page does not import the AI (it runs in a worker)
COMPUTER_LEVELS = ("casual", "good", "strong")
DEFAULT_LEVEL = "good"
COMPUTER_NAME = "Computer"  # the computer's seat when its name is left empty


SEED_RANGE = f"a whole number from {MIN_SEED} to {MAX_SEED:,}"


def form_seed(text: object) -> int | None:
    """The game number typed in the form (None: left empty, a random game), or
    ValueError in words: digits only, within the engine's range (``check_seed``)."""
    if text is None:
        return None
    typed = str(text).strip()
    if typed == "":
        return None
    if re.fullmatch(r"-[0-9]+", typed):
        raise ValueError(f"The game number cannot be negative: use {SEED_RANGE}.")
    if not re.fullmatch(r"[0-9]+", typed):
        shown = typed if len(typed) <= 20 else typed[:20] + "…"
        raise ValueError(f"The game number is {SEED_RANGE}, in digits only "
                         f"(“{shown}” is not).")
    if len(typed.lstrip("0")) > len(str(MAX_SEED)) or int(typed) > MAX_SEED:
        raise ValueError(f"The game number is too big: use {SEED_RANGE}.")
    return check_seed(int(typed))


class Session:
    """What the page holds between clicks."""

    def __init__(self, store: Store | None = None) -> None:
        self.played: Record | None = None
        self.notice = ""  # something went wrong (an illegal key, a failure)
        self.info = ""  # news about the game that is not a problem
        self.setup_error = ""
        self.setup_field = ""  # the form field setup_error is about ("seed"), or ""
        self.auto_played: list[str] = []  # labels of forced moves played by the last action
        self.saves = Saves(store)
        self.autoplay = self.saves.setting("autoplay", True)  # kept across visits
        # False: pay with the plain good (see plain_payment); kept across visits
        self.ask_payment = self.saves.setting("ask_payment", False)
        # True: each option shows the score after it; kept across visits
        self.score_preview = self.saves.setting("score_preview", False)
        self.game_id: str | None = None  # the save this game is written to (None: not yet)
        self.saved_code = ""  # the link text last written under game_id (or opened)
        self.problem: JSON | None = None  # about a link or a save: {"kind", "text", "saved"}
        self.held = False  # another tab deleted this game: not saved again unless kept
        # SOLO, HOTSEAT (both players here), LINK (one seat here) or COMPUTER
        self.mode = SOLO
        # by link or against the computer: the player this device plays (None: ask)
        self.seat: int | None = None
        self.level = DEFAULT_LEVEL  # against the computer: its level (COMPUTER_LEVELS)
        self.locked = 0  # moves that can no longer be undone (sent, or "End turn")
        self.shown: JSON | None = None  # what just happened: app.story.changes + "kind"
        self.forked_at: int | None = None  # a copy that went another way: moves in common
        self.seat_changed = False  # saved with the game even when no move was played
        self.sent_at: int | None = None  # by link: the moves when the link was last sent
        self._history_cache: tuple[Chronicle, int, list[JSON]] | None = None

    @property
    def game(self) -> Game | None:
        return self.played.game if self.played else None

    @property
    def movers(self) -> list[int]:
        return self.played.movers if self.played else []

    @property
    def forced(self) -> list[bool]:
        return self.played.forced if self.played else []

    # --- actions ----------------------------------------------------------------

    def new(self, players: int, seed: int | None = None, variant: str = "printed",
            buildings: str | list[str] = "starter", names: list[str] | None = None,
            mode: str = HOTSEAT, seat: int | None = None, level: str = DEFAULT_LEVEL) -> None:
        """A new game. Two players: ``mode`` HOTSEAT, or LINK / COMPUTER with this
        device's ``seat`` ("I play Anna"; the first player when not given); against the
        computer at ``level``, its seat named "Computer" unless named."""
        if seed is None:
            seed = random.randrange(1, 1_000_000)
        if players > 1 and mode not in TWO_PLAYER_MODES:
            raise ValueError(f"a 2-player game is played {HOTSEAT!r}, by {LINK!r} "
                             f"or against the {COMPUTER!r}")
        if mode == COMPUTER and level not in COMPUTER_LEVELS:
            raise ValueError(f"the computer's level is one of {', '.join(COMPUTER_LEVELS)}")
        if players > 1 and mode == COMPUTER:
            names = [*(names or []), "", ""][:players]
            other = 1 - (seat or 0)
            if not names[other].strip():
                names[other] = COMPUTER_NAME
        self.played = Record(new_game(players=players, seed=seed, variant=variant,
                                      buildings=buildings, names=names))
        self.game_id, self.saved_code, self.problem, self.held = None, "", None, False
        self.forked_at = None
        self.mode = SOLO if players == 1 else mode
        self.seat = (seat or 0) if self.mode in (LINK, COMPUTER) else None
        self.level = level if self.mode == COMPUTER else DEFAULT_LEVEL
        if self.seat is not None and self.seat not in range(players):
            raise ValueError(f"seat must be 0 or {players - 1}")
        self.locked, self.sent_at = 0, None
        self._run_forced()
        self._show("start", 0)

    def play(self, key: str) -> None:
        """Play a chosen option; an illegal key, or an option of a seat this device does
        not play, leaves everything as it was and says why."""
        played = self._need_record()
        refusal = self.refusal()
        if refusal:
            self.notice = refusal
            return
        if self.turn_ended():  # hot-seat: the next player's click ends the turn before
            self.locked = len(played.game.moves)
        before = len(played.game.moves)
        try:
            played.play(key, forced=False)
        except IllegalMove as exc:
            self.notice = str(exc)
            return
        self._run_forced()
        self._show("move", before)

    def undo(self) -> None:
        point = self.undo_point()
        if point is None:
            self.notice = "Nothing to undo."
            return
        self._need_record().truncate(point)
        self.shown = None

    def choose_seat(self, arg: str) -> None:
        """Answer "Who are you?": a seat ("0", "1") plays by link; "hotseat" plays both
        here. The story then tells what happened since that seat last chose."""
        game = self._need_record().game
        if arg == HOTSEAT:
            self.mode, self.seat = HOTSEAT, None
        else:
            seat = int(arg)
            if seat not in range(game.setup.players):
                raise ValueError(f"no seat {seat} in this game")
            self.mode, self.seat = LINK, seat
        self.seat_changed = True  # the seat is saved with the game
        if self.mode == LINK and self.seat is not None:
            mine = [i for i, (m, f) in enumerate(zip(self.movers, self.forced, strict=True))
                    if m == self.seat and not f]
            self._show("story", mine[-1] + 1 if mine else 0)

    def end_turn(self) -> None:
        """Hot-seat: the player confirms the end of their turn (nothing before can be
        undone now), and the next player sees what happened in it."""
        if not self.turn_ended():
            self.notice = "Your turn is not over yet."
            return
        game = self._need_record().game
        self.locked = len(game.moves)
        nxt = game.current_player
        theirs = [i for i, (m, f) in enumerate(zip(self.movers, self.forced, strict=True))
                  if m == nxt and not f]
        self._show("story", theirs[-1] + 1 if theirs else 0)

    def computer_play(self, key: str, moves: int) -> None:
        """Play the computer's key for its seat, found for the game after ``moves`` moves
        (an answer for another position is dropped: the game moved on meanwhile). Once
        the computer moves, the player's turn before it can no longer be undone. The
        story shows the computer's turn so far, and all of it when the player decides."""
        game = self._need_record().game
        if not self.computer_to_move():
            self.notice = "It is not the computer's turn."
            return
        if moves != len(game.moves):
            return  # a late answer: the page asks again for the position as it is
        self.locked = len(game.moves)
        try:
            self._need_record().play(key, forced=False)
        except IllegalMove as exc:
            self.notice = f"The computer chose a move that is not allowed: {exc}"
            return
        self._run_forced()
        mine = [i for i, (m, f) in enumerate(zip(self.movers, self.forced, strict=True))
                if m == self.seat and not f]
        self._show("computer", mine[-1] + 1 if mine else 0)

    def computer_seat(self) -> int | None:
        """The computer's seat in a game against it (None otherwise)."""
        return 1 - self.seat if self.mode == COMPUTER and self.seat is not None else None

    def computer_to_move(self) -> bool:
        game = self.game
        seat = self.computer_seat()
        return (game is not None and seat is not None and not game.is_over
                and game.current_player == seat)

    def sent(self) -> None:
        """By link: the link was shared or copied; after a finished turn, that turn is
        over (nothing before can be undone)."""
        moves = len(self._need_record().game.moves)
        if self.turn_ended():
            self.locked = moves
        self.sent_at = moves

    def set_autoplay(self, on: bool) -> None:
        self.autoplay = on
        self.saves.put_setting("autoplay", on)
        if self.game is not None:
            self._run_forced()

    def set_ask_payment(self, on: bool) -> None:
        self.ask_payment = on
        self.saves.put_setting("ask_payment", on)
        if self.game is not None:
            self._run_forced()

    def set_score_preview(self, on: bool) -> None:
        self.score_preview = on
        self.saves.put_setting("score_preview", on)

    def open_link(self, code: str) -> None:
        """Open the game a link holds. A bad link changes nothing and says what is wrong."""
        try:
            game = decode(code)
        except BadGameCode as exc:
            self.problem = {"kind": "bad-link", "text": reason(exc)}
            return
        self.played, self.problem, self.held = replay(game), None, False
        self.shown = None  # what another game or branch did is no story of this link
        self.game_id, self.saved_code = None, ""  # a new game on this device: saved below
        self.locked = len(game.moves)  # moves made elsewhere are never undone here
        self.forked_at = self.sent_at = None
        players = game.setup.players
        self.mode, self.seat = (SOLO, None) if players == 1 else (LINK, None)
        seen = 0
        nxt = game.current_player
        after = ("The game is over." if nxt is None else
                 f"{game.setup.names[nxt]} moves next." if game.setup.players > 1 else "")
        self.info = f"Game opened from its link. {after}".strip()
        match = self._saved_match(setup_id(game.setup))
        if match is not None:
            entry, rel, saved_moves = match
            self._seat_from(entry)
            seen = min(saved_moves, len(game.moves))
            if rel in ("same", "newer"):
                self.game_id, self.saved_code = str(entry["id"]), str(entry["code"])
                more = len(game.moves) - saved_moves
                self.info = "" if rel == "same" else (
                    f"The link continues your saved game ({more} more "
                    f"{'move' if more == 1 else 'moves'}).")
            elif rel == "older":
                self.saved_code = code  # shown, not saved: a move played here is a new save
                self.info = ""
                self.problem = {
                    "kind": "older", "saved": entry["id"],
                    "text": (f"This link shows the game after {len(game.moves)} moves; you have "
                             f"it saved further on, after {saved_moves} moves. Your saved game "
                             "is unchanged; a move played here is saved as a separate game.")}
            else:
                self.info = ("This link went another way than your saved copy of the same "
                             "game: it is saved as a separate game.")
                seen = seen_on_branch(saved_indexes(entry), self._need_record().indexes)
        self._run_forced()
        if self.mode == LINK and self.seat is not None and seen < len(game.moves):
            self._show("story", seen)  # (an unseen link: once the seat is chosen)
            if match is not None and match[1] == "newer":
                self.info = ""  # the story says what the link brought

    def resume(self, game_id: str) -> None:
        entry = self.saves.get(game_id)
        if entry is None or entry.get("broken"):
            self.problem = {"kind": "bad-save",
                            "text": "This saved game cannot be read. It is kept as it is."}
            return
        try:
            game = decode(str(entry["code"]))
        except BadGameCode as exc:
            self.problem = {"kind": "bad-save", "text": f"This saved game cannot be opened: "
                            f"{reason(exc)} It is kept as it is."}
            return
        self.played, self.problem, self.held = replay(game), None, False
        self.game_id, self.saved_code = game_id, str(entry["code"])
        self._seat_from(entry)
        forked = entry.get("forked_at")
        self.forked_at = forked if isinstance(forked, int) else None
        locked = entry.get("locked")
        self.locked = (int(locked) if isinstance(locked, int) and 0 <= locked <= len(game.moves)
                       else len(game.moves))
        self.shown = self.sent_at = None
        self._run_forced()

    def delete(self, game_id: str) -> None:
        """Delete a saved game; when it is the open game, the page closes it too."""
        self.saves.delete(game_id)
        if game_id == self.game_id:
            self.close()
        if self.problem and self.problem.get("saved") == game_id:
            self.problem = None

    def close(self) -> None:
        """Close the open game (its save, if any, stays)."""
        self.played, self.game_id, self.saved_code, self.held = None, None, "", False
        self.problem = None

    def keep(self) -> None:
        """Save the open game again after another tab deleted it (as a new save)."""
        self.held, self.game_id, self.saved_code, self.problem = False, None, "", None
        self.info = "Saved again."

    # --- other tabs -------------------------------------------------------------

    def sync(self, key: str = "") -> None:
        """Another tab wrote or deleted ``key`` (the ``storage`` event; "" for any):
        list the saves as they are now, and when it is the open game, say so and offer
        the choice. This tab's own moves are never lost: when the store no longer holds
        them, they are saved at once as a separate game."""
        self.saves.reload()
        game, game_id = self.game, self.game_id
        if game is None or game_id is None or self.held or key not in ("", KEY_PREFIX + game_id):
            return
        entry = self.saves.get(game_id)
        if entry is None:
            if self.saved_code:
                self._deleted_elsewhere()
            return
        if entry.get("broken") or entry["code"] == self.saved_code:
            return
        try:
            theirs = saved_indexes(entry)
        except BadGameCode:
            return
        rel = relation(theirs, self._need_record().indexes)
        if rel == "same":
            self.saved_code = str(entry["code"])
            return
        ahead = len(theirs) - len(game.moves)
        switch = {"action": "resume", "id": game_id, "label": "Switch to the other tab's game"}
        if rel == "older":  # the other tab played on from here: nothing of this tab is lost
            self.problem = {
                "kind": "changed", "saved": game_id, "choices": [
                    switch, {"action": "dismiss", "label": "Stay at this point"}],
                "text": (f"This game was played on in another tab ({ahead} more moves there). "
                         "A move played here is saved as a separate game.")}
            return
        # The store no longer holds this tab's moves (both tabs played at once, or the
        # other tab undid): keep them as a separate game now.
        self.game_id, self.saved_code = None, ""
        self.problem = {
            "kind": "changed", "saved": game_id, "choices": [
                switch, {"action": "dismiss", "label": "Keep playing this copy"}],
            "text": ("This game was played differently in another tab at the same time. "
                     "Nothing is lost: this tab's moves are saved as a separate game.")}

    def _deleted_elsewhere(self) -> None:
        self.held, self.game_id, self.saved_code = True, None, ""
        self.problem = {
            "kind": "deleted", "choices": [
                {"action": "keep", "label": "Keep it (save it again)"},
                {"action": "close", "label": "Close it"}],
            "text": ("This game was deleted in another tab. It stays open here, but it is "
                     "not saved again unless you keep it.")}

    # --- queries ----------------------------------------------------------------

    def undo_point(self) -> int | None:
        """How many moves to keep for one undo step (None: nothing may be undone).

        Steps back over forced moves to the last move the player chose. In a 2-player
        game only moves after ``locked`` (not yet sent or confirmed) may be undone, and by
        link only this device's seat's own.
        """
        game = self.game
        if game is None:
            return None
        i = len(game.moves) - 1
        while i >= 0 and self.forced[i]:
            i -= 1
        if i < 0:
            return None
        if game.setup.players > 1:
            if i < self.locked or (self.mode in (LINK, COMPUTER)
                                   and self.movers[i] != self.seat):
                return None
            if any(m != self.movers[i] for m, f in zip(self.movers[i:], self.forced[i:],
                                                        strict=True) if not f):
                return None
        return i

    def turn_ended(self) -> bool:
        """A 2-player turn is over (the other player must decide) but not yet sent or
        confirmed: its player may still undo it."""
        game = self.game
        if game is None or game.setup.players < 2 or game.is_over:
            return False
        chooser = self.last_chooser()
        return (len(game.moves) > self.locked and chooser is not None
                and chooser != game.current_player)

    def refusal(self) -> str:
        """Why this device may not play the pending decision now ("" when it may)."""
        game = self.game
        if game is None or game.is_over or self.mode not in (LINK, COMPUTER):
            return ""
        names = game.setup.names
        if self.computer_to_move():
            return f"It is {names[1 - (self.seat or 0)]}'s turn: the computer plays it."
        if self.seat is None:
            return "Who are you? Choose your seat first."
        nxt = game.current_player
        if nxt is not None and nxt != self.seat:
            return (f"It is {names[nxt]}'s turn: this device plays {names[self.seat]}. "
                    f"Send {names[nxt]} the link.")
        return ""

    def hold_reason(self) -> str:
        """Why the decision's options are not offered on this page now ("" if they are):
        another seat decides, or a hot-seat turn waits for "End turn"."""
        if self.refusal():
            return self.refusal()
        if self.mode == HOTSEAT and self.turn_ended() and self.game is not None:
            nxt = self.game.current_player
            return f"Turn over: hand the device to {self.game.setup.names[nxt or 0]}."
        return ""

    def last_chooser(self) -> int | None:
        """Who chose the last move that was not forced (None: nobody yet)."""
        for mover, forced in zip(reversed(self.movers), reversed(self.forced), strict=True):
            if not forced:
                return mover if mover >= 0 else None
        return None

    def link(self) -> str | None:
        """The link text of the game as it stands (what ``game.encode()`` gives)."""
        played = self.played
        return link_text(played.game.setup, played.indexes) if played else None

    def record(self) -> JSON:
        """The setup and every move: all it takes to replay the game."""
        game = self._need_record().game
        return {"setup": asdict(game.setup), "moves": list(game.moves),
                "forced": list(self.forced)}

    def model(self) -> JSON:
        game = self.game
        link = self.link()
        ui = {"autoplay": self.autoplay, "ask_payment": self.ask_payment,
              "score_preview": self.score_preview, "can_undo": self.undo_point() is not None,
              "notice": self.notice, "info": self.info, "auto_played": self.auto_played,
              "moves": len(game.moves) if game else 0,
              "last_chooser": self.last_chooser(), "link": link,
              "game_id": self.game_id, "problem": self.problem,
              "storage": self.saves.problem, "setup_error": self.setup_error,
              "setup_field": self.setup_field,
              "unsaved": link is not None and link != self.saved_code,
              "save_failure": BESIDE_BOARD.get(self.saves.problem, self.saves.problem),
              "games": self.games(), **self._seats_model()}
        shown = None
        if game is not None:
            ui["history"] = self._history()
            ui["end"] = end_summary(game, self._need_record().chronicle.half_year_scores,
                                    best_solo_score(self.saves.listing(), self.game_id))
            shown = self.shown
        ui["shown"] = shown
        board = view(game, self.score_preview) if game is not None else None
        held = self.hold_reason()
        if board is not None and board["decision"] is not None and held:
            board["decision"]["options"] = []  # never clickable here: see ui.held
        ui["held"] = held
        return {"view": board, "ui": ui}

    def _history(self) -> list[JSON]:
        """The game history, worked out again only when the moves changed."""
        played = self._need_record()
        cached = self._history_cache
        if cached is None or cached[0] is not played.chronicle or cached[1] != len(played.records):
            groups = history(played.records, played.game.setup.players)
            cached = self._history_cache = (played.chronicle, len(played.records), groups)
        return cached[2]

    def _seats_model(self) -> JSON:
        """Who sits where, whether this device waits, and whether a turn awaits its end."""
        game = self.game
        out: JSON = {"mode": self.mode, "seat": self.seat, "ask_seat": False,
                     "waiting": None, "turn_ended": False, "start": "", "computer": None}
        if game is None:
            return out
        cs = self.computer_seat()
        if cs is not None:
            out["computer"] = {"seat": cs, "name": game.setup.names[cs], "level": self.level,
                               "to_move": self.computer_to_move()}
        out["start"] = start_line(game)
        nxt = game.current_player
        names = game.setup.names
        if self.mode == LINK:
            out["ask_seat"] = self.seat is None and not game.is_over
            if self.seat is not None and nxt is not None and nxt != self.seat:
                out["waiting"] = {"player": nxt, "name": names[nxt],
                                  "sent": self.sent_at == len(game.moves)}
        out["turn_ended"] = self.turn_ended()
        return out

    # --- the bridge ---------------------------------------------------------------

    def call(self, action: str, arg: str = "") -> str:
        """One page action in, the whole new model out, as a JSON string."""
        self.notice, self.info, self.setup_error, self.auto_played = "", "", "", []
        self.setup_field = ""
        try:
            if action == "record":
                return json.dumps(self.record())
            if action == "catalog":
                return json.dumps(catalog())
            self._dispatch(action, arg)
        except Exception as exc:  # shown on the page, not only in the console
            traceback.print_exc()
            self.notice = f"Something went wrong: {exc}"
        self.autosave()
        return json.dumps(self.model(), separators=(",", ":"))

    def _dispatch(self, action: str, arg: str) -> None:
        handler = ACTIONS.get(action)
        if handler is None:
            raise ValueError(f"unknown action {action!r}")
        handler(self, arg)

    def _new_from_form(self, setup: JSON) -> None:
        """Start the game the form describes; a field that is wrong says so (nothing starts)."""
        players = int(setup["players"])
        buildings = setup.get("buildings", "starter")
        try:
            seed = form_seed(setup.get("seed"))
        except ValueError as exc:
            self.setup_error, self.setup_field = str(exc), "seed"
            return
        try:
            chosen = (chosen_buildings(str(b) for b in buildings)
                      if isinstance(buildings, list) else str(buildings))
        except ValueError as exc:
            self.setup_error = str(exc)
            return
        seat = setup.get("seat")
        self.new(players=players, seed=seed,
                 variant=str(setup.get("variant", "printed")), buildings=chosen,
                 names=[str(n) for n in setup.get("names", [])][:players] or None,
                 mode=str(setup.get("mode", HOTSEAT)),
                 seat=int(seat) if seat not in (None, "") else None,
                 level=str(setup.get("level") or DEFAULT_LEVEL))

    # --- autosave -------------------------------------------------------------------

    def autosave(self) -> None:
        """Write the game under its id when its link changed (a new id the first time),
        by compare-and-write: when another tab played this save on since this tab wrote
        or read it, this copy goes to a new id (both kept); when another tab deleted it,
        it is not re-created (the player chooses)."""
        game, code = self.game, self.link()
        if game is None or code is None or self.held or (
                code == self.saved_code and not self.seat_changed):
            return
        self.seat_changed = False
        for _ in range(3):  # a new id taken by another tab meanwhile: try the next one
            if self.game_id is None:
                self.forked_at = self._fork_point(setup_id(game.setup))
                self.game_id, expect = self.saves.fresh_id(setup_id(game.setup)), None
                if self.problem and self.problem["kind"] == "older":
                    self.problem = None
                    self.info = "Saved as a separate game; your other save is unchanged."
            else:
                expect = self.saved_code or None
            result = self.saves.put(self._entry(game, code), expect)
            if result == SAVED:
                self.saved_code = code
                return
            if result == DELETED:
                self._deleted_elsewhere()
                return
            if result != CHANGED:
                return  # the store refused: saves.problem says why; tried again next move
            self.saves.reload()
            self.game_id = None
            self.info = ("This game was played on in another tab: this copy is saved as a "
                         "separate game.")

    def _entry(self, game: Game, code: str) -> JSON:
        """What a save holds: the link, and what Your games shows."""
        d = game.decision()
        return {"id": self.game_id, "root": setup_id(game.setup), "code": code,
                "players": game.setup.players, "names": list(game.setup.names),
                "variant": game.setup.variant, "seed": game.setup.seed,
                "variant_label": VARIANTS[game.setup.variant].label,
                "half_year": game.state.half_year, "of": HALF_YEARS, "over": game.is_over,
                "next": d.player if d else None, "moves": len(game.moves),
                "totals": [sheet["total"] for sheet in game.scores()],
                "mode": self.mode, "seat": self.seat, "locked": self.locked,
                **({"level": self.level} if self.mode == COMPUTER else {}),
                "last": last_words(game, self._need_record().records),
                "forked_at": self.forked_at}

    def _fork_point(self, root: str) -> int | None:
        """A new save of a game already saved here: how many moves it shares with the
        copy it went another way from (None when it is the first copy)."""
        shared = None
        mine = self._need_record().indexes
        for _, saved in self._saved_copies(root):
            pairs = zip(saved, mine, strict=False)
            n = next((i for i, (a, b) in enumerate(pairs) if a != b),
                     min(len(saved), len(mine)))
            shared = n if shared is None else max(shared, n)
        return shared

    def games(self) -> list[JSON]:
        """Your games, with the copies of one game told apart: which copy is ahead (the
        most moves) and where each forked."""
        listing = self.saves.listing()
        by_root: dict[str, list[JSON]] = {}
        for entry in listing:
            if not entry.get("broken"):
                by_root.setdefault(str(entry.get("root")), []).append(entry)
        out = []
        for entry in listing:
            copies = by_root.get(str(entry.get("root")), [])
            if len(copies) > 1:
                most = max(int(e.get("moves", 0)) for e in copies)
                entry = {**entry, "copies": len(copies),
                         "ahead": int(entry.get("moves", 0)) == most}
            out.append(entry)
        return out

    def _saved_copies(self, root: str) -> Iterator[tuple[JSON, list[int]]]:
        """The saves of one game (setup id ``root``) with their moves as option indexes;
        saves that cannot be read are skipped (and kept)."""
        for entry in self.saves.with_root(root):
            try:
                yield entry, saved_indexes(entry)
            except BadGameCode:
                continue

    def _saved_match(self, root: str) -> tuple[JSON, str, int] | None:
        """The saved game closest to the open game (a link's) of the same setup: the same
        moves, else one it continues, else one that continues it, else one that went another
        way. Saves that cannot be read are skipped (and kept). Moves are compared as option
        indexes, so no saved game is replayed."""
        rank = {"same": 0, "newer": 1, "older": 2, "other": 3}
        best: tuple[tuple[int, int], JSON, str, int] | None = None
        mine = self._need_record().indexes
        for entry, saved in self._saved_copies(root):
            rel = relation(saved, mine)
            order = (rank[rel], -len(saved))
            if best is None or order < best[0]:
                best = (order, entry, rel, len(saved))
        return None if best is None else best[1:]

    # --- internals ----------------------------------------------------------------

    def _need_record(self) -> Record:
        if self.played is None:
            raise ValueError("no game yet: start a new game")
        return self.played

    def _seat_from(self, entry: JSON) -> None:
        """The seat this device chose for a game, as saved with it."""
        mode, seat, level = entry.get("mode"), entry.get("seat"), entry.get("level")
        if mode == LINK and isinstance(seat, int):
            self.mode, self.seat = LINK, seat
        elif mode == COMPUTER and seat in (0, 1) and level in COMPUTER_LEVELS:
            self.mode, self.seat, self.level = COMPUTER, seat, str(level)
        elif mode in (HOTSEAT, SOLO) or "mode" not in entry:  # saves from before seats
            self.mode = SOLO if entry.get("players") == 1 else HOTSEAT
            self.seat = None

    def _show(self, kind: str, first: int) -> None:
        """What happened from move ``first`` on (0-based) is shown until the next click."""
        played = self._need_record()
        self.shown = {"kind": kind, **changes(played.game, played.records[first:])}

    def _run_forced(self) -> None:
        played = self.played
        if played is None or not self.autoplay:
            return
        for _ in range(MAX_AUTOPLAY):
            option = self.automatic_move()
            if option is None:
                return
            self.auto_played.append(option.label)
            played.play(option.key, forced=True)

    def automatic_move(self) -> Option | None:
        """The move the page plays by itself now, if any: the only option, or (unless the
        player asks to choose) the plain way to pay."""
        game = self.game
        d = game.decision() if game is not None else None
        if d is None:
            return None
        if len(d.options) == 1:
            return d.options[0]
        key = None if self.ask_payment else plain_payment(d.kind, list(d.options))
        return d.option(key) if key is not None else None


def _flag(arg: str) -> bool:
    return arg == "1"


def _computer_answer(session: Session, arg: str) -> None:
    answer = json.loads(arg)
    session.computer_play(str(answer["key"]), int(answer["moves"]))


def _dismiss(session: Session, _: str) -> None:
    session.problem = None


# What each page action (js/controls.js) does with its text argument.
ACTIONS: dict[str, Callable[[Session, str], None]] = {
    "view": lambda s, _: None,
    "play": Session.play,
    "undo": lambda s, _: s.undo(),
    "new": lambda s, arg: s._new_from_form(json.loads(arg)),
    "autoplay": lambda s, arg: s.set_autoplay(_flag(arg)),
    "ask_payment": lambda s, arg: s.set_ask_payment(_flag(arg)),
    "score_preview": lambda s, arg: s.set_score_preview(_flag(arg)),
    "open": Session.open_link,
    "resume": Session.resume,
    "delete": Session.delete,
    "games": Session.sync,
    "sync": Session.sync,
    "keep": lambda s, _: s.keep(),
    "close": lambda s, _: s.close(),
    "dismiss": _dismiss,
    "seat": Session.choose_seat,
    "end_turn": lambda s, _: s.end_turn(),
    "sent": lambda s, _: s.sent(),
    "computer": _computer_answer,
}
