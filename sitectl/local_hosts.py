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

from pipeline.publish.hosting import HOSTING, NGINX_SITE
from pipeline.publish.virtual_hosts import CADDY_FILE, NGINX_FILE

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
    server = f"server {{ listen 127.0.0.1:{port}; include {release / HOSTING / NGINX_SITE}; }}"
    with nginx_http(server, f"http://127.0.0.1:{port}", work) as url:
        yield url


@contextmanager
def nginx_sites(sites_dir: Path, port: int, work: Path) -> Iterator[str]:
    """nginx serving every site of `sites_dir` by host name with its `sites.nginx.conf` (written for 127.0.0.1:`port`:
    `virtual_hosts.write_virtual_hosts`), its own files in `work`; yields the base URL."""
    with nginx_http(f"include {sites_dir / NGINX_FILE};", f"http://127.0.0.1:{port}", work) as url:
        yield url


def nginx_command(work: Path) -> list[str]:
    """The command line of the nginx `nginx` or `nginx_sites` runs in `work`: add `-s reload` to reload it."""
    return [_program("nginx", "/usr/sbin/nginx"), "-c", str(work / "nginx.conf"), "-e", str(work / "error.log")]


@contextmanager
def nginx_http(servers: str, url: str, work: Path) -> Iterator[str]:
    """nginx with `servers` in its `http` block (checked by `nginx -t` first), answering at `url`, its own files in
    `work`; yields `url`."""
    work.mkdir(parents=True, exist_ok=True)
    temp = " ".join(f"{kind}_temp_path {work / kind};" for kind in TEMP_PATHS)
    (work / "nginx.conf").write_text(
        # Its workers as this user, who can read the release (nginx drops a root master's workers to `nobody`).
        f"daemon off; user {getpass.getuser()}; pid {work / 'nginx.pid'}; error_log {work / 'error.log'};\n"
        "events { worker_connections 1024; }\n"
        "http { include /etc/nginx/mime.types; default_type application/octet-stream; access_log off;\n"
        f"  {temp}\n"
        f"  {servers}\n"
        "}\n"
    )
    command = nginx_command(work)
    checked = subprocess.run([*command, "-t"], capture_output=True, text=True, check=False)  # noqa: S603
    if checked.returncode != 0:
        raise HostError(f"nginx refused the configuration: {checked.stderr}")
    with _running(command, None, url, work / "out.log") as url:
        yield url


@contextmanager
def caddy(release: Path, port: int, work: Path) -> Iterator[str]:
    """Caddy serving `release` on 127.0.0.1:`port` by its `hosting/Caddyfile`, its own files in `work`; yields the
    base URL."""
    url = f"http://127.0.0.1:{port}"
    with caddy_config(release / HOSTING / "Caddyfile", {"SITE_ADDRESS": url}, url, work) as url:
        yield url


@contextmanager
def caddy_sites(sites_dir: Path, port: int, work: Path) -> Iterator[str]:
    """Caddy serving every site of `sites_dir` by host name with its `sites.Caddyfile` (written for 127.0.0.1:`port`),
    its own files in `work`; yields the base URL."""
    with caddy_config(sites_dir / CADDY_FILE, {}, f"http://127.0.0.1:{port}", work) as url:
        yield url


def caddy_reload_command(config: Path, port: int | None = None) -> list[str]:
    """The command that has a running Caddy (its admin endpoint, localhost:2019) load `config` again: a site's own
    Caddyfile for 127.0.0.1:`port`, as `caddy` runs it, or the sites' file."""
    address = ["env", f"SITE_ADDRESS=http://127.0.0.1:{port}"] if port else []
    return [*address, _program("caddy", "/usr/bin/caddy"), "reload", "--config", str(config), "--adapter", "caddyfile"]


def caddy_validate(config: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """`caddy validate` of the Caddyfile `config` with `env`: whether Caddy would load it."""
    command = [_program("caddy", "/usr/bin/caddy"), "validate", "--config", str(config), "--adapter", "caddyfile"]
    return subprocess.run(  # noqa: S603
        command, env={"PATH": "/usr/bin:/bin", **env}, capture_output=True, text=True, check=False
    )


@contextmanager
def caddy_config(config: Path, env: dict[str, str], url: str, work: Path) -> Iterator[str]:
    """Caddy running the Caddyfile `config` with `env`, answering at `url`, its own files in `work`; yields `url`."""
    work.mkdir(parents=True, exist_ok=True)
    env = {"PATH": "/usr/bin:/bin", "XDG_DATA_HOME": str(work), "XDG_CONFIG_HOME": str(work), **env}
    command = [_program("caddy", "/usr/bin/caddy"), "run", "--config", str(config), "--adapter", "caddyfile"]
    with _running(command, env, url, work / "out.log") as url:
        yield url
