"""Editors' unpublished changes per site, shown to `stable=0` until they are published or thrown away."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from starlette.requests import Request
from starlette.responses import JSONResponse

if TYPE_CHECKING:
    from sample_cms.app import Content, HouseContent

Json = dict[str, Any]

# A block datum's identity, locale and bindings are the CMS's; every other field in `data` is static content.
_NOT_STATIC = frozenset({"id", "locale", "bindings"})
# What an editor may change in an article; its id, category, locale and timestamps are the CMS's.
ARTICLE_FIELDS = ("author", "content", "image", "order", "slug", "thumbnail", "title")
# JSON's names for the types a field takes, for the answers that refuse a value.
_TYPE_NAMES = {str: "en tekst", int: "et heltall", list: "en liste", dict: "et objekt"}


class DraftError(Exception):
    """A control call the sample refuses: `status` 400 or 404, the message in Bokmål naming what is wrong."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


@dataclass
class Overlay:
    """Changed fields by block id and by article id, laid over the built content rather than edited into it, so
    they outlive the rebuild when the date turns."""

    blocks: dict[str, Json] = field(default_factory=dict)
    articles: dict[str, Json] = field(default_factory=dict)

    def add(self, other: Overlay) -> None:
        """`other`'s changes on top of these: a field changed in both takes `other`'s value."""
        for mine, theirs in ((self.blocks, other.blocks), (self.articles, other.articles)):
            for key, changes in theirs.items():
                mine[key] = {**mine.get(key, {}), **changes}

    def on_block_data(self, items: list[Json]) -> list[Json]:
        changed = self.blocks
        return [
            {**item, "data": {**item["data"], **changed[item["blockId"]]}} if item["blockId"] in changed else item
            for item in items
        ]

    def on_articles(self, items: list[Json]) -> list[Json]:
        return [{**item, **self.articles[item["id"]]} if item["id"] in self.articles else item for item in items]

    def as_json(self) -> Json:
        return {"blocks": self.blocks, "articles": self.articles}


@dataclass
class Drafts:
    """Per site, the edits published so far and the draft on top of them; `ignored` makes the sample a CMS without
    drafts, answering `stable=0` as `stable=1` (the contract allows it)."""

    ignored: bool = False
    published: dict[str, Overlay] = field(default_factory=dict)
    draft: dict[str, Overlay] = field(default_factory=dict)

    def shows_draft(self, stable: str | None) -> bool:
        """Only `stable=0` asks for the draft; any other value, or none, answers the published state, as every
        value did before the sample had drafts."""
        return stable == "0" and not self.ignored

    def view(self, site: str, draft: bool) -> Overlay:
        """The edits an answer shows: the published ones, and for a draft answer the draft's over them."""
        shown = Overlay()
        shown.add(self.published.get(site, Overlay()))
        if draft:
            shown.add(self.draft.get(site, Overlay()))
        return shown

    def change(self, site: str, house: HouseContent, body: Json) -> None:
        """Changes one field of a block or an article of `site` in its draft, after checking the block or article
        exists and has that field; an article's `updatedAt` becomes the time of the change."""
        name, value = body.get("field"), body.get("value")
        if not isinstance(name, str):
            raise DraftError(400, 'Oppgi feltet som tekst: {"field": "text", …}.')
        if ("block" in body) == ("article" in body):
            raise DraftError(400, 'Oppgi nøyaktig én av "block" og "article".')
        draft = self.draft.get(site, Overlay())
        if "block" in body:
            block = str(body["block"])
            changes = _block_change(site, house, block, name, value)
            draft.blocks[block] = {**draft.blocks.get(block, {}), **changes}
        else:
            article = str(body["article"])
            changes = _article_change(site, house, article, name, value)
            draft.articles[article] = {**draft.articles.get(article, {}), **changes}
        self.draft[site] = draft

    def publish(self, site: str) -> None:
        """The site's draft becomes its published state; the draft is then empty, so both answers agree."""
        self.published.setdefault(site, Overlay()).add(self.draft.pop(site, Overlay()))

    def discard(self, site: str) -> None:
        self.draft.pop(site, None)

    def state(self, site: str) -> Json:
        """What control calls answer: the site's draft and its published edits."""
        return {
            "site": site,
            "draft": self.draft.get(site, Overlay()).as_json(),
            "published": self.published.get(site, Overlay()).as_json(),
        }


def _block_change(site: str, house: HouseContent, block: str, name: str, value: object) -> Json:
    datum = next((item["data"] for item in house.block_data if item["blockId"] == block), None)
    if datum is None:
        raise DraftError(404, f"Fant ikke blokken «{block}» på nettstedet «{site}».")
    static = sorted(key for key in datum if key not in _NOT_STATIC)
    if name not in static:
        has = f"Blokkens statiske felt: {', '.join(static)}." if static else "Blokken har ingen statiske felt."
        raise DraftError(400, f"Blokken «{block}» har ikke det statiske feltet «{name}». {has}")
    return {name: _checked(name, value, datum[name])}


def _article_change(site: str, house: HouseContent, article: str, name: str, value: object) -> Json:
    record = next((item for item in house.articles if item["id"] == article), None)
    if record is None:
        raise DraftError(404, f"Fant ikke artikkelen «{article}» på nettstedet «{site}».")
    if name not in ARTICLE_FIELDS:
        fields = ", ".join(ARTICLE_FIELDS)
        raise DraftError(400, f"Feltet «{name}» kan ikke endres i en artikkel. Felt som kan endres: {fields}.")
    return {name: _checked(name, value, record[name]), "updatedAt": _now_ms()}


def _checked(name: str, value: object, published: object) -> object:
    """`value` when it is of the published value's JSON type (`type is`, so `true` is no whole number)."""
    if type(value) is not type(published):
        expected = _TYPE_NAMES.get(type(published), type(published).__name__)
        raise DraftError(400, f"Feltet «{name}» skal være {expected}, ikke {json.dumps(value, ensure_ascii=False)}.")
    return value


def _now_ms() -> int:
    return time.time_ns() // 1_000_000


async def _site_of(request: Request) -> tuple[str, Json, HouseContent]:
    """The JSON body of a control call and the site it names, which the sample must serve."""
    try:
        body = await request.json()
    except ValueError:
        body = None
    if not isinstance(body, dict) or not isinstance(body.get("site"), str):
        raise DraftError(400, 'Send et JSON-objekt med nettstedets id: {"site": ID, …}.')
    content: Content = request.app.state.content()
    house = content.houses.get(body["site"])
    if house is None:
        raise DraftError(404, f"Fant ikke nettstedet «{body['site']}».")
    return body["site"], body, house


async def draft(request: Request) -> JSONResponse:
    """`POST /_control/draft {"site", "block" | "article", "field", "value"}` changes the draft;
    `DELETE /_control/draft {"site"}` throws it away."""
    drafts: Drafts = request.app.state.drafts
    try:
        site, body, house = await _site_of(request)
        if request.method == "DELETE":
            drafts.discard(site)
        else:
            drafts.change(site, house, body)
    except DraftError as error:
        return JSONResponse({"Message": str(error)}, status_code=error.status)
    return JSONResponse(drafts.state(site))


async def publish(request: Request) -> JSONResponse:
    """`POST /_control/publish {"site"}`: the site's draft becomes what `stable=1` answers."""
    drafts: Drafts = request.app.state.drafts
    try:
        site, _, _ = await _site_of(request)
    except DraftError as error:
        return JSONResponse({"Message": str(error)}, status_code=error.status)
    drafts.publish(site)
    return JSONResponse(drafts.state(site))


async def ignore(request: Request) -> JSONResponse:
    """`POST /_control/drafts {"ignored": true}`: answer `stable=0` as `stable=1`; `false` shows drafts again."""
    drafts: Drafts = request.app.state.drafts
    try:
        body = await request.json()
    except ValueError:
        body = None
    if not isinstance(body, dict) or not isinstance(body.get("ignored"), bool):
        return JSONResponse({"Message": 'Send {"ignored": true} eller {"ignored": false}.'}, status_code=400)
    drafts.ignored = body["ignored"]
    return JSONResponse({"ignored": drafts.ignored})
