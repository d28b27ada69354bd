"""A page: its template grid, data sources, blocks and per-locale meta with bindings."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from pipeline.models.base import CmsModel

PARAM = "@param"


class Binding(CmsModel):
    """Where a field's value comes from: a path into a named page source, or (source null) the static value."""

    binding: str
    source: str | None = None


class Breakpoint(CmsModel):
    span: int = 12
    order: int = 0


class TemplateColumn(CmsModel):
    index: int
    screen: dict[Literal["xs", "md", "lg"], Breakpoint] = {}


class TemplateRow(CmsModel):
    container: bool = True
    index: int
    columns: list[TemplateColumn] = []


class Template(CmsModel):
    rows: list[TemplateRow] = []


class SourceFilter(CmsModel):
    property: str
    value: str | bool | int | float | None
    # Any operator is accepted here; compiling a source rejects all but `eq`, naming page and source.
    operator: str = "eq"


class Source(CmsModel):
    name: str
    model: Literal["production", "event", "article"]
    collection: bool = True
    filter: list[SourceFilter] = []


class BlockPlace(CmsModel):
    row: int = 0
    column: int = 0
    order: int = 0


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
    id: str
    title: str
    path: str = Field(pattern=r"^/")
    layout: str = "page-header-footer"
    page_type: str = "standard"
    template: Template = Template()
    sources: list[Source] = []
    blocks: list[Block] = []
    meta: Meta = Meta()
