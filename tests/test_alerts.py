"""Someone is told: a failed run, a failed blocking check and a site not rebuilt for 26 hours are posted to a chat's
incoming webhook (a real HTTP receiver on loopback here), naming the house; without a webhook nothing is posted."""

from __future__ import annotations

import json
import logging
import os
import threading
from collections.abc import Iterator
from datetime import datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import dagster as dg
import pytest

from pipeline.defs.automation import freshness, webhook
from pipeline.defs.automation.alerts import run_failure_alert
from pipeline.defs.automation.freshness import stale_sites
from pipeline.defs.automation.houses import house_tags
from pipeline.defs.reports import listed
from pipeline.defs.resources import SiteExportResource, SiteOutputResource
from pipeline.sites import SITES
from tests.conftest import NORDVIK, SAMPLE_SITE, materialize_site
from tests.live_release import live_release

HOUSE = "Fjordby kulturhus"
UI = "https://dagster.fjordby.example"
TOKEN = "T0FJORDBY/B0ALERTS/secret-token-1234"
HOUR = 3600.0


class Receiver:
    """A chat's incoming webhook on loopback: keeps each POST's body as it came, and answers `status`."""

    def __init__(self) -> None:
        self.status = 200
        self.bodies: list[bytes] = []
        self.content_types: list[str] = []
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                receiver.bodies.append(self.rfile.read(int(self.headers.get("Content-Length") or 0)))
                receiver.content_types.append(self.headers.get("Content-Type") or "")
                self.send_response(receiver.status)
                self.send_header("Content-Length", "2")
                self.end_headers()
                self.wfile.write(b"ok")

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        """The webhook's URL: a token in its path, as Slack's and Mattermost's are."""
        return f"http://127.0.0.1:{self.server.server_address[1]}/hooks/{TOKEN}"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    server = Receiver()
    yield server
    server.close()


@pytest.fixture(autouse=True)
def _no_webhook(monkeypatch: pytest.MonkeyPatch) -> None:
    """No test sees a webhook it did not set up, and each is told afresh that none is set."""
    monkeypatch.delenv(webhook.URL_VARIABLE, raising=False)
    monkeypatch.delenv(webhook.UI_VARIABLE, raising=False)
    monkeypatch.setattr(webhook, "_unset_said", threading.Event())


@pytest.fixture
def alerting(receiver: Receiver, monkeypatch: pytest.MonkeyPatch) -> Receiver:
    monkeypatch.setenv(webhook.URL_VARIABLE, receiver.url)
    monkeypatch.setenv(webhook.UI_VARIABLE, f"{UI}/")
    return receiver


@pytest.fixture
def site_output(tmp_path: Path) -> SiteOutputResource:
    return SiteOutputResource(
        folder=str(tmp_path / "sites"),
        public_events_url="https://events.example.org",
        membership_api_118="https://members.example.org/118",
        membership_api_178="https://members.example.org/178",
    )


@pytest.fixture
def instance() -> Iterator[dg.DagsterInstance]:
    with dg.instance_for_test() as instance:
        yield instance


# Stand-ins for the pipeline's assets, with their names: a run that fails in a step, one whose blocking check
# fails, and a site's export.


@dg.asset(name="programme", partitions_def=SITES)
def _failing_ingest() -> None:
    raise dg.Failure("the CMS did not answer within the 300 s deadline")


@dg.asset(name="route_data", partitions_def=SITES)
def _route_data() -> None:
    return None


@dg.asset_check(asset="route_data", name="menu_links_resolve", blocking=True, partitions_def=SITES)
def _menu_links_resolve() -> dg.AssetCheckResult:
    problems = ["footer → /artikler/slettet (no such page)", "menu → /billetter/gammel (no such page)"]
    return dg.AssetCheckResult(passed=False, metadata=listed(problems))


@dg.asset(name="published_route_data", partitions_def=SITES, deps=["route_data"])
def _published_route_data() -> None:
    return None


@dg.asset(name="site_export", partitions_def=SITES)
def _site_export() -> None:
    return None


def _run(
    instance: dg.DagsterInstance, assets: list[Any], site: str = SAMPLE_SITE, title: str | None = HOUSE
) -> dg.ExecuteInProcessResult:
    return materialize_site(assets, {}, site=site, instance=instance, tags=house_tags(title))


def _failure_tick(instance: dg.DagsterInstance, site_output: SiteOutputResource, cursor: str | None) -> str | None:
    with dg.build_sensor_context(instance=instance, cursor=cursor, resources={"site_output": site_output}) as context:
        return run_failure_alert.evaluate_tick(context).cursor


def _watching(instance: dg.DagsterInstance, site_output: SiteOutputResource) -> str | None:
    """The run failure sensor's first tick, which starts watching from the newest run status."""
    return _failure_tick(instance, site_output, None)


# --- a failed run ----------------------------------------------------------------------------------------------


def test_a_failed_run_posts_one_message_naming_the_house_and_the_failure(
    alerting: Receiver, instance: dg.DagsterInstance, site_output: SiteOutputResource
) -> None:
    cursor = _watching(instance, site_output)
    run_id = _run(instance, [_failing_ingest]).run_id
    cursor = _failure_tick(instance, site_output, cursor)
    _failure_tick(instance, site_output, cursor)  # a failure is posted once
    assert alerting.bodies == [
        (
            f'{{"text": "Build failed: Fjordby kulturhus (site {SAMPLE_SITE}), run {run_id}.\\n'
            "• step programme failed: the CMS did not answer within the 300 s deadline\\n"
            f'Run in Dagster: https://dagster.fjordby.example/runs/{run_id}"}}'
        ).encode()
    ]
    assert alerting.content_types == ["application/json; charset=utf-8"]


def test_a_failed_blocking_check_fails_the_run_and_the_message_names_it(
    alerting: Receiver, instance: dg.DagsterInstance, site_output: SiteOutputResource
) -> None:
    cursor = _watching(instance, site_output)
    result = _run(instance, [_route_data, _menu_links_resolve, _published_route_data])
    # In Dagster 1.13 a failed blocking check fails its step, so the run fails and nothing downstream runs.
    assert not result.success
    materialised = {event.asset_key for event in result.get_asset_materialization_events()}
    assert dg.AssetKey("published_route_data") not in materialised
    _failure_tick(instance, site_output, cursor)
    assert alerting.bodies == [
        (
            f'{{"text": "Build failed: Fjordby kulturhus (site {SAMPLE_SITE}), run {result.run_id}.\\n'
            "• blocking check route_data:menu_links_resolve failed: footer → /artikler/slettet (no such page); "
            "menu → /billetter/gammel (no such page)\\n"
            f'Run in Dagster: https://dagster.fjordby.example/runs/{result.run_id}"}}'
        ).encode()
    ]


def test_a_run_without_the_house_tag_is_named_by_the_live_release(
    alerting: Receiver, instance: dg.DagsterInstance, site_output: SiteOutputResource, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(webhook.UI_VARIABLE)
    live_release(Path(site_output.folder), NORDVIK, "Nordvik kino og kulturscene")
    cursor = _watching(instance, site_output)
    run_id = _run(instance, [_failing_ingest], site=NORDVIK, title=None).run_id
    _failure_tick(instance, site_output, cursor)
    [body] = alerting.bodies
    assert json.loads(body) == {
        "text": f"Build failed: Nordvik kino og kulturscene (site {NORDVIK}), run {run_id}.\n"
        "• step programme failed: the CMS did not answer within the 300 s deadline"
    }


def test_without_a_webhook_nothing_is_posted(
    receiver: Receiver, instance: dg.DagsterInstance, site_output: SiteOutputResource
) -> None:
    cursor = _watching(instance, site_output)
    _run(instance, [_failing_ingest])
    cursor = _failure_tick(instance, site_output, cursor)
    _run(instance, [_failing_ingest])
    _failure_tick(instance, site_output, cursor)
    assert receiver.bodies == []


def test_an_unset_webhook_is_said_once_at_info(caplog: pytest.LogCaptureFixture) -> None:
    log = logging.getLogger("test_alerts")
    with caplog.at_level(logging.INFO, logger="test_alerts"):
        assert webhook.configured({}, log) is None
        assert webhook.configured({webhook.URL_VARIABLE: " "}, log) is None
    assert [(r.levelname, r.getMessage()) for r in caplog.records] == [
        ("INFO", "ALERT_WEBHOOK_URL is not set: no alert is posted (run failures and stale sites show in the UI)")
    ]


def test_a_failing_webhook_is_a_warning_that_never_shows_its_url(
    alerting: Receiver, caplog: pytest.LogCaptureFixture
) -> None:
    log = logging.getLogger("test_alerts")
    hook = webhook.configured({webhook.URL_VARIABLE: alerting.url}, log)
    assert hook is not None
    alerting.status = 500
    with caplog.at_level(logging.DEBUG):
        assert not hook.post("Build failed: Fjordby kulturhus", log)
        alerting.close()  # the chat is gone: nothing listens on its port any more
        assert not hook.post("Build failed: Fjordby kulturhus", log)
        refused = webhook.configured({webhook.URL_VARIABLE: f"http://hooks.example.org/hooks/{TOKEN}"}, log)
    assert refused is None  # http: beyond loopback would carry the token in the clear
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert warnings == [
        "the alert was not posted: ALERT_WEBHOOK_URL answered HTTP 500",
        "the alert was not posted: ALERT_WEBHOOK_URL could not be reached (ConnectError)",
        "ALERT_WEBHOOK_URL must be an https: URL (http: only on loopback): no alert is posted",
    ]
    assert TOKEN not in caplog.text
    assert "secret-token" not in repr(hook)
    assert len(alerting.bodies) == 1


def test_a_failing_webhook_does_not_stop_the_sensor(
    alerting: Receiver, instance: dg.DagsterInstance, site_output: SiteOutputResource
) -> None:
    alerting.status = 503
    cursor = _watching(instance, site_output)
    _run(instance, [_failing_ingest])
    assert _failure_tick(instance, site_output, cursor) != cursor  # the tick went on past the run
    assert len(alerting.bodies) == 1


# --- a stale site ----------------------------------------------------------------------------------------------


def _stale_tick(
    instance: dg.DagsterInstance, site_output: SiteOutputResource, cursor: str | None
) -> tuple[str | None, str]:
    resources = {"site_output": site_output, "site_export": SiteExportResource(enabled="true")}
    with dg.build_sensor_context(instance=instance, cursor=cursor, resources=resources) as context:
        result = stale_sites.evaluate_tick(context)
    return result.cursor, result.skip_message or ""


def _built_at(instance: dg.DagsterInstance, site: str = SAMPLE_SITE) -> tuple[float, str]:
    build = freshness.last_build(instance, "site_export", site)
    assert build is not None
    return build.at, build.run_id


def test_a_stale_site_is_posted_once_per_stale_spell(
    alerting: Receiver, instance: dg.DagsterInstance, site_output: SiteOutputResource, monkeypatch: pytest.MonkeyPatch
) -> None:
    def at(hours: float) -> None:
        """The clock, `hours` after the site's last build."""
        monkeypatch.setattr(freshness, "clock", lambda: _built_at(instance)[0] + hours * HOUR)

    _run(instance, [_site_export])
    built, run_id = _built_at(instance)
    at(25)
    cursor, fresh = _stale_tick(instance, site_output, None)
    assert alerting.bodies == []
    assert fresh == "every site built was rebuilt within 26 hours (1 site(s))"
    at(27)
    cursor, stale = _stale_tick(instance, site_output, cursor)
    at(40)
    cursor, _ = _stale_tick(instance, site_output, cursor)  # the same stale spell: not posted again
    when = datetime.fromtimestamp(built, ZoneInfo("Europe/Oslo")).strftime("%Y-%m-%d %H:%M")
    assert alerting.bodies == [
        (
            f'{{"text": "Not rebuilt for 27 hours: Fjordby kulturhus (site {SAMPLE_SITE}).\\n'
            f"• site_export was last materialised {when} (Oslo time), by run {run_id}.\\n"
            f'That run in Dagster: https://dagster.fjordby.example/runs/{run_id}"}}'
        ).encode()
    ]
    assert stale == f"not rebuilt for 26 hours or more: Fjordby kulturhus (site {SAMPLE_SITE}): 27 h"

    _run(instance, [_site_export])  # rebuilt: the spell is over
    at(1)
    cursor, _ = _stale_tick(instance, site_output, cursor)
    at(30)
    _stale_tick(instance, site_output, cursor)
    assert len(alerting.bodies) == 2
    assert json.loads(alerting.bodies[1])["text"].startswith("Not rebuilt for 30 hours: Fjordby kulturhus")


def test_a_site_never_built_is_not_judged_and_no_webhook_posts_nothing(
    receiver: Receiver, instance: dg.DagsterInstance, site_output: SiteOutputResource, monkeypatch: pytest.MonkeyPatch
) -> None:
    instance.add_dynamic_partitions("sites", [NORDVIK])
    _run(instance, [_site_export])
    monkeypatch.setattr(freshness, "clock", lambda: _built_at(instance)[0] + 30 * HOUR)
    cursor, stale = _stale_tick(instance, site_output, None)
    _stale_tick(instance, site_output, cursor)
    assert receiver.bodies == []
    assert stale == f"not rebuilt for 26 hours or more: Fjordby kulturhus (site {SAMPLE_SITE}): 30 h"


def test_what_a_cms_or_a_failure_says_reaches_the_chat_as_text_pinging_nobody(alerting: Receiver) -> None:
    # A house's title or a record quoted in an error, written by whoever holds a CMS account: no mention, no
    # disguised link beside the run's own (Slack's escapes, a zero-width space in a mention).
    sent = webhook.configured(os.environ, logging.getLogger())
    assert sent is not None
    assert sent.post(
        "Build failed: Fjordby <!channel> @here <https://evil.example|Logg inn> & mer", logging.getLogger()
    )
    assert json.loads(alerting.bodies[0]) == {
        "text": "Build failed: Fjordby &lt;!channel&gt; @\u200bhere &lt;https://evil.example|Logg inn&gt; &amp; mer"
    }
