"""The membership provider (partners 118 and 178): cookie sessions, CORS with credentials, member data."""

from __future__ import annotations

import secrets
from collections.abc import Awaitable, Callable
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from sample_cms.content.membership_data import Catalogue, User
from sample_cms.origins import allowed_origin
from sample_cms.throttle import LoginThrottle

SESSION_COOKIE = "dx_session"
PARTNERS = (118, 178)

Handler = Callable[[Request, "Provider"], Awaitable[Response]]


class Provider:
    """One provider instance: its catalogue, its issued tokens and its open sessions."""

    def __init__(self, partner: int, catalogue: Catalogue) -> None:
        self.partner = partner
        self.catalogue = catalogue
        self.tokens: dict[str, str] = {}  # stored profile token -> e-mail
        self.sessions: dict[str, str] = {}  # session cookie -> e-mail
        self.throttle = LoginThrottle()

    def new_token(self, email: str) -> str:
        token = secrets.token_urlsafe(24)
        self.tokens[token] = email
        return token

    def open_session(self, response: Response, email: str) -> None:
        session = secrets.token_urlsafe(24)
        self.sessions[session] = email
        response.set_cookie(SESSION_COOKIE, session, httponly=True, samesite="lax", path=f"/membership/{self.partner}/")

    def member(self, request: Request) -> User | None:
        email = self.sessions.get(request.cookies.get(SESSION_COOKIE, ""))
        return self.catalogue.users.get(email) if email else None


def _error(message: str, status: int) -> JSONResponse:
    return JSONResponse({"Message": message}, status_code=status)


async def _body(request: Request) -> dict[str, Any]:
    try:
        body = await request.json()
    except ValueError:
        return {}
    return body if isinstance(body, dict) else {}


def _wait(seconds: int) -> str:
    """A wait in Bokmål: seconds under a minute, else whole minutes rounded up."""
    if seconds < 60:
        return "ett sekund" if seconds == 1 else f"{seconds} sekunder"
    minutes = -(-seconds // 60)
    return "ett minutt" if minutes == 1 else f"{minutes} minutter"


def _too_many(wait: int) -> JSONResponse:
    message = f"For mange mislykkede forsøk. Prøv igjen om {_wait(wait)}."
    return JSONResponse({"Message": message}, status_code=429, headers={"Retry-After": str(wait)})


def _address(request: Request) -> str:
    return request.client.host if request.client else ""


# Compared with when the e-mail is no member's, so a wrong password and an unknown address take the same time too.
_NO_PASSWORD = secrets.token_urlsafe(24)


async def login(request: Request, provider: Provider) -> Response:
    body = await _body(request)
    account, address = str(body.get("Email", "")).strip().lower(), _address(request)
    # Checked before the password, so a throttled guess tells nothing, right or wrong.
    wait = provider.throttle.wait(account, address)
    if wait:
        return _too_many(wait)
    user = provider.catalogue.users.get(account)
    right = secrets.compare_digest(user.password if user else _NO_PASSWORD, str(body.get("Password", "")))
    if user is None or not right:
        # One answer for an unknown e-mail and a wrong password: it does not tell who is a member.
        provider.throttle.failed(account, address)
        return _error("Feil e-postadresse eller passord.", 401)
    provider.throttle.succeeded(account, address)
    response = JSONResponse(
        {"marsToken": provider.new_token(user.email), "UserName": user.user_name, "UserInfo": user.email}
    )
    provider.open_session(response, user.email)
    return response


async def create_user(request: Request, provider: Provider) -> Response:
    body = await _body(request)
    email, address = str(body.get("Email", "")).strip().lower(), _address(request)
    password, name = str(body.get("Password", "")), str(body.get("UserName", "")).strip()
    if "@" not in email or len(password) < 8 or not name:
        return _error("Fyll inn navn, en gyldig e-postadresse og et passord på minst 8 tegn.", 400)
    wait = provider.throttle.wait(email, address)
    if wait:
        return _too_many(wait)
    if email in provider.catalogue.users:
        # A sign-up that opens a session at once (the contract's Token) must refuse a taken address, which tells that
        # it is taken; without a confirmation e-mail in the contract, asking is throttled as a failed log-in instead.
        provider.throttle.failed(email, address)
        return _error("Det finnes allerede en bruker med denne e-postadressen.", 409)
    provider.catalogue.users[email] = User(email, password, name)
    response = JSONResponse({"Token": provider.new_token(email), "UserName": name, "ContactEmail": email})
    provider.open_session(response, email)
    return response


async def forgot_password(request: Request, provider: Provider) -> Response:
    # `""` whether the e-mail is a member's or not (the sample sends no e-mail): the answer tells no one who is one.
    await _body(request)
    return JSONResponse("")


async def switch_tokens(request: Request, provider: Provider) -> Response:
    email = provider.tokens.get(request.headers.get("X-Token", ""))
    if email is None:
        return _error("Ugyldig eller utløpt innlogging. Logg inn på nytt.", 401)
    response = JSONResponse(True)
    provider.open_session(response, email)
    return response


async def movie_by_edi(request: Request, provider: Provider) -> Response:
    movie = provider.catalogue.movie_by_edi(request.query_params.get("edi", ""))
    return JSONResponse(movie) if movie else _error("Fant ikke filmen.", 404)


def _page(request: Request, items: list[Any], take: int) -> list[Any]:
    try:
        skip = max(int(request.query_params.get("skip", 0)), 0)
        take = max(int(request.query_params.get("take", take)), 0)
    except ValueError:
        return items[:take]
    return items[skip : skip + take]


async def reviews(request: Request, provider: Provider) -> Response:
    movie = provider.catalogue.movie_by_edi(request.query_params.get("edi", ""))
    if movie is None:
        return _error("Fant ikke filmen.", 404)
    return JSONResponse(_page(request, provider.catalogue.reviews.get(movie["MovieId"], []), 20))


async def tickets(request: Request, provider: Provider) -> Response:
    user = provider.member(request)
    if user is None:
        return _error("Du må være logget inn.", 401)
    return JSONResponse(_page(request, user.tickets, 10))


async def watchlist(request: Request, provider: Provider) -> Response:
    user = provider.member(request)
    if user is None:
        return _error("Du må være logget inn.", 401)
    movies = [provider.catalogue.movies[m] for m in user.watchlist if m in provider.catalogue.movies]
    return JSONResponse(_page(request, movies, 10))


async def add_to_watchlist(request: Request, provider: Provider) -> Response:
    user = provider.member(request)
    if user is None:
        return _error("Du må være logget inn.", 401)
    movie_id = (await _body(request)).get("id")
    if movie_id not in provider.catalogue.movies:
        return _error("Fant ikke filmen.", 404)
    if movie_id not in user.watchlist:
        user.watchlist.append(movie_id)
    return JSONResponse(True)


_CALLS: list[tuple[str, str, Handler]] = [
    ("LoginDx", "POST", login),
    ("CreateUserDx", "POST", create_user),
    ("ForgotPasswordDx", "POST", forgot_password),
    ("SwitchTokensDx", "POST", switch_tokens),  # the contract's one POST without a body
    ("GetMovieByEdiDx", "GET", movie_by_edi),
    ("GetReviewsByEdiDx", "GET", reviews),
    ("GetTicketsDx", "GET", tickets),
    ("GetWatchlistDx", "GET", watchlist),
    ("AddToWatchlistDx", "POST", add_to_watchlist),
]


# What a form can post cross-site without asking first (a CORS "simple" request) is never JSON.
_UNSUPPORTED = "Forespørselen må sendes som JSON (Content-Type: application/json)."


def _json_or_nothing(request: Request, body: bytes) -> bool:
    """Whether a call that changes state came as fetch sends it: its body JSON, or no body and no type at all
    (SwitchTokensDx). A form's urlencoded, multipart or text/plain post is neither."""
    media = request.headers.get("content-type", "").split(";")[0].strip().lower()
    return media == "application/json" or (not media and not body)


async def _answer(request: Request, handler: Handler) -> Response:
    partner = int(request.path_params["partner"])
    providers: dict[int, Provider] = request.app.state.content().providers
    # An unknown partner's error carries the CORS headers too, so the browser can read its message.
    if partner not in providers:
        return _error(f"Ukjent partner: {partner}.", 404)
    if request.method == "POST" and not _json_or_nothing(request, await request.body()):
        return _error(_UNSUPPORTED, 415)
    return await handler(request, providers[partner])


def _with_cors(handler: Handler, method: str) -> Callable[[Request], Awaitable[Response]]:
    async def endpoint(request: Request) -> Response:
        if request.method == "OPTIONS":
            response: Response = Response(status_code=204)
            response.headers["Access-Control-Allow-Methods"] = f"{method}, OPTIONS"
            response.headers["Access-Control-Allow-Headers"] = "Content-Type, X-Token"
            response.headers["Access-Control-Max-Age"] = "600"
        else:
            response = await _answer(request, handler)
        # A member's tickets and lists are theirs alone: no cache, shared or the browser's, keeps them.
        response.headers["Cache-Control"] = "no-store"
        response.headers["Vary"] = "Origin"
        origin = allowed_origin(request)
        if origin:
            response.headers["Access-Control-Allow-Origin"] = origin
            response.headers["Access-Control-Allow-Credentials"] = "true"
            # Not a header scripts may read by default: the site says how long to wait from it.
            response.headers["Access-Control-Expose-Headers"] = "Retry-After"
        return response

    return endpoint


routes = [
    Route(f"/membership/{{partner:int}}/api/{name}", _with_cors(handler, method), methods=[method, "OPTIONS"])
    for name, method, handler in _CALLS
]
