"""Where the open game is saved on this device: one component of the session
(``app/session.py``), owning what the page knows of the open game's save. Written by
``app/sync.py`` (autosave, other tabs) and set by opening, starting and forking a game."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Slot:
    """The open game's save."""

    id: str | None = None  # the save this game is written to (None: not yet)
    code: str = ""  # the link text last written under ``id`` (or opened)
    held: bool = False  # another tab deleted this game: not saved again unless kept
    forked_at: int | None = None  # a copy that went another way: the moves in common
    # every move of the game was played on this device (none came by link): only such a
    # game counts as the player's own (Today's game: best score and streak)
    played_here: bool = True

    def unsaved_copy(self) -> Slot:
        """The slot of a copy of the open game (a fork), not saved yet: its moves come
        from the same places."""
        return Slot(played_here=self.played_here)
