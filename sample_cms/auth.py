"""The sample CMS's credentials: basic auth for the platform API and expiring client-credentials tokens."""

from __future__ import annotations

import base64
import secrets
import time
from dataclasses import dataclass, field

SAMPLE_USER = "sample"
SAMPLE_PASSWORD = "sample-password"  # noqa: S105 - the contract's published sample credentials
SAMPLE_CLIENT_ID = "sample-client"
SAMPLE_CLIENT_SECRET = "sample-secret"  # noqa: S105


def basic_auth_ok(header: str | None) -> bool:
    if not header or not header.startswith("Basic "):
        return False
    try:
        user, _, password = base64.b64decode(header[6:]).decode().partition(":")
    except ValueError:
        return False
    return secrets.compare_digest(user, SAMPLE_USER) & secrets.compare_digest(password, SAMPLE_PASSWORD)


@dataclass
class TokenIssuer:
    """The identity provider: issues bearer tokens that expire after `ttl` seconds."""

    ttl: int = 600
    _expiry: dict[str, float] = field(default_factory=dict)
    issued: int = 0
    issued_tokens: list[str] = field(default_factory=list)  # every one, so tests can look for leaks

    def issue(self, client_id: str, client_secret: str) -> str | None:
        if not (
            secrets.compare_digest(client_id, SAMPLE_CLIENT_ID)
            & secrets.compare_digest(client_secret, SAMPLE_CLIENT_SECRET)
        ):
            return None
        token = secrets.token_urlsafe(32)
        self._expiry[token] = time.monotonic() + self.ttl
        self.issued += 1
        self.issued_tokens.append(token)
        return token

    def valid(self, header: str | None) -> bool:
        if not header or not header.startswith("Bearer "):
            return False
        expiry = self._expiry.get(header[7:])
        return expiry is not None and expiry > time.monotonic()

    def expire_all(self) -> None:
        self._expiry.clear()
