"""What a block kind is: its name, its data model, which page sources it shows, and how it fills from its record."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import create_model
from pydantic.alias_generators import to_pascal

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.records import SOURCE_RECORDS, SiteData

# What a kind shows (contract, «Which records a block shows»), from which the page sources that fit it follow.
Shows = Literal["productions", "events", "articles or productions", "one record", "one article", "nothing"]
LISTS: frozenset[Shows] = frozenset({"productions", "events", "articles or productions"})

Fill = Callable[[Any, SiteData], dict[str, Any]]
Arrange = Callable[[list[Any], SiteData], list[Any]]


def fill_list(value: Any, data: SiteData) -> dict[str, Any]:
    """A list shows its source's records as `items`."""
    return {"items": value if isinstance(value, list) else [value] if value else []}


def fill_nothing(value: Any, data: SiteData) -> dict[str, Any]:
    return {}


def by_premiere(items: list[Any], data: SiteData) -> list[Any]:
    """A list of films not showing yet comes by premiere, soonest first, as visitors look for them; any other list
    keeps its source's order."""
    coming = [i for i in items if isinstance(i, parts.ProductionCard) and i.object_class == "movie_coming"]
    if not items or len(coming) != len(items):
        return items
    return sorted(coming, key=lambda card: (card.premiere or "9999-12-31", card.title))


@dataclass(frozen=True)
class Kind:
    """A block kind of the format. `fill` gives the fields it shows of the record the rule gave it, where its data
    gives none (rule 3); `arrange` orders its `items` once they are cards; `rich_text` names its fields of editor
    HTML or Markdown (the format's `Html`); `by_day`: a programme, whose productions' showings are also written
    by day (the block's `days`), so a visitor can pick any day it plays on."""

    name: str
    data: type[parts.Model]
    shows: Shows = "nothing"
    fill: Fill | None = None
    arrange: Arrange = by_premiere
    rich_text: frozenset[str] = field(default_factory=frozenset)
    by_day: bool = False

    @property
    def lists(self) -> bool:
        return self.shows in LISTS

    def filled(self, value: Any, data: SiteData) -> dict[str, Any]:
        """The fields it shows of `value`, the page source the rule gave it: a list of records, or one record."""
        if self.lists:
            return (self.fill or fill_list)(value, data)
        return (self.fill or fill_nothing)(value, data) if isinstance(value, SOURCE_RECORDS) else {}

    def block_model(self) -> type[parts.BlockFields]:
        """The block of this kind in the format: `{…BlockFields, kind, data}`, named `<Kind>Block`."""
        return create_model(
            f"{to_pascal(self.name.replace('-', '_'))}Block",
            __base__=parts.BlockFields,
            __module__=__name__,
            kind=(Literal[self.name], ...),  # type: ignore[arg-type]
            data=(self.data, ...),
        )
