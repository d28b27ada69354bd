"""A site is rebuilt at least every 26 hours: a freshness policy the Dagster UI shows on the assets that make a
release, and an alert for each site whose own partition is older, once per stale spell."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import dagster as dg

from pipeline.defs.automation import webhook
from pipeline.defs.automation.houses import house_name, house_title
from pipeline.defs.resources import SiteExportResource, SiteOutputResource
from pipeline.sites import PARTITIONS

# The nightly build at 03:00, and two hours for a slow, queued or retried one.
STALE_AFTER = timedelta(hours=26)
HOURS = int(STALE_AFTER.total_seconds() // 3600)
# Dagster's own freshness, on the assets that make a release (its daemon evaluates it; the UI shows it on the asset
# and in asset health). It judges an asset by its newest materialisation of any partition, so per site it is the
# sensor below that tells.
POLICY = dg.FreshnessPolicy.time_window(fail_window=STALE_AFTER)
# What makes a site's release: its export, or, while the export is turned off, the route data that goes live alone.
EXPORT = "site_export"
ROUTE_DATA = "published_route_data"
OSLO = ZoneInfo("Europe/Oslo")


@dataclass(frozen=True)
class Build:
    """When a site's release asset was last materialised, and by which run."""

    at: float
    run_id: str


def built_asset(site_export: SiteExportResource) -> str:
    """The asset whose materialisation means the site was rebuilt."""
    return ROUTE_DATA if site_export.turned_off() else EXPORT


def last_build(instance: dg.DagsterInstance, asset: str, site: str) -> Build | None:
    """The site's newest materialisation of the asset, if it has one."""
    found = instance.fetch_materializations(dg.AssetRecordsFilter(dg.AssetKey(asset), [site]), limit=1).records
    return Build(found[0].timestamp, found[0].run_id) if found else None


def stale(builds: Mapping[str, Build | None], now: float) -> dict[str, Build]:
    """The sites last built STALE_AFTER ago or more. A site never built is not judged (Dagster's UNKNOWN): its
    failed runs are alerted on their own."""
    limit = STALE_AFTER.total_seconds()
    return {site: build for site, build in builds.items() if build is not None and now - build.at >= limit}


def read_told(cursor: str | None) -> set[str]:
    """The sites whose stale spell was posted; a cursor the sensor cannot read counts as none."""
    try:
        told = json.loads(cursor or "")["told"]
    except (ValueError, TypeError, KeyError):
        return set()
    return {str(site) for site in told} if isinstance(told, list) else set()


def cursor_of(told: set[str]) -> str:
    return json.dumps({"told": sorted(told)})


def hours_since(build: Build, now: float) -> int:
    return int((now - build.at) // 3600)


def stale_text(house: str, asset: str, build: Build, now: float, link: str | None) -> str:
    """The message: the house and how long, then when and by which run it was last built, then that run's link."""
    when = datetime.fromtimestamp(build.at, OSLO).strftime("%Y-%m-%d %H:%M")
    by = f", by run {build.run_id}" if build.run_id else ""
    lines = [
        f"Not rebuilt for {hours_since(build, now)} hours: {house}.",
        f"• {asset} was last materialised {when} (Oslo time){by}.",
    ]
    if link:
        lines.append(f"That run in Dagster: {link}")
    return "\n".join(lines)


def clock() -> float:
    """Now; the tests move it on."""
    return time.time()


def summary(overdue: Mapping[str, Build], names: Mapping[str, str], sites: int, now: float) -> str:
    """What the tick shows in the UI: each stale site by its house, or that none is."""
    if not overdue:
        return f"every site built was rebuilt within {HOURS} hours ({sites} site(s))"
    listed = ", ".join(f"{names[site]}: {hours_since(build, now)} h" for site, build in overdue.items())
    return f"not rebuilt for {HOURS} hours or more: {listed}"


@dg.sensor(
    name="stale_sites",
    minimum_interval_seconds=600,
    default_status=dg.DefaultSensorStatus.RUNNING,
    description=(
        "Every 10 minutes, finds the sites whose site_export (published_route_data while the export is turned off) "
        "was last materialised 26 hours ago or more, and posts each to ALERT_WEBHOOK_URL once per stale spell: "
        "again only after the site was rebuilt and went stale anew. The tick lists the stale sites."
    ),
)
def stale_sites(
    context: dg.SensorEvaluationContext, site_output: SiteOutputResource, site_export: SiteExportResource
) -> dg.SensorResult:
    instance, now, asset = context.instance, clock(), built_asset(site_export)
    builds = {site: last_build(instance, asset, site) for site in instance.get_dynamic_partitions(PARTITIONS)}
    overdue = stale(builds, now)
    # A site rebuilt since it was posted leaves the list: its next stale spell is posted again.
    told = read_told(context.cursor) & overdue.keys()
    hook = webhook.configured(os.environ, context.log)
    names: dict[str, str] = {}
    for site, build in overdue.items():
        run = instance.get_run_by_id(build.run_id) if build.run_id else None
        names[site] = house_name(house_title(run.tags if run else {}, site_output.releases(site)), site)
        if hook is None or site in told:
            continue
        link = hook.run_link(build.run_id) if build.run_id else None
        if hook.post(stale_text(names[site], asset, build, now, link), context.log):
            told.add(site)
    return dg.SensorResult(skip_reason=summary(overdue, names, len(builds), now), cursor=cursor_of(told))
