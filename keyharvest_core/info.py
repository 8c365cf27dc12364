"""Key Harvest as the registry knows it without its engine: the row it will take in
``gamekit.registry.GAMES`` once its page renderer exists. Until then only the tests
register it (``gamekit.registry.registered``), so the home page does not offer it."""

from __future__ import annotations

from gamekit.registry import LEVELS, GameInfo

MAX_SEED = 2**31 - 1  # as keyharvest_core.state: this module must not import the engine

KEYHARVEST = GameInfo(
    id="keyharvest", name="Key Harvest", tag="K1.", older_tags=(), players=(2, 4),
    seeds=(0, MAX_SEED), package="keyharvest_core", wheel="keyharvest_core",
    unit="points",
    blurb="Bid for fields, buy your rivals' bids, and build the two best land holdings: "
          "2–4 players.",
    setup=(
        {"name": "keep_seventh", "label": "The seventh event stays when the bag has no "
         "fields", "kind": "flag", "default": True,
         "help": "Yucata's rule against endless games (the rules text marks it as not "
                 "printed): with no field tile left in the bag, the check at the seventh "
                 "event sends no events back. Off: the printed game."},
    ),
    levels=LEVELS,
    save_fields=(("events", "whole", "events placed"),),
)
