"""Stuck runs under a container launcher: Dagster's run monitoring, with the deployments' settings, fails a run whose
worker is gone, and the next run of its site leaves the queue."""

from __future__ import annotations

import logging
import subprocess
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import dagster as dg
import psutil
import pytest
import yaml
from dagster._core.launcher import CheckRunHealthResult, LaunchRunContext, RunLauncher, WorkerStatus
from dagster._core.remote_origin import RegisteredCodeLocationOrigin, RemoteRepositoryOrigin
from dagster._core.run_coordinator import SubmitRunContext
from dagster._core.workspace.context import WorkspaceProcessContext
from dagster._core.workspace.load_target import EmptyWorkspaceTarget
from dagster._daemon.monitoring.run_monitoring import execute_run_monitoring_iteration
from dagster._daemon.run_coordinator.queued_run_coordinator_daemon import QueuedRunCoordinatorDaemon
from dagster._serdes import ConfigurableClass, ConfigurableClassData

from pipeline.definitions import defs
from pipeline.settings import PROJECT_ROOT
from pipeline.sites import PARTITIONS
from tests.conftest import NORDVIK, SAMPLE_SITE

REPOSITORY = PROJECT_ROOT / "dagster.yaml"
DOCKER = PROJECT_ROOT / "deploy" / "docker" / "dagster.yaml"
HELM = PROJECT_ROOT / "deploy" / "helm" / "values.yaml"
# The chart's names of the instance's run_monitoring fields (its configmap-instance.yaml template).
HELM_NAMES = {
    "enabled": "enabled",
    "start_timeout_seconds": "startTimeoutSeconds",
    "max_resume_run_attempts": "maxResumeRunAttempts",
    "poll_interval_seconds": "pollIntervalSeconds",
}
WORKER_TAG = "test/worker_pid"


def _load(path: Path) -> Any:
    return yaml.safe_load(path.read_text())


# --- the settings ----------------------------------------------------------------------------------------------


def test_every_deployment_monitors_runs_with_the_same_settings() -> None:
    settings = _load(REPOSITORY)["run_monitoring"]
    assert _load(DOCKER)["run_monitoring"] == settings
    chart = _load(HELM)["dagsterDaemon"]["runMonitoring"]
    assert chart == {HELM_NAMES[name]: value for name, value in settings.items()}


def test_the_repositorys_instance_runs_the_monitoring_daemon(tmp_path: Path) -> None:
    (tmp_path / "dagster.yaml").write_text(REPOSITORY.read_text())
    with dg.DagsterInstance.from_config(str(tmp_path)) as instance:
        assert instance.run_monitoring_enabled
        assert "MONITORING" in instance.get_required_daemon_types()


# --- a run whose worker is gone ---------------------------------------------------------------------------------


class WorkerPerRunLauncher(RunLauncher, ConfigurableClass):
    """Starts each run's worker as a process of its own and reports whether it still runs, as DockerRunLauncher and
    K8sRunLauncher do with a run's container or pod. The worker is a stand-in that only waits; the launcher reports
    the run started on its behalf, as `dagster api execute_run` does first thing."""

    workers: dict[str, subprocess.Popen[bytes]] = {}

    def __init__(self, inst_data: ConfigurableClassData | None = None) -> None:
        self._inst_data = inst_data
        super().__init__()

    @property
    def inst_data(self) -> ConfigurableClassData | None:
        return self._inst_data

    @classmethod
    def config_type(cls) -> dict[str, Any]:
        return {}

    @classmethod
    def from_config_value(
        cls, inst_data: ConfigurableClassData, config_value: Mapping[str, Any]
    ) -> WorkerPerRunLauncher:
        return cls(inst_data)

    def launch_run(self, context: LaunchRunContext) -> None:
        run = context.dagster_run
        worker = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        self.workers[run.run_id] = worker
        self._instance.add_run_tags(run.run_id, {WORKER_TAG: str(worker.pid)})
        self._instance.report_dagster_event(
            dg.DagsterEvent(event_type_value=dg.DagsterEventType.RUN_START.value, job_name=run.job_name),
            run_id=run.run_id,
        )

    def terminate(self, run_id: str) -> bool:
        worker = self.workers.get(run_id)
        if worker is None:
            return False
        worker.kill()
        return True

    @property
    def supports_check_run_worker_health(self) -> bool:
        return True

    def check_run_worker_health(self, run: dg.DagsterRun) -> CheckRunHealthResult:
        pid = int(run.tags[WORKER_TAG])
        try:
            alive = psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
        except psutil.NoSuchProcess:
            alive = False
        if alive:
            return CheckRunHealthResult(WorkerStatus.RUNNING)
        return CheckRunHealthResult(WorkerStatus.FAILED, f"the run's worker (pid {pid}) is gone")


@pytest.fixture
def instance(tmp_path: Path) -> Iterator[dg.DagsterInstance]:
    """An instance with the repository's run queue, the Docker deployment's run monitoring and the launcher above."""
    settings = {
        "concurrency": _load(REPOSITORY)["concurrency"],
        "telemetry": {"enabled": False},
        "run_monitoring": _load(DOCKER)["run_monitoring"],
        "run_launcher": {"module": __name__, "class": WorkerPerRunLauncher.__name__},
    }
    (tmp_path / "dagster.yaml").write_text(yaml.safe_dump(settings))
    with dg.DagsterInstance.from_config(str(tmp_path)) as instance:
        instance.add_dynamic_partitions(PARTITIONS, [SAMPLE_SITE, NORDVIK])
        yield instance
    for worker in WorkerPerRunLauncher.workers.values():
        worker.kill()
        worker.wait()
    WorkerPerRunLauncher.workers.clear()


def _queue(instance: dg.DagsterInstance, workspace: WorkspaceProcessContext, site: str) -> str:
    """Puts a run of the site's build in the run queue through the instance's run coordinator, as a sensor or the
    schedule does: a run of the code location `fjordby` (as the deployments name it), which the stand-in launcher
    never needs to reach."""
    job = defs.resolve_job_def("build_everything")
    location = RemoteRepositoryOrigin(RegisteredCodeLocationOrigin("fjordby"), "__repository__")
    run = instance.create_run_for_job(
        job, tags={"dagster/partition": site}, remote_job_origin=location.get_job_origin(job.name)
    )
    instance.run_coordinator.submit_run(SubmitRunContext(run, workspace.create_request_context()))
    return run.run_id


def _status(instance: dg.DagsterInstance, run_id: str) -> dg.DagsterRunStatus:
    run = instance.get_run_by_id(run_id)
    assert run is not None
    return run.status


def test_a_run_whose_worker_is_gone_is_failed_and_frees_its_sites_place(instance: dg.DagsterInstance) -> None:
    logger = logging.getLogger("test_run_monitoring")
    queue = QueuedRunCoordinatorDaemon(interval_seconds=1)
    with WorkspaceProcessContext(instance, EmptyWorkspaceTarget()) as workspace:
        first = _queue(instance, workspace, SAMPLE_SITE)
        list(queue.run_iteration(workspace))
        assert _status(instance, first) == dg.DagsterRunStatus.STARTED
        # The site's next run waits: one run per site (dagster/partition), though the queue has room for two.
        second = _queue(instance, workspace, SAMPLE_SITE)
        other = _queue(instance, workspace, NORDVIK)
        list(queue.run_iteration(workspace))
        assert _status(instance, second) == dg.DagsterRunStatus.QUEUED
        assert _status(instance, other) == dg.DagsterRunStatus.STARTED

        # The first run's container is gone (out of memory, a lost node): its worker is killed.
        worker = WorkerPerRunLauncher.workers[first]
        worker.kill()
        worker.wait()
        list(queue.run_iteration(workspace))
        assert _status(instance, second) == dg.DagsterRunStatus.QUEUED  # the dead run still holds the place

        errors = [error for error in execute_run_monitoring_iteration(workspace, logger) if error is not None]
        assert errors == []
        assert _status(instance, first) == dg.DagsterRunStatus.FAILURE
        assert _status(instance, other) == dg.DagsterRunStatus.STARTED  # a live worker is left alone
        failure = instance.get_records_for_run(first, of_type=dg.DagsterEventType.RUN_FAILURE).records
        message = failure[0].event_log_entry.message or ""
        assert "Detected run worker status FAILED" in message
        assert "is gone" in message

        list(queue.run_iteration(workspace))
        assert _status(instance, second) == dg.DagsterRunStatus.STARTED
