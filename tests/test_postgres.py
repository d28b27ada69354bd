"""Dagster's instance in PostgreSQL: the settings DAGSTER_HOME gets from the variables, and, against a throw-away
cluster of Debian's PostgreSQL on loopback (sitectl/local_postgres.py), a full build by `scripts/build`, the
sensors and the schedule run by `dagster-daemon`, and a killed run that the stale-run reaper marks failed so that
its site builds again."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import dagster as dg
import pytest
import sqlalchemy as sa
import yaml

from pipeline.instance import (
    POSTGRES_DB_STORAGE,
    POSTGRES_URL_STORAGE,
    SETTINGS,
    InstanceSettingsError,
    prepare_home,
    storage_secrets,
    storage_settings,
)
from pipeline.publish.releases import SiteReleases
from pipeline.settings import PROJECT_ROOT, sample_cms_settings
from sample_cms.app import HouseContent
from sample_cms.server import SampleCms, free_port
from sitectl import local_postgres
from sitectl.local_postgres import Cluster
from tests.conftest import SAMPLE_SITE

HOST = socket.gethostname()
BIN = Path(sys.executable).parent
# What a process may inherit from whoever runs the tests and must not: their CMS, their instance, their failpoints.
NOT_INHERITED = ("CMS_", "MEMBERSHIP_", "PUBLIC_EVENTS", "DAGSTER_", "NIGHTLY_BUILD_CRON", "PIPELINE_FAILPOINT")
PARTS = {
    "DAGSTER_PG_HOSTNAME": "db.example",
    "DAGSTER_PG_PORT": "5432",
    "DAGSTER_PG_USERNAME": "dagster",
    "DAGSTER_PG_PASSWORD": "",
    "DAGSTER_PG_DB_NAME": "dagster",
}
BUILT = [
    "articles",
    "block_data",
    "events",
    "pages",
    "production_slugs",
    "productions",
    "published_route_data",
    "route_data",
    "routes",
    "site",
    "theme",
]


def _storage(name: str) -> object:
    """The storage of one of deploy/'s PostgreSQL files."""
    return yaml.safe_load((PROJECT_ROOT / "deploy" / name).read_text())["storage"]


def test_the_home_keeps_sqlite_unless_a_postgresql_server_is_named(tmp_path: Path) -> None:
    home = tmp_path / "dagster"
    assert prepare_home(home, {}) is None
    assert (home / "dagster.yaml").readlink() == SETTINGS
    with dg.DagsterInstance.from_config(str(home)) as instance:
        assert type(instance.run_storage).__name__ == "SqliteRunStorage"

    settings = SETTINGS.read_text()
    url = "postgresql+psycopg2://dagster:a-password@db.example:5432/dagster"
    assert prepare_home(home, {"DAGSTER_POSTGRES_URL": url}) == POSTGRES_URL_STORAGE
    written = home / "dagster.yaml"
    assert not written.is_symlink()
    assert SETTINGS.read_text() == settings  # the link was replaced, not written through
    assert written.read_text() == (
        "# Written by pipeline/instance.py from dagster.yaml and deploy/dagster-postgres-url.yaml: edit those, not "
        "this.\n" + settings + POSTGRES_URL_STORAGE.read_text()
    )
    assert yaml.safe_load(written.read_text())["storage"] == _storage("dagster-postgres-url.yaml")
    assert yaml.safe_load(written.read_text())["concurrency"] == yaml.safe_load(settings)["concurrency"]

    assert prepare_home(home, PARTS) == POSTGRES_DB_STORAGE
    assert yaml.safe_load(written.read_text())["storage"] == _storage("dagster-postgres-db.yaml")
    assert prepare_home(home, {}) is None
    assert written.readlink() == SETTINGS


def test_the_database_password_is_a_secret_the_logs_mask() -> None:
    url = "postgresql+psycopg2://dagster:s3cret-pass@db.example:5432/dagster"
    assert storage_secrets({"DAGSTER_POSTGRES_URL": url}) == ["s3cret-pass"]
    assert storage_secrets({**PARTS, "DAGSTER_PG_PASSWORD": "pw-123456"}) == ["pw-123456"]
    assert storage_secrets(PARTS) == []


@pytest.mark.parametrize(
    ("env", "message"),
    [
        (
            {"DAGSTER_POSTGRES_URL": "postgresql://dagster:a-password@db.example/dagster"},
            "DAGSTER_POSTGRES_URL must begin with postgresql+psycopg2:// (dagster-postgres's driver), not postgresql://",
        ),
        (
            {"DAGSTER_POSTGRES_URL": "dagster:a-password@db.example"},
            "DAGSTER_POSTGRES_URL must begin with postgresql+psycopg2:// (dagster-postgres's driver), not no scheme",
        ),
        (
            {"DAGSTER_PG_HOSTNAME": "db.example", "DAGSTER_PG_PASSWORD": "a-password"},
            "the DAGSTER_PG_* variables go together: DAGSTER_PG_PORT, DAGSTER_PG_USERNAME, DAGSTER_PG_DB_NAME not set",
        ),
        (
            {**PARTS, "DAGSTER_POSTGRES_URL": "postgresql+psycopg2://dagster@db.example/dagster"},
            "set DAGSTER_POSTGRES_URL or the DAGSTER_PG_* variables, not both (DAGSTER_PG_HOSTNAME, DAGSTER_PG_PORT, "
            "DAGSTER_PG_USERNAME, DAGSTER_PG_DB_NAME)",
        ),
    ],
)
def test_incomplete_or_contradicting_variables_are_refused_by_name(env: dict[str, str], message: str) -> None:
    with pytest.raises(InstanceSettingsError) as refused:
        storage_settings(env)
    assert str(refused.value) == message


@pytest.fixture(scope="session")
def postgres() -> Iterator[Cluster]:
    """A cluster of its own under var/, stopped and removed after the tests whatever happens."""
    folder = PROJECT_ROOT / "var" / "postgres-test" / uuid.uuid4().hex[:12]
    try:
        with local_postgres.cluster(folder, free_port()) as cluster:
            yield cluster
    finally:
        with suppress(OSError):
            folder.parent.rmdir()  # when no other run's cluster is there


@dataclass
class Place:
    """Two Dagster homes on the one database: `home-url` from DAGSTER_POSTGRES_URL, `home-parts` from the
    DAGSTER_PG_* variables; the warehouses and releases beside them."""

    root: Path
    cluster: Cluster
    base: dict[str, str]
    content: HouseContent
    first_build: subprocess.CompletedProcess[str] | None = None

    @property
    def url_env(self) -> dict[str, str]:
        return {**self.base, "DAGSTER_HOME": str(self.root / "home-url"), "DAGSTER_POSTGRES_URL": self.cluster.url()}

    @property
    def parts_env(self) -> dict[str, str]:
        return {**self.base, "DAGSTER_HOME": str(self.root / "home-parts"), **self.cluster.variables()}

    @contextmanager
    def instance(self) -> Iterator[dg.DagsterInstance]:
        """The instance as `home-url` opens it (Dagster reads the variable when it does)."""
        with pytest.MonkeyPatch.context() as patch:
            patch.setenv("DAGSTER_POSTGRES_URL", self.cluster.url())
            with dg.DagsterInstance.from_config(str(self.root / "home-url")) as instance:
                yield instance

    def statuses(self) -> list[str]:
        """Every run's status as PostgreSQL holds it, oldest first."""
        engine = sa.create_engine(self.cluster.url())
        try:
            with engine.connect() as connection:
                return [str(row[0]) for row in connection.execute(sa.text("SELECT status FROM runs ORDER BY id"))]
        finally:
            engine.dispose()

    def leaks(self, *texts: str) -> list[str]:
        """Where the cluster's password shows: in the texts given, or in any file of the place."""
        found = [f"text {n}" for n, text in enumerate(texts) if self.cluster.password in text]
        secret = self.cluster.password.encode()
        return found + [str(p) for p in self.root.rglob("*") if p.is_file() and secret in p.read_bytes()]


@pytest.fixture(scope="module")
def place(tmp_path_factory: pytest.TempPathFactory, cms_server: SampleCms, postgres: Cluster) -> Iterator[Place]:
    """One place for the tests below, built once by `scripts/build` against PostgreSQL."""
    root = tmp_path_factory.mktemp("postgres")
    keep = {k: v for k, v in os.environ.items() if not k.startswith(NOT_INHERITED)}
    base = {
        **keep,
        **sample_cms_settings(cms_server.url),
        "WAREHOUSE_DIR": str(root / "var"),
        "SITES_DIR": str(root / "sites"),
        "PREVIEWS_DIR": str(root / "previews"),
        "CMS_SITE_ID": SAMPLE_SITE,
    }
    content: HouseContent = cms_server.app.state.content().houses[SAMPLE_SITE]
    original = content.articles[0]["title"]
    place = Place(root, postgres, base, content)
    try:
        place.first_build = subprocess.run(
            [PROJECT_ROOT / "scripts" / "build"],
            env=place.url_env,
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        yield place
    finally:
        content.articles[0]["title"] = original


def _until(done: Callable[[], bool], seconds: float, what: str, process: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + seconds
    while not done():
        assert process.poll() is None, f"the process ended before {what}: {log.read_text()[-4000:]}"
        assert time.monotonic() < deadline, f"no {what} within {seconds:g} s: {log.read_text()[-4000:]}"
        time.sleep(0.5)


def _stop(process: subprocess.Popen[bytes]) -> None:
    """Ends a process started in a session of its own, and every process it started (a daemon's code server)."""
    with suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def _time(instance: dg.DagsterInstance, run: dg.DagsterRun, event: dg.DagsterEventType) -> float:
    [record] = instance.get_records_for_run(run.run_id, of_type=event).records
    return record.event_log_entry.timestamp


def test_a_full_build_keeps_its_run_in_postgresql(place: Place) -> None:
    done = place.first_build
    assert done is not None and done.returncode == 0, done and done.stderr
    home = place.root / "home-url"
    assert (
        (home / "dagster.yaml")
        .read_text()
        .startswith("# Written by pipeline/instance.py from dagster.yaml and deploy/dagster-postgres-url.yaml")
    )
    assert [p.name for p in home.rglob("*.db")] == []  # nothing in SQLite
    assert place.statuses() == ["SUCCESS"]
    with place.instance() as instance:
        [run] = instance.get_runs()
        assert f"Build succeeded (run {run.run_id})." in done.stdout
        assert run.tags["dagster/partition"] == SAMPLE_SITE
        assert run.tags["fjordby/host"] == HOST
        events = instance.get_records_for_run(run.run_id, of_type=dg.DagsterEventType.ASSET_MATERIALIZATION).records
        built = {e.event_log_entry.asset_materialization.asset_key.to_user_string() for e in events}  # type: ignore[union-attr]
        assert sorted(built) == BUILT
    assert place.leaks(done.stdout, done.stderr) == []


def test_the_daemon_reaps_a_killed_run_then_runs_the_sensors_and_the_schedule(place: Place) -> None:
    # A build killed in a step leaves its run STARTED, which holds its site's place in the run queue.
    env = place.parts_env
    home = Path(env["DAGSTER_HOME"])
    assert prepare_home(home, env) == POSTGRES_DB_STORAGE
    place.content.articles[0]["title"] = "PostgreSQL-testen endret tittelen"
    killed_log = place.root / "killed.log"
    with killed_log.open("w") as stderr:
        killed = subprocess.Popen(
            [sys.executable, "-m", "sitectl.build"],
            env={**env, "PIPELINE_FAILPOINT": "ingest.fetched:pause"},
            cwd=PROJECT_ROOT,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
        )
    try:
        paused = "failpoint ingest.fetched: pause"
        _until(lambda: paused in killed_log.read_text(), 120, "the pause", killed, killed_log)
    finally:
        killed.kill()
        killed.wait()
    assert place.statuses() == ["SUCCESS", "STARTED"]

    # The schedule's one tick: the first whole minute after the daemon has surely loaded the code location.
    soon = datetime.now(ZoneInfo("Europe/Oslo")) + timedelta(seconds=30)
    tick = soon.replace(second=0, microsecond=0) + timedelta(minutes=1)
    daemon_log = place.root / "daemon.log"
    with daemon_log.open("w") as out:
        daemon = subprocess.Popen(
            [BIN / "dagster-daemon", "run", "-w", PROJECT_ROOT / "workspace.yaml"],
            env={**env, "NIGHTLY_BUILD_CRON": f"{tick.minute} {tick.hour} * * *"},
            cwd=home,  # not the repository, whose dagster.yaml Dagster would take for a misplaced instance file
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        with place.instance() as instance:

            def finished(name: str) -> list[dg.DagsterRun]:
                asked = ("dagster/sensor_name", "dagster/schedule_name")
                return [r for r in instance.get_runs() if name in (r.tags.get(t) for t in asked) and r.is_finished]

            def all_ran() -> bool:
                return all(finished(name) for name in ("cms_changes", "nightly_build", "cms_drafts"))

            _until(all_ran, 240, "run of the sensors and the schedule", daemon, daemon_log)
    finally:
        _stop(daemon)

    # The drafts sensor's first tick knows no preview of the site, so it asks for one: a run of its own.
    assert sorted(place.statuses()) == ["FAILURE", "SUCCESS", "SUCCESS", "SUCCESS", "SUCCESS"]
    with place.instance() as instance:
        [previewed] = [r for r in instance.get_runs() if r.job_name == "preview_site"]
        assert previewed.status == dg.DagsterRunStatus.SUCCESS
        assert previewed.tags["dagster/sensor_name"] == "cms_drafts"
        _, reaped, sensed, scheduled = [r for r in reversed(instance.get_runs()) if r.job_name != "preview_site"]
        gone = f"The process of run {reaped.run_id[:8]} (pid {killed.pid} on {HOST}) is gone: marked the run failed."
        notes = instance.all_logs(reaped.run_id, of_type=dg.DagsterEventType.ENGINE_EVENT)
        assert gone in [note.message for note in notes]
        # The queue let the sensor's run of the site go only once the killed run of the site was marked failed.
        assert _time(instance, reaped, dg.DagsterEventType.RUN_FAILURE) <= _time(
            instance, sensed, dg.DagsterEventType.RUN_STARTING
        )
        assert sensed.tags["dagster/sensor_name"] == "cms_changes"
        assert sensed.tags["dagster/partition"] == SAMPLE_SITE
        assert sensed.tags["dagster/run_key"].startswith(f"cms-change-{SAMPLE_SITE}-1-")
        assert scheduled.tags["dagster/schedule_name"] == "nightly_build"
        assert scheduled.tags["dagster/partition"] == SAMPLE_SITE
        ticks = {}
        for state in instance.all_instigator_state():
            found = instance.get_ticks(state.instigator_origin_id, state.selector_id)
            ticks[state.instigator_name] = [(t.status.value, t.skip_reason, list(t.run_ids)) for t in reversed(found)]
    assert ticks["stale_runs"][0] == ("SKIPPED", gone, [])
    assert ticks["cms_sites"] == [("SKIPPED", f"the 1 site(s) are the CMS's: {SAMPLE_SITE}", [])]
    first, *later = ticks["cms_changes"]
    assert first == ("SUCCESS", None, [sensed.run_id])
    # The sensor ticks every 10 to 15 s: the ticks after it see the content it asked a run for, and ask for none.
    assert all(
        status == "SKIPPED" and not runs and reason.startswith("the CMS's content is unchanged: ")
        for status, reason, runs in later
    )
    assert ticks["nightly_build"] == [("SUCCESS", None, [scheduled.run_id])]
    # The sensor's run published the change: the killed run blocked nothing once reaped.
    live = SiteReleases(place.root / "sites" / SAMPLE_SITE).live_data()
    assert live is not None
    assert any(b"PostgreSQL-testen endret tittelen" in p.read_bytes() for p in live.rglob("*.json"))
    assert place.leaks(daemon_log.read_text(), killed_log.read_text()) == []
