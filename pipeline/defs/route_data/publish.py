"""Writes the output folder atomically and incrementally.

The folder (say `build/data`) is a symbolic link to a complete version in `.data-versions/`. A build stages
a new version beside it (unchanged files are hard links to the current ones, so they are never rewritten),
and publishing swaps the link in one rename. A run that fails or is killed before the swap leaves the
published version whole.
"""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

KEEP_VERSIONS = 2  # the published one and the one before it, for a quick rollback


@dataclass(frozen=True)
class StageStats:
    written: int  # new or changed files
    unchanged: int  # linked from the published version
    removed: int  # published files the new version no longer has

    @property
    def changed(self) -> bool:
        return bool(self.written or self.removed)


class OutputFolder:
    def __init__(self, root: Path | str) -> None:
        self.root = Path(root).absolute()
        self.versions = self.root.parent / f".{self.root.name}-versions"
        self.staging = self.root.parent / f".{self.root.name}-staging"

    def published(self) -> Path | None:
        """The published version's folder, if there is one."""
        return self.root.resolve() if self.root.exists() else None

    def stage(self, files: Mapping[str, bytes]) -> StageStats:
        """Writes every file into the staging folder; nothing published changes."""
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
        removed = 0
        if current:
            removed = sum(
                1 for p in current.rglob("*") if p.is_file() and p.relative_to(current).as_posix() not in files
            )
        return StageStats(written, unchanged, removed)

    def staged(self) -> Path:
        if not self.staging.is_dir():
            raise FileNotFoundError(f"nothing is staged at {self.staging}: materialise route_data first")
        return self.staging

    def publish(self) -> tuple[Path, bool]:
        """Makes the staged version the published one with a single atomic rename of the link; when it is
        the same as the published one, nothing changes. Returns the published version and whether it changed."""
        staged = self.staged()
        current = self.published()
        if current is not None and _same_files(staged, current):
            self.discard_staged()
            return current, False
        self.versions.mkdir(parents=True, exist_ok=True)
        version = self.versions / f"{time.strftime('%Y%m%dT%H%M%S')}-{time.time_ns() % 1_000_000_000:09d}"
        staged.rename(version)
        if self.root.exists() and not self.root.is_symlink():
            # An output folder from before versioning: keep it as a version, then link.
            self.root.rename(self.versions / f"{version.name}-previous")
        link = self.root.parent / f".{self.root.name}.link"
        link.unlink(missing_ok=True)
        link.symlink_to(os.path.relpath(version, self.root.parent))
        os.replace(link, self.root)
        self._prune(keep=version)
        return version, True

    def discard_staged(self) -> None:
        shutil.rmtree(self.staging, ignore_errors=True)

    def _prune(self, keep: Path) -> None:
        versions = sorted(p for p in self.versions.iterdir() if p.is_dir())
        for old in versions[:-KEEP_VERSIONS]:
            if old != keep:
                shutil.rmtree(old, ignore_errors=True)


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
