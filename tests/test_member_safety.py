"""The sample membership provider as a careful one behaves: CORS for the sites' origins only, JSON-only writes, a
log-in throttle, and no caching of member answers; all over HTTP against the running server."""

from __future__ import annotations

import time
from collections.abc import Iterator

import httpx
import pytest

from sample_cms.server import SampleCms
from sample_cms.throttle import LoginThrottle
from tests.conftest import SITE_ORIGIN

API = "/membership/118/api"
KARI = {"Email": "kari.nordmann@example.no", "Password": "Fjordby2026!"}


@pytest.fixture
def browser(cms_server: SampleCms) -> Iterator[httpx.Client]:
    """A client as the site's pages call the provider: from the site's origin, its cookies kept."""
    with httpx.Client(base_url=cms_server.url, headers={"Origin": SITE_ORIGIN}) as client:
        yield client


# -- CORS ------------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("origin", [SITE_ORIGIN, "https://www.fjordbykulturhus.no", "https://www.nordvikkino.no"])
def test_the_sites_origins_may_read_member_answers(browser: httpx.Client, origin: str) -> None:
    answer = browser.post(f"{API}/LoginDx", json=KARI, headers={"Origin": origin})
    assert answer.status_code == 200
    assert answer.headers["access-control-allow-origin"] == origin
    assert answer.headers["access-control-allow-credentials"] == "true"
    assert answer.headers["vary"] == "Origin"


@pytest.mark.parametrize(
    "origin",
    ["https://evil.example", "http://localhost:3000", "http://127.0.0.1:8793", "http://localhost:8792", "null"],
)
def test_other_origins_get_no_cors_headers(browser: httpx.Client, origin: str) -> None:
    preflight = browser.options(f"{API}/LoginDx", headers={"Origin": origin, "Access-Control-Request-Method": "POST"})
    answer = browser.get(f"{API}/GetTicketsDx", headers={"Origin": origin})
    for refused in (preflight, answer):
        assert "access-control-allow-origin" not in refused.headers
        assert "access-control-allow-credentials" not in refused.headers


def test_an_origin_added_while_running_is_answered(browser: httpx.Client, cms_server: SampleCms) -> None:
    origin = "http://127.0.0.1:8999"
    assert "access-control-allow-origin" not in browser.get(f"{API}/GetTicketsDx", headers={"Origin": origin}).headers
    added = browser.post("/_control/origins", json={"origins": [origin]})
    assert added.status_code == 200 and origin in added.json()["origins"]
    try:
        answer = browser.get(f"{API}/GetTicketsDx", headers={"Origin": origin})
        assert answer.headers["access-control-allow-origin"] == origin
    finally:
        cms_server.app.state.origins.origins.discard(origin)
    assert browser.post("/_control/origins", json={"origins": "http://x"}).status_code == 400


# -- JSON only -------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("content_type", "body"),
    [
        ("application/x-www-form-urlencoded", b"Email=kari.nordmann%40example.no&Password=Fjordby2026%21"),
        ("multipart/form-data; boundary=x", b'--x\r\nContent-Disposition: form-data; name="Email"\r\n\r\nk\r\n--x--'),
        ("text/plain", b'{"Email": "kari.nordmann@example.no", "Password": "Fjordby2026!"}'),
    ],
)
def test_a_form_post_is_refused_with_415(browser: httpx.Client, content_type: str, body: bytes) -> None:
    for call in ("LoginDx", "CreateUserDx", "ForgotPasswordDx", "AddToWatchlistDx", "SwitchTokensDx"):
        answer = browser.post(f"{API}/{call}", content=body, headers={"Content-Type": content_type})
        assert answer.status_code == 415, call
        assert answer.json() == {"Message": "Forespørselen må sendes som JSON (Content-Type: application/json)."}
        assert answer.headers["access-control-allow-origin"] == SITE_ORIGIN
    assert "dx_session" not in browser.cookies


def test_a_body_without_a_type_is_refused_and_json_with_a_charset_accepted(browser: httpx.Client) -> None:
    untyped = browser.post(f"{API}/LoginDx", content=b'{"Email": "kari.nordmann@example.no"}')
    assert untyped.status_code == 415
    typed = browser.post(
        f"{API}/LoginDx",
        content=b'{"Email": "kari.nordmann@example.no", "Password": "Fjordby2026!"}',
        headers={"Content-Type": "application/json; charset=utf-8"},
    )
    assert typed.status_code == 200


def test_switch_tokens_takes_no_body_as_the_contract_says(browser: httpx.Client) -> None:
    token = browser.post(f"{API}/LoginDx", json=KARI).json()["marsToken"]
    browser.cookies.clear()
    assert browser.post(f"{API}/SwitchTokensDx", headers={"X-Token": token}).status_code == 200
    assert browser.get(f"{API}/GetTicketsDx").status_code == 200


# -- the log-in throttle ---------------------------------------------------------------------------------------------


def _fail(client: httpx.Client, email: str, times: int) -> list[int]:
    return [client.post(f"{API}/LoginDx", json={"Email": email, "Password": "feil"}).status_code for _ in range(times)]


@pytest.fixture
def elsewhere(cms_server: SampleCms) -> Iterator[httpx.Client]:
    """The account's owner on another machine: the same site, another client address (127.0.0.2, still loopback)."""
    transport = httpx.HTTPTransport(local_address="127.0.0.2")
    with httpx.Client(base_url=cms_server.url, headers={"Origin": SITE_ORIGIN}, transport=transport) as client:
        yield client


def test_past_ten_failures_each_try_from_that_address_waits_twice_as_long(browser: httpx.Client) -> None:
    assert _fail(browser, "kari.nordmann@example.no", 10) == [401] * 10
    refused = browser.post(f"{API}/LoginDx", json=KARI)  # the right password, too soon: it is not tried
    assert refused.status_code == 429
    assert refused.headers["retry-after"] == "1"
    assert refused.json() == {"Message": "For mange mislykkede forsøk. Prøv igjen om ett sekund."}
    assert refused.headers["access-control-allow-origin"] == SITE_ORIGIN
    assert refused.headers["access-control-expose-headers"] == "Retry-After"  # so the site's script may read it
    assert refused.headers["cache-control"] == "no-store"
    assert "marsToken" not in refused.json() and "dx_session" not in browser.cookies
    time.sleep(1.1)
    assert _fail(browser, "kari.nordmann@example.no", 2) == [401, 429]
    again = browser.post(f"{API}/LoginDx", json=KARI)
    assert (again.status_code, again.headers["retry-after"]) == (429, "2")
    assert again.json() == {"Message": "For mange mislykkede forsøk. Prøv igjen om 2 sekunder."}
    time.sleep(2.1)
    # Slowed, never locked out: once the wait is over the right password logs in.
    assert browser.post(f"{API}/LoginDx", json=KARI).status_code == 200


def test_a_guesser_does_not_lock_the_owner_out(browser: httpx.Client, elsewhere: httpx.Client) -> None:
    assert _fail(browser, "kari.nordmann@example.no", 12) == [401] * 10 + [429] * 2
    owner = elsewhere.post(f"{API}/LoginDx", json=KARI)
    assert owner.status_code == 200 and owner.json()["UserInfo"] == "kari.nordmann@example.no"
    assert browser.post(f"{API}/LoginDx", json=KARI).status_code == 429  # the guesser's own wait stays


def test_an_unknown_email_and_a_wrong_password_get_the_same_answer(browser: httpx.Client) -> None:
    browser.post("/_control/login-throttle", json={"address_limit": 1000}).raise_for_status()

    def answers(email: str) -> list[tuple[int, dict[str, str], str | None]]:
        sent = [browser.post(f"{API}/LoginDx", json={"Email": email, "Password": "feil"}) for _ in range(11)]
        return [(a.status_code, a.json(), a.headers.get("retry-after")) for a in sent]

    member, nobody = answers("kari.nordmann@example.no"), answers("ingen.her@example.no")
    assert member == nobody
    assert member[0] == (401, {"Message": "Feil e-postadresse eller passord."}, None)
    assert member[10] == (429, {"Message": "For mange mislykkede forsøk. Prøv igjen om ett sekund."}, "1")


def test_thirty_failures_from_one_address_slow_every_account_from_it(
    browser: httpx.Client, elsewhere: httpx.Client
) -> None:
    statuses = [
        browser.post(f"{API}/LoginDx", json={"Email": f"gjest{n}@example.no", "Password": "feil"}).status_code
        for n in range(30)
    ]
    assert statuses == [401] * 30
    assert browser.post(f"{API}/LoginDx", json=KARI).status_code == 429
    assert elsewhere.post(f"{API}/LoginDx", json=KARI).status_code == 200


def test_a_right_password_before_the_limit_forgives_the_accounts_failures(browser: httpx.Client) -> None:
    browser.post("/_control/login-throttle", json={"address_limit": 1000}).raise_for_status()
    assert _fail(browser, "kari.nordmann@example.no", 9) == [401] * 9
    assert browser.post(f"{API}/LoginDx", json=KARI).status_code == 200
    assert _fail(browser, "kari.nordmann@example.no", 9) == [401] * 9
    assert browser.post(f"{API}/LoginDx", json=KARI).status_code == 200


def test_asking_to_sign_up_with_members_addresses_is_slowed_as_guessing_is(
    browser: httpx.Client, elsewhere: httpx.Client
) -> None:
    browser.post("/_control/login-throttle", json={"limit": 2}).raise_for_status()
    taken = {"Email": "kari.nordmann@example.no", "Password": "Hemmelig123", "UserName": "Kari"}
    statuses = [browser.post(f"{API}/CreateUserDx", json=taken).status_code for _ in range(3)]
    assert statuses == [409, 409, 429]
    assert elsewhere.post(f"{API}/LoginDx", json=KARI).status_code == 200


def test_forgot_password_answers_the_same_for_a_member_and_for_nobody(browser: httpx.Client) -> None:
    for email in ("kari.nordmann@example.no", "ingen.her@example.no"):
        answer = browser.post(f"{API}/ForgotPasswordDx", json={"Email": email})
        assert (answer.status_code, answer.json()) == (200, "")


def test_tests_can_reset_and_shorten_the_throttle(browser: httpx.Client) -> None:
    assert _fail(browser, "ola.hansen@example.no", 11) == [401] * 10 + [429]
    assert browser.delete("/_control/login-throttle").status_code == 200
    assert browser.post(f"{API}/LoginDx", json=KARI).status_code == 200
    shortened = browser.post("/_control/login-throttle", json={"limit": 2, "first_wait": 60, "max_wait": 120})
    assert shortened.json() == {"reset": True, "limit": 2, "first_wait": 60.0, "max_wait": 120.0}
    assert _fail(browser, "ola.hansen@example.no", 3) == [401, 401, 429]
    retry = browser.post(f"{API}/LoginDx", json={"Email": "ola.hansen@example.no", "Password": "Kinokveld#42"})
    assert retry.status_code == 429 and 55 <= int(retry.headers["retry-after"]) <= 60
    assert retry.json() == {"Message": "For mange mislykkede forsøk. Prøv igjen om ett minutt."}
    assert browser.post("/_control/login-throttle", json={"limit": 0}).status_code == 400
    assert browser.post("/_control/login-throttle", json={"first_wait": 10, "max_wait": 5}).status_code == 400
    assert browser.post("/_control/login-throttle", json={"speed": 1}).status_code == 400


def test_the_wait_doubles_up_to_its_cap_and_failures_are_forgotten_after_the_window() -> None:
    now = [0.0]
    throttle = LoginThrottle(limit=2, address_limit=3, window=3600, clock=lambda: now[0])
    for _ in range(2):
        throttle.failed("a@example.no", "10.0.0.1")
    assert throttle.wait("a@example.no", "10.0.0.1") == 1
    assert throttle.wait("a@example.no", "10.0.0.2") == 0  # the account from elsewhere
    assert throttle.wait("b@example.no", "10.0.0.1") == 0  # the address has 2 of its 3
    throttle.failed("a@example.no", "10.0.0.1")
    assert throttle.wait("a@example.no", "10.0.0.1") == 2
    assert throttle.wait("b@example.no", "10.0.0.1") == 1  # the address's 3 of 3
    now[0] = 1.5
    assert throttle.wait("a@example.no", "10.0.0.1") == 1  # measured from the last failure
    for _ in range(20):
        throttle.failed("a@example.no", "10.0.0.1")
    assert throttle.wait("a@example.no", "10.0.0.1") == 900
    now[0] = 1.5 + 3600
    assert throttle.wait("a@example.no", "10.0.0.1") == 0
    throttle.failed("a@example.no", "10.0.0.1")
    throttle.succeeded("a@example.no", "10.0.0.1")
    assert "account:a@example.no\naddress:10.0.0.1" not in throttle.failures


# -- no caching ------------------------------------------------------------------------------------------------------


def test_every_member_answer_says_no_store(browser: httpx.Client) -> None:
    login = browser.post(f"{API}/LoginDx", json=KARI)
    answers = [
        login,
        browser.get(f"{API}/GetTicketsDx?skip=0&take=10"),
        browser.get(f"{API}/GetWatchlistDx?skip=0&take=10"),
        browser.get(f"{API}/GetMovieByEdiDx?edi=ukjent"),
        browser.options(f"{API}/LoginDx", headers={"Access-Control-Request-Method": "POST"}),
        browser.get("/membership/999/api/GetTicketsDx"),
    ]
    assert [a.status_code for a in answers] == [200, 200, 200, 404, 204, 404]
    assert [a.headers["cache-control"] for a in answers] == ["no-store"] * 6
