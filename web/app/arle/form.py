"""Fields of Arle's older new-game form: its building catalog (the page's older setup
form draws it; today's form reads the registry's pick field)."""

from __future__ import annotations

from arle_core.setup_form import catalog

__all__ = ["catalog"]
