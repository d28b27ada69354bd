"""Real builds (`python -m sitectl.build` in a subprocess) killed at several points, run two at once,
interrupted, and pointed at a CMS that fails: a later build always succeeds and publishes.

Kills and pauses happen at named failpoints (`PIPELINE_FAILPOINT`), never after a guessed delay.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import dagster as dg
import duckdb
import httpx
import pytest

from pipeline.defs.automation.stale_runs import stale_runs
from pipeline.defs.resources import CmsResource, SiteOutputResource, WarehouseResource
from pipeline.publish.releases import SiteReleases
from pipeline.settings import sample_cms_settings
from sample_cms.app import HouseContent
from sample_cms.server import SampleCms
from tests.conftest import SAMPLE_SITE, build_everything, sample_credentials

ROOT = Path(__file__).resolve().parent.parent
HOST = socket.gethostname()
# Runs the job the way a run worker launched from the UI does: in-process, without the build's pid tags.
UI_LIKE_RUN = f"""
import dagster as dg
from pipeline.definitions import defs
with dg.DagsterInstance.get() as instance:
    defs.resolve_job_def("build_everything").execute_in_process(instance=instance, partition_key={SAMPLE_SITE!r})
"""


@dataclass
class Place:
    """A Dagster home, a warehouse folder and a releases folder, as `scripts/build` would use them."""

    root: Path
    env: dict[str, str]
    content: HouseContent

    @property
    def output(self) -> SiteReleases:
        return SiteReleases(self.root / "sites" / SAMPLE_SITE)

    def instance(self) -> dg.DagsterInstance:
        return dg.DagsterInstance.from_config(str(self.root / "dagster"))

    def retitle(self, title: str) -> None:
        """Changes what the CMS serves, so the next build has something new to publish."""
        self.content.articles[0]["title"] = title

    def build(self, *args: str, failpoint: str = "", **env: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "sitectl.build", *args],
            env={**self.env, "PIPELINE_FAILPOINT": failpoint, **env},
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )

    def start(self, *command: str, pause_at: str, log: str) -> subprocess.Popen[bytes]:
        """Starts a command that pauses at a failpoint, and returns once it got there."""
        path = self.root / log
        with path.open("w") as stderr:
            child = subprocess.Popen(
                [sys.executable, *command],
                env={**self.env, "PIPELINE_FAILPOINT": f"{pause_at}:pause"},
                cwd=ROOT,
                stdout=subprocess.DEVNULL,
                stderr=stderr,
            )
        wait_for(path, f"failpoint {pause_at}: pause", child)
        return child


def wait_for(log: Path, text: str, child: subprocess.Popen[bytes], timeout: float = 120) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        written = log.read_text()
        if text in written:
            return written
        assert child.poll() is None, f"the process ended before {text!r}: {written}"
        time.sleep(0.1)
    raise AssertionError(f"no {text!r} within {timeout} s: {log.read_text()}")


def published_has(tree: Path | None, text: str) -> bool:
    assert tree is not None
    return any(text.encode() in p.read_bytes() for p in tree.rglob("*.json"))


def stored_title(place: Place, article_id: str) -> str:
    with duckdb.connect(str(place.root / "var" / SAMPLE_SITE / "warehouse.duckdb"), read_only=True) as con:
        row = con.execute("SELECT title FROM articles WHERE article_id = ?", [article_id]).fetchone()
    assert row is not None
    return str(row[0])


@pytest.fixture(scope="module")
def place(tmp_path_factory: pytest.TempPathFactory, cms_server: SampleCms) -> Iterator[Place]:
    """One place shared by the tests below, built once; each test leaves it after a good build."""
    root = tmp_path_factory.mktemp("faults")
    (root / "dagster").mkdir()
    (root / "dagster" / "dagster.yaml").symlink_to(ROOT / "dagster.yaml")
    url = cms_server.url
    keep = {k: v for k, v in os.environ.items() if not k.startswith(("CMS_", "MEMBERSHIP_", "PUBLIC_EVENTS"))}
    env = {
        **keep,
        **sample_cms_settings(url),
        "DAGSTER_HOME": str(root / "dagster"),
        "WAREHOUSE_DIR": str(root / "var"),
        "SITES_DIR": str(root / "sites"),
        "CMS_SITE_ID": SAMPLE_SITE,
    }
    content: HouseContent = cms_server.app.state.content().houses[SAMPLE_SITE]
    original = content.articles[0]["title"]
    place = Place(root, env, content)
    place.retitle("Fault test T0")
    try:
        first = place.build()
        assert first.returncode == 0, first.stderr
        yield place
    finally:
        content.articles[0]["title"] = original


def test_builds_killed_at_any_point_never_block_the_next_one(place: Place) -> None:
    # A UI-style run (no build tags) killed in a step: the stale_runs sensor finds it by the pid of its start event
    # and marks it failed, so the run queue lets its site build again.
    place.retitle("Fault test T1")
    child = place.start("-c", UI_LIKE_RUN, pause_at="ingest.fetched", log="ui-run.log")
    child.kill()
    child.wait()
    with place.instance() as instance:
        [killed] = instance.get_run_records(dg.RunsFilter(statuses=[dg.DagsterRunStatus.STARTED]))
        with dg.build_sensor_context(instance=instance) as context:
            skip = stale_runs(context)
        run_id = killed.dagster_run.run_id
        assert skip.skip_message == (
            f"The process of run {run_id[:8]} (pid {child.pid} on {HOST}) is gone: marked the run failed."
        )
        assert instance.get_run_by_id(run_id).status == dg.DagsterRunStatus.FAILURE  # type: ignore[union-attr]

    # Builds killed while staging, after moving the new release in, and right after swapping the link:
    # each gets past every warehouse step, so the one killed before it blocks nothing.
    place.retitle("Fault test T2")
    killed_staging = place.build(failpoint="stage.writing:kill")
    assert killed_staging.returncode == -signal.SIGKILL, killed_staging.stderr
    assert published_has(place.output.live_data(), "Fault test T0")
    place.retitle("Fault test T3")
    killed_renamed = place.build(failpoint="release.renamed:kill")
    assert killed_renamed.returncode == -signal.SIGKILL, killed_renamed.stderr
    assert "is gone: marked the run failed" in killed_renamed.stderr  # the previous build's run
    assert published_has(place.output.live_data(), "Fault test T0")
    place.retitle("Fault test T4")
    killed_swapped = place.build(failpoint="release.swapped:kill")
    assert killed_swapped.returncode == -signal.SIGKILL, killed_swapped.stderr
    assert published_has(place.output.live_data(), "Fault test T4")

    place.retitle("Fault test T5")
    done = place.build()
    assert done.returncode == 0, done.stderr
    assert "is gone: marked the run failed" in done.stderr
    assert "released and live" in done.stdout
    assert published_has(place.output.live_data(), "Fault test T5")
    # The release before the live one is the one that really was live before it (T4, swapped in by a build killed
    # before it could note it); T3, which a killed build moved in but never swapped in, is no release and is gone.
    previous = place.output.previous()
    assert previous is not None and published_has(previous.data, "Fault test T4")
    releases = [r.data for r in place.output.releases()]
    assert [published_has(d, "Fault test T0") for d in releases] == [True, False, False]
    assert not any(published_has(p, "Fault test T3") for p in place.output.folder.iterdir())
    with place.instance() as instance:
        statuses = sorted(r.dagster_run.status.value for r in instance.get_run_records())
        assert statuses == ["FAILURE"] * 4 + ["SUCCESS"] * 2


def test_two_builds_at_once_and_ctrl_c(place: Place) -> None:
    article_id = place.content.articles[0]["id"]
    before = stored_title(place, article_id)
    place.retitle("Fault test T6")
    first = place.start("-m", "sitectl.build", pause_at="ingest.fetched", log="first.log")
    try:
        # A second build that will not wait says who holds the output, and does nothing.
        impatient = place.build("--wait", "0")
        assert impatient.returncode == 1
        assert f"The build did not start: pid {first.pid} on {HOST} since " in impatient.stderr
        assert f"is writing the releases of {place.root / 'sites' / SAMPLE_SITE}" in impatient.stderr
        # One that waits says so, and goes on once the first is gone.
        with (place.root / "second.log").open("w") as stderr:
            second = subprocess.Popen(
                [sys.executable, "-m", "sitectl.build", "--wait", "120"],
                env={**place.env, "PIPELINE_FAILPOINT": ""},
                cwd=ROOT,
                stdout=subprocess.PIPE,
                stderr=stderr,
            )
        wait_for(place.root / "second.log", f"Waiting: pid {first.pid} on {HOST}", second)
        # Ctrl-C stops the first build at once, though it sits in a step (as it would in a slow call).
        interrupted = time.monotonic()
        first.send_signal(signal.SIGINT)
        assert first.wait(timeout=10) == 128 + signal.SIGINT
        assert time.monotonic() - interrupted < 5
    finally:
        first.kill()
        first.wait()
    assert "The build stopped: interrupted (SIGINT)." in (place.root / "first.log").read_text()
    assert stored_title(place, article_id) == before  # it had fetched T6 but not written it
    stdout, _ = second.communicate(timeout=300)
    assert second.returncode == 0, (place.root / "second.log").read_text()
    assert b"released and live" in stdout
    assert published_has(place.output.live_data(), "Fault test T6")
    with place.instance() as instance:
        statuses = [r.dagster_run.status for r in instance.get_run_records(limit=2)]  # newest first
        assert statuses == [dg.DagsterRunStatus.SUCCESS, dg.DagsterRunStatus.CANCELED]


def test_a_cms_that_never_answers_fails_the_build_within_its_deadline(place: Place, control: httpx.Client) -> None:
    control.post("/_control/faults", json={"hang": True}).raise_for_status()
    published = place.output.live_data()
    started = time.monotonic()
    done = place.build(CMS_DEADLINE_SECONDS="3")
    control.delete("/_control/faults").raise_for_status()
    assert done.returncode == 1
    assert time.monotonic() - started < 60  # start-up included; 17 minutes before the deadline existed
    assert "call 'sites' failed (no answer)" in done.stderr
    assert "no answer within the 3 s deadline for this build's CMS calls" in done.stderr
    assert "Exceeded max_retries" not in done.stderr
    assert place.output.live_data() == published


def test_a_permanent_failure_names_the_call_and_the_status(
    cms_server: SampleCms, control: httpx.Client, warehouse: WarehouseResource, site_output: SiteOutputResource
) -> None:
    control.post("/_control/faults", json={"fail_next": 1000, "status": 503}).raise_for_status()
    cms = CmsResource(
        **sample_credentials(cms_server.url),
        retry_attempts=1,
        deadline_seconds=10,  # too short for the step's first retry, 15 s on
    )
    result = build_everything(cms, warehouse, site_output)
    failures = {e.step_key: e.step_failure_data.error.message for e in result.get_step_failure_events()}  # type: ignore[union-attr]
    assert sorted(failures) == ["articles", "block_data", "programme", "site_config"]
    for message in failures.values():
        assert f"call 'sites' failed (HTTP 503) at {cms_server.url}/v1/sites" in message
        assert "Exceeded max_retries" not in message
