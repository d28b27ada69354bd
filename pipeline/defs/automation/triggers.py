"""When the site is rebuilt: nightly at 03:00 Oslo time, and whenever the CMS's content changes."""

from __future__ import annotations

import json

import dagster as dg

from pipeline.defs.automation.fingerprint import Content, last_built, poll
from pipeline.defs.resources import CmsResource

NIGHTLY = dg.ScheduleDefinition(
    name="nightly_build",
    job_name="build_everything",
    cron_schedule="0 3 * * *",
    execution_timezone="Europe/Oslo",
    default_status=dg.DefaultScheduleStatus.RUNNING,
    description="Rebuilds everything at 03:00 Oslo time, so the programme moves on with the date.",
)


def _read_cursor(cursor: str | None) -> tuple[Content, int] | None:
    """The content seen at the last tick and the runs requested so far; None for no cursor, or one written by
    an older version of the sensor."""
    try:
        data = json.loads(cursor or "")
        return Content.from_json(data["content"]), int(data["requested"])
    except (ValueError, TypeError, KeyError):
        return None


def _cursor(content: Content, requested: int) -> str:
    return json.dumps({"content": content.to_json(), "requested": requested}, sort_keys=True)


@dg.sensor(
    name="cms_changes",
    job_name="build_everything",
    minimum_interval_seconds=300,
    default_status=dg.DefaultSensorStatus.RUNNING,
    description=(
        "Every 5 minutes, polls the CMS with conditional requests; asks for a build when the content differs from "
        "the last tick's, or, on its first tick, from what the last successful build ingested."
    ),
)
def cms_changes(context: dg.SensorEvaluationContext, cms: CmsResource) -> dg.SensorResult:
    previous = _read_cursor(context.cursor)
    last, requested = previous if previous else (last_built(context.instance), 0)
    with cms.client() as client:
        content = poll(client, cms.site_id or None, last)
    fingerprint = content.fingerprint()
    if last is not None and fingerprint == last.fingerprint():
        return dg.SensorResult(
            skip_reason=f"the CMS's content is unchanged ({fingerprint[:12]})", cursor=_cursor(content, requested)
        )
    # The count makes each request's run key new, so content that returns to an earlier state is built again.
    requested += 1
    run = dg.RunRequest(run_key=f"cms-change-{requested}-{fingerprint[:12]}")
    return dg.SensorResult(run_requests=[run], cursor=_cursor(content, requested))
