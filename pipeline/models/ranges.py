"""The ranges the contract's numbers must fall in: a value outside is refused when its record is checked, so it
never reaches the warehouse (whose integer columns it could overflow) or a browser."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

# Browsers read JSON numbers as doubles: a larger integer silently loses its last digits.
MAX_JSON_INTEGER = 2**53 - 1
# Milliseconds since 1970 of the first and last instant a date can hold (years 1 to 9999): the pipeline turns
# these stamps into dates (sitemap, search index).
FIRST_MS = -62_135_596_800_000
LAST_MS = 253_402_300_799_999

# An order or a position (menus, footer, articles, template rows and columns, block places).
Order = Annotated[int, Field(ge=0, le=10_000)]
# Columns of the 12-column layout grid a template column spans.
Span = Annotated[int, Field(ge=1, le=12)]
# A running time in minutes (the longest films run for about 15 hours).
Minutes = Annotated[int, Field(ge=0, le=10_000)]
# A timestamp in milliseconds since 1970.
Millis = Annotated[int, Field(ge=FIRST_MS, le=LAST_MS)]
# An event's number, as it appears in ticket links and the browser's `basic_events` call.
EventNumber = Annotated[int, Field(ge=0, le=MAX_JSON_INTEGER)]
# A partner id of the membership provider (118, 178, …).
PartnerId = Annotated[int, Field(ge=0, le=2**31 - 1)]
