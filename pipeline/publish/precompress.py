"""The `.br` and `.gz` beside each text file of an export, which hosts send as they are (Caddy's `precompressed`,
nginx's `gzip_static`) instead of compressing the file on every request."""

from __future__ import annotations

import gzip
import os
from collections.abc import Collection
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import brotli

from pipeline.files import file_entries
from pipeline.publish.hosting import HASHED_ASSETS

SUFFIXES = frozenset({".html", ".txt", ".js", ".css", ".json", ".svg", ".xml", ".webmanifest"})
# Below it, a compressed answer saves less than its headers cost.
MIN_BYTES = 1024
# A file the live release has with the same bytes takes its compressed forms by a link. A page may change with any
# release and is compressed again then: a fast level. A hashed asset never changes, so it is compressed hard once.
PAGE_LEVELS = {"br": 5, "gz": 6}
ASSET_LEVELS = {"br": 11, "gz": 9}
HASHED_FOLDER = HASHED_ASSETS.strip("/")


def _compress(content: bytes, encoding: str, level: int) -> bytes:
    if encoding == "br":
        return bytes(brotli.compress(content, quality=level))
    return gzip.compress(content, compresslevel=level, mtime=0)


def _precompress_file(site: Path, relative: str, earlier: Path | None) -> int:
    """Writes `relative`'s compressed forms that are smaller than it, or links them from `earlier` (the
    live release's site) when it has the very same file. How many files were written or linked."""
    source = site / relative
    hashed = relative.startswith(f"{HASHED_FOLDER}/")
    before = earlier / relative if earlier is not None else None
    # A link to the earlier file first (a partial export's untouched page: nothing need be read), then the size: most
    # files that changed did in length, and then the earlier one need not be read.
    linked = before is not None and before.is_file() and os.path.samefile(before, source)
    content = b"" if linked else source.read_bytes()
    same = linked or (
        before is not None
        and before.is_file()
        and before.stat().st_size == len(content)
        and before.read_bytes() == content
    )
    made = 0
    for encoding, level in (ASSET_LEVELS if hashed else PAGE_LEVELS).items():
        target = source.with_name(f"{source.name}.{encoding}")
        old = before.with_name(f"{before.name}.{encoding}") if before is not None and same else None
        if old is not None and old.is_file():
            os.link(old, target)
            made += 1
            continue
        compressed = _compress(content, encoding, level)
        if len(compressed) < len(content):
            target.write_bytes(compressed)
            made += 1
    return made


def precompress(site: Path, earlier: Path | None = None, done: Collection[str] = ()) -> int:
    """Writes the `.br` and `.gz` of every text file of at least MIN_BYTES in the export `site` but those `done` (a
    partial export's files, which came with their forms); `earlier` is the export of the live release, whose forms of
    the files that did not change are linked rather than made again. How many were."""
    files = [
        relative
        for relative, entry in file_entries(site)
        if os.path.splitext(entry.name)[1] in SUFFIXES and relative not in done and entry.stat().st_size >= MIN_BYTES
    ]
    with ThreadPoolExecutor(max_workers=max(1, min(4, os.cpu_count() or 1))) as pool:
        return sum(pool.map(lambda relative: _precompress_file(site, relative, earlier), files))
