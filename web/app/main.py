"""DOM glue, and only that: connect the JS page (``js/controls.js``) to a Session.

The page's JS calls one Python function, ``call(action, arg) -> str``, and renders the
JSON it returns (``app/session.py``); no rules and no DOM building happen here.
"""

from __future__ import annotations

import traceback

from pyodide.ffi import create_proxy
from pyscript import window


def start() -> None:
    """Called once by index.html when Python and the engine wheel are ready."""
    boot = window.arleBoot
    boot.stage("game")
    try:
        from app.session import Session

        session = Session()
        bridge = create_proxy(session.call)
        window.arlePy = bridge  # the page's JS finds it here (whichever loads first)
        if getattr(window, "arleUI", None) is not None:
            window.arleUI.connect()
    except Exception:
        boot.fail(traceback.format_exc())
        return
    boot.ready()
