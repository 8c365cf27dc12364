"""The evaluation's weights: the points one unit of each feature of
:func:`agricola_core.ai.evaluate.features` is worth.

This table is data: ``python -m benchmarks.train.agricola`` writes it from self-play
games (see docs/ai.md, "Agricola"); edit it only by re-running the tool.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

# BEGIN TUNED WEIGHTS
# fitted: 60 good games (seeds 2000..2059), ridge 0.01, held-out RMSE 9.90 -> 9.36
WEIGHTS: Mapping[str, float] = MappingProxyType({
    "actions": 2.442,
    "free_room": 5.977,
    "hunger": -2.042,
    "gather": -1.715,
    "later_food": -1.079,
    "stores": 0.0,
    "sown": 0.019,
    "fields": 1.373,
    "empty_field": 0.0,
    "capacity": 0.15,
    "animal_step": 0.0,
    "wood": 0.68,
    "clay": 1.774,
    "reed": 0.39,
    "stone": 7.136,
    "cooking": 1.832,
    "oven": 0.372,
})
# END TUNED WEIGHTS
