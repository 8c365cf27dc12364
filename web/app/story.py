"""What the page tells about the game, drawn from the engine's record of each move (its
faces' ``tell``): the story since a device last saw the game, the highlight of what
just changed, the game history, and the game-end summary. Pure Python (tested in CPython).

One mechanism for both highlights: ``changes(records)`` gives the lines and the board
elements of some moves — the moves the last click played, or the opponent's turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.links import MoveRecord, Record
from gamekit.history import NO_ONE
from gamekit.registry import DEFAULT

JSON = dict[str, Any]
MAX_STORY_LINES = 30  # the rest is in the history


def changes(played: Record, records: Sequence[MoveRecord]) -> JSON:
    """The lines the moves say (with who said them) and every board element they
    touched, each once: the story and the highlight read the same record."""
    names, tell = played.names, played.faces.tell
    lines = [{"player": ln.player, "name": names[ln.player] if ln.player != NO_ONE else "",
              "text": ln.text,
              "move": ln.move, "elements": list(ln.elements)}
             for r in records for ln in tell(r)]
    elements = list(dict.fromkeys(e for r in records for e in r.elements()))
    return {"lines": lines[-MAX_STORY_LINES:], "earlier": max(0, len(lines) - MAX_STORY_LINES),
            "elements": elements,
            "from": records[0].number if records else None,
            "to": records[-1].number if records else None}


def start_line(played: Record) -> str:
    """Who begins (drawn at setup), announced once."""
    return played.faces.start_line(played.game, played.names)


def last_words(played: Record) -> str:
    """The last thing said in the game, for the saved games list ("Ben: built a Stall")."""
    for r in reversed(played.records):
        lines = played.faces.tell(r)
        if lines:
            ln = lines[-1]
            return f"{played.names[ln.player]}: {ln.text}"
    return ""


def tie_break(played: Record) -> str:
    """How the one winner was found when the best totals tie (the game's rule, e.g. Fields
    of Arle's "The End of the Game and the Winner": the player who would start a 10th
    half-year wins); "" when no tie was broken."""
    game, faces = played.game, played.faces
    winners = faces.winners(game)
    totals = [s["total"] for s in game.scores()]
    best = max(totals)
    if len(winners) != 1 or totals.count(best) < 2 or not faces.tie_break:
        return ""
    winner = played.names[winners[0]]
    return f"Tied at {fmt(best)} {faces.info.unit}: {winner} wins {faces.tie_break}."


def fmt(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def end_summary(played: Record, best_before: float | None) -> JSON | None:
    """The game-end screen: winner (the first of those who share the win; ``winners``: all
    of them) and the tie-break when it decided, the score sheets by the game's categories,
    each player's score after every half-year or round (the chart), and for solo the
    rulebook's yardstick (when the game has one) and the best score on this device."""
    game, faces = played.game, played.faces
    if not game.is_over:
        return None
    sheets = game.scores()
    winners = faces.winners(game)
    out: JSON = {
        "winner": winners[0] if winners else None, "winners": winners,
        "names": list(played.names), "tie_break": tie_break(played), "unit": faces.info.unit,
        "categories": faces.categories(game),
        "sheets": sheets,
        "chart": [{faces.info.period: n + 1, "scores": [dict(s) for s in row]}
                  for n, row in enumerate(faces.score_course(played.chronicle))],
    }
    if game.setup.players == 1:
        total = sheets[0]["total"]
        yardstick, quote = faces.solo_yardstick or (None, "")
        out["solo"] = {"yardstick": yardstick, "total": total,
                       "remarkable": yardstick is not None and total >= yardstick,
                       "best_before": best_before,
                       "new_best": best_before is None or total > best_before,
                       "quote": quote}
    return out


def best_solo_score(games: Sequence[JSON], except_id: str | None,
                    game_id: str = DEFAULT.id) -> float | None:
    """The best finished solo score of one game among the saved games (this device; a
    save without a ``game`` is the default game's, as a link without a tag)."""
    totals = [float(g["totals"][0]) for g in games
              if g.get("over") and g.get("players") == 1 and g.get("id") != except_id
              and g.get("game", DEFAULT.id) == game_id
              and isinstance(g.get("totals"), list) and g["totals"]]
    return max(totals) if totals else None
