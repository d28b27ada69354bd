"""Runs the sample CMS on a loopback port, in the foreground or in a background thread."""

from __future__ import annotations

import socket
import threading
import time
from datetime import date

import uvicorn

from sample_cms.app import create_app
from sample_cms.content.houses import DEFAULT_HOUSES

HOST = "127.0.0.1"
DEFAULT_PORT = 8750


def free_port(preferred: int = 0) -> int:
    """`preferred` when it is free (so URLs, and the output that names them, stay the same run to run),
    else any free port."""
    for port in (preferred, 0) if preferred else (0,):
        with socket.socket() as sock:
            try:
                sock.bind((HOST, port))
            except OSError:
                continue
            return int(sock.getsockname()[1])
    raise OSError("no free loopback port")


class SampleCms:
    """A running sample CMS; use as a context manager, or `start()` and `stop()`."""

    def __init__(
        self,
        port: int | None = None,
        scale: int = 1,
        token_ttl: int = 600,
        today: date | None = None,
        bindings: bool = True,
        houses: int = DEFAULT_HOUSES,
        ignore_drafts: bool = False,
        origins: tuple[str, ...] | None = None,
    ) -> None:
        self.port = port or free_port()
        self.app = create_app(
            base_url=self.url,
            scale=scale,
            token_ttl=token_ttl,
            today=today,
            bindings=bindings,
            houses=houses,
            ignore_drafts=ignore_drafts,
            origins=origins,
        )
        config = uvicorn.Config(self.app, host=HOST, port=self.port, log_level="warning", access_log=False)
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, name="sample-cms", daemon=True)

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.port}"

    def start(self) -> SampleCms:
        self._thread.start()
        deadline = time.monotonic() + 15
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError(f"the sample CMS did not start on {self.url}")
            time.sleep(0.02)
        return self

    def stop(self) -> None:
        self._server.should_exit = True
        self._thread.join(timeout=10)

    def __enter__(self) -> SampleCms:
        return self.start()

    def __exit__(self, *_: object) -> None:
        self.stop()
