"""Every option says what it does: over 2,000 random positions, each option of each
decision kind carries a consequence (its detail, the goods and boards it changes, or the
animals it forces out), unless it is on the short, named list of options whose label is
their whole effect (``arle_core.consequence.LABEL_IS_EFFECT``)."""

from __future__ import annotations

import random
from collections import Counter

from arle_core import new_game
from arle_core.bots import random_move
from arle_core.consequence import dike_text, label_is_effect
from arle_core.view import view

POSITIONS = 2000


def test_every_option_has_a_consequence_or_is_its_own_label() -> None:
    silent: Counter[tuple[str, str]] = Counter()
    kinds: set[str] = set()
    seen = seed = 0
    while seen < POSITIONS:
        seed += 1
        game = new_game(1 + seed % 2, seed, variant=("printed", "yucata")[seed % 3 == 0],
                        buildings="random")
        rng = random.Random(seed)
        while not game.is_over and seen < POSITIONS:
            d = view(game)["decision"]
            if len(d["options"]) > 1:
                seen += 1
                kinds.add(d["kind"])
                for o in d["options"]:
                    said = o["detail"] or o["changes"] or o["board"] or o["release"]
                    if not said and not label_is_effect(o["key"]):
                        silent[d["kind"], o["key"]] += 1
            game.play(random_move(game, rng))
    assert len(kinds) >= 15
    assert not silent, f"options with no consequence: {silent.most_common(10)}"


def test_a_dike_says_which_row_becomes_land_and_the_vp_it_covers() -> None:
    assert dike_text(1) == "dike 1/7: the third row of tidal flats becomes land (3 spaces)"
    assert dike_text(2) == "dike 2/7: the second row becomes land at dike 4"
    assert dike_text(5) == "dike 5/7: a top tidal flat is covered (+1 VP)"
    assert dike_text(7) == ("dike 7/7: the top row of tidal flats becomes land (3 spaces); "
                            "a top tidal flat is covered (+1 VP)")
