"""The page context of one route (blocks with resolved data, meta, its record) and the site-wide context."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from pipeline.defs.route_data import cards
from pipeline.defs.route_data import format as fmt
from pipeline.defs.route_data import meta as meta_rules
from pipeline.defs.route_data.bindings import BindingSyntaxError, Unresolved, parse, resolve
from pipeline.defs.route_data.records import SiteData
from pipeline.defs.route_data.sanitize import clean_html, clean_rich_text, plain_text
from pipeline.defs.routing.routes import Route, route_file
from pipeline.urls import checked, clean_image_url, clean_link, is_segment
from warehouse.read import Record

BLOCK_KINDS = frozenset(
    {
        "quick-links", "title", "program", "content", "article", "cover", "ticket-list", "movie-info",
        "card-list", "culture-program", "news-subscribe", "cover-flow", "schedule", "slideshow", "events",
        "search-results", "search-field", "ticket", "card",
    }
)  # fmt: skip
MEMBERSHIP_PARTNERS = (118, 178)
EXAMPLES = 20
# Block-data fields by what their values are: links to follow, images to load, editor HTML or Markdown.
LINK_FIELDS = frozenset({"url", "href", "buttonUrl", "link"})
IMAGE_FIELDS = frozenset({"image", "src", "thumbnail", "poster", "logo", "icon"})
RICH_TEXT_FIELDS = frozenset({"content"})
RICH_TEXT_TYPES = frozenset({"markdown", "html"})


@dataclass
class Report:
    """What route building noticed without failing: shown in the asset's metadata and log."""

    bindings_resolved: int = 0
    bindings_unresolved: int = 0
    unresolved_examples: list[str] = field(default_factory=list)
    skipped_blocks: list[str] = field(default_factory=list)
    dropped_values: list[str] = field(default_factory=list)  # URLs the policy refused, fields of the wrong type

    def unresolved(self, where: str, why: str) -> None:
        self.bindings_unresolved += 1
        if len(self.unresolved_examples) < EXAMPLES:
            self.unresolved_examples.append(f"{where}: {why}")

    def dropped(self, where: str, value: Any) -> None:
        self.dropped_values.append(f"{where}: {str(value)[:100]!r}")


@dataclass(frozen=True)
class Endpoints:
    """Browser-side services the exported site calls: not secrets, so they may be in the route data."""

    public_events_url: str
    membership_api: dict[int, str]


def bind(
    static: dict[str, Any], bindings: dict[str, Any], sources: dict[str, Any], where: str, report: Report
) -> dict[str, Any]:
    """Static fields, with every binding that names a source replaced by the value its path finds there.

    A binding whose source is null keeps the static value; one that cannot be resolved leaves the field empty.
    """
    values = dict(static)
    for name, binding in bindings.items():
        source = binding.get("source")
        if source is None:
            continue
        values[name] = None
        if source not in sources:
            report.unresolved(f"{where} {name}", f"no source '{source}' on this page")
            continue
        try:
            values[name] = resolve(sources[source], parse(str(binding.get("binding") or "")))
            report.bindings_resolved += 1
        except BindingSyntaxError as error:
            report.unresolved(f"{where} {name}", str(error))
        except Unresolved:
            report.unresolved(f"{where} {name}", f"{source}.{binding.get('binding')} has no value")
    return values


def _clean_json(key: str, value: Any, where: str, report: Report) -> Any:
    """Plain JSON from the CMS, with every URL inside it held to the policy its key implies."""
    if isinstance(value, dict):
        return {k: _clean_json(k, v, f"{where}.{k}", report) for k, v in value.items()}
    if isinstance(value, list):
        return [_clean_json(key, v, f"{where}[{n}]", report) for n, v in enumerate(value)]
    if isinstance(value, str) and key in LINK_FIELDS:
        return _link(value, where, report)
    if isinstance(value, str) and key in IMAGE_FIELDS:
        return _image(value, where, report)
    return value


def _links(value: list[Any], where: str, report: Report) -> list[dict[str, str]]:
    links = []
    for link in value:
        url = clean_link(link.get("url")) if isinstance(link, dict) else None
        if url is None:
            report.dropped(f"{where} link", link)
            continue
        links.append({"title": str(link.get("title") or ""), "url": url})
    return links


def clean_field(key: str, value: Any, rich_text: bool, data: SiteData, where: str, report: Report) -> Any:
    """One block-data field, static or bound alike, by what it holds: records become cards, rich text is
    sanitised HTML, links and images pass the URL policy. Other text stays text."""
    if isinstance(value, list) and value:
        listed = [cards.card(v, data) for v in value]
        if all(listed):
            return listed
    if (record_card := cards.card(value, data)) is not None:
        return record_card
    if key == "links" and isinstance(value, list):
        return _links(value, where, report)
    if (rich_text or key in RICH_TEXT_FIELDS) and isinstance(value, str):
        return clean_rich_text(value)
    return _clean_json(key, value, f"{where} {key}", report)


def _chunk_file(route: Route, block_index: int, key: str, page: int) -> str:
    """`chunks/<route>/<block position>/<field>/<page>.json`; a field name that is no path segment (the CMS
    names fields) is written by its hash."""
    stem = route_file(route.path).removeprefix("routes/").removesuffix(".json")
    name = key if is_segment(key) else hashlib.sha256(key.encode()).hexdigest()[:12]
    return f"chunks/{stem}/{block_index}/{name}/{page}.json"


def _page(
    values: dict[str, Any], route: Route, block_index: int
) -> tuple[dict[str, Any], dict[str, fmt.Paging], dict[str, fmt.Chunk]]:
    """Listings longer than a page keep their first page; the others go to chunk files."""
    size = fmt.PAGE_SIZE
    paging: dict[str, fmt.Paging] = {}
    chunks: dict[str, fmt.Chunk] = {}
    for key, value in values.items():
        if not (isinstance(value, list) and len(value) > size and all(isinstance(v, fmt.Model) for v in value)):
            continue
        names = []
        for page, start in enumerate(range(size, len(value), size), start=2):
            name = _chunk_file(route, block_index, key, page)
            chunks[name] = fmt.Chunk(page=page, items=value[start : start + size])
            names.append(name)
        values[key] = value[:size]
        paging[key] = fmt.Paging(total=len(value), page_size=size, chunks=names)
    return values, paging, chunks


def _block_data(values: dict[str, Any], where: str, report: Report) -> fmt.BlockData:
    """The typed block data; a field whose value does not fit its type is left out and reported."""
    while True:
        try:
            return fmt.BlockData.model_validate(values)
        except ValidationError as error:
            wrong = {str(e["loc"][0]) for e in error.errors() if e["loc"]}
            if not wrong & set(values):
                raise
            for key in wrong & set(values):
                report.dropped(f"{where} {key} (not of its type)", values.pop(key))


@dataclass
class Blocks:
    blocks: list[fmt.Block]
    chunks: dict[str, fmt.Chunk]


def blocks(data: SiteData, route: Route, sources: dict[str, Any], report: Report) -> Blocks:
    result = Blocks([], {})
    for block in data.blocks.get(route.page_id or "", []):
        if block["hide"]:
            continue
        where = f"{route.path} block {block['block_id']}"
        if block["kind"] not in BLOCK_KINDS:
            report.skipped_blocks.append(f"page {route.page_id} block {block['block_id']}: {block['component']}")
            continue
        stored = data.block_data.get(block["block_id"], {})
        bound = bind(stored.get("fields") or {}, stored.get("bindings") or {}, sources, where, report)
        rich = {p["name"] for p in block["properties"] or [] if p.get("type") in RICH_TEXT_TYPES}
        values = {k: clean_field(k, v, k in rich, data, where, report) for k, v in bound.items()}
        if block["kind"] == "culture-program" and isinstance(values.get("items"), list):
            values["items"] = cards.performances(values["items"], data)
        values, paging, chunks = _page(values, route, len(result.blocks))
        result.chunks.update(chunks)
        result.blocks.append(
            fmt.Block(
                id=block["block_id"],
                component=block["component"],
                kind=block["kind"],
                place=fmt.Place(row=block["place_row"], column=block["place_column"], order=block["place_order"]),
                data=_block_data(values, where, report),
                paging=paging,
                metadata=fmt.BlockMetadata.model_validate(
                    {
                        "model": block["metadata_model"],
                        "version": block["metadata_version"],
                        "properties": block["properties"] or [],
                    }
                ),
            )
        )
    return result


def _link(url: Any, where: str, report: Report) -> str | None:
    return checked(clean_link, url, where, report.dropped_values)


def _image(url: Any, where: str, report: Report) -> str | None:
    return checked(clean_image_url, url, where, report.dropped_values)


def _menu(data: SiteData, place: str, report: Report) -> list[fmt.MenuItem]:
    items = [m for m in data.menu if m["place"] == place]

    def node(item: Record) -> fmt.MenuItem:
        return fmt.MenuItem(
            id=item["item_id"],
            label=item["label"],
            path=_link(item["path"], f"menu item {item['item_id']}", report),
            open_in_new_window=bool(item["open_in_new_window"]),
            children=[node(child) for child in items if child["parent_id"] == item["item_id"]],
        )

    ids = {m["item_id"] for m in items}
    return [node(m) for m in items if not m["parent_id"] or m["parent_id"] not in ids]


def theme(data: SiteData, report: Report) -> fmt.Theme:
    t = data.theme
    return fmt.Theme(
        name=t.get("name"),
        train=t.get("train"),
        variant=t.get("variant"),
        favicon=_image(t.get("favicon"), "theme favicon", report),
        logo=_image(t.get("logo"), "theme logo", report),
        logo_alt=_image(t.get("logo_alt"), "theme logoAlt", report),
        search=fmt.SearchSettings(
            submit_path=_link(t.get("search_submit_path"), "theme search submitPath", report),
            enabled=bool(t.get("search_enabled")),
        ),
        language=fmt.LanguageSettings(
            submit_path=_link(t.get("language_submit_path"), "theme language submitPath", report),
            enabled=bool(t.get("language_enabled")),
            language_icon=t.get("language_icon"),
        ),
        menu=fmt.Menus(header=_menu(data, "header", report), footer=_menu(data, "footer", report)),
        footer=[
            fmt.FooterColumn(
                title=column["title"],
                order=column["order"],
                items=[
                    fmt.FooterItem(
                        type=item["type"],
                        value=clean_html(item["value"]) if item["type"] == "html" else item["value"],
                        href=_link(item["href"], f"footer '{column['title']}' item", report),
                        order=item["order"],
                    )
                    for item in column["items"]
                ],
            )
            for column in data.footer
        ],
    )


def membership(data: SiteData, endpoints: Endpoints) -> fmt.Membership:
    """Enabled only when the site's first partner is a membership partner whose provider is configured."""
    partners = data.site.get("partners") or []
    first = partners[0] if partners else None
    base = endpoints.membership_api.get(first, "") if first in MEMBERSHIP_PARTNERS else ""
    api_base = clean_link(base.rstrip("/")) if base else None
    return fmt.Membership(enabled=api_base is not None, partner=first, api_base=api_base)


def site_wide(data: SiteData, endpoints: Endpoints, report: Report) -> fmt.Site:
    """`site.json`: the parts of every page context that are the same on every route."""
    locale = fmt.Locale.model_validate(data.site["locale"])
    partners = data.site.get("partners") or []
    public_base = clean_link(endpoints.public_events_url.rstrip("/"))
    ticketing_host = clean_link(data.site.get("ticketing_host"))
    return fmt.Site(
        format_version=fmt.FORMAT_VERSION,
        site_id=data.site_id,
        title=data.title,
        host=data.host,
        stage=data.site.get("stage") or "",
        locale=locale,
        active_locale=locale.default,
        preferred_language=locale.default,
        partners=partners,
        ga_tracking_id=data.site.get("analytics_id"),
        facebook_pixel_id=data.site.get("facebook_pixel_id"),
        theme=theme(data, report),
        membership=membership(data, endpoints),
        public_events=(
            fmt.PublicEvents(base_url=public_base, site=f"site{partners[0]}a") if partners and public_base else None
        ),
        ticketing=(
            fmt.Ticketing(host=ticketing_host, venue=str(data.site["ticketing_venue"]))
            if ticketing_host and data.site.get("ticketing_venue")
            else None
        ),
    )


def page_meta(
    data: SiteData, route: Route, page: Record | None, sources: dict[str, Any], record: Record | None, report: Report
) -> fmt.Meta:
    """Film, culture and article routes follow their rules whatever the page's own meta says; other pages take
    their (bound) meta with the site's title first."""
    locale = data.site["locale"].get("default", "nb")
    entries = (page or {}).get("meta") or []
    entry = next((m for m in entries if m.get("locale") == locale), entries[0] if entries else {})
    static = {k: entry.get(k) for k in ("title", "description", "keywords", "image")}
    verification = entry.get("facebookVerificationCode")
    if route.kind in ("film", "culture") and record is not None:
        first_content = (record.get("contents") or [{}])[0]
        image = next((a for a in record["assets"] if a["type"] == "first_image"), None)
        return fmt.Meta(
            locale=locale,
            title=meta_rules.record_title(record["title"], data.title),
            description=meta_rules.description(
                first_content.get("body") if route.kind == "film" else first_content.get("summary")
            ),
            keywords=meta_rules.keywords(record.get("features")),
            image=meta_rules.share_image(image["url"], image["focalPointQuery"]) if image else None,
            facebook_verification_code=verification,
        )
    if route.kind == "article" and record is not None:
        return fmt.Meta(
            locale=locale,
            title=meta_rules.record_title(record["title"], data.title),
            description=meta_rules.excerpt(record.get("content")),
            keywords="",
            image=record.get("image"),
            facebook_verification_code=verification,
        )
    bound = bind(static, entry.get("bindings") or {}, sources, f"{route.path} meta", report)
    title_value, description = bound.get("title"), bound.get("description")
    title = plain_text(title_value) if isinstance(title_value, str) and title_value else route.title
    return fmt.Meta(
        locale=locale,
        title=meta_rules.static_title(data.title, title),
        description=meta_rules.description(description if isinstance(description, str) else None),
        keywords=meta_rules.keywords(bound.get("keywords")),
        image=_image(bound.get("image"), f"{route.path} meta image", report),
        facebook_verification_code=verification,
    )


@dataclass
class RouteOutput:
    route: fmt.Route
    chunks: dict[str, fmt.Chunk]


def page_context(
    data: SiteData, route: Route, page: Record | None, sources: dict[str, Any], record: Record | None, report: Report
) -> RouteOutput:
    """Everything the web app needs to render `route` beside `site.json`."""
    built = blocks(data, route, sources, report) if page else Blocks(not_found_blocks(), {})
    is_production = route.kind in ("film", "culture") and record is not None
    return RouteOutput(
        fmt.Route(
            format_version=fmt.FORMAT_VERSION,
            path=route.path,
            kind=route.kind,
            title=route.title,
            page_id=route.page_id,
            template=fmt.Template.model_validate((page or {}).get("template") or {"rows": []}),
            blocks=built.blocks,
            meta=page_meta(data, route, page, sources, record, report),
            production=cards.production(record) if is_production and record else None,
            events=(
                [cards.showing(e) for e in data.events_by_production.get(record["id"], [])]
                if is_production and record
                else None
            ),
            article=cards.article(record) if route.kind == "article" and record else None,
        ),
        built.chunks,
    )


def not_found_blocks() -> list[fmt.Block]:
    """The 404 page has no CMS page behind it: a title and a short way back."""
    metadata = fmt.BlockMetadata(model=None, version="1", properties=[])
    return [
        fmt.Block(
            id="not-found-title",
            component="cw-component-title",
            kind="title",
            place=fmt.Place(row=0, column=0, order=1),
            data=fmt.BlockData(text="Fant ikke siden"),
            paging={},
            metadata=metadata,
        ),
        fmt.Block(
            id="not-found-content",
            component="cw-component-content",
            kind="content",
            place=fmt.Place(row=0, column=0, order=2),
            data=fmt.BlockData(
                content="<p>Siden du leter etter, finnes ikke lenger eller har fått en ny adresse.</p>",
                links=[fmt.Link(title="Til forsiden", url="/"), fmt.Link(title="Søk på nettstedet", url="/sok")],
            ),
            paging={},
            metadata=metadata,
        ),
    ]
