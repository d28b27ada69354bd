"""Input fingerprints: a step whose inputs and code are those it last built from skips its work."""

from __future__ import annotations

import ast
import functools
import hashlib
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import duckdb

from warehouse import state

PROJECT = Path(__file__).resolve().parents[2]
# The project's packages: a step runs code of those it imports (never of `sitectl`, the commands and local servers);
# anything else is a pinned dependency.
PACKAGES = ("pipeline", "warehouse", "sample_cms", "sitectl")
# What Dagster loads as the code location: the definitions module and every module under `pipeline/defs/`.
LOCATION = (PROJECT / "pipeline" / "definitions.py", PROJECT / "pipeline" / "defs")


def content_digest(payload: Any) -> str:
    """A digest of a decoded CMS answer: equal exactly when the content is, whatever order the keys came in."""
    return hashlib.sha256(json.dumps(payload, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def _module_files(name: str, root: Path) -> Iterator[Path]:
    """The files importing module `name` runs: its own and its packages' `__init__.py`s."""
    parts = name.split(".")
    for depth in range(1, len(parts) + 1):
        base = root.joinpath(*parts[:depth])
        for candidate in (base / "__init__.py", base.with_suffix(".py")):
            if candidate.is_file():
                yield candidate


def _imports(path: Path) -> Iterator[str]:
    """The absolute module names `path` imports (`from a import b` names both `a` and `a.b`, which may be a module)."""
    for node in ast.walk(ast.parse(path.read_bytes(), str(path))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module
            yield from (f"{node.module}.{alias.name}" for alias in node.names)


def step_sources(start: tuple[Path, ...] = LOCATION, root: Path = PROJECT) -> list[Path]:
    """The project's source files the code location runs: `start` and every project module they import, followed
    to the end. Commands, servers and test helpers that no step imports are not among them."""
    pending = [p for entry in start for p in ([entry] if entry.is_file() else sorted(entry.rglob("*.py")))]
    found: set[Path] = set()
    while pending:
        path = pending.pop()
        if path in found:
            continue
        found.add(path)
        for name in _imports(path):
            if name.split(".")[0] in PACKAGES:
                pending.extend(_module_files(name, root))
    return sorted(found)


def source_digest(paths: list[Path], root: Path) -> str:
    """A digest of the files `paths` (under `root`), names and contents."""
    digest = hashlib.sha256()
    for path in paths:
        digest.update(f"{path.relative_to(root).as_posix()}\0".encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


@functools.cache
def code_version() -> str:
    """A digest of the source every step runs (`step_sources`): after a change to any of it, every step builds once;
    a change to a command or the preview server rebuilds nothing."""
    return source_digest(step_sources(), PROJECT)


def fingerprint(*inputs: str) -> str:
    """The fingerprint of a step's inputs, with the code version."""
    return hashlib.sha256("\0".join([code_version(), *inputs]).encode()).hexdigest()


def inputs_fingerprint(con: duckdb.DuckDBPyConnection, site_id: str, steps: list[str], *extra: str) -> str | None:
    """The fingerprint of a step that reads what `steps` built, and `extra`; None while one of those steps has
    not been built."""
    built = state.fingerprints(con, site_id, steps)
    return None if built is None else fingerprint(*built, *extra)


def reported(con: duckdb.DuckDBPyConnection, site_id: str, step: str, inputs: str | None) -> dict[str, Any] | None:
    """What `step` reported when it last built from the `inputs` fingerprint, so it need not build again; None
    when it must."""
    built = state.last_built(con, site_id, step)
    return built.summary if built is not None and inputs is not None and built.fingerprint == inputs else None
