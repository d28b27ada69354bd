"""The block kinds, registered once: the format's `Block` union, what each kind shows and how it fills follow from
this list. A kind is a module of this package (or one of a family that shares a shape); the web app has a folder
for each (`web/components/blocks/<kind>/`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Annotated, Union

from pydantic import Field

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.kinds import (
    article,
    card,
    card_list,
    content,
    cover,
    culture_program,
    movie_info,
    news_subscribe,
    productions,
    quick_links,
    search,
    showings,
    ticket,
    title,
)
from pipeline.defs.route_data.kinds.kind import Kind

KINDS: Mapping[str, Kind] = {
    kind.name: kind
    for kind in sorted(
        (
            *productions.KINDS,
            *showings.KINDS,
            *search.KINDS,
            culture_program.KIND,
            card_list.KIND,
            cover.KIND,
            movie_info.KIND,
            card.KIND,
            ticket.KIND,
            article.KIND,
            title.KIND,
            content.KIND,
            quick_links.KIND,
            news_subscribe.KIND,
        ),
        key=lambda kind: kind.name,
    )
}
# The fields of editor HTML or Markdown, of any kind: sanitised as HTML, every other text stays text.
RICH_TEXT_FIELDS = frozenset().union(*(kind.rich_text for kind in KINDS.values()))
BLOCK_MODELS: Mapping[str, type[parts.BlockFields]] = {name: kind.block_model() for name, kind in KINDS.items()}

if TYPE_CHECKING:
    Block = parts.BlockFields
else:
    # A union told apart by `kind`; the schema's `Block`, and the web app's `Block` type.
    Block = Annotated[Union[tuple(BLOCK_MODELS.values())], Field(discriminator="kind", title="Block")]  # noqa: UP007
