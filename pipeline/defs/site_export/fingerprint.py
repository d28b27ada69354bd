"""What an export is built from: the route data's hashes, the web app's sources and the hosts' configurations' code;
and the build id of what every page of it shares."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from pipeline.defs.site_export.export import PARKED_CACHES
from pipeline.files import files_in
from pipeline.publish import hosting

# Where the export records what it was built from; the server never serves files whose name starts with a dot.
FINGERPRINT_FILE = ".export-fingerprint"
# Where the export records its build id (`build_id`), which a partial export must share with the pages it keeps.
BUILD_ID_FILE = ".export-build-id"
# The route data files every page renders (the layout's header, footer and redirect table); with the not-found route
# (404.html), what a route's own hash does not cover.
SHARED_FILES = ("site.json", "redirects.json")
# Next.js leaves a build id with "ad" in it aside, lest ad blockers take its asset paths for ads: hex digits are
# written with letters that cannot spell it.
NO_AD = str.maketrans("abcdef", "ghjkmn")
# Installed packages (the lock stands for them), Next.js's build cache and output, files the build itself
# regenerates, and the tests with their configurations: none of them is a source of the export.
NOT_SOURCES = frozenset(
    {
        "node_modules",
        ".next",
        PARKED_CACHES,
        "out",
        "next-env.d.ts",
        ".export.lock",
        "test",
        "e2e",
        "playwright.config.ts",
        "vitest.config.ts",
        "eslint.config.mjs",
        "README.md",
    }
)


def route_data_digest(manifest: dict[str, Any]) -> str:
    """The digest of the manifest's hash set: every route's path and hash, and every other file's hash."""
    routes = sorted((str(r["path"]), str(r["hash"])) for r in manifest.get("routes", []))
    files = sorted((str(name), str(digest)) for name, digest in manifest.get("files", {}).items())
    payload = json.dumps({"routes": routes, "files": files}, separators=(",", ":"))
    return hashlib.sha256(payload.encode()).hexdigest()


def _not_source(relative: str) -> bool:
    """A file or folder of the web app (relative, with `/`) whose name is in NOT_SOURCES."""
    return relative.rpartition("/")[2] in NOT_SOURCES


def web_sources_digest(web: Path) -> str:
    """The digest of every file under `web` but those in `NOT_SOURCES` (anywhere in its path) and `*.tsbuildinfo`."""
    digest = hashlib.sha256()
    # A folder in NOT_SOURCES is not walked, so only a file's own name is left to look at.
    for relative in files_in(web, skip=_not_source):
        if _not_source(relative) or relative.endswith(".tsbuildinfo"):
            continue
        digest.update(f"{relative}\0".encode())
        digest.update(hashlib.sha256((web / relative).read_bytes()).digest())
    return digest.hexdigest()


def export_fingerprint(manifest: dict[str, Any], web_digest: str) -> str:
    """Changes with the route data, the web app (`web_sources_digest`), and the code that writes the hosts'
    configurations beside it."""
    writer = hashlib.sha256(Path(hosting.__file__).read_bytes()).hexdigest()
    parts = f"{route_data_digest(manifest)}\0{web_digest}\0{writer}"
    return hashlib.sha256(parts.encode()).hexdigest()


def build_id(manifest: dict[str, Any], web_digest: str, node_version: str, preview: bool = False) -> str:
    """The build id of an export: changes with the web app, the Node.js that builds it, whether it is a preview, and
    the route data every page shares (`SHARED_FILES`, the not-found route), never with one route's own data. Two
    exports with one build id have the same chunks and may serve each other's pages (`partial`), which the export
    checks before it relies on it."""
    files = manifest.get("files", {})
    shared = [f"{name}={files.get(name, '')}" for name in SHARED_FILES]
    not_found = sorted(str(r.get("hash")) for r in manifest.get("routes", []) if r.get("kind") == "not-found")
    inputs: list[Any] = [web_digest, node_version, shared, not_found] + (["preview"] if preview else [])
    payload = json.dumps(inputs, separators=(",", ":"))
    return hashlib.sha256(payload.encode()).hexdigest()[:24].translate(NO_AD)


def recorded(export: Path | None, name: str = FINGERPRINT_FILE) -> str | None:
    """What an export folder records in the file `name` (the fingerprint it was built from, or its build id), if any."""
    file = export / name if export is not None else None
    return file.read_text().strip() if file is not None and file.is_file() else None
