"""Fields of Arle's faces for game-independent clients (``gamekit.registry``): the page's
seats, saves, links, story and review reach the engine through ``FACES`` only."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from gamekit.registry import ARLE, Faces

from . import codec, history, notation, view
from .data.calendar import HALF_YEARS
from .decisions import BadGameCode, IllegalMove
from .game import Game, new_game, offered
from .rules_text import rules_sections
from .scoring import CATEGORIES
from .setup_form import chosen_buildings, pick_groups
from .setup_values import MAX_SEED, MIN_SEED

JSON = dict[str, Any]


def _new(players: int, seed: int, names: Sequence[str] | None,
         options: Mapping[str, Any]) -> Game:
    """A game from the setup form: ``variant``, and ``buildings`` "starter", "random" or
    the picked keys (orange and red added; ValueError says what is missing)."""
    buildings = options.get("buildings", "starter")
    chosen = (chosen_buildings(str(b) for b in buildings) if isinstance(buildings, list)
              else str(buildings))
    return new_game(players=players, seed=seed, variant=str(options.get("variant", "printed")),
                    buildings=chosen, names=list(names) if names else None)


def _link(game: Game, offered_keys: Sequence[Sequence[str]]) -> str:
    return str(codec.encode_moves(game.setup, game.moves, offered_keys))


def fmt(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def progress(game: Game) -> str:
    """"Half-year 3 of 9 · 24 VP to 19 VP" (solo: the one score)."""
    when = ("Game over" if game.is_over
            else f"Half-year {game.state.half_year} of {HALF_YEARS}")
    totals = " to ".join(f"{fmt(s['total'])} VP" for s in game.scores())
    return f"{when} · {totals}"


def _start_line(game: Game, names: Sequence[str]) -> str:
    """The start player, drawn at setup ("Preparations"), announced once."""
    if game.setup.players == 1:
        return ""
    return f"The start player was drawn: {names[game.setup.start_player]} begins."


def _winners(game: Game) -> list[int]:
    winner = game.winner()
    return [] if winner is None else [winner]


def _setup_fields() -> list[JSON]:
    return [{**f, "groups": pick_groups()} if f["kind"] == "pick" else dict(f)
            for f in ARLE.setup]


def _view(game: Game, preview: bool, settle: Callable[[Any], None] | None) -> JSON:
    return view.view(game, preview, settle)


FACES = Faces(
    info=ARLE, game_type=Game, illegal_move=IllegalMove, bad_code=BadGameCode,
    new_game=_new, decode=codec.decode, link=_link, offered=offered, read=codec.read,
    items_of=lambda key: list(notation.facts(key)), break_item=notation.BREAK,
    view=_view, chronicle=history.Chronicle, tell=history.tell, history=history.history,
    names=lambda game: list(game.setup.names), winners=_winners,
    categories=lambda _game: [{"key": k, "label": label} for k, label in CATEGORIES],
    score_course=lambda chronicle: chronicle.half_year_scores,  # type: ignore[attr-defined]
    progress=progress, start_line=_start_line, rules=rules_sections,
    setup_fields=_setup_fields, ai_module="arle_core.ai", seed_range=(MIN_SEED, MAX_SEED),
    version=codec.VERSION,
)
