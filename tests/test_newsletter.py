"""The sample CMS's newsletter sign-up over HTTP: every answer of the contract, CORS and its preflight, the limit."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from sample_cms.newsletter import Newsletter
from sample_cms.origins import AllowedOrigins, configured_origins
from sample_cms.server import SampleCms
from tests.conftest import SITE_ORIGIN

URL = "/v1/sites/site118a/newsletter"


@pytest.fixture
def newsletter(cms_server: SampleCms) -> Iterator[httpx.Client]:
    """A fresh list (with only the pre-subscribed address) and limit, as a browser on the site calls it."""
    cms_server.app.state.newsletter = Newsletter()
    with httpx.Client(base_url=cms_server.url, headers={"Origin": SITE_ORIGIN}) as client:
        yield client
    cms_server.app.state.newsletter = Newsletter()


def test_a_new_address_gets_a_confirmation_then_counts_as_subscribed(newsletter: httpx.Client) -> None:
    first = newsletter.post(URL, json={"email": "ny.leser@example.no", "name": "Ny Leser"})
    assert (first.status_code, first.json()) == (202, {"status": "confirmation-sent"})
    again = newsletter.post(URL, json={"email": " Ny.Leser@Example.no "})
    assert (again.status_code, again.json()) == (200, {"status": "already-subscribed"})


def test_the_sample_has_one_address_subscribed_already(newsletter: httpx.Client) -> None:
    answer = newsletter.post(URL, json={"email": "abonnent@example.no"})
    assert (answer.status_code, answer.json()) == (200, {"status": "already-subscribed"})


@pytest.mark.parametrize(
    "body",
    [{"email": "ikke-en-adresse"}, {"email": "navn@eksempel"}, {"email": "to ord@eksempel.no"}, {"email": ""}, {}],
)
def test_an_invalid_address_is_refused_with_a_norwegian_message(newsletter: httpx.Client, body: dict[str, str]) -> None:
    answer = newsletter.post(URL, json=body)
    assert (answer.status_code, answer.json()) == (
        400,
        {"Message": "Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no."},
    )


def test_a_body_that_is_not_json_is_refused(newsletter: httpx.Client) -> None:
    form = {"Content-Type": "application/x-www-form-urlencoded"}
    answer = newsletter.post(URL, content=b"email=a@b.no", headers=form)
    assert answer.status_code == 400


def test_an_unknown_site_is_not_found(newsletter: httpx.Client) -> None:
    answer = newsletter.post("/v1/sites/site999a/newsletter", json={"email": "a@example.no"})
    assert (answer.status_code, answer.json()) == (404, {"Message": "Fant ikke nettstedet."})


def test_too_many_sign_ups_from_one_client_are_refused_for_a_while(newsletter: httpx.Client) -> None:
    statuses = [newsletter.post(URL, json={"email": f"leser{n}@example.no"}).status_code for n in range(11)]
    assert statuses == [202] * 10 + [429]
    refused = newsletter.post(URL, json={"email": "en.til@example.no"})
    assert refused.status_code == 429
    assert refused.json() == {"Message": "For mange påmeldinger på kort tid. Vent litt og prøv igjen."}
    assert 1 <= int(refused.headers["retry-after"]) <= 60
    assert refused.headers["access-control-allow-origin"] == SITE_ORIGIN


def test_the_limit_forgets_sign_ups_older_than_its_window() -> None:
    now = [0.0]
    state = Newsletter(limit=2, window=60, clock=lambda: now[0])
    assert [state.wait("a"), state.wait("a"), state.wait("b")] == [0, 0, 0]
    now[0] = 30
    assert state.wait("a") == 30
    now[0] = 60
    assert state.wait("a") == 0


@pytest.mark.parametrize(
    "origin", ["http://127.0.0.1:8792", "https://www.fjordbykulturhus.no", "https://www.nordvikkino.no"]
)
def test_the_sites_origins_get_cors_headers(newsletter: httpx.Client, origin: str) -> None:
    answer = newsletter.post(URL, json={"email": "cors@example.no"}, headers={"Origin": origin})
    assert answer.headers["access-control-allow-origin"] == origin
    assert answer.headers["vary"] == "Origin"
    assert "access-control-allow-credentials" not in answer.headers


@pytest.mark.parametrize("origin", ["https://evil.example", "http://localhost:8792", "http://127.0.0.1:8793"])
def test_other_origins_get_no_cors_headers(newsletter: httpx.Client, origin: str) -> None:
    answer = newsletter.post(URL, json={"email": "a@example.no"}, headers={"Origin": origin})
    assert "access-control-allow-origin" not in answer.headers


def test_the_preflight_allows_a_json_post(newsletter: httpx.Client) -> None:
    answer = newsletter.options(
        URL, headers={"Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type"}
    )
    assert answer.status_code == 204
    assert answer.headers["access-control-allow-origin"] == SITE_ORIGIN
    assert answer.headers["access-control-allow-methods"] == "POST, OPTIONS"
    assert answer.headers["access-control-allow-headers"] == "Content-Type"
    assert answer.headers["access-control-max-age"] == "600"


def test_allowed_origins_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SAMPLE_CMS_ALLOWED_ORIGINS", "https://www.fjordbykulturhus.no/, http://localhost:8080")
    assert configured_origins() == {"https://www.fjordbykulturhus.no", "http://localhost:8080"}
    allowed = AllowedOrigins(configured_origins())
    assert allowed.allows("http://localhost:8080", []) and allowed.allows(
        "https://test.example", ["https://test.example"]
    )
    assert not allowed.allows("http://localhost:3000", []) and not allowed.allows("", [])
