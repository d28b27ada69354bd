"""Authentication modes of a named endpoint: none, `basic_auth`, or a bearer token from a named identity provider."""

from __future__ import annotations

import threading
import time
from collections.abc import Mapping
from dataclasses import dataclass, field

import httpx
from pydantic import SecretStr

from pipeline.clients.errors import ApiError
from pipeline.clients.redaction import SECRETS, basic_credentials


class UnsupportedAuthError(ValueError):
    """The configuration names an authentication method the product does not know."""

    def __init__(self, mode: str) -> None:
        super().__init__(f"API authentication method ({mode}) not supported.")


class Auth:
    """No authentication: the base of the other modes."""

    refreshable = False

    def headers(self) -> dict[str, str]:
        return {}

    def refresh(self) -> None:
        """Forgets cached credentials so the next `headers()` fetches fresh ones."""


@dataclass(repr=False)
class BasicAuth(Auth):
    user: str
    password: SecretStr

    _credentials: SecretStr = field(init=False)

    def __post_init__(self) -> None:
        password = self.password.get_secret_value()
        self._credentials = SecretStr(basic_credentials(self.user, password))
        # An upstream that echoes its request shows the header's base64, not the password itself.
        SECRETS.add([password, self._credentials.get_secret_value()])

    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Basic {self._credentials.get_secret_value()}"}

    def __repr__(self) -> str:
        return f"BasicAuth(user={self.user!r}, password=***)"


_TOKEN_CALL = "identity provider token"  # noqa: S105 - a call name, not a secret


@dataclass(repr=False)
class IdentityProvider:
    """An OAuth2 client-credentials token endpoint; the token is cached until shortly before it expires."""

    token_url: str
    client_id: str
    client_secret: SecretStr
    timeout: float = 20.0
    early_renewal: float = 30.0  # seconds before expiry that a token counts as stale
    _token: SecretStr | None = field(default=None, init=False)
    _expires_at: float = field(default=0.0, init=False)
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False)

    def __post_init__(self) -> None:
        SECRETS.add([self.client_secret.get_secret_value()])

    def token(self, http: httpx.Client) -> str:
        with self._lock:
            if self._token is None or time.monotonic() >= self._expires_at:
                self._fetch(http)
            assert self._token is not None
            return self._token.get_secret_value()

    def invalidate(self) -> None:
        with self._lock:
            self._token = None

    def _fetch(self, http: httpx.Client) -> None:
        try:
            response = http.post(
                self.token_url,
                data={
                    "grant_type": "client_credentials",
                    "client_id": self.client_id,
                    "client_secret": self.client_secret.get_secret_value(),
                },
                timeout=self.timeout,
            )
        except httpx.TransportError as error:
            raise ApiError(_TOKEN_CALL, self.token_url, None, type(error).__name__) from error
        if response.is_error:
            raise ApiError(_TOKEN_CALL, self.token_url, response.status_code, response.text)
        try:
            access_token = str(response.json().get("access_token") or "")
            lifetime = float(response.json().get("expires_in") or 0)
        except (ValueError, AttributeError) as error:
            raise ApiError(_TOKEN_CALL, self.token_url, response.status_code, "the answer is not a token") from error
        if not access_token:
            raise ApiError(_TOKEN_CALL, self.token_url, response.status_code, "the answer has no access_token")
        SECRETS.add([access_token])
        self._token = SecretStr(access_token)
        self._expires_at = time.monotonic() + max(lifetime - self.early_renewal, 0)

    def __repr__(self) -> str:
        return f"IdentityProvider(token_url={self.token_url!r}, client_id={self.client_id!r}, client_secret=***)"


@dataclass(repr=False)
class BearerAuth(Auth):
    provider: IdentityProvider
    http: httpx.Client
    refreshable = True

    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.provider.token(self.http)}"}

    def refresh(self) -> None:
        self.provider.invalidate()

    def __repr__(self) -> str:
        return f"BearerAuth({self.provider!r})"


def auth_for(
    mode: str,
    *,
    http: httpx.Client,
    basic: BasicAuth | None = None,
    identity_providers: Mapping[str, IdentityProvider] | None = None,
) -> Auth:
    """The `Auth` for a configured mode: `none`, `basic_auth`, or the name of an identity provider."""
    providers = identity_providers or {}
    if mode == "none":
        return Auth()
    if mode == "basic_auth":
        if basic is None:
            raise ValueError("API authentication method (basic_auth) needs a user and a password.")
        return basic
    if mode in providers:
        return BearerAuth(providers[mode], http)
    raise UnsupportedAuthError(mode)
