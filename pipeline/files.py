"""Walks a folder's files in one pass of `os.scandir`: an export or a release of a large site has a hundred thousand,
over which pathlib's `rglob` and a `stat` of each would spend seconds."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path


def file_entries(
    root: Path, skip: Callable[[str], bool] = lambda relative: False
) -> Iterator[tuple[str, os.DirEntry[str]]]:
    """Each file under `root` (symbolic links to folders are not followed), relative to it with `/`, and its
    entry, whose `inode()` and type cost no `stat`; a folder whose relative path `skip` names is passed over with all
    it holds."""
    pending = [""]
    while pending:
        folder = pending.pop()
        with os.scandir(root / folder) as entries:
            for entry in entries:
                relative = f"{folder}/{entry.name}" if folder else entry.name
                if entry.is_dir(follow_symlinks=False):
                    if not skip(relative):
                        pending.append(relative)
                elif entry.is_file():
                    yield relative, entry


def files_in(root: Path, skip: Callable[[str], bool] = lambda relative: False) -> list[str]:
    """The files under `root`, relative to it with `/`, sorted (`file_entries`); none when it is not a folder."""
    return sorted(relative for relative, _ in file_entries(root, skip)) if root.is_dir() else []
