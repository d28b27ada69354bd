"""The commands a person runs: `scripts/build` against the sample CMS, and the code location's definitions."""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import dagster as dg
import duckdb

from pipeline.definitions import defs
from pipeline.defs.resources import CmsResource
from pipeline.settings import sample_cms_settings
from sample_cms.server import SampleCms
from tests.conftest import NORDVIK, SAMPLE_SITE, SOLBAKKEN

ROOT = Path(__file__).resolve().parent.parent


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CMS_", "MEMBERSHIP_", "PUBLIC_EVENTS"))}
    places = {
        "DAGSTER_HOME": str(tmp_path / "dagster"),
        "WAREHOUSE_DIR": str(tmp_path / "var"),
        "SITES_DIR": str(tmp_path / "sites"),
    }
    return {**env, **places, **extra}


def test_build_starts_the_sample_cms_and_builds_its_three_sites(tmp_path: Path) -> None:
    done = subprocess.run(
        [ROOT / "scripts" / "build"], env=_env(tmp_path), capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0, done.stderr
    assert "Started the sample CMS at http://127.0.0.1:" in done.stderr
    for title in ("Fjordby kulturhus", "Nordvik kino og kulturscene", "Solbakken kulturhus"):
        assert f"[{title}]   ✓ productions:" in done.stdout
        assert re.search(
            rf"^\[{title}\]   ✓ published_route_data: release \S+: released and live \(the site export is off\)$",
            done.stdout,
            re.MULTILINE,
        )
        assert f"[{title}] Build succeeded" in done.stdout
    assert done.stdout.rstrip().endswith("Built 3 of 3 sites.")
    for site in (SAMPLE_SITE, NORDVIK, SOLBAKKEN):
        with duckdb.connect(str(tmp_path / "var" / site / "warehouse.duckdb"), read_only=True) as con:
            assert con.execute("SELECT count(*) FROM events").fetchone()[0] > 100  # type: ignore[index]
        assert (tmp_path / "sites" / site / "current" / "data" / "routes" / "index.json").is_file()
    nordvik = json.loads((tmp_path / "sites" / NORDVIK / "current" / "data" / "site.json").read_text())
    assert nordvik["title"] == "Nordvik kino og kulturscene"


def test_build_fails_plainly_and_keeps_secrets_out(tmp_path: Path, cms_server: SampleCms) -> None:
    env = _env(tmp_path, **{**sample_cms_settings(cms_server.url), "CMS_PLATFORM_PASSWORD": "not-the-password"})
    done = subprocess.run(
        [ROOT / "scripts" / "build"], env=env, capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 1
    assert "The build failed" in done.stderr
    assert "HTTP 401" in done.stderr and "/v1/sites" in done.stderr
    assert "not-the-password" not in done.stdout + done.stderr


def test_every_asset_has_a_description() -> None:
    graph = defs.resolve_asset_graph()
    for key in graph.get_all_asset_keys():
        assert graph.get(key).description, key


def test_secrets_are_bound_by_variable_name_only() -> None:
    cms = defs.resources["cms"]
    assert isinstance(cms, CmsResource)
    assert (
        isinstance(cms.platform_password, dg.EnvVar) and cms.platform_password.env_var_name == "CMS_PLATFORM_PASSWORD"
    )
    assert isinstance(cms.idp_client_secret, dg.EnvVar)


def test_workspace_yaml_loads(tmp_path: Path) -> None:
    (tmp_path / "dagster").mkdir()
    done = subprocess.run(
        [ROOT / ".venv" / "bin" / "dagster", "definitions", "validate", "-w", ROOT / "workspace.yaml"],
        env=_env(tmp_path),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "All code locations passed validation" in done.stdout + done.stderr
