"""Keeps secrets out of log lines: every log record, from any library, has known secret values masked."""

from __future__ import annotations

import base64
import json
import logging
import re
import threading
from collections.abc import Iterable
from typing import Any
from urllib.parse import quote, quote_plus, urlsplit, urlunsplit

MASK = "***"
# Masking very short values would garble every log line they happen to occur in; real secrets are longer.
MIN_SECRET_LENGTH = 6


def secret_forms(secret: str) -> set[str]:
    """The forms a secret travels in, any of which an upstream may echo back: as is, URL-encoded (in a path,
    a query or a form body) and JSON-escaped."""
    return {
        secret,
        quote(secret, safe=""),
        quote_plus(secret),
        json.dumps(secret)[1:-1],
        json.dumps(secret, ensure_ascii=False)[1:-1],
    }


def basic_credentials(user: str, password: str) -> str:
    """What follows `Basic ` in an `Authorization` header: base64 of `user:password`, as secret as the password."""
    return base64.b64encode(f"{user}:{password}".encode()).decode()


class SecretRegistry:
    """The secret values this process knows (passwords, client secrets, tokens), to mask wherever they show."""

    def __init__(self) -> None:
        self._secrets: tuple[str, ...] = ()
        self._lock = threading.Lock()

    def add(self, values: Iterable[str]) -> None:
        """Registers each value with every form it travels in."""
        forms = {form for value in values for form in secret_forms(value) if len(form) >= MIN_SECRET_LENGTH}
        with self._lock:
            # Longest first, so a secret that contains another is masked whole.
            self._secrets = tuple(sorted(set(self._secrets) | forms, key=len, reverse=True))

    def mask(self, text: str) -> str:
        for secret in self._secrets:
            if secret in text:
                text = text.replace(secret, MASK)
        return text

    def install(self) -> None:
        """Masks every log record as it is made: handlers, Dagster's included, only ever see masked text."""
        make_record = logging.getLogRecordFactory()

        def masked_record(*args: Any, **kwargs: Any) -> logging.LogRecord:
            record = make_record(*args, **kwargs)
            if self._secrets:
                message = record.getMessage()
                masked = self.mask(message)
                if masked != message:
                    record.msg, record.args = masked, None
                if record.exc_info and not record.exc_text:
                    # Formatters print `exc_text` when it is set, instead of formatting the traceback again.
                    record.exc_text = self.mask(logging.Formatter().formatException(record.exc_info))
            return record

        logging.setLogRecordFactory(masked_record)


_USERINFO = re.compile(r"^[^@]*@")


def safe_url(url: str) -> str:
    """The URL without any `user:password@` part, for messages."""
    parts = urlsplit(url)
    return urlunsplit(parts._replace(netloc=_USERINFO.sub(f"{MASK}@", parts.netloc))) if "@" in parts.netloc else url


# One registry for the whole process: clients register their secrets here as they are built.
SECRETS = SecretRegistry()
SECRETS.install()
