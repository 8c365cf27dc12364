"""Saving the game and sharing the store with other tabs: autosave by compare-and-write,
the ``storage`` event of another tab's write, copies that went another way, and the
Your games list with its actions.
"""

from __future__ import annotations

from collections.abc import Iterator

from app.daily import day_of_save
from app.links import Record, items, record_id, relation, saved_items, shared_moves
from app.saves import CHANGED, DELETED, KEY_PREFIX, SAVED
from app.state import JSON, SessionState
from app.story import last_words
from gamekit import BadGameCode
from gamekit.registry import DEFAULT, games


class Sync(SessionState):
    """Autosave, other tabs, and Your games."""

    def delete(self, game_id: str) -> None:
        """Delete a saved game; when it is the open game, the page closes it too."""
        self.saves.delete(game_id)
        if game_id == self.slot.id:
            self.close()
        if self.problem and self.problem.get("saved") == game_id:
            self.problem = None

    def close(self) -> None:
        """Close the open game (its save, if any, stays)."""
        self.played, self.slot.id, self.slot.code, self.slot.held = None, None, "", False
        self.problem = None

    def keep(self) -> None:
        """Save the open game again after another tab deleted it (as a new save)."""
        self.slot.held, self.slot.id, self.slot.code, self.problem = False, None, "", None
        self.info = "Saved again."

    # --- other tabs -------------------------------------------------------------

    def sync(self, key: str = "") -> None:
        """Another tab wrote or deleted ``key`` (the ``storage`` event; "" for any):
        list the saves as they are now, and when it is the open game, say so and offer
        the choice. This tab's own moves are never lost: when the store no longer holds
        them, they are saved at once as a separate game."""
        self.saves.reload()
        game, game_id = self.game, self.slot.id
        if game is None or game_id is None or self.slot.held or \
                key not in ("", KEY_PREFIX + game_id):
            return
        entry = self.saves.get(game_id)
        if entry is None:
            if self.slot.code:
                self._deleted_elsewhere()
            return
        if entry.get("broken") or entry["code"] == self.slot.code:
            return
        try:
            theirs = saved_items(entry, self._need_record().faces.info)
        except BadGameCode:
            return
        rel = relation(theirs, items(self._need_record()))
        if rel == "same":
            self.slot.code = str(entry["code"])
            return
        ahead = int(entry.get("moves") or 0) - len(game.moves)
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
        self.slot.id, self.slot.code = None, ""
        self.problem = {
            "kind": "changed", "saved": game_id, "choices": [
                switch, {"action": "dismiss", "label": "Keep playing this copy"}],
            "text": ("This game was played differently in another tab at the same time. "
                     "Nothing is lost: this tab's moves are saved as a separate game.")}

    def _same_elsewhere(self, code: str) -> None:
        """Another tab saved this very game (the same move played in both): one copy."""
        self.saves.reload()
        self.slot.code = code
        if self.problem and self.problem.get("kind") == "changed":
            self.problem = None
        self.info = "The same move was played in another tab: the game is saved once."

    def taken_elsewhere(self) -> bool:
        """Whether another tab played this saved game on from where this tab stands (then
        this tab follows it, playing nothing: in a game against the computer, its move is
        played by one tab only)."""
        if self.slot.id is None:
            return False
        stored = self.saves.stored_code(self.slot.id)
        if stored is None or stored == self.slot.code:
            return False
        try:
            theirs = saved_items({"code": stored}, self._need_record().faces.info)
        except BadGameCode:
            return False
        if relation(theirs, items(self._need_record())) != "older":
            return False
        self.saves.reload()
        self.resume(self.slot.id)
        return True

    def _deleted_elsewhere(self) -> None:
        self.slot.held, self.slot.id, self.slot.code = True, None, ""
        self.problem = {
            "kind": "deleted", "choices": [
                {"action": "keep", "label": "Keep it (save it again)"},
                {"action": "close", "label": "Close it"}],
            "text": ("This game was deleted in another tab. It stays open here, but it is "
                     "not saved again unless you keep it.")}

    def autosave(self, board: JSON | None = None) -> None:
        """Write the game under its id when its link changed (a new id the first time),
        by compare-and-write: when another tab played this save on since this tab wrote
        or read it, this copy goes to a new id (both kept); when another tab deleted it,
        it is not re-created (the player chooses). ``board``: the game's view model when
        the caller has it already: unused, a save is made from the game itself). A change
        is marked saved only once the store took it: a store that refused (full) is tried
        again at the next action, a finished game's new review too."""
        game, code = self.game, self.link()
        if game is None or code is None or self.slot.held or (
                code == self.slot.code and not self.seating.changed
                and not self.review_changed):
            return
        for _ in range(3):  # a new id taken by another tab meanwhile: try the next one
            if self.slot.id is None:
                root = record_id(self._need_record())
                self.slot.forked_at = self._fork_point(root)
                self.slot.id, expect = self.saves.fresh_id(root), None
                if self.problem and self.problem["kind"] == "older":
                    self.problem = None
                    self.info = "Saved as a separate game; your other save is unchanged."
            else:
                expect = self.slot.code or None
            result = self.saves.put(self._entry(self._need_record(), code), expect)
            if result == SAVED:
                self.slot.code = code
                self.seating.changed = self.review_changed = False
                return
            if result == DELETED:
                self._deleted_elsewhere()
                return
            if result != CHANGED:
                return  # the store refused: saves.problem says why; tried again next move
            if self.slot.id is not None and self.saves.stored_code(self.slot.id) == code:
                self._same_elsewhere(code)
                return
            self.saves.reload()
            self.slot.id = None
            self.info = ("This game was played on in another tab: this copy is saved as a "
                         "separate game.")

    def _entry(self, played: Record, code: str) -> JSON:
        """What a save holds: the link, its game, who plays each seat, and what Your games
        shows (from the game's faces: its progress line and its own fields)."""
        game, faces = played.game, played.faces
        d = game.decision()
        return {"id": self.slot.id, "root": record_id(played), "code": code,
                "game": faces.info.id, "name": faces.info.name,
                "progress": faces.progress(game), **faces.save_fields(game),
                "players": game.setup.players, "names": list(played.names),
                "seed": game.setup.seed, "over": game.is_over,
                "next": d.player if d else None, "moves": len(game.moves),
                "totals": [sheet["total"] for sheet in game.scores()],
                **self.seating.save_fields(),
                "last": last_words(played),
                "forked_at": self.slot.forked_at, "played_here": self.slot.played_here,
                **({"review": self.review} if self.review is not None else {})}

    def _fork_point(self, root: str) -> int | None:
        """A new save of a game already saved here: how many moves it shares with the
        copy it went another way from (None when it is the first copy)."""
        shared = None
        record = self._need_record()
        for _, saved in self._saved_copies(root):
            n = shared_moves(record, saved)
            shared = n if shared is None else max(shared, n)
        return shared

    def games(self) -> list[JSON]:
        """Your games, with the copies of one game told apart: which copy is ahead (the
        most moves) and where each forked. A save's review stays out (the list does not
        show it, and it is checked when its game opens). Each says the unit its game's
        scores are written in (a save without a ``game`` is Fields of Arle's), and the
        date of a daily game (``daily``)."""
        units = {g.id: g.unit for g in games()}
        listing = [{**{k: v for k, v in e.items() if k != "review"},
                    "unit": units.get(str(e.get("game", DEFAULT.id)), DEFAULT.unit),
                    "daily": day_of_save(e)}  # a daily game: the date it is of
                   for e in self.saves.listing()]
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

    def _saved_copies(self, root: str) -> Iterator[tuple[JSON, list[str]]]:
        """The saves of one game (setup id ``root``) with their moves as items;
        saves that cannot be read, or are not the open game's game, are skipped (and
        kept)."""
        info = self._need_record().faces.info
        for entry in self.saves.with_root(root):
            if isinstance(entry.get("moves"), bool) or not isinstance(entry.get("moves"), int):
                continue
            try:
                yield entry, saved_items(entry, info)
            except BadGameCode:
                continue

    def _saved_match(self, root: str) -> tuple[JSON, str, int] | None:
        """The saved game closest to the open game (a link's) of the same setup: the same
        moves, else one it continues, else one that continues it, else one that went another
        way. Saves that cannot be read are skipped (and kept). Moves are compared as the
        items of their links, so no saved game is replayed; the count is the save's."""
        rank = {"same": 0, "newer": 1, "older": 2, "other": 3}
        best: tuple[tuple[int, int], JSON, str, int] | None = None
        mine = items(self._need_record())
        for entry, saved in self._saved_copies(root):
            rel = relation(saved, mine)
            moves = entry["moves"]
            order = (rank[rel], -moves)
            if best is None or order < best[0]:
                best = (order, entry, rel, moves)
        return None if best is None else best[1:]

