"""Route data end to end: the real sample CMS, every asset in-process, a real DuckDB file and output folder."""

from __future__ import annotations

import hashlib
import json
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import dagster as dg
import httpx
import pytest

from pipeline.defs.resources import CmsResource, SiteExportResource, SiteOutputResource, WarehouseResource
from pipeline.defs.route_data.assets import published_route_data
from sample_cms.app import HouseContent
from sample_cms.content.ids import stable_id
from sample_cms.content.programme import OSLO
from tests import outputs
from tests.conftest import SAMPLE_SITE, build_everything, materialize_site, set_build_clock
from tests.sample_routes import CULTURE_ROUTES, FILM_ROUTES, STATIC_ROUTES


def _film(served: HouseContent, **match: object) -> dict[str, Any]:
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
    built: dg.ExecuteInProcessResult, site_output: SiteOutputResource, served: HouseContent
) -> None:
    # All but two: the privacy page hides the privacy article of the same slug, and «Allsang på seniorsenteret»
    # has no picture; each is worth a warning.
    assert sorted(name for name, passed in outputs.checks(built).items() if not passed) == [
        "no_shadowed_routes",
        "productions_have_pictures",
    ]
    assert {e.severity for e in built.get_asset_check_evaluations() if not e.passed} == {dg.AssetCheckSeverity.WARN}
    articles = {f"/article/{a['slug']}" for a in served.articles}
    routes = {r["path"]: r["kind"] for r in outputs.read(site_output, "manifest.json")["routes"]}
    assert sorted(p for p, kind in routes.items() if kind in ("page", "not-found")) == STATIC_ROUTES
    assert sorted(p for p, kind in routes.items() if kind == "film") == FILM_ROUTES
    assert sorted(p for p, kind in routes.items() if kind == "culture") == CULTURE_ROUTES
    # The literal privacy page wins over the article with the same slug.
    assert {p for p, kind in routes.items() if kind == "article"} == articles - {"/article/personvernerklaering"}
    for name in ("manifest.json", "site.json", "redirects.json", "search-index.json", "sitemap.xml", "robots.txt"):
        assert (outputs.published(site_output) / name).is_file()
    assert outputs.read(site_output, "manifest.json")["formatVersion"] == 6


def test_film_pages_follow_the_meta_rules(
    built: dg.ExecuteInProcessResult, site_output: SiteOutputResource, cms_server: Any
) -> None:
    page = outputs.route(site_output, "/bestefars-bat-dxm-1000934")
    assert page["meta"] == {
        "locale": "nb",
        "title": "Bestefars båt | Fjordby kulturhus",
        "description": (
            "Sommerferien skulle handle om fotball og bading, men så står Ida og Jonas plutselig med slipepapir og "
            "malingskost i hver sin hånd. Bestefar vil ha snekka på sjøen igjen før han fyller 80, og mens arbeidet "
            "skrider fram, forteller han om krigsår, storfangst og kjærlighet. En lun og hjertevarm familiefilm som "
            "har gått for fulle saler over hele landet. Passer perfekt for besteforeldre og barnebarn som vil gå på "
            "kino sammen. Vises med norsk tale."
        ),
        "keywords": "Norsk tale, Barnevennlig",
        "image": f"{cms_server.url}/images/film/1000934.jpg"
        "?w=1920&h=1080&fit=crop&crop=focalpoint&fp-x=0.5&fp-y=0.35&auto=compress",
        "facebookVerificationCode": None,
    }
    assert page["production"]["title"] == "Bestefars båt"
    assert page["production"]["contents"][0]["body"].startswith("<p>Sommerferien skulle handle om")
    assert [b["kind"] for b in page["blocks"]] == ["cover", "ticket-list", "movie-info"]
    starts = [e["startTime"] for e in page["events"]]
    assert starts == sorted(starts) and starts
    for event in page["events"]:
        assert event["ticketUrl"] == f"https://billett.example.no/fjordbykulturhus/{event['eventNumber']}"
    tickets = page["blocks"][1]
    listed = tickets["data"]["items"] + [
        item
        for chunk in tickets["paging"].get("items", {}).get("chunks", [])
        for item in outputs.read(site_output, chunk)["items"]
    ]
    assert [e["eventNumber"] for e in listed] == [e["eventNumber"] for e in page["events"]]
    assert {e["production"]["path"] for e in listed} == {"/bestefars-bat-dxm-1000934"}


def test_culture_article_and_static_meta(built: dg.ExecuteInProcessResult, site_output: SiteOutputResource) -> None:
    concert = outputs.route(site_output, "/vinterkonsert-med-fjordby-storband-k3x9qa")
    assert concert["meta"]["title"] == "Vinterkonsert med Fjordby Storband | Fjordby kulturhus"
    assert concert["meta"]["description"] == (
        "Fjordby Storband inviterer til tradisjonsrik vinterkonsert med swingklassikere, vinterstemning og "
        "gjestesolist."
    )
    assert [b["kind"] for b in concert["blocks"]] == ["cover", "ticket-list", "movie-info", "news-subscribe"]
    article = outputs.route(site_output, "/article/hostprogrammet-2026")
    assert article["meta"]["title"] == "Høstprogrammet 2026 er klart | Fjordby kulturhus"
    assert article["meta"]["description"].startswith("Sommeren er ikke over ennå, men vi har allerede lagt siste")
    assert article["meta"]["description"].endswith("revy, dans, foredrag og…")
    assert article["article"]["slug"] == "hostprogrammet-2026"
    about = outputs.route(site_output, "/om-oss")
    assert about["meta"]["title"] == "Fjordby kulturhus | Om oss"
    assert about["blocks"][0]["data"] == {"text": "Om oss"}
    assert "<table>" in about["blocks"][1]["data"]["content"]
    newsletter = outputs.route(site_output, "/nyhetsbrev")
    assert [b["kind"] for b in newsletter["blocks"]] == ["title", "news-subscribe"]  # the hidden draft is left out


def test_site_json_carries_theme_locale_partners_and_membership(
    built: dg.ExecuteInProcessResult, site_output: SiteOutputResource, cms_server: Any
) -> None:
    site = outputs.read(site_output, "site.json")
    assert site["locale"] == {"available": ["nb"], "default": "nb", "enabled": ["nb"]}
    assert site["activeLocale"] == site["preferredLanguage"] == "nb"
    assert site["partners"] == [118]
    assert site["host"] == "https://www.fjordbykulturhus.no"
    assert site["gaTrackingId"] == "G-FJORDBY123" and site["facebookPixelId"] == "123456789012345"
    assert site["membership"] == {"enabled": True, "partner": 118, "apiBase": f"{cms_server.url}/membership/118"}
    assert site["publicEvents"] == {"baseUrl": cms_server.url, "site": "site118a"}
    assert site["ticketing"] == {"host": "https://billett.example.no", "venue": "fjordbykulturhus"}
    header = site["theme"]["menu"]["header"]
    assert [m["label"] for m in header] == [
        "jazz", "Kulturprogram", "Den Store Kinodagen", "Kino", "Praktisk info", "Utleie", "Nyheter", "Om oss",
    ]  # fmt: skip
    assert header[0]["openInNewWindow"] is True
    assert [c["label"] for c in header[5]["children"]] == [
        "Møterom og selskap",
        "Kinovestibylen og kinoteatret",
        "Paviljongen",
    ]
    assert [c["title"] for c in site["theme"]["footer"]] == ["Kontakt", "Følg oss", "Lenker"]
    page = outputs.route(site_output, "/kino")
    assert "theme" not in page and "membership" not in page  # written once, in site.json
    assert page["template"]["rows"][0]["columns"][0]["screen"]["lg"] == {"span": 12, "order": 0}


def test_listings_carry_cards_and_page_the_rest(
    built: dg.ExecuteInProcessResult, site_output: SiteOutputResource, served: HouseContent
) -> None:
    front = outputs.route(site_output, "/")
    news = next(b for b in front["blocks"] if b["kind"] == "card-list")
    assert all(card["type"] == "article" and "content" not in card for card in news["data"]["items"])
    assert news["data"]["items"][0].keys() >= {"title", "path", "summary", "image", "thumbnail", "createdAt"}
    films = next(b for b in front["blocks"] if b["kind"] == "slideshow")["data"]["items"]
    assert all(card["type"] == "production" and "contents" not in card for card in films)
    schedule = next(b for b in front["blocks"] if b["kind"] == "schedule")
    assert len(schedule["data"]["items"]) == 12
    paging = schedule["paging"]["items"]
    assert paging["pageSize"] == 12
    chunks = [outputs.read(site_output, name) for name in paging["chunks"]]
    assert [c["page"] for c in chunks] == list(range(2, len(chunks) + 2))
    assert all(len(c["items"]) == 12 for c in chunks[:-1]) and 1 <= len(chunks[-1]["items"]) <= 12
    assert paging["total"] == 12 + sum(len(c["items"]) for c in chunks)
    # A film card names every day it plays on, and its showings of the first eight of them (a week's day filter, and
    # a day for a visitor after the build): the sample's, from its feed.
    # A programme's cards are one page of 24, as its day filter sees only that page: /kino's 18 films are all there.
    program_block = next(b for b in outputs.route(site_output, "/kino")["blocks"] if b["kind"] == "program")
    program = program_block["data"]["items"]
    assert len(program) == 18 and program_block["paging"] == {}
    feed: dict[str, list[str]] = {}
    for event in served.programme.events:
        feed.setdefault(event["productionId"], []).append(event["startTime"])
    tomorrow = (datetime.now(OSLO) + timedelta(days=1)).date().isoformat()
    for card in program:
        days = sorted({start[:10] for start in feed[card["id"]]})
        assert card["showingDays"] == sorted(set(card["showingDays"]))
        assert {d for d in days if d > tomorrow} <= set(card["showingDays"]) <= set(days)
        first_week = card["showingDays"][:8]
        starts = [s["startTime"] for s in card["showings"]]
        assert starts == sorted(starts) and {start[:10] for start in starts} == set(first_week)
        assert set(starts) >= {start for start in feed[card["id"]] if start[:10] in first_week[1:]}
    assert any(len(card["showingDays"]) > 3 for card in program)
    # The programme is written by day as well, for every day its films play on, weeks ahead too: each day's file
    # has that day's showings of the 18 films, the feed's, in time order, each with what the filters read.
    days = program_block["days"]
    assert sorted(days) == sorted({day for card in program for day in card["showingDays"]})
    assert len(days) > 21
    far = sorted(days)[21]
    day = outputs.read(site_output, days[far])
    assert day["day"] == far and days[far] == f"days/kino/2/{far}.json"
    films = {card["id"]: card for card in program}
    expected = sorted(
        (event["startTime"], event["eventNumber"])
        for event in served.programme.events
        if event["productionId"] in films and event["startTime"][:10] == far
    )
    assert [(e["startTime"], e["eventNumber"]) for e in day["items"]] == expected and expected
    for event in day["items"]:
        card = films[event["production"]["id"]]
        assert event["production"]["ageRating"] == card["ageRating"]
        assert event["production"]["genres"] == card["genres"] and event["production"]["features"] == card["features"]
    assert all(b["days"] == {} for b in front["blocks"])
    # The culture programme lists every performance by date, not each production's next three: «Allsang på
    # seniorsenteret» plays four times.
    blocks = outputs.route(site_output, "/kulturprogram")["blocks"]
    programme = next(b for b in blocks if b["kind"] == "culture-program")
    listed = programme["data"]["items"] + [
        event for name in programme["paging"]["items"]["chunks"] for event in outputs.read(site_output, name)["items"]
    ]
    assert len(listed) == programme["paging"]["items"]["total"] and all(e["type"] == "event" for e in listed)
    assert sum(e["production"]["title"] == "Allsang på seniorsenteret" for e in listed) == 4
    starts = [datetime.fromisoformat(e["startTime"]) for e in listed]
    assert starts == sorted(starts)
    # `<` is written \\u003c, so no text can close a <script> the page embeds the JSON in.
    raw = (outputs.published(site_output) / "routes/om-oss.json").read_bytes()
    assert b"<" not in raw and b"\\u003ctable\\u003e" in raw


def test_site_aliases_become_redirects(built: dg.ExecuteInProcessResult, site_output: SiteOutputResource) -> None:
    assert json.loads((outputs.published(site_output) / "redirects.json").read_text()) == [
        {"from": "/billetter", "to": "/kino", "reason": "alias"},
        {"from": "/jazz", "to": "/fjordby-jazz", "reason": "alias"},
    ]
    assert outputs.checks(built)["redirects_kept"] is True


def _oslo_days(times: list[str]) -> list[str]:
    return list(dict.fromkeys(datetime.fromisoformat(t).astimezone(OSLO).date().isoformat() for t in sorted(times)))


def test_the_search_index_has_one_short_entry_per_film_production_article_and_page(
    built: dg.ExecuteInProcessResult, site_output: SiteOutputResource, served: HouseContent
) -> None:
    index = json.loads((outputs.published(site_output) / "search-index.json").read_text())
    # The 25 films (showing and coming), the 13 culture productions, every article but the privacy one the privacy
    # page hides, and the static pages but the search page: one entry each.
    pages = [p for p in STATIC_ROUTES if p not in ("/404.html", "/sok")]
    assert [e["k"] for e in index] == (
        ["film"] * 25 + ["event"] * 13 + ["article"] * (len(served.articles) - 1) + ["page"] * len(pages)
    )
    assert sorted(e["u"] for e in index if e["k"] == "film") == FILM_ROUTES
    assert sorted(e["u"] for e in index if e["k"] == "event") == CULTURE_ROUTES
    assert sorted(e["u"] for e in index if e["k"] == "page") == pages
    assert all(set(e) == {"k", "t", "s", "d", "c", "r", "f", "x", "u"} and len(e["s"]) <= 160 for e in index)
    boat = next(e for e in index if e["t"] == "Bestefars båt")
    assert {k: boat[k] for k in ("k", "s", "c", "r", "f", "u")} == {
        "k": "film",
        "s": "Søsknene Ida og Jonas får i oppdrag å pusse opp bestefarens gamle snekke, og oppdager at båten har vært "
        "med på mer enn de ante.",
        "c": "Familie, Drama",
        "r": "Morten Sæther",
        "f": ["Norsk tale", "Barnevennlig"],
        "u": "/bestefars-bat-dxm-1000934",
    }
    assert next(e for e in index if e["u"] == "/om-oss")["k"] == "page"
    christmas = next(a for a in served.articles if a["slug"] == "apningstider-i-jula")
    article = next(e for e in index if e["k"] == "article")
    assert {k: v for k, v in article.items() if k != "x"} == {
        "k": "article",
        "t": "Åpningstider i jula",
        "s": "Julen nærmer seg, og vi gleder oss til å ønske både store og små velkommen til julekino, konserter "
        "og hyggelige stunder i kulturhuset. I høytiden har vi…",
        "d": [datetime.fromtimestamp(christmas["createdAt"] / 1000, OSLO).date().isoformat()],
        "c": "article",
        "r": None,
        "f": [],
        "u": "/article/apningstider-i-jula",
    }
    # The rest of the article's text, from where the summary stops («…I høytiden har vi endrede åpningstider for
    # kinoen»), without the words of the title and summary.
    assert article["x"].startswith("endrede for kinoen kafeen seniorsenteret administrasjonen kino kafé lille ")
    assert not {"julen", "vi", "høytiden", "åpningstider", "jula"} & set(article["x"].split())
    waves = next(p for p in served.programme.productions if p["title"] == "Bølger")
    shows = [e["startTime"] for e in served.programme.events if e["productionId"] == waves["id"]]
    assert next(e for e in index if e["t"] == "Bølger") == {
        "k": "event",
        "t": "Bølger",
        "s": "Seks dansere fra Kompani Tidevann utforsker havet, bevegelse og pust i en visuelt vakker forestilling "
        "for hele familien.",
        "d": _oslo_days(shows),
        "c": "Dans",
        "r": None,
        "f": ["Uten pause", "Barnevennlig"],
        # The body's words, each once, but those of one letter and those the title, summary, category and features
        # have.
        "x": "smelter samtidsdans levende musikk videoprojeksjoner sammen til sanselig opplevelse de danserne beveger "
        "seg mellom stille dønninger voldsomme stormkast akkompagnert av cellist ane brekke forestillingen har ingen "
        "tekst passer publikum alle aldre åtte år den varer time etter inviterer kompaniet barn unge et kort "
        "danseverksted på scenen",
        "u": "/bolger-w4tmgi",
    }
    assert len(_oslo_days(shows)) == 2
    # A film's director and features; the words of its body the rest has not (the film's own title, «norsk tale»).
    penguins = next(e for e in index if e["t"] == "Pingvinpatruljen")
    assert {k: penguins[k] for k in ("c", "r", "f", "x")} == {
        "c": "Animasjon, Familie",
        "r": "Mikkel Frost",
        "f": ["Norsk tale", "Barnevennlig"],
        "x": "pip tuva olli og lille snøball er lei av være til på noe som helst da en storm river løs isflaket hele "
        "kolonien får de endelig sjansen vise hva gode fartsfylt fargerik animasjonsfilm korte morsomme scener passer "
        "godt minste kinogjengerne filmen tillatt alle perfekt kinotur vises",
    }
    # A static page's keywords the title and description lack, then its content blocks' text: «rullestolplasser» and
    # «teleslynge» are on «Praktisk informasjon».
    practical = next(e for e in index if e["u"] == "/praktisk-informasjon")
    assert (practical["k"], practical["r"], practical["f"]) == ("page", None, [])
    assert practical["x"].startswith("billettpriser universell utforming teleslynge kinoen kafeen åpner en time ")
    assert (
        " seks hc hovedinngangen to inngangen seniorsenteret trinnfri adkomst automatisk døråpner paviljongen heis "
        "etasjer åtte rullestolplasser ledsagerplass kinoteatret kinovestibylen toalett " in practical["x"]
    )
    assert practical["x"].split().count("teleslynge") == 1
    # /sok lists it all in its HTML: its route file names the index's hash, so it is rendered again when that changes.
    raw = (outputs.published(site_output) / "search-index.json").read_bytes()
    blocks = outputs.route(site_output, "/sok")["blocks"]
    listing = next(b for b in blocks if b["kind"] == "search-results")
    assert listing["data"] == {"index": hashlib.sha256(raw).hexdigest()[:16]}


def test_sitemap_and_robots(built: dg.ExecuteInProcessResult, site_output: SiteOutputResource) -> None:
    folder = outputs.published(site_output)
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
    folder = outputs.published(site_output)
    before = _files(folder)
    again = build_everything(cms, warehouse, site_output)
    assert again.success
    for asset in ("site", "theme", "pages", "productions", "events", "articles", "block_data"):
        assert outputs.metadata(again, asset)["unchanged"] is True
        assert (
            outputs.metadata(again, asset)["dagster/row_count"] == outputs.metadata(built, asset)["dagster/row_count"]
        )
    assert outputs.metadata(again, "production_slugs")["unchanged"] is True
    assert outputs.metadata(again, "routes")["unchanged"] is True
    assert (
        outputs.metadata(again, "routes")["dagster/row_count"] == outputs.metadata(built, "routes")["dagster/row_count"]
    )
    assert not {"route_data", "published_route_data"} & _materialized(again)
    assert outputs.published(site_output) == folder
    assert _files(folder) == before


def test_a_changed_article_reloads_its_dataset_and_rebuilds_what_depends_on_it(
    built: dg.ExecuteInProcessResult,
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: HouseContent,
) -> None:
    article = served.articles[0]
    original = article["title"]
    article["title"] = original + " (oppdatert)"
    try:
        again = build_everything(cms, warehouse, site_output)
    finally:
        article["title"] = original
    assert again.success
    assert outputs.metadata(again, "articles")["unchanged"] is False
    assert outputs.metadata(again, "productions")["unchanged"] is True
    assert outputs.metadata(again, "routes")["unchanged"] is False
    assert outputs.metadata(again, "published_route_data")["changed"] is True
    with warehouse.connect(SAMPLE_SITE) as con:
        titles = con.execute("SELECT title FROM articles WHERE article_id = ?", [article["id"]]).fetchall()
    assert titles == [(original + " (oppdatert)",)]


def test_the_next_day_rebuilds_the_route_data(
    built: dg.ExecuteInProcessResult,
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    set_build_clock(monkeypatch, datetime.now(OSLO) + timedelta(days=1))
    again = build_everything(cms, warehouse, site_output)
    assert again.success
    assert outputs.metadata(again, "routes")["unchanged"] is True
    assert "route_data" in _materialized(again)


def test_showings_that_started_before_the_build_are_left_out(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: HouseContent,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Built at 18:30 today in Oslo: today's 12:00, 15:30, 17:00 and 18:00 showings have started, 19:30 and 21:00 not.
    build_time = datetime.now(OSLO).replace(hour=18, minute=30, second=0, microsecond=0)
    set_build_clock(monkeypatch, build_time)
    assert build_everything(cms, warehouse, site_output).success
    today = build_time.date().isoformat()
    fed = [e for e in served.programme.events if e["startTime"].startswith(today)]
    started = {e["eventNumber"] for e in fed if datetime.fromisoformat(e["startTime"]) < build_time}
    to_come = {e["eventNumber"] for e in fed if datetime.fromisoformat(e["startTime"]) >= build_time}
    assert started and to_come  # the sample plays both before and after 18:30 every day
    listed: set[int] = set()
    for route in outputs.read(site_output, "manifest.json")["routes"]:
        page = outputs.route(site_output, route["path"])
        listed |= {e["eventNumber"] for e in page["events"] or []}
        for block in page["blocks"]:
            items = block["data"].get("items") or []
            listed |= {e["eventNumber"] for e in items if e["type"] == "event"}
            listed |= {s["eventNumber"] for p in items if p["type"] == "production" for s in p["showings"]}
    assert not started & listed
    assert to_come & listed


def test_a_rebuild_that_makes_the_same_files_rewrites_none(
    built: dg.ExecuteInProcessResult,
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
) -> None:
    folder = outputs.published(site_output)
    before = _files(folder)
    with warehouse.connect(SAMPLE_SITE) as con:
        con.execute("DELETE FROM build_state")  # as after a code change: every step builds again
    again = build_everything(cms, warehouse, site_output)
    assert again.success
    meta = outputs.metadata(again, "route_data")
    assert (meta["files/written"], meta["files/removed"]) == (0, 0)
    assert meta["files/unchanged"] == len(before)
    assert outputs.metadata(again, "published_route_data")["changed"] is False
    assert outputs.published(site_output) == folder
    assert _files(folder) == before


def test_a_retitled_film_redirects_from_its_old_path_even_after_the_warehouse_is_deleted(
    built: dg.ExecuteInProcessResult,
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: HouseContent,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    film = _film(served, title="Bestefars båt")
    old_path, new_path = "/bestefars-bat-dxm-1000934", "/bestefars-bat-regissorens-versjon-dxm-1000934"
    culture_before = {r["path"] for r in outputs.read(site_output, "manifest.json")["routes"] if r["kind"] == "culture"}
    monkeypatch.setitem(film, "title", "Bestefars båt – regissørens versjon")
    Path(warehouse.file(SAMPLE_SITE)).unlink()
    result = build_everything(cms, warehouse, site_output)
    assert result.success
    routes = {r["path"] for r in outputs.read(site_output, "manifest.json")["routes"]}
    assert new_path in routes and old_path not in routes
    redirects = json.loads((outputs.published(site_output) / "redirects.json").read_text())
    assert {"from": old_path, "to": new_path, "reason": "slug-history"} in redirects
    # Culture slugs are the same after the warehouse was rebuilt from nothing.
    assert {
        r["path"] for r in outputs.read(site_output, "manifest.json")["routes"] if r["kind"] == "culture"
    } == culture_before


def test_of_two_routes_with_one_path_the_first_by_id_is_kept_with_a_warning_and_the_rest_published(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: HouseContent,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    films = [p for p in served.programme.productions if p["object"] == "movie"][:2]
    for film in films:
        monkeypatch.setitem(film, "parentSlug", "samme-slug")
    kept, left_out = sorted(films, key=lambda film: film["id"])
    result = build_everything(cms, warehouse, site_output)
    assert result.success
    evaluations = {e.check_name: e for e in result.get_asset_check_evaluations()}
    assert (evaluations["routes_unique"].passed, evaluations["routes_unique"].severity) == (
        False,
        dg.AssetCheckSeverity.WARN,
    )
    assert evaluations["routes_unique"].metadata["examples"].value == [
        f"film {left_out['id']} '{left_out['title']}' at /samme-slug is left out: "
        f"film {kept['id']} '{kept['title']}' has that path"
    ]
    assert evaluations["output_is_clean"].passed
    routes = [r for r in outputs.read(site_output, "manifest.json")["routes"] if r["path"] == "/samme-slug"]
    assert [(r["recordId"], r["title"]) for r in routes] == [(kept["id"], kept["title"])]
    assert outputs.route(site_output, "/samme-slug")["production"]["title"] == kept["title"]
    kinds = [r["kind"] for r in outputs.read(site_output, "manifest.json")["routes"]]
    assert kinds.count("film") == len(FILM_ROUTES) - 1  # the rest of the site is built


def test_a_film_without_a_picture_is_published_with_a_warning(
    built: dg.ExecuteInProcessResult,
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: HouseContent,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    film = _film(served, title="Bestefars båt")
    monkeypatch.setitem(film, "assets", [a for a in film["assets"] if a["type"] != "first_image"])
    result = build_everything(cms, warehouse, site_output)
    evaluations = {e.check_name: e for e in result.get_asset_check_evaluations()}
    assert evaluations["productions_have_titles"].passed
    assert not evaluations["productions_have_pictures"].passed
    assert f"movie {film['id']} 'Bestefars båt'" in evaluations["productions_have_pictures"].metadata["examples"].value
    page = outputs.route(site_output, "/bestefars-bat-dxm-1000934")
    assert page["meta"]["image"] is None
    assert page["blocks"][0]["data"] == {"title": "Bestefars båt", "image": None}


def test_a_menu_link_to_nowhere_and_a_film_without_title_are_left_out_with_warnings_and_the_rest_published(
    built: dg.ExecuteInProcessResult,
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: HouseContent,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    before = site_output.releases(SAMPLE_SITE).live()
    kino = next(m for m in served.site["theme"]["menu"] if m["label"] == "Kino")
    monkeypatch.setitem(kino, "path", "/finnes-ikke")
    film = _film(served, objectClass="movie")
    monkeypatch.setitem(film, "title", "   ")
    monkeypatch.setitem(film, "parentSlug", "cms-slug-dxm-1")  # its own slug would give it a route without a title
    result = build_everything(cms, warehouse, site_output)
    assert result.success
    evaluations = {e.check_name: e for e in result.get_asset_check_evaluations()}
    for warned in ("menu_links_resolve", "productions_have_titles"):
        assert (evaluations[warned].passed, evaluations[warned].severity) == (False, dg.AssetCheckSeverity.WARN)
    assert evaluations["menu_links_resolve"].metadata["examples"].value == [
        f"header menu item {kino['id']} 'Kino': /finnes-ikke is no page or redirect; it is left out"
    ]
    assert evaluations["productions_have_titles"].metadata["examples"].value == [
        f"film {film['id']} '   ': no title; the production is left out"
    ]
    assert all(evaluations[n].passed for n in ("output_has_routes", "output_follows_format", "output_is_clean"))
    live = site_output.releases(SAMPLE_SITE).live()
    assert live is not None and before is not None and live.id != before.id
    header = outputs.read(site_output, "site.json")["theme"]["menu"]["header"]
    assert [m["label"] for m in header] == [
        "jazz", "Kulturprogram", "Den Store Kinodagen", "Praktisk info", "Utleie", "Nyheter", "Om oss",
    ]  # fmt: skip
    # No page, no card, no showing: the film's id is in no published file.
    folder = outputs.published(site_output)
    assert "/cms-slug-dxm-1" not in {r["path"] for r in outputs.read(site_output, "manifest.json")["routes"]}
    assert [p.name for p in folder.rglob("*") if p.is_file() and film["id"].encode() in p.read_bytes()] == []


def test_links_to_a_deleted_article_are_left_out_with_warnings_and_the_site_publishes(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    control: httpx.Client,
    served: HouseContent,
) -> None:
    control.post("/_control/faults", json={"deleted_article": True}).raise_for_status()
    result = build_everything(cms, warehouse, site_output)
    assert result.success
    evaluations = {e.check_name: e for e in result.get_asset_check_evaluations()}
    for warned in ("menu_links_resolve", "content_links_resolve"):
        assert (evaluations[warned].passed, evaluations[warned].severity) == (False, dg.AssetCheckSeverity.WARN)
    assert all(evaluations[n].passed for n in ("output_has_routes", "output_follows_format", "output_is_clean"))
    assert evaluations["menu_links_resolve"].metadata["examples"].value == [
        "footer menu item menu-deleted-article 'Julekonsert 2019': /article/julekonsert-2019 is no page or redirect; "
        "it is left out",
        "footer column 'Lenker' item 6 'Julekonsert 2019': /article/julekonsert-2019 is no page or redirect; it is "
        "left out",
    ]
    article = served.articles[0]
    front, about = stable_id("page", "/"), stable_id("page", "/om-oss")
    quick_links = next(b["blockId"] for b in served.block_data if b["pageId"] == front and "links" in b["data"])
    text = next(b["blockId"] for b in served.block_data if b["pageId"] == about and "content" in b["data"])
    gone = "link to /article/julekonsert-2019 is no page or redirect; the link is left out"
    assert evaluations["content_links_resolve"].metadata["examples"].value == [
        f"article {article['id']} 'Åpningstider i jula' content: {gone}",
        f"page / block {quick_links} links: {gone}",
        f"page /om-oss block {text} content: {gone}",
    ]
    site = outputs.read(site_output, "site.json")
    assert [m["label"] for m in site["theme"]["menu"]["footer"]] == ["Personvernerklæring", "Info om cookies"]
    assert [i["value"] for i in site["theme"]["footer"][-1]["items"]] == [
        "Nyttige lenker", "Billetthjelp", "Fjordby bibliotek", "Fjordby seniorsenter", "Mat og servering",
    ]  # fmt: skip
    # In text the words stay without their link; from the quick links the item goes.
    content = outputs.route(site_output, "/article/apningstider-i-jula")["article"]["content"]
    assert content.endswith("</p><p>Se også Julekonsert 2019.</p>")
    blocks = {b["id"]: b["data"] for b in outputs.route(site_output, "/")["blocks"]}
    assert [link["title"] for link in blocks[quick_links]["links"]] == [
        "Kinoprogram", "Kommende filmer", "Kulturprogram", "Praktisk informasjon",
    ]  # fmt: skip
    blocks = {b["id"]: b["data"] for b in outputs.route(site_output, "/om-oss")["blocks"]}
    assert blocks[text]["content"].endswith("</p><p>Se også Julekonsert 2019.</p>")
    folder = outputs.published(site_output)
    assert [p.name for p in folder.rglob("*") if p.is_file() and b"julekonsert-2019" in p.read_bytes()] == []
    assert "published_route_data" in {
        e.materialization.asset_key.to_user_string() for e in result.get_asset_materialization_events()
    }


def test_unresolved_bindings_and_unknown_blocks_are_reported_not_fatal(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: HouseContent,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    site = served.site
    kino = next(p for p in site["pages"] if p["path"] == "/kino")
    block = {**kino["blocks"][0], "id": "hologram-1", "component": "cw-component-hologram"}
    monkeypatch.setitem(kino, "blocks", [*kino["blocks"], block])
    data = next(d for d in served.block_data if d["blockId"] == kino["blocks"][0]["id"])
    bindings = {"subtitle": {"binding": "assets[type=first_image", "source": "movies"}}
    monkeypatch.setitem(data, "data", {**data["data"], "bindings": bindings})
    result = build_everything(cms, warehouse, site_output)
    assert result.success
    meta = outputs.metadata(result, "route_data")
    # This one, and the cover image of the sample's one production without pictures (Allsang på seniorsenteret).
    assert meta["bindings/unresolved"] == 2
    assert any("expected" in e for e in meta["bindings/unresolved_examples"])
    assert any("hologram-1" in b for b in meta["skipped_blocks"])
    assert "subtitle" not in outputs.route(site_output, "/kino")["blocks"][0]["data"]  # no field of a title block


def test_publishing_alone_refuses_a_staged_version_that_fails_the_checks(
    built: dg.ExecuteInProcessResult, cms: CmsResource, warehouse: WarehouseResource, site_output: SiteOutputResource
) -> None:
    published = outputs.published(site_output)
    staged = {p.relative_to(published).as_posix(): p.read_bytes() for p in published.rglob("*") if p.is_file()}
    about = staged["routes/om-oss.json"]
    staged["routes/om-oss.json"] = about.replace(
        b"\\u003ctable\\u003e", b"\\u003cscript\\u003ex()\\u003c/script\\u003e", 1
    )
    site_output.releases(SAMPLE_SITE).stage(staged)
    resources = {
        "warehouse": warehouse,
        "site_output": site_output,
        "site_export": SiteExportResource(enabled="false"),
    }
    result = materialize_site([published_route_data], resources=resources, raise_on_error=False)
    assert not result.success
    message = result.get_step_failure_events()[0].step_failure_data.error.message  # type: ignore[union-attr]
    assert "refusing to release" in message and "output_is_clean" in message
    assert "routes/om-oss.json block" in message and "<script>" in message
    assert outputs.published(site_output) == published
