"""How assets and checks show a list of problems: the first few, and a count, in the metadata and the log."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import dagster as dg

SHOWN = 20


def listed(items: Sequence[Any]) -> dict[str, Any]:
    """Metadata: how many, and the first few as examples."""
    return {"count": len(items), "examples": dg.MetadataValue.json([str(i) for i in items[:SHOWN]])}


def one_line(text: str) -> str:
    """`text` as one line of a log: each control character (a CR LF in a CMS title would start a forged line) as its
    escape, `\\r\\n`."""
    return re.sub(r"[\x00-\x1f\x7f]", lambda found: repr(found.group())[1:-1], text)


def log_each(log: dg.DagsterLogManager, lines: Sequence[str], rest: str = "… and {more} more") -> None:
    """A warning per line for the first few, then one for the rest (`rest` is formatted with `more`, `total`); each
    one line, whatever the CMS's text in it holds."""
    for line in lines[:SHOWN]:
        log.warning(one_line(line))
    if len(lines) > SHOWN:
        log.warning(rest.format(more=len(lines) - SHOWN, total=len(lines)))


def run_failures(result: dg.ExecuteInProcessResult) -> list[str]:
    """A run's failures, one line each: its failed ERROR-severity checks, then its failed steps with their errors."""
    failed = [
        f"check {e.asset_key.to_user_string()}:{e.check_name} failed"
        for e in result.get_asset_check_evaluations()
        if not e.passed and e.severity != dg.AssetCheckSeverity.WARN
    ]
    for event in result.get_step_failure_events():
        error = event.step_failure_data.error
        failed.append(f"step {event.step_key} failed: {error.message.strip() if error else 'unknown error'}")
    return failed
