"""What one seat may see of the table, as plain data for a page to draw.

Public: boards, stores with their bids, the registry, the events placed, the stock, the
fallow area, the townsfolk, and how many tiles the bag holds (players may feel it, L278).
Private: a seat's counters behind the screen; others see them, except the secret opening
counters of a 3–4 player game not yet shown, which are "?" (L685–L687, §11). Never seen:
the bag's order and contents, and the events removed with 3–4 players (L152–L155).
"""

from __future__ import annotations

from typing import Any

from gamekit import Decision

from .board import CROP_OF, CROPS, in_order
from .data import WORKER
from .fields import groups
from .state import State

SECRET = "?"


def counters_seen(st: State, owner: int, viewer: int) -> dict[str, int]:
    """``owner``'s counters as ``viewer`` sees them: all of them for the owner; for the
    others, the known ones by crop and the secret ones under "?"."""
    s = st.seats[owner]
    if owner == viewer:
        return dict(s.counters)
    known = {c: s.counters[c] - s.secret[c] for c in CROPS}
    return {**known, SECRET: sum(s.secret.values())}


def seat_view(st: State, viewer: int, decision: Decision | None) -> dict[str, Any]:
    players = []
    for i, s in enumerate(st.seats):
        players.append({
            "index": i, "colour": s.colour,
            "fields": [{"ref": r, "crop": CROP_OF[r], "harvested": s.fields[r]}
                       for r in in_order(s.fields)],
            "workers": [{"ref": r, "worker": w, "value": WORKER[w].value}
                        for r, w in ((r, s.workers[r]) for r in in_order(s.workers))],
            "groups": [len(g) for g in groups(s.fields)],
            "counters": counters_seen(st, i, viewer),
            "store": [{"ref": o.ref, "crop": CROP_OF[o.ref], "bid": list(o.bid)}
                      for o in s.store],
            "farmhands": list(s.farmhands),
        })
    mine = decision is not None and decision.player == viewer
    return {
        "viewer": viewer,
        "players": players,
        "registry": [{"ref": r, "crop": CROP_OF[r]} for r in in_order(st.registry)],
        "events": list(st.events),
        "announced": list(st.announced),
        "stock": dict(st.stock),
        "fallow": list(st.fallow),
        "town": list(st.town),
        "bag": len(st.bag),
        "start_player": st.start,
        "current": st.current,
        "final_turns": st.final_turns if st.ended else None,
        "decision": None if decision is None else {
            "player": decision.player, "prompt": decision.prompt, "kind": decision.kind,
            "options": [{"key": o.key, "label": o.label} for o in decision.options]
            if mine else []},
    }
