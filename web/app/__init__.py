"""The page's Python: the session behind the page (seats, saves, links, the story, replay,
review, Today's game), pure Python tested in CPython; only ``main.py`` touches the browser.
The rules live in the engines (``arle_core``), reached through their public faces."""
