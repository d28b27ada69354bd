"""Runs whose process is gone (killed, out of memory): found and marked failed, before every build and, while the
daemon runs, every minute.

A run's process is the one that executes its steps: `python -m sitectl.build` tags its runs with its pid and
host; any other run (launched from the UI by the code server) is known by the pid Dagster records with its
start event, on this machine, when the instance launches runs as processes here (Dagster's default launcher). Runs
a container launcher starts are left to Dagster's run monitoring, which the deployments in deploy/ turn on. A
process counts as the run's only if it was started before the run, so a pid reused after a reboot does not keep a
dead run alive. Dagster's default run launcher never checks a run's process: without the sensor, the UI's own runs
(the sensor's, the schedule's) would wait for ever in the run queue behind a killed run of their site.
"""

from __future__ import annotations

import os
import socket
from dataclasses import dataclass

import dagster as dg
import psutil

PID_TAG = "fjordby/pid"
HOST_TAG = "fjordby/host"
UNFINISHED = [
    dg.DagsterRunStatus.NOT_STARTED,
    dg.DagsterRunStatus.STARTING,
    dg.DagsterRunStatus.STARTED,
    dg.DagsterRunStatus.CANCELING,
]


@dataclass(frozen=True)
class Worker:
    """The process a run executes in."""

    pid: int
    host: str

    def __str__(self) -> str:
        return f"pid {self.pid} on {self.host}"


def process_tags() -> dict[str, str]:
    """Tags naming this process as the one that executes a run."""
    return {PID_TAG: str(os.getpid()), HOST_TAG: socket.gethostname()}


def worker_of(instance: dg.DagsterInstance, record: dg.RunRecord) -> Worker | None:
    """The process that executes the run, if it is known yet."""
    tags = record.dagster_run.tags
    if PID_TAG in tags:
        return Worker(int(tags[PID_TAG]), tags.get(HOST_TAG, ""))
    if not isinstance(instance.run_launcher, dg.DefaultRunLauncher):
        # A launcher of a container per run (Docker, Kubernetes) runs it elsewhere, under a pid of that container's:
        # Dagster's run monitoring watches those runs (deploy/).
        return None
    started = instance.get_records_for_run(record.dagster_run.run_id, of_type=dg.DagsterEventType.RUN_START, limit=1)
    event = started.records[0].event_log_entry.dagster_event if started.records else None
    if event is None or event.pid is None:
        return None
    return Worker(event.pid, socket.gethostname())


def is_alive(worker: Worker, since: float) -> bool:
    """Whether the worker still runs; one on another host is taken to (it cannot be checked from here)."""
    if worker.host != socket.gethostname():
        return True
    try:
        process = psutil.Process(worker.pid)
        return process.status() != psutil.STATUS_ZOMBIE and process.create_time() <= since + 1
    except psutil.NoSuchProcess:
        return False


def reap(instance: dg.DagsterInstance) -> list[str]:
    """Marks failed every unfinished run whose process is gone, and says what it did."""
    notes: list[str] = []
    for record in instance.get_run_records(dg.RunsFilter(statuses=UNFINISHED)):
        run = record.dagster_run
        worker = worker_of(instance, record)
        since = record.start_time or record.create_timestamp.timestamp()
        if worker is None or is_alive(worker, since):
            continue
        message = f"The process of run {run.run_id[:8]} ({worker}) is gone: marked the run failed."
        instance.report_engine_event(message, run)
        instance.report_run_failed(run, message)
        notes.append(message)
    return notes


@dg.sensor(
    name="stale_runs",
    minimum_interval_seconds=60,
    default_status=dg.DefaultSensorStatus.RUNNING,
    description="Every minute, marks failed the runs whose process is gone, so the queue lets their site build again.",
)
def stale_runs(context: dg.SensorEvaluationContext) -> dg.SkipReason:
    notes = reap(context.instance)
    return dg.SkipReason(" ".join(notes) or "no run's process is gone")
