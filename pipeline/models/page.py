"""A page: its template grid, data sources, blocks and per-locale meta with bindings."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import field_validator

from pipeline.models.base import CmsModel
from pipeline.models.ranges import MAX_JSON_INTEGER, Order, Span
from pipeline.urls import is_route_path

PARAM = "@param"
BREAKPOINTS = ("xs", "md", "lg")
ROUTE_PATH_RULE = "`/`, or `/`-separated segments of A-Z a-z 0-9 . _ ~ - (not . or ..)"


class Binding(CmsModel):
    """Where a field's value comes from: a path into a named page source, or (source null) the static value."""

    binding: str
    source: str | None = None


class Breakpoint(CmsModel):
    span: Span = 12
    order: Order = 0


class TemplateColumn(CmsModel):
    index: Order
    # Any name parses, so that a page with a breakpoint we do not know keeps its place: `known_breakpoints`
    # then leaves that breakpoint out and says where it was.
    screen: dict[str, Breakpoint] = {}


class TemplateRow(CmsModel):
    container: bool = True
    index: Order
    columns: list[TemplateColumn] = []


class Template(CmsModel):
    rows: list[TemplateRow] = []

    def known_breakpoints(self) -> tuple[Template, list[str]]:
        """The template with the xs, md and lg breakpoints only, and where each other one stood."""
        unknown: list[str] = []
        rows = []
        for r, row in enumerate(self.rows):
            columns = []
            for c, column in enumerate(row.columns):
                unknown += [
                    f"template.rows[{r}].columns[{c}].screen.{k}" for k in column.screen if k not in BREAKPOINTS
                ]
                known = {k: v for k, v in column.screen.items() if k in BREAKPOINTS}
                columns.append(column.model_copy(update={"screen": known}))
            rows.append(row.model_copy(update={"columns": columns}))
        return self.model_copy(update={"rows": rows}), unknown


class SourceFilter(CmsModel):
    property: str
    value: str | bool | int | float | None
    # Any operator is accepted here; compiling a source rejects all but `eq`, naming page and source.
    operator: str = "eq"

    @field_validator("value")
    @classmethod
    def _json_number(cls, value: Any) -> Any:
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_JSON_INTEGER:
            raise ValueError(f"an integer filter value must lie within ±{MAX_JSON_INTEGER}")
        return value


class Source(CmsModel):
    name: str
    model: Literal["production", "event", "article"]
    collection: bool = True
    filter: list[SourceFilter] = []


class BlockPlace(CmsModel):
    row: Order = 0
    column: Order = 0
    order: Order = 0


class BlockProperty(CmsModel):
    name: str
    type: str
    icon: str = ""
    hidden: bool = False
    prototype: dict[str, Any] | None = None


class BlockMetadata(CmsModel):
    model: str | None = None
    version: str | None = None
    properties: list[BlockProperty] = []


class Block(CmsModel):
    id: str
    component: str
    hide: bool = False
    place: BlockPlace = BlockPlace()
    metadata: BlockMetadata = BlockMetadata()

    @property
    def kind(self) -> str:
        return self.component.removeprefix("cw-component-")


class MetaData(CmsModel):
    locale: str = "nb"
    title: str | None = None
    description: str | None = None
    keywords: str | None = None
    image: str | None = None
    facebook_verification_code: str | None = None
    bindings: dict[str, Binding] = {}


class Meta(CmsModel):
    data: list[MetaData] = []


class Page(CmsModel):
    """A page. Its blocks are checked one by one (see `Block`), so one bad block cannot sink the page."""

    id: str
    title: str
    path: str
    layout: str = "page-header-footer"
    page_type: str = "standard"
    template: Template = Template()
    sources: list[Source] = []
    blocks: list[Block] = []
    meta: Meta = Meta()

    @field_validator("path")
    @classmethod
    def _route_path(cls, path: str) -> str:
        if not is_route_path(path, allow_parameter=True):
            raise ValueError(f"not a route path: {ROUTE_PATH_RULE}, at most one of them a :parameter")
        return path
