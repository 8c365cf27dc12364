"""The decision's options for a page: where on the board each one lives (``target``) and
what it does, found by playing it on a copy of the game (so the page shows exactly what
the rules will do, not a second account of them)."""

from __future__ import annotations

from typing import Any

from gamekit import Option

from . import farm
from .data import ANIMALS, GOODS, MAJORS
from .game import SPACES, Game
from .view_farm import cell_id
from .view_fencing import is_pasture
from .view_text import BOARD_VERBS, GOOD_LABELS, MAJOR_HELP, OPTION_HELP, space_help

JSON = dict[str, Any]
_CELLS = {farm.cell_name(c): c for c in range(farm.CELLS)}
# Options that place on a named farm space (the key's argument).
CELL_VERBS = frozenset({"room", "plow", "stable"})
# The decision kinds whose options belong to the harvest box of the deciding player.
FEEDING_KINDS = frozenset({"feed"})


def goods_text(changes: dict[str, int]) -> str:
    """"+3 wood, −1 food": gains first, in the supply's order."""
    order = [*GOODS, *ANIMALS]
    ordered = sorted(changes.items(), key=lambda kv: (kv[1] < 0, order.index(kv[0])))
    return ", ".join(f"{'+' if n > 0 else '−'}{abs(n)} {GOOD_LABELS[g]}" for g, n in ordered)


def _holdings(game: Game, seat: int) -> dict[str, int]:
    f = game.farmers[seat]
    return {**f.goods, **f.animals}


def _farm_marks(game: Game, seat: int) -> dict[int, tuple[bool, bool, tuple[str, int], bool]]:
    f = game.farmers[seat]
    return {c: (bool(f.rooms >> c & 1), c in f.fields, f.fields.get(c, ("", 0)),
                bool(f.stables >> c & 1)) for c in range(farm.CELLS)}


def _target(seat: int, kind: str, verb: str, arg: str, changed: list[int]) -> str | None:
    if verb == "space":
        return f"space:{arg}"
    if verb in CELL_VERBS:
        return cell_id(seat, _CELLS[arg])
    if verb == "sow" and len(changed) == 1:
        return cell_id(seat, changed[0])
    if verb == "major":
        return f"major:{arg.partition('+')[0]}"
    if kind in FEEDING_KINDS:
        return f"feeding:{seat}"
    return None


def _board_label(verb: str, arg: str, label: str) -> str:
    """Short on the element it targets; a feeding choice keeps its words (the harvest box
    does not name them otherwise). A Cooking Hearth bought by
    returning a Fireplace says which, beside the plain "Buy" on the same card."""
    _, _, returned = arg.partition("+")
    if verb == "major" and returned:
        return f"{BOARD_VERBS[verb]}: return {MAJORS[returned].name}"
    return BOARD_VERBS.get(verb, label)


def option_json(game: Game, seat: int, kind: str, o: Option, before: JSON,
                preview: bool = True) -> JSON:
    """An option with its target and consequences: goods in and out, the score after it
    (``preview``: the page's setting "Show how each option changes my score now"), the
    farm spaces it changes (until the next question)."""
    after = game.copy()
    after.play(o.key)
    held = _holdings(after, seat)
    changes = {g: held[g] - n for g, n in before["held"].items() if held[g] != n}
    marks = _farm_marks(after, seat)
    changed = [c for c in range(farm.CELLS) if marks[c] != before["marks"][c]]
    total = after.scores()[seat]["total"]
    verb, _, arg = o.key.partition(":")
    delta = total - before["total"]
    text = goods_text(changes)
    points = f"{delta:+d} point{'s' * (abs(delta) != 1)}".replace("-", "−") if delta else ""
    out: JSON = {
        "key": o.key, "label": o.label, "target": _target(seat, kind, verb, arg, changed),
        "board_label": _board_label(verb, arg, o.label),
        "goods": changes, "goods_text": text, "changes": text,
        "board": points,
        "cells": [cell_id(seat, c) for c in changed],
        # Ends the action (after a room or a field, beside a dozen more places to build):
        # the panel lists it first, so that it is never the last of thirteen.
        "finish": o.key == "done" and kind == "parts",
        "score_after": total, "score_delta": delta,
        # What it does, where neither the label nor what it changes says it: a space that
        # only leads to a question (its rules text); the help is the element's rules text.
        "detail": _space_help(game, arg) if verb == "space" and not changes else "",
        "help": _help(game, verb, arg, [text, points]),
    }
    if not preview:
        del out["score_after"], out["score_delta"]
    # It builds on the farm: a touch screen shows it on a first tap (web/js/shell/arming.js).
    out["places"] = bool(out["cells"])
    begging = after.farmers[seat].begging - game.farmers[seat].begging
    if begging:
        out["warning"] = begging_warning(begging, len(game.legal_moves()) > 1)
    return out


def begging_warning(cards: int, can_convert: bool) -> str:
    """What paying short costs ("2 begging cards: −6 points"), and that converting goods
    first would spare some, while there are goods to convert."""
    text = f"{cards} begging card{'s' * (cards > 1)}: −{3 * cards} points"
    return text + (" — turn goods into food first to need fewer" if can_convert else "")


def _space_help(game: Game, sid: str) -> str:
    return space_help(sid, game.setup.players, game.setup.solo_storehouse)


def _help(game: Game, verb: str, arg: str, consequences: list[str]) -> str:
    """What the option does in the rules, then what this very choice gives, takes and
    scores ("This choice: −5 wood, −2 reed; +1 point"), where it changes anything."""
    if verb == "space":
        rules = f"{SPACES[arg].label}: {_space_help(game, arg)}"
    elif verb == "major":
        mid = arg.partition("+")[0]
        rules = f"{MAJORS[mid].name}: {MAJOR_HELP[mid]}"
    else:
        rules = OPTION_HELP[verb]
    said = "; ".join(c for c in consequences if c)
    return f"{rules} This choice: {said}." if said else rules


def options_json(game: Game, preview: bool = True) -> list[JSON]:
    """Every option but the pastures, each with its consequences (a Fences decision's
    pastures are the decision's ``fencing``: :mod:`agricola_core.view_fencing`)."""
    d = game.decision()
    if d is None:
        return []
    seat = d.player
    before = {"held": _holdings(game, seat), "marks": _farm_marks(game, seat),
              "total": game.scores()[seat]["total"]}
    return [option_json(game, seat, d.kind, o, before, preview) for o in d.options
            if not is_pasture(o)]
