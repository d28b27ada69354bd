"""`movie-info`: a production's facts (its record's, or an event's production's)."""

from __future__ import annotations

from typing import Any

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.kinds.kind import Kind
from pipeline.defs.route_data.records import SiteData, SourceRecord


class MovieInfoData(parts.Model):
    production: parts.ProductionCard | None = None


def fill(record: SourceRecord, data: SiteData) -> dict[str, Any]:
    production = data.production_of(record)
    return {"production": production} if production else {}


KIND = Kind("movie-info", MovieInfoData, "one record", fill)
