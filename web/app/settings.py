"""The player's settings: one component of the session (``app/session.py``), kept across
visits in the saves' store (``Saves.setting``). Each starts at its default until the
player changes it."""

from __future__ import annotations

from app.saves import Saves

# The page's own settings and their defaults: play forced moves by itself, ask how to
# pay even when only the plain good differs (``plain_choice``), show each option's score.
DEFAULTS = {"autoplay": True, "ask_payment": False, "score_preview": False}


class Settings:
    """The page's settings and each game's automatic choices (its faces'
    ``auto_choices``, read from the store when first asked)."""

    def __init__(self, saves: Saves) -> None:
        self._saves = saves
        self._on = {name: saves.setting(name, default) for name, default in DEFAULTS.items()}
        self._auto: dict[str, bool] = {}

    @property
    def autoplay(self) -> bool:
        return self._on["autoplay"]

    @property
    def ask_payment(self) -> bool:
        return self._on["ask_payment"]

    @property
    def score_preview(self) -> bool:
        return self._on["score_preview"]

    def set(self, name: str, on: bool) -> None:
        """Change one of the page's settings (``DEFAULTS``), kept across visits."""
        if name not in DEFAULTS:
            raise ValueError(f"no setting {name!r}")
        self._on[name] = on
        self._saves.put_setting(name, on)

    def auto_on(self, setting: str, default: bool) -> bool:
        """Whether a game's automatic choice is on (its default until changed)."""
        if setting not in self._auto:
            self._auto[setting] = self._saves.setting(setting, default)
        return self._auto[setting]

    def set_auto(self, setting: str, on: bool) -> None:
        self._auto[setting] = on
        self._saves.put_setting(setting, on)

    def model(self) -> dict[str, bool]:
        """The page's settings as the page shows them."""
        return dict(self._on)
