"""The search page's blocks: `search-field` (the box, with the editor's placeholder) and `search-results`."""

from __future__ import annotations

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.kinds.kind import Kind


class SearchFieldData(parts.Model):
    placeholder: str | None = None


class NoData(parts.Model):
    pass


KINDS = (Kind("search-field", SearchFieldData), Kind("search-results", NoData))
