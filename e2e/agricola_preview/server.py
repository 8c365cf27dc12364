"""Serve the preview: the repository's files, and ``/fixtures/<name>.json`` made on the fly
from real games (``python e2e/agricola_preview/server.py``, then open the address it
prints: /e2e/agricola_preview/index.html?f=pasture)."""

from __future__ import annotations

import json
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "e2e")]

from agricola_preview.fixtures import MOMENTS, fixture  # noqa: E402


class Handler(SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {
        **SimpleHTTPRequestHandler.extensions_map, ".mjs": "text/javascript",
        ".js": "text/javascript"}

    def log_message(self, format: str, *args: object) -> None:  # quiet
        pass

    def do_GET(self) -> None:
        if self.path.startswith("/fixtures/"):
            name = self.path.removeprefix("/fixtures/").removesuffix(".json")
            if name and name not in MOMENTS:
                self.send_error(404, "no such fixture")
                return
            body = json.dumps(fixture(name) if name else list(MOMENTS)).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        super().do_GET()


@contextmanager
def serving(port: int = 0) -> Iterator[str]:
    """The preview served from a thread; yields its base address."""
    server = ThreadingHTTPServer(("127.0.0.1", port), partial(Handler, directory=str(ROOT)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


if __name__ == "__main__":
    with serving(int(sys.argv[1]) if len(sys.argv) > 1 else 8765) as url:
        print(f"{url}/e2e/agricola_preview/index.html", flush=True)
        threading.Event().wait()
