"""The nightly schedule and the CMS change sensor, evaluated as Dagster would, against the real sample CMS."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import dagster as dg
import httpx
import pytest

from pipeline.clients.cms import CmsClient
from pipeline.definitions import defs
from pipeline.defs.automation.fingerprint import Content, poll
from pipeline.defs.automation.triggers import cms_changes, cms_sites, nightly_build
from pipeline.defs.resources import CmsResource, SiteOutputResource
from pipeline.settings import sample_cms_settings
from pipeline.sites import PARTITIONS
from sample_cms.server import SampleCms
from tests.conftest import NORDVIK, SAMPLE_SITE, SOLBAKKEN, Recorder, sample_credentials
from tests.live_release import live_release

CALLS = ["sites", "programme", "articles", "block_data"]


def test_the_nightly_schedule_builds_every_site_at_three_in_oslo_one_run_each(tmp_path: Path) -> None:
    live_release(tmp_path, "fjordby", "Fjordby kulturhus")
    site_output = SiteOutputResource(
        folder=str(tmp_path),
        public_events_url="https://events.example.org",
        membership_api_118="https://members.example.org/118",
        membership_api_178="https://members.example.org/178",
    )
    assert nightly_build.cron_schedule == "0 3 * * *"
    assert nightly_build.execution_timezone == "Europe/Oslo"
    assert nightly_build.default_status == dg.DefaultScheduleStatus.RUNNING
    assert nightly_build.job_name == "build_everything"
    tick = datetime(2026, 11, 23, 3, tzinfo=ZoneInfo("Europe/Oslo"))
    with dg.instance_for_test() as instance:  # a schedule's context needs a persistent instance
        instance.add_dynamic_partitions(PARTITIONS, ["fjordby", "nordvik"])
        repository = defs.get_repository_def()
        resources = {"site_output": site_output}
        with dg.build_schedule_context(instance, tick, repository_def=repository, resources=resources) as context:
            requests = nightly_build.evaluate_tick(context).run_requests
    assert requests is not None
    assert sorted(r.partition_key or "" for r in requests) == ["fjordby", "nordvik"]
    assert len({r.run_key for r in requests}) == 2
    # A run names its house as the site's live release does; a site never released yet has no name to give.
    assert {r.partition_key: r.tags.get("house") for r in requests} == {"fjordby": "Fjordby kulturhus", "nordvik": None}


def _sites_tick(cms: CmsResource, instance: dg.DagsterInstance) -> dg.SensorResult:
    with dg.build_sensor_context(resources={"cms": cms}, instance=instance) as context:
        result = cms_sites(context)
    assert isinstance(result, dg.SensorResult)
    for request in result.dynamic_partitions_requests or []:
        if isinstance(request, dg.AddDynamicPartitionsRequest):
            instance.add_dynamic_partitions(PARTITIONS, list(request.partition_keys))
        else:
            for key in request.partition_keys:
                instance.delete_dynamic_partition(PARTITIONS, key)
    return result


def test_the_sites_sensor_adds_the_published_sites_and_retires_the_gone(cms: CmsResource) -> None:
    with dg.DagsterInstance.ephemeral() as instance:
        instance.add_dynamic_partitions(PARTITIONS, ["a-site-the-cms-no-longer-has"])
        first = _sites_tick(cms, instance)
        assert instance.get_dynamic_partitions(PARTITIONS) == [SAMPLE_SITE, NORDVIK, SOLBAKKEN]
        again = _sites_tick(cms, instance)
    assert len(first.dynamic_partitions_requests or []) == 2
    assert again.skip_reason is not None
    assert again.skip_reason.skip_message == f"the 3 site(s) are the CMS's: {SAMPLE_SITE}, {NORDVIK}, {SOLBAKKEN}"


def test_the_sites_sensor_builds_the_configured_sites_only(cms_server: SampleCms) -> None:
    configured = CmsResource(**sample_credentials(cms_server.url), site_ids=f"{NORDVIK}, no-such-site")
    with dg.DagsterInstance.ephemeral() as instance:
        _sites_tick(configured, instance)
        assert instance.get_dynamic_partitions(PARTITIONS) == [NORDVIK]


@pytest.fixture
def revision(control: httpx.Client) -> Iterator[httpx.Client]:
    """The sample CMS's revision control; the content is back at revision 0 after the test."""
    yield control
    control.post("/_control/revision", json={"revision": 0}).raise_for_status()


def _tick(
    cms: CmsResource, instance: dg.DagsterInstance, cursor: str | None, sites: tuple[str, ...] = (SAMPLE_SITE,)
) -> dg.SensorResult:
    for site in sites:
        if not instance.has_dynamic_partition(PARTITIONS, site):
            instance.add_dynamic_partitions(PARTITIONS, [site])
    with dg.build_sensor_context(cursor=cursor, resources={"cms": cms}, instance=instance) as context:
        result = cms_changes(context)
    assert isinstance(result, dg.SensorResult)
    return result


def _run_keys(result: dg.SensorResult) -> list[str]:
    return [request.run_key or "" for request in result.run_requests or []]


def test_the_sensor_builds_again_when_the_content_goes_a_b_a(cms: CmsResource, revision: httpx.Client) -> None:
    with dg.DagsterInstance.ephemeral() as instance:
        before = datetime.now(UTC)
        first = _tick(cms, instance, None)  # no cursor and no build yet: build
        after = datetime.now(UTC)
        unchanged = _tick(cms, instance, first.cursor)
        revision.post("/_control/revision", json={"revision": 1}).raise_for_status()
        to_b = _tick(cms, instance, unchanged.cursor)
        revision.post("/_control/revision", json={"revision": 0}).raise_for_status()
        back_to_a = _tick(cms, instance, to_b.cursor)
    assert len(_run_keys(first)) == 1
    assert [r.partition_key for r in first.run_requests or []] == [SAMPLE_SITE]
    [tags] = [r.tags for r in first.run_requests or []]
    assert tags["house"] == "Fjordby kulturhus"  # as the CMS names it
    # When the change was seen, where the edit-to-live time starts.
    assert sorted(tags) == ["fjordby/change_seen_at", "house"]
    assert before - timedelta(milliseconds=1) <= datetime.fromisoformat(tags["fjordby/change_seen_at"]) <= after
    assert _run_keys(unchanged) == [] and unchanged.skip_reason is not None
    assert len(_run_keys(to_b)) == 1 and len(_run_keys(back_to_a)) == 1
    keys = [_run_keys(first)[0], _run_keys(to_b)[0], _run_keys(back_to_a)[0]]
    assert all(key.startswith(f"cms-change-{SAMPLE_SITE}-") for key in keys)
    assert [key.rsplit("-", 2)[1] for key in keys] == ["1", "2", "3"]
    assert len(set(keys)) == 3
    assert keys[2].rsplit("-", 1)[1] == keys[0].rsplit("-", 1)[1]  # A's fingerprint again, under a new key


def test_a_change_in_one_site_requests_a_build_of_that_site_only(cms: CmsResource, revision: httpx.Client) -> None:
    sites = (SAMPLE_SITE, NORDVIK, SOLBAKKEN)
    with dg.DagsterInstance.ephemeral() as instance:
        first = _tick(cms, instance, None, sites)
        unchanged = _tick(cms, instance, first.cursor, sites)
        revision.post("/_control/revision", json={"revision": 1, "site": NORDVIK}).raise_for_status()
        changed = _tick(cms, instance, unchanged.cursor, sites)
        revision.post("/_control/revision", json={"revision": 0, "site": NORDVIK}).raise_for_status()
    assert sorted(r.partition_key or "" for r in first.run_requests or []) == sorted(sites)
    assert _run_keys(unchanged) == []
    assert [r.partition_key for r in changed.run_requests or []] == [NORDVIK]
    assert _run_keys(changed)[0].startswith(f"cms-change-{NORDVIK}-2-")


def _env(server: SampleCms, tmp_path: Path) -> dict[str, str]:
    return {
        **sample_cms_settings(server.url),
        "WAREHOUSE_DIR": str(tmp_path / "var"),
        "SITES_DIR": str(tmp_path / "sites"),
    }


def test_the_first_tick_after_a_build_requests_no_second_run(
    cms_server: SampleCms,
    cms: CmsResource,
    revision: httpx.Client,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name, value in _env(cms_server, tmp_path).items():
        monkeypatch.setenv(name, value)
    with dg.DagsterInstance.ephemeral() as instance:
        instance.add_dynamic_partitions(PARTITIONS, [SAMPLE_SITE])
        job = defs.resolve_job_def("build_everything")
        built = job.execute_in_process(instance=instance, partition_key=SAMPLE_SITE)
        assert built.success
        first = _tick(cms, instance, None)
        revision.post("/_control/revision", json={"revision": 1}).raise_for_status()
        changed = _tick(cms, instance, first.cursor)
    assert _run_keys(first) == [] and first.skip_reason is not None
    assert len(_run_keys(changed)) == 1


def _client(server: SampleCms, transport: httpx.BaseTransport) -> CmsClient:
    return CmsClient(
        **sample_credentials(server.url),
        transport=transport,
    )


def test_the_poll_sends_conditional_requests_and_takes_304_as_unchanged(
    cms_server: SampleCms, revision: httpx.Client
) -> None:
    recorder = Recorder(etags=True)
    with _client(cms_server, recorder) as client:
        first = poll(client, SAMPLE_SITE, None)
        assert recorder.take() == [(False, 200)] * 4
        second = poll(client, SAMPLE_SITE, first)
        assert recorder.take() == [(False, 200), (True, 304), (True, 304), (True, 304)]  # the site list in full
        revision.post("/_control/revision", json={"revision": 1}).raise_for_status()
        third = poll(client, SAMPLE_SITE, second)
        assert recorder.take() == [(False, 200), (True, 200), (True, 304), (True, 304)]
    assert all(first.calls[call].etag for call in CALLS[1:])
    assert second == first
    assert third.fingerprint() != first.fingerprint()
    assert [third.calls[call] == first.calls[call] for call in CALLS] == [True, False, True, True]
    assert Content.from_json(json.loads(json.dumps(third.to_json()))) == third


def test_the_poll_works_with_a_cms_that_sends_no_etags(cms_server: SampleCms, revision: httpx.Client) -> None:
    recorder = Recorder(etags=False)
    with _client(cms_server, recorder) as client:
        first = poll(client, SAMPLE_SITE, None)
        second = poll(client, SAMPLE_SITE, first)
        revision.post("/_control/revision", json={"revision": 1}).raise_for_status()
        third = poll(client, SAMPLE_SITE, second)
    assert recorder.take() == [(False, 200)] * 12
    assert all(first.calls[call].etag is None for call in CALLS)
    assert second.fingerprint() == first.fingerprint()
    assert third.fingerprint() != first.fingerprint()
