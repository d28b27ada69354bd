"""The API clients: auth modes, token refresh, retries, path parameters, and secrets kept out of logs."""

from __future__ import annotations

import logging
import time
from datetime import UTC, datetime

import dagster as dg
import httpx
import pytest

from pipeline.clients.api import ApiClient, Deadline, Endpoint, RetrySettings, fill_path, retry_after_seconds
from pipeline.clients.auth import Auth, UnsupportedAuthError, auth_for
from pipeline.clients.cms import CmsClient
from pipeline.clients.errors import ApiError
from pipeline.defs.ingest.assets import fetch_failure
from pipeline.defs.resources import CmsResource
from sample_cms.server import SampleCms
from tests.conftest import SAMPLE_SITE

FAST = RetrySettings(attempts=3, initial_wait=0.001, max_wait=0.002)


def _client(server: SampleCms, timeout: float = 20.0, deadline: Deadline | None = None, **overrides: str) -> CmsClient:
    settings = {
        "platform_url": server.url,
        "platform_user": "sample",
        "platform_password": "sample-password",
        "management_url": server.url,
        "idp_token_url": f"{server.url}/oauth/token",
        "idp_client_id": "sample-client",
        "idp_client_secret": "sample-secret",
        **overrides,
    }
    return CmsClient(**settings, timeout=timeout, retry=FAST, deadline=deadline)


def _counting(handler: httpx.MockTransport, calls: list[httpx.Request]) -> httpx.MockTransport:
    def record(request: httpx.Request) -> httpx.Response:
        calls.append(request)
        return handler.handle_request(request)

    return httpx.MockTransport(record)


# -- path parameters ------------------------------------------------------------------------------------------


def test_path_parameters_are_filled_and_quoted() -> None:
    assert fill_path("/v1/sites/:siteId/events", {"siteId": "abc"}) == "/v1/sites/abc/events"
    assert fill_path("/v1/sites/:site/basic_events", {"site": "site 118/a"}) == "/v1/sites/site%20118%2Fa/basic_events"


def test_a_missing_path_parameter_is_named() -> None:
    with pytest.raises(ValueError, match="needs parameter\\(s\\) siteId"):
        fill_path("/v1/sites/:siteId/events", {})


# -- auth modes against the real sample CMS -------------------------------------------------------------------


def test_basic_auth_mode_reads_sites(cms_server: SampleCms) -> None:
    with _client(cms_server) as client:
        sites = client.sites()
    assert [s["title"] for s in sites] == [
        "Fjordby kulturhus (test)",
        "Fjordby kulturhus",
        "Nordvik kino og kulturscene",
        "Solbakken kulturhus",
    ]


def test_wrong_basic_password_is_a_401_and_not_retried(cms_server: SampleCms) -> None:
    with _client(cms_server, platform_password="wrong") as client, pytest.raises(ApiError) as raised:
        client.sites()
    assert raised.value.status == 401
    assert "wrong" not in str(raised.value)


def test_first_published_site_is_chosen_unless_configured(cms_server: SampleCms) -> None:
    with _client(cms_server) as client:
        assert client.site(SAMPLE_SITE)["stage"] == "production"
        staging_id = client.sites()[0]["id"]
        assert client.site(staging_id)["published"] is False


def test_none_mode_calls_public_basic_events_without_credentials(cms_server: SampleCms) -> None:
    with _client(cms_server) as client:
        number = client.programme(client.site(SAMPLE_SITE)["id"])["events"][0]["eventNumber"]
    calls: list[httpx.Request] = []
    http = httpx.Client(transport=_counting(httpx.HTTPTransport(), calls))  # type: ignore[arg-type]
    api = ApiClient(
        {"public_events": cms_server.url},
        {"basic_events": Endpoint("basic_events", "public_events", "/v1/sites/:site/basic_events")},
        {"basic_events": auth_for("none", http=http)},
        http,
    )
    answer = api.call("basic_events", {"site": "site118a"}, query={"keys": str(number)})
    assert [e["eventNumber"] for e in answer] == [number]
    assert "seatsLeft" in answer[0]
    assert "authorization" not in calls[0].headers


def test_bearer_mode_fetches_a_token_and_reuses_it(cms_server: SampleCms) -> None:
    issued_before = cms_server.app.state.tokens.issued
    with _client(cms_server) as client:
        site_id = client.site(SAMPLE_SITE)["id"]
        assert client.articles(site_id)
        assert client.block_data(site_id)
    assert cms_server.app.state.tokens.issued == issued_before + 1


def test_bearer_mode_refreshes_an_expired_token_once(cms_server: SampleCms, control: httpx.Client) -> None:
    with _client(cms_server) as client:
        site_id = client.site(SAMPLE_SITE)["id"]
        client.articles(site_id)
        issued = cms_server.app.state.tokens.issued
        control.post("/_control/expire-tokens").raise_for_status()
        assert client.articles(site_id)
    assert cms_server.app.state.tokens.issued == issued + 1


def test_a_second_401_in_bearer_mode_is_raised() -> None:
    calls: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(request)
        if request.url.path == "/oauth/token":
            return httpx.Response(200, json={"access_token": f"t{len(calls)}", "expires_in": 600})
        return httpx.Response(401, json={"Message": "nei"})

    with (
        CmsClient(
            platform_url="http://cms",
            platform_user="u",
            platform_password="p",
            management_url="http://cms",
            idp_token_url="http://cms/oauth/token",
            idp_client_id="c",
            idp_client_secret="s",
            retry=FAST,
            transport=httpx.MockTransport(handler),
        ) as client,
        pytest.raises(ApiError) as raised,
    ):
        client.articles("site")
    assert raised.value.status == 401
    paths = [c.url.path for c in calls]
    assert paths == ["/oauth/token", "/v1/site/site/article", "/oauth/token", "/v1/site/site/article"]


def test_unknown_auth_mode_is_rejected_with_the_contract_text() -> None:
    with pytest.raises(UnsupportedAuthError) as raised:
        auth_for("oauth1", http=httpx.Client())
    assert str(raised.value) == "API authentication method (oauth1) not supported."


def test_basic_auth_mode_without_credentials_is_a_configuration_error() -> None:
    with pytest.raises(ValueError, match="basic_auth"):
        auth_for("basic_auth", http=httpx.Client())


# -- retries ----------------------------------------------------------------------------------------------------


def _plain_api(
    handler: httpx.MockTransport, retry: RetrySettings = FAST, deadline: Deadline | None = None
) -> ApiClient:
    http = httpx.Client(transport=handler)
    endpoint = Endpoint("thing", "base", "/thing")
    return ApiClient({"base": "http://cms"}, {"thing": endpoint}, {"thing": Auth()}, http, retry, deadline)


def _deadline(seconds: float) -> Deadline:
    return Deadline(time.time() + seconds, seconds)


@pytest.mark.parametrize("status", [500, 502, 503])
def test_5xx_is_retried_until_it_succeeds(status: int) -> None:
    answers = iter([httpx.Response(status), httpx.Response(status), httpx.Response(200, json=[1])])
    calls: list[httpx.Request] = []
    api = _plain_api(_counting(httpx.MockTransport(lambda r: next(answers)), calls))
    assert api.call("thing") == [1]
    assert len(calls) == 3


def test_retries_stop_after_the_configured_attempts() -> None:
    calls: list[httpx.Request] = []
    api = _plain_api(_counting(httpx.MockTransport(lambda r: httpx.Response(503)), calls))
    with pytest.raises(ApiError, match="HTTP 503"):
        api.call("thing")
    assert len(calls) == FAST.attempts


@pytest.mark.parametrize("status", [400, 403, 404, 422])
def test_4xx_is_never_retried(status: int) -> None:
    calls: list[httpx.Request] = []
    api = _plain_api(_counting(httpx.MockTransport(lambda r: httpx.Response(status)), calls))
    with pytest.raises(ApiError, match=f"HTTP {status}"):
        api.call("thing")
    assert len(calls) == 1


def test_connection_errors_are_retried() -> None:
    calls: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        if len(calls) < 3:
            raise httpx.ConnectError("refused", request=request)
        return httpx.Response(200, json={"ok": True})

    api = _plain_api(_counting(httpx.MockTransport(handler), calls))
    assert api.call("thing") == {"ok": True}
    assert len(calls) == 3


def test_the_sample_cms_fault_is_retried_through(cms_server: SampleCms, control: httpx.Client) -> None:
    control.post("/_control/faults", json={"fail_next": 2}).raise_for_status()
    with _client(cms_server) as client:
        assert len(client.sites()) == 4


def test_a_timeout_names_the_call(cms_server: SampleCms, control: httpx.Client) -> None:
    control.post("/_control/faults", json={"delay": 0.5}).raise_for_status()
    with (
        _client(cms_server, timeout=0.1) as client,
        pytest.raises(ApiError, match=r"call 'sites' failed \(no answer\).*ReadTimeout"),
    ):
        client.sites()


# -- 429, deadlines and the last failure ---------------------------------------------------------------------------


def test_a_429_is_retried_after_the_seconds_it_asks_for(cms_server: SampleCms, control: httpx.Client) -> None:
    control.post("/_control/faults", json={"fail_next": 1, "status": 429, "retry_after": "1"}).raise_for_status()
    started = time.monotonic()
    with _client(cms_server) as client:
        assert len(client.sites()) == 4
    assert 1.0 <= time.monotonic() - started < 5  # it waited what it was asked; FAST alone waits a millisecond


@pytest.mark.parametrize(
    ("header", "seconds"),
    [
        ("120", 120.0),
        ("Mon, 23 Nov 2026 10:00:30 GMT", 30.0),
        ("Mon, 23 Nov 2026 09:59:00 GMT", 0.0),  # already past
        ("soon", None),
        ("", None),
        (None, None),
    ],
)
def test_retry_after_is_read_as_seconds_or_an_http_date(header: str | None, seconds: float | None) -> None:
    assert retry_after_seconds(header, datetime(2026, 11, 23, 10, 0, 0, tzinfo=UTC)) == seconds


def test_a_long_retry_after_is_cut_to_the_configured_cap() -> None:
    answers = iter([httpx.Response(429, headers={"Retry-After": "3600"}), httpx.Response(200, json=[1])])
    api = _plain_api(httpx.MockTransport(lambda r: next(answers)), RetrySettings(attempts=2, max_retry_after=0.3))
    started = time.monotonic()
    assert api.call("thing") == [1]
    assert 0.3 <= time.monotonic() - started < 3  # far from the 3600 s asked for


def test_a_retry_after_past_the_deadline_fails_at_once_naming_the_call_and_status() -> None:
    calls: list[httpx.Request] = []
    handler = httpx.MockTransport(lambda r: httpx.Response(429, headers={"Retry-After": "30"}))
    api = _plain_api(_counting(handler, calls), deadline=_deadline(5))
    started = time.monotonic()
    with pytest.raises(ApiError, match=r"call 'thing' failed \(HTTP 429\) at http://cms/thing"):
        api.call("thing")
    assert len(calls) == 1 and time.monotonic() - started < 5  # not the 30 s asked for


def test_a_cms_that_never_answers_fails_within_the_deadline(cms_server: SampleCms, control: httpx.Client) -> None:
    control.post("/_control/faults", json={"hang": True}).raise_for_status()
    started = time.monotonic()
    with _client(cms_server, deadline=_deadline(1.5)) as client, pytest.raises(ApiError) as raised:
        client.sites()
    assert 1.5 <= time.monotonic() - started < 5
    assert raised.value.status is None and not raised.value.transient
    assert "call 'sites' failed (no answer)" in str(raised.value)
    assert "within the 1.5 s deadline for this build's CMS calls" in str(raised.value)


def test_a_call_after_the_deadline_is_not_even_sent() -> None:
    calls: list[httpx.Request] = []
    api = _plain_api(
        _counting(httpx.MockTransport(lambda r: httpx.Response(200, json=[])), calls), deadline=_deadline(0)
    )
    with pytest.raises(ApiError, match="no answer within the 0 s deadline"):
        api.call("thing")
    assert calls == []


def test_a_transient_failure_goes_back_to_the_step_retry_policy_while_there_is_time() -> None:
    error = ApiError("sites", "http://cms/v1/sites", 503, "busy")
    assert fetch_failure(error, retry_number=0, seconds_left=300) is error  # first retry waits 15 s
    assert fetch_failure(error, retry_number=1, seconds_left=300) is error  # second retry waits 45 s


@pytest.mark.parametrize(
    ("error", "retry_number", "seconds_left"),
    [
        (ApiError("sites", "http://cms/v1/sites", 503, "busy"), 2, 300),  # the policy's 2 retries are spent
        (ApiError("sites", "http://cms/v1/sites", 503, "busy"), 0, 10),  # a retry 15 s on would be too late
        (ApiError("sites", "http://cms/v1/sites", 404, "busy"), 0, 300),  # not transient
    ],
)
def test_the_last_failure_of_a_step_names_the_call_and_the_status(
    error: ApiError, retry_number: int, seconds_left: float
) -> None:
    failure = fetch_failure(error, retry_number, seconds_left)
    assert isinstance(failure, dg.Failure) and not failure.allow_retries
    status = "HTTP 503" if error.status == 503 else "HTTP 404"
    assert failure.description == f"call 'sites' failed ({status}) at http://cms/v1/sites: busy"


# -- secrets ------------------------------------------------------------------------------------------------------


def test_no_secret_reaches_a_log_line_or_a_repr(
    cms_server: SampleCms, cms: CmsResource, control: httpx.Client, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    with cms.client() as client:
        site_id = client.site(SAMPLE_SITE)["id"]
        client.articles(site_id)
        control.post("/_control/expire-tokens")
        client.block_data(site_id)
        token = client.api.auths["articles"].headers()["Authorization"].removeprefix("Bearer ")
        logging.getLogger("pipeline.test").warning("token is %s and password is %s", token, "sample-password")
        shown = [repr(client), repr(cms), str(cms), *(repr(a) for a in client.api.auths.values())]
    logged = caplog.text + "\n".join(r.getMessage() for r in caplog.records)
    assert "GET" in logged  # the calls were logged at all
    for secret in ("sample-password", "sample-secret", token):
        assert secret not in logged
        assert all(secret not in text for text in shown)
