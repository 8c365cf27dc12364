"""Learn to play Agricola: a guided first game, two players, the learner against the casual
computer. Two players, not solo: it is the rulebook's ordinary game (2 food a person at a
harvest, food to start with; the solo game has its own harsher numbers), and a space the
other player takes first is closed for the round, which is what placing people is about.
The casual level, so a first game can be won; the learner is the start player, so the
first choice is theirs.

The coach stays for the rounds up to the first harvest (``GUIDED_ROUNDS``): at each of the
learner's decisions it says what the phase and the decision are; at the first placement
of a round what happened since the last (everyone came home, a card was revealed, the
piles grew); each kind of action the first time it comes (its round card revealed, or the
learner's first use of it); before the harvest what feeding will take, with the learner's
own numbers; and, during the harvest, the feeding and breeding. The page adds a suggested
option with its reason (the strong level's hint, asked in the AI worker as the Hint button
does). Once the harvest is over come the closing lessons, one page each (what the harvest
did, the score sheet, how the game ends), then goodbye, and the game goes on as an
ordinary one against the same computer. The player may leave the guide at any time.

The guide belongs to the session, not to the game record: the game is an ordinary game
from its first move (saved, linked and reopened as any other). The words are
``agricola_core.guide_text``'s; the numbers are the engine's view model's.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from agricola_core.data import CATEGORIES, HARVEST_ROUNDS
from agricola_core.game import SPACES, Game
from agricola_core.guide_text import (
    ACTION_LESSONS,
    DECISION_LESSONS,
    DECISION_TEXTS,
    DEFAULT_DECISION,
    GAME_END,
    GOODBYE,
    GUIDED_ROUNDS,
    HARVEST_AHEAD,
    HARVEST_DONE,
    LEARNER,
    PHASE_TEXTS,
    ROUND_BEGINS,
    ROUND_ONE,
    ROUNDS,
    SCORE_SHEET,
    SPACE_KINDS,
)
from agricola_core.view_board import feeding
from agricola_core.view_text import CATEGORY_HELP, SPACE_HELP
from app.links import Record
from app.seating import BY_COMPUTER, DEFAULT_LEVEL, HERE
from app.state import JSON

GAME_ID = "agricola"
PLAYERS = 2
OPPONENT_LEVEL = "casual"
# no names: the learner's seat is "Player 1" (a name such as "You" would read wrongly in
# the page's sentences, "You begins"), the computer's "Computer" (the shell names it)
NAMES = ("", "")
BEGGING_POINTS = 3
END_PAGES = ("harvest_done", "score_sheet", "game_end")  # then the goodbye
HAND_OVER = "Play on"  # the goodbye's button: the game goes on against the computer
# The order in which the kinds of action on the board are taught, when a placement has no
# lesson of its own: the simplest first.
BOARD_KINDS = ("pile", "start_player", "choose", "build", "stable_bake", "plow", "goods")


# The deals a guided game is drawn from: on each, a learner who takes every suggestion
# (the strong level's hint) against the casual computer plows and sows a field before the
# first harvest, builds no stable before a field and feeds the family without begging, so
# the lessons of sowing and of the harvest show what they say. Of deals 1 to 60 only these
# do so with today's strong level (the others sow nothing before the harvest, and on 33 a
# stable comes before any field). tests/test_agricola_coach.py plays every one of them
# (the slow tests): a change of the strong level is checked here too.
GUIDE_DEALS: tuple[int, ...] = (12, 17, 38, 41, 50)


def learn(session: Any) -> Guide:
    """Start a guided game (the learner, seat 0 and start player, against the casual
    computer; a deal drawn from ``GUIDE_DEALS``) in the shell's ``session``, and its guide
    (what ``GameInfo.guide`` names)."""
    session.start(GAME_ID, PLAYERS, random.choice(GUIDE_DEALS),
                  {"start_player": LEARNER}, list(NAMES), [HERE, BY_COMPUTER],
                  [DEFAULT_LEVEL, OPPONENT_LEVEL])
    return Guide(session.played)


@dataclass
class Guide:
    """The guide of a "Learn to play" game: the game it guides (``record``, the record
    itself: another game is not guided), the page of its closing lessons, and the lessons
    taught once (``taught``: each lesson's key and the number of moves it was first shown
    at, so it stays on that decision, comes again after an undo to before it, and not
    after)."""

    record: Record
    page: int = 0
    taught: dict[str, int] = field(default_factory=dict)

    def next(self) -> None:
        """The next of the closing lessons (the score sheet, the game's end, goodbye)."""
        self.page = min(self.page + 1, len(END_PAGES))

    def model(self, game: Game) -> JSON:
        """The coach's box for the guided game as it stands."""
        if game.is_over or game.round > GUIDED_ROUNDS:
            if self.page >= len(END_PAGES):
                title, text = GOODBYE
                return {"goodbye": True, "title": title, "text": text, "done": HAND_OVER}
            return {"goodbye": False, "closing": True, "page": self.page + 1,
                    "pages": len(END_PAGES), "done": HAND_OVER,
                    "lesson": END_LESSONS[END_PAGES[self.page]](game, self.record)}
        d = game.decision()
        title, text = PHASE_TEXTS[game.phase]
        mine = d is not None and d.player == LEARNER
        return {
            "goodbye": False, "closing": False,
            "step": f"Round {game.round} of {GUIDED_ROUNDS} with the guide",
            "phase": title, "phase_text": text,
            "decision": d.prompt if d is not None else "",
            "decision_text": DECISION_TEXTS.get(d.kind, DEFAULT_DECISION) if d else "",
            "player": d.player if d is not None else None,
            # the suggestion is for the learner's decisions, not the computer's
            "suggest": mine,
            "lesson": self._lesson(game) if mine else None,
        }

    def _once(self, key: str, game: Game) -> bool:
        """Whether the lesson ``key`` is to be shown now: never shown yet (then it is from
        now on this decision's), or first shown at this very decision."""
        moves = len(game.moves)
        first = self.taught.get(key)
        if first is None or first > moves:  # (an undo went back before it)
            self.taught[key] = moves
            return True
        return first == moves

    def _lesson(self, game: Game) -> JSON | None:
        """The lesson for the learner's decision, if any: the harvest's while it is held,
        an action's or a decision's the first time it comes, a round's at its first
        placement, the coming harvest before it, or a kind of action on the board."""
        d = game.decision()
        assert d is not None
        if d.kind == "feed":
            return _feed_lesson(game)
        if d.kind in DECISION_LESSONS:
            return self._taught_decision(d.kind, game)
        if d.kind in ("parts", "resource"):
            sid = game.stack[-1].args.get("space") or game.moves[-1].removeprefix("space:")
            kind = SPACE_KINDS[sid]
            return _action_lesson(kind, sid) if self._once(f"action:{kind}", game) else None
        f = game.farmers[LEARNER]
        if f.people == f.members - f.newborns and self._once(f"round:{game.round}", game):
            return self._round_lesson(game)
        if _harvest_near(game):
            return _harvest_lesson(game)
        for kind in BOARD_KINDS:  # the first kind of a free space not taught yet
            spaces = [sid for sid in game.open
                      if SPACE_KINDS[sid] == kind and sid not in game.occupied]
            if spaces and self._once(f"action:{kind}", game):
                return _action_lesson(kind, spaces[0], game)
        return None

    def _taught_decision(self, kind: str, game: Game) -> JSON | None:
        if not self._once(f"decision:{kind}", game):
            return None
        title, text = DECISION_LESSONS[kind]
        return {"key": f"decision-{kind}", "title": title, "text": text, "lines": []}

    def _round_lesson(self, game: Game) -> JSON:
        """What a round's start brought: the phases (round 1), or the card revealed with
        the lesson of its kind of action (taught now), and the piles on the board."""
        card = game.cards[game.round - 1]
        lines = [SPACE_HELP[card], _piles(game)]
        if game.round == 1:
            title, text = ROUND_ONE
            text = text.format(rounds=ROUNDS)
            lines[0] = f"This round's card: {SPACES[card].label}. {SPACE_HELP[card]}"
            lines.insert(0, "You place first, then the computer, one person at a time: a "
                            "space it takes first is closed to you this round.")
        else:  # the card's kind of action, taught now
            kind = SPACE_KINDS[card]
            self._once(f"action:{kind}", game)
            name, lesson = ACTION_LESSONS[kind]
            title, text = ROUND_BEGINS
            title = title.format(round=game.round, card=SPACES[card].label)
            text = text.format(lesson=f"{name}: {lesson}")
        if _harvest_near(game):
            lines.append(_fed(game)["label"])
        return {"key": "round", "title": title, "text": text, "lines": lines}


def _harvest_near(game: Game) -> bool:
    """Whether the next harvest comes at the end of this round or the next (the coach
    then teaches it with the learner's numbers)."""
    return min(r for r in HARVEST_ROUNDS if r >= game.round) - game.round <= 1


def _action_lesson(kind: str, sid: str, game: Game | None = None) -> JSON:
    """A kind of action: why it matters, what its space does; on the board (``game``
    given), every space of that kind with what lies on it."""
    title, text = ACTION_LESSONS[kind]
    if game is None:
        lines = [f"{SPACES[sid].label}: {SPACE_HELP[sid]}"]
    else:
        spaces = [s for s in game.open if SPACE_KINDS[s] == kind and s not in game.occupied]
        lines = [f"Free now: {', '.join(_space_now(game, s) for s in spaces)}."]
    return {"key": f"action-{kind}", "title": title, "text": text, "lines": lines}


def _space_now(game: Game, sid: str) -> str:
    """A space with its pile: "Fishing (2 food)"."""
    pile = ", ".join(f"{n} {good}" for good, n in game.stock.get(sid, {}).items() if n)
    return SPACES[sid].label + (f" ({pile})" if pile else "")


def _piles(game: Game) -> str:
    """The piles on the board now: "The piles now: 3 wood: 4 wood; Fishing: 2 food"."""
    shown = [_space_now(game, sid) for sid in game.open if any(game.stock.get(sid, {}).values())]
    return "The piles now: " + ", ".join(shown) + "."


def _fed(game: Game) -> JSON:
    """The view model's feeding forecast for the learner (the next harvest's, or the one
    being held: there is one until the game is over)."""
    fed = feeding(game, LEARNER)
    assert fed is not None
    return fed


def _people(n: int, rate: int) -> str:
    return f"{n} {'person' if n == 1 else 'people'} × {rate}"


def _need_line(game: Game, seat: int, fed: JSON) -> str:
    """"You need 4 food: 2 people × 2." (a newborn eats 1 at the harvest of its round)."""
    f = game.farmers[seat]
    born = f.newborns if fed["round"] == game.round else 0
    adults = f.members - born
    rate = (fed["need"] - born) // adults
    said = _people(adults, rate) + (f", {born} newborn × 1" if born else "")
    return f"You need {fed['need']} food: {said}."


def _have_line(fed: JSON) -> str:
    """What the learner has towards it: food, crops, the field phase to come."""
    parts = [f"{fed['food']} food"]
    if fed["crops"]:
        parts.append(f"{fed['crops']} from grain and vegetables you can eat")
    if fed["fields"]:
        parts.append(f"{fed['fields']} from your fields at the field phase")
    if fed["crafts"]:
        parts.append(f"{fed['crafts']} from your craft buildings")
    return f"You have {', '.join(parts)}."


def _toward(fed: JSON) -> int:
    """The food the learner has towards feeding, the field phase to come included."""
    total: int = fed["food"] + fed["crops"] + fed["fields"] + fed["crafts"]
    return total


def _sum_line(fed: JSON, before: bool) -> str:
    """The learner's numbers in a line (shown while the rest is folded): "4 food needed,
    5 towards it: enough." or "… 2 short: 2 begging cards, −6 points"."""
    head = f"{fed['need']} food needed, {_toward(fed)} towards it"
    short = fed["short"]
    if not short:
        return f"{head}: enough."
    cards = f"{short} begging card{'s' * (short > 1)}, −{BEGGING_POINTS * short} points"
    cook = f" (cooking animals could give {fed['cooking']})" if fed["cooking"] else ""
    unless = ", unless you find more food" if before else ""
    return f"{head}: {short} short, {cards}{unless}{cook}."


def _harvest_lesson(game: Game) -> JSON:
    """The coming harvest: what feeding will take, with the learner's own numbers."""
    fed = _fed(game)
    title, text = HARVEST_AHEAD
    lines = [_sum_line(fed, True), _need_line(game, LEARNER, fed), _have_line(fed)]
    if fed["breeding"]:
        lines.append(fed["breeding"])
    return {"key": "harvest", "title": title.format(round=fed["round"]),
            "text": text.format(round=fed["round"]), "lines": lines,
            "status": "short" if fed["short"] else "ok"}


def _feed_lesson(game: Game) -> JSON:
    """Feeding, now: the learner's numbers as the harvest asks."""
    fed = _fed(game)
    title, text = PHASE_TEXTS["feeding"]
    lines = [_sum_line(fed, False), _need_line(game, LEARNER, fed), _have_line(fed)]
    return {"key": "feed", "title": title, "text": text, "lines": lines,
            "status": "short" if fed["short"] else "ok"}


def _harvest_done(game: Game, record: Record) -> JSON:
    """The first harvest, done: what it did for the learner (the field phase, what the
    family ate, the young), from the game's record."""
    title, text = HARVEST_DONE
    harvests = ", ".join(str(r) for r in sorted(HARVEST_ROUNDS))
    tell = record.faces.tell
    chronicle = record.records
    during = [r for r in chronicle if r.round == GUIDED_ROUNDS and r.phase != "work"]
    work = [r for r in chronicle if r.round == GUIDED_ROUNDS and r.phase == "work"]
    lines = []
    if work and work[-1].player != LEARNER:  # its move ran the field phase on your farm
        lines += [f"The field phase: {line.text}." for line in tell(work[-1])
                  if line.player == LEARNER]
    lines += [f"{line.text[:1].upper()}{line.text[1:]}." for r in during for line in tell(r)
              if line.player == LEARNER]
    begging = game.farmers[LEARNER].begging
    lines.append(f"Begging cards: {begging}, {BEGGING_POINTS * begging} points off at the end."
                 if begging else "No begging card: the whole family was fed.")
    return {"key": "harvest_done", "title": title, "text": text.format(harvests=harvests),
            "lines": lines}


def _score_sheet(game: Game, _record: Record) -> JSON:
    """The score sheet's categories, each with the learner's points now and what it
    counts."""
    title, text = SCORE_SHEET
    sheet = game.scores()[LEARNER]
    items = [{"label": _label(c), "vp": f"{points(sheet[c])} now",
              "help": _said_once(CATEGORY_HELP[c], _label(c))} for c in CATEGORIES]
    return {"key": "score_sheet", "title": title, "text": text,
            "lines": [f"{i['label']}: {i['vp']}. {i['help']}" for i in items], "items": items}


def _label(category: str) -> str:
    return category[:1].upper() + category[1:]


def _said_once(help_text: str, label: str) -> str:
    """A category's help without its name in front, which its label already says
    ("Fields: fewer than 2 …" → "Fewer than 2 …")."""
    rest = help_text.removeprefix(f"{label}: ")
    return rest[:1].upper() + rest[1:]


def points(n: int) -> str:
    """"−1 point", "3 points" (the minus sign, not a hyphen)."""
    return f"{n} point{'' if abs(n) == 1 else 's'}".replace("-", "−")


def _game_end(_game: Game, _record: Record) -> JSON:
    title, text = GAME_END
    return {"key": "game_end", "title": title, "text": text.format(rounds=ROUNDS), "lines": []}


END_LESSONS: Mapping[str, Callable[[Game, Record], JSON]] = {
    "harvest_done": _harvest_done, "score_sheet": _score_sheet, "game_end": _game_end}
