"""`quick-links`: a row of the editor's links."""

from __future__ import annotations

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.kinds.kind import Kind


class LinksData(parts.Model):
    links: list[parts.Link] = []


KIND = Kind("quick-links", LinksData)
