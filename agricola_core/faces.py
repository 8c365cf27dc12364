"""Agricola's faces for game-independent clients (``gamekit.registry``): the page's seats,
saves, links, story and review reach the engine through ``FACES`` only."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from gamekit import BadGameCode, IllegalMove
from gamekit.notation import BREAK
from gamekit.registry import AGRICOLA, AutoChoice, Faces

from . import codec, history, view
from .data import CATEGORIES, HARVEST_ROUNDS, ROUNDS
from .feeding import automatic_feeding, automatic_overflow
from .game import Game, new_game
from .notation import NOTATION
from .rules_text import rules_sections
from .state import MAX_SEED

JSON = dict[str, Any]


RANDOM = "random"  # the start player field's value for "drawn from the game number"


def _new(players: int, seed: int, names: Sequence[str] | None,
         options: Mapping[str, Any]) -> Game:
    """A game from the setup form: its start player (or one drawn from the game number),
    its two switches (the family facts' open questions) and the players' names (the link
    carries them)."""
    flags = {f["name"]: bool(options.get(f["name"], f["default"]))
             for f in AGRICOLA.setup if f["kind"] == "flag"}
    return new_game(players, seed, _start_player(options.get("start_player", RANDOM), players),
                    names=names, **flags)


def _start_player(value: Any, players: int) -> int | None:
    """The form's start player as a seat (None: drawn); ValueError says what is wrong."""
    if value in (RANDOM, None, ""):
        return None
    try:
        seat = int(value)
    except (TypeError, ValueError):
        seat = -1
    if not 0 <= seat < players:
        raise ValueError(f"the start player is one of the {players} players, or drawn "
                         "at random")
    return seat


def _options(game: Game, same: bool) -> JSON:
    """The form's options that start this game again (the same start player) or another
    deal of its rules (a start player drawn again)."""
    flags = {f["name"]: getattr(game.setup, f["name"])
             for f in AGRICOLA.setup if f["kind"] == "flag"}
    return {"start_player": game.setup.start_player if same else RANDOM, **flags}


def _names(game: Game) -> list[str]:
    """The names the game holds; none ([]) when no seat is named (a link of format 1 or
    2, or a game begun without names): then a save's names, or "Player N", are shown."""
    return game.setup.shown_names() if any(game.setup.names) else []


def _link(game: Game, offered_keys: Sequence[Sequence[str]]) -> str:
    return codec.encode_moves(game.setup, game.moves, offered_keys)


def progress(game: Game) -> str:
    """"Round 8 of 14 · harvest after round 9 · 12 · 9 points"."""
    # "12 · 9 · 7 points": one unit for all, in seat order (the entry names the seats).
    totals = " · ".join(str(s["total"]) for s in game.scores()) + f" {AGRICOLA.unit}"
    if game.is_over:
        return f"Game over · {totals}"
    harvest = min(r for r in HARVEST_ROUNDS if r >= game.round)
    when = ("harvest after this round" if harvest == game.round
            else f"harvest after round {harvest}")
    return f"Round {game.round} of {ROUNDS} · {when} · {totals}"


def _start_line(game: Game, seats: Sequence[str]) -> str:
    if game.setup.players == 1:
        return ""
    # The setup keeps who begins, not whether the form chose them or the seed drew them.
    return f"{seats[game.setup.start_player]} begins as the start player."


def _winners(game: Game) -> list[int]:
    return game.winners() if game.is_over else []


def _view(game: Game, preview: bool, _settle: Callable[[Any], None] | None) -> JSON:
    return view.view(game, preview)


FEED_AUTOMATICALLY = AutoChoice(
    "feed_auto", "Feed my family automatically",
    "At a harvest, the page turns goods into food the way that loses the fewest points, "
    "never taking a begging card while a good could pay; it asks when two ways cost the "
    "same points but leave different goods.", True, automatic_feeding)

COOK_WHAT_DOES_NOT_FIT = AutoChoice(
    "overflow_auto", "Cook the animals that do not fit",
    "When animals do not fit on your farm, the page gives up the one whose loss costs the "
    "fewest points, cooked if you can cook it; it asks when animals of different kinds "
    "cost the same points.", True, automatic_overflow)

FACES = Faces(
    info=AGRICOLA, game_type=Game, illegal_move=IllegalMove, bad_code=BadGameCode,
    new_game=_new, decode=codec.decode, decode_into=codec.CODEC.decode_into, link=_link,
    offered=codec.offered, read=codec.read,
    items_of=lambda key: list(NOTATION.facts(key)), break_item=BREAK,
    view=_view, chronicle=history.Chronicle, tell=history.tell, history=history.by_round,
    names=_names,
    winners=_winners,
    categories=lambda _game: [{"key": c, "label": c.capitalize()} for c in CATEGORIES],
    score_course=lambda chronicle: chronicle.round_scores,  # type: ignore[attr-defined]
    progress=progress, start_line=_start_line, rules=rules_sections,
    setup_fields=lambda: [dict(f) for f in AGRICOLA.setup], ai_module="agricola_core.ai",
    review_module="agricola_core.ai.review",
    seed_range=(0, MAX_SEED), version=codec.FORMAT.version,
    save_fields=lambda game: {"round": game.round, "of": ROUNDS},
    options=_options,
    auto_choices=(FEED_AUTOMATICALLY, COOK_WHAT_DOES_NOT_FIT),
)
