"""`python -m pipeline.publish.commands list|rollback`: what `scripts/releases` and `scripts/rollback` run.

`list` shows each site's releases: id, time, run, route count, the change in routes since the release live before
it, and which one is live. `rollback` makes the release live before the live one (or the one named) live again, in
one atomic swap, runs `HOSTING_RELOAD_COMMAND` when it is set, and records it in the Dagster UI as a materialisation
of the site's `site_export`.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import dagster as dg

from pipeline.locks import LockedError
from pipeline.publish.releases import DATA, NoReleaseError, Release, SiteReleases
from pipeline.publish.reload import reload_hosts
from pipeline.settings import apply_defaults

OSLO = ZoneInfo("Europe/Oslo")
LOCK_WAIT_SECONDS = 30.0


@dataclass(frozen=True)
class Site:
    id: str
    title: str
    releases: SiteReleases


def sites(folder: Path, kept: int) -> list[Site]:
    """The sites with a folder under `folder` (SITES_DIR), titled as their live release's route data names them."""
    found = []
    for path in (
        sorted(p for p in folder.iterdir() if p.is_dir() and not p.name.startswith(".")) if folder.is_dir() else []
    ):
        releases = SiteReleases(path, kept)
        found.append(Site(path.name, _title(releases) or path.name, releases))
    return found


def choose(all_sites: list[Site], wanted: str | None) -> Site:
    """The site `wanted` names (its id, the start of its id, or its title); with one site, that one."""
    if wanted is None:
        if len(all_sites) == 1:
            return all_sites[0]
        raise LookupError("name a site with --site: " + _listing(all_sites) if all_sites else "no site has a release")
    matches = [s for s in all_sites if wanted in (s.id, s.title)] or [s for s in all_sites if s.id.startswith(wanted)]
    if len(matches) != 1:
        known = _listing(all_sites) or "none"
        raise LookupError(f"--site {wanted!r} names {'no' if not matches else 'more than one'} site (sites: {known})")
    return matches[0]


def table(site: Site) -> list[str]:
    """The lines `scripts/releases` prints for a site."""
    live = site.releases.live()
    previous = site.releases.previous()
    lines = [f"{site.title} ({site.id}), {site.releases.root}"]
    releases = site.releases.releases()
    if not releases:
        return [*lines, "  no release yet"]
    lines.append(f"  {'release':<28} {'made (Oslo time)':<17} {'run':<9} {'routes':>6}  {'change':<16}")
    for release in releases:
        mark = (
            "live" if live and release.id == live.id else "previous" if previous and release.id == previous.id else ""
        )
        made = _oslo(release.created)
        lines.append(
            f"  {release.id:<28} {made:<17} {release.run[:8]:<9} {release.routes:>6}  {release.changes!s:<16} {mark}"
        )
    return [line.rstrip() for line in lines]


def record_rollback(site: Site, was: Release | None, now: Release) -> str | None:
    """Records the rollback as a materialisation of the site's `site_export`; a reason when it could not be."""
    metadata: dict[str, dg.RawMetadataValue] = {
        "release": now.id,
        "rolled_back_from": was.id if was else "",
        "by": "rollback",
        "site": dg.MetadataValue.path(str(now.site)),
        "note": f"rolled back to release {now.id}" + (f" from {was.id}" if was else ""),
    }
    try:
        with dg.DagsterInstance.get() as instance:
            instance.report_runless_asset_event(
                dg.AssetMaterialization(asset_key="site_export", partition=site.id, metadata=metadata)
            )
    except Exception as error:  # the rollback itself is done: a missing instance must not hide that
        return f"{type(error).__name__}: {error}"
    return None


def _title(releases: SiteReleases) -> str:
    data = releases.live_data()
    site_json = data / "site.json" if data is not None else None
    if site_json is None or not site_json.is_file():
        return ""
    return str(json.loads(site_json.read_text()).get("title") or "")


def _listing(all_sites: list[Site]) -> str:
    return ", ".join(f"{s.title} ({s.id})" for s in all_sites)


def _oslo(created: str) -> str:
    try:
        return datetime.fromisoformat(created).astimezone(OSLO).strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return created


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m pipeline.publish.commands", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    listing = commands.add_parser("list", help="list each site's releases")
    listing.add_argument("--site", help="one site: its id, the start of its id, or its title")
    rollback = commands.add_parser("rollback", help="make the previous (or the named) release live")
    rollback.add_argument("--site", help="the site: its id, the start of its id, or its title (needed with several)")
    rollback.add_argument("release", nargs="?", help="the release to make live (default: the one live before)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    apply_defaults()
    all_sites = sites(Path(os.environ["SITES_DIR"]), int(os.environ["RELEASES_KEPT"]))
    try:
        if args.command == "list":
            shown = [choose(all_sites, args.site)] if args.site else all_sites
            print("\n\n".join("\n".join(table(site)) for site in shown) or "No site has a release yet.")
            return 0
        site = choose(all_sites, args.site)
        with site.releases.lock(LOCK_WAIT_SECONDS, lambda message: print(f"Waiting: {message}", file=sys.stderr)):
            was, now = site.releases.rollback(args.release)
    except (LookupError, NoReleaseError, LockedError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    if was is not None and was.id == now.id:
        print(f"{site.title}: release {now.id} is live already; nothing changed.")
        return 0
    print(f"{site.title}: release {now.id} is live" + (f" again (was {was.id})." if was else "."))
    unreloaded = reload_hosts()
    if unreloaded:
        print(f"warning: the rollback is live, but the hosts were not reloaded: {unreloaded}", file=sys.stderr)
    problem = record_rollback(site, was, now)
    if problem:
        print(f"warning: the rollback is done but not recorded in Dagster: {problem}", file=sys.stderr)
    if not (now.path / DATA).is_dir():
        print("warning: that release has no route data", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
