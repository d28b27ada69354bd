"""Writes the output folder atomically and incrementally, so that a kill at any point leaves a whole site.

The folder (say `build/data`) is a symbolic link to a complete version in `.data-versions/`. A build stages
a new version beside it (unchanged files are hard links to the current ones, so they are never rewritten),
and publishing swaps the link in one rename. `.data-versions/live` lists the versions in the order they went
live: the kept versions are the published one and the one live before it (the rollback target). Any other
folder there (one a killed publish never swapped in, an old one) is renamed to a trash name, then deleted, so
a half-deleted folder is never taken for a version. The lock file `.data.lock` keeps two builds (or runs)
from staging or publishing the same folder at once.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import socket
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from pipeline.failpoints import reach

TRASH = ".trash-"
LIVE = "live"
LOCK_POLL_SECONDS = 0.2


@dataclass(frozen=True)
class StageStats:
    written: int  # new or changed files
    unchanged: int  # linked from the published version
    removed: int  # published files the new version no longer has

    @property
    def changed(self) -> bool:
        return bool(self.written or self.removed)


class OutputLockedError(TimeoutError):
    """Another process kept the output folder's lock for longer than this one would wait."""


class OutputFolder:
    def __init__(self, root: Path | str) -> None:
        root = Path(root).absolute()
        # Resolved, so the published link's target and these paths compare equal.
        self.root = root.parent.resolve() / root.name
        self.versions = self.root.parent / f".{self.root.name}-versions"
        self.staging = self.root.parent / f".{self.root.name}-staging"
        self.staged_by_file = self.root.parent / f".{self.root.name}-staging.run"
        self.lock_file = self.root.parent / f".{self.root.name}.lock"

    @contextmanager
    def lock(self, wait: float, on_wait: Callable[[str], None] = lambda _: None) -> Iterator[None]:
        """Holds the folder's lock, waiting up to `wait` seconds (telling `on_wait` once who holds it), else
        raises `OutputLockedError`. Re-entrant within a process, so a build and its own steps share it."""
        with _PROCESS_LOCKS.hold(self.lock_file, str(self.root), wait, on_wait):
            yield

    def published(self) -> Path | None:
        """The published version's folder, if there is one."""
        return self.root.resolve() if self.root.exists() else None

    def previous(self) -> Path | None:
        """The version that was live before the published one: what a rollback goes back to."""
        current = self.published()
        earlier = [v for v in self._live_order() if v != current]
        return earlier[-1] if earlier else None

    def stage(self, files: Mapping[str, bytes], run_id: str = "") -> StageStats:
        """Writes every file into the staging folder, noting which run staged it; nothing published changes."""
        self.staged_by_file.unlink(missing_ok=True)
        shutil.rmtree(self.staging, ignore_errors=True)
        self.staging.mkdir(parents=True)
        current = self.published()
        written = unchanged = 0
        for relative, content in files.items():
            target = self.staging / _safe_relative(relative)
            target.parent.mkdir(parents=True, exist_ok=True)
            old = current / relative if current else None
            if old is not None and old.is_file() and old.stat().st_size == len(content) and old.read_bytes() == content:
                os.link(old, target)
                unchanged += 1
            else:
                target.write_bytes(content)
                written += 1
            if written + unchanged == 1:
                reach("stage.writing")
        removed = 0
        if current:
            removed = sum(
                1 for p in current.rglob("*") if p.is_file() and p.relative_to(current).as_posix() not in files
            )
        self.staged_by_file.write_text(run_id)
        return StageStats(written, unchanged, removed)

    def stage_tree(self, source: Path, run_id: str = "") -> Path:
        """Moves a whole folder built elsewhere (an export, say) in as the staged version; returns it."""
        self.discard_staged()
        self.staging.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(source, self.staging)
        self.staged_by_file.write_text(run_id)
        return self.staging

    def staged(self) -> Path:
        if not self.staging.is_dir():
            raise FileNotFoundError(f"nothing is staged at {self.staging}: materialise route_data first")
        return self.staging

    def staged_by(self) -> str:
        """The run that staged the staging folder ("" when unknown)."""
        return self.staged_by_file.read_text() if self.staged_by_file.is_file() else ""

    def publish(self) -> tuple[Path, bool]:
        """Makes the staged version the published one with a single atomic rename of the link; when it is
        the same as the published one, nothing changes. Returns the published version and whether it changed.

        A kill between any two steps leaves the old or the new version published, and the next publish
        or rollback knows which versions were live."""
        staged = self.staged()
        current = self.published()
        if current is not None and _same_files(staged, current):
            self.discard_staged()
            return current, False
        self.versions.mkdir(parents=True, exist_ok=True)
        self._went_live(current)  # a publish killed right after its swap did not get to note it
        version = self.versions / f"{time.strftime('%Y%m%dT%H%M%S')}-{time.time_ns() % 1_000_000_000:09d}"
        staged.rename(version)
        self.staged_by_file.unlink(missing_ok=True)
        reach("publish.renamed")
        if self.root.exists() and not self.root.is_symlink():
            # An output folder from before versioning: keep it as a version, then link.
            legacy = self.versions / f"{version.name}-previous"
            self.root.rename(legacy)
            self._went_live(legacy)
        self._point_to(version)
        reach("publish.swapped")
        self._went_live(version)
        self._prune()
        return version, True

    def rollback(self) -> Path:
        """Publishes again the version that was live before the published one; returns it."""
        current = self.published()
        self._went_live(current)
        target = self.previous()
        if target is None:
            raise LookupError(f"{self.root} has no earlier version to roll back to")
        self._point_to(target)
        self._went_live(target)
        self._prune()
        return target

    def discard_staged(self) -> None:
        self.staged_by_file.unlink(missing_ok=True)
        shutil.rmtree(self.staging, ignore_errors=True)

    def _point_to(self, version: Path) -> None:
        link = self.root.parent / f".{self.root.name}.link"
        link.unlink(missing_ok=True)
        link.symlink_to(os.path.relpath(version, self.root.parent))
        os.replace(link, self.root)

    def _live_order(self) -> list[Path]:
        """Versions in the order they went live, oldest first; names of folders no longer there are skipped."""
        journal = self.versions / LIVE
        names = journal.read_text().split() if journal.is_file() else []
        return [self.versions / n for n in names if (self.versions / n).is_dir()]

    def _went_live(self, version: Path | None) -> None:
        if version is None or version.parent != self.versions:
            return
        order = self._live_order()
        if order and order[-1] == version:
            return
        with (self.versions / LIVE).open("a") as journal:
            journal.write(version.name + "\n")

    def _prune(self) -> None:
        """Keeps the published version and the one before it; renames everything else to trash, then deletes."""
        keep = [v for v in (self.previous(), self.published()) if v is not None]
        journal = self.versions / f".{LIVE}.new"
        journal.write_text("".join(v.name + "\n" for v in keep))
        os.replace(journal, self.versions / LIVE)
        for entry in sorted(self.versions.iterdir()):
            if not entry.is_dir() or entry in keep:
                continue
            doomed = entry if entry.name.startswith(TRASH) else entry.with_name(TRASH + entry.name)
            entry.rename(doomed)
            reach("publish.pruning")
            shutil.rmtree(doomed, ignore_errors=True)


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
                    raise OutputLockedError(
                        f"{holder} is writing {subject} (lock {path}); gave up after waiting {wait:g} s"
                    ) from None
                if not told:
                    on_wait(f"{holder} is writing {subject}; waiting up to {wait:g} s for it to finish")
                    told = True
                time.sleep(LOCK_POLL_SECONDS)
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


def _files(root: Path) -> dict[str, int]:
    return {p.relative_to(root).as_posix(): p.stat().st_ino for p in root.rglob("*") if p.is_file()}


def _same_files(staged: Path, published: Path) -> bool:
    """Same paths, each a link to the very same file: staging found nothing to write or remove."""
    return _files(staged) == _files(published)


def _safe_relative(relative: str) -> Path:
    path = Path(relative)
    if path.is_absolute() or ".." in path.parts:
        raise ValueError(f"output file {relative!r} would land outside the output folder")
    return path
