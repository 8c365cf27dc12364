"""What the page tells about the game, drawn from the engine's record of each move
(``arle_core.history``): the story since a device last saw the game, the highlight of what
just changed, the game history, and the game-end summary. Pure Python (tested in CPython).

One mechanism for both highlights: ``changes(records)`` gives the lines and the board
elements of some moves — the moves the last click played, or the opponent's turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engines import engine_of
from arle_core import Game
from arle_core.history import MoveRecord

JSON = dict[str, Any]
MAX_STORY_LINES = 30  # the rest is in the history
# The Solo Game Variant: "We consider 110 Victory Points a remarkable score."
SOLO_YARDSTICK = 110


def changes(game: Game, records: Sequence[MoveRecord]) -> JSON:
    """The lines the moves say (with who said them) and every board element they
    touched, each once: the story and the highlight read the same record."""
    names = game.setup.names
    lines = [{"player": ln.player, "name": names[ln.player], "text": ln.text,
              "move": ln.move, "elements": list(ln.elements)}
             for r in records for ln in engine_of(game).history.tell(r)]
    elements = list(dict.fromkeys(e for r in records for e in r.elements()))
    return {"lines": lines[-MAX_STORY_LINES:], "earlier": max(0, len(lines) - MAX_STORY_LINES),
            "elements": elements,
            "from": records[0].number if records else None,
            "to": records[-1].number if records else None}


def start_line(game: Game) -> str:
    """The start player, drawn at setup ("Preparations"), announced once."""
    if game.setup.players == 1:
        return ""
    return f"The start player was drawn: {game.setup.names[game.setup.start_player]} begins."


def last_words(game: Game, records: Sequence[MoveRecord]) -> str:
    """The last thing said in the game, for the saved games list ("Ben: built a Stall")."""
    for r in reversed(records):
        lines = engine_of(game).history.tell(r)
        if lines:
            ln = lines[-1]
            return f"{game.setup.names[ln.player]}: {ln.text}"
    return ""


def tie_break(game: Game) -> str:
    """How the winner was found when the totals tie ("The End of the Game and the
    Winner": the player who would start a 10th half-year wins)."""
    sheets = game.scores()
    winner = game.winner()
    if winner is None or game.setup.players < 2 or sheets[0]["total"] != sheets[1]["total"]:
        return ""
    return (f"Tied at {fmt(sheets[0]['total'])} VP: {game.setup.names[winner]} wins as the "
            "player who would start a tenth half-year.")


def fmt(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def end_summary(game: Game, categories: Sequence[JSON],
                half_year_scores: Sequence[Sequence[dict[str, float]]],
                best_before: float | None) -> JSON | None:
    """The game-end screen: winner (and the tie-break when it decided), the score sheets
    by category (``categories``: the view model's), each player's score after every
    half-year (the chart), and for solo the rulebook's yardstick and the best score on this
    device."""
    if not game.is_over:
        return None
    sheets = game.scores()
    names = list(game.setup.names)
    winner = game.winner()
    out: JSON = {
        "winner": winner, "names": names, "tie_break": tie_break(game),
        "categories": [{"key": c["key"], "label": c["label"]} for c in categories],
        "sheets": sheets,
        "chart": [{"half_year": n + 1, "scores": [dict(s) for s in row]}
                  for n, row in enumerate(half_year_scores)],
    }
    if game.setup.players == 1:
        total = sheets[0]["total"]
        out["solo"] = {"yardstick": SOLO_YARDSTICK, "total": total,
                       "remarkable": total >= SOLO_YARDSTICK,
                       "best_before": best_before,
                       "new_best": best_before is None or total > best_before,
                       "quote": ("We consider 110 Victory Points a remarkable score. "
                                 "(The Solo Game Variant)")}
    return out


def best_solo_score(games: Sequence[JSON], except_id: str | None) -> float | None:
    """The best finished solo score among the saved games (this device)."""
    totals = [float(g["totals"][0]) for g in games
              if g.get("over") and g.get("players") == 1 and g.get("id") != except_id
              and isinstance(g.get("totals"), list) and g["totals"]]
    return max(totals) if totals else None
