"""The sample CMS's two styles of block data, explicit bindings and none, give the same site block by block."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from pipeline.defs.resources import CmsResource, SiteOutputResource, WarehouseResource
from sample_cms.content.programme import OSLO
from sample_cms.server import SampleCms
from tests import outputs
from tests.conftest import build_everything, sample_credentials, set_build_clock

_HOST = re.compile(r"http://127\.0\.0\.1:\d+")


def _build(server: SampleCms, folder: Path) -> SiteOutputResource:
    site_output = SiteOutputResource(
        folder=str(folder / "sites"),
        public_events_url=server.url,
        membership_api_118=f"{server.url}/membership/118",
        membership_api_178=f"{server.url}/membership/178",
    )
    cms = CmsResource(**sample_credentials(server.url))
    result = build_everything(cms, WarehouseResource(folder=str(folder / "var")), site_output)
    assert result.success
    return site_output


@pytest.fixture(scope="module")
def styles(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, SiteOutputResource]]:
    """The sample site built from each style of its block data, each from a CMS of its own."""
    with SampleCms() as explicit, SampleCms(bindings=False) as none, pytest.MonkeyPatch.context() as patch:
        # Built at the start of today in Oslo: every showing of the sample's today is still to come.
        set_build_clock(patch, datetime.now(OSLO).replace(hour=0, minute=0, second=0, microsecond=0))
        yield {
            "explicit": _build(explicit, tmp_path_factory.mktemp("explicit")),
            "none": _build(none, tmp_path_factory.mktemp("none")),
        }


def _blocks(site_output: SiteOutputResource, path: str) -> list[tuple[str, Any]]:
    """(kind, data) of each block of a route, the CMS's own address left out (the two CMSs have two ports)."""
    route = outputs.route(site_output, path)
    return [(b["kind"], json.loads(_HOST.sub("CMS", json.dumps(b["data"])))) for b in route["blocks"]]


def _titles(items: list[dict[str, Any]]) -> list[str]:
    return [item["title"] if item["type"] != "event" else item["production"]["title"] for item in items]


def test_every_route_shows_the_same_records_in_both_styles(styles: dict[str, SiteOutputResource]) -> None:
    routes = [r["path"] for r in outputs.read(styles["explicit"], "manifest.json")["routes"]]
    assert routes == [r["path"] for r in outputs.read(styles["none"], "manifest.json")["routes"]]
    assert len(routes) > 80
    for path in routes:
        assert _blocks(styles["explicit"], path) == _blocks(styles["none"], path), path


def test_the_blocks_say_where_their_records_came_from(styles: dict[str, SiteOutputResource]) -> None:
    def sources(style: str, path: str) -> list[tuple[str, Any]]:
        return [(b["kind"], b["source"]) for b in outputs.route(styles[style], path)["blocks"]]

    # In place order: the front page's first row has the slideshow and, beside it, «Dagens program».
    assert sources("explicit", "/") == [
        ("slideshow", {"name": "featuredMovies", "by": "binding"}),
        ("schedule", {"name": "filmEvents", "by": "binding"}),
        ("quick-links", None),
        ("cover-flow", {"name": "featuredProductions", "by": "binding"}),
        ("culture-program", {"name": "cultureProductions", "by": "binding"}),
        ("card-list", {"name": "articles", "by": "binding"}),
    ]
    assert sources("none", "/") == [
        ("slideshow", {"name": "featuredMovies", "by": "rule"}),
        ("schedule", {"name": "filmEvents", "by": "rule"}),
        ("quick-links", None),
        ("cover-flow", {"name": "featuredProductions", "by": "rule"}),
        ("culture-program", {"name": "cultureProductions", "by": "rule"}),
        ("card-list", {"name": "articles", "by": "rule"}),
    ]
    assert sources("none", "/bestefars-bat-dxm-1000934") == [
        ("cover", {"name": "production", "by": "rule"}),
        ("ticket-list", {"name": "events", "by": "rule"}),
        ("movie-info", {"name": "production", "by": "rule"}),
    ]


@pytest.mark.parametrize("style", ["explicit", "none"])
def test_what_a_visitor_sees_in_either_style(styles: dict[str, SiteOutputResource], style: str) -> None:
    site = styles[style]
    kino = dict(_blocks(site, "/kino"))["program"]
    assert _titles(kino["items"]) == [
        "Bestefars båt", "Dragevokterne", "Eldfjellet", "Hannah's Garden", "Last Train to Galway", "Løp, Tiril, løp!",
        "Melodien fra Nordheim", "Mor & datter", "Naboen i femte", "Nattskift",
        "Operasjon Nordlys: Det siste oppdraget", "Orbit", "Pingvinpatruljen", "Sjøsprøyt og sommerfugler",
        "Skjærgårdsmordet", "Skogens stemmer", "Tusen mil til Tromsø", "Vinterlys",
    ]  # fmt: skip
    # Films not showing yet come by premiere, soonest first.
    coming = dict(_blocks(site, "/kommende"))["program"]["items"]
    assert _titles(coming) == [
        "Midnight Protocol", "Trollskogen", "Jul i Snekkerbakken", "Kongens kurér", "Søstrene fra Sandøy",
        "Wedding Season", "Hjertet i nord",
    ]  # fmt: skip
    assert [card["premiere"] for card in coming] == sorted(card["premiere"] for card in coming)
    film = outputs.route(site, "/bestefars-bat-dxm-1000934")
    cover, tickets, info = film["blocks"]
    assert cover["data"]["title"] == "Bestefars båt"
    assert cover["data"]["image"]["focalPointQuery"] == "fp-x=0.5&fp-y=0.35"
    assert cover["data"]["image"]["url"].endswith("/images/film/1000934.jpg")
    assert tickets["paging"]["items"]["total"] == 29  # its showings over the six weeks, 12 in the page
    assert {e["production"]["title"] for e in tickets["data"]["items"]} == {"Bestefars båt"}
    assert info["data"]["production"]["genres"] == ["Familie", "Drama"]
    front = dict(_blocks(site, "/"))
    assert _titles(front["slideshow"]["items"]) == [
        "Dragevokterne", "Jul i Snekkerbakken", "Løp, Tiril, løp!", "Midnight Protocol",
        "Operasjon Nordlys: Det siste oppdraget", "Orbit", "Sjøsprøyt og sommerfugler", "Vinterlys",
    ]  # fmt: skip
    assert _titles(front["cover-flow"]["items"]) == [
        "Et dukkehjem", "Fjordby Jazz: Kvartett Nordavind", "Fjordbyrevyen 2026: Rett i fjorden",
        "Trollet som ikke ville sove", "Vinterkonsert med Fjordby Storband",
    ]  # fmt: skip
    assert _titles(front["card-list"]["items"])[:3] == [
        "Åpningstider i jula", "Ny app: Kinobilletten rett i lomma", "Vil du bli frivillig i kulturhuset?"
    ]  # fmt: skip
    # «Dagens program»: every film's showings, not only the featured ones, in time order.
    schedule = front["schedule"]["items"]
    assert {event["production"]["object"] for event in schedule} == {"movie"}
    assert {event["featured"] for event in schedule} == {True, False}
    starts = [datetime.fromisoformat(event["startTime"]) for event in schedule]
    assert starts == sorted(starts)
    article = dict(_blocks(site, "/article/nye-seter-i-kinoteatret"))
    assert article["cover"]["title"] == "Nye seter: Kinoteatret har nå 462 plasser"
    assert article["article"]["article"]["slug"] == "nye-seter-i-kinoteatret"
