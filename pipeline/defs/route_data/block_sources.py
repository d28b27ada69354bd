"""Which page source each block of a page shows: the contract's «Which records a block shows».

The block data's bindings name their source; otherwise a block takes the page's sources by the model its kind
shows, in block order: the first such block the first fitting source, the second the second, and blocks beyond
the last source the last one. A block takes its place in that order whether or not it binds, so a page that binds
every block and one that binds none agree wherever the bindings follow the order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.kinds import KINDS
from pipeline.defs.route_data.kinds.kind import Shows
from pipeline.models.page import Source


@dataclass(frozen=True)
class PageBlock:
    """What the rule reads of a block: its id, kind, and the sources its data binds fields to."""

    block_id: str
    kind: str
    bound_sources: tuple[str, ...]


@dataclass(frozen=True)
class Choice:
    """A record block's sources: the one the rule gives it (for the fields its data does not give), and the
    one the route data names (a bound source wins)."""

    rule: str | None
    shown: parts.BlockSource | None


def page_block(block_id: str, kind: str, bindings: Mapping[str, Any]) -> PageBlock:
    bound = [b.get("source") for b in bindings.values() if isinstance(b, Mapping)]
    return PageBlock(block_id, kind, tuple(dict.fromkeys(str(s) for s in bound if s)))


def fitting(shows: Shows, sources: Sequence[Source]) -> list[Source]:
    """The page's sources a block of this kind may take, in page order."""
    collections = [s for s in sources if s.collection]
    singles = [s for s in sources if not s.collection]
    if shows == "productions":
        return [s for s in collections if s.model == "production"]
    if shows == "events":
        return [s for s in collections if s.model == "event"]
    if shows == "articles or productions":
        return [s for s in collections if s.model == "article"] or [s for s in collections if s.model == "production"]
    if shows == "one record":
        return singles
    if shows == "one article":
        return [s for s in singles if s.model == "article"]
    return []


def choose(blocks: Sequence[PageBlock], sources: Sequence[Source]) -> dict[str, Choice]:
    """The choice of every record block of a page, by block id; `blocks` in place order (row, column, order)."""
    taken: dict[tuple[str, ...], int] = {}
    choices: dict[str, Choice] = {}
    for block in blocks:
        kind = KINDS.get(block.kind)
        shows = kind.shows if kind else "nothing"
        if shows == "nothing":
            continue
        candidates = fitting(shows, sources)
        rule: str | None = None
        if candidates:
            # Blocks whose candidates are the same sources share one count: a card-list that falls back to
            # productions takes its turn among the production lists.
            names = tuple(s.name for s in candidates)
            turn = taken.get(names, 0)
            taken[names] = turn + 1
            rule = names[min(turn, len(names) - 1)]
        if block.bound_sources:
            shown: parts.BlockSource | None = parts.BlockSource(name=block.bound_sources[0], by="binding")
        else:
            shown = parts.BlockSource(name=rule, by="rule") if rule else None
        choices[block.block_id] = Choice(rule, shown)
    return choices


def describe(choices: Mapping[str, Choice], kinds: Mapping[str, str], static: set[str]) -> list[str]:
    """One line per record block, for the Dagster UI: `cover 3601… ← production (rule)`; a block of `static`
    that found no source shows its own fields."""
    lines = []
    for block_id, choice in choices.items():
        if choice.shown:
            source = f"{choice.shown.name} ({choice.shown.by})"
        else:
            source = "its own fields" if block_id in static else "nothing"
        lines.append(f"{kinds[block_id]} {block_id} ← {source}")
    return lines
