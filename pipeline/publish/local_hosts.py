"""Debian's nginx and Caddy on loopback, serving a release with the configuration the pipeline generated: what the
host tests and `scripts/bench-serve` run, and a way to see a release as production serves it."""

from __future__ import annotations

import getpass
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from pipeline.publish.hosting import HOSTING

TEMP_PATHS = ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")


class HostError(RuntimeError):
    """The server is missing, refused its configuration, or did not answer."""


def _program(name: str, debian_path: str) -> str:
    found = shutil.which(name) or (debian_path if Path(debian_path).is_file() else None)
    if found is None:
        raise HostError(f"{name} is not installed: `apt-get install {name}` (scripts/test installs Debian's)")
    return found


def _started(url: str, process: subprocess.Popen[bytes], log: Path) -> None:
    for _ in range(100):
        if process.poll() is not None:
            raise HostError(f"the server ended: {log.read_text()}")
        try:
            httpx.get(url, timeout=0.5)
            return
        except httpx.TransportError:
            time.sleep(0.1)
    raise HostError(f"the server did not answer at {url}: {log.read_text()}")


@contextmanager
def _running(command: list[str], env: dict[str, str] | None, url: str, log: Path) -> Iterator[str]:
    with log.open("wb") as out:
        process = subprocess.Popen(command, env=env, stdout=out, stderr=subprocess.STDOUT)  # noqa: S603
    try:
        _started(url, process, log)
        yield url
    finally:
        process.terminate()
        process.wait(timeout=10)


@contextmanager
def nginx(release: Path, port: int, work: Path) -> Iterator[str]:
    """nginx serving `release` on 127.0.0.1:`port` by its `hosting/nginx.conf`, its own files in `work`; yields the
    base URL."""
    program = _program("nginx", "/usr/sbin/nginx")
    work.mkdir(parents=True, exist_ok=True)
    temp = " ".join(f"{kind}_temp_path {work / kind};" for kind in TEMP_PATHS)
    config = work / "nginx.conf"
    config.write_text(
        # Its workers as this user, who can read the release (nginx drops a root master's workers to `nobody`).
        f"daemon off; user {getpass.getuser()}; pid {work / 'nginx.pid'}; error_log {work / 'error.log'};\n"
        "events { worker_connections 1024; }\n"
        "http { include /etc/nginx/mime.types; default_type application/octet-stream; access_log off;\n"
        f"  {temp}\n"
        f"  server {{ listen 127.0.0.1:{port}; include {release / HOSTING / 'nginx.conf'}; }}\n"
        "}\n"
    )
    command = [program, "-c", str(config), "-e", str(work / "error.log")]
    checked = subprocess.run([*command, "-t"], capture_output=True, text=True, check=False)  # noqa: S603
    if checked.returncode != 0:
        raise HostError(f"nginx refused the configuration: {checked.stderr}")
    with _running(command, None, f"http://127.0.0.1:{port}", work / "out.log") as url:
        yield url


@contextmanager
def caddy(release: Path, port: int, work: Path) -> Iterator[str]:
    """Caddy serving `release` on 127.0.0.1:`port` by its `hosting/Caddyfile`, its own files in `work`; yields the
    base URL."""
    program = _program("caddy", "/usr/bin/caddy")
    work.mkdir(parents=True, exist_ok=True)
    url = f"http://127.0.0.1:{port}"
    env = {"PATH": "/usr/bin:/bin", "SITE_ADDRESS": url, "XDG_DATA_HOME": str(work), "XDG_CONFIG_HOME": str(work)}
    command = [program, "run", "--config", str(release / HOSTING / "Caddyfile"), "--adapter", "caddyfile"]
    with _running(command, env, url, work / "out.log"):
        yield url
