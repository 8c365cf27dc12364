"""The page's Python: DOM glue only (the rules live in arle_core)."""
