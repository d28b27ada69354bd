"""The site asset: export the web app from the published route data, verify the export, then swap it in."""

# No `from __future__ import annotations` here: Dagster inspects the `context` annotation as a type.

import errno
import json
import shutil
import time
from collections.abc import Iterator
from contextlib import AbstractContextManager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import dagster as dg

from pipeline.defs.automation import freshness
from pipeline.defs.automation.triggers import CHANGE_SEEN_TAG
from pipeline.defs.resources import LOCK_WAIT_SECONDS, CmsResource, SiteExportResource, SiteOutputResource
from pipeline.defs.route_data.assets import GROUP
from pipeline.defs.site_export import partial, verify
from pipeline.defs.site_export.export import ExportError, compact_cache, discard_last_builds, next_build, node_version
from pipeline.defs.site_export.fingerprint import (
    BUILD_ID_FILE,
    FINGERPRINT_FILE,
    build_id,
    export_fingerprint,
    recorded,
    web_sources_digest,
)
from pipeline.failpoints import reach
from pipeline.files import file_entries
from pipeline.locks import locked
from pipeline.publish.hosting import load_redirects, write_host_files
from pipeline.publish.precompress import precompress
from pipeline.publish.releases import DATA, HASHED, SITE, Release, SiteReleases, own_assets
from pipeline.publish.virtual_hosts import ReloadError, tell_hosts
from pipeline.sites import SITES

# A preview's record of the time of the drafts it shows, which its banner reads (web/lib/preview.ts names it too).
PREVIEW_FILE = "preview.json"


@dg.asset(
    group_name=GROUP,
    deps=["published_route_data"],
    freshness_policy=freshness.POLICY,
    kinds={"nextjs"},
    partitions_def=SITES,
    output_required=False,
    description=(
        "The static site: `next build` of web/ from the route data this run sealed (else the live release's), "
        "into that release, with the hosts' configurations (nginx, Caddy, _headers, _redirects) and each text file "
        "precompressed (.br, .gz). The release goes live (`build/sites/<site>/current`, data and site in one swap; "
        "then every site's server blocks are written again and HOSTING_RELOAD_COMMAND runs, when set; while the "
        "site is pinned it is kept as a ready release instead) only when every route has its page, every internal link "
        "resolves and no secret is in any file. Skipped, with a note, when neither the route data nor the web app "
        "changed."
    ),
)
def site_export(
    context: dg.AssetExecutionContext,
    cms: CmsResource,
    site_output: SiteOutputResource,
    site_export: SiteExportResource,
) -> Iterator[dg.MaterializeResult]:
    if site_export.turned_off():
        context.log.info("the site export is turned off (SITE_EXPORT_ENABLED=false): nothing exported")
        return
    run_id = context.run.run_id
    releases = site_output.releases(context.partition_key)
    web = site_export.web()
    with releases.lock(LOCK_WAIT_SECONDS, context.log.warning):
        pending = releases.pending(run_id)
        live = releases.live()
        # While the site is pinned, its newest ready release is what the builds would have made live.
        head = releases.head()
        if pending is not None:
            data = pending / DATA
        elif head is not None and head.data.is_dir():
            data = head.data
        else:
            raise dg.Failure(f"{releases.root} has no route data to export: materialise published_route_data first")
        manifest = json.loads((data / "manifest.json").read_text())
        web_digest = web_sources_digest(web)
        fingerprint = export_fingerprint(manifest, web_digest)
        if pending is None and head is not None and recorded(head.site) == fingerprint:
            note = f"neither the route data nor the web app changed since release {head.id}: nothing to export"
            context.log.info(note)
            yield _result(head.id, head.site, skipped=True, note=note)
            return
        try:
            # One web app, one build at a time: sites built in parallel on this machine take turns (a run in a
            # container of its own has the web app to itself).
            with _web_app(web, site_export, context):
                start = time.monotonic()
                try:
                    build = build_id(manifest, web_digest, node_version(web, site_export.node), site_export.preview)
                    chosen = _plan(head, manifest, build)
                    context.log.info(f"{'a partial' if chosen.partial else 'a full'} export: {chosen.reason}")
                    out, kept = _export(context, web, data, manifest, site_export, build, chosen)
                    rendered = len(chosen.render) if kept is not None and chosen.render is not None else None
                except ExportError as error:
                    raise dg.Failure(
                        f"the site was not exported, the live one stays: {error}", allow_retries=False
                    ) from None
                seconds = round(time.monotonic() - start, 1)
                release = pending if pending is not None else releases.pending_from(data, run_id)
                shutil.move(out, release / SITE)
                reach("export.moved")
            redirected = {redirect.source for redirect in load_redirects(release / DATA)}
            failed = verify.problems(release / SITE, manifest, cms.secrets(), redirected, kept)
            if failed:
                summary = "; ".join(f"{name}: {', '.join(items[:5])}" for name, items in failed.items())
                raise dg.Failure(f"the export failed its checks, the live site stays: {summary}", allow_retries=False)
            (release / SITE / FINGERPRINT_FILE).write_text(fingerprint)
            if site_export.draft_at:
                (release / SITE / PREVIEW_FILE).write_text(json.dumps({"draftAt": site_export.draft_at}) + "\n")
            (release / SITE / BUILD_ID_FILE).write_text(build)
            write_host_files(release, releases.current / SITE, preview=site_export.preview)
            precompress(release / SITE, live.site if live is not None else None, kept.files if kept is not None else ())
            published = releases.go_live(release, run_id)
        except BaseException as error:
            # The release will not go live (a re-execution is another run, which exports the head): what it wrote
            # goes now, so a full disk is not left full until the site's next build.
            releases.discard_pending(run_id)
            if _disk_full(error):
                now_live = releases.live()
                live_now = f"release {now_live.id} is live" if now_live is not None else "no release is live"
                raise dg.Failure(
                    f"no space left on the device of {releases.root}: what this run was writing is removed; {live_now}",
                    allow_retries=False,
                ) from error
            raise
        went_live = datetime.now(UTC)
        pages = sum(1 for relative, _ in file_entries(published.site) if relative.endswith(".html"))
        if published.ready:
            context.log.warning(f"release {published.id} is ready, not live: the site is {releases.pinned()}")
        else:
            context.log.info(f"exported {pages} pages in {seconds} s; release {published.id} is live")
            _tell_hosts(context, releases, live, published, site_export.preview)
        with _web_app(web, site_export, context):
            discard_last_builds(web)
            _compact_cache(context, web, published.data, site_export)
    how = f"{rendered} of them rendered, the others kept" if rendered is not None else "every one rendered"
    note = f"exported {pages} pages ({how}) in {seconds} s" + (
        ", ready, not live: the site is pinned" if published.ready else ""
    )
    result = _result(published.id, published.site, skipped=False, note=note, seconds=seconds)
    metadata = {**(result.metadata or {}), **_timeline(context, went_live, published.ready)}
    if rendered is not None:
        metadata["rendered_routes"] = rendered
    yield dg.MaterializeResult(metadata=metadata)


def _tell_hosts(
    context: dg.AssetExecutionContext, releases: SiteReleases, was: Release | None, now: Release, preview: bool
) -> None:
    """Tells the hosts that `now` went live. When they refuse to reload, `was` goes live again and they are told of
    that, and the run fails (which alerts): the hosts keep, on disk as in memory, the last configuration they took."""
    sites_dir = releases.root.parent
    try:
        problems = tell_hosts(sites_dir, preview=preview)
    except ReloadError as refused:
        if was is None:
            raise dg.Failure(
                f"release {now.id} is live, but {refused}; no release was live before it", allow_retries=False
            ) from None
        releases.make_live(was, by="reload refused")
        back = f"release {was.id} is live again"
        try:
            tell_hosts(sites_dir, preview=preview)
        except ReloadError as again:
            back += f", and {again} either"
        raise dg.Failure(f"release {now.id} is not live: {refused}; {back}", allow_retries=False) from None
    for problem in problems:
        context.log.warning(f"release {now.id} is live, but {problem}")


def _disk_full(error: BaseException) -> bool:
    """Whether a write failed for want of space: ENOSPC itself, or a copy across file systems (`shutil.move` of the
    export onto the sites' volume), which gathers its files' errors, as text, into one `shutil.Error`."""
    if isinstance(error, shutil.Error) and error.args and isinstance(error.args[0], list):
        return any(f"[Errno {errno.ENOSPC}]" in str(entry[-1]) for entry in error.args[0])
    return isinstance(error, OSError) and error.errno == errno.ENOSPC


def _plan(head: Release | None, manifest: dict[str, Any], build: str) -> partial.Plan:
    """What the export renders: only the changed routes when the release it builds on has the same build id."""
    if head is None:
        return partial.plan(manifest, build, None, None, None)
    base_manifest = head.data / "manifest.json"
    before = json.loads(base_manifest.read_text()) if base_manifest.is_file() else None
    return partial.plan(manifest, build, head.site, before, recorded(head.site, BUILD_ID_FILE))


def _export(
    context: dg.AssetExecutionContext,
    web: Path,
    data: Path,
    manifest: dict[str, Any],
    site_export: SiteExportResource,
    build: str,
    chosen: partial.Plan,
) -> tuple[Path, verify.Kept | None]:
    """The export, in `web/out`: every page, or the changed ones with the base release's others linked beside them
    when the new chunks are the base's own; when they are not, every page after all. What a partial export kept of
    the base release (None: a full export)."""
    node, timeout, log = site_export.node, site_export.timeout_seconds, context.log.info
    preview = site_export.preview
    out = next_build(web, data, node, timeout, log, build, chosen.render, preview)
    if chosen.render is None or chosen.base is None:
        return out, None
    if not partial.same_assets(out, chosen.base, own_assets(chosen.base.parent), HASHED):
        context.log.warning("the new chunks are not the live release's: every page is exported after all")
        return next_build(web, data, node, timeout, log, build, None, preview), None
    linked = partial.merge(out, chosen.base, manifest, chosen.render)
    context.log.info(f"rendered {len(chosen.render)} route(s); linked {len(linked)} file(s) of the others' pages")
    base_redirects = {redirect.source for redirect in load_redirects(chosen.base.parent / DATA)}
    return out, verify.Kept(linked, chosen.base_routes | base_redirects)


def _timeline(context: dg.AssetExecutionContext, went_live: datetime, ready: bool) -> dict[str, Any]:
    """When the CMS change was seen (a run cms_changes asked for), the run started and the release went live (or was
    made ready, on a pinned site); the edit-to-live time (from the change seen) and the run-to-live time, in seconds,
    which the UI plots across runs."""
    record = context.instance.get_run_record_by_id(context.run.run_id)
    started = record.start_time if record is not None and record.start_time is not None else None
    seen_tag = context.run.tags.get(CHANGE_SEEN_TAG)
    seen = datetime.fromisoformat(seen_tag) if seen_tag else None
    live = "ready_at" if ready else "went_live_at"
    timeline: dict[str, Any] = {live: went_live.isoformat(timespec="milliseconds")}
    if started is not None:
        timeline["run_started_at"] = datetime.fromtimestamp(started, UTC).isoformat(timespec="milliseconds")
        timeline["run_to_live_seconds"] = round(went_live.timestamp() - started, 1)
    if seen is not None:
        timeline["change_seen_at"] = seen.isoformat(timespec="milliseconds")
        timeline["edit_to_live_seconds"] = round((went_live - seen).total_seconds(), 1)
    return timeline


def _web_app(
    web: Path, site_export: SiteExportResource, context: dg.AssetExecutionContext
) -> AbstractContextManager[None]:
    """The web app's build folders, this export's alone while it holds them."""
    return locked(web / ".export.lock", f"the web app {web}", site_export.timeout_seconds, context.log.info)


def _compact_cache(context: dg.AssetExecutionContext, web: Path, data: Path, site_export: SiteExportResource) -> None:
    """Next's build cache compacted once the export is live; a failure only slows the next build down."""
    start = time.monotonic()
    try:
        compact_cache(web, data, site_export.node, site_export.timeout_seconds, context.log.debug)
    except ExportError as error:
        context.log.warning(f"the site is live, but {error}")
        return
    context.log.info(f"compacted the web app's build cache in {time.monotonic() - start:.1f} s")


def _result(release: str, export: Path, skipped: bool, note: str, seconds: float | None = None) -> dg.MaterializeResult:
    metadata: dict[str, dg.RawMetadataValue] = {
        "release": release,
        "site": dg.MetadataValue.path(str(export)),
        "skipped": skipped,
        "note": note,
    }
    if seconds is not None:
        metadata["export_seconds"] = seconds
    return dg.MaterializeResult(metadata=metadata)
