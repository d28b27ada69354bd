"""The search page's blocks: `search-field` (the box, with the editor's placeholder) and `search-results` (the hits,
and the list of everything the search finds)."""

from __future__ import annotations

from pydantic import Field

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.kinds.kind import Kind


class SearchFieldData(parts.Model):
    placeholder: str | None = None


class SearchResultsData(parts.Model):
    index: str | None = Field(
        default=None,
        description="The hash of `search-index.json`, whose entries the page lists: the route file changes with the "
        "index, so a partial export renders the page again (the web app reads the index itself)",
    )


KINDS = (Kind("search-field", SearchFieldData), Kind("search-results", SearchResultsData))
