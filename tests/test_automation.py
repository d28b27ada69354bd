"""The nightly schedule and the CMS change sensor, evaluated as Dagster would."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import dagster as dg
import httpx

from pipeline.defs.automation.triggers import NIGHTLY, cms_changes
from pipeline.defs.resources import CmsResource
from sample_cms.app import Content


def test_the_nightly_schedule_runs_everything_at_three_in_oslo() -> None:
    assert NIGHTLY.cron_schedule == "0 3 * * *"
    assert NIGHTLY.execution_timezone == "Europe/Oslo"
    assert NIGHTLY.default_status == dg.DefaultScheduleStatus.RUNNING
    assert NIGHTLY.job_name == "build_everything"
    tick = datetime(2026, 11, 23, 3, tzinfo=ZoneInfo("Europe/Oslo"))
    requests = NIGHTLY.evaluate_tick(dg.build_schedule_context(scheduled_execution_time=tick)).run_requests
    assert requests is not None and len(requests) == 1


def _evaluate(cms: CmsResource, cursor: str | None) -> dg.SensorResult | dg.SkipReason:
    with dg.build_sensor_context(cursor=cursor, resources={"cms": cms}) as context:
        return cms_changes(context)  # type: ignore[no-any-return]


def test_the_sensor_requests_a_run_only_when_the_content_changed(
    cms: CmsResource, served: Content, control: httpx.Client
) -> None:
    first = _evaluate(cms, None)
    assert isinstance(first, dg.SensorResult) and len(first.run_requests or []) == 1
    cursor = first.cursor
    assert isinstance(_evaluate(cms, cursor), dg.SkipReason)
    served.articles[0]["title"] += " (oppdatert)"
    try:
        changed = _evaluate(cms, cursor)
    finally:
        served.articles[0]["title"] = served.articles[0]["title"].removesuffix(" (oppdatert)")
    assert isinstance(changed, dg.SensorResult) and changed.cursor != cursor
    assert changed.run_requests and changed.run_requests[0].run_key == changed.cursor
