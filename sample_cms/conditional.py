"""Conditional GETs: a strong ETag of a body, and whether a request's `If-None-Match` already names it."""

from __future__ import annotations

import hashlib


def strong_etag(body: bytes) -> str:
    return f'"{hashlib.sha256(body).hexdigest()[:32]}"'


def matches(if_none_match: str | None, etag: str) -> bool:
    """`If-None-Match` compares weakly (RFC 9110, 13.1.2): a `W/` prefix is ignored, and `*` matches any tag."""
    tags = {tag.strip().removeprefix("W/") for tag in (if_none_match or "").split(",")}
    return "*" in tags or etag in tags
