"""The sample CMS serves the whole contract, with current Norwegian content and faults on demand."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import httpx
import pytest

from sample_cms.app import Content, HouseContent
from sample_cms.server import SampleCms
from tests.conftest import SITE_ORIGIN

BASIC = ("sample", "sample-password")
OSLO = ZoneInfo("Europe/Oslo")


def _token(control: httpx.Client) -> str:
    answer = control.post(
        "/oauth/token",
        data={"grant_type": "client_credentials", "client_id": "sample-client", "client_secret": "sample-secret"},
    )
    answer.raise_for_status()
    body = answer.json()
    assert body["token_type"] == "Bearer" and body["expires_in"] >= 0
    return str(body["access_token"])


def _site(control: httpx.Client) -> dict:  # type: ignore[type-arg]
    return next(s for s in control.get("/v1/sites", auth=BASIC).json() if s["published"])


# -- authentication ----------------------------------------------------------------------------------------------


def test_platform_api_needs_basic_auth(control: httpx.Client) -> None:
    assert control.get("/v1/sites").status_code == 401
    assert control.get("/v1/sites", auth=("sample", "nope")).status_code == 401
    assert control.get("/v1/sites", auth=BASIC).status_code == 200


def test_token_endpoint_refuses_a_wrong_secret(control: httpx.Client) -> None:
    answer = control.post(
        "/oauth/token", data={"grant_type": "client_credentials", "client_id": "sample-client", "client_secret": "x"}
    )
    assert answer.status_code == 401


def test_management_api_needs_a_valid_unexpired_token(control: httpx.Client) -> None:
    site_id = _site(control)["id"]
    path = f"/v1/site/{site_id}/article?stable=1"
    assert control.get(path).status_code == 401
    assert control.get(path, headers={"Authorization": "Bearer wrong"}).status_code == 401
    token = _token(control)
    assert control.get(path, headers={"Authorization": f"Bearer {token}"}).status_code == 200
    control.post("/_control/expire-tokens")
    assert control.get(path, headers={"Authorization": f"Bearer {token}"}).status_code == 401


def test_tokens_expire_after_their_lifetime() -> None:
    with SampleCms(token_ttl=0) as server, httpx.Client(base_url=server.url) as client:
        site_id = _site(client)["id"]
        token = _token(client)
        assert (
            client.get(f"/v1/site/{site_id}/block-data", headers={"Authorization": f"Bearer {token}"}).status_code
            == 401
        )


# -- content -------------------------------------------------------------------------------------------------------


def test_the_header_menu_is_the_spec_s(control: httpx.Client) -> None:
    menu = _site(control)["theme"]["menu"]
    header = sorted((m for m in menu if m["place"] == "header" and not m["parent"]), key=lambda m: m["order"])
    assert [(m["label"], m["path"]) for m in header] == [
        ("jazz", "/fjordby-jazz"),
        ("Kulturprogram", "/kulturprogram"),
        ("Den Store Kinodagen", "/den-store-kinodagen"),
        ("Kino", "/kino"),
        ("Praktisk info", "/praktisk-informasjon"),
        ("Utleie", "/"),
        ("Nyheter", "/nyheter"),
        ("Om oss", "/om-oss"),
    ]
    assert header[0]["openInNewWindow"] is True
    assert header[2]["openInNewWindow"] is False
    rental = header[5]["id"]
    children = sorted((m for m in menu if m["parent"] == rental), key=lambda m: m["order"])
    assert [m["label"] for m in children] == ["Møterom og selskap", "Kinovestibylen og kinoteatret", "Paviljongen"]
    footer_menu = [m["path"] for m in menu if m["place"] == "footer"]
    assert footer_menu == ["/article/personvernerklaering", "/article/info-om-cookies"]


STATIC_PATHS = {
    "/kinovestibylen-og-kinoteatret",
    "/fjordby-seniorsenter",
    "/paviljongen",
    "/praktisk-informasjon",
    "/priser-privat-kinofremvisning",
    "/fjordby-jazz",
    "/priser-moterom-og-selskapsrom",
    "/mat-og-servering",
    "/article/personvernerklaering",
    "/kinobursdag",
    "/cookies-info",
    "/priser-kinovestibylen",
    "/priser-fjordby-kinoteater",
    "/om-oss",
    "/moterom-og-selskap",
}
ROUTE_TABLE = {
    "/",
    "/kino",
    "/program",
    "/kommende",
    "/filmer",
    "/den-store-kinodagen",
    "/kulturprogram",
    "/nyheter",
    "/article/:article",
    "/:production",
    "/:culture",
    "/sok",
    "/nyhetsbrev",
}


def test_every_page_of_the_route_table_and_the_static_pages_exists(control: httpx.Client) -> None:
    pages = _site(control)["pages"]
    assert {p["path"] for p in pages} == ROUTE_TABLE | STATIC_PATHS
    front = next(p for p in pages if p["path"] == "/")
    assert [b["component"] for b in front["blocks"]] == [
        f"cw-component-{kind}"
        for kind in ("slideshow", "quick-links", "cover-flow", "culture-program", "card-list", "schedule")
    ]
    for page in pages:
        assert page["layout"] == "page-header-footer"
        assert page["meta"]["data"][0]["locale"] == "nb"


def test_static_pages_have_real_text_in_their_block_data(control: httpx.Client) -> None:
    site = _site(control)
    data = control.get(
        f"/v1/site/{site['id']}/block-data", headers={"Authorization": f"Bearer {_token(control)}"}
    ).json()
    by_block = {d["blockId"]: d["data"] for d in data}
    about = next(p for p in site["pages"] if p["path"] == "/om-oss")
    texts = [by_block[b["id"]] for b in about["blocks"]]
    assert texts[0]["text"] == "Om oss"
    assert "<table" in texts[1]["content"] and "Kulturhussjef".lower() in texts[1]["content"].lower()
    privacy = next(p for p in site["pages"] if p["path"] == "/article/personvernerklaering")
    privacy_data = [by_block[b["id"]] for b in privacy["blocks"]]
    assert privacy_data[0]["text"] == "Personvernerklæring"
    assert {"title": "Informasjonskapsler", "url": "/article/informasjonskapsler"} in privacy_data[1]["links"]


def test_programme_is_current_and_large_enough(served: HouseContent) -> None:
    productions = served.programme.productions
    films_now = [p for p in productions if p["objectClass"] == "movie"]
    coming = [p for p in productions if p["objectClass"] == "movie_coming"]
    culture = [p for p in productions if p["object"] == "culture"]
    assert len(films_now) >= 16 and len(coming) >= 6 and len(culture) >= 12
    assert all(p["category"] for p in culture)
    today = datetime.now(OSLO).date()
    starts = [datetime.fromisoformat(e["startTime"]) for e in served.programme.events]
    assert min(starts).date() >= today
    assert max(starts).date() <= today + timedelta(weeks=6)
    per_day: dict[date, int] = {}
    for start in starts:
        per_day[start.date()] = per_day.get(start.date(), 0) + 1
    assert sum(1 for n in per_day.values() if n >= 3) >= 30  # several a day
    assert any(e["soldOut"] for e in served.programme.events)
    assert any(p["parentSlug"] for p in films_now) and any(p["pageReference"] for p in culture)
    assert sum(1 for p in productions if not (p["parentSlug"] or p["pageReference"])) > len(productions) / 2


def test_articles_include_the_named_ones(served: HouseContent) -> None:
    slugs = {a["slug"] for a in served.articles}
    assert len(served.articles) >= 20
    assert {"personvernerklaering", "info-om-cookies", "hostprogrammet-2026", "fjordby-jazz-2026"} <= slugs


def test_scale_multiplies_productions_events_and_articles_of_every_house() -> None:
    ones, threes = (Content.build(date(2026, 11, 22), k, "http://127.0.0.1:8750").houses for k in (1, 3))
    for site_id, one in ones.items():
        three = threes[site_id]
        assert len(three.programme.productions) == 3 * len(one.programme.productions)
        assert len(three.articles) == 3 * len(one.articles)
        assert len(three.programme.events) > 2.5 * len(one.programme.events)
        assert len({p["title"] for p in three.programme.productions}) == len(three.programme.productions)


def test_basic_events_is_public_with_seats_left(control: httpx.Client, served: HouseContent) -> None:
    wanted = [served.programme.events[0]["eventNumber"], served.programme.events[1]["eventNumber"]]
    answer = control.get(
        "/v1/sites/site118a/basic_events",
        params={"keys": ",".join(map(str, wanted))},
        headers={"Origin": "http://localhost:3000"},
    )
    assert answer.status_code == 200
    assert answer.headers["access-control-allow-origin"] == "*"
    assert sorted(e["eventNumber"] for e in answer.json()) == sorted(wanted)
    assert all(isinstance(e["seatsLeft"], int) for e in answer.json())
    assert control.get("/v1/sites/site999a/basic_events?keys=1").status_code == 404


# -- membership ------------------------------------------------------------------------------------------------


def test_membership_login_session_and_member_data(control: httpx.Client, served: HouseContent) -> None:
    base = "/membership/118/api"
    origin = {"Origin": SITE_ORIGIN}
    assert control.get(f"{base}/GetTicketsDx?skip=0&take=10").status_code == 401
    failed = control.post(f"{base}/LoginDx", json={"Email": "kari.nordmann@example.no", "Password": "feil"})
    assert failed.status_code == 401 and "marsToken" not in failed.json() and failed.json()["Message"]
    login = control.post(
        f"{base}/LoginDx", json={"Email": "kari.nordmann@example.no", "Password": "Fjordby2026!"}, headers=origin
    )
    assert login.status_code == 200
    assert login.headers["access-control-allow-origin"] == SITE_ORIGIN
    assert login.headers["access-control-allow-credentials"] == "true"
    body = login.json()
    assert body["marsToken"] and body["UserName"] == "Kari Nordmann" and body["UserInfo"] == "kari.nordmann@example.no"
    tickets = control.get(f"{base}/GetTicketsDx?skip=0&take=10").json()
    assert tickets and tickets[0]["QRCode"] and tickets[0]["SeatsInfo"]["Seats"]
    watchlist = control.get(f"{base}/GetWatchlistDx?skip=0&take=10").json()
    film = next(p for p in served.programme.productions if p["object"] == "movie")
    movie = control.get(f"{base}/GetMovieByEdiDx", params={"edi": film["ediNumber"]}).json()
    assert movie["Title"] == film["title"]
    assert control.post(f"{base}/AddToWatchlistDx", json={"id": movie["MovieId"]}).json() is True
    after = control.get(f"{base}/GetWatchlistDx?skip=0&take=10").json()
    assert movie["MovieId"] in [m["MovieId"] for m in after] and len(after) >= len(watchlist)
    reviews = control.get(f"{base}/GetReviewsByEdiDx", params={"edi": film["ediNumber"], "skip": 0, "take": 20})
    assert reviews.status_code == 200 and isinstance(reviews.json(), list)


def test_switch_tokens_trades_a_stored_token_for_a_session(cms_server: SampleCms) -> None:
    base = f"{cms_server.url}/membership/178/api"
    with httpx.Client() as first:
        token = first.post(
            f"{base}/LoginDx", json={"Email": "ingrid.berg@example.no", "Password": "Popcorn178!"}
        ).json()["marsToken"]
    with httpx.Client() as second:
        assert second.get(f"{base}/GetWatchlistDx").status_code == 401
        assert second.post(f"{base}/SwitchTokensDx", headers={"X-Token": "not-a-token"}).status_code == 401
        assert second.post(f"{base}/SwitchTokensDx", headers={"X-Token": token}).status_code == 200
        assert second.get(f"{base}/GetWatchlistDx").status_code == 200


def test_create_user_and_forgot_password(control: httpx.Client) -> None:
    base = "/membership/118/api"
    created = control.post(
        f"{base}/CreateUserDx", json={"Email": "ny.bruker@example.no", "Password": "Hemmelig123", "UserName": "Ny"}
    )
    assert created.status_code == 200 and created.json()["Token"] and created.json()["ContactEmail"]
    again = control.post(
        f"{base}/CreateUserDx", json={"Email": "ny.bruker@example.no", "Password": "Hemmelig123", "UserName": "Ny"}
    )
    assert again.status_code == 409 and "Token" not in again.json()
    # The same answer for a member and for nobody: it tells no one who is a member.
    for email in ("ny.bruker@example.no", "ukjent@example.no"):
        answer = control.post(f"{base}/ForgotPasswordDx", json={"Email": email})
        assert (answer.status_code, answer.json()) == (200, "")


def test_cors_preflight_allows_credentials_for_the_sites_origins(control: httpx.Client) -> None:
    answer = control.options(
        "/membership/118/api/SwitchTokensDx",
        headers={"Origin": SITE_ORIGIN, "Access-Control-Request-Method": "POST"},
    )
    assert answer.status_code == 204
    assert answer.headers["access-control-allow-credentials"] == "true"
    assert "X-Token" in answer.headers["access-control-allow-headers"]
    foreign = control.options("/membership/118/api/LoginDx", headers={"Origin": "https://evil.example"})
    assert "access-control-allow-origin" not in foreign.headers


# -- faults --------------------------------------------------------------------------------------------------------


def test_fail_next_n_calls(control: httpx.Client) -> None:
    control.post("/_control/faults", json={"fail_next": 2}).raise_for_status()
    assert [control.get("/v1/sites", auth=BASIC).status_code for _ in range(3)] == [500, 500, 200]


def test_unknown_fault_is_refused(control: httpx.Client) -> None:
    assert control.post("/_control/faults", json={"explode": True}).status_code == 400


def test_malformed_records_on_demand(control: httpx.Client) -> None:
    site_id = _site(control)["id"]
    control.post("/_control/faults", json={"malformed": True}).raise_for_status()
    feed = control.get(f"/v1/sites/{site_id}/events", auth=BASIC).json()
    assert any(p.get("title") is None for p in feed["productions"])
    assert any(e["productionId"] == "no-such-production" for e in feed["events"])


def test_echo_repeats_the_request_under_its_path_only(control: httpx.Client) -> None:
    control.post("/_control/faults", json={"echo": "/oauth/", "status": 400}).raise_for_status()
    form = {"grant_type": "client_credentials", "client_id": "sample-client", "client_secret": "sample-secret"}
    echoed = control.post("/oauth/token", data=form, params={"x": "1"})
    assert echoed.status_code == 400
    body = echoed.json()
    assert body["body"] == "grant_type=client_credentials&client_id=sample-client&client_secret=sample-secret"
    assert body["query"] == "x=1"
    assert body["headers"]["content-type"] == "application/x-www-form-urlencoded"
    assert list(body["headers"]) == sorted(body["headers"])
    assert control.get("/v1/sites", auth=BASIC).status_code == 200  # not under /oauth/


def test_echo_shows_the_basic_header(control: httpx.Client) -> None:
    control.post("/_control/faults", json={"echo": "/v1/"}).raise_for_status()
    echoed = control.get("/v1/sites", auth=BASIC)
    assert echoed.status_code == 500
    assert echoed.json()["headers"]["authorization"] == "Basic c2FtcGxlOnNhbXBsZS1wYXNzd29yZA=="


def test_echo_needs_a_path_prefix(control: httpx.Client) -> None:
    answer = control.post("/_control/faults", json={"echo": True})
    assert answer.status_code == 400 and "path prefix" in answer.json()["Message"]


# -- conditional requests and revisions ------------------------------------------------------------------------


def test_contract_gets_carry_etags_and_answer_304_when_unchanged(control: httpx.Client) -> None:
    site_id = _site(control)["id"]
    bearer = {"Authorization": f"Bearer {_token(control)}"}
    calls = [
        ("/v1/sites", BASIC, {}),
        (f"/v1/sites/{site_id}/events", BASIC, {}),
        (f"/v1/site/{site_id}/article?stable=1", None, bearer),
        (f"/v1/site/{site_id}/block-data?stable=1", None, bearer),
    ]
    for path, auth, headers in calls:
        first = control.get(path, auth=auth, headers=headers)
        etag = first.headers["ETag"]
        assert etag.startswith('"') and etag.endswith('"') and len(etag) == 34
        again = control.get(path, auth=auth, headers={**headers, "If-None-Match": etag})
        assert (again.status_code, again.content, again.headers["ETag"]) == (304, b"", etag)
        weak = control.get(path, auth=auth, headers={**headers, "If-None-Match": f'"other", W/{etag}'})
        assert weak.status_code == 304
        other = control.get(path, auth=auth, headers={**headers, "If-None-Match": '"other"'})
        assert other.status_code == 200 and other.content == first.content


def test_a_revision_retitles_the_first_production_and_zero_restores_it(
    control: httpx.Client, served: HouseContent
) -> None:
    site_id = _site(control)["id"]
    title = served.programme.productions[0]["title"]
    original = control.get(f"/v1/sites/{site_id}/events", auth=BASIC)
    try:
        answer = control.post("/_control/revision", json={"revision": 2}).json()
        assert answer == {"revision": 2, "site": site_id, "field": "title"}
        revised = control.get(f"/v1/sites/{site_id}/events", auth=BASIC)
        assert revised.json()["productions"][0]["title"] == f"{title} (revisjon 2)"
        assert revised.headers["ETag"] != original.headers["ETag"]
    finally:
        control.post("/_control/revision", json={"revision": 0}).raise_for_status()
    restored = control.get(f"/v1/sites/{site_id}/events", auth=BASIC)
    assert restored.headers["ETag"] == original.headers["ETag"]
    assert control.post("/_control/revision", json={"revision": "to"}).status_code == 400
    assert control.post("/_control/revision", json={"revision": 1, "site": "finnes-ikke"}).status_code == 404


def test_a_body_revision_adds_one_word_to_the_first_films_text_alone(control: httpx.Client) -> None:
    site_id = _site(control)["id"]
    original = control.get(f"/v1/sites/{site_id}/events", auth=BASIC).json()["productions"]
    try:
        control.post("/_control/revision", json={"revision": 3, "field": "body"}).raise_for_status()
        revised = control.get(f"/v1/sites/{site_id}/events", auth=BASIC).json()["productions"]
    finally:
        control.post("/_control/revision", json={"revision": 0}).raise_for_status()
    changed = [(before, after) for before, after in zip(original, revised, strict=True) if before != after]
    [(before, after)] = changed
    # Fjordby's first film is «Sjøsprøyt og sommerfugler», whose text ends in one more word.
    assert after["title"] == before["title"] == "Sjøsprøyt og sommerfugler"
    assert after["contents"][0]["body"] == before["contents"][0]["body"].removesuffix("</p>") + " revisjon3</p>"
    assert {k: v for k, v in after.items() if k != "contents"} == {k: v for k, v in before.items() if k != "contents"}
    assert control.post("/_control/revision", json={"revision": 1, "field": "summary"}).status_code == 400


def test_a_revision_of_one_site_leaves_the_others_as_they_are(control: httpx.Client) -> None:
    fjordby, nordvik, solbakken = (s["id"] for s in control.get("/v1/sites", auth=BASIC).json() if s["published"])
    before = {site: control.get(f"/v1/sites/{site}/events", auth=BASIC) for site in (fjordby, nordvik, solbakken)}
    try:
        control.post("/_control/revision", json={"revision": 3, "site": nordvik}).raise_for_status()
        after = {site: control.get(f"/v1/sites/{site}/events", auth=BASIC) for site in (fjordby, nordvik, solbakken)}
    finally:
        control.post("/_control/revision", json={"revision": 0, "site": nordvik}).raise_for_status()
    assert after[nordvik].json()["productions"][0]["title"].endswith(" (revisjon 3)")
    assert after[nordvik].headers["ETag"] != before[nordvik].headers["ETag"]
    assert after[fjordby].headers["ETag"] == before[fjordby].headers["ETag"]
    assert after[solbakken].headers["ETag"] == before[solbakken].headers["ETag"]


def test_three_houses_each_with_their_own_name_partner_menu_and_content(control: httpx.Client) -> None:
    sites = [s for s in control.get("/v1/sites", auth=BASIC).json() if s["published"]]
    assert [(s["title"], s["venue"], s["partners"]) for s in sites] == [
        ("Fjordby kulturhus", "fjordby", [118]),
        ("Nordvik kino og kulturscene", "nordvik", [178]),
        ("Solbakken kulturhus", "solbakken", [4711]),
    ]
    header = [[i["label"] for i in s["theme"]["menu"] if i["place"] == "header" and not i["parent"]] for s in sites]
    assert header[1] == header[2] == ["Kino", "Kommende filmer", "Kulturprogram", "Nyheter", "Praktisk info", "Om oss"]
    assert header[0][:3] == ["jazz", "Kulturprogram", "Den Store Kinodagen"]
    feeds = [control.get(f"/v1/sites/{s['id']}/events", auth=BASIC).json()["productions"] for s in sites]
    assert [len(f) for f in feeds] == [38, 15, 15]
    assert "Lokalrevyen i Nordvik: Helt på kanten" in {p["title"] for p in feeds[1]}
    assert {p["title"] for p in feeds[1]} != {p["title"] for p in feeds[2]}
    nordvik_still = next(a["url"] for a in feeds[1][0]["assets"] if a["type"] == "first_image")
    assert control.get(nordvik_still).status_code == 200
    assert httpx.URL(nordvik_still).path.startswith("/images/nordvik/film/")


def test_one_house_has_analytics_but_no_cookie_page_in_its_menus(control: httpx.Client) -> None:
    """Nordvik: the house whose cookie banner tells of the cookies itself (web/test/components/analytics)."""
    sites = [s for s in control.get("/v1/sites", auth=BASIC).json() if s["published"]]
    footers = [[i["label"] for i in s["theme"]["menu"] if i["place"] == "footer"] for s in sites]
    assert [(s["analyticsId"], s["facebookPixelId"], footer) for s, footer in zip(sites, footers, strict=True)] == [
        ("G-FJORDBY123", "123456789012345", ["Personvernerklæring", "Info om cookies"]),
        ("G-NORDVIK178", None, ["Personvernerklæring"]),
        (None, None, ["Personvernerklæring"]),
    ]
    header = [i["label"] for i in sites[1]["theme"]["menu"] if i["place"] == "header"]
    assert not [label for label in header if "cookie" in label.lower() or "informasjonskaps" in label.lower()]


@pytest.mark.parametrize("partner", [118, 178])
def test_both_membership_partners_answer(control: httpx.Client, partner: int) -> None:
    assert control.get(f"/membership/{partner}/api/GetWatchlistDx").status_code == 401
    assert control.get("/membership/999/api/GetWatchlistDx").status_code == 404
