"""The preview: a site's drafts (stable=0) in a release of its own; the live site sees only what is published."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import dagster as dg
import httpx
import pytest

from pipeline.defs.automation.triggers import cms_drafts
from pipeline.defs.preview.assets import NO_DRAFTS, shows_drafts, site_preview
from pipeline.defs.resources import CmsResource, SiteExportResource, SiteOutputResource, WarehouseResource
from pipeline.sites import PARTITIONS
from sample_cms.server import SampleCms
from tests import outputs
from tests.conftest import SAMPLE_SITE, build_everything, materialize_site, sample_credentials

NEW_TITLE = "Om kulturhuset ved fjorden"
BASIC = ("sample", "sample-password")


@pytest.fixture
def sample() -> Iterator[SampleCms]:
    """A sample CMS of its own: publishing changes what every later caller would see."""
    with SampleCms() as server:
        yield server


@pytest.fixture
def own_cms(sample: SampleCms) -> CmsResource:
    return CmsResource(**sample_credentials(sample.url), retry_attempts=3, retry_initial_wait=0.01)


@pytest.fixture
def outputs_of(tmp_path: Path, sample: SampleCms) -> SiteOutputResource:
    return SiteOutputResource(
        folder=str(tmp_path / "sites"),
        previews_folder=str(tmp_path / "previews"),
        public_events_url=sample.url,
        membership_api_118=f"{sample.url}/membership/118",
        membership_api_178=f"{sample.url}/membership/178",
    )


def _previews(site_output: SiteOutputResource) -> SiteOutputResource:
    """The previews' releases, read as the live ones are."""
    return SiteOutputResource(**{**site_output.model_dump(), "folder": site_output.previews_folder})


def _control(sample: SampleCms, path: str, body: dict[str, Any]) -> None:
    httpx.post(f"{sample.url}{path}", json=body).raise_for_status()


def _retitle_about(sample: SampleCms) -> None:
    """A draft of a new title of Fjordby's `/om-oss` (its title block says «Om oss»)."""
    site = next(s for s in httpx.get(f"{sample.url}/v1/sites", auth=BASIC).json() if s["id"] == SAMPLE_SITE)
    block = next(p for p in site["pages"] if p["path"] == "/om-oss")["blocks"][0]["id"]
    _control(sample, "/_control/draft", {"site": SAMPLE_SITE, "block": block, "field": "text", "value": NEW_TITLE})


def _preview(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    instance: dg.DagsterInstance | None = None,
) -> dg.ExecuteInProcessResult:
    resources = {
        "cms": cms,
        "warehouse": warehouse,
        "site_output": site_output,
        "site_export": SiteExportResource(enabled="false"),
    }
    return materialize_site([site_preview], resources, instance=instance)


def _about(site_output: SiteOutputResource) -> str:
    return json.dumps(outputs.route(site_output, "/om-oss"), ensure_ascii=False)


def test_a_draft_reaches_the_preview_and_not_the_live_site_until_it_is_published(
    own_cms: CmsResource, warehouse: WarehouseResource, outputs_of: SiteOutputResource, sample: SampleCms
) -> None:
    assert build_everything(own_cms, warehouse, outputs_of).success
    live = outputs_of.releases(SAMPLE_SITE).live()
    assert live is not None
    live_files = {p: p.read_bytes() for p in outputs.published(outputs_of).rglob("*") if p.is_file()}
    _retitle_about(sample)

    preview = _preview(own_cms, warehouse, outputs_of)
    assert preview.success
    assert NEW_TITLE in _about(_previews(outputs_of))
    assert "Om oss" in _about(outputs_of) and NEW_TITLE not in _about(outputs_of)
    # The live release, its search index and sitemap among its files, is as it was; the preview has a warehouse of
    # its own.
    assert outputs_of.releases(SAMPLE_SITE).live() == live
    assert {p: p.read_bytes() for p in outputs.published(outputs_of).rglob("*") if p.is_file()} == live_files
    assert Path(warehouse.folder, ".previews", SAMPLE_SITE, "warehouse.duckdb").is_file()
    reported = outputs.metadata(preview, "site_preview")
    assert reported["shows_drafts"] is True and reported["note"] == "the editors' drafts"

    _control(sample, "/_control/publish", {"site": SAMPLE_SITE})
    assert build_everything(own_cms, warehouse, outputs_of).success
    assert NEW_TITLE in _about(outputs_of)


def test_a_cms_that_answers_stable_0_as_stable_1_gives_a_preview_equal_to_live_and_says_so(
    own_cms: CmsResource, warehouse: WarehouseResource, outputs_of: SiteOutputResource, sample: SampleCms
) -> None:
    _retitle_about(sample)
    _control(sample, "/_control/drafts", {"ignored": True})
    assert build_everything(own_cms, warehouse, outputs_of).success

    preview = _preview(own_cms, warehouse, outputs_of)
    assert preview.success
    live_manifest = outputs.read(outputs_of, "manifest.json")
    preview_manifest = outputs.read(_previews(outputs_of), "manifest.json")
    assert preview_manifest["routes"] == live_manifest["routes"]
    assert preview_manifest["files"] == live_manifest["files"]
    reported = outputs.metadata(preview, "site_preview")
    assert reported["shows_drafts"] is False
    assert reported["note"] == NO_DRAFTS
    assert reported["note"].startswith("the CMS shows no drafts: its stable=0 answers are its published ones")


def test_a_cms_that_does_not_give_its_published_answers_leaves_whether_it_shows_drafts_unknown(
    own_cms: CmsResource, sample: SampleCms
) -> None:
    drafts = {"articles": "not the published digest", "block_data": "nor this"}
    _control(sample, "/_control/faults", {"fail_next": 100, "status": 503})
    assert shows_drafts(own_cms, SAMPLE_SITE, drafts) is None
    httpx.delete(f"{sample.url}/_control/faults").raise_for_status()
    assert shows_drafts(own_cms, SAMPLE_SITE, drafts) is True


def _drafts_tick(cms: CmsResource, instance: dg.DagsterInstance, cursor: str | None) -> dg.SensorResult:
    with dg.build_sensor_context(cursor=cursor, resources={"cms": cms}, instance=instance) as context:
        result = cms_drafts(context)
    assert isinstance(result, dg.SensorResult)
    return result


def test_the_drafts_sensor_asks_for_a_preview_when_the_drafts_change_and_not_before(
    own_cms: CmsResource, warehouse: WarehouseResource, outputs_of: SiteOutputResource, sample: SampleCms
) -> None:
    with dg.DagsterInstance.ephemeral() as instance:
        instance.add_dynamic_partitions(PARTITIONS, [SAMPLE_SITE])
        first = _drafts_tick(own_cms, instance, None)  # no preview yet: one is asked for
        assert _preview(own_cms, warehouse, outputs_of, instance).success
        after_preview = _drafts_tick(own_cms, instance, None)  # a new cursor starts from the preview's drafts
        # A published change of the programme is the live build's (cms_changes): no preview is asked for.
        _control(sample, "/_control/revision", {"revision": 1})
        published = _drafts_tick(own_cms, instance, after_preview.cursor)
        _retitle_about(sample)
        drafted = _drafts_tick(own_cms, instance, published.cursor)
    assert [
        (r.partition_key, (r.run_key or "").startswith(f"cms-draft-{SAMPLE_SITE}-1-")) for r in first.run_requests or []
    ] == [(SAMPLE_SITE, True)]
    assert not after_preview.run_requests and after_preview.skip_reason is not None
    assert not published.run_requests
    [request] = drafted.run_requests or []
    assert request.partition_key == SAMPLE_SITE and "fjordby/change_seen_at" in request.tags
