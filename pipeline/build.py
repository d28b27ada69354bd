"""`python -m pipeline.build`: materialise every asset once, headless, and say plainly what failed."""

from __future__ import annotations

import sys

import dagster as dg

from pipeline.definitions import defs

JOB = "build_everything"


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


def main() -> int:
    job = defs.resolve_job_def(JOB)
    with dg.DagsterInstance.get() as instance:
        # Step-by-step debug lines stay in the UI; the console gets warnings and the summary below.
        quiet = {"loggers": {"console": {"config": {"log_level": "WARNING"}}}}
        result = job.execute_in_process(run_config=quiet, instance=instance, raise_on_error=False)
    lines, failures = summarise(result)
    print("\n".join(lines))
    if failures or not result.success:
        print("\nThe build failed; the warehouse keeps its last good data:", file=sys.stderr)
        for failure in failures or ["the run did not succeed"]:
            print(f"  ✗ {failure}", file=sys.stderr)
        return 1
    print(f"\nBuild succeeded (run {result.run_id}).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
