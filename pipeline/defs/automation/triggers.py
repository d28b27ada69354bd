"""When the site is rebuilt: nightly at 03:00 Oslo time, and whenever the CMS's content changes."""

from __future__ import annotations

import dagster as dg

from pipeline.defs.automation.fingerprint import content_fingerprint
from pipeline.defs.resources import CmsResource

NIGHTLY = dg.ScheduleDefinition(
    name="nightly_build",
    job_name="build_everything",
    cron_schedule="0 3 * * *",
    execution_timezone="Europe/Oslo",
    default_status=dg.DefaultScheduleStatus.RUNNING,
    description="Rebuilds everything at 03:00 Oslo time, so the programme moves on with the date.",
)


@dg.sensor(
    name="cms_changes",
    job_name="build_everything",
    minimum_interval_seconds=300,
    default_status=dg.DefaultSensorStatus.RUNNING,
    description="Every 5 minutes, fingerprints the CMS's content; asks for a build only when it changed.",
)
def cms_changes(context: dg.SensorEvaluationContext, cms: CmsResource) -> dg.SensorResult | dg.SkipReason:
    with cms.client() as client:
        fingerprint = content_fingerprint(client, cms.site_id or None)
    if fingerprint == context.cursor:
        return dg.SkipReason(f"the CMS's content is unchanged ({fingerprint[:12]})")
    return dg.SensorResult(run_requests=[dg.RunRequest(run_key=fingerprint)], cursor=fingerprint)
