"""Which culture house a site is, by name: its title on the runs that build it and in the alerts about it."""

from __future__ import annotations

from collections.abc import Mapping

from pipeline.publish.releases import SiteReleases

# The run tag naming the house. Dagster gives a run no name or description of its own, and a partition no label:
# the run list shows tags, and filters by them (`house:Fjordby kulturhus`), beside `dagster/partition` (the site id).
HOUSE_TAG = "house"
# Dagster shows tags whole; a title is short, and this keeps a CMS's mistake from filling the run list.
MAX_TITLE = 100


def live_title(releases: SiteReleases) -> str | None:
    """The title in the live release's `site.json`, if the site has a live release with one."""
    return clean_title(releases.title())


def clean_title(title: object) -> str | None:
    """The title as one short line, or None when there is none."""
    if not isinstance(title, str):
        return None
    line = " ".join(title.split())[:MAX_TITLE]
    return line or None


def house_tags(title: str | None) -> dict[str, str]:
    """The tags that name the house on a run: none when its title is not known."""
    return {HOUSE_TAG: title} if title else {}


def house_title(tags: Mapping[str, str], releases: SiteReleases) -> str | None:
    """The house of a run: as the run was tagged when it was requested, else as the live release names it."""
    return clean_title(tags.get(HOUSE_TAG)) or live_title(releases)


def house_name(title: str | None, site_id: str) -> str:
    """How a message names a site: its title with its id, or its id alone."""
    return f"{title} (site {site_id})" if title else f"site {site_id}"
