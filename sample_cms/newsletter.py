"""The public newsletter sign-up browsers call: double opt-in, CORS for the site's origins, a per-client limit."""

from __future__ import annotations

import math
import re
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from sample_cms.origins import allowed_origin

# Already on the list in the sample, so a sign-up with it answers «already subscribed».
PRE_SUBSCRIBED = "abonnent@example.no"
# local@domain.tld with no space and one @; what a mail server accepts is its own business.
_EMAIL = re.compile(r"^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$")
_MAX_EMAIL = 254
INVALID_EMAIL = "Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no."
TOO_MANY = "For mange påmeldinger på kort tid. Vent litt og prøv igjen."


@dataclass
class Newsletter:
    """The list and the limit: at most `limit` sign-ups per client in `window` seconds."""

    limit: int = 10
    window: float = 60.0
    subscribed: set[str] = field(default_factory=lambda: {PRE_SUBSCRIBED})
    recent: dict[str, deque[float]] = field(default_factory=dict)
    clock: Callable[[], float] = time.monotonic

    def wait(self, client: str) -> float:
        """Seconds the client must wait before another sign-up; 0 counts this one."""
        now = self.clock()
        times = self.recent.setdefault(client, deque())
        while times and now - times[0] >= self.window:
            times.popleft()
        if len(times) >= self.limit:
            return self.window - (now - times[0])
        times.append(now)
        return 0.0


def valid_email(email: str) -> bool:
    return len(email) <= _MAX_EMAIL and bool(_EMAIL.match(email))


async def _sign_up(request: Request, newsletter: Newsletter) -> Response:
    wait = newsletter.wait(request.client.host if request.client else "")
    if wait:
        return JSONResponse({"Message": TOO_MANY}, status_code=429, headers={"Retry-After": str(math.ceil(wait))})
    try:
        body: Any = await request.json()
    except ValueError:
        body = None
    email = body.get("email") if isinstance(body, dict) else None
    if not isinstance(email, str) or not valid_email(email.strip()):
        return JSONResponse({"Message": INVALID_EMAIL}, status_code=400)
    address = email.strip().lower()
    if address in newsletter.subscribed:
        return JSONResponse({"status": "already-subscribed"})
    # The real provider e-mails a confirmation link; the sample takes it as followed.
    newsletter.subscribed.add(address)
    return JSONResponse({"status": "confirmation-sent"}, status_code=202)


async def newsletter(request: Request) -> Response:
    """`POST /v1/sites/{site}/newsletter {"email", "name"?}` and its CORS preflight; no credentials."""
    state: Newsletter = request.app.state.newsletter
    if request.method == "OPTIONS":
        response: Response = Response(status_code=204)
        response.headers["Access-Control-Allow-Methods"] = "POST, OPTIONS"
        response.headers["Access-Control-Allow-Headers"] = "Content-Type"
        response.headers["Access-Control-Max-Age"] = "600"
    elif request.app.state.content().public_site(request.path_params["site"]) is None:
        response = JSONResponse({"Message": "Fant ikke nettstedet."}, status_code=404)
    else:
        response = await _sign_up(request, state)
    origin = allowed_origin(request)
    if origin:
        response.headers["Access-Control-Allow-Origin"] = origin
    response.headers["Vary"] = "Origin"
    return response
