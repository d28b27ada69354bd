"""The route data's format: the committed JSON Schema is the one the models give, and it says what the web reads."""

from __future__ import annotations

import json
from pathlib import Path

from pipeline.defs.route_data.format import schema_text

SCHEMA = Path(__file__).resolve().parent.parent / "schema" / "route-data.schema.json"


def test_the_committed_schema_is_up_to_date() -> None:
    assert SCHEMA.read_text() == schema_text(), "the format changed: run scripts/route-data-schema and commit"


def test_the_schema_defines_every_file_and_card() -> None:
    definitions = json.loads(SCHEMA.read_text())["$defs"]
    assert {"Manifest", "Site", "Route", "Chunk", "Redirect", "SearchEntry"} <= set(definitions)
    card = definitions["CardsData"]["properties"]["items"]["items"]
    assert card["discriminator"]["mapping"] == {
        "article": "#/$defs/ArticleCard",
        "event": "#/$defs/Event",
        "production": "#/$defs/ProductionCard",
    }
    # Listings never carry bodies: a production card has no contents, an article card no content.
    assert "contents" not in definitions["ProductionCard"]["properties"]
    assert "content" not in definitions["ArticleCard"]["properties"]
    assert definitions["Route"]["properties"]["formatVersion"]["const"] == 5
    # A block's data is typed by its kind: the 19 kinds of the contract, each with its block definition.
    block = definitions["Route"]["properties"]["blocks"]["items"]
    assert block["discriminator"]["propertyName"] == "kind"
    assert block["discriminator"]["mapping"] == {
        "article": "#/$defs/ArticleBlock", "card": "#/$defs/CardBlock", "card-list": "#/$defs/CardListBlock",
        "content": "#/$defs/ContentBlock", "cover": "#/$defs/CoverBlock", "cover-flow": "#/$defs/CoverFlowBlock",
        "culture-program": "#/$defs/CultureProgramBlock", "events": "#/$defs/EventsBlock",
        "movie-info": "#/$defs/MovieInfoBlock", "news-subscribe": "#/$defs/NewsSubscribeBlock",
        "program": "#/$defs/ProgramBlock", "quick-links": "#/$defs/QuickLinksBlock",
        "schedule": "#/$defs/ScheduleBlock", "search-field": "#/$defs/SearchFieldBlock",
        "search-results": "#/$defs/SearchResultsBlock", "slideshow": "#/$defs/SlideshowBlock",
        "ticket": "#/$defs/TicketBlock", "ticket-list": "#/$defs/TicketListBlock", "title": "#/$defs/TitleBlock",
    }  # fmt: skip
    assert definitions["ProgramBlock"]["properties"]["data"] == {"$ref": "#/$defs/ProductionsData"}
    assert definitions["CoverData"]["properties"]["image"]["anyOf"][0] == {"$ref": "#/$defs/Image"}
