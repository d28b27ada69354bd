"""The sample CMS as one Starlette app: platform API, identity provider, management API, membership, newsletter."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date, datetime
from typing import Any
from urllib.parse import parse_qsl

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from sample_cms import drafts, images, membership, newsletter
from sample_cms.artwork import Artwork
from sample_cms.auth import TokenIssuer, basic_auth_ok
from sample_cms.conditional import matches, strong_etag
from sample_cms.content import broken
from sample_cms.content.article_feed import build_articles
from sample_cms.content.house_content import house_seeds
from sample_cms.content.houses import DEFAULT_HOUSES, FJORDBY, HOUSES
from sample_cms.content.membership_data import build_catalogue
from sample_cms.content.programme import OSLO, Programme, build_programme
from sample_cms.content.site import build_site, staging_copy
from sample_cms.faults import FaultMiddleware, Faults, control
from sample_cms.images import catalogue
from sample_cms.origins import AllowedOrigins, configured_origins

Json = dict[str, Any]


@dataclass
class HouseContent:
    """What the CMS serves for one house's site: the site, its pages' block data, its programme and its articles."""

    site: Json
    block_data: list[Json]
    programme: Programme
    articles: list[Json]


@dataclass
class Content:
    """Everything the CMS serves for one day."""

    sites: list[Json]  # `/v1/sites`: Fjordby's staging copy first, then the houses' published sites
    houses: dict[str, HouseContent]  # by site id; the staging copy's calls answer with Fjordby's content
    artwork: dict[str, Artwork]  # the pictures it names, by path below /images/
    providers: dict[int, membership.Provider] = field(default_factory=dict)

    @classmethod
    def build(
        cls,
        today: date,
        scale: int,
        base_url: str,
        partners: list[int] | None = None,
        bindings: bool = True,
        houses: int = DEFAULT_HOUSES,
    ) -> Content:
        """The content of `today` for the first `houses` houses, its image URLs on this server (`base_url`, as
        browsers reach it; a smaller house's pictures below `/images/<house>/`); `partners` replaces Fjordby's
        partner ids; without `bindings` the block data binds nothing."""
        images = f"{base_url}/images"
        by_id: dict[str, HouseContent] = {}
        artwork: dict[str, Artwork] = {}
        for index, house in enumerate(HOUSES[:houses]):
            own = images if house.full else f"{images}/{house.key}"
            seeds = house_seeds(house, index)
            site, block_data = build_site(house, seeds, own, partners if house.full else None, bindings)
            programme = build_programme(today, scale, own, seeds, salt="" if house.full else house.key)
            articles = build_articles(today, scale, own, seeds.articles)
            by_id[site["id"]] = HouseContent(site, block_data, programme, articles)
            artwork |= catalogue(images, house.title, [site], block_data, programme.productions, articles)
        published = [served.site for served in by_id.values()]
        staging = staging_copy(by_id[FJORDBY.site_id].site)
        by_id[staging["id"]] = by_id[FJORDBY.site_id]
        return cls([staging, *published], by_id, artwork)

    def public_site(self, site: str) -> HouseContent | None:
        """The house whose public calls' `{site}` this is: `site` + its first partner id + `a`."""
        return next((served for served in self.houses.values() if _public_name(served.site) == site), None)

    def programme_of(self, partner: int) -> Programme:
        """The programme a membership provider sells tickets for: that of the first house with the partner first."""
        for served in self.houses.values():
            if served.site["partners"][:1] == [partner]:
                return served.programme
        return self.houses[FJORDBY.site_id].programme


def _public_name(site: Json) -> str | None:
    return f"site{site['partners'][0]}a" if site["partners"] else None


class ContentStore:
    """Builds the content for today, and again when the date turns, so the programme is always current."""

    def __init__(
        self,
        scale: int,
        today: date | None,
        base_url: str,
        partners: list[int] | None = None,
        bindings: bool = True,
        houses: int = DEFAULT_HOUSES,
    ) -> None:
        self.scale = scale
        self.base_url = base_url
        self.partners = partners
        self.bindings = bindings
        self.houses = houses
        self.fixed_day = today
        self._day: date | None = None
        self._content: Content | None = None
        self._providers: dict[int, membership.Provider] = {}

    def __call__(self) -> Content:
        day = self.fixed_day or datetime.now(OSLO).date()
        if self._content is None or day != self._day:
            self._content = Content.build(day, self.scale, self.base_url, self.partners, self.bindings, self.houses)
            self._day = day
            if not self._providers:  # members keep their sessions and watch lists across the day change
                programmes = {partner: self._content.programme_of(partner) for partner in membership.PARTNERS}
                self._providers = {
                    partner: membership.Provider(
                        partner, build_catalogue(partner, programme.productions, programme.events)
                    )
                    for partner, programme in programmes.items()
                }
            self._content.providers = self._providers
        return self._content


def _house(request: Request) -> HouseContent | None:
    content: Content = request.app.state.content()
    return content.houses.get(request.path_params["site_id"])


def _not_found(what: str) -> JSONResponse:
    return JSONResponse({"Message": f"Fant ikke {what}."}, status_code=404)


def _unauthorised(scheme: str) -> JSONResponse:
    return JSONResponse(
        {"Message": "Mangler eller ugyldig autentisering."},
        status_code=401,
        headers={"WWW-Authenticate": f'{scheme} realm="sample-cms"'},
    )


def _answer(request: Request, payload: Any) -> Response:
    """JSON with a strong ETag of its body, or `304 Not Modified` when the caller already has that body."""
    response = JSONResponse(payload)
    etag = strong_etag(bytes(response.body))
    if matches(request.headers.get("if-none-match"), etag):
        return Response(status_code=304, headers={"ETag": etag})
    response.headers["ETag"] = etag
    return response


async def sites(request: Request) -> Response:
    if not basic_auth_ok(request.headers.get("authorization")):
        return _unauthorised("Basic")
    served = request.app.state.content().sites
    if request.app.state.faults.malformed:
        served = [broken.site(s) if s["published"] else s for s in served]
    if request.app.state.faults.deleted_article:
        served = [broken.linking_deleted_article(s) if s["published"] else s for s in served]
    return _answer(request, served)


async def events(request: Request) -> Response:
    if not basic_auth_ok(request.headers.get("authorization")):
        return _unauthorised("Basic")
    house = _house(request)
    if house is None:
        return _not_found("nettstedet")
    productions, feed = house.programme.productions, house.programme.events
    if request.app.state.faults.malformed:
        productions, feed = broken.productions(productions), broken.events(feed)
    revision, field = request.app.state.revisions.get(house.site["id"], (0, "title"))
    if revision and productions:
        productions = _revised(productions, revision, field)
    return _answer(request, {"productions": productions, "events": feed})


def _revised(productions: list[dict[str, Any]], revision: int, field: str) -> list[dict[str, Any]]:
    """The programme at `revision` (see `set_revision`): the first production retitled, or the first film's text
    one word longer."""
    if field == "title":
        first = productions[0]
        return [{**first, "title": f"{first['title']} (revisjon {revision})"}, *productions[1:]]
    at = next(i for i, p in enumerate(productions) if p.get("object") == "movie" and p.get("contents"))
    film = productions[at]
    body = str(film["contents"][0]["body"])
    end = body.rfind("</p>")
    revised = f"{body[:end]} revisjon{revision}{body[end:]}" if end >= 0 else f"{body} revisjon{revision}"
    contents = [{**film["contents"][0], "body": revised}, *film["contents"][1:]]
    return [*productions[:at], {**film, "contents": contents}, *productions[at + 1 :]]


async def basic_events(request: Request) -> Response:
    """The public call browsers make for seats left: no credentials, CORS open to every origin."""
    house = request.app.state.content().public_site(request.path_params["site"])
    if house is None:
        return _not_found("nettstedet")
    keys = {k.strip() for k in request.query_params.get("keys", "").split(",") if k.strip()}
    result = []
    for event in house.programme.events:
        if str(event["eventNumber"]) in keys:
            seats = 0 if event["soldOut"] else 1 + event["eventNumber"] % 180
            result.append({**event, "seatsLeft": seats})
    return JSONResponse(result, headers={"Access-Control-Allow-Origin": "*"})


async def token(request: Request) -> Response:
    # OAuth2 token requests are always form-urlencoded; parsing them needs no multipart support.
    form = dict(parse_qsl((await request.body()).decode()))
    if form.get("grant_type") != "client_credentials":
        return JSONResponse({"error": "unsupported_grant_type"}, status_code=400)
    issuer: TokenIssuer = request.app.state.tokens
    access_token = issuer.issue(str(form.get("client_id", "")), str(form.get("client_secret", "")))
    if access_token is None:
        return JSONResponse({"error": "invalid_client"}, status_code=401)
    return JSONResponse({"access_token": access_token, "token_type": "Bearer", "expires_in": issuer.ttl})


def _management(collection: str) -> Any:
    async def endpoint(request: Request) -> Response:
        if not request.app.state.tokens.valid(request.headers.get("authorization")):
            return _unauthorised("Bearer")
        house = _house(request)
        if house is None:
            return _not_found("nettstedet")
        # Edits lie over the built content by site and id (`drafts.py`), and faults over both, as before.
        edits: drafts.Drafts = request.app.state.drafts
        shown = edits.view(request.path_params["site_id"], edits.shows_draft(request.query_params.get("stable")))
        items = shown.on_articles(house.articles) if collection == "article" else shown.on_block_data(house.block_data)
        if request.app.state.faults.malformed:
            items = broken.articles(items) if collection == "article" else broken.block_data(items)
        if request.app.state.faults.deleted_article:
            items = (
                broken.articles_linking_deleted_article(items)
                if collection == "article"
                else broken.block_data_linking_deleted_article(items)
            )
        return _answer(request, items)

    return endpoint


async def expire_tokens(request: Request) -> Response:
    request.app.state.tokens.expire_all()
    return JSONResponse({"expired": True})


async def set_revision(request: Request) -> Response:
    """`POST /_control/revision {"revision": N, "site": ID, "field": "title" | "body"}`: the first production of the
    site's programme (Fjordby's without a site) gains "(revisjon N)" in its title, or with `"field": "body"` the first
    film's text ends in one word more, "revisjonN"; 0 undoes it. The other sites' content stays as it is."""
    try:
        body = await request.json()
        revision, site = int(body["revision"]), str(body.get("site", FJORDBY.site_id))
        field = str(body.get("field", "title"))
    except (ValueError, KeyError, TypeError, AttributeError):
        return JSONResponse({"Message": 'Send {"revision": N} with a whole number N.'}, status_code=400)
    if field not in ("title", "body"):
        return JSONResponse({"Message": 'Feltet «field» er "title" eller "body".'}, status_code=400)
    if site not in request.app.state.content().houses:
        return _not_found("nettstedet")
    request.app.state.revisions[site] = (revision, field)
    return JSONResponse({"revision": revision, "site": site, "field": field})


async def add_origins(request: Request) -> Response:
    """`POST /_control/origins {"origins": ["http://127.0.0.1:PORT", …]}`: more origins browsers may call from, for a
    command that picks its site's port after the CMS started (scripts/bench_publish.py)."""
    try:
        origins = (await request.json())["origins"]
        if not isinstance(origins, list) or not all(isinstance(o, str) and "://" in o for o in origins):
            raise TypeError
    except (ValueError, KeyError, TypeError):
        return JSONResponse({"Message": 'Send {"origins": ["http://127.0.0.1:8080", …]}.'}, status_code=400)
    allowed: AllowedOrigins = request.app.state.origins
    allowed.add(origins)
    return JSONResponse({"origins": sorted(allowed.origins)})


async def login_throttle(request: Request) -> Response:
    """`POST /_control/login-throttle {"limit", "address_limit", "window", "first_wait", "max_wait"}` sets the
    providers' log-in throttle (10 free failures per account and address, 30 per address, remembered 3600 s; then
    waits from 1 s, doubling, up to 900 s) and forgets every failure; `DELETE` restores the defaults."""
    settings: dict[str, Any] = {}
    if request.method == "POST":
        try:
            body = await request.json()
            kinds = {"limit": int, "window": float, "address_limit": int, "first_wait": float, "max_wait": float}
            settings = {name: kinds[name](value) for name, value in body.items()}
        except (ValueError, TypeError, AttributeError, KeyError):
            usage = 'Send {"limit": N, "address_limit": N, "window": S, "first_wait": S, "max_wait": S}.'
            return JSONResponse({"Message": usage}, status_code=400)
    try:
        for provider in request.app.state.content().providers.values():
            provider.throttle.configure(**settings)
    except ValueError as error:
        return JSONResponse({"Message": str(error)}, status_code=400)
    return JSONResponse({"reset": True, **settings})


async def index(request: Request) -> Response:
    return JSONResponse(
        {
            "name": "Fjordby kulturhus – eksempel-CMS",
            "platform": "/v1/sites",
            "token": "/oauth/token",
            "images": "/images/{folder}/{name}",
            "membership": [f"/membership/{p}/api/" for p in membership.PARTNERS],
            "tokensIssued": request.app.state.tokens.issued,
        }
    )


def create_app(
    *,
    base_url: str,
    scale: int = 1,
    token_ttl: int = 600,
    today: date | None = None,
    partners: list[int] | None = None,
    bindings: bool = True,
    houses: int = DEFAULT_HOUSES,
    ignore_drafts: bool = False,
    origins: Iterable[str] | None = None,
) -> Starlette:
    """The whole sample CMS as browsers reach it at `base_url` (its content's image URLs start there); `today` pins
    the programme's dates (tests), otherwise it follows the clock; `partners` gives the sites other partner ids than the
    sample's (a site of another membership provider, or of none); without `bindings` its block data binds nothing,
    as the contract's example page does; `houses` is how many houses' sites it serves (1–6, Fjordby first); with
    `ignore_drafts` it answers `stable=0` as `stable=1`, as a CMS without drafts may; browsers may call the
    membership provider and the newsletter from the sites' own origins and `origins` (by default those
    SAMPLE_CMS_ALLOWED_ORIGINS names)."""
    app = Starlette(
        routes=[
            Route("/", index),
            Route("/v1/sites", sites),
            Route("/v1/sites/{site_id}/events", events),
            Route("/v1/sites/{site}/basic_events", basic_events),
            Route("/v1/sites/{site}/newsletter", newsletter.newsletter, methods=["POST", "OPTIONS"]),
            Route("/oauth/token", token, methods=["POST"]),
            Route("/images/{path:path}", images.image),
            Route("/v1/site/{site_id}/article", _management("article")),
            Route("/v1/site/{site_id}/block-data", _management("block-data")),
            Route("/_control/faults", control, methods=["POST", "DELETE"]),
            Route("/_control/expire-tokens", expire_tokens, methods=["POST"]),
            Route("/_control/revision", set_revision, methods=["POST"]),
            Route("/_control/draft", drafts.draft, methods=["POST", "DELETE"]),
            Route("/_control/publish", drafts.publish, methods=["POST"]),
            Route("/_control/drafts", drafts.ignore, methods=["POST"]),
            Route("/_control/origins", add_origins, methods=["POST"]),
            Route("/_control/login-throttle", login_throttle, methods=["POST", "DELETE"]),
            *membership.routes,
        ]
    )
    app.state.faults = Faults()
    app.state.tokens = TokenIssuer(ttl=token_ttl)
    app.state.content = ContentStore(scale, today, base_url, partners, bindings, houses)
    app.state.revisions = {}
    app.state.drafts = drafts.Drafts(ignored=ignore_drafts)
    app.state.newsletter = newsletter.Newsletter()
    app.state.origins = AllowedOrigins(configured_origins() if origins is None else origins)
    app.add_middleware(FaultMiddleware, faults=app.state.faults)
    return app
