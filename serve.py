"""Build the arle web site and serve it locally (standard library only).

    python serve.py              build into _site/ and serve http://127.0.0.1:8000
    python serve.py --port N     the same on another port (0 picks a free one)
    python serve.py --build DIR  write the complete static site to DIR and exit

The build is the ``sitebuild`` package (one module a step, listed in ``sitebuild/site.py``);
this file is the small server: it sends each file's compressed copy (``name.br``,
``name.gz``, written by the build) when the browser accepts it, with ``Content-Encoding``
(as nginx's ``brotli_static`` / ``gzip_static`` do), the page's security headers, and never
a folder's listing.
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import errno
import functools
import http.server
import os
import re
import socketserver
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent
if str(ROOT) not in sys.path:  # loaded by its path (tests, benchmarks): its package is here
    sys.path.insert(0, str(ROOT))

from sitebuild import BuildError, build_site  # noqa: E402
from sitebuild.compress import COMPRESSED  # noqa: E402

DEFAULT_SITE = ROOT / "_site"


# --- serving ----------------------------------------------------------------


CSP_META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">')


def page_policy(index_html: str) -> str:
    """The page's Content-Security-Policy as a header: its meta tag's policy (one source),
    plus what only a header can say: no other site may frame the page."""
    match = CSP_META.search(index_html)
    if match is None:
        raise BuildError("index.html lost its Content-Security-Policy meta tag.")
    return match.group(1).rstrip("; ") + "; frame-ancestors 'none'"


@functools.lru_cache(maxsize=8)
def _security_headers(index: Path, mtime: float) -> dict[str, str]:
    return {
        "Content-Security-Policy": page_policy(index.read_text(encoding="utf-8")),
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
    }


def security_headers(site: Path) -> dict[str, str]:
    """What every answer carries (README, "Hosting": what another host should send)."""
    index = site / "index.html"
    try:
        return _security_headers(index, index.stat().st_mtime)
    except (OSError, BuildError):  # no site yet: still no sniffing and no referrer
        return {"X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer"}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    # Keep-alive: a page load makes a few dozen requests, each a new connection (a round
    # trip more on a real network) under HTTP/1.0. Every answer carries its length.
    protocol_version = "HTTP/1.1"
    extensions_map = {  # noqa: RUF012 - the base class declares it a plain dict
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".json": "application/json",
        ".webmanifest": "application/manifest+json",
        ".zip": "application/zip",
        ".whl": "application/zip",
    }

    def __init__(self, request: Any, client_address: Any, server: socketserver.BaseServer) -> None:
        self.site = Path(getattr(server, "site", DEFAULT_SITE))
        super().__init__(request, client_address, server, directory=str(self.site))

    def parse_request(self) -> bool:
        # The server's site, read again for each request of a kept-alive connection (a
        # rebuild, or a test switching builds, takes effect at once).
        self.site = Path(getattr(self.server, "site", DEFAULT_SITE))
        self.directory = str(self.site)
        return super().parse_request()

    def send_head(self) -> Any:
        """The file, or its compressed copy (``name.br``, ``name.gz``, written by the build):
        the best one the browser accepts, with the file's type, ``Content-Encoding`` and
        ``Vary: Accept-Encoding``."""
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?")[0].endswith("/"):
            path = path / "index.html"
        accepted = self.accepted_encodings()
        packed = next((copy for suffix, coding in COMPRESSED.items()
                       if coding in accepted
                       and (copy := path.with_name(path.name + suffix)).is_file()), None)
        if packed is None or not path.is_file():
            return super().send_head()
        if self.not_modified(path):
            self.send_response(http.HTTPStatus.NOT_MODIFIED)
            self.end_headers()
            return None
        f = packed.open("rb")
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", COMPRESSED[packed.suffix])
        self.send_header("Content-Length", str(packed.stat().st_size))
        self.send_header("Last-Modified", self.date_time_string(int(path.stat().st_mtime)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return f

    def list_directory(self, path: str | os.PathLike[str]) -> None:
        """A folder without ``index.html`` is not found: the site's files are its own
        business, and no static host lists them either."""
        self.send_error(http.HTTPStatus.NOT_FOUND, "Not found")

    def accepted_encodings(self) -> set[str]:
        """The content codings the request's ``Accept-Encoding`` allows (``q=0`` refuses)."""
        accepted = set()
        for coding in self.headers.get("Accept-Encoding", "").split(","):
            name, _, params = coding.strip().partition(";")
            if params.replace(" ", "") not in ("q=0", "q=0.0", "q=0.00", "q=0.000"):
                accepted.add(name.strip().lower())
        return accepted

    def not_modified(self, path: Path) -> bool:
        since = self.headers.get("If-Modified-Since")
        if since is None or "If-None-Match" in self.headers:
            return False
        try:
            when = email.utils.parsedate_to_datetime(since)
        except (TypeError, IndexError, OverflowError, ValueError):
            return False
        return int(path.stat().st_mtime) <= when.timestamp()

    def end_headers(self) -> None:
        # Cacheable, but revalidated (Last-Modified -> 304): a rebuild is seen at
        # once, and a service worker's Cache API is not affected.
        self.send_header("Cache-Control", "no-cache")
        for name, value in security_headers(self.site).items():
            self.send_header(name, value)
        super().end_headers()


class SiteServer(http.server.ThreadingHTTPServer):
    site: Path = DEFAULT_SITE


def bind(port: int) -> SiteServer | None:
    """Take the port before the build, so a busy port is reported at once."""
    try:
        return SiteServer(("127.0.0.1", port), SiteHandler)
    except OSError as exc:
        if exc.errno != errno.EADDRINUSE:
            raise
    print(
        f"Port {port} is already in use: stop what runs there, "
        "or choose another port with --port N.",
        file=sys.stderr,
    )
    return None


class _QuietHandler(SiteHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


class _QuietServer(SiteServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        # A closed browser context drops its downloads (a service worker's precache).
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


@contextlib.contextmanager
def serving_in_background(site: Path) -> Iterator[str]:
    """Serve ``site`` on a free loopback port from a thread, quietly; yields its URL
    (for the build tools and the benchmarks)."""
    server = _QuietServer(("127.0.0.1", 0), _QuietHandler)
    server.site = site
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def serve(server: SiteServer, site: Path) -> None:
    server.site = site
    print(
        f"Serving arle at http://127.0.0.1:{server.server_address[1]}/ (Ctrl+C to stop)", flush=True
    )
    with server, contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the arle web site and serve it.")
    parser.add_argument("--port", type=int, default=8000, help="port to serve on (default 8000)")
    parser.add_argument(
        "--build", metavar="DIR", type=Path, help="write the static site to DIR and exit"
    )
    args = parser.parse_args(argv)
    server = None if args.build else bind(args.port)
    if server is None and not args.build:
        return 1
    site = (args.build or DEFAULT_SITE).resolve()
    try:
        build_site(site)
    except BuildError as exc:
        print(exc, file=sys.stderr)
        return 1
    if server is None:
        print(f"Wrote the site to {site}{os.sep}")
        return 0
    serve(server, site)
    return 0


if __name__ == "__main__":
    sys.exit(main())
