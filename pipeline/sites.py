"""The sites a deployment builds: one dynamic partition per site of the CMS, keyed by the site's id."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

import dagster as dg

PARTITIONS = "sites"
SITES = dg.DynamicPartitionsDefinition(name=PARTITIONS)

# A site's id names its folders (build/sites/<id>, var/sites/<id>) and its partition.
_FOLDER_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}")


class SiteIdError(ValueError):
    """A site id that cannot name a folder."""


def checked_site_id(site_id: str) -> str:
    """The id, when it can name a folder and a partition: letters, digits, `.`, `_` and `-`, not first a dot."""
    if not _FOLDER_NAME.fullmatch(site_id):
        raise SiteIdError(
            f"the site id {site_id!r} cannot name the site's folders: it must be 1–128 letters, digits, '.', '_' "
            "or '-', and not begin with '.' or '-'"
        )
    return site_id


def configured_ids(site_ids: str, site_id: str) -> list[str] | None:
    """The contract's CMS_SITE_IDS (comma-separated), else CMS_SITE_ID; None when neither is set (every published
    site is built)."""
    named = [part.strip() for part in site_ids.split(",") if part.strip()]
    if named:
        return list(dict.fromkeys(named))
    return [site_id.strip()] if site_id.strip() else None


def wanted(sites: Sequence[Any], configured: list[str] | None) -> tuple[list[str], list[str]]:
    """The ids to build among the CMS's `/v1/sites`, in the CMS's order (or the configured one), and problems: a
    configured id the CMS does not have, or an id that cannot name a folder, is left out and reported."""
    known = [str(site.get("id", "")) for site in sites if isinstance(site, Mapping)]
    problems: list[str] = []
    if configured is None:
        ids = [str(site.get("id", "")) for site in sites if isinstance(site, Mapping) and site.get("published") is True]
    else:
        ids = []
        for site_id in configured:
            if site_id in known:
                ids.append(site_id)
            else:
                problems.append(f"the configured site {site_id!r} is not among the CMS's sites")
    kept = []
    for site_id in ids:
        try:
            kept.append(checked_site_id(site_id))
        except SiteIdError as error:
            problems.append(str(error))
    return kept, problems
