"""The evaluation's weights: the points one unit of each feature of
:func:`agricola_core.ai.evaluate.features` is worth.

This table is data: ``python -m benchmarks.train.agricola`` writes it from self-play
games (see docs/ai.md, "Agricola"); edit it only by re-running the tool.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

# BEGIN TUNED WEIGHTS
# fitted: 120 good games (seeds 2060..2179), ridge 0.01, held-out RMSE 7.39 -> 6.31
WEIGHTS: Mapping[str, float] = MappingProxyType({
    "actions": 1.962,
    "free_room": 6.092,
    "hunger": -2.698,
    "gather": -1.05,
    "later_food": -0.4,
    "stores": 0.401,
    "sown": 0.0,
    "fields": 0.0,
    "empty_field": 0.0,
    "capacity": 1.145,
    "animal_step": 0.103,
    "wood": 1.169,
    "clay": 2.537,
    "reed": 1.366,
    "stone": 2.116,
    "cooking": 1.369,
    "oven": 1.232,
})
# END TUNED WEIGHTS
