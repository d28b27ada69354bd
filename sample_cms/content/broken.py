"""Broken and hostile records the `malformed` fault mixes into the feeds: each breaks the contract in one named
field (or repeats an id), so a test can tell exactly what the pipeline must leave out and what it must keep. And
the stale links of the `deleted_article` fault, which break no contract."""

from __future__ import annotations

import copy
from typing import Any

from sample_cms.content.ids import stable_id

Json = dict[str, Any]

# A link no route or redirect answers: a menu or footer entry pointing here that reached the route data would
# fail the WARN check `menu_links_resolve`, so that check passing shows that ingest left the entry out.
NOWHERE = "/finnes-ikke"
# An article the CMS had and deleted: the `deleted_article` fault still links it, as what a deletion leaves behind
# does: in the footer menu and the last footer column, in the first article's text, in the front page's quick links
# and in the text of the about page's content block.
DELETED_ARTICLE = ("Julekonsert 2019", "/article/julekonsert-2019")


def _screen(**spans: int) -> Json:
    return {name: {"span": span, "order": 0} for name, span in spans.items()}


def _page(page_id: str, path: str, **fields: Any) -> Json:
    return {"id": page_id, "title": page_id.removeprefix("page-").title(), "path": path, **fields}


def _block(block_id: str, **place: int) -> Json:
    return {"id": block_id, "component": "cw-component-title", "place": {"row": 0, "column": 0, "order": 1, **place}}


def site(raw: Json) -> Json:
    """The published site with broken aliases, menu items, footer items and pages added, and script-breaking
    analytics ids. Some aliases are fine on their own but chain, loop or start at a live route."""
    broken = copy.deepcopy(raw)
    broken["analyticsId"] = "G-1');alert('GA1');//"
    broken["facebookPixelId"] = "123456789012345');alert('FB1');//"
    broken["aliases"] += [
        {"fromPath": "/billetter", "toPath": "/program"},  # a second alias from one path
        {"fromPath": "//evil.example/x", "toPath": "/kino"},
        {"fromPath": "/gammel-kino", "toPath": "javascript:alert(1)"},
        {"fromPath": "/billett", "toPath": "/billetter"},  # a chain: ends at /kino
        {"fromPath": "/billettservice", "toPath": "https://billett.example.no/fjordbykulturhus"},
        {"fromPath": "/ring-a", "toPath": "/ring-b"},  # a loop
        {"fromPath": "/ring-b", "toPath": "/ring-a"},
        {"fromPath": "/kino", "toPath": "/program"},  # would hide a live route
    ]
    theme = broken["theme"]
    first_item = theme["menu"][0]
    theme["menu"] += [
        {**first_item, "label": "Kopi", "path": NOWHERE},  # its id is taken
        {"id": "menu-sidebar", "path": NOWHERE, "label": "Sidepanel", "parent": "", "place": "sidebar", "order": 1},
        {
            "id": "menu-far-down",
            "path": NOWHERE,
            "label": "Langt nede",
            "parent": "",
            "place": "header",
            "order": 10**30,
        },
    ]
    theme["footer"][0]["items"].append({"type": "video", "value": "Se filmen", "href": NOWHERE, "order": 4})
    theme["footer"].append(
        {"locale": "nb", "order": 4, "items": [{"type": "link", "value": "Uten tittel", "href": NOWHERE}]}
    )
    front = next(p for p in broken["pages"] if p["path"] == "/")
    broken["pages"] += [
        _page("page-evil", "//evil.example/x"),
        _page("page-backslash", "/..\\..\\x"),
        _page("page-blabaer", "/blåbær"),
        _page("page-nul", "/kino\x00x"),
        _page("page-long", "/" + "a" * 10_000),
        {**front, "title": "Kopi", "path": "/kopi"},  # its id is taken
        _page(
            "page-huge-span",
            "/stor",
            template={"rows": [{"index": 0, "columns": [{"index": 0, "screen": _screen(lg=10**30)}]}]},
        ),
        _page(
            "page-wide",
            "/bred-side",
            template={"rows": [{"index": 0, "columns": [{"index": 0, "screen": _screen(xs=12, xl=6)}]}]},
            blocks=[
                _block("block-twice"),
                _block("block-twice", order=2),
                {**front["blocks"][0], "place": {"row": 0, "column": 0, "order": 3}},  # an id another page has
                _block("block-far-away", row=10**30),
            ],
        ),
        # Sources the product cannot use: each page is left out, naming itself and the source.
        _page("page-greater", "/lange-filmer", sources=[_source("lange", _filter("duration", 150, "gt"))]),
        _page("page-unknown-property", "/bla-filmer", sources=[_source("blaa", _filter("colour", "blå"))]),
        _page(
            "page-param-without-parameter",
            "/uten-parameter",
            sources=[_source("film", _filter("parentSlug", "@param"), collection=False)],
        ),
    ]
    return broken


def linking_deleted_article(raw: Json) -> Json:
    """The published site with its footer menu and its last footer column linking `DELETED_ARTICLE`."""
    linked = copy.deepcopy(raw)
    label, path = DELETED_ARTICLE
    theme = linked["theme"]
    footer_menu = [m for m in theme["menu"] if m["place"] == "footer"]
    theme["menu"].append(
        {"id": "menu-deleted-article", "path": path, "label": label, "parent": "", "place": "footer",
         "locale": "nb", "order": len(footer_menu) + 1}
    )  # fmt: skip
    column = theme["footer"][-1]
    column["items"].append({"type": "link", "value": label, "href": path, "order": len(column["items"]) + 1})
    return linked


def _see_also() -> str:
    label, path = DELETED_ARTICLE
    return f'<p>Se også <a href="{path}">{label}</a>.</p>'


def articles_linking_deleted_article(feed: list[Json]) -> list[Json]:
    """The articles with the first one's text ending in a link to `DELETED_ARTICLE`."""
    return [{**feed[0], "content": feed[0]["content"] + _see_also()}, *feed[1:]] if feed else feed


def block_data_linking_deleted_article(feed: list[Json]) -> list[Json]:
    """The block data with `DELETED_ARTICLE` in the front page's quick links and in the text of /om-oss."""
    label, path = DELETED_ARTICLE
    front, about = stable_id("page", "/"), stable_id("page", "/om-oss")
    linked = copy.deepcopy(feed)
    for item in linked:
        data = item["data"]
        if item["pageId"] == front and "links" in data:
            data["links"].append({"title": label, "url": path})
        elif item["pageId"] == about and "content" in data:
            data["content"] += _see_also()
    return linked


def _source(name: str, *filters: Json, collection: bool = True) -> Json:
    return {"name": name, "model": "production", "collection": collection, "filter": list(filters)}


def _filter(prop: str, value: object, operator: str = "eq") -> Json:
    return {"property": prop, "value": value, "operator": operator}


def productions(feed: list[Json]) -> list[Json]:
    film = {"object": "movie", "objectClass": "movie", "features": [], "contents": []}
    image = [{"type": "first_image", "url": "https://images.example.no/fjordby/film/x.jpg", "focalPointQuery": ""}]
    return [
        *feed,
        {"id": "broken-production-1", "object": "movie", "objectClass": "movie", "title": None},
        {**feed[0], "title": "Kopi"},  # its id is taken
        {**film, "id": "broken-production-2", "title": "Evig film", "ediNumber": "DXM9999999", "duration": 10**30},
        {**film, "id": "broken-production-3", "title": "Skrå strek", "ediNumber": "DXM9999998",
         "parentSlug": "../../etc", "assets": image},
        {**film, "id": "broken-production-4", "title": "Uten kode", "ediNumber": "ABC", "assets": image},
        # Its only picture fails the URL policy: built with the placeholder. Its text's pictures: one without
        # alt, one whose src fails the policy.
        {**film, "id": "broken-production-5", "title": "Uten bilde", "ediNumber": "DXM9999997",
         "assets": [{"type": "first_image", "url": "javascript:alert('bilde')", "focalPointQuery": ""}],
         "contents": [{"summary": "En film uten bilde.",
                       "body": '<p>Uten bilde.<img src="https://images.example.no/fjordby/film/y.jpg">'
                               '<img src="javascript:alert(1)" alt="Farlig"></p>'}]},
    ]  # fmt: skip


def events(feed: list[Json]) -> list[Json]:
    return [
        *feed,
        {
            "id": "broken-event-1",
            "eventNumber": 1,
            "productionId": "no-such-production",
            "startTime": "2026-11-27T18:00:00+01:00",
        },
        {"id": "broken-event-2", "eventNumber": "tolv", "productionId": None, "startTime": "ikke en dato"},
        {**feed[0], "id": "broken-event-3", "eventNumber": 10**20},
        {**feed[0], "eventNumber": 999_999},  # its id is taken
    ]


def articles(feed: list[Json]) -> list[Json]:
    return [
        *feed,
        {"id": "broken-article-1", "title": "Uten adresse", "createdAt": "i går"},
        {**feed[0], "title": "Kopi"},  # its id is taken
        {**feed[0], "id": "broken-article-2", "slug": "fra-fremtiden", "createdAt": 10**30},
        {**feed[0], "id": "broken-article-3", "title": "Skrå strek", "slug": "a/b"},
    ]


def block_data(feed: list[Json]) -> list[Json]:
    return [*feed, {**feed[0], "data": {"locale": "nb", "text": "Kopi"}}]  # its block id is taken
