"""Calls named endpoints: fills `:name` path parameters, authenticates, retries transient failures (honouring
`Retry-After`), and keeps every call within an overall deadline."""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from typing import Any
from urllib.parse import quote

import httpx
from tenacity import RetryCallState, Retrying, retry_if_exception, wait_exponential_jitter

from pipeline.clients.auth import Auth
from pipeline.clients.errors import TOO_MANY_REQUESTS, ApiError
from pipeline.clients.redaction import safe_url

log = logging.getLogger("pipeline.clients")

_PARAMETER = re.compile(r":([A-Za-z_][A-Za-z0-9_]*)")


@dataclass(frozen=True)
class Endpoint:
    """A named call: which base URL it uses, its path with `:name` parameters, its auth mode, and the JSON shape
    the contract gives its answer."""

    name: str
    base: str  # key into the client's base URLs
    path: str
    auth: str = "none"  # "none", "basic_auth" or the name of an identity provider
    method: str = "GET"
    query: Mapping[str, str] = field(default_factory=dict)
    shape: type = object  # dict or list: an answer of another shape is refused


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
    max_retry_after: float = 120.0  # a longer `Retry-After` is cut to this (the deadline may cut it further)


DEFAULT_RETRY = RetrySettings()


@dataclass(frozen=True)
class Deadline:
    """The wall-clock time by which every call must be answered, however many attempts it takes."""

    at: float  # seconds since the epoch
    seconds: float  # its length as configured, for messages

    def left(self) -> float:
        return self.at - time.time()


def retry_after_seconds(value: str | None, now: datetime) -> float | None:
    """A `Retry-After` header as seconds from `now`: it is either seconds or an HTTP date; None if unreadable."""
    if value is None or not value.strip():
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, (when - now).total_seconds())


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
        deadline: Deadline | None = None,
    ) -> None:
        self.bases = {k: v.rstrip("/") for k, v in bases.items()}
        self.endpoints = endpoints
        self.auths = auths  # by endpoint name
        self.http = http
        self.retry = retry
        self.deadline = deadline
        self._backoff = wait_exponential_jitter(multiplier=retry.initial_wait, max=retry.max_wait)

    def __repr__(self) -> str:
        return f"ApiClient(bases={self.bases!r}, endpoints={sorted(self.endpoints)!r})"

    def call(
        self,
        name: str,
        params: Mapping[str, object] | None = None,
        query: Mapping[str, str] | None = None,
        json: Any = None,
    ) -> Any:
        """The decoded JSON answer of endpoint `name`; raises `ApiError` once retries or the deadline are spent."""
        endpoint = self.endpoints[name]
        query = {**endpoint.query, **(query or {})}
        url = self.bases[endpoint.base] + fill_path(endpoint.path, params or {})
        retrying = Retrying(
            retry=retry_if_exception(_is_transient),
            stop=self._stop,
            wait=self._wait,
            before_sleep=lambda state: log.warning(
                "call '%s' attempt %d failed (%s); retrying",
                name,
                state.attempt_number,
                state.outcome.exception() if state.outcome else None,
            ),
            reraise=True,
        )
        return retrying(self._attempt, endpoint, url, query, json)

    def _wait(self, state: RetryCallState) -> float:
        """What the upstream asked for after a 429 (up to `max_retry_after`), else exponential backoff."""
        error = state.outcome.exception() if state.outcome else None
        if isinstance(error, ApiError) and error.retry_after is not None:
            return min(error.retry_after, self.retry.max_retry_after)
        return float(self._backoff(state))

    def _stop(self, state: RetryCallState) -> bool:
        """Stops when the attempts are spent, or when waiting for the next one would outlast the deadline."""
        out_of_time = self.deadline is not None and state.upcoming_sleep >= self.deadline.left()
        return state.attempt_number >= self.retry.attempts or out_of_time

    def _attempt(self, endpoint: Endpoint, url: str, query: Mapping[str, str], json: Any) -> Any:
        auth = self.auths[endpoint.name]
        response = self._send(endpoint, url, query, json, auth)
        if response.status_code == 401 and auth.refreshable:
            log.info("call '%s' got 401; refreshing the token and trying once more", endpoint.name)
            auth.refresh()
            response = self._send(endpoint, url, query, json, auth)
        if response.status_code == TOO_MANY_REQUESTS:
            retry_after = retry_after_seconds(response.headers.get("Retry-After"), datetime.now(UTC))
            raise ApiError(endpoint.name, url, response.status_code, response.text[:200], retry_after=retry_after)
        if response.is_error:
            raise ApiError(endpoint.name, url, response.status_code, response.text)
        try:
            return response.json()
        except ValueError as error:
            raise ApiError(endpoint.name, url, response.status_code, "the answer is not JSON") from error

    def _send(self, endpoint: Endpoint, url: str, query: Mapping[str, str], json: Any, auth: Auth) -> httpx.Response:
        timeout = self.http.timeout
        if self.deadline is not None:
            left = self.deadline.left()
            if left <= 0:
                raise ApiError(endpoint.name, url, None, self._past_deadline(), out_of_time=True)
            timeout = httpx.Timeout(min(left, self.http.timeout.read or left))
        started = time.monotonic()
        try:
            response = self.http.request(
                endpoint.method, url, params=dict(query), json=json, headers=auth.headers(), timeout=timeout
            )
        except httpx.TransportError as error:
            detail = f"{type(error).__name__}: {error}"
            out_of_time = self.deadline is not None and self.deadline.left() <= 0
            if out_of_time:
                detail = f"{self._past_deadline()} ({detail})"
            raise ApiError(endpoint.name, url, None, detail, out_of_time=out_of_time) from error
        log.info(
            "%s %s -> %d in %.2f s",
            endpoint.method,
            safe_url(str(response.request.url)),
            response.status_code,
            time.monotonic() - started,
        )
        return response

    def _past_deadline(self) -> str:
        seconds = self.deadline.seconds if self.deadline else 0
        return f"no answer within the {seconds:g} s deadline for this build's CMS calls"
