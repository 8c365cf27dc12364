"""The turn rules of the seats (who plays each is the session's ``Seating``,
``app/seating.py``): when this device must wait, when a turn is over, and how far undo
may go back (see ``app/session.py``).
"""

from __future__ import annotations

from app.links import next_player, seat_aside
from app.seating import BY_COMPUTER, BY_LINK, COMPUTER, HERE, HOTSEAT, LINK, is_computer_name
from app.state import JSON, SessionState
from app.story import start_line


class Seats(SessionState):
    """Choosing a seat, ending a turn, sending the link; what may be undone or played."""

    def choose_seat(self, arg: str) -> None:
        """Answer "Who are you?": a seat ("0", "1") plays by link; "hotseat" plays both
        here. The story then tells what happened since that seat last chose."""
        game = self._need_record().game
        players = game.setup.players
        people = self.people_seats()
        if arg == HOTSEAT:  # every person here; the computer's seats played here by it
            self.seating.assign([HERE if i in people else BY_COMPUTER for i in range(players)])
        else:
            seat = int(arg)
            if seat not in range(players):
                raise ValueError(f"no seat {seat} in this game")
            if seat not in people:
                self.notice = f"{self.names[seat]} is the computer's seat: choose yours."
                return
            self.take_seat(seat)
        self.seating.changed = True  # the seat is saved with the game
        if self.seating.seat is not None:
            mine = [i for i, (m, f) in enumerate(zip(self.movers, self.forced, strict=True))
                    if m == self.seating.seat and not f]
            self._show("story", mine[-1] + 1 if mine else 0)

    def take_seat(self, seat: int) -> None:
        """This device plays ``seat`` of a game opened by link: the other people's seats by
        link, and the computer's seats here, by the computer. A link carries no level: the
        computer plays at its default one."""
        people = self.people_seats()
        self.seating.assign([HERE if i == seat else BY_LINK if i in people else BY_COMPUTER
                             for i in range(len(self.names))])

    def computers_played_here(self) -> None:
        """A seat named as the page names a computer's seat is the computer's wherever its
        link is opened (no person claims it in "Who are you?"): a seat saved as played by
        link under such a name is played here by the computer, once this device has a seat
        of its own (a save made before the computer's seats went on playing on the device
        that opened their link, which waited for "Computer" forever)."""
        seating, people = self.seating, self.people_seats()
        if seating.seat is None or not any(
                w == BY_LINK and i not in people for i, w in enumerate(seating.who)):
            return
        seating.assign([BY_COMPUTER if w == BY_LINK and i not in people else w
                        for i, w in enumerate(seating.who)], seating.levels)

    def people_seats(self) -> list[int]:
        """The seats "Who are you?" offers: each seat but the computer's (known by the
        name the page gave it, :func:`app.seating.is_computer_name`)."""
        return [i for i, name in enumerate(self.names) if not is_computer_name(name)]

    def end_turn(self) -> None:
        """Hot-seat: the player confirms the end of their turn (nothing before can be
        undone now), and the next player sees what happened in it."""
        if not self.hands_over():
            self.notice = "Your turn is not over yet."
            return
        game = self._need_record().game
        self.seating.locked = len(game.moves)
        nxt = self._next_player()
        theirs = [i for i, (m, f) in enumerate(zip(self.movers, self.forced, strict=True))
                  if m == nxt and not f]
        self._show("story", theirs[-1] + 1 if theirs else 0)


    def computer_seat(self) -> int | None:
        """The computer's seat that moves now, else its first (None: no computer)."""
        game, seats = self.game, self.seating.computers()
        nxt = self._next_player()
        if game is not None and nxt in seats:
            return nxt
        return seats[0] if seats else None

    def _next_player(self) -> int | None:
        game = self.game
        return next_player(game) if game is not None else None

    def computer_to_move(self) -> bool:
        nxt = self._next_player()
        return nxt is not None and nxt in self.seating.computers()

    def sent(self) -> None:
        """By link: the link was shared or copied; after a finished turn, that turn is
        over (nothing before can be undone)."""
        moves = len(self._need_record().game.moves)
        if self.turn_ended():
            self.seating.locked = moves
        self.seating.sent_at = moves


    def undo_point(self, moves: int | None = None) -> int | None:
        """How many moves to keep for one undo step from the game after ``moves`` moves
        (all of them when not given); None: nothing may be undone.

        Steps back over forced moves to the last move the player chose. In a 2-player
        game only moves after ``locked`` (not yet sent or confirmed) may be undone, and by
        link only this device's seat's own.
        """
        return None if self.undo_refusal(moves) else self._last_choice(moves)

    def undo_refusal(self, moves: int | None = None) -> str:
        """Why one undo step from the game after ``moves`` moves is not allowed, in words
        ("" when it is)."""
        game = self.game
        if game is None:
            return "There is no game to undo."
        n = len(game.moves) if moves is None else moves
        i = self._last_choice(n)
        if i is None:
            return "Nothing before this point was chosen by a player."
        if game.setup.players == 1:
            return ""
        names, who, seating = self.names, self.movers[i], self.seating
        computer_since = any(seating.who[m] == BY_COMPUTER for m in self.movers[i:n] if m >= 0)
        if seating.mode == COMPUTER and (computer_since or not seating.plays_here(who)
                                         or (i < seating.locked and not seating.several_here())):
            return "The computer has moved since: your turn before it stays played."
        if i < seating.locked:
            if seating.several_here():
                return f"{names[who]}'s turn was ended (End turn): it stays played."
            return "Those moves were sent or came by link: they stay played."
        if seating.mode in (LINK, COMPUTER) and not seating.plays_here(who):
            return f"That was {names[who]}'s move: this device plays {names[seating.seat or 0]}."
        if any(m != who for m, f in zip(self.movers[i:n], self.forced[i:n], strict=True)
               if not f):
            return "Another player has chosen since: that turn stays played."
        return ""

    def _last_choice(self, moves: int | None) -> int | None:
        """The index of the last move a player chose among the first ``moves`` (None:
        only forced moves)."""
        i = (len(self.forced) if moves is None else moves) - 1
        while i >= 0 and self.forced[i]:
            i -= 1
        return i if i >= 0 else None

    def turn_ended(self) -> bool:
        """A 2-player turn is over (the other player must decide) but not yet sent or
        confirmed: its player may still undo it."""
        game = self.game
        if game is None or game.setup.players < 2 or game.is_over:
            return False
        chooser = self.last_chooser()
        return (len(game.moves) > self.seating.locked and chooser is not None
                and chooser != self._next_player())

    def hands_over(self) -> bool:
        """A turn is over and the next player is another person on this device: the device
        waits for "End turn" (until then the turn may be undone, after it not)."""
        nxt = self._next_player()
        return (self.seating.several_here() and nxt is not None and self.seating.plays_here(nxt)
                and self.turn_ended())

    def refusal(self) -> str:
        """Why this device may not play the pending decision now ("" when it may)."""
        game = self.game
        if game is None or game.is_over or self.seating.mode not in (LINK, COMPUTER):
            return ""
        names = self.names
        nxt = self._next_player()
        if self.computer_to_move() and nxt is not None:
            return f"It is {names[nxt]}'s turn: the computer plays it."
        if self.seating.seat is None:
            return "Who are you? Choose your seat first."
        if nxt is not None and not self.seating.plays_here(nxt):
            return (f"It is {names[nxt]}'s turn: this device plays {names[self.seating.seat]}. "
                    f"Send {names[nxt]} the link.")
        return ""

    def hold_reason(self) -> str:
        """Why the decision's options are not offered on this page now ("" if they are):
        another seat decides, or a hot-seat turn waits for "End turn"."""
        if self.refusal():
            return self.refusal()
        if self.hands_over():
            nxt = self._next_player()
            return f"Turn over: hand the device to {self.names[nxt or 0]}."
        return ""

    def last_chooser(self) -> int | None:
        """Who chose the last move that was not forced (None: nobody yet)."""
        for mover, forced in zip(reversed(self.movers), reversed(self.forced), strict=True):
            if not forced:
                return mover if mover >= 0 else None
        return None


    def _seats_model(self) -> JSON:
        """Who sits where, whether this device waits, and whether a turn awaits its end."""
        game = self.game
        out: JSON = {"mode": self.seating.mode, "seat": self.seating.seat, "ask_seat": False,
                     "waiting": None, "turn_ended": False, "hand_over": False, "start": "",
                     "computer": None}
        if game is None:
            return out
        names = self.names
        nxt = self._next_player()
        cs = self.computer_seat()
        if cs is not None:
            out["computer"] = {"seat": cs, "name": names[cs], "level": self.seating.levels[cs],
                               "to_move": self.computer_to_move()}
        out["seats"] = [{"name": names[i], "aside": seat_aside(names, i), "who": w,
                         "level": self.seating.levels[i] if w == BY_COMPUTER else None,
                         "to_move": i == nxt} for i, w in enumerate(self.seating.who)]
        out["start"] = start_line(self._need_record())
        if self.seating.mode == LINK:
            out["ask_seat"] = self.seating.seat is None and not game.is_over
            out["seat_choices"] = self.people_seats()  # "Who are you?": never the computer
        seat = self.seating.seat
        # another person's turn, on their own device (a game with computer seats too)
        if seat is not None and nxt is not None and self.seating.who[nxt] == BY_LINK:
            out["waiting"] = {"player": nxt, "name": names[nxt],
                              "sent": self.seating.sent_at == len(game.moves)}
        out["turn_ended"] = self.turn_ended()
        out["hand_over"] = self.hands_over()
        return out

