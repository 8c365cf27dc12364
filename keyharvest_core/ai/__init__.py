"""Key Harvest's computer player (being built)."""
