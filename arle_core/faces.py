"""Fields of Arle's faces for game-independent clients (``gamekit.registry``): the page's
seats, saves, links, story and review reach the engine through ``FACES`` only."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from gamekit.registry import ARLE, Faces

from . import codec, history, notation, view
from .data.calendar import HALF_YEARS
from .data.variants import VARIANTS
from .decisions import BadGameCode, IllegalMove, Option
from .game import Game, new_game, offered
from .rules_text import rules_sections
from .scoring import CATEGORIES
from .setup_form import chosen_buildings, pick_groups
from .setup_values import MAX_SEED, MIN_SEED
from .view import SUBSTITUTES

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


PLAIN_GOOD = {sub: good for good, sub in SUBSTITUTES.items()}  # timber -> wood, brick -> clay


def _payment(key: str) -> dict[str, int]:
    """``pay:2timber+brick`` -> {"timber": 2, "brick": 1} (goods.payment_key's format)."""
    out: dict[str, int] = {}
    for part in key.partition(":")[2].split("+"):
        digits = len(part) - len(part.lstrip("0123456789"))
        if part != "nothing":
            out[part[digits:]] = int(part[:digits] or 1)
    return out


def plain_payment(kind: str, options: list[Option]) -> str | None:
    """The way to pay with plain goods, when the ways to pay differ only by paying Timber
    for Wood or Brick for Clay ("you can always pay Timber instead of Wood and Brick
    instead of Clay"): never worse, since Timber and Brick score and Wood and Clay do not.
    None when the choice is a real one (different goods) or not about paying."""
    if kind != "pay" or len(options) < 2:
        return None
    costs = [_payment(o.key) for o in options]

    def plain(cost: dict[str, int]) -> dict[str, int]:
        out: dict[str, int] = {}
        for good, n in cost.items():
            out[PLAIN_GOOD.get(good, good)] = out.get(PLAIN_GOOD.get(good, good), 0) + n
        return out

    if any(plain(c) != plain(costs[0]) for c in costs):
        return None
    subs = [sum(n for g, n in c.items() if g in PLAIN_GOOD) for c in costs]
    return options[subs.index(min(subs))].key


def fmt(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def progress(game: Game) -> str:
    """"Half-year 3 of 9 · 24 VP to 19 VP" (solo: the one score)."""
    when = ("Game over" if game.is_over
            else f"Half-year {game.state.half_year} of {HALF_YEARS}")
    totals = " to ".join(f"{fmt(s['total'])} VP" for s in game.scores())
    return f"{when} · {totals}"


def save_fields(game: Game) -> JSON:
    """The ruleset and the half-year, as Your games lists them."""
    return {"variant": game.setup.variant, "variant_label": VARIANTS[game.setup.variant].label,
            "half_year": game.state.half_year, "of": HALF_YEARS}


def options(game: Game, same_deal: bool) -> JSON:
    """The form's options of ``game``: its buildings, or for another deal drawn at random."""
    chosen: str | list[str] = list(game.setup.buildings) if same_deal else "random"
    return {"variant": game.setup.variant, "buildings": chosen}


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
    new_game=_new, decode=codec.decode, decode_into=codec.CODEC.decode_into, link=_link,
    offered=offered, read=codec.read,
    items_of=lambda key: list(notation.facts(key)), break_item=notation.BREAK,
    view=_view, chronicle=history.Chronicle, tell=history.tell, history=history.history,
    names=lambda game: list(game.setup.names), winners=_winners,
    categories=lambda _game: [{"key": k, "label": label} for k, label in CATEGORIES],
    score_course=lambda chronicle: chronicle.half_year_scores,  # type: ignore[attr-defined]
    progress=progress, start_line=_start_line, rules=rules_sections,
    setup_fields=_setup_fields, ai_module="arle_core.ai",
    review_module="arle_core.ai.review", seed_range=(MIN_SEED, MAX_SEED),
    version=codec.VERSION, save_fields=save_fields, options=options, plain_choice=plain_payment,
    tie_break="as the player who would start a tenth half-year",
    solo_yardstick=(110, "We consider 110 Victory Points a remarkable score. "
                         "(The Solo Game Variant)"),
)
