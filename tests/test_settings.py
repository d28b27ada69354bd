"""Configuration fails closed: the sample CMS's values only where the project's own commands start it; elsewhere a
missing variable, or a loopback http: base for visitors' browsers, stops a build before any CMS call, named."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pipeline.settings import (
    CONTRACT,
    REQUIRED,
    SAMPLE_MARKER,
    ConfigurationError,
    require,
    sample_cms_settings,
)
from sample_cms.auth import SAMPLE_PASSWORD
from sitectl import releases
from tests.conftest import SAMPLE_SITE

ROOT = Path(__file__).resolve().parent.parent
BASH = shutil.which("bash") or "/bin/bash"
SAMPLE = "http://127.0.0.1:8750"
# A deployment's settings: every base https:, no sample marker.
DEPLOYED = {
    **{name: f"https://{name.lower().replace('_', '-')}.example.org" for name in REQUIRED},
    "CMS_PLATFORM_USER": "fjordby",
    "CMS_PLATFORM_PASSWORD": "a-deployments-password",
    "CMS_IDP_CLIENT_ID": "fjordby-pipeline",
    "CMS_IDP_CLIENT_SECRET": "a-deployments-secret",
}


def _without_configuration(**extra: str) -> dict[str, str]:
    """This process's environment with none of the contract's variables, nor the sample's marker, plus `extra`."""
    gone = (*CONTRACT, SAMPLE_MARKER)
    return {**{k: v for k, v in os.environ.items() if k not in gone}, **extra}


def test_a_deployment_missing_the_password_is_refused_naming_it_alone() -> None:
    settings = {name: value for name, value in DEPLOYED.items() if name != "CMS_PLATFORM_PASSWORD"}
    with pytest.raises(ConfigurationError) as raised:
        require(settings)
    assert str(raised.value) == "CMS_PLATFORM_PASSWORD is not set (see README Configuration)"
    # Empty, as a blank line of cms.env leaves it, is missing too.
    with pytest.raises(ConfigurationError, match=r"^CMS_PLATFORM_PASSWORD is not set "):
        require({**DEPLOYED, "CMS_PLATFORM_PASSWORD": ""})


def test_every_missing_variable_is_named_and_no_value() -> None:
    with pytest.raises(ConfigurationError) as raised:
        require({"CMS_PLATFORM_PASSWORD": SAMPLE_PASSWORD, "CMS_SITE_ID": SAMPLE_SITE})
    assert str(raised.value) == (
        "CMS_PLATFORM_URL, CMS_PLATFORM_USER, CMS_MANAGEMENT_URL, CMS_IDP_TOKEN_URL, CMS_IDP_CLIENT_ID, "
        "CMS_IDP_CLIENT_SECRET, PUBLIC_EVENTS_URL, MEMBERSHIP_API_118, MEMBERSHIP_API_178 are not set "
        "(see README Configuration)"
    )
    assert SAMPLE_PASSWORD not in str(raised.value)


@pytest.mark.parametrize("base", [f"{SAMPLE}/membership/118", "http://localhost:8750/membership/118", "http://[::1]/m"])
def test_a_loopback_http_member_base_is_refused_outside_the_sample(base: str) -> None:
    with pytest.raises(ConfigurationError) as raised:
        require({**DEPLOYED, "MEMBERSHIP_API_118": base})
    assert str(raised.value) == (
        "MEMBERSHIP_API_118 is an http: URL on loopback, which a visitor's browser calls on the visitor's own machine "
        "(only the sample CMS, SAMPLE_CMS=1, may have one) (see README Configuration)"
    )
    assert base not in str(raised.value)


def test_a_plain_http_base_is_refused_and_the_sample_passes() -> None:
    with pytest.raises(ConfigurationError) as raised:
        require({**DEPLOYED, "PUBLIC_EVENTS_URL": "http://events.example.org", "CMS_IDP_CLIENT_ID": ""})
    assert str(raised.value) == (
        "CMS_IDP_CLIENT_ID is not set; PUBLIC_EVENTS_URL must be an https: URL (see README Configuration)"
    )
    require(DEPLOYED)
    require(sample_cms_settings(SAMPLE))
    # The marker means the sample's own: 1, nothing else.
    with pytest.raises(ConfigurationError, match=r"^PUBLIC_EVENTS_URL is an http: URL on loopback"):
        require({**sample_cms_settings(SAMPLE), SAMPLE_MARKER: "true"})


def test_the_sample_env_lines_export_the_sample_settings() -> None:
    script = f'eval "$("{sys.executable}" -m sitectl.settings sample-env "$1")" && env -0'
    done = subprocess.run(
        [BASH, "-c", script, "bash", SAMPLE],
        env=_without_configuration(),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    exported = dict(line.split("=", 1) for line in done.stdout.split("\0") if line)
    assert {name: exported[name] for name in sample_cms_settings(SAMPLE)} == sample_cms_settings(SAMPLE)


def test_a_run_started_as_the_ui_starts_it_fails_before_any_step_naming_every_missing_variable(
    tmp_path: Path,
) -> None:
    # A process of its own, as a run worker is: the definitions load without the variables, and the run stops
    # when its resources are set up, before any step (no CMS listens at the platform URL).
    run = (
        "import dagster as dg\n"
        "from pipeline.definitions import defs\n"
        "with dg.DagsterInstance.ephemeral() as instance:\n"
        f"    instance.add_dynamic_partitions('sites', [{SAMPLE_SITE!r}])\n"
        "    result = defs.resolve_job_def('build_everything').execute_in_process(\n"
        f"        instance=instance, partition_key={SAMPLE_SITE!r}, raise_on_error=False)\n"
        "steps = [e for e in result.all_events if e.event_type == dg.DagsterEventType.STEP_START]\n"
        "[failure] = [e for e in result.all_events if e.event_type == dg.DagsterEventType.RUN_FAILURE]\n"
        "print(result.success, len(steps), failure.event_specific_data.error.cause.message)\n"
    )
    settings = {
        name: value for name, value in DEPLOYED.items() if name not in ("CMS_PLATFORM_PASSWORD", "MEMBERSHIP_API_118")
    }
    env = _without_configuration(
        **{**settings, "CMS_PLATFORM_URL": "http://127.0.0.1:9", "MEMBERSHIP_API_178": ""},
        DAGSTER_HOME=str(tmp_path),
        WAREHOUSE_DIR=str(tmp_path / "var"),
        SITES_DIR=str(tmp_path / "sites"),
    )
    done = subprocess.run(
        [sys.executable, "-c", run], env=env, cwd=ROOT, capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == (
        "False 0 pipeline.settings.ConfigurationError: CMS_PLATFORM_PASSWORD, MEMBERSHIP_API_118, MEMBERSHIP_API_178 "
        "are not set (see README Configuration)"
    )
    assert DEPLOYED["CMS_IDP_CLIENT_SECRET"] not in done.stdout + done.stderr


def test_build_against_a_configured_cms_stops_naming_what_is_missing(tmp_path: Path) -> None:
    settings = {name: value for name, value in DEPLOYED.items() if name != "CMS_PLATFORM_PASSWORD"}
    env = _without_configuration(
        **settings, DAGSTER_HOME=str(tmp_path / "dagster"), WAREHOUSE_DIR=str(tmp_path / "var")
    )
    done = subprocess.run(
        [ROOT / "scripts" / "build"], env=env, capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 1
    assert done.stderr.rstrip().endswith("error:\x1b[0m CMS_PLATFORM_PASSWORD is not set (see README Configuration)")
    assert not (tmp_path / "var").exists()


def test_the_release_commands_need_no_cms_variable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in (*CONTRACT, SAMPLE_MARKER):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("SITES_DIR", str(tmp_path))
    assert releases.main(["list"]) == 0
    assert capsys.readouterr().out == "No site has a release yet.\n"
