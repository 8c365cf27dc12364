"""Agricola's faces for game-independent clients (``gamekit.registry``): the page's seats,
saves, links, story and review reach the engine through ``FACES`` only."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from gamekit import BadGameCode, IllegalMove
from gamekit.notation import BREAK
from gamekit.registry import AGRICOLA, Faces

from . import codec, history, view
from .data import CATEGORIES, HARVEST_ROUNDS, MAJORS, ROUNDS, SCORE_STEPS
from .game import SPACES, Game, new_game
from .notation import NOTATION
from .state import MAX_SEED

JSON = dict[str, Any]


def _new(players: int, seed: int, names: Sequence[str] | None,
         options: Mapping[str, Any]) -> Game:
    """A game from the setup form's two switches (the family facts' open questions) and
    the players' names (the link carries them)."""
    flags = {f["name"]: bool(options.get(f["name"], f["default"])) for f in AGRICOLA.setup}
    return new_game(players, seed, names=names, **flags)


def _names(game: Game) -> list[str]:
    """The names the game holds; none ([]) when no seat is named (a link of format 1 or
    2, or a game begun without names): then a save's names, or "Player N", are shown."""
    return game.setup.shown_names() if any(game.setup.names) else []


def _link(game: Game, offered_keys: Sequence[Sequence[str]]) -> str:
    return codec.encode_moves(game.setup, game.moves, offered_keys)


def progress(game: Game) -> str:
    """"Round 8 of 14 · harvest after round 9 · 12 VP to 9 VP"."""
    totals = " to ".join(f"{s['total']} VP" for s in game.scores())
    if game.is_over:
        return f"Game over · {totals}"
    harvest = min(r for r in HARVEST_ROUNDS if r >= game.round)
    when = ("harvest after this round" if harvest == game.round
            else f"harvest after round {harvest}")
    return f"Round {game.round} of {ROUNDS} · {when} · {totals}"


def _start_line(game: Game, seats: Sequence[str]) -> str:
    if game.setup.players == 1:
        return ""
    return f"The start player was drawn: {seats[game.setup.start_player]} begins."


def _winners(game: Game) -> list[int]:
    return game.winners() if game.is_over else []


def _section(sid: str, title: str, text: list[str]) -> JSON:
    return {"id": sid, "heading": "Agricola (family game)", "title": title, "text": text,
            "anchors": []}


def rules() -> list[JSON]:
    """The rules panel, from the engine's own tables: the action spaces, the Major
    Improvements and the score sheet's steps."""
    spaces = [s.label for s in SPACES.values()]
    majors = [f"{m.name}: {', '.join(f'{n} {g}' for g, n in m.cost)}; {m.points} points"
              for m in MAJORS.values()]
    steps = [f"{c}: 1 point from {t[0]}, up to 4 points from {t[-1]}; -1 point below"
             for c, t in SCORE_STEPS.items()]
    return [
        _section("rounds", "The rounds",
                 [f"{ROUNDS} rounds; a harvest after rounds "
                  f"{', '.join(str(r) for r in sorted(HARVEST_ROUNDS))}: fields, feeding "
                  "(2 food a family member, 1 a newborn; begging cards for what is missing), "
                  "breeding."]),
        _section("spaces", "Action spaces", spaces),
        _section("majors", "Major Improvements", majors),
        _section("scoring", "Scoring", [*steps, "Unused spaces -1 each; fenced stables 1; "
                                        "clay rooms 1, stone rooms 2; family members 3; "
                                        "begging cards -3; improvements their points."]),
    ]


def _view(game: Game, _preview: bool, _settle: Callable[[Any], None] | None) -> JSON:
    return view.view(game)


FACES = Faces(
    info=AGRICOLA, game_type=Game, illegal_move=IllegalMove, bad_code=BadGameCode,
    new_game=_new, decode=codec.decode, link=_link, offered=codec.offered, read=codec.read,
    items_of=lambda key: list(NOTATION.facts(key)), break_item=BREAK,
    view=_view, chronicle=history.Chronicle, tell=history.tell, history=history.by_round,
    names=_names,
    winners=_winners,
    categories=lambda _game: [{"key": c, "label": c.capitalize()} for c in CATEGORIES],
    score_course=lambda chronicle: chronicle.round_scores,  # type: ignore[attr-defined]
    progress=progress, start_line=_start_line, rules=rules,
    setup_fields=lambda: [dict(f) for f in AGRICOLA.setup], ai_module="agricola_core.ai",
    review_module=None,
    seed_range=(0, MAX_SEED), version=codec.FORMAT.version,
    save_fields=lambda game: {"round": game.round, "of": ROUNDS},
    options=lambda game, _same: {f["name"]: getattr(game.setup, f["name"])
                                 for f in AGRICOLA.setup},
)
