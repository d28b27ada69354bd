"""Calls named endpoints: fills `:name` path parameters, authenticates, retries transient failures."""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

import httpx
from tenacity import Retrying, retry_if_exception, stop_after_attempt, wait_exponential_jitter

from pipeline.clients.auth import Auth
from pipeline.clients.errors import ApiError
from pipeline.clients.redaction import safe_url

log = logging.getLogger("pipeline.clients")

_PARAMETER = re.compile(r":([A-Za-z_][A-Za-z0-9_]*)")


@dataclass(frozen=True)
class Endpoint:
    """A named call: which base URL it uses, its path with `:name` parameters, and its auth mode."""

    name: str
    base: str  # key into the client's base URLs
    path: str
    auth: str = "none"  # "none", "basic_auth" or the name of an identity provider
    method: str = "GET"
    query: Mapping[str, str] = field(default_factory=dict)


def fill_path(path: str, params: Mapping[str, object]) -> str:
    """`/v1/sites/:siteId/events` with {"siteId": "x"} -> `/v1/sites/x/events`; values are URL-quoted."""
    missing = [name for name in _PARAMETER.findall(path) if name not in params]
    if missing:
        raise ValueError(f"path {path} needs parameter(s) {', '.join(missing)}")
    return _PARAMETER.sub(lambda m: quote(str(params[m.group(1)]), safe=""), path)


@dataclass(frozen=True)
class RetrySettings:
    attempts: int = 4
    initial_wait: float = 0.5
    max_wait: float = 8.0


DEFAULT_RETRY = RetrySettings()


def _is_transient(error: BaseException) -> bool:
    return isinstance(error, ApiError) and error.transient


class ApiClient:
    """Calls endpoints by name. In bearer mode a 401 refreshes the token and retries once."""

    def __init__(
        self,
        bases: Mapping[str, str],
        endpoints: Mapping[str, Endpoint],
        auths: Mapping[str, Auth],
        http: httpx.Client,
        retry: RetrySettings = DEFAULT_RETRY,
    ) -> None:
        self.bases = {k: v.rstrip("/") for k, v in bases.items()}
        self.endpoints = endpoints
        self.auths = auths  # by endpoint name
        self.http = http
        self.retry = retry

    def __repr__(self) -> str:
        return f"ApiClient(bases={self.bases!r}, endpoints={sorted(self.endpoints)!r})"

    def call(
        self,
        name: str,
        params: Mapping[str, object] | None = None,
        query: Mapping[str, str] | None = None,
        json: Any = None,
    ) -> Any:
        """The decoded JSON answer of endpoint `name`; raises `ApiError` once retries are spent."""
        endpoint = self.endpoints[name]
        query = {**endpoint.query, **(query or {})}
        url = self.bases[endpoint.base] + fill_path(endpoint.path, params or {})
        retrying = Retrying(
            retry=retry_if_exception(_is_transient),
            stop=stop_after_attempt(self.retry.attempts),
            wait=wait_exponential_jitter(multiplier=self.retry.initial_wait, max=self.retry.max_wait),
            before_sleep=lambda state: log.warning(
                "call '%s' attempt %d failed (%s); retrying",
                name,
                state.attempt_number,
                state.outcome.exception() if state.outcome else None,
            ),
            reraise=True,
        )
        return retrying(self._attempt, endpoint, url, query, json)

    def _attempt(self, endpoint: Endpoint, url: str, query: Mapping[str, str], json: Any) -> Any:
        auth = self.auths[endpoint.name]
        response = self._send(endpoint, url, query, json, auth)
        if response.status_code == 401 and auth.refreshable:
            log.info("call '%s' got 401; refreshing the token and trying once more", endpoint.name)
            auth.refresh()
            response = self._send(endpoint, url, query, json, auth)
        if response.is_error:
            raise ApiError(endpoint.name, url, response.status_code, response.text)
        try:
            return response.json()
        except ValueError as error:
            raise ApiError(endpoint.name, url, response.status_code, "the answer is not JSON") from error

    def _send(self, endpoint: Endpoint, url: str, query: Mapping[str, str], json: Any, auth: Auth) -> httpx.Response:
        started = time.monotonic()
        try:
            response = self.http.request(endpoint.method, url, params=dict(query), json=json, headers=auth.headers())
        except httpx.TransportError as error:
            raise ApiError(endpoint.name, url, None, f"{type(error).__name__}: {error}") from error
        log.info(
            "%s %s -> %d in %.2f s",
            endpoint.method,
            safe_url(str(response.request.url)),
            response.status_code,
            time.monotonic() - started,
        )
        return response
