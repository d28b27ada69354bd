"""A fingerprint of everything the CMS serves for a site: it changes exactly when the content does."""

from __future__ import annotations

import hashlib
import json
from typing import Any

from pipeline.clients.cms import CmsClient


def fingerprint(payloads: list[Any]) -> str:
    digest = hashlib.sha256()
    for payload in payloads:
        digest.update(json.dumps(payload, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode())
    return digest.hexdigest()


def content_fingerprint(client: CmsClient, site_id: str | None) -> str:
    site = client.site(site_id)
    return fingerprint([site, client.programme(site["id"]), client.articles(site["id"]), client.block_data(site["id"])])
