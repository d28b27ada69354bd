"""Input fingerprints: a step whose inputs and code are those it last built from skips its work."""

from __future__ import annotations

import functools
import hashlib
import json
from pathlib import Path
from typing import Any

import duckdb

import pipeline
import warehouse
from warehouse import state

_SOURCES = (Path(pipeline.__file__).parent, Path(warehouse.__file__).parent)


def content_digest(payload: Any) -> str:
    """A digest of a decoded CMS answer: equal exactly when the content is, whatever order the keys came in."""
    return hashlib.sha256(json.dumps(payload, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


@functools.cache
def code_version() -> str:
    """A digest of the pipeline's and the warehouse's source: after any change to either, every step builds once."""
    digest = hashlib.sha256()
    for root in _SOURCES:
        for path in sorted(root.rglob("*.py")):
            digest.update(f"{root.name}/{path.relative_to(root).as_posix()}\0".encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


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
