"""Links within the site: where one leads, what the site answers, and how the route data leaves out one that leads
nowhere (pipeline unit)."""

from __future__ import annotations

from pathlib import Path

from pipeline.defs.route_data.links import live_links, live_url, unlinked
from pipeline.defs.route_data.load import Routes, published
from pipeline.defs.route_data.records import ArticleRecord, ProductionRecord
from pipeline.defs.route_data.report import Report
from pipeline.defs.route_data.sanitize import clean_html, clean_rich_text
from pipeline.internal_links import APP_PAGES, MEMBER_PAGES, internal_path, leads_nowhere, site_paths

WEB_APP = Path(__file__).resolve().parent.parent / "web" / "app"
KNOWN = site_paths(["/", "/kino", "/article/nye-seter"], ["/billetter"], members=False)
GONE = "link to /article/julekonsert-2019 is no page or redirect; the link is left out"


def test_a_link_within_the_site_leads_to_its_path_and_any_other_link_elsewhere() -> None:
    assert [
        internal_path(href)
        for href in ("/kino?dag=1#x", "/", "/?q=jazz", "/%6Bino", "//cdn.example/a", "https://x.no/kino", "#top", None)
    ] == ["/kino", "/", "/", "/kino", None, None, None, None]
    assert [leads_nowhere(href, KNOWN) for href in ("/kino#x", "/billetter", "/offline", "/min-side", "/kino/")] == [
        False,
        False,
        False,
        True,  # the member area is only on a site with membership
        True,  # no host serves a page at its path with a slash added
    ]
    assert not leads_nowhere("/min-side/billetter", site_paths([], [], members=True))


def test_the_web_apps_own_pages_are_the_pages_in_web_app() -> None:
    pages = {
        "/" + page.parent.relative_to(WEB_APP).as_posix(): page.name
        for page in WEB_APP.rglob("page*.tsx")
        if "[" not in page.parent.as_posix()  # a catch-all: the routes of the route data
    }
    assert {path for path, name in pages.items() if name == "page.tsx"} == APP_PAGES
    assert {path for path, name in pages.items() if name == "page.member.tsx"} == MEMBER_PAGES


def test_a_link_that_leads_nowhere_is_unwrapped_in_html_its_text_kept_and_named() -> None:
    dropped: list[str] = []
    html = clean_rich_text(
        "Se [Julekonsert 2019](/article/julekonsert-2019), [Nye seter](/article/nye-seter?x=1&y=2) og "
        "[Datatilsynet](https://www.datatilsynet.no)."
    )
    assert unlinked(html, "page /om-oss block b content", KNOWN, dropped) == (
        '<p>Se Julekonsert 2019, <a href="/article/nye-seter?x=1&amp;y=2" rel="noopener noreferrer">Nye seter</a> og '
        '<a href="https://www.datatilsynet.no" rel="noopener noreferrer">Datatilsynet</a>.</p>'
    )
    assert dropped == [f"page /om-oss block b content: {GONE}"]


def test_a_link_item_that_leads_nowhere_is_dropped_and_a_link_field_emptied() -> None:
    dropped: list[str] = []
    links = [{"title": "Kino", "url": "/kino"}, {"title": "Julekonsert 2019", "url": "/article/julekonsert-2019"}]
    assert live_links(links, "page / block q links", KNOWN, dropped) == [{"title": "Kino", "url": "/kino"}]
    assert live_url("/article/julekonsert-2019", "page / block c url", KNOWN, dropped) is None
    assert live_url("mailto:post@fjordby.no", "page / block c url", KNOWN, dropped) == "mailto:post@fjordby.no"
    assert dropped == [f"page / block q links: {GONE}", f"page / block c url: {GONE}"]


def test_a_records_html_loses_its_links_to_nowhere_only_when_the_record_is_published() -> None:
    body = '<p>Etter <a href="/article/julekonsert-2019">julekonserten</a>.</p>'
    film = ProductionRecord.model_validate(
        {"id": "f1", "object": "movie", "objectClass": "movie", "title": "Dragevokterne", "path": "/dragevokterne",
         "contents": [{"summary": None, "body": clean_html(body)}]}
    )  # fmt: skip
    article = ArticleRecord.model_validate(
        {"id": "a1", "title": "Uten side", "slug": "uten-side", "path": None, "content": clean_html(body),
         "createdAt": 1764000000000}
    )  # fmt: skip
    routes = Routes({"f1": "/dragevokterne"}, {"/dragevokterne"}, KNOWN)
    report = Report()
    assert published(film, routes, report).contents[0].body == "<p>Etter julekonserten.</p>"
    assert published(article, routes, report).content == clean_html(body)  # no route: none of its text is published
    assert report.dropped_content_links == [f"film f1 'Dragevokterne' contents[0].body: {GONE}"]
