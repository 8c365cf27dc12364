"""Opening a game: from a link (matched against the games saved here, so a link never
overwrites a save with fewer or other moves) or from Your games. A link is read by its
game's engine, found by its tag; a game of an older link format by its own engine
(``app.engines.open_code``): when an engine is not installed yet, the page is asked to
install it (problem "engine") and to open the game again; when it cannot be had now
(offline, a failed download), the page says so and the link is kept
(``engine_unavailable``). Every link that could not be opened is kept on this device
(``app.unopened``) until it opens.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.engines import EngineNeeded, link_format, made_by_a_newer_page
from app.links import (
    Game,
    next_player,
    read_game,
    reason,
    record_id,
    replay,
    saved_items,
    seat_names,
    shared_moves,
)
from app.saves import game_of_save, played_here
from app.seating import COMPUTER, LINK, SOLO, who_of
from app.slot import Slot
from app.state import SessionState
from gamekit import BadGameCode
from gamekit.registry import GameInfo, game


class Opening(SessionState):
    """Open a link or a saved game."""

    def open_link(self, code: str) -> None:
        """Open the game a link holds. A bad link changes nothing and says what is wrong."""
        try:
            game = self._read(code)
        except BadGameCode as exc:
            # a later format's link: a newer page reads it (sending it again would not help)
            self.problem = {"kind": "bad-link", "text": reason(exc),
                            "newer": made_by_a_newer_page(code)}
            self.unopened.add(code, reason(exc))
            return
        if game is None:  # its engine is being installed: the link waits, in the address
            if self.problem is not None:
                self.problem = {**self.problem, "code": code}
            return
        self.unopened.remove(code)
        self._opened(code, game)
        # a new game on this device (saved below) whose moves were played elsewhere
        self.slot = Slot(played_here=not game.moves)
        self.seating.locked = len(game.moves)  # moves made elsewhere are never undone here
        self.seating.sent_at = None
        self.forget_review()  # a review of this game, if saved here, comes with the match
        players = game.setup.players
        self.seating.assign(who_of(SOLO if players == 1 else LINK, None, players))
        seen = 0
        match = self._saved_match(record_id(self._need_record()))
        if match is not None:
            self._named_from(match[0])
        nxt = next_player(game)
        after = ("The game is over." if nxt is None else
                 f"{self.names[nxt]} moves next." if game.setup.players > 1 else "")
        self.info = f"Game opened from its link. {after}".strip()
        if match is not None:
            entry, rel, saved_moves = match
            self.seating.read(entry, game.setup.players)
            self.computers_played_here()
            seen = min(saved_moves, len(game.moves))
            if rel in ("same", "newer"):
                self.slot.id, self.slot.code = str(entry["id"]), str(entry["code"])
                if rel == "same":  # this device's own game (a reload): its turn as it was
                    self.seating.locked = _locked(entry, len(game.moves))
                    self.slot.played_here = played_here(entry)
                self.load_review(entry)
                more = len(game.moves) - saved_moves
                self.info = "" if rel == "same" else (
                    f"The link continues your saved game ({more} more "
                    f"{'move' if more == 1 else 'moves'}).")
            elif rel == "older":
                self.slot.code = code  # shown, not saved: a move played here is a new save
                self.slot.played_here = played_here(entry)  # the moves are those of the save
                self.info = ""
                self.problem = {
                    "kind": "older", "saved": entry["id"],
                    "text": (f"This link shows the game after {len(game.moves)} moves; you have "
                             f"it saved further on, after {saved_moves} moves. Your saved game "
                             "is unchanged; a move played here is saved as a separate game.")}
            else:
                self.info = ("This link went another way than your saved copy of the same "
                             "game: it is saved as a separate game.")
                # the story of the link's own branch, from where the two parted
                played = self._need_record()
                seen = shared_moves(played, saved_items(entry, played.faces.info))
        self._seat_the_only_person()
        self._run_forced()
        if self.seating.mode in (LINK, COMPUTER) and self.seating.seat is not None \
                and seen < len(game.moves):
            self._show("story", seen)  # (an unseen link: once the seat is chosen)
            if match is not None and match[1] == "newer":
                self.info = ""  # the story says what the link brought

    def _seat_the_only_person(self) -> None:
        """A link whose seats are one person's and the computer's, not seen here: this
        device plays the person's seat and the computer its own ("Who are you?" would offer
        that one seat only). It is said where the page tells what opened."""
        game, seating = self._need_record().game, self.seating
        people = self.people_seats()
        if seating.mode != LINK or seating.seat is not None or len(people) != 1 \
                or len(people) == game.setup.players or game.is_over:
            return
        self.take_seat(people[0])
        self.seating.changed = True  # the seat is saved with the game
        computers = [self.names[i] for i in seating.computers()]
        self.info = (f"{self.info} You play {self.names[people[0]]}; the computer plays "
                     f"{' and '.join(computers)} here, on this device, at its "
                     f"{seating.level} level.").strip()

    def _opened(self, code: str, game: Game, names: Sequence[str] = ()) -> None:
        """The game read from ``code`` is the open game now (``names``: the players' as
        saved, for a game whose link holds none)."""
        self.played, self.problem, self.slot.held = replay(game, names), None, False
        self.shown = None  # what another game or branch did is no story of this game
        version = link_format(code)
        self.read_without = version if version in self.missing_engines else None

    def _read(self, code: str, expected: GameInfo | None = None) -> Game | None:
        """The game ``code`` holds (BadGameCode), or None while the page installs the engine
        of its old format (problem "engine": the page then asks again, or says
        ``engine_missing``); nothing else changes meanwhile. ``expected``: the game a save
        says it is (text without a tag is read as that game's)."""
        try:
            return read_game(code, frozenset(self.missing_engines), expected)
        except EngineNeeded as exc:
            self.problem = engine_problem(exc.args[0])
            return None

    def _named_from(self, entry: dict[str, object]) -> None:
        """A save's names for the open game, when its link holds none (an Agricola link of
        format 1 or 2, or one with no seat named)."""
        played = self._need_record()
        names = entry.get("names")
        if not played.faces.names(played.game) and isinstance(names, list):
            played.names = seat_names([], [str(n) for n in names], played.game.setup.players)

    def engine_missing(self, version: int | str) -> None:
        """The page cannot install the engine of link format ``version`` (this build lacks
        it): its games are read by today's engine, as far as it can; or the engine of the
        game ``version`` names: its games say they cannot be played here."""
        self.missing_engines.add(version)
        self.problem = None

    def engine_unavailable(self, failure: dict[str, object]) -> None:
        """The engine an action asked for is not on this device and could not be downloaded
        now (``failure``: its ``version``, whether the browser is ``offline``, the
        ``error``, and the ``action`` and ``arg`` that asked): say so where the player
        asked, and keep a link that was to open (in the list of links that could not be
        opened, and in the address: the page opens it when the connection returns). It is
        asked for again the next time it is needed."""
        version = failure.get("version")
        needed = version if isinstance(version, int | str) else str(version)
        offline = bool(failure.get("offline"))
        title, text = engine_wait_text(needed, offline, str(failure.get("error") or ""))
        action, arg = failure.get("action"), failure.get("arg")
        if action in ("new", "daily", "learn"):  # asked from the home screen: said under the form
            self.problem, self.setup_error = None, f"{text} Connect, then start again."
            return
        code = str(arg) if action == "open" and isinstance(arg, str) else None
        advice = ""
        if code is not None:
            advice = ("The link is kept, in the address and under “Links that could not be "
                      "opened”: it opens by itself once the connection is back.")
            self.unopened.add(code, title)
        # (``game``: the game whose engine it is, which the page's header names meanwhile)
        self.problem = {"kind": "engine-wait", "version": needed, "offline": offline,
                        "title": title, "text": text, "advice": advice, "code": code,
                        "game": needed if isinstance(needed, str) else None}

    def resume(self, game_id: str) -> None:
        entry = self.saves.get(game_id)
        if entry is None or entry.get("broken"):
            why = str(entry["reason"]) if entry else "This saved game cannot be read."
            self.problem = {"kind": "bad-save", "text": f"{why} It is kept as it is."}
            return
        try:
            game = self._read(str(entry["code"]), game_of_save(entry))
        except BadGameCode as exc:
            self.problem = {"kind": "bad-save", "text": f"This saved game cannot be opened: "
                            f"{reason(exc)} It is kept as it is."}
            return
        if game is None:
            return
        names = entry.get("names")
        self._opened(str(entry["code"]), game, names if isinstance(names, list) else ())
        forked = entry.get("forked_at")
        self.slot = Slot(game_id, str(entry["code"]), played_here=played_here(entry),
                         forked_at=forked if isinstance(forked, int) else None)
        self.seating.read(entry, game.setup.players)
        self.computers_played_here()
        self.load_review(entry)
        self.seating.locked = _locked(entry, len(game.moves))
        self.shown = self.seating.sent_at = None
        self._run_forced()


def _locked(entry: dict[str, object], moves: int) -> int:
    """The moves a saved game no longer lets its device undo, as saved (all of them when
    the save does not say)."""
    locked = entry.get("locked")
    return locked if isinstance(locked, int) and 0 <= locked <= moves else moves


def engine_wait_text(needed: int | str, offline: bool, error: str) -> tuple[str, str]:
    """A title and the words for an engine that is not on this device yet and could not
    be downloaded now: a game's (downloaded once, when first played) or an old link
    format's."""
    what = (f"the rules of version {needed}" if isinstance(needed, int)
            else game(needed).name)
    upper = what[0].upper() + what[1:]
    if offline:
        return (f"{upper} needs a connection, once",
                f"{upper} is downloaded once, the first time it is played on a device, and "
                "this device has not downloaded it yet: it needs a connection now.")
    why = f" ({error.strip().rstrip('.')})" if error.strip() else ""
    return (f"{upper} could not be downloaded",
            f"{upper} is downloaded once, the first time it is played on a device, and the "
            f"download failed{why}. Try again in a moment.")


def engine_problem(needed: int | str) -> dict[str, object]:
    """What the page is asked to install: the released engine of an old link format
    (``version``), or a game's engine, loaded when the game is first played (``game``,
    ``wheel``)."""
    if isinstance(needed, int):
        return {"kind": "engine", "version": needed,
                "text": f"Loading the rules of version {needed}…"}
    info = game(needed)
    return {"kind": "engine", "version": info.id, "game": info.id,
            "text": f"Loading {info.name}…"}
