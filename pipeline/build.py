"""`python -m pipeline.build`: materialise every asset once, headless, and say plainly what failed.

It copes with what a build meets: runs killed earlier (marked failed, their pool slots freed), a second build
(it waits for the output folder's lock), a step waiting for a pool slot held by another run (it says so, and
gives up after `--wait` seconds), and Ctrl-C or SIGTERM (the run is marked canceled and the build stops at
once). The job runs on a thread of its own, so this main thread keeps the signals: Dagster only acts on an
interrupt when a step starts, and never while a step waits for a slot.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
import time
import uuid
from types import FrameType

import dagster as dg

from pipeline.definitions import defs
from pipeline.defs.automation.stale_runs import describe, process_tags, reap
from pipeline.defs.route_data.publish import OutputFolder, OutputLockedError

JOB = "build_everything"
EXPORT_JOB = "export_site"
DEFAULT_WAIT_SECONDS = 600.0
POLL_SECONDS = 1.0
# Step-by-step debug lines stay in the UI; the console gets warnings and the summary.
QUIET = {"loggers": {"console": {"config": {"log_level": "WARNING"}}}}


def summarise(result: dg.ExecuteInProcessResult) -> tuple[list[str], list[str]]:
    """Lines to print, and the failures among them (failed steps and failed ERROR-severity checks)."""
    lines: list[str] = []
    failures: list[str] = []
    for event in result.get_asset_materialization_events():
        materialization = event.materialization
        rows = materialization.metadata.get("dagster/row_count")
        rejected = materialization.metadata.get("rejected")
        counts = f"{rows.value} rows" if rows is not None else "done"
        if rejected is not None and rejected.value:
            counts += f", {rejected.value} records left out"
        if "files/written" in materialization.metadata:
            files = {k: materialization.metadata[f"files/{k}"].value for k in ("written", "unchanged", "removed")}
            counts += ", files " + ", ".join(f"{n} {k}" for k, n in files.items())
        if "note" in materialization.metadata:
            counts = str(materialization.metadata["note"].value)
        if "changed" in materialization.metadata:
            counts = "published" if materialization.metadata["changed"].value else "unchanged, nothing to publish"
        lines.append(f"  ✓ {materialization.asset_key.to_user_string()}: {counts}")
    for evaluation in result.get_asset_check_evaluations():
        name = f"{evaluation.asset_key.to_user_string()}:{evaluation.check_name}"
        if evaluation.passed:
            continue
        if evaluation.severity == dg.AssetCheckSeverity.WARN:
            lines.append(f"  ! check {name} warns (see the Dagster UI for the records)")
        else:
            failures.append(f"check {name} failed")
    for event in result.get_step_failure_events():
        error = event.step_failure_data.error
        message = error.message.strip() if error else "unknown error"
        failures.append(f"step {event.step_key} failed: {message}")
    return lines, failures


def _skipped_steps(result: dg.ExecuteInProcessResult) -> set[str]:
    """The steps Dagster skipped because an upstream asset did not materialise."""
    return {e.step_key for e in result.all_events if e.event_type == dg.DagsterEventType.STEP_SKIPPED and e.step_key}


def _say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


class _Run(threading.Thread):
    """Executes the job in-process on this thread."""

    def __init__(self, job: dg.JobDefinition) -> None:
        super().__init__(name="build", daemon=True)
        self.job = job
        self.run_id = str(uuid.uuid4())
        self.result: dg.ExecuteInProcessResult | None = None
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            with dg.DagsterInstance.get() as instance:
                self.result = self.job.execute_in_process(
                    run_config=QUIET, instance=instance, raise_on_error=False, run_id=self.run_id, tags=process_tags()
                )
        except BaseException as error:  # handed to the main thread, which raises it
            self.error = error


class _Signals:
    """Notes the first SIGINT or SIGTERM instead of raising it in the middle of whatever runs."""

    def __init__(self) -> None:
        self.received: int | None = None
        for signum in (signal.SIGINT, signal.SIGTERM):
            signal.signal(signum, self._note)

    def _note(self, signum: int, _: FrameType | None) -> None:
        self.received = self.received or signum


class _SlotWatch:
    """Tells when the run's steps wait for a pool slot and who holds it, frees the slots of dead runs meanwhile,
    and gives the reason to give up once the run has waited `wait` seconds."""

    def __init__(self, run_id: str, wait: float) -> None:
        self.run_id = run_id
        self.wait = wait
        self.waiting_since: float | None = None
        self.told: set[str] = set()

    def check(self, instance: dg.DagsterInstance) -> str | None:
        waits = _waits(instance, self.run_id)
        if not waits:
            self.waiting_since = None
            return None
        for note in reap(instance):
            _say(note)
        now = time.monotonic()
        self.waiting_since = self.waiting_since or now
        for wait in waits:
            if wait not in self.told:
                _say(f"Waiting: {wait}; giving up after {self.wait:g} s")
                self.told.add(wait)
        if now - self.waiting_since < self.wait:
            return None
        return f"gave up after waiting {self.wait:g} s: {'; '.join(waits)}"


def _waits(instance: dg.DagsterInstance, run_id: str) -> list[str]:
    """`steps a, b wait for a slot of pool P, held by run …`, for each pool the run's steps wait for."""
    storage = instance.event_log_storage
    waits: list[str] = []
    for pool in sorted(storage.get_concurrency_keys()):
        info = storage.get_concurrency_info(pool)
        steps = sorted(p.step_key for p in info.pending_steps if p.run_id == run_id and p.assigned_timestamp is None)
        if not steps:
            continue
        holders = ", ".join(
            f"{describe(instance, slot.run_id)} in step {slot.step_key}"
            for slot in info.claimed_slots
            if slot.run_id != run_id
        )
        waits.append(
            f"{'step' if len(steps) == 1 else 'steps'} {', '.join(steps)} "
            f"{'waits' if len(steps) == 1 else 'wait'} for a slot of pool {pool}, held by {holders or 'no run'}"
        )
    return waits


def _stop(instance: dg.DagsterInstance, run_id: str, message: str, exit_code: int, canceled: bool) -> None:
    """Marks the run canceled or failed, frees its slots and ends the process at once, as a kill would: the
    warehouse's transactions and the output's link swap leave the last good state either way."""
    run = instance.get_run_by_id(run_id)
    if run is not None and not run.is_finished:
        if canceled:
            instance.report_run_canceled(run, message)
        else:
            instance.report_run_failed(run, message)
    instance.event_log_storage.free_concurrency_slots_for_run(run_id)
    _say(f"\nThe build stopped: {message}.")
    _say(f"  Run {run_id} is marked {'canceled' if canceled else 'failed'}; the warehouse and the published site")
    _say("  keep their last good state.")
    os._exit(exit_code)


def _execute(job: dg.JobDefinition, wait: float) -> dg.ExecuteInProcessResult:
    with dg.DagsterInstance.get() as instance:
        for note in reap(instance):
            _say(note)
        run = _Run(job)
        signals = _Signals()
        watch = _SlotWatch(run.run_id, wait)
        run.start()
        while run.is_alive():
            run.join(POLL_SECONDS)
            if signals.received:
                name = signal.Signals(signals.received).name
                _stop(instance, run.run_id, f"interrupted ({name})", 128 + signals.received, canceled=True)
            reason = watch.check(instance) if run.is_alive() else None
            if reason:
                _stop(instance, run.run_id, reason, 1, canceled=False)
    if run.error is not None:
        raise run.error
    assert run.result is not None
    return run.result


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m pipeline.build", description=__doc__.splitlines()[0])
    parser.add_argument(
        "--wait",
        type=float,
        default=DEFAULT_WAIT_SECONDS,
        metavar="SECONDS",
        help="how long to wait for another build or run writing the same output or holding a warehouse slot "
        f"(default {DEFAULT_WAIT_SECONDS:g}; 0 gives up at once)",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    folder = OutputFolder(os.environ["SITE_DATA_DIR"])
    try:
        with folder.lock(args.wait, lambda message: _say(f"Waiting: {message}")):
            result = _execute(defs.resolve_job_def(JOB), args.wait)
            export = None
            if result.success and "site_export" in _skipped_steps(result):
                # Unchanged route data skipped it; the web app may still have changed, which it finds out itself.
                export = _execute(defs.resolve_job_def(EXPORT_JOB), args.wait)
    except OutputLockedError as error:
        _say(f"The build did not start: {error}.")
        return 1
    except KeyboardInterrupt:
        _say("Interrupted before the build started.")
        return 128 + signal.SIGINT
    lines, failures = summarise(result)
    if export is not None:
        export_lines, export_failures = summarise(export)
        lines, failures = lines + export_lines, failures + export_failures
    print("\n".join(lines))
    if failures or not result.success or (export is not None and not export.success):
        print("\nThe build failed; the warehouse keeps its last good data:", file=sys.stderr)
        for failure in failures or ["the run did not succeed"]:
            print(f"  ✗ {failure}", file=sys.stderr)
        return 1
    print(f"\nBuild succeeded (run {result.run_id}).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
