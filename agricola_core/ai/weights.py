"""The evaluation's weights: the points one unit of each feature of
:func:`agricola_core.ai.evaluate.features` is worth.

This table is data: ``python -m benchmarks.train.agricola`` writes it from self-play
games (see docs/ai.md, "Agricola"); edit it only by re-running the tool.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

# BEGIN TUNED WEIGHTS
# fitted: 180 good games (seeds 2000..2179), ridge 0.01, held-out RMSE 8.69 -> 7.79; then
# set by hand where good's games cannot show it: reed, free_room, fields, empty_field,
# room_materials, sown, cooking (docs/ai.md, "Agricola", "Hand-set weights")
WEIGHTS: Mapping[str, float] = MappingProxyType({
    "actions": 1.967,
    "free_room": 12.0,
    "room_materials": 6.0,
    "hunger": -3.382,
    "gather": -1.74,
    "later_food": -0.441,
    "stores": 0.294,
    "sown": 0.3,
    "fields": 1.0,
    "empty_field": 1.0,
    "capacity": 0.426,
    "animal_step": 0.0,
    "wood": 1.031,
    "clay": 1.5,
    "reed": 1.0,
    "stone": 1.5,
    "cooking": 4.0,
    "oven": 1.016,
})
# END TUNED WEIGHTS
