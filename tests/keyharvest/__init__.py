"""Key Harvest: rules, setup, properties and the link (``keyharvest_core``)."""
