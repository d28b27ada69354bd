"""The management API's block data: static fields of a block plus bindings to page sources."""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import ConfigDict, Field

from pipeline.models.base import CmsModel
from pipeline.models.page import Binding


class BlockDataFields(CmsModel):
    """Static fields (`text`, `content`, `links`, …) sit beside `bindings`; they are kept as they come."""

    model_config = ConfigDict(extra="allow")

    locale: str = "nb"
    id: str | None = None
    bindings: dict[str, Binding] = {}

    @property
    def static_fields(self) -> dict[str, Any]:
        return dict(self.model_extra or {})


class BlockData(CmsModel):
    KEY: ClassVar[str] = "block_id"  # one block's data: a second answer for the same block is a duplicate

    block_id: str
    page_id: str
    data: BlockDataFields = Field(default_factory=BlockDataFields)
