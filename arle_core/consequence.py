"""What an option does to the boards, said in a few words, for the option's button.

``board_change`` compares a player's boards before and after a trial move (tiles,
buildings, equipment, moors, dikes) as ``goods_change`` in the view compares goods; what
a space does when placing a worker only opens its question is its rules text
(``space_text``); a dike move says which row it turns into land and the VP it covers.
Options whose label already is their whole effect ("Stop", "Place this worker nowhere")
are named in ``LABEL_IS_EFFECT``.
"""

from __future__ import annotations

from collections import Counter

from .data.board import GOOD_LABELS, LAND_TILES, POLDER_AFTER, TIDAL_FLAT_VP, TOP_GAP_DIKES
from .data.buildings import BUILDINGS
from .data.spaces import SPACES
from .state import PlayerState
from .vehicles import EQUIPMENT

# Option keys (or their verb before ":") whose label says all they do: ending a step,
# declining, moving on. The view test holds every other option to a consequence.
LABEL_IS_EFFECT = frozenset({
    "pass", "done", "skip", "end", "finish", "continue", "feed", "convert:0", "breed:0,0,0",
})
ROW_NAMES = {2: "the third row", 1: "the second row", 0: "the top row"}


def label_is_effect(key: str) -> bool:
    return key in LABEL_IS_EFFECT or key.partition(":")[0] in LABEL_IS_EFFECT


def _pieces(p: PlayerState) -> Counter[str]:
    """The player's things on their boards, by the name the page shows."""
    out: Counter[str] = Counter()
    for face, n in p.tiles.items():
        out[LAND_TILES[face][0]] += n
    for b in p.buildings:
        out[BUILDINGS[b].name] += 1
    for e in p.barn:
        out[EQUIPMENT[e.kind].label] += 1
        for item in e.load:
            if not item.startswith("dest:"):
                out[f"{GOOD_LABELS.get(item, item)} loaded"] += 1
    out["Moor"] = sum(1 for m in p.moors if not m.small)
    out["small Moor"] = sum(1 for m in p.moors if m.small)
    out["dry Moor"] = sum(1 for m in p.moors if m.dehydrated and not m.small)
    return out


def board_change(before: PlayerState, after: PlayerState) -> str:
    """"+1 Grain Field, −1 Stall" and a dike move's effect: what is new or gone."""
    a, b = _pieces(before), _pieces(after)
    parts = [f"+{b[k] - a[k]} {k}" for k in b if b[k] > a[k]]
    parts += [f"−{a[k] - b[k]} {k}" for k in a if a[k] > b[k]]
    for moves in range(before.dike_moves + 1, after.dike_moves + 1):
        parts.append(dike_text(moves))
    return ", ".join(parts)


def dike_text(moves: int) -> str:
    """What the ``moves``-th dike move does: a row of tidal flats becomes land, a top
    tidal flat is covered (its VP penalty gone), or it prepares the next of these."""
    said = [f"{ROW_NAMES[row]} of tidal flats becomes land (3 spaces)"
            for row, after in zip((2, 1, 0), POLDER_AFTER, strict=True) if moves == after]
    covered = TOP_GAP_DIKES[moves] - TOP_GAP_DIKES[moves - 1]
    if covered:
        said.append(f"a top tidal flat is covered ({-TIDAL_FLAT_VP * covered:+d} VP)")
    if said:
        return f"dike {moves}/7: " + "; ".join(said)
    nxt = next(((row, n) for row, n in zip((2, 1, 0), POLDER_AFTER, strict=True) if n > moves),
               None)
    return f"dike {moves}/7" + (f": {ROW_NAMES[nxt[0]]} becomes land at dike {nxt[1]}"
                                if nxt else "")


def space_text(key: str) -> str:
    """A space's rules text, for placing a worker there (or imitating it)."""
    sp = SPACES.get(key.partition(":")[2])
    return sp.text if sp else ""


def _equipment(kind: str) -> str:
    row = EQUIPMENT[kind]
    return f"+1 {row.label} ({row.vp} VP)"


def built(key: str) -> str:
    """What an option builds once paid for (a vehicle, a Plow, a Peat Boat, a Stall), or ""."""
    verb, _, rest = key.partition(":")
    if verb == "vehicle" and rest in EQUIPMENT:
        return _equipment(rest)
    if verb in ("plow", "peat_boat"):
        return _equipment(verb)
    if verb == "stall":
        label, _, vp = LAND_TILES["stall"]
        return f"+1 {label} ({vp} VP)"
    return ""
