"""The game's components as tables: no logic (docs/design.md, "Data over branches")."""
