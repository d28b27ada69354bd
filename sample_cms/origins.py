"""Which browser origins the sample CMS answers CORS for: an exact list, the sites' own and the configured ones."""

from __future__ import annotations

import os
from collections.abc import Iterable

from starlette.requests import Request

# The project's commands name here, comma-separated, the origins they serve the sites on (scripts/demo its
# http://localhost:8080…, scripts/e2e-sites its http://127.0.0.1:E2E_PORT…); a deployment adds its own.
ORIGINS_VARIABLE = "SAMPLE_CMS_ALLOWED_ORIGINS"


def normalised(origin: str) -> str:
    """An origin as browsers send it: scheme, host and port, lower case, no trailing slash."""
    return origin.strip().rstrip("/").lower()


def configured_origins(value: str | None = None) -> frozenset[str]:
    """The origins `value` (else the variable) names, comma-separated; none when it is unset."""
    named = os.environ.get(ORIGINS_VARIABLE, "") if value is None else value
    return frozenset(normalised(o) for o in named.split(",") if o.strip())


class AllowedOrigins:
    """The exact origins browsers may call from: the configured ones and those added while the CMS runs."""

    def __init__(self, configured: Iterable[str]) -> None:
        self.origins = {normalised(o) for o in configured}

    def add(self, origins: Iterable[str]) -> None:
        self.origins |= {normalised(o) for o in origins}

    def allows(self, origin: str, site_hosts: Iterable[str]) -> bool:
        """Whether `origin` is configured or one of the sites' own (`site_hosts`, the sites' `host` fields)."""
        if not origin:
            return False
        wanted = normalised(origin)
        return wanted in self.origins or wanted in {normalised(host) for host in site_hosts}


def allowed_origin(request: Request) -> str | None:
    """The request's `Origin` when the CMS answers CORS for it (configured, or a served site's `host`), else None."""
    origin = request.headers.get("origin", "")
    allowed: AllowedOrigins = request.app.state.origins
    hosts = (site["host"] for site in request.app.state.content().sites)
    return origin if allowed.allows(origin, hosts) else None
