"""DOM glue, and only that: connect the JS page (``js/controls.js``) to a Session.

The page's JS calls one Python function, ``call(action, arg) -> str``, and renders the
JSON it returns (``app/session.py``); no rules and no DOM building happen here.
"""

from __future__ import annotations

import traceback

from js import window
from pyodide.ffi import create_proxy


class BrowserStore:
    """The browser's ``localStorage`` as a ``saves.Store``."""

    def __init__(self, storage: object) -> None:
        self.storage = storage

    def names(self) -> list[str]:
        s = self.storage
        return [str(s.key(i)) for i in range(int(s.length))]  # type: ignore[attr-defined]

    def get(self, key: str) -> str | None:
        value = self.storage.getItem(key)  # type: ignore[attr-defined]
        return value if isinstance(value, str) else None  # a missing key: JS null (jsnull)

    def set(self, key: str, value: str) -> None:
        from app.saves import StorageError

        try:
            self.storage.setItem(key, value)  # type: ignore[attr-defined]
        except Exception as exc:  # a JsException: QuotaExceededError, SecurityError ...
            text = str(exc)
            raise StorageError(text.splitlines()[-1] if text else "refused",
                               full="quota" in text.lower()) from exc

    def remove(self, key: str) -> None:
        self.storage.removeItem(key)  # type: ignore[attr-defined]


def browser_store() -> BrowserStore | None:
    """localStorage, or None where the browser forbids it (reading it throws then)."""
    try:
        storage = window.localStorage
        storage.length  # noqa: B018 - touching it is the test
    except Exception:
        return None
    return None if storage is None else BrowserStore(storage)


def start() -> None:
    """Called once by js/python.js when Python and the engine are ready."""
    window.performance.mark("arle:main")
    boot = window.arleBoot
    boot.stage("game")
    try:
        from app.session import Session

        window.performance.mark("arle:imported")
        session = Session(browser_store())
        bridge = create_proxy(session.call)
        window.arlePy = bridge  # the page's JS finds it here (whichever loads first)
        if getattr(window, "arleUI", None) is not None:
            window.arleUI.connect()
    except Exception:
        boot.fail(traceback.format_exc())
        return
    boot.ready()
