"""The page's own rooms of Agricola beyond its board (its registry entry names them)."""
