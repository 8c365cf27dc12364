"""The game's components as tables: no logic (DESIGN "Data over branches")."""
