"""A site whose first partner has no membership provider: its export has no member UI, code or provider call."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from pipeline.defs.resources import CmsResource, SiteOutputResource, WarehouseResource
from pipeline.defs.site_export.export import build_env
from sample_cms.app import Content
from sample_cms.content.site import SITE_ID
from tests import outputs
from tests.conftest import build_everything

WEB = Path(__file__).resolve().parent.parent / "web"
# What only the member area's code and markup carry: provider calls, the stored session's key, its UI.
MEMBER_TRACES = ("GetWatchlistDx", "LoginDx", "cw-profile", "/membership/", "/min-side", "Medlemmenes mening")


def _web_copy(target: Path) -> Path:
    """The web app's sources in `target`, its packages hard-linked (Turbopack resolves none outside its root), so
    this build leaves web/ alone."""
    shutil.copytree(WEB, target, ignore=shutil.ignore_patterns("node_modules", ".next", "out", "test", "e2e"))
    shutil.copytree(WEB / "node_modules", target / "node_modules", symlinks=True, copy_function=os.link)
    return target


def _traces(out: Path) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for file in sorted(out.rglob("*")):
        if file.is_file() and file.suffix in (".html", ".js", ".txt", ".json", ".css"):
            text = file.read_text(errors="replace")
            hits = [trace for trace in MEMBER_TRACES if trace in text]
            if hits:
                found[str(file.relative_to(out))] = hits
    return found


@pytest.mark.skipif(not (WEB / "node_modules").is_dir(), reason="web/node_modules is not installed")
def test_a_site_of_another_partner_ships_no_member_area(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: Content,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    site: dict[str, Any] = next(s for s in served.sites if s["id"] == SITE_ID)
    monkeypatch.setitem(site, "partners", [4711])
    assert build_everything(cms, warehouse, site_output).success
    assert outputs.read(site_output, "site.json")["membership"] == {"enabled": False, "partner": 4711, "apiBase": None}

    web = _web_copy(tmp_path / "web")
    env = build_env(Path(site_output.path), dict(os.environ))
    npm = shutil.which("npm")
    assert npm is not None
    subprocess.run([npm, "run", "--silent", "build"], cwd=web, env=env, check=True, timeout=600)

    out = web / "out"
    assert (out / "index.html").is_file()
    assert not list(out.glob("min-side*")), "member pages were exported"
    assert _traces(out) == {}
