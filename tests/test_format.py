"""The route data's format: the committed JSON Schema is the one the models give, and it says what the web reads."""

from __future__ import annotations

import json
from pathlib import Path

from pipeline.defs.route_data.format import schema_text

SCHEMA = Path(__file__).resolve().parent.parent / "schema" / "route-data.schema.json"


def test_the_committed_schema_is_up_to_date() -> None:
    assert SCHEMA.read_text() == schema_text(), "the format changed: run scripts/route-data-schema and commit"


def test_listing_cards_carry_no_bodies() -> None:
    definitions = json.loads(SCHEMA.read_text())["$defs"]
    # Listings never carry bodies: a production card has no contents, an article card no content.
    assert "contents" not in definitions["ProductionCard"]["properties"]
    assert "content" not in definitions["ArticleCard"]["properties"]
