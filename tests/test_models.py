"""The contract's models: valid payloads parse, invalid ones are reported with their id and field."""

from __future__ import annotations

from typing import Any

import pytest

from pipeline.defs.ingest.datasets import InvalidSiteError, programme_datasets, site_datasets
from pipeline.models.article import Article
from pipeline.models.block_data import BlockData
from pipeline.models.membership import CreateUserResponse, LoginResponse, MovieInfo, MyTicket, Review
from pipeline.models.page import Page
from pipeline.models.programme import Event, Production
from pipeline.models.site import Site
from pipeline.models.validation import check_each
from sample_cms.app import Content

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


def test_every_record_the_sample_cms_serves_is_valid(served: Content) -> None:
    for site in served.sites:
        assert check_each(Site, [site], "sites").rejected == []
        assert check_each(Page, site["pages"], "pages").rejected == []
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
    checked = check_each(Production, [FILM, {**FILM, "title": "Kopi"}], "productions")
    assert [p.title for p in checked.valid] == ["Flåklypa Grand Prix"]
    assert checked.rejected[0].problem.startswith("duplicate id")


def test_events_of_an_unknown_production_are_left_out_and_reported() -> None:
    loads = programme_datasets({"productions": [FILM], "events": [EVENT, {**EVENT, "id": "e2", "productionId": "x"}]})
    assert [row["event_id"] for row in loads["events"].tables["events"]] == ["e1"]
    assert [(r.record_id, r.field) for r in loads["events"].rejected] == [("e2", "productionId")]


def test_the_programme_feed_must_hold_lists() -> None:
    with pytest.raises(ValueError, match="'events' is a JSON dict, expected a list"):
        programme_datasets({"productions": [], "events": {}})


def test_a_broken_page_does_not_sink_its_site(served: Content) -> None:
    site = dict(served.sites[1])
    site["pages"] = [*site["pages"], {"id": "broken-page", "title": "Uten sti"}]
    parsed, loads = site_datasets(site)
    assert parsed.title == "Fjordby kulturhus"
    assert len(loads["pages"].tables["pages"]) == len(served.sites[1]["pages"])
    assert [(r.record_id, r.field) for r in loads["pages"].rejected] == [("broken-page", "path")]


def test_an_invalid_site_stops_with_the_field_named(served: Content) -> None:
    with pytest.raises(InvalidSiteError, match="theme"):
        site_datasets({**served.sites[1], "theme": None})


def test_locale_may_be_a_string_of_codes(served: Content) -> None:
    site = Site.model_validate({**served.sites[1], "locale": {"available": "nb, nn", "default": "nb", "enabled": "nb"}})
    assert site.locale.available == ["nb", "nn"] and site.locale.enabled == ["nb"]


def test_block_data_keeps_static_fields_beside_bindings(served: Content) -> None:
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
