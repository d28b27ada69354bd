"""Where alerts go: ALERT_WEBHOOK_URL, a chat's incoming webhook (Slack, Mattermost, Teams), and DAGSTER_UI_URL, the
Dagster UI their links lead to."""

from __future__ import annotations

import ipaddress
import json
import logging
import re
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from urllib.parse import quote, urlsplit

import httpx

from pipeline.clients.redaction import SECRETS

URL_VARIABLE = "ALERT_WEBHOOK_URL"
UI_VARIABLE = "DAGSTER_UI_URL"
TIMEOUT_SECONDS = 10.0

# A code server evaluates the sensors for days: an unset webhook is said once, not at every tick.
_unset_said = threading.Event()


@dataclass(frozen=True)
class Webhook:
    """A chat's incoming webhook. Its URL holds the chat's token: it is never logged, nor put in any message."""

    url: str = field(repr=False)
    ui_url: str = ""

    def run_link(self, run_id: str) -> str | None:
        """The run's page in the Dagster UI, when DAGSTER_UI_URL says where the UI is."""
        return f"{self.ui_url}/runs/{quote(run_id, safe='')}" if self.ui_url else None

    def post(self, text: str, log: logging.Logger) -> bool:
        """Posts `{"text": ...}`, the body every one of those chats takes. A webhook that fails is a warning: the
        sensor goes on, and says whether the message went."""
        # Error texts in a message may quote a secret the process knows; the chat is no place for one.
        body = json.dumps({"text": plain(SECRETS.mask(text))}, ensure_ascii=False).encode()
        headers = {"Content-Type": "application/json; charset=utf-8"}
        try:
            response = httpx.post(self.url, content=body, headers=headers, timeout=TIMEOUT_SECONDS)
        except Exception as error:
            # Whatever goes wrong with the chat (a refused connection, a timeout, a URL httpx rejects) must not stop
            # the sensor; the error's text quotes the URL, so only its kind is said.
            log.warning(f"the alert was not posted: {URL_VARIABLE} could not be reached ({type(error).__name__})")
            return False
        if not response.is_success:
            log.warning(f"the alert was not posted: {URL_VARIABLE} answered HTTP {response.status_code}")
            return False
        return True


def plain(text: str) -> str:
    """`text` as the chats show it, never read as markup: `&`, `<` and `>` by Slack's own escapes (a house's title or a
    CMS record quoted in an alert makes no `<!channel>` and no `<https://…|disguised link>`), and `@channel`, `@here`,
    `@everyone` and `@all` broken by a zero-width space, which Mattermost and Teams would otherwise ping with."""
    escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return re.sub(r"@(channel|here|everyone|all)\b", "@\u200b\\1", escaped, flags=re.IGNORECASE)


def _acceptable(url: str) -> bool:
    """An https: URL, or http: on loopback (a receiver on this machine, as in the tests)."""
    try:
        parts = urlsplit(url)
        host = parts.hostname or ""
    except ValueError:
        return False
    if parts.scheme == "https" and host:
        return True
    try:
        return parts.scheme == "http" and (host == "localhost" or ipaddress.ip_address(host).is_loopback)
    except ValueError:
        return False


def configured(env: Mapping[str, str], log: logging.Logger) -> Webhook | None:
    """The webhook ALERT_WEBHOOK_URL names, or None (no alerts): unset (said once, at info), or not https: (said as
    a warning, without the URL: the token must not cross the network in the clear; http: only on loopback)."""
    url = env.get(URL_VARIABLE, "").strip()
    if not url:
        if not _unset_said.is_set():
            _unset_said.set()
            log.info(f"{URL_VARIABLE} is not set: no alert is posted (run failures and stale sites show in the UI)")
        return None
    # Registered before anything can fail: httpx logs each request's URL, and every log line is masked.
    SECRETS.add([url])
    if not _acceptable(url):
        log.warning(f"{URL_VARIABLE} must be an https: URL (http: only on loopback): no alert is posted")
        return None
    return Webhook(url, env.get(UI_VARIABLE, "").strip().rstrip("/"))
