"""Opening a game: from a link (matched against the games saved here, so a link never
overwrites a save with fewer or other moves) or from Your games.
"""

from __future__ import annotations

from app.links import reason, replay, setup_id
from app.state import LINK, SOLO, SessionState
from arle_core import BadGameCode, decode


class Opening(SessionState):
    """Open a link or a saved game."""

    def open_link(self, code: str) -> None:
        """Open the game a link holds. A bad link changes nothing and says what is wrong."""
        try:
            game = decode(code)
        except BadGameCode as exc:
            self.problem = {"kind": "bad-link", "text": reason(exc)}
            return
        self.played, self.problem, self.held = replay(game), None, False
        self.game_id, self.saved_code = None, ""  # a new game on this device: saved below
        self.locked = len(game.moves)  # moves made elsewhere are never undone here
        self.forked_at = self.sent_at = None
        self.forget_review()  # a review of this game, if saved here, comes with the match
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
                self.load_review(entry)
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
                seen = 0
        self._run_forced()
        if self.mode == LINK and self.seat is not None and seen < len(game.moves):
            self._show("story", seen)  # (an unseen link: once the seat is chosen)
            if match is not None and match[1] == "newer":
                self.info = ""  # the story says what the link brought

    def resume(self, game_id: str) -> None:
        entry = self.saves.get(game_id)
        if entry is None or entry.get("broken"):
            reason = str(entry["reason"]) if entry else "This saved game cannot be read."
            self.problem = {"kind": "bad-save", "text": f"{reason} It is kept as it is."}
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
        self.load_review(entry)
        forked = entry.get("forked_at")
        self.forked_at = forked if isinstance(forked, int) else None
        locked = entry.get("locked")
        self.locked = (int(locked) if isinstance(locked, int) and 0 <= locked <= len(game.moves)
                       else len(game.moves))
        self.shown = self.sent_at = None
        self._run_forced()

