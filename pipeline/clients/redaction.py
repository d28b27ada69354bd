"""Keeps secrets out of log lines: every log record, from any library, has known secret values masked."""

from __future__ import annotations

import logging
import re
import threading
from collections.abc import Iterable
from typing import Any
from urllib.parse import urlsplit, urlunsplit

MASK = "***"
# Masking very short values would garble every log line they happen to occur in; real secrets are longer.
MIN_SECRET_LENGTH = 6


class SecretRegistry:
    """The secret values this process knows (passwords, client secrets, tokens), to mask wherever they show."""

    def __init__(self) -> None:
        self._secrets: frozenset[str] = frozenset()
        self._lock = threading.Lock()

    def add(self, values: Iterable[str]) -> None:
        with self._lock:
            self._secrets = self._secrets | {v for v in values if len(v) >= MIN_SECRET_LENGTH}

    def mask(self, text: str) -> str:
        for secret in sorted(self._secrets, key=len, reverse=True):
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
