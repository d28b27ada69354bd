"""The project's web app as the export tests build it: a copy of its sources, leaving web/ alone."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parent.parent / "web"

needs_node = pytest.mark.skipif(not (WEB / "node_modules").is_dir(), reason="web/node_modules is not installed")


def web_copy(target: Path) -> Path:
    """The web app's sources in `target`, its packages hard-linked (Turbopack resolves none outside its root)."""
    shutil.copytree(WEB, target, ignore=shutil.ignore_patterns("node_modules", ".next", "out", "test", "e2e"))
    shutil.copytree(WEB / "node_modules", target / "node_modules", symlinks=True, copy_function=os.link)
    return target
