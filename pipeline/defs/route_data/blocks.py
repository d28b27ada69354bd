"""The blocks of a route: each block's data from its record, its static fields and its bindings, typed by its kind."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pydantic import TypeAdapter, ValidationError

from pipeline.defs.route_data import format as fmt
from pipeline.defs.route_data import parts
from pipeline.defs.route_data.bindings import bind
from pipeline.defs.route_data.block_sources import Choice, choose, describe, page_block
from pipeline.defs.route_data.kinds import KINDS, RICH_TEXT_FIELDS, Block
from pipeline.defs.route_data.links import live_links, live_url, unlinked
from pipeline.defs.route_data.records import SOURCE_RECORDS, EventRecord, ProductionRecord, SiteData, showing_day
from pipeline.defs.route_data.report import Report
from pipeline.defs.route_data.sanitize import clean_rich_text
from pipeline.defs.route_data.site import image, link
from pipeline.defs.routing.routes import Route, route_file
from pipeline.models.page import Source
from pipeline.urls import clean_link

_BLOCK: TypeAdapter[Block] = TypeAdapter(Block)


def page_choices(data: SiteData, page_id: str, path: str, sources: list[Source], report: Report) -> dict[str, Choice]:
    """Which source each record block of a page shows; notes them, and the blocks that find none, in the report."""
    blocks = [b for b in data.blocks.get(page_id, []) if not b.hide and b.kind in KINDS]
    choices = choose([page_block(b.block_id, b.kind, _bindings(data, b.block_id)) for b in blocks], sources)
    kinds = {b.block_id: b.kind for b in blocks}
    static = {i for i in choices if _says_anything(kinds[i], _fields(data, i))}
    if choices:
        report.block_sources[path] = describe(choices, kinds, static)
    for block_id, choice in choices.items():
        if choice.shown is None and block_id not in static:
            report.blocks_without_records.append(
                f"page {path} block {block_id} ({kinds[block_id]}): no page source fits and its data gives nothing "
                "to show"
            )
    return choices


def _fields(data: SiteData, block_id: str) -> dict[str, Any]:
    """A block's static fields (none when it has no data)."""
    stored = data.block_data.get(block_id)
    return (stored.fields if stored else None) or {}


def _bindings(data: SiteData, block_id: str) -> dict[str, Any]:
    stored = data.block_data.get(block_id)
    return (stored.bindings if stored else None) or {}


def _given(value: Any) -> bool:
    return value not in (None, "", [], {})


def _says_anything(name: str, fields: Mapping[str, Any]) -> bool:
    """Whether a record block's static fields give it something of its own to show (a static page's cover); a
    list's heading alone shows no records."""
    kind = KINDS[name]
    own = set(kind.data.model_fields) - ({"title"} if kind.lists else set())
    return any(_given(v) for k, v in fields.items() if k in own)


def _links(value: list[Any], where: str, data: SiteData, report: Report) -> list[dict[str, str]]:
    """A list of links: one whose URL fails the policy, or leads nowhere within the site, is left out."""
    links = []
    for item in value:
        url = clean_link(item.get("url")) if isinstance(item, dict) else None
        if url is None:
            report.dropped(f"{where} link", item)
            continue
        links.append({"title": str(item.get("title") or ""), "url": url})
    return live_links(links, f"page {where} links", data.known_paths, report.dropped_content_links)


def clean_field(key: str, value: Any, data: SiteData, where: str, report: Report) -> Any:
    """One block-data field, from a record, static or bound alike, by what it holds: records become cards, rich
    text is sanitised HTML, a `url` and an `image` URL pass the URL policy. A link within the site that leads
    nowhere goes: from rich text its `<a>` (the text stays), from `links` the item, and a `url` becomes None. Other
    text stays text."""
    if isinstance(value, list) and value and all(isinstance(v, SOURCE_RECORDS) for v in value):
        return [data.card(v) for v in value]
    if isinstance(value, SOURCE_RECORDS):
        return [data.card(value)] if key == "items" else data.card(value)
    if key == "links" and isinstance(value, list):
        return _links(value, where, data, report)
    if key in RICH_TEXT_FIELDS and isinstance(value, str):
        html = clean_rich_text(value, f"{where} {key}", report.sanitised_fields)
        return unlinked(html, f"page {where} {key}", data.known_paths, report.dropped_content_links)
    if key == "url" and isinstance(value, str):
        url = link(value, f"{where} {key}", report)
        return live_url(url, f"page {where} {key}", data.known_paths, report.dropped_content_links)
    if key == "image" and isinstance(value, str):
        return image(value, f"{where} {key}", report)
    return value


def _picture(value: Any, record: ProductionRecord | None) -> parts.Image | None:
    """An image field as the format has it: an asset keeps its focal point, and so does a URL that is one of the
    block's record's assets."""
    if isinstance(value, parts.Image):
        return value
    if isinstance(value, dict) and isinstance(value.get("url"), str):
        return parts.Image(url=value["url"], focal_point_query=str(value.get("focalPointQuery") or ""))
    if not isinstance(value, str):
        return None
    asset = next((a for a in (record.assets if record else []) if a.url == value), None)
    return parts.Image(url=value, focal_point_query=asset.focal_point_query if asset else "")


def _stem(route: Route) -> str:
    return route_file(route.path).removeprefix("routes/").removesuffix(".json")


def _chunk_file(route: Route, block_index: int, key: str, page: int) -> str:
    """`chunks/<route>/<block position>/<field>/<page>.json` (a field of the format, `items`)."""
    return f"chunks/{_stem(route)}/{block_index}/{key}/{page}.json"


def _by_day(
    items: list[Any], route: Route, block_index: int, data: SiteData
) -> tuple[dict[str, str], dict[str, fmt.DayShowings]]:
    """The showings of a programme's productions (all of them, not only its first page) by Oslo day, each day in time
    order in `days/<route>/<block position>/<day>.json`: the block's `days`, and the files."""
    by_day: dict[str, list[EventRecord]] = defaultdict(list)
    for card in items:
        if isinstance(card, parts.ProductionCard):
            for event in data.events_by_production.get(card.id, ()):
                by_day[showing_day(event)].append(event)
    names: dict[str, str] = {}
    files: dict[str, fmt.DayShowings] = {}
    for day in sorted(by_day):
        name = f"days/{_stem(route)}/{block_index}/{day}.json"
        events = sorted(by_day[day], key=lambda event: (event.start_time, event.event_number))
        shown = [data.cards[("EventRecord", event.id)] for event in events]
        files[name] = fmt.DayShowings(day=day, items=[card for card in shown if isinstance(card, parts.Event)])
        names[day] = name
    return names, files


def _page(
    values: dict[str, Any], route: Route, block_index: int
) -> tuple[dict[str, Any], dict[str, parts.Paging], dict[str, fmt.Chunk]]:
    """Listings longer than a page keep their first page; the others go to chunk files."""
    paging: dict[str, parts.Paging] = {}
    chunks: dict[str, fmt.Chunk] = {}
    for key, value in values.items():
        if not (isinstance(value, list) and all(isinstance(v, parts.Model) for v in value)):
            continue
        productions = all(isinstance(v, parts.ProductionCard) for v in value)
        size = parts.PRODUCTION_PAGE_SIZE if productions else parts.PAGE_SIZE
        if len(value) <= size:
            continue
        names = []
        for page, start in enumerate(range(size, len(value), size), start=2):
            name = _chunk_file(route, block_index, key, page)
            chunks[name] = fmt.Chunk(page=page, items=value[start : start + size])
            names.append(name)
        values[key] = value[:size]
        paging[key] = parts.Paging(total=len(value), page_size=size, chunks=names)
    return values, paging, chunks


def _block_data(kind: str, values: dict[str, Any], where: str, report: Report) -> parts.Model:
    """The block's data by its kind's model; a field whose value does not fit its type is left out and reported."""
    model = KINDS[kind].data
    values = {k: v for k, v in values.items() if v is not None}
    while True:
        try:
            return model.model_validate(values)
        except ValidationError as error:
            wrong = {str(e["loc"][0]) for e in error.errors() if e["loc"]} & set(values)
            if not wrong:
                raise
            for key in wrong:
                report.dropped(f"{where} {key} (not of its type)", values.pop(key))


@dataclass
class Blocks:
    blocks: list[Block]
    chunks: dict[str, fmt.Chunk | fmt.DayShowings]  # a listing's further pages, a programme's days


@dataclass
class _Built:
    """A block's cleaned fields, before paging: what decides whether it stays on the page."""

    block_id: str
    kind: str
    place: parts.Place
    values: dict[str, Any]
    source: parts.BlockSource | None
    static: bool


def _shows_records(built: _Built) -> bool:
    """Whether a record block has something to show: a list its items, a single-record block any field."""
    kind = KINDS[built.kind]
    if kind.shows == "nothing":
        return False
    if kind.lists:
        return bool(built.values.get("items"))
    return any(_given(v) for v in built.values.values())


def _left_empty(built: _Built) -> bool:
    """A list whose source is there but gives no records, with nothing of its own to show. A film's or event's list
    of showings is not one: «Ingen planlagte forestillinger.» is itself news to a ticket buyer."""
    kind = KINDS[built.kind]
    return (
        kind.lists
        and built.kind != "ticket-list"
        and built.source is not None
        and not built.static
        and not built.values.get("items")
    )


def _kept(built: list[_Built], path: str, report: Report) -> list[_Built]:
    """The page's blocks without its empty lists, where another block of the page shows records: an empty list
    among full ones is only a gap (the front page's «Aktuelt i kulturhuset – Ingenting å vise akkurat nå.»). On a page
    whose record blocks all show nothing, the page is about its lists, and they say they are empty. Each list left out
    is reported."""
    if not any(_shows_records(b) for b in built):
        return built
    kept = []
    for block in built:
        if block.source is None or not _left_empty(block):
            kept.append(block)
            continue
        report.blocks_without_records.append(
            f"page {path} block {block.block_id} ({block.kind}): its source {block.source.name} gives no records; "
            "left out of the page"
        )
    return kept


def blocks(
    data: SiteData, route: Route, sources: dict[str, Any], choices: Mapping[str, Choice], report: Report
) -> Blocks:
    """The route's blocks in place order, hidden ones, those of unknown kinds and empty lists beside full blocks
    (`_kept`) left out."""
    built: list[_Built] = []
    for block in data.blocks.get(route.page_id or "", []):
        if block.hide:
            continue
        kind = KINDS.get(block.kind)
        where = f"{route.path} block {block.block_id}"
        if kind is None:
            report.skipped_blocks.append(f"page {route.page_id} block {block.block_id}: {block.component}")
            continue
        choice = choices.get(block.block_id)
        record_value = sources.get(choice.rule) if choice and choice.rule else None
        static = {k: v for k, v in _fields(data, block.block_id).items() if _given(v)}
        bound = bind(static, _bindings(data, block.block_id), sources, where, report)
        # Only the fields the kind has are cleaned: the contract's unknown fields are ignored, not checked.
        fields = kind.data.model_fields
        raw = kind.filled(record_value, data) | bound
        values = {k: clean_field(k, v, data, where, report) for k, v in raw.items() if k in fields}
        record = record_value if isinstance(record_value, SOURCE_RECORDS) else None
        if "image" in values:
            values["image"] = _picture(values["image"], data.production_of(record) if record else None)
        if isinstance(values.get("items"), list):
            values["items"] = kind.arrange(values["items"], data)
        place = parts.Place(row=block.place_row, column=block.place_column, order=block.place_order)
        own = _says_anything(kind.name, static) if kind.shows != "nothing" else True
        built.append(_Built(block.block_id, kind.name, place, values, choice.shown if choice else None, own))
    result = Blocks([], {})
    for entry in _kept(built, route.path, report):
        items = entry.values.get("items") or []
        by_day = KINDS[entry.kind].by_day
        days, day_files = _by_day(items, route, len(result.blocks), data) if by_day else ({}, {})
        values, paging, chunks = _page(entry.values, route, len(result.blocks))
        result.chunks.update(chunks)
        result.chunks.update(day_files)
        result.blocks.append(
            _BLOCK.validate_python(
                {
                    "id": entry.block_id,
                    "kind": entry.kind,
                    "place": entry.place,
                    "data": _block_data(entry.kind, values, f"{route.path} block {entry.block_id}", report),
                    "paging": paging,
                    "source": entry.source,
                    "days": days,
                }
            )
        )
    return result
