"""What the route data makes of hostile or unusual CMS content: one policy per kind of value, exact meta rules,
aliases over live routes, collection routes. End to end against the real sample CMS, content changed per test."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pipeline.defs.resources import CmsResource, SiteOutputResource, WarehouseResource
from sample_cms.app import HouseContent
from sample_cms.content.site import SITE_ID
from tests import outputs
from tests.conftest import NORDVIK, build_everything
from tests.sample_routes import FILM_ROUTES

FILM = "/bestefars-bat-dxm-1000934"


def _page(served: HouseContent, path: str) -> dict[str, Any]:
    return next(p for p in served.site["pages"] if p["path"] == path)


def _block_data(served: HouseContent, block_id: str) -> dict[str, Any]:
    return next(d for d in served.block_data if d["blockId"] == block_id)


def _film(served: HouseContent) -> dict[str, Any]:
    return next(p for p in served.programme.productions if p["title"] == "Bestefars båt")


def test_every_url_field_passes_one_policy(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: HouseContent,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    site = served.site
    theme = {
        **site["theme"],
        "favicon": "JaVaScRiPt:alert('favicon')",
        "logo": "data:text/html;base64,PHNjcmlwdD4=",
        "logoAlt": "//evil.example/logo.svg",
        "search": {"submitPath": "java\tscript:alert(1)", "enabled": True},
        "language": {"submitPath": "vbscript:msgbox(1)", "enabled": False, "languageIcon": "globe"},
    }
    monkeypatch.setitem(site, "theme", theme)
    monkeypatch.setitem(site, "ticketing", {"host": "https://billett.example.no", "venue": "fjordby kino/../x"})
    film = _film(served)
    assets = [{**a, "url": "vbscript:x"} if a["type"] == "poster" else a for a in film["assets"]]
    monkeypatch.setitem(film, "assets", assets)
    article = next(a for a in served.articles if a["slug"] == "hostprogrammet-2026")
    monkeypatch.setitem(article, "image", "/\\evil.example/x.jpg")
    quick_links = next(b for b in _page(served, "/kino")["blocks"] if b["component"] == "cw-component-quick-links")
    data = _block_data(served, quick_links["id"])
    hostile = {
        "button": {"url": "vbscript:x", "label": "Kjøp"},  # no field of a quick-links block: ignored
        "links": [{"title": "Bra", "url": "/program"}, {"title": "Farlig", "url": " javascript:alert(1)"}],
    }
    monkeypatch.setitem(data, "data", {**data["data"], **hostile})
    day = next(b for b in _page(served, "/den-store-kinodagen")["blocks"] if b["component"] == "cw-component-cover")
    cover = _block_data(served, day["id"])
    monkeypatch.setitem(cover, "data", {**cover["data"], "image": "\x01javascript:alert(1)"})
    result = build_everything(cms, warehouse, site_output)
    assert result.success

    written = outputs.read(site_output, "site.json")["theme"]
    assert (written["favicon"], written["logo"], written["logoAlt"]) == (None, None, None)
    assert written["search"]["submitPath"] is None and written["language"]["submitPath"] is None
    page = outputs.route(site_output, FILM)
    assert [a["type"] for a in page["production"]["assets"]] == ["first_image", "trailer"]
    number = page["events"][0]["eventNumber"]
    assert page["events"][0]["ticketUrl"] == f"https://billett.example.no/fjordby%20kino%2F..%2Fx/{number}"
    assert outputs.route(site_output, "/article/hostprogrammet-2026")["article"]["image"] is None
    block = next(b for b in outputs.route(site_output, "/kino")["blocks"] if b["id"] == quick_links["id"])
    assert block["data"] == {"links": [{"title": "Bra", "url": "/program"}]}
    day_cover = next(b for b in outputs.route(site_output, "/den-store-kinodagen")["blocks"] if b["id"] == day["id"])
    assert day_cover["data"] == {"title": "Den Store Kinodagen", "image": None}
    dropped = outputs.metadata(result, "route_data")["dropped_values"]
    assert any("theme favicon" in d for d in dropped) and any("poster" in d for d in dropped)
    assert any(f"/den-store-kinodagen block {day['id']} image" in d for d in dropped)


def test_html_is_cleaned_by_field_whether_static_or_bound(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: HouseContent,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    film = _film(served)
    contents = [{**film["contents"][0], "summary": "<img src=x onerror=alert(1)>Sommer på sjøen"}]
    monkeypatch.setitem(film, "contents", contents)
    monkeypatch.setitem(film, "title", "Bestefars båt <script>alert('kino')</script>")
    # A content block on the film pages whose text is bound to the film's summary.
    page = _page(served, "/:production")
    text = {**page["blocks"][0], "id": "film-summary", "component": "cw-component-content"}
    monkeypatch.setitem(page, "blocks", [*page["blocks"], text])
    bound = {"contents": {"binding": "contents[0].summary", "source": "production"}}
    summary = {"blockId": "film-summary", "pageId": page["id"], "data": {"bindings": {"content": bound["contents"]}}}
    monkeypatch.setattr(served, "block_data", [*served.block_data, summary])
    result = build_everything(cms, warehouse, site_output)
    path = "/bestefars-bat-script-alert-kino-script-dxm-1000934"
    # An editor's `<script>` in a title is text: it is escaped in the JSON, it does not block the publish.
    assert result.success
    evaluations = {e.check_name: e for e in result.get_asset_check_evaluations()}
    assert evaluations["output_is_clean"].passed
    # The summary's handler and its src are script: the sanitiser removed them, and the WARN check names where.
    assert evaluations["no_script"].metadata["examples"].value == [
        f"{path} block film-summary content: removed <img src='x'>, <img onerror>",
    ]
    page = outputs.route(site_output, path)
    assert page["production"]["title"] == "Bestefars båt <script>alert('kino')</script>"
    raw = (outputs.published(site_output) / f"routes{path}.json").read_bytes()
    assert b"<script" not in raw and b"\\u003cscript\\u003ealert('kino')\\u003c/script\\u003e" in raw
    summary_data = next(b for b in page["blocks"] if b["id"] == "film-summary")["data"]
    assert summary_data["content"] == "Sommer på sjøen"  # the <img> went with its src, which failed the URL policy


def test_record_meta_follows_the_rules_over_static_meta(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: HouseContent,
    monkeypatch: pytest.MonkeyPatch,
    cms_server: Any,
) -> None:
    page = _page(served, "/:production")
    static = {
        "locale": "nb",
        "title": "Film",
        "description": "Statisk beskrivelse",
        "keywords": "kino",
        "image": "https://images.example.no/statisk.jpg",
        "facebookVerificationCode": "abc123",
        "bindings": {},
    }
    monkeypatch.setitem(page, "meta", {"data": [static]})
    assert build_everything(cms, warehouse, site_output).success
    meta = outputs.route(site_output, FILM)["meta"]
    assert meta["title"] == "Bestefars båt | Fjordby kulturhus"
    assert meta["description"].startswith("Sommerferien skulle handle om fotball og bading")
    assert meta["keywords"] == "Norsk tale, Barnevennlig"
    assert meta["image"] == (
        f"{cms_server.url}/images/film/1000934.jpg"
        "?w=1920&h=1080&fit=crop&crop=focalpoint&fp-x=0.5&fp-y=0.35&auto=compress"
    )
    assert meta["facebookVerificationCode"] == "abc123"


def test_an_alias_from_a_live_route_redirects_and_a_collection_page_has_a_route_per_value(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: HouseContent,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    site = served.site
    monkeypatch.setitem(site, "aliases", [*site["aliases"], {"fromPath": "/kino", "toPath": "/program"}])
    showings = {
        "id": "visninger-side",
        "title": "Visninger",
        "path": "/visninger/:production",
        "sources": [
            {
                "name": "events",
                "model": "event",
                "collection": True,
                "filter": [{"property": "production.parentSlug", "value": "@param", "operator": "eq"}],
            }
        ],
        "blocks": [],
    }
    monkeypatch.setitem(site, "pages", [*site["pages"], showings])
    result = build_everything(cms, warehouse, site_output)
    assert result.success
    redirects = outputs.read(site_output, "redirects.json")
    assert {"from": "/kino", "to": "/program", "reason": "alias"} in redirects
    assert {"from": "/billetter", "to": "/program", "reason": "alias"} in redirects  # the chain, followed
    routes = {r["path"]: r for r in outputs.read(site_output, "manifest.json")["routes"]}
    assert "/kino" not in routes
    assert outputs.metadata(result, "route_data")["routes_hidden_by_aliases"] == [
        "alias /kino -> /program hides page dcbd37c5-f6b5-5a66-a265-3c7906bbbba9 'Kino'"
    ]
    listing = routes[f"/visninger{FILM}"]
    assert (listing["kind"], listing["title"], listing["recordId"]) == ("listing", "Visninger", None)
    # Every film with showings, once, however many showings it has; the two without showings have none.
    without_showings = {"/hjertet-i-nord-dxm-1001458", "/wedding-season-dxm-1001463"}
    assert sorted(p for p in routes if p.startswith("/visninger/")) == [
        f"/visninger{film}" for film in FILM_ROUTES if film not in without_showings
    ]


@pytest.mark.parametrize(
    ("partners", "membership", "events_site"),
    [
        ([178, 118], {"enabled": True, "partner": 178, "apiBase": "{cms}/membership/178"}, "site178a"),
        ([4711], {"enabled": False, "partner": 4711, "apiBase": None}, "site4711a"),
        ([], {"enabled": False, "partner": None, "apiBase": None}, None),
    ],
)
def test_the_first_partner_decides_the_membership_area(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: HouseContent,
    monkeypatch: pytest.MonkeyPatch,
    cms_server: Any,
    partners: list[int],
    membership: dict[str, Any],
    events_site: str | None,
) -> None:
    monkeypatch.setitem(served.site, "partners", partners)
    assert build_everything(cms, warehouse, site_output).success
    site = outputs.read(site_output, "site.json")
    base = membership["apiBase"]
    assert site["membership"] == {**membership, "apiBase": base.format(cms=cms_server.url) if base else None}
    expected_events = {"baseUrl": cms_server.url, "site": events_site} if events_site else None
    assert site["publicEvents"] == expected_events
    assert site["partners"] == partners


@pytest.mark.parametrize(("stage", "published"), [("staging", True), ("production", False)])
def test_robots_txt_disallows_everything_outside_production(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: HouseContent,
    monkeypatch: pytest.MonkeyPatch,
    stage: str,
    published: bool,
) -> None:
    site = served.site
    monkeypatch.setitem(site, "stage", stage)
    monkeypatch.setitem(site, "published", published)
    # An unpublished site is built when it is the configured one.
    configured = CmsResource(**{**cms.model_dump(), "site_id": SITE_ID})
    assert build_everything(configured, warehouse, site_output).success
    assert (outputs.published(site_output) / "robots.txt").read_text() == "User-agent: *\nDisallow: /\n"
    assert (
        "<loc>https://www.fjordbykulturhus.no/kino</loc>"
        in (outputs.published(site_output) / "sitemap.xml").read_text()
    )


def test_a_house_without_featured_culture_opens_without_an_empty_block(
    cms: CmsResource, warehouse: WarehouseResource, site_output: SiteOutputResource
) -> None:
    # Nordvik features no culture production: its front page's «Aktuelt i kulturhuset» has a source and no records.
    result = build_everything(cms, warehouse, site_output, site=NORDVIK)
    assert result.success
    folder = outputs.published(site_output, NORDVIK)
    manifest = json.loads((folder / "manifest.json").read_text())
    entry = next(r for r in manifest["routes"] if r["path"] == "/")
    front = json.loads((folder / entry["file"]).read_text())
    assert [(b["kind"], b["data"].get("title")) for b in front["blocks"]] == [
        ("slideshow", None),
        ("schedule", "Dagens program"),
        ("quick-links", None),
        ("culture-program", "Kulturprogram"),
        ("card-list", "Nyheter"),
    ]
    assert all(b["data"]["items"] for b in front["blocks"] if "items" in b["data"])
    # The build still warns, naming the page, the block and its source.
    assert outputs.checks(result)["blocks_have_records"] is False
    [check] = [e for e in result.get_asset_check_evaluations() if e.check_name == "blocks_have_records"]
    [warning] = [w for w in check.metadata["examples"].value if w.startswith("page / ")]
    assert warning.endswith("(cover-flow): its source featuredProductions gives no records; left out of the page")
