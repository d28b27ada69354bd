"""Faults on demand, so tests and demos can see how the pipeline copes with a misbehaving CMS."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, fields

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.types import ASGIApp, Receive, Scope, Send

# Only the contract's own endpoints misbehave; the control endpoints always answer.
_FAULTY_PREFIXES = ("/v1/", "/oauth/", "/membership/")


@dataclass
class Faults:
    fail_next: int = 0  # answer the next N calls with `status`
    status: int = 500
    delay: float = 0.0  # seconds added before every answer
    malformed: bool = False  # mix broken records into the feeds
    deleted_article: bool = False  # the footer, an article and two blocks link an article the CMS no longer has
    retry_after: str = ""  # a `Retry-After` header (seconds or an HTTP date) on the `fail_next` answers
    hang: bool = False  # accept every call and never answer it (until the fault is cleared)
    echo: str = ""  # a path prefix: calls under it answer `status`, echoing the request (empty: off)

    def update(self, changes: dict[str, object]) -> None:
        for name, value in changes.items():
            if name not in self.__dataclass_fields__:
                raise ValueError(f"unknown fault: {name}")
            if name == "echo" and value and not str(value).startswith("/"):
                raise ValueError(f"echo is a path prefix such as /v1/, not {value!r}")
            setattr(self, name, type(getattr(self, name))(value))

    def reset(self) -> None:
        for name in fields(self):
            setattr(self, name.name, name.default)


class FaultMiddleware:
    """Applies the current faults to every contract call before it reaches its handler."""

    def __init__(self, app: ASGIApp, faults: Faults) -> None:
        self.app = app
        self.faults = faults

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not scope["path"].startswith(_FAULTY_PREFIXES):
            await self.app(scope, receive, send)
            return
        if self.faults.delay:
            await asyncio.sleep(self.faults.delay)
        while self.faults.hang:
            await asyncio.sleep(0.05)
        if self.faults.echo and scope["path"].startswith(self.faults.echo):
            echo = await _echo(Request(scope, receive), self.faults.status)
            await echo(scope, receive, send)
            return
        if self.faults.fail_next > 0:
            self.faults.fail_next -= 1
            headers = {"Retry-After": self.faults.retry_after} if self.faults.retry_after else None
            response: Response = JSONResponse(
                {"Message": "Simulert feil i eksempel-CMS-et."}, status_code=self.faults.status, headers=headers
            )
            await response(scope, receive, send)
            return
        await self.app(scope, receive, send)


async def _echo(request: Request, status: int) -> Response:
    """Like a misbehaving upstream: an error whose body repeats what it was sent, body and query first, then the
    headers in alphabetical order."""
    echoed = {
        "body": (await request.body()).decode(errors="replace"),
        "query": request.url.query,
        "headers": dict(sorted(request.headers.items())),
        "Message": "Simulert feil med ekko.",
    }
    return JSONResponse(echoed, status_code=status)


async def control(request: Request) -> JSONResponse:
    """`POST /_control/faults` with a JSON object of faults to set; `DELETE` clears them."""
    faults: Faults = request.app.state.faults
    if request.method == "DELETE":
        faults.reset()
    else:
        try:
            faults.update(await request.json())
        except (ValueError, TypeError) as error:
            return JSONResponse({"Message": str(error)}, status_code=400)
    return JSONResponse(faults.__dict__)
