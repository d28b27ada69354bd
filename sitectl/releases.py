"""`python -m sitectl.releases list|rollback|pin|unpin`: the operator's hand on a site's releases in an incident.

What `scripts/releases`, `scripts/rollback`, `scripts/pin` and `scripts/unpin` run. `list` shows each site's
releases: id, time, run, route count, the change in routes since the release live before it, and which is live,
pinned, ready (made while the site was pinned) or previous. `rollback` makes the release live before the live one
(or the one named) live again and pins the site there, so that the next build does not publish over it (`--no-pin`:
it may). `pin` keeps the live release (or makes the named one live and keeps it): builds go on and make ready
releases, none goes live. `unpin` lets builds go live again, and makes the newest ready release live (`--keep-live`:
not). Each switch writes every site's server blocks again and runs `HOSTING_RELOAD_COMMAND` when it is set
(`pipeline/publish/virtual_hosts.py`); each rollback, pin and unpin is recorded in the Dagster UI on the site's
partition of `site_export`: a switch as a materialisation, a pin or an unpin as an observation. While a build of the
site holds its releases, these say so and stop, unless told to wait for it (`--wait`) or to cancel it (`--cancel`);
the release to roll back to is chosen when the command starts.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import dagster as dg

from pipeline.defs.automation.stale_runs import PID_TAG, UNFINISHED, is_alive, worker_of
from pipeline.locks import LockedError
from pipeline.publish.releases import DATA, NoReleaseError, Release, SiteReleases
from pipeline.publish.virtual_hosts import ReloadError, tell_hosts
from pipeline.settings import apply_defaults

OSLO = ZoneInfo("Europe/Oslo")
WAIT_SECONDS = 3600.0  # --wait: as long as a whole build may take
CANCEL_WAIT_SECONDS = 120.0  # --cancel: for a stopped build to let go of the site


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
        found.append(Site(path.name, releases.title() or path.name, releases))
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
    pin = site.releases.pinned()
    ready = {release.id for release in site.releases.ready()}
    lines = [f"{site.title} ({site.id}), {site.releases.root}"]
    if pin is not None:
        lines.append(f"  {pin}: builds make ready releases, none goes live (scripts/unpin)")
    releases = site.releases.releases()
    if not releases:
        return [*lines, "  no release yet"]
    lines.append(f"  {'release':<28} {'made (Oslo time)':<17} {'run':<9} {'routes':>6}  {'change':<16}")
    for release in releases:
        marks = [
            "live" if live and release.id == live.id else "",
            "pinned" if pin and live and release.id == live.id else "",
            "ready" if release.id in ready else "",
            "previous" if previous and release.id == previous.id else "",
        ]
        made = _oslo(release.created)
        lines.append(
            f"  {release.id:<28} {made:<17} {release.run[:8]:<9} {release.routes:>6}  {release.changes!s:<16} "
            + " ".join(mark for mark in marks if mark)
        )
    return [line.rstrip() for line in lines]


def cancel_builds(site_id: str) -> list[str]:
    """Cancels every unfinished run of the site (queued or running) and says what it did: a run of
    `scripts/build` gets SIGTERM (it marks itself canceled and stops), any other Dagster's cancellation."""
    notes = []
    with dg.DagsterInstance.get() as instance:
        records = instance.get_run_records(
            dg.RunsFilter(statuses=[dg.DagsterRunStatus.QUEUED, *UNFINISHED], tags={"dagster/partition": site_id})
        )
        for record in records:
            run = record.dagster_run
            worker = worker_of(instance, record) if PID_TAG in run.tags else None
            if worker is not None:
                if is_alive(worker, record.start_time or record.create_timestamp.timestamp()):
                    os.kill(worker.pid, signal.SIGTERM)
                    notes.append(f"stopped run {run.run_id[:8]} ({worker})")
                continue
            instance.run_coordinator.cancel_run(run.run_id)
            notes.append(f"canceled run {run.run_id[:8]}")
    return notes


@contextmanager
def holding(site: Site, busy: str | None) -> Iterator[None]:
    """The site's lock; while a build holds it, stops at once (busy None), waits for it ("wait"), or cancels the
    site's runs and waits for them to stop ("cancel")."""
    wait = 0.0
    if busy == "wait":
        wait = WAIT_SECONDS
    elif busy == "cancel":
        wait = CANCEL_WAIT_SECONDS
        for note in cancel_builds(site.id):
            print(f"{site.title}: {note}", file=sys.stderr)
    try:
        with site.releases.lock(wait, lambda message: print(f"Waiting: {message}", file=sys.stderr)):
            yield
    except LockedError as error:
        if busy is not None:
            raise
        raise LockedError(f"{error}. Say --wait to go on once it is done, or --cancel to stop it first") from None


def record(site: Site, event: dg.AssetMaterialization | dg.AssetObservation) -> str | None:
    """Records a switch (a materialisation) or a pin (an observation) of the site's `site_export` in the Dagster
    UI; a reason when it could not be."""
    try:
        with dg.DagsterInstance.get() as instance:
            instance.report_runless_asset_event(event)
    except Exception as error:  # the change itself is done: a missing instance must not hide that
        return f"{type(error).__name__}: {error}"
    return None


def switched(site: Site, was: Release | None, now: Release, by: str) -> list[str]:
    """After a switch: tells the hosts, records it, and returns the lines to print (warnings on stderr's side)."""
    try:
        told = tell_hosts(site.releases.root.parent)
    except ReloadError as refused:
        told = [f"{refused}: they keep their server blocks of before"]
    problems = [f"warning: release {now.id} is live, but {problem}" for problem in told]
    metadata: dict[str, dg.RawMetadataValue] = {
        "release": now.id,
        "rolled_back_from": was.id if was else "",
        "by": by,
        "site": dg.MetadataValue.path(str(now.site)),
        "note": f"{by}: release {now.id} is live" + (f" (was {was.id})" if was else ""),
    }
    problem = record(site, dg.AssetMaterialization(asset_key="site_export", partition=site.id, metadata=metadata))
    if problem:
        problems.append(f"warning: the switch is done but not recorded in Dagster: {problem}")
    if not (now.path / DATA).is_dir():
        problems.append("warning: that release has no route data")
    return problems


def pin_recorded(site: Site, pinned: bool, note: str) -> list[str]:
    """Records a pin or an unpin as an observation of the site's `site_export`."""
    live = site.releases.live()
    metadata: dict[str, dg.RawMetadataValue] = {"pinned": pinned, "release": live.id if live else "", "note": note}
    problem = record(site, dg.AssetObservation(asset_key="site_export", partition=site.id, metadata=metadata))
    return (
        [f"warning: the {'pin' if pinned else 'unpin'} is done but not recorded in Dagster: {problem}"]
        if problem
        else []
    )


def _listing(all_sites: list[Site]) -> str:
    return ", ".join(f"{s.title} ({s.id})" for s in all_sites)


def _oslo(created: str) -> str:
    try:
        return datetime.fromisoformat(created).astimezone(OSLO).strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return created


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m sitectl.releases", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    listing = commands.add_parser("list", help="list each site's releases")
    listing.add_argument("--site", help="one site: its id, the start of its id, or its title")
    rollback = commands.add_parser("rollback", help="make the previous (or the named) release live, and pin it")
    rollback.add_argument("release", nargs="?", help="the release to make live (default: the one live before)")
    rollback.add_argument("--no-pin", action="store_true", help="let the next build go live over the rollback")
    pin = commands.add_parser("pin", help="keep the live (or the named) release live: builds make ready releases")
    pin.add_argument("release", nargs="?", help="a release to make live and keep (default: the live one)")
    unpin = commands.add_parser("unpin", help="let builds go live again, and make the newest ready release live")
    unpin.add_argument("--keep-live", action="store_true", help="leave the live release live until the next build")
    for command in (rollback, pin, unpin):
        command.add_argument("--site", help="the site: its id, the start of its id, or its title (needed with several)")
        busy = command.add_mutually_exclusive_group()
        busy.add_argument("--wait", dest="busy", action="store_const", const="wait", help="wait for a running build")
        busy.add_argument("--cancel", dest="busy", action="store_const", const="cancel", help="cancel it first")
    for command in (rollback, pin):
        command.add_argument("--reason", default="", help="why the site is pinned: shown by scripts/releases")
    return parser.parse_args(argv)


def act(args: argparse.Namespace, site: Site) -> list[str]:
    """Rolls back, pins or unpins the site as `args` say; the lines to print (warnings begin with «warning:»)."""
    releases = site.releases
    # Chosen before any wait, so that a build going live meanwhile does not change what the operator asked for.
    target = releases.get(args.release) if getattr(args, "release", None) else None
    if args.command == "rollback" and target is None:
        target = releases.previous()
        if target is None:
            raise NoReleaseError(f"{releases.root} has no earlier release to roll back to")
    lines: list[str] = []
    with holding(site, args.busy):
        if target is not None:
            was, now = releases.make_live(target, by="rollback")
            if was is not None and was.id == now.id:
                lines.append(f"{site.title}: release {now.id} is live already; nothing changed.")
            else:
                lines.append(f"{site.title}: release {now.id} is live" + (f" again (was {was.id})." if was else "."))
                lines += switched(site, was, now, by=args.command)
        if args.command == "unpin":
            pin = releases.unpin()
            lines.append(f"{site.title}: " + ("unpinned; builds go live again." if pin else "was not pinned."))
            lines += pin_recorded(site, False, "unpinned: builds go live again")
            live, head = releases.live(), releases.head()
            if head is not None and live is not None and head.id != live.id:
                if args.keep_live:
                    lines.append(f"{site.title}: release {live.id} stays live; ready release {head.id} does not.")
                else:
                    was, now = releases.make_live(head, by="unpin")
                    lines.append(f"{site.title}: ready release {now.id} is live (was {was.id if was else 'none'}).")
                    lines += switched(site, was, now, by="unpin")
        elif args.command == "pin" or not args.no_pin:
            pin = releases.pin(args.reason)
            lines.append(f"{site.title}: {pin}; builds make ready releases until scripts/unpin.")
            lines += pin_recorded(site, True, str(pin))
    return lines


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    apply_defaults()
    all_sites = sites(Path(os.environ["SITES_DIR"]), int(os.environ["RELEASES_KEPT"]))
    try:
        if args.command == "list":
            shown = [choose(all_sites, args.site)] if args.site else all_sites
            print("\n\n".join("\n".join(table(site)) for site in shown) or "No site has a release yet.")
            return 0
        lines = act(args, choose(all_sites, args.site))
    except (LookupError, NoReleaseError, LockedError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    for line in lines:
        print(line, file=sys.stderr if line.startswith("warning:") else sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
