"""The CMS's named endpoints and a client that returns their raw JSON."""

from __future__ import annotations

import functools
import ssl
from dataclasses import dataclass, replace
from typing import Any

import httpx
from pydantic import SecretStr

from pipeline.clients.api import DEFAULT_RETRY, ApiClient, Deadline, Endpoint, RetrySettings, fill_path
from pipeline.clients.auth import BasicAuth, IdentityProvider, auth_for
from pipeline.clients.errors import ApiError

CMS_IDP = "cms_idp"  # the identity provider the management API's endpoints name as their auth mode
# The management API's flag: `1` the published state (every build), `0` the editors' drafts (a preview).
STABLE, DRAFTS = "1", "0"

ENDPOINTS = {
    e.name: e
    for e in (
        Endpoint("sites", "platform", "/v1/sites", auth="basic_auth", shape=list),
        Endpoint("programme", "platform", "/v1/sites/:siteId/events", auth="basic_auth", shape=dict),
        Endpoint("basic_events", "public_events", "/v1/sites/:site/basic_events", shape=list),
        Endpoint(
            "articles", "management", "/v1/site/:siteId/article", auth=CMS_IDP, query={"stable": STABLE}, shape=list
        ),
        Endpoint(
            "block_data",
            "management",
            "/v1/site/:siteId/block-data",
            auth=CMS_IDP,
            query={"stable": STABLE},
            shape=list,
        ),
    )
}


def endpoints(drafts: bool) -> dict[str, Endpoint]:
    """The endpoints; with `drafts`, the management API's ask for `stable=0`."""
    if not drafts:
        return ENDPOINTS
    return {
        n: replace(e, query={**e.query, "stable": DRAFTS}) if "stable" in e.query else e for n, e in ENDPOINTS.items()
    }


@functools.cache
def _tls() -> ssl.SSLContext:
    """One TLS context for the process: making one reads the CA bundle, a tenth of a second per client."""
    return httpx.create_ssl_context()


class SiteNotFoundError(LookupError):
    pass


class UnexpectedShapeError(ValueError):
    """An answer that is not the JSON shape the contract gives for that call."""


def _expect(value: Any, kind: type, call: str) -> Any:
    if not isinstance(value, kind):
        raise UnexpectedShapeError(f"call '{call}' answered a JSON {type(value).__name__}, expected a {kind.__name__}")
    return value


@dataclass(frozen=True)
class Conditional:
    """What a conditional GET found: the decoded answer and its ETag, or no answer when the one the caller has is
    still current (`304 Not Modified`)."""

    payload: Any | None
    etag: str | None


class CmsClient:
    """The platform and management APIs as Python calls; answers are raw JSON for the models to check."""

    def __init__(
        self,
        *,
        platform_url: str,
        platform_user: str,
        platform_password: str,
        management_url: str,
        idp_token_url: str,
        idp_client_id: str,
        idp_client_secret: str,
        public_events_url: str = "",
        timeout: float = 20.0,
        retry: RetrySettings = DEFAULT_RETRY,
        deadline: Deadline | None = None,
        transport: httpx.BaseTransport | None = None,
        drafts: bool = False,
    ) -> None:
        """`drafts`: the management API's answers are the editors' drafts (`stable=0`), not the published state."""
        self.endpoints = endpoints(drafts)
        self.http = httpx.Client(
            timeout=timeout, transport=transport, headers={"Accept": "application/json"}, verify=_tls()
        )
        basic = BasicAuth(platform_user, SecretStr(platform_password))
        idp = IdentityProvider(idp_token_url, idp_client_id, SecretStr(idp_client_secret), timeout=timeout)
        self.api = ApiClient(
            bases={
                "platform": platform_url,
                "management": management_url,
                "public_events": public_events_url or platform_url,
            },
            endpoints=self.endpoints,
            auths={
                e.name: auth_for(e.auth, http=self.http, basic=basic, identity_providers={CMS_IDP: idp})
                for e in self.endpoints.values()
            },
            http=self.http,
            retry=retry,
            deadline=deadline,
        )

    def __repr__(self) -> str:
        return f"CmsClient({self.api!r})"

    def close(self) -> None:
        self.http.close()

    def __enter__(self) -> CmsClient:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def sites(self) -> list[Any]:
        return list(self._call("sites", None))

    def site(self, site_id: str) -> dict[str, Any]:
        """The site with this id, from `/v1/sites`."""
        sites = [s for s in self.sites() if isinstance(s, dict)]
        found = next((s for s in sites if s.get("id") == site_id), None)
        if found is None:
            raise SiteNotFoundError(f"the CMS serves no site {site_id!r} (it serves {len(sites)} site(s))")
        return found

    def programme(self, site_id: str) -> dict[str, Any]:
        return dict(self._call("programme", site_id))

    def articles(self, site_id: str) -> list[Any]:
        return list(self._call("articles", site_id))

    def block_data(self, site_id: str) -> list[Any]:
        return list(self._call("block_data", site_id))

    def _call(self, name: str, site_id: str | None) -> Any:
        params = {} if site_id is None else {"siteId": site_id}
        return _expect(self.api.call(name, params), ENDPOINTS[name].shape, name)

    def get_if_changed(self, name: str, site_id: str, etag: str | None) -> Conditional:
        """The `programme`, `articles` or `block_data` of a site, asked with `If-None-Match` when the caller has
        the answer tagged `etag`. Should that one request fail in a way a retry or a new token may cure, the plain
        call takes over, with its retries (its answer then comes without an ETag)."""
        try:
            return self._conditional(name, site_id, etag)
        except ApiError as error:
            if not (error.transient or error.status == 401):
                raise
        return Conditional(self._call(name, site_id), None)

    def _conditional(self, name: str, site_id: str, etag: str | None) -> Conditional:
        endpoint = self.endpoints[name]
        url = self.api.bases[endpoint.base] + fill_path(endpoint.path, {"siteId": site_id})
        headers = self.api.auths[name].headers() | ({"If-None-Match": etag} if etag else {})
        try:
            response = self.http.get(url, params=dict(endpoint.query), headers=headers)
        except httpx.TransportError as error:
            raise ApiError(name, url, None, f"{type(error).__name__}: {error}") from error
        if response.status_code == 304 and etag:
            return Conditional(None, etag)
        if response.is_error:
            raise ApiError(name, url, response.status_code, response.text)
        try:
            payload = response.json()
        except ValueError as error:
            raise ApiError(name, url, response.status_code, "the answer is not JSON") from error
        return Conditional(_expect(payload, ENDPOINTS[name].shape, name), response.headers.get("ETag"))
