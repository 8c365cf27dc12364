"""What must hold after every move of every game (the rulebook, "Number of game
components" and "D - Raising animals")."""

from __future__ import annotations

from agricola_core import Game
from agricola_core.data import MAJORS
from agricola_core.farm import around


def check(g: Game) -> None:
    assert set(g.majors) <= set(MAJORS)
    for seat, f in enumerate(g.farmers):
        assert min(f.goods.values()) >= 0 and min(f.animals.values()) >= 0
        releasing = any(s.kind == "overflow" and s.player == seat for s in g.stack)
        assert f.housed() or releasing, "every animal has a place"
        assert f.fence_count() <= 15 and f.stables.bit_count() <= 4
        assert 2 <= f.members <= 5 and f.begging >= 0
        fenced = f.pastured()
        assert not (f.rooms | f.field_mask) & fenced, "no room or field is fenced in"
        assert not f.rooms & f.field_mask and not (f.rooms | f.field_mask) & f.stables
        grown = f.rooms & -f.rooms
        while (nxt := grown | (around(grown) & f.rooms)) != grown:
            grown = nxt
        assert grown == f.rooms, "the rooms are one house"
        for area in f.pastures():
            assert area & ~fenced == 0
