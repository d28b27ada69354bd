"""`news-subscribe`: the newsletter sign-up form under the editor's title."""

from __future__ import annotations

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.kinds.kind import Kind


class TitledData(parts.Model):
    title: str | None = None


KIND = Kind("news-subscribe", TitledData)
