"""What the CMS serves for a site, as a digest per call: polled with conditional requests, or read from what the
last successful build ingested."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

import dagster as dg

from pipeline.clients.cms import CmsClient
from pipeline.defs.ingest.calls import CALLS
from pipeline.defs.unchanged import content_digest

# The calls whose answers make the site, and the ingest asset that records each one's digest (its first dataset).
INGESTED_BY = {call.endpoint: call.datasets[0].name for call in CALLS}
EVERY_CALL = tuple(INGESTED_BY)
# The management API's calls, whose drafts a CMS may keep (`stable=0`): what a preview follows.
DRAFTED = ("articles", "block_data")


@dataclass(frozen=True)
class Seen:
    """One call's answer: its content digest, and the ETag the CMS gave it (if the CMS gives ETags)."""

    digest: str
    etag: str | None = None


@dataclass(frozen=True)
class Content:
    """What the CMS serves for one site, call by call."""

    site_id: str
    calls: dict[str, Seen]
    # The house's name, for the runs a change requests; the site call's digest already covers it.
    title: str = field(default="", compare=False)

    def fingerprint(self, calls: tuple[str, ...] = EVERY_CALL) -> str:
        """Changes exactly when the answer of one of `calls` (default: every call) does."""
        lines = "".join(f"{call}={self.calls[call].digest}\n" for call in calls)
        return hashlib.sha256(lines.encode()).hexdigest()

    def to_json(self) -> dict[str, Any]:
        calls = {call: {"digest": seen.digest, "etag": seen.etag} for call, seen in self.calls.items()}
        return {"site_id": self.site_id, "calls": calls}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Content:
        calls = {call: Seen(str(seen["digest"]), seen.get("etag")) for call, seen in data["calls"].items()}
        if set(calls) != set(INGESTED_BY):
            raise ValueError(f"expected the calls {', '.join(INGESTED_BY)}, got {', '.join(calls)}")
        return cls(str(data["site_id"]), calls)


def poll(client: CmsClient, site_id: str, last: Content | None, asked: tuple[str, ...] = EVERY_CALL) -> Content:
    """What the CMS serves for the site now, call by call of `asked` (the others keep `last`'s answer, when it has
    one). The site list is small, and names the site, so it is always asked, in full; the other calls are
    conditional when `last` has an ETag for them: a `304` costs the CMS no body and the poll no parsing. A CMS
    without ETags is simply asked in full."""
    site = client.site(site_id)
    current = str(site["id"])
    title = site.get("title")
    seen = last.calls if last is not None and last.site_id == current else {}
    found: dict[str, Seen] = {}
    for call in CALLS:
        name = call.endpoint
        if name not in asked and name in seen:
            found[name] = seen[name]
        elif not call.conditional:
            found[name] = Seen(content_digest(site))
        else:
            answer = client.get_if_changed(name, current, seen[name].etag if name in seen else None)
            found[name] = seen[name] if answer.payload is None else Seen(content_digest(answer.payload), answer.etag)
    return Content(current, found, title if isinstance(title, str) else "")


def last_built(instance: dg.DagsterInstance, site_id: str) -> Content | None:
    """The site's content the last successful runs ingested (from their materialisations' `content_digest`), or
    None when that is not known: no successful run yet, or one from before digests were recorded."""
    calls: dict[str, Seen] = {}
    for call, asset in INGESTED_BY.items():
        found = instance.fetch_materializations(dg.AssetRecordsFilter(dg.AssetKey(asset), [site_id]), limit=1)
        event = found.records[0].event_log_entry if found.records else None
        run = instance.get_run_by_id(event.run_id) if event is not None else None
        if event is None or event.asset_materialization is None or run is None or not run.is_success:
            return None
        digest = event.asset_materialization.metadata.get("content_digest")
        if not isinstance(digest, dg.TextMetadataValue):
            return None
        calls[call] = Seen(str(digest.value))
    return Content(site_id, calls)


# The preview's materialisation records the digests its drafts were built from (`pipeline/defs/preview/assets.py`).
PREVIEW_ASSET = "site_preview"
PREVIEW_DIGESTS = "content_digests"


def last_previewed(instance: dg.DagsterInstance, site_id: str) -> Content | None:
    """The site's drafts its last preview was built from (the `content_digests` of its `site_preview`), or None when
    no preview is known."""
    found = instance.fetch_materializations(dg.AssetRecordsFilter(dg.AssetKey(PREVIEW_ASSET), [site_id]), limit=1)
    event = found.records[0].event_log_entry.asset_materialization if found.records else None
    digests = event.metadata.get(PREVIEW_DIGESTS) if event is not None else None
    if not isinstance(digests, dg.JsonMetadataValue) or not isinstance(digests.value, dict):
        return None
    calls = {call: Seen(str(digest)) for call, digest in digests.value.items()}
    return Content(site_id, calls) if set(calls) == set(INGESTED_BY) else None
