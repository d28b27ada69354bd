"""What an export is built from: the route data's hashes, the web app's sources and the hosts' configurations' code."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from pipeline.publish import hosting

# Where the export records what it was built from; the server never serves files whose name starts with a dot.
FINGERPRINT_FILE = ".export-fingerprint"
# Installed packages (the lock stands for them), Next.js's build cache and output, and files the build itself
# regenerates: none of them is a source.
NOT_SOURCES = frozenset({"node_modules", ".next", "out", "next-env.d.ts", ".export.lock"})


def route_data_digest(manifest: dict[str, Any]) -> str:
    """The digest of the manifest's hash set: every route's path and hash, and every other file's hash."""
    routes = sorted((str(r["path"]), str(r["hash"])) for r in manifest.get("routes", []))
    files = sorted((str(name), str(digest)) for name, digest in manifest.get("files", {}).items())
    payload = json.dumps({"routes": routes, "files": files}, separators=(",", ":"))
    return hashlib.sha256(payload.encode()).hexdigest()


def web_sources_digest(web: Path) -> str:
    """The digest of every file under `web` but those in `NOT_SOURCES` (anywhere in its path) and `*.tsbuildinfo`."""
    digest = hashlib.sha256()
    for path in sorted(web.rglob("*")):
        relative = path.relative_to(web)
        if not path.is_file() or NOT_SOURCES.intersection(relative.parts) or path.name.endswith(".tsbuildinfo"):
            continue
        digest.update(f"{relative.as_posix()}\0".encode())
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()


def export_fingerprint(manifest: dict[str, Any], web: Path) -> str:
    """Changes with the route data, the web app, and the code that writes the hosts' configurations beside it."""
    writer = hashlib.sha256(Path(hosting.__file__).read_bytes()).hexdigest()
    parts = f"{route_data_digest(manifest)}\0{web_sources_digest(web)}\0{writer}"
    return hashlib.sha256(parts.encode()).hexdigest()


def recorded(export: Path | None) -> str | None:
    """The fingerprint an export folder was built from, if it has one."""
    file = export / FINGERPRINT_FILE if export is not None else None
    return file.read_text().strip() if file is not None and file.is_file() else None
