"""When sites are built: every site nightly at 03:00 Oslo time, and a site whenever its CMS content changes; and
which sites there are, kept in step with the CMS's `/v1/sites`."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import dagster as dg

from pipeline.clients.errors import ApiError
from pipeline.defs.automation.fingerprint import DRAFTED, EVERY_CALL, Content, last_built, last_previewed, poll
from pipeline.defs.automation.houses import clean_title, house_name, house_tags, live_title
from pipeline.defs.resources import CmsResource, SiteOutputResource
from pipeline.sites import PARTITIONS, SITES

JOB = "build_everything"
PREVIEW_JOB = "preview_site"
# The run tag of a run cms_changes asked for: when the change was seen (UTC, ISO 8601), the start of its edit-to-live
# time (the site's export reports it; what the pipeline knows of the edit, at most one tick after it was published).
CHANGE_SEEN_TAG = "fjordby/change_seen_at"
# NIGHTLY_BUILD_CRON moves the nightly build (Oslo time); the PostgreSQL tests move it to a minute ahead.
NIGHTLY_CRON = os.environ.get("NIGHTLY_BUILD_CRON") or "0 3 * * *"


@dg.schedule(
    name="nightly_build",
    job_name=JOB,
    cron_schedule=NIGHTLY_CRON,
    execution_timezone="Europe/Oslo",
    default_status=dg.DefaultScheduleStatus.RUNNING,
    description=(
        "Rebuilds every site at 03:00 Oslo time (NIGHTLY_BUILD_CRON moves it), one run each, so the programme moves "
        "on with the date."
    ),
)
def nightly_build(context: dg.ScheduleEvaluationContext, site_output: SiteOutputResource) -> list[dg.RunRequest]:
    # A schedule's run keys tell apart the runs of one tick. The house is named as its live release names it.
    return [
        dg.RunRequest(run_key=site, partition_key=site, tags=house_tags(live_title(site_output.releases(site))))
        for site in context.instance.get_dynamic_partitions(PARTITIONS)
    ]


@dg.sensor(
    name="cms_sites",
    minimum_interval_seconds=300,
    default_status=dg.DefaultSensorStatus.RUNNING,
    description=(
        "Every 5 minutes, keeps the sites (the partitions of every asset) in step with the CMS: CMS_SITE_IDS, else "
        "CMS_SITE_ID, else every site with published: true. A new site is added (and built by the next sensor "
        "tick or schedule), a removed one retired; its releases stay on disk."
    ),
)
def cms_sites(context: dg.SensorEvaluationContext, cms: CmsResource) -> dg.SensorResult:
    with cms.client() as client:
        sites = client.sites()
    wanted, problems = cms.wanted_sites(sites)
    for problem in problems:
        context.log.warning(problem)
    # A partition is a site's id; the log names each by its house too.
    titles = {str(s.get("id")): clean_title(s.get("title")) for s in sites if isinstance(s, dict)}
    known = context.instance.get_dynamic_partitions(PARTITIONS)
    added = [site for site in wanted if site not in known]
    retired = [site for site in known if site not in wanted]
    for site in added:
        context.log.info(f"{house_name(titles.get(site), site)} added: it is built from now on")
    for site in retired:
        named = house_name(titles.get(site), site)
        context.log.info(f"{named} retired: it is no longer built; its releases stay where they are")
    if not added and not retired:
        return dg.SensorResult(skip_reason=f"the {len(known)} site(s) are the CMS's: {', '.join(known)}")
    requests: list[dg.AddDynamicPartitionsRequest | dg.DeleteDynamicPartitionsRequest] = []
    if added:
        requests.append(SITES.build_add_request(added))
    if retired:
        requests.append(SITES.build_delete_request(retired))
    return dg.SensorResult(dynamic_partitions_requests=requests)


def _read_cursor(cursor: str | None) -> dict[str, tuple[Content, int]]:
    """Per site: the content seen at the last tick and the runs requested so far. A cursor of an older version of
    the sensor, or an entry it cannot read, counts as none."""
    try:
        data = json.loads(cursor or "")
        sites = data["sites"]
    except (ValueError, TypeError, KeyError):
        return {}
    read: dict[str, tuple[Content, int]] = {}
    for site, entry in sites.items() if isinstance(sites, dict) else ():
        try:
            read[site] = (Content.from_json(entry["content"]), int(entry["requested"]))
        except (ValueError, TypeError, KeyError):
            continue
    return read


def _cursor(seen: dict[str, tuple[Content, int]]) -> str:
    sites: dict[str, Any] = {
        site: {"content": content.to_json(), "requested": requested} for site, (content, requested) in seen.items()
    }
    return json.dumps({"sites": sites}, sort_keys=True)


def _poll_sites(
    context: dg.SensorEvaluationContext,
    cms: CmsResource,
    drafts: bool,
    baseline: Callable[[dg.DagsterInstance, str], Content | None],
    key_prefix: str,
    watched: tuple[str, ...] = EVERY_CALL,
) -> dg.SensorResult:
    """One tick of a CMS poll: a run request for each site whose answers to the `watched` calls (the drafts', with
    `drafts`) differ from the last tick's, or, on its first tick, from `baseline`'s."""
    before = _read_cursor(context.cursor)
    seen: dict[str, tuple[Content, int]] = {}
    runs: list[dg.RunRequest] = []
    unchanged: list[str] = []
    now = datetime.now(UTC).isoformat(timespec="milliseconds")
    with cms.client(drafts=drafts) as client:
        for site in context.instance.get_dynamic_partitions(PARTITIONS):
            last, requested = before.get(site) or (baseline(context.instance, site), 0)
            try:
                content = poll(client, site, last, watched)
            except ApiError as error:
                # One site's failure is reported and that site asked again next tick; the others go on.
                context.log.warning(f"site {site}: the CMS could not be polled: {error}")
                if site in before:
                    seen[site] = before[site]
                continue
            fingerprint = content.fingerprint(watched)
            if last is not None and fingerprint == last.fingerprint(watched):
                seen[site] = (content, requested)
                unchanged.append(f"{site} ({fingerprint[:12]})")
                continue
            # The count makes each request's run key new, so content that returns to an earlier state is built again.
            requested += 1
            seen[site] = (content, requested)
            key = f"{key_prefix}-{site}-{requested}-{fingerprint[:12]}"
            tags = {**house_tags(clean_title(content.title)), CHANGE_SEEN_TAG: now}
            runs.append(dg.RunRequest(run_key=key, partition_key=site, tags=tags))
    if not runs:
        reason = f"the CMS's content is unchanged: {', '.join(unchanged)}" if unchanged else "no site to poll"
        return dg.SensorResult(skip_reason=reason, cursor=_cursor(seen))
    return dg.SensorResult(run_requests=runs, cursor=_cursor(seen))


# A change is seen within 15 s: the daemon evaluates its sensors every 5 s, so a tick comes 10 to 15 s after the last.
# A tick that finds nothing changed costs the CMS one site list and three 304s per site when it gives ETags
# (docs/pipeline.md).
POLL_SECONDS = 10


@dg.sensor(
    name="cms_changes",
    job_name=JOB,
    minimum_interval_seconds=POLL_SECONDS,
    default_status=dg.DefaultSensorStatus.RUNNING,
    description=(
        "Every 10 to 15 seconds, polls the CMS for each site with conditional requests; asks for a build of a site "
        "when its content differs from the last tick's, or, on its first tick, from what the site's last successful "
        "build ingested. A change in one site rebuilds that site only."
    ),
)
def cms_changes(context: dg.SensorEvaluationContext, cms: CmsResource) -> dg.SensorResult:
    return _poll_sites(context, cms, drafts=False, baseline=last_built, key_prefix="cms-change")


@dg.sensor(
    name="cms_drafts",
    job_name=PREVIEW_JOB,
    minimum_interval_seconds=POLL_SECONDS,
    default_status=dg.DefaultSensorStatus.RUNNING,
    description=(
        "Every 10 to 15 seconds, polls the CMS for each site's drafts (the management API's articles and block data "
        "with stable=0) as cms_changes does; asks for a preview of a site when they differ from the last tick's, or, "
        "on its first tick, from what the site's last preview was built from. A published change the drafts already "
        "had asks for none: cms_changes builds the site."
    ),
)
def cms_drafts(context: dg.SensorEvaluationContext, cms: CmsResource) -> dg.SensorResult:
    return _poll_sites(context, cms, drafts=True, baseline=last_previewed, key_prefix="cms-draft", watched=DRAFTED)
