"""A partial export: which routes a build renders again, and the base release's untouched pages merged beside them.

An export whose build id (`fingerprint.build_id`) is the base release's renders only the routes whose data changed or
that are new. Every other route's files are the base's own, linked: its page (`P.html`), its payload for client
navigation (`P.txt`) and its prefetch segments (`P/__next.<segment>.txt`). They name the same build id and load the
same chunks, which `same_assets` checks against the base's before the merge is relied on.
"""

from __future__ import annotations

import filecmp
import os
import shutil
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pipeline.files import file_entries, files_in
from pipeline.publish.precompress import HASHED_FOLDER, PAGE_LEVELS

NOT_FOUND = "not-found"
COMPRESSED = tuple(f".{encoding}" for encoding in PAGE_LEVELS)
# The prefix of a route's prefetch segments (`__next.*.txt`), in a folder named as its last segment (for `/`, the
# export's root).
SEGMENT_PREFIX = "__next."


@dataclass(frozen=True)
class Plan:
    """What an export renders: every route (`render` None, a full export), or these routes beside `base`'s pages."""

    render: tuple[str, ...] | None
    base: Path | None
    reason: str
    base_routes: frozenset[str] = frozenset()  # the paths of the base's routes

    @property
    def partial(self) -> bool:
        return self.render is not None


def page_routes(manifest: Mapping[str, Any]) -> dict[str, str]:
    """The routes the catch-all page renders, path → content hash (the not-found route is 404.html's)."""
    routes = manifest.get("routes", [])
    return {str(r["path"]): str(r["hash"]) for r in routes if r.get("kind") != NOT_FOUND}


def plan(
    manifest: Mapping[str, Any],
    build_id: str,
    base_site: Path | None,
    base_manifest: Mapping[str, Any] | None,
    base_build_id: str | None,
) -> Plan:
    """A partial export over `base_site` (the release the build builds on) when its build id is `build_id`: the
    routes that are new, changed, or whose page the base lacks; else a full export, saying why."""
    if base_site is None or base_manifest is None or not base_site.is_dir():
        return Plan(None, None, "no release to build on")
    if base_build_id != build_id:
        return Plan(None, None, "the web app or what every page shows changed")
    before = page_routes(base_manifest)
    routes = page_routes(manifest)
    if not routes:
        return Plan(None, None, "the site has no pages")
    render = [
        path
        for path, digest in routes.items()
        if before.get(path) != digest or not (base_site / f"{path.strip('/') or 'index'}.html").is_file()
    ]
    # `next build` refuses a catch-all route with no page at all: one route, the first, is rendered anyway.
    chosen = tuple(render) or (next(iter(routes)),)
    return Plan(chosen, base_site, f"{len(render)} of {len(routes)} routes changed", frozenset(before))


def same_assets(out: Path, base_site: Path, base_assets: Iterable[str], hashed: Path) -> bool:
    """The new export's hashed assets (`out/<hashed>`) are the base's own, by name and content: the pages kept from
    the base and the new ones load the very same chunks."""
    folder = out / hashed
    made = files_in(folder)
    # The base's list has the compressed forms the release got after its export, too.
    if made != sorted(name for name in base_assets if not name.endswith(COMPRESSED)):
        return False
    return all(filecmp.cmp(folder / name, base_site / hashed / name, shallow=False) for name in made)


def merge(out: Path, base_site: Path, manifest: Mapping[str, Any], rendered: Sequence[str]) -> frozenset[str]:
    """Links into `out` the files of every route of `manifest` not `rendered`, and their compressed forms, from
    `base_site`; which (relative to both). A route the new export dropped is not in the manifest, so none of its files
    comes along."""
    kept = set(page_routes(manifest)) - set(rendered)
    linked: list[str] = []
    folders: set[str] = set()
    for relative, _ in file_entries(base_site, skip=lambda folder: folder == HASHED_FOLDER):
        folder, _, name = relative.rpartition("/")
        if route_of(folder, name) not in kept:
            continue
        if folder not in folders:
            (out / folder).mkdir(parents=True, exist_ok=True)
            folders.add(folder)
        _link(base_site / relative, out / relative)
        linked.append(relative)
    return frozenset(linked)


def route_of(folder: str, name: str) -> str | None:
    """The route whose page the file `name` of the export's `folder` ("" for the export itself) is: `P.html`,
    `P.txt`, `P/__next.*.txt` (`index.*` and the root's segments for `/`), and their compressed forms; None for any
    other file."""
    for suffix in COMPRESSED:
        name = name.removesuffix(suffix)
    if name.startswith(SEGMENT_PREFIX) and name.endswith(".txt"):
        return f"/{folder}"
    stem, dot, extension = name.rpartition(".")
    if not dot or extension not in ("html", "txt"):
        return None
    if not folder and stem == "index":
        return "/"
    return f"/{folder}/{stem}" if folder else f"/{stem}"


def _link(source: Path, target: Path) -> None:
    """A hard link, or a copy where the two folders are on different disks; never over a file the export wrote."""
    try:
        os.link(source, target)
    except FileExistsError:
        raise
    except OSError:
        shutil.copy2(source, target)
