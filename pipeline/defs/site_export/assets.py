"""The site asset: export the web app from the published route data, verify the export, then swap it in."""

# No `from __future__ import annotations` here: Dagster inspects the `context` annotation as a type.

import json
import shutil
import time
from collections.abc import Iterator
from contextlib import AbstractContextManager
from pathlib import Path

import dagster as dg

from pipeline.defs.automation import freshness
from pipeline.defs.resources import LOCK_WAIT_SECONDS, CmsResource, SiteExportResource, SiteOutputResource
from pipeline.defs.route_data.assets import GROUP
from pipeline.defs.site_export import verify
from pipeline.defs.site_export.export import ExportError, compact_cache, next_build
from pipeline.defs.site_export.fingerprint import FINGERPRINT_FILE, export_fingerprint, recorded
from pipeline.locks import locked
from pipeline.publish.hosting import load_redirects, write_host_files
from pipeline.publish.precompress import precompress
from pipeline.publish.releases import DATA, SITE
from pipeline.publish.virtual_hosts import tell_hosts
from pipeline.sites import SITES


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
        fingerprint = export_fingerprint(manifest, web)
        if pending is None and head is not None and recorded(head.site) == fingerprint:
            note = f"neither the route data nor the web app changed since release {head.id}: nothing to export"
            context.log.info(note)
            yield _result(head.id, head.site, skipped=True, note=note)
            return
        # One web app, one build at a time: sites built in parallel on this machine take turns (a run in a
        # container of its own has the web app to itself).
        with _web_app(web, site_export, context):
            start = time.monotonic()
            try:
                out = next_build(web, data, site_export.node, site_export.timeout_seconds, context.log.info)
            except ExportError as error:
                raise dg.Failure(
                    f"the site was not exported, the live one stays: {error}", allow_retries=False
                ) from None
            seconds = round(time.monotonic() - start, 1)
            release = pending if pending is not None else releases.pending_from(data, run_id)
            shutil.move(out, release / SITE)
        redirected = {redirect.source for redirect in load_redirects(release / DATA)}
        failed = verify.problems(release / SITE, manifest, cms.secrets(), redirected)
        if failed:
            shutil.rmtree(release, ignore_errors=True)
            summary = "; ".join(f"{name}: {', '.join(items[:5])}" for name, items in failed.items())
            raise dg.Failure(f"the export failed its checks, the live site stays: {summary}", allow_retries=False)
        (release / SITE / FINGERPRINT_FILE).write_text(fingerprint)
        write_host_files(release, releases.current / SITE)
        precompress(release / SITE, live.site if live is not None else None)
        published = releases.go_live(release, run_id)
        pages = sum(1 for _ in published.site.rglob("*.html"))
        if published.ready:
            context.log.warning(f"release {published.id} is ready, not live: the site is {releases.pinned()}")
        else:
            context.log.info(f"exported {pages} pages in {seconds} s; release {published.id} is live")
            for problem in tell_hosts(releases.root.parent):
                context.log.warning(f"release {published.id} is live, but {problem}")
        with _web_app(web, site_export, context):
            _compact_cache(context, web, published.data, site_export)
    note = f"exported {pages} pages in {seconds} s" + (
        ", ready, not live: the site is pinned" if published.ready else ""
    )
    yield _result(published.id, published.site, skipped=False, note=note, seconds=seconds)


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
