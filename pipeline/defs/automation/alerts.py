"""The alert for a failed run: which house, what failed (the failed blocking checks by name, the failed steps), the
run and its link, posted to the webhook."""

from __future__ import annotations

import os
from collections.abc import Sequence

import dagster as dg
from dagster_shared.error import SerializableErrorInfo

from pipeline.defs.automation import webhook
from pipeline.defs.automation.houses import house_name, house_title
from pipeline.defs.resources import SiteOutputResource

PARTITION_TAG = "dagster/partition"
# A failed blocking check fails its step with this error (Dagster 1.13): the check itself is named instead.
CHECK_FAILED_ERROR = "DagsterAssetCheckFailedError"
# Dagster wraps an error raised in an asset in this one; the asset's own error is its cause.
STEP_ERROR = "DagsterExecutionStepExecutionError"
EXAMPLES = 3
MAX_LINE = 300


def _short(text: str) -> str:
    line = " ".join(text.split())
    return line if len(line) <= MAX_LINE else line[: MAX_LINE - 1] + "…"


def error_text(error: SerializableErrorInfo | None) -> str:
    """An error's own words: the asset's error rather than Dagster's wrapper, without the `module.Class: ` head."""
    while error is not None and error.cls_name == STEP_ERROR and error.cause is not None:
        error = error.cause
    if error is None:
        return "unknown error"
    head, _, rest = error.message.partition(": ")
    return _short(rest if rest and error.cls_name and head.endswith(error.cls_name) else error.message)


def _examples(evaluation: dg.AssetCheckEvaluation) -> str:
    """The first records a check lists (its `examples` metadata, as `pipeline.defs.reports.listed` writes it)."""
    examples = evaluation.metadata.get("examples")
    items = examples.value if isinstance(examples, dg.JsonMetadataValue) else None
    if not isinstance(items, list) or not items:
        return ""
    return ": " + "; ".join(_short(str(item)) for item in items[:EXAMPLES])


def failed_checks(instance: dg.DagsterInstance, run_id: str) -> list[str]:
    """The run's blocking checks that failed with ERROR severity, each with its first records."""
    records = instance.get_records_for_run(run_id, of_type=dg.DagsterEventType.ASSET_CHECK_EVALUATION).records
    failed = []
    for record in records:
        event = record.event_log_entry.dagster_event
        evaluation = event.event_specific_data if event is not None else None
        if not isinstance(evaluation, dg.AssetCheckEvaluation) or evaluation.passed or not evaluation.blocking:
            continue
        if evaluation.severity != dg.AssetCheckSeverity.ERROR:
            continue
        name = f"{evaluation.asset_key.to_user_string()}:{evaluation.check_name}"
        failed.append(f"blocking check {name} failed{_examples(evaluation)}")
    return failed


def failed_steps(step_failures: Sequence[dg.DagsterEvent]) -> list[str]:
    """The run's failed steps, each with its error, but those a failed blocking check failed (named on their own)."""
    lines = []
    for event in step_failures:
        data = event.step_failure_data
        if data.error is not None and data.error.cls_name == CHECK_FAILED_ERROR:
            continue
        described = data.user_failure_data.description if data.user_failure_data else None
        lines.append(f"step {event.step_key} failed: {_short(described) if described else error_text(data.error)}")
    return lines


def failure_text(house: str, run_id: str, what: list[str], link: str | None) -> str:
    """The message: the house and the run first, then what failed, one line each, then the run's link."""
    lines = [f"Build failed: {house}, run {run_id}.", *(f"• {line}" for line in what)]
    if link:
        lines.append(f"Run in Dagster: {link}")
    return "\n".join(lines)


@dg.run_failure_sensor(
    name="run_failure_alert",
    # Every run of the instance: `python -m sitectl.build`'s runs execute in-process and belong to no code location.
    monitor_all_code_locations=True,
    minimum_interval_seconds=30,
    default_status=dg.DefaultSensorStatus.RUNNING,
    description=(
        "Posts a failed run to ALERT_WEBHOOK_URL (a chat's incoming webhook): the house by its title, what failed "
        "(the failed blocking checks by name, the failed steps with their errors), the run id and its link in the UI "
        "(DAGSTER_UI_URL). Without ALERT_WEBHOOK_URL it posts nothing."
    ),
)
def run_failure_alert(context: dg.RunFailureSensorContext, site_output: SiteOutputResource) -> None:
    hook = webhook.configured(os.environ, context.log)
    if hook is None:
        return
    run = context.dagster_run
    site = run.tags.get(PARTITION_TAG)
    house = house_name(house_title(run.tags, site_output.releases(site)), site) if site else f"job {run.job_name}"
    what = failed_checks(context.instance, run.run_id) + failed_steps(context.get_step_failure_events())
    if not what:
        # No step failed: the run itself did (its process died, it timed out, it could not start).
        what = [_short(context.failure_event.message or "the run failed")]
    hook.post(failure_text(house, run.run_id, what, hook.run_link(run.run_id)), context.log)
