"""File locks that keep two processes from writing one site's folders at once, re-entrant within a process."""

from __future__ import annotations

import fcntl
import os
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

POLL_SECONDS = 0.2


class LockedError(TimeoutError):
    """Another process kept the lock for longer than this one would wait."""


class _ProcessLocks:
    """`flock`s held by this process, counted so the same process can take one again without waiting on itself."""

    def __init__(self) -> None:
        self._guard = threading.Lock()
        self._held: dict[Path, tuple[int, int]] = {}  # lock file -> (descriptor, holders)

    @contextmanager
    def hold(self, path: Path, subject: str, wait: float, on_wait: Callable[[str], None]) -> Iterator[None]:
        self._acquire(path, subject, wait, on_wait)
        try:
            yield
        finally:
            self._release(path)

    def _acquire(self, path: Path, subject: str, wait: float, on_wait: Callable[[str], None]) -> None:
        with self._guard:
            if path in self._held:
                fd, count = self._held[path]
                self._held[path] = (fd, count + 1)
                return
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        deadline = time.monotonic() + wait
        told = False
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                holder = os.pread(fd, 200, 0).decode(errors="replace").strip() or "another process"
                if time.monotonic() >= deadline:
                    os.close(fd)
                    raise LockedError(
                        f"{holder} is writing {subject} (lock {path}); gave up after waiting {wait:g} s"
                    ) from None
                if not told:
                    on_wait(f"{holder} is writing {subject}; waiting up to {wait:g} s for it to finish")
                    told = True
                time.sleep(POLL_SECONDS)
        holder = f"pid {os.getpid()} on {socket.gethostname()} since {datetime.now().isoformat(timespec='seconds')}"
        os.ftruncate(fd, 0)
        os.pwrite(fd, holder.encode(), 0)
        with self._guard:
            self._held[path] = (fd, 1)

    def _release(self, path: Path) -> None:
        with self._guard:
            fd, count = self._held[path]
            if count > 1:
                self._held[path] = (fd, count - 1)
                return
            del self._held[path]
        os.close(fd)  # closing the descriptor releases the flock; the kernel does the same when a process dies


_PROCESS_LOCKS = _ProcessLocks()


@contextmanager
def locked(path: Path, subject: str, wait: float, on_wait: Callable[[str], None] = lambda _: None) -> Iterator[None]:
    """Holds the lock file `path`, waiting up to `wait` seconds (telling `on_wait` once who holds it), else raises
    `LockedError`. Re-entrant within a process, so a build and its own steps share it."""
    with _PROCESS_LOCKS.hold(path, subject, wait, on_wait):
        yield
