"""serve.py: the static build, the dev server's answers, its errors, the wheel."""

from __future__ import annotations

import hashlib
import json
import re
import socket
import subprocess
import sys
import urllib.request
import zipfile
from base64 import urlsafe_b64encode
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from e2e_support import ROOT, SERVE, RequestLog, start_server, stop, wait_ready
from playwright.sync_api import Page, expect


@pytest.fixture(scope="module")
def static_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    site = tmp_path_factory.mktemp("static") / "site"
    done = subprocess.run(
        [sys.executable, str(SERVE), "--build", str(site)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    return site


@pytest.fixture(scope="module")
def static_url(static_site: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The built folder served by plain ``python -m http.server``, as any static host would."""
    log = tmp_path_factory.mktemp("http") / "http.log"
    cmd = [sys.executable, "-u", "-m", "http.server", "0", "--bind", "127.0.0.1"]
    cmd += ["--directory", str(static_site)]
    proc, port = start_server(cmd, r"port (\d+)", log)
    yield f"http://127.0.0.1:{port}/"
    stop(proc)


def test_static_build_works_under_plain_http_server(
    page: Page, static_url: str, static_site: Path
) -> None:
    log = RequestLog(page.context)
    page.goto(static_url)
    wait_ready(page)
    page.click("[data-new='1']")
    page.locator(".options-main [data-key]").first.click()
    expect(page.locator(".moves")).to_have_text("Moves played: 1")
    assert log.foreign(static_url) == []

    config = json.loads((static_site / "pyscript.json").read_text())
    assert config["interpreter"] == "./interpreter.mjs"
    assert "packages" not in config, "interpreter.mjs installs the engine wheel itself"
    stamped = re.findall(r'"url": "\./([^"]+)"', (static_site / "interpreter.mjs").read_text())
    assert len(stamped) == 2 and all((static_site / url).is_file() for url in stamped)
    assert not list(static_site.rglob("*.map")), "source maps are not shipped"


def test_busy_port_is_one_sentence_and_a_nonzero_exit() -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run(
            [sys.executable, str(SERVE), "--port", str(port)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert done.returncode != 0
    assert "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and f"Port {port} is already in use" in lines[0], done.stderr


def test_dev_server_types_and_cache_headers(base_url: str) -> None:
    wanted = {
        "vendor/pyodide/pyodide.asm.wasm": "application/wasm",
        "vendor/pyodide/pyodide.mjs": "text/javascript",
        "vendor/pyscript/core.js": "text/javascript",
        "pyscript.json": "application/json",
    }
    for path, mime in wanted.items():
        with urllib.request.urlopen(base_url + path) as response:
            assert response.headers.get_content_type() == mime, path
            cache = response.headers.get("Cache-Control", "")
            assert "no-store" not in cache and "immutable" not in cache, path


def test_engine_wheel_is_valid_and_reproducible(serve_module: ModuleType, tmp_path: Path) -> None:
    first = serve_module.build_wheel(tmp_path / "a")
    second = serve_module.build_wheel(tmp_path / "b")
    assert first.read_bytes() == second.read_bytes()
    assert first.name.startswith("arle_core-") and first.name.endswith("-py3-none-any.whl")

    with zipfile.ZipFile(first) as zf:
        names = zf.namelist()
        assert "arle_core/__init__.py" in names
        assert all(n.startswith(("arle_core/", "arle_core-")) for n in names)
        assert not any("__pycache__" in n or n.endswith(".pyc") for n in names)
        (record_name,) = [n for n in names if n.endswith(".dist-info/RECORD")]
        record = zf.read(record_name).decode().splitlines()
        assert len(record) == len(names)
        for line in record:
            name, digest, size = line.rsplit(",", 2)
            if name == record_name:
                continue
            data = zf.read(name)
            sha = urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert digest == f"sha256={sha}" and int(size) == len(data), name
        wheel_meta = zf.read(record_name.replace("RECORD", "WHEEL")).decode()
        assert "Root-Is-Purelib: true" in wheel_meta and "Tag: py3-none-any" in wheel_meta


def test_engine_wheel_installs_with_pip(serve_module: ModuleType, tmp_path: Path) -> None:
    wheel = serve_module.build_wheel(tmp_path / "dist")
    target = tmp_path / "site"
    cmd = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index"]
    cmd += ["--disable-pip-version-check", "--target", str(target), str(wheel)]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert (target / "arle_core" / "__init__.py").is_file()
