"""Route data end to end: the real sample CMS, every asset in-process, a real DuckDB file and output folder."""

from __future__ import annotations

import json
from datetime import datetime, tzinfo
from pathlib import Path
from typing import Any

import dagster as dg
import pytest

from pipeline.defs.resources import CmsResource, SiteOutputResource, WarehouseResource
from pipeline.defs.route_data.assets import published_route_data
from pipeline.defs.route_data.meta import share_image
from pipeline.defs.route_data.sanitize import plain_text
from pipeline.defs.routing.slugs import culture_slug, film_slug
from sample_cms.app import Content
from sample_cms.content.site import SITE_ID
from tests.conftest import build_everything

# The literal routes the sample CMS's pages give, plus the 404 page.
STATIC_ROUTES = [
    "/",
    "/404.html",
    "/article/personvernerklaering",
    "/cookies-info",
    "/den-store-kinodagen",
    "/filmer",
    "/fjordby-jazz",
    "/fjordby-seniorsenter",
    "/kino",
    "/kinobursdag",
    "/kinovestibylen-og-kinoteatret",
    "/kommende",
    "/kulturprogram",
    "/mat-og-servering",
    "/moterom-og-selskap",
    "/nyheter",
    "/nyhetsbrev",
    "/om-oss",
    "/paviljongen",
    "/praktisk-informasjon",
    "/priser-fjordby-kinoteater",
    "/priser-kinovestibylen",
    "/priser-moterom-og-selskapsrom",
    "/priser-privat-kinofremvisning",
    "/program",
    "/sok",
]


def _published(site_output: SiteOutputResource) -> Path:
    folder = site_output.folder().published()
    assert folder is not None
    return folder


def _manifest(site_output: SiteOutputResource) -> dict[str, Any]:
    return dict(json.loads((_published(site_output) / "manifest.json").read_text()))


def _route(site_output: SiteOutputResource, path: str) -> dict[str, Any]:
    entry = next(r for r in _manifest(site_output)["routes"] if r["path"] == path)
    return dict(json.loads((_published(site_output) / entry["file"]).read_text()))


def _checks(result: dg.ExecuteInProcessResult) -> dict[str, bool]:
    return {e.check_name: e.passed for e in result.get_asset_check_evaluations()}


def _metadata(result: dg.ExecuteInProcessResult, asset: str) -> dict[str, Any]:
    for event in result.get_asset_materialization_events():
        if event.materialization.asset_key.to_user_string() == asset:
            return {k: v.value for k, v in event.materialization.metadata.items()}
    raise KeyError(asset)


def _film(served: Content, **match: object) -> dict[str, Any]:
    return next(
        p
        for p in served.programme.productions
        if p["object"] == "movie" and all(p.get(k) == v for k, v in match.items())
    )


@pytest.fixture
def built(cms: CmsResource, warehouse: WarehouseResource, site_output: SiteOutputResource) -> dg.ExecuteInProcessResult:
    result = build_everything(cms, warehouse, site_output)
    assert result.success
    return result


def test_every_route_is_written_and_every_check_passes(
    built: dg.ExecuteInProcessResult, site_output: SiteOutputResource, served: Content
) -> None:
    assert all(_checks(built).values()), _checks(built)
    films = {
        "/" + (p["parentSlug"] or film_slug(p["title"], p["ediNumber"]))
        for p in served.programme.productions
        if p["object"] == "movie"
    }
    culture = {
        "/" + (p["pageReference"] or culture_slug(p["title"], SITE_ID, p["id"]))
        for p in served.programme.productions
        if p["object"] == "culture"
    }
    articles = {f"/article/{a['slug']}" for a in served.articles}
    routes = {r["path"]: r["kind"] for r in _manifest(site_output)["routes"]}
    assert sorted(p for p, kind in routes.items() if kind in ("page", "not-found")) == STATIC_ROUTES
    assert {p for p, kind in routes.items() if kind == "film"} == films
    assert {p for p, kind in routes.items() if kind == "culture"} == culture
    # The literal privacy page wins over the article with the same slug.
    assert {p for p, kind in routes.items() if kind == "article"} == articles - {"/article/personvernerklaering"}
    for name in ("manifest.json", "redirects.json", "search-index.json", "sitemap.xml", "robots.txt"):
        assert (_published(site_output) / name).is_file()


def test_film_pages_follow_the_meta_rules(
    built: dg.ExecuteInProcessResult, site_output: SiteOutputResource, served: Content
) -> None:
    film = _film(served, parentSlug=None, objectClass="movie")
    path = "/" + film_slug(film["title"], film["ediNumber"])
    page = _route(site_output, path)
    image = next(a for a in film["assets"] if a["type"] == "first_image")
    assert page["meta"]["title"] == f"{film['title']} | Fjordby kulturhus"
    assert page["meta"]["description"] == plain_text(film["contents"][0]["body"])
    assert "<" not in page["meta"]["description"]
    assert page["meta"]["keywords"] == ", ".join(film["features"])
    assert page["meta"]["image"] == (
        f"{image['url']}?w=1920&h=1080&fit=crop&crop=focalpoint&{image['focalPointQuery']}&auto=compress"
    )
    assert page["meta"]["image"] == share_image(image["url"], image["focalPointQuery"])
    assert page["production"]["title"] == film["title"]
    assert [b["kind"] for b in page["blocks"]] == ["cover", "ticket-list", "movie-info"]
    starts = [e["startTime"] for e in page["events"]]
    assert starts == sorted(starts) and starts
    served_events = {e["eventNumber"]: e for e in served.programme.events if e["productionId"] == film["id"]}
    for event in page["events"]:
        assert event["ticketUrl"] == f"https://billett.example.no/fjordbykulturhus/{event['eventNumber']}"
        assert event["soldOut"] == served_events[event["eventNumber"]]["soldOut"]
    assert page["blocks"][1]["data"]["items"] == page["events"]


def test_culture_article_and_static_meta(
    built: dg.ExecuteInProcessResult, site_output: SiteOutputResource, served: Content
) -> None:
    concert = next(p for p in served.programme.productions if p["object"] == "culture" and p["pageReference"])
    page = _route(site_output, "/" + concert["pageReference"])
    assert page["meta"]["description"] == concert["contents"][0]["summary"]
    assert page["meta"]["title"] == f"{concert['title']} | Fjordby kulturhus"
    assert [b["kind"] for b in page["blocks"]] == ["cover", "ticket-list", "movie-info", "news-subscribe"]
    article = next(a for a in served.articles if a["slug"] == "hostprogrammet-2026")
    assert _route(site_output, "/article/hostprogrammet-2026")["meta"]["title"] == (
        f"{article['title']} | Fjordby kulturhus"
    )
    about = _route(site_output, "/om-oss")
    assert about["meta"]["title"] == "Fjordby kulturhus | Om oss"
    assert about["blocks"][0]["data"]["text"] == "Om oss"
    assert "<table>" in about["blocks"][1]["data"]["content"]
    newsletter = _route(site_output, "/nyhetsbrev")
    assert [b["kind"] for b in newsletter["blocks"]] == ["title", "news-subscribe"]  # the hidden draft is left out


def test_page_context_carries_theme_locale_partners_and_membership(
    built: dg.ExecuteInProcessResult, site_output: SiteOutputResource, cms_server: Any
) -> None:
    page = _route(site_output, "/kino")
    assert page["locale"] == {"available": ["nb"], "default": "nb", "enabled": ["nb"]}
    assert page["activeLocale"] == page["preferredLanguage"] == "nb"
    assert page["partners"] == [118]
    assert page["host"] == "https://www.fjordbykulturhus.no"
    assert page["gaTrackingId"] == "G-FJORDBY123" and page["facebookPixelId"] == "123456789012345"
    assert page["membership"] == {"enabled": True, "partner": 118, "apiBase": f"{cms_server.url}/membership/118"}
    assert page["publicEvents"] == {"baseUrl": cms_server.url, "site": "site118a"}
    header = page["theme"]["menu"]["header"]
    assert [m["label"] for m in header] == [
        "jazz", "Kulturprogram", "Den Store Kinodagen", "Kino", "Praktisk info", "Utleie", "Nyheter", "Om oss",
    ]  # fmt: skip
    assert header[0]["openInNewWindow"] is True
    assert [c["label"] for c in header[5]["children"]] == [
        "Møterom og selskap",
        "Kinovestibylen og kinoteatret",
        "Paviljongen",
    ]
    assert [c["title"] for c in page["theme"]["footer"]] == ["Kontakt", "Følg oss", "Lenker"]
    assert page["template"]["rows"][0]["columns"][0]["screen"]["lg"] == {"span": 12, "order": 0}


def test_search_index_sitemap_and_robots(
    built: dg.ExecuteInProcessResult, site_output: SiteOutputResource, served: Content
) -> None:
    folder = _published(site_output)
    index = json.loads((folder / "search-index.json").read_text())
    assert {e["type"] for e in index} == {"article", "event"}
    assert all(set(e) >= {"title", "summary", "date", "category", "url"} for e in index)
    routes = {r["path"] for r in _manifest(site_output)["routes"]}
    assert all(e["url"] in routes for e in index if e["type"] == "event")
    sitemap = (folder / "sitemap.xml").read_text()
    assert "<loc>https://www.fjordbykulturhus.no/kino</loc>" in sitemap and "404.html" not in sitemap
    assert "Sitemap: https://www.fjordbykulturhus.no/sitemap.xml" in (folder / "robots.txt").read_text()


def _materialized(result: dg.ExecuteInProcessResult) -> set[str]:
    return {e.materialization.asset_key.to_user_string() for e in result.get_asset_materialization_events()}


def _files(folder: Path) -> dict[Path, tuple[int, int]]:
    return {p: (p.stat().st_ino, p.stat().st_mtime_ns) for p in folder.rglob("*") if p.is_file()}


def test_a_no_change_rerun_rewrites_nothing_and_skips_the_route_data(
    built: dg.ExecuteInProcessResult,
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
) -> None:
    folder = _published(site_output)
    before = _files(folder)
    again = build_everything(cms, warehouse, site_output)
    assert again.success
    for asset in ("site", "theme", "pages", "productions", "events", "articles", "block_data"):
        assert _metadata(again, asset)["unchanged"] is True
        assert _metadata(again, asset)["dagster/row_count"] == _metadata(built, asset)["dagster/row_count"]
    assert _metadata(again, "production_slugs")["unchanged"] is True
    assert _metadata(again, "routes")["unchanged"] is True
    assert _metadata(again, "routes")["dagster/row_count"] == _metadata(built, "routes")["dagster/row_count"]
    assert not {"route_data", "published_route_data"} & _materialized(again)
    assert _published(site_output) == folder
    assert _files(folder) == before


def test_a_changed_article_reloads_its_dataset_and_rebuilds_what_depends_on_it(
    built: dg.ExecuteInProcessResult,
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: Content,
) -> None:
    article = served.articles[0]
    original = article["title"]
    article["title"] = original + " (oppdatert)"
    try:
        again = build_everything(cms, warehouse, site_output)
    finally:
        article["title"] = original
    assert again.success
    assert _metadata(again, "articles")["unchanged"] is False
    assert _metadata(again, "productions")["unchanged"] is True
    assert _metadata(again, "routes")["unchanged"] is False
    assert _metadata(again, "published_route_data")["changed"] is True
    with warehouse.connect() as con:
        titles = con.execute("SELECT title FROM articles WHERE article_id = ?", [article["id"]]).fetchall()
    assert titles == [(original + " (oppdatert)",)]


def test_the_next_day_rebuilds_the_route_data(
    built: dg.ExecuteInProcessResult,
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    class Tomorrow(datetime):
        @classmethod
        def now(cls, tz: tzinfo | None = None) -> Tomorrow:
            return cls.fromtimestamp(datetime.now(tz).timestamp() + 86400, tz)

    monkeypatch.setattr("pipeline.defs.route_data.assets.datetime", Tomorrow)
    again = build_everything(cms, warehouse, site_output)
    assert again.success
    assert _metadata(again, "routes")["unchanged"] is True
    assert "route_data" in _materialized(again)


def test_a_rebuild_that_makes_the_same_files_rewrites_none(
    built: dg.ExecuteInProcessResult,
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
) -> None:
    folder = _published(site_output)
    before = _files(folder)
    with warehouse.connect() as con:
        con.execute("DELETE FROM build_state")  # as after a code change: every step builds again
    again = build_everything(cms, warehouse, site_output)
    assert again.success
    meta = _metadata(again, "route_data")
    assert (meta["files/written"], meta["files/removed"]) == (0, 0)
    assert meta["files/unchanged"] == len(before)
    assert _metadata(again, "published_route_data")["changed"] is False
    assert _published(site_output) == folder
    assert _files(folder) == before


def test_a_retitled_film_redirects_from_its_old_path_even_after_the_warehouse_is_deleted(
    built: dg.ExecuteInProcessResult,
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: Content,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    film = _film(served, parentSlug=None, objectClass="movie")
    old_path = "/" + film_slug(film["title"], film["ediNumber"])
    culture_before = {r["path"] for r in _manifest(site_output)["routes"] if r["kind"] == "culture"}
    monkeypatch.setitem(film, "title", film["title"] + " – regissørens versjon")
    new_path = "/" + film_slug(film["title"], film["ediNumber"])
    Path(warehouse.path).unlink()
    result = build_everything(cms, warehouse, site_output)
    assert result.success
    routes = {r["path"] for r in _manifest(site_output)["routes"]}
    assert new_path in routes and old_path not in routes
    redirects = json.loads((_published(site_output) / "redirects.json").read_text())
    assert {"from": old_path, "to": new_path, "reason": "slug-history"} in redirects
    # Culture slugs are the same after the warehouse was rebuilt from nothing.
    assert {r["path"] for r in _manifest(site_output)["routes"] if r["kind"] == "culture"} == culture_before


def test_two_routes_with_one_path_stop_the_build_naming_both(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: Content,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    first, second = [p for p in served.programme.productions if p["object"] == "movie"][:2]
    monkeypatch.setitem(first, "parentSlug", "samme-slug")
    monkeypatch.setitem(second, "parentSlug", "samme-slug")
    result = build_everything(cms, warehouse, site_output)
    assert not result.success
    failure = next(e for e in result.get_step_failure_events() if e.step_key == "routes")
    message = failure.step_failure_data.error.message  # type: ignore[union-attr]
    assert "two routes have the path /samme-slug" in message
    assert first["id"] in message and second["id"] in message
    assert site_output.folder().published() is None  # nothing was published


def test_a_failed_blocking_check_keeps_the_published_site(
    built: dg.ExecuteInProcessResult,
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: Content,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    published = _published(site_output)
    film = _film(served, objectClass="movie")
    monkeypatch.setitem(film, "title", "<script>alert('kino')</script>")
    monkeypatch.setitem(film, "assets", [a for a in film["assets"] if a["type"] != "first_image"])
    result = build_everything(cms, warehouse, site_output)
    checks = _checks(result)
    assert checks["no_script"] is False and checks["film_routes_complete"] is False
    assert "published_route_data" not in {
        e.materialization.asset_key.to_user_string() for e in result.get_asset_materialization_events()
    }
    assert _published(site_output) == published


def test_unresolved_bindings_and_unknown_blocks_are_reported_not_fatal(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: Content,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    site = next(s for s in served.sites if s["id"] == SITE_ID)
    kino = next(p for p in site["pages"] if p["path"] == "/kino")
    block = {**kino["blocks"][0], "id": "hologram-1", "component": "cw-component-hologram"}
    monkeypatch.setitem(kino, "blocks", [*kino["blocks"], block])
    data = next(d for d in served.block_data if d["blockId"] == kino["blocks"][0]["id"])
    bindings = {"subtitle": {"binding": "assets[type=first_image", "source": "movies"}}
    monkeypatch.setitem(data, "data", {**data["data"], "bindings": bindings})
    result = build_everything(cms, warehouse, site_output)
    assert result.success
    meta = _metadata(result, "route_data")
    assert meta["bindings/unresolved"] == 1
    assert any("expected" in e for e in meta["bindings/unresolved_examples"])
    assert any("hologram-1" in b for b in meta["skipped_blocks"])
    assert _route(site_output, "/kino")["blocks"][0]["data"]["subtitle"] is None


def test_publishing_alone_refuses_a_staged_version_that_fails_the_checks(
    built: dg.ExecuteInProcessResult, cms: CmsResource, warehouse: WarehouseResource, site_output: SiteOutputResource
) -> None:
    published = _published(site_output)
    staged = {p.relative_to(published).as_posix(): p.read_bytes() for p in published.rglob("*") if p.is_file()}
    staged["routes/kino.json"] = staged["routes/kino.json"].replace(b'"title":"Kino"', b'"title":"<script>"', 1)
    site_output.folder().stage(staged)
    resources = {"cms": cms, "warehouse": warehouse, "site_output": site_output}
    result = dg.materialize([published_route_data], resources=resources, raise_on_error=False)
    assert not result.success
    message = result.get_step_failure_events()[0].step_failure_data.error.message  # type: ignore[union-attr]
    assert "refusing to publish" in message and "no_script" in message
    assert _published(site_output) == published
