"""The evaluation's weights: the points one unit of each feature of
:func:`agricola_core.ai.evaluate.features` is worth.

This table is data: ``python -m benchmarks.train.agricola`` writes it from self-play
games (see docs/ai.md, "Agricola"); edit it only by re-running the tool.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

# BEGIN TUNED WEIGHTS
# set by hand, before the first fit
WEIGHTS: Mapping[str, float] = MappingProxyType({
    "actions": 0.9,
    "free_room": 6.0,
    "hunger": -3.0,
    "gather": -0.5,
    "later_food": -0.6,
    "stores": 0.3,
    "sown": 0.3,
    "fields": 2.0,
    "empty_field": 0.6,
    "capacity": 1.0,
    "animal_step": 2.0,
    "wood": 0.6,
    "clay": 0.6,
    "reed": 1.0,
    "stone": 1.0,
    "cooking": 4.0,
    "oven": 2.0,
})
# END TUNED WEIGHTS
