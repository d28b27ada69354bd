"""The contract's models: valid payloads parse, invalid ones are reported with their id and field."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pipeline.defs.ingest.datasets import (
    InvalidSiteError,
    check_pages,
    check_theme,
    programme_datasets,
    site_datasets,
)
from pipeline.models.article import Article
from pipeline.models.block_data import BlockData
from pipeline.models.membership import CreateUserResponse, LoginResponse, MovieInfo, MyTicket, Review
from pipeline.models.page import Breakpoint
from pipeline.models.programme import Event, Production
from pipeline.models.site import Alias, Site
from pipeline.models.validation import Rejection, check_each, check_one
from sample_cms.app import Content, HouseContent
from sample_cms.content.site import SITE_ID
from sample_cms.server import SampleCms

FILM: dict[str, Any] = {
    "id": "p1",
    "object": "movie",
    "objectClass": "movie",
    "title": "Flåklypa Grand Prix",
    "ediNumber": "DXM1001234",
    "parentSlug": None,
    "pageReference": None,
    "featured": True,
    "features": ["Norsk tale", "2D"],
    "contents": [{"summary": "Kort.", "body": "<p>Lang.</p>"}],
    "assets": [{"type": "first_image", "url": "https://img/p.jpg", "focalPointQuery": "fp-x=0.5&fp-y=0.35"}],
    "updatedAt": 1763700000000,
    "somethingNew": {"ignored": True},
}
ARTICLE: dict[str, Any] = {"id": "a1", "title": "Høstprogrammet", "slug": "hostprogrammet", "createdAt": 1763700000000}
EVENT: dict[str, Any] = {
    "id": "e1",
    "eventNumber": 700123,
    "productionId": "p1",
    "startTime": "2026-11-27T18:00:00+01:00",
    "auditorium": "Sal 1",
    "featured": False,
    "soldOut": True,
    "production": {"parentSlug": None, "pageReference": None},
}


def test_every_record_the_sample_cms_serves_is_valid(cms_server: SampleCms) -> None:
    content: Content = cms_server.app.state.content()
    assert len(content.sites) == 4  # Fjordby's staging copy and three houses
    for site in content.sites:
        _, loads = site_datasets(site)
        assert [r for load in loads.values() for r in load.rejected] == []
    for served in content.houses.values():
        assert check_each(Production, served.programme.productions, "productions").rejected == []
        assert check_each(Event, served.programme.events, "events").rejected == []
        assert check_each(Article, served.articles, "articles").rejected == []
        assert check_each(BlockData, served.block_data, "block_data").rejected == []


def test_a_film_parses_with_snake_case_names_and_ignores_unknown_fields() -> None:
    film = Production.model_validate(FILM)
    assert film.object_class == "movie" and film.edi_number == "DXM1001234"
    assert film.assets[0].focal_point_query == "fp-x=0.5&fp-y=0.35"
    assert not hasattr(film, "something_new")


def test_optional_fields_may_be_missing() -> None:
    minimal = {"id": "c1", "object": "culture", "objectClass": "culture", "title": "Vinterkonsert"}
    production = Production.model_validate(minimal)
    assert production.contents == [] and production.category is None and production.edi_number is None


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"title": None}, "title"),
        ({"object": "podcast"}, "object"),
        ({"objectClass": "tv"}, "objectClass"),
        ({"assets": [{"type": "poster"}]}, "assets[0].url"),
        ({"premiere": "neste uke"}, "premiere"),
    ],
)
def test_an_invalid_production_is_reported_with_id_and_field(change: dict[str, Any], field: str) -> None:
    checked = check_each(Production, [FILM, {**FILM, "id": "bad", **change}], "productions")
    assert [p.id for p in checked.valid] == ["p1"]
    assert [(r.record_id, r.field) for r in checked.rejected] == [("bad", field)]


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"startTime": "2026-11-27T18:00:00"}, "startTime"),  # no offset: the hour would be a guess
        ({"eventNumber": "tolv"}, "eventNumber"),
        ({"productionId": None}, "productionId"),
    ],
)
def test_an_invalid_event_is_reported_with_id_and_field(change: dict[str, Any], field: str) -> None:
    checked = check_each(Event, [{**EVENT, "id": "bad", **change}], "events")
    assert checked.valid == []
    assert [(r.record_id, r.field) for r in checked.rejected] == [("bad", field)]


def test_a_record_without_an_id_is_named_by_its_position() -> None:
    checked = check_each(Event, [EVENT, {"eventNumber": 1}], "events")
    assert {r.record_id for r in checked.rejected} == {"#1"}


def test_duplicate_ids_keep_the_first_record() -> None:
    checked = check_each(Production, [FILM, {**FILM, "title": "Kopi"}], "productions", what="production")
    assert [p.title for p in checked.valid] == ["Flåklypa Grand Prix"]
    assert checked.rejected == [Rejection("productions", "p1", "id", "duplicate production id: the first one was kept")]


def test_events_of_an_unknown_production_are_left_out_and_reported() -> None:
    loads = programme_datasets({"productions": [FILM], "events": [EVENT, {**EVENT, "id": "e2", "productionId": "x"}]})
    assert [row["event_id"] for row in loads["events"].tables["events"]] == ["e1"]
    assert [(r.record_id, r.field) for r in loads["events"].rejected] == [("e2", "productionId")]


def test_the_programme_feed_must_hold_lists() -> None:
    with pytest.raises(ValueError, match="'events' is a JSON dict, expected a list"):
        programme_datasets({"productions": [], "events": {}})


def test_a_broken_page_does_not_sink_its_site(served: HouseContent) -> None:
    site = dict(served.site)
    site["pages"] = [*site["pages"], {"id": "broken-page", "title": "Uten sti"}]
    parsed, loads = site_datasets(site)
    assert parsed.title == "Fjordby kulturhus"
    assert len(loads["pages"].tables["pages"]) == len(served.site["pages"])
    assert [(r.record_id, r.field) for r in loads["pages"].rejected] == [("broken-page", "path")]


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"title": None}, "title"),
        ({"host": "javascript:alert(1)"}, "host"),
        ({"venue": ["fjordby"]}, "venue"),
        ({"pages": {"/": "Forside"}}, "pages"),  # not a list: building would publish a site without pages
    ],
)
def test_a_site_without_what_it_cannot_do_without_stops_with_the_field_named(
    served: HouseContent, change: dict[str, Any], field: str
) -> None:
    with pytest.raises(InvalidSiteError, match=f"site {SITE_ID}: {field}: "):
        site_datasets({**served.site, **change})


def test_locale_may_be_a_string_of_codes(served: HouseContent) -> None:
    site = Site.model_validate({**served.site, "locale": {"available": "nb, nn", "default": "nb", "enabled": "nb"}})
    assert site.locale.available == ["nb", "nn"] and site.locale.enabled == ["nb"]


def test_block_data_keeps_static_fields_beside_bindings(served: HouseContent) -> None:
    item = BlockData.model_validate(
        {
            "blockId": "b",
            "pageId": "p",
            "data": {
                "locale": "nb",
                "id": "d",
                "text": "Om oss",
                "bindings": {"title": {"binding": "title", "source": None}},
            },
        }
    )
    assert item.data.static_fields == {"text": "Om oss"}
    assert item.data.bindings["title"].source is None


def test_membership_records_map_capitalised_fields() -> None:
    movie = MovieInfo.model_validate(
        {"Title": "Vinterlys", "MovieId": 11, "Edis": ["1001240"], "Rating": 4.5, "RatingCount": 2, "Poster": None}
    )
    assert (movie.title, movie.movie_id, movie.rating_count) == ("Vinterlys", 11, 2)
    review = Review.model_validate(
        {
            "Id": 1,
            "Comment": "Flott!",
            "Rating": 5,
            "AddedAt": "2026-10-01T12:00:00",
            "LikesCount": 3,
            "MovieId": 11,
            "UserId": 7,
            "UserName": "Kari N.",
            "Image": None,
            "IsLiked": True,
        }
    )
    assert review.is_liked and review.user_name == "Kari N."
    ticket = MyTicket.model_validate(
        {
            "MovieId": 11,
            "MovieTitle": "Vinterlys",
            "QRCode": "FJB-1",
            "QRUrl": "https://qr",
            "StartTime": "2026-11-27T18:00:00+01:00",
            "Poster": "https://img/poster.jpg",
            "Screen": "Sal 2",
            "SeatsInfo": {"Info": "Rad 4, sete 7, 8", "Seats": [{"Row": "4", "Seats": "7, 8"}]},
        }
    )
    assert (ticket.qr_code, ticket.image, ticket.sal) == ("FJB-1", "https://img/poster.jpg", "Sal 2")
    assert ticket.seats_info.seats[0].row == "4"


def test_login_and_create_user_succeed_only_with_a_token() -> None:
    assert LoginResponse.model_validate({"marsToken": "abc", "UserName": "Kari"}).mars_token == "abc"
    assert LoginResponse.model_validate({"Message": "Feil passord"}).mars_token is None
    assert CreateUserResponse.model_validate({"Token": "t", "ContactEmail": "k@x.no"}).token == "t"
    assert CreateUserResponse.model_validate({"Message": "Finnes"}).token is None


# -- numbers, text and paths the warehouse, the output or a browser cannot take -------------------------------------


@pytest.mark.parametrize(
    ("model", "record", "field", "problem"),
    [
        (Production, {**FILM, "duration": 10**30}, "duration", "Input should be less than or equal to 10000"),
        (Production, {**FILM, "duration": -5}, "duration", "Input should be greater than or equal to 0"),
        (
            Production,
            {**FILM, "updatedAt": 10**30},
            "updatedAt",
            "Input should be less than or equal to 253402300799999",
        ),
        (
            Event,
            {**EVENT, "eventNumber": 10**20},
            "eventNumber",
            "Input should be less than or equal to 9007199254740991",
        ),
        (
            Event,
            {**EVENT, "eventNumber": 2**53},
            "eventNumber",
            "Input should be less than or equal to 9007199254740991",
        ),
        (
            Event,
            {**EVENT, "startTime": "0001-01-01T00:00:00+01:00"},
            "startTime",
            "Value error, the year must lie between 1900 and 9998",
        ),
        (Article, {**ARTICLE, "order": 10**30}, "order", "Input should be less than or equal to 10000"),
        (
            Article,
            {**ARTICLE, "createdAt": 10**30},
            "createdAt",
            "Input should be less than or equal to 253402300799999",
        ),
        (
            Article,
            {**ARTICLE, "createdAt": -(10**20)},
            "createdAt",
            "Input should be greater than or equal to -62135596800000",
        ),
    ],
)
def test_a_number_out_of_range_leaves_its_record_out(
    model: type[Production | Event | Article], record: dict[str, Any], field: str, problem: str
) -> None:
    checked = check_each(model, [{**record, "id": "bad"}], "x")
    assert checked.valid == []
    assert checked.rejected == [Rejection("x", "bad", field, problem)]


def test_the_largest_numbers_in_range_are_kept() -> None:
    assert Event.model_validate({**EVENT, "eventNumber": 2**53 - 1}).event_number == 9_007_199_254_740_991
    assert Article.model_validate({**ARTICLE, "createdAt": 253_402_300_799_999}).created_at == 253_402_300_799_999
    assert Production.model_validate({**FILM, "duration": 10_000}).duration == 10_000


def test_text_and_numbers_json_cannot_hold_leave_the_record_out() -> None:
    # Python's JSON reader lets NaN and unpaired surrogates through; the warehouse and browsers do not. In a
    # field the contract does not know they do no harm: it is ignored.
    articles = json.loads(
        '[{"id": "a2", "title": "x\\ud800", "slug": "s", "createdAt": 1},'
        ' {"id": "a3", "title": "t", "slug": "s", "createdAt": 1, "extra": {"n": [NaN]}}]'
    )
    checked = check_each(Article, articles, "articles")
    assert [a.id for a in checked.valid] == ["a3"]
    assert checked.rejected == [
        Rejection("articles", "a2", "title", "text that is not valid Unicode (an unpaired surrogate)")
    ]
    block_data = json.loads('[{"blockId": "b1", "pageId": "p", "data": {"text": "Hei", "sizes": [1, Infinity]}}]')
    assert check_each(BlockData, block_data, "block_data").rejected == [
        Rejection("block_data", "b1", "data.sizes[1]", "a number that is not finite (inf)")
    ]


ROUTE_PATH = (
    "Value error, not a route path: `/`, or `/`-separated segments of A-Z a-z 0-9 . _ ~ - (not . or ..), "
    "at most one of them a :parameter"
)


@pytest.mark.parametrize(
    "path",
    [
        "//evil.example/x",
        "/..\\..\\x",
        "/blåbær",
        "/kino\x00x",
        "/" + "a" * 10_000,
        "kino",
        "/kino/",
        "/../x",
        "/:a/:b",
    ],
)
def test_a_page_whose_path_is_not_a_route_path_is_left_out(path: str) -> None:
    checked = check_pages([{"id": "p", "title": "P", "path": path}])
    assert checked.valid == []
    assert checked.rejected == [Rejection("pages", "p", "path", ROUTE_PATH)]


@pytest.mark.parametrize("path", ["/", "/kino", "/404.html", "/article/:article", "/:production", "/a-b_c~d.e"])
def test_route_paths_are_kept(path: str) -> None:
    assert [p.path for p in check_pages([{"id": "p", "title": "P", "path": path}]).valid] == [path]


def _screen(**spans: int) -> dict[str, Any]:
    return {name: {"span": span, "order": 0} for name, span in spans.items()}


def _block(block_id: str, **place: int) -> dict[str, Any]:
    return {"id": block_id, "component": "cw-component-title", "place": {"row": 0, "column": 0, "order": 1, **place}}


def test_pages_and_blocks_are_checked_one_by_one() -> None:
    one_column = {"rows": [{"index": 0, "columns": [{"index": 0, "screen": _screen(xs=12, xl=6, md=6)}]}]}
    checked = check_pages(
        [
            {"id": "p1", "title": "En", "path": "/en", "blocks": [_block("b1"), _block("b1", order=2), _block("b2")]},
            {"id": "p1", "title": "Kopi", "path": "/kopi", "blocks": [_block("b9")]},
            {"id": "p2", "title": "To", "path": "/to", "template": one_column,
             "blocks": [_block("b2"), _block("b3", row=10**30), _block("b4")]},
            {"id": "p3", "title": "Tre", "path": "/tre",
             "template": {"rows": [{"index": 0, "columns": [{"index": 0, "screen": _screen(lg=13)}]}]}},
        ]
    )  # fmt: skip
    assert [(p.id, [b.id for b in p.blocks]) for p in checked.valid] == [("p1", ["b1", "b2"]), ("p2", ["b4"])]
    assert checked.valid[1].template.rows[0].columns[0].screen == {
        "xs": Breakpoint(span=12, order=0),
        "md": Breakpoint(span=6, order=0),
    }
    assert checked.rejected == [
        Rejection("pages", "p1", "id", "duplicate page id: the first one was kept"),
        Rejection(
            "pages", "p3", "template.rows[0].columns[0].screen.lg.span", "Input should be less than or equal to 12"
        ),
        Rejection("pages", "b1", "id", "duplicate block id: the first one was kept"),
        Rejection("pages", "b2", "id", "duplicate block id: the first one was kept"),
        Rejection("pages", "b3", "place.row", "Input should be less than or equal to 10000"),
        Rejection(
            "pages",
            "p2",
            "template.rows[0].columns[0].screen.xl",
            "not a breakpoint (xs, md, lg): left out, the page was kept",
        ),
    ]


def test_a_bad_alias_is_left_out_and_the_rest_kept(served: HouseContent) -> None:
    site, loads = site_datasets(
        {
            **served.site,
            "aliases": [
                {"fromPath": "/billetter", "toPath": "/kino"},
                {"fromPath": "/billetter", "toPath": "/program"},
                {"fromPath": "//evil.example/x", "toPath": "/kino"},
                {"fromPath": "/a", "toPath": "javascript:alert(1)"},
                {"fromPath": "/b", "toPath": "//evil.example/x"},
                {"fromPath": "/c", "toPath": "/..\\x"},
                {"fromPath": "/" + "a" * 10_000, "toPath": "/kino"},
                {"fromPath": "/d", "toPath": "https://billett.example.no/fjordbykulturhus"},
                {"fromPath": "/e"},
            ],
        }
    )
    assert [(a.from_path, a.to_path) for a in site.aliases] == [
        ("/billetter", "/kino"),
        ("/d", "https://billett.example.no/fjordbykulturhus"),
    ]
    not_a_path = "Value error, not a route path: `/`, or `/`-separated segments of A-Z a-z 0-9 . _ ~ - (not . or ..)"
    not_a_target = (
        "Value error, neither a route path nor an https: URL to a host name whose path and query hold only letters, "
        "digits, - . _ ~ / ? # @ ! & ( ) + , = and %-escapes (no $ { } : * ; quotes, spaces or control characters)"
    )
    assert loads["site"].rejected == [
        Rejection("site", "/billetter", "fromPath", "duplicate alias fromPath: the first one was kept"),
        Rejection("site", "//evil.example/x", "fromPath", not_a_path),
        Rejection("site", "/a", "toPath", not_a_target),
        Rejection("site", "/b", "toPath", not_a_target),
        Rejection("site", "/c", "toPath", not_a_target),
        Rejection("site", "/" + "a" * 198 + "…", "fromPath", not_a_path),
        Rejection("site", "/e", "toPath", "Field required"),
    ]


@pytest.mark.parametrize(
    ("analytics", "pixel", "kept"),
    [
        ("G-ABCDEF1234", "123456789012345", ("G-ABCDEF1234", "123456789012345")),
        ("G-FJORDBY123", 123456789012345, ("G-FJORDBY123", "123456789012345")),
        (None, None, (None, None)),
    ],
)
def test_analytics_ids_of_the_expected_form_are_kept(
    served: HouseContent, analytics: str | None, pixel: str | int | None, kept: tuple[str | None, str | None]
) -> None:
    site, loads = site_datasets({**served.site, "analyticsId": analytics, "facebookPixelId": pixel})
    assert (site.analytics_id, site.facebook_pixel_id) == kept
    assert loads["site"].rejected == []


def test_analytics_ids_that_could_break_out_of_a_script_are_dropped_and_the_site_kept(served: HouseContent) -> None:
    site, loads = site_datasets(
        {**served.site, "analyticsId": "G-1');alert('GA1');//", "facebookPixelId": "1234567');alert(1);//"}
    )
    assert (site.title, site.analytics_id, site.facebook_pixel_id) == ("Fjordby kulturhus", None, None)
    assert loads["site"].tables["sites"][0]["analytics_id"] is None
    assert loads["site"].rejected == [
        Rejection("site", SITE_ID, "facebookPixelId", "String should match pattern '^[0-9]{5,20}$' (left out)"),
        Rejection("site", SITE_ID, "analyticsId", "String should match pattern '^G-[A-Z0-9]{4,20}$' (left out)"),
    ]


def test_a_field_the_site_can_do_without_is_dropped_when_broken(served: HouseContent) -> None:
    site, loads = site_datasets({**served.site, "partners": [10**30], "ticketing": {"host": "x"}})
    assert (site.partners, site.ticketing) == ([], None)
    assert [(r.field, r.problem) for r in loads["site"].rejected] == [
        ("partners[0]", "Input should be less than or equal to 2147483647 (left out)"),
        ("ticketing.venue", "Field required (left out)"),
    ]


MENU_ITEM: dict[str, Any] = {"id": "m1", "path": "/kino", "label": "Kino", "parent": "", "place": "header", "order": 1}


def test_menu_and_footer_items_are_checked_one_by_one() -> None:
    theme, rejected = check_theme(
        {
            "id": "t",
            "name": "Fjordby",
            "menu": [
                MENU_ITEM,
                {**MENU_ITEM, "label": "Kopi"},
                {**MENU_ITEM, "id": "m2", "place": "sidebar"},
                {**MENU_ITEM, "id": "m3", "order": 10**30},
                {**MENU_ITEM, "id": "m4", "place": "footer"},
            ],
            "footer": [
                {
                    "title": "Kontakt",
                    "items": [{"type": "text", "value": "Storgata 1"}, {"type": "video", "value": "x"}],
                },
                {"order": 2, "items": []},
                {"title": "Lenker", "order": 3, "items": "ingen"},
            ],
        }
    )
    assert theme is not None
    assert [(m.id, m.label) for m in theme.menu] == [("m1", "Kino"), ("m4", "Kino")]
    assert [(c.title, [i.value for i in c.items]) for c in theme.footer] == [("Kontakt", ["Storgata 1"])]
    assert rejected == [
        Rejection("theme", "m1", "id", "duplicate menu item id: the first one was kept"),
        Rejection("theme", "m2", "place", "Input should be 'header' or 'footer'"),
        Rejection("theme", "m3", "order", "Input should be less than or equal to 10000"),
        Rejection("theme", "footer[1]", "title", "Field required"),
        Rejection("theme", "footer[2]", "items", "Input should be a valid list"),
        Rejection("theme", "footer[0].items[1]", "type", "Input should be 'title', 'text', 'link' or 'html'"),
    ]


def test_a_theme_without_an_id_is_left_out_with_its_menu_and_the_site_builds(served: HouseContent) -> None:
    assert check_theme({"name": "Fjordby", "menu": [MENU_ITEM]}) == (
        None,
        [Rejection("theme", "#0", "id", "Field required")],
    )
    _, loads = site_datasets({**served.site, "theme": None})
    assert {table: len(rows) for table, rows in loads["theme"].tables.items()} == {
        "themes": 0,
        "menu_items": 0,
        "footer_columns": 0,
        "footer_items": 0,
    }
    assert loads["theme"].rejected == [
        Rejection("theme", "#0", "(record)", "Input should be a valid dictionary or instance of Theme")
    ]
    assert len(loads["pages"].tables["pages"]) == len(served.site["pages"])


def test_duplicate_block_data_keeps_the_first() -> None:
    item = {"blockId": "b1", "pageId": "p", "data": {"text": "Først"}}
    checked = check_each(BlockData, [item, {**item, "data": {"text": "Kopi"}}], "block_data", what="block data")
    assert [i.data.static_fields for i in checked.valid] == [{"text": "Først"}]
    assert checked.rejected == [
        Rejection("block_data", "b1", "blockId", "duplicate block data blockId: the first one was kept")
    ]


def test_alias_paths_follow_the_route_path_rule() -> None:
    # An https: target is kept in the form the hosts are given: the scheme and the host name in lower case.
    assert Alias.model_validate({"fromPath": "/", "toPath": "HTTPS://Billett.Example.no"}).to_path == (
        "https://billett.example.no"
    )


@pytest.mark.parametrize(
    ("host", "kept"),
    [
        ("https://www.fjordbykulturhus.no", True),
        ("https://www.fjordbykulturhus.no/", True),
        ("http://localhost:3000", True),
        ("https://www.example.no/kulturhus", True),
        # robots.txt and the sitemap's XML are written from the host: no line, tag or directive may start inside it.
        ("https://www.fjordbykulturhus.no\nUser-agent: *\nDisallow: /", False),
        ("https://www.fjordbykulturhus.no\r\nSitemap: https://evil.example/s.xml", False),
        ("https://www.fjordbykulturhus.no/\x01", False),
        ("https://www.fjordbykulturhus.no/a b", False),
        ("https://www.fjordbykulturhus.no/?a=<b>&c", False),
        ("https://kari@www.fjordbykulturhus.no", False),
        ("https://www.fjordbykulturhus.no:0", False),
    ],
)
def test_a_sites_host_is_a_url_of_a_host_name_and_nothing_more(served: HouseContent, host: str, kept: bool) -> None:
    site, rejected = check_one(Site, {**served.site, "host": host}, "site")
    assert (site is not None, [r.problem for r in rejected]) == (
        (True, [])
        if kept
        else (
            False,
            [
                "Value error, not an http(s) URL of a host name (a port and a route path at most; no query, space or "
                "control)"
            ],
        )
    )
