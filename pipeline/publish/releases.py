"""A site's releases: its route data and the site exported from it, made live together by one atomic swap.

    build/sites/<site>/
      current -> releases/<id>     the live release: a relative symbolic link, replaced by one rename
      releases/<id>/data/          its route data
      releases/<id>/site/          the site exported from that data (none while the export is turned off)
      releases/<id>/release.json   id, time, run, route count, the change in routes since the release before
      releases/<id>/assets.txt     the hashed assets (`site/_next/static/…`) its own export made
      history.jsonl                each time a release went live: which, when, by a build, a rollback or an unpin
      pin.json                     while the site is pinned: builds make releases, marked ready, and none goes live
      .staging/data/               route data a build is writing; unchanged files are links to the live ones
      .pending-<id>/               a release a run is completing (its export); renamed into releases/ when whole
      .lock                        one writer at a time

A server that resolves `current` for a request reads one release, whole: the old or the new, never a mix. A page a
visitor loaded from an earlier release still gets every script it asks for: a release going live (by a build or a
rollback) gets a link to each hashed asset of every kept release that it lacks. A kill at any point leaves the live
release live, and a write that fails (a full disk among them) removes what it half wrote before it raises, so the
volume's space comes back at once, not at the site's next build. A release id is the time it was made (UTC) and its
run's id, so ids sort in the order releases were made.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path

from pipeline.failpoints import reach
from pipeline.files import file_entries, files_in
from pipeline.locks import locked
from pipeline.publish.hosting import HASHED_ASSETS

DEFAULT_KEPT = 5
DATA = "data"
SITE = "site"
INFO = "release.json"
OWN_ASSETS = "assets.txt"
HASHED = Path(HASHED_ASSETS.strip("/"))
CURRENT = "current"
PIN = "pin.json"
PENDING = ".pending-"
TRASH = ".trash-"


@dataclass(frozen=True)
class StageStats:
    written: int  # new or changed files
    unchanged: int  # linked from the live release
    removed: int  # live files the new version no longer has

    @property
    def changed(self) -> bool:
        return bool(self.written or self.removed)


@dataclass(frozen=True)
class Changes:
    """How a release's routes differ from those of the release live before it."""

    added: int = 0
    removed: int = 0
    changed: int = 0

    def __str__(self) -> str:
        return f"+{self.added} −{self.removed} ~{self.changed}" if self.added or self.removed or self.changed else "="


@dataclass(frozen=True)
class Release:
    id: str
    path: Path
    created: str  # ISO 8601, UTC
    run: str  # the Dagster run that made it
    routes: int
    changes: Changes
    ready: bool = False  # made while the site was pinned; live only if an operator makes it so

    @property
    def data(self) -> Path:
        return self.path / DATA

    @property
    def site(self) -> Path:
        return self.path / SITE

    def info(self) -> dict[str, object]:
        info = {"id": self.id, "created": self.created, "run": self.run, "routes": self.routes, **asdict(self.changes)}
        return {**info, "ready": True} if self.ready else info


@dataclass(frozen=True)
class Switch:
    """One line of the history: a release went live."""

    release: str
    at: str
    by: str  # "build", "rollback" or "unpin"
    run: str = ""


@dataclass(frozen=True)
class Pin:
    """The site is pinned: its live release stays live until an operator moves it or unpins the site."""

    release: str  # the release live when the site was pinned
    at: str
    reason: str = ""

    def __str__(self) -> str:
        return f"pinned to release {self.release} since {self.at}" + (f" ({self.reason})" if self.reason else "")


class NoReleaseError(LookupError):
    """The release asked for is not there."""


class SiteReleases:
    """The releases of one site under `root` (build/sites/<site>); at least the live one and the one live before
    it are kept, and `kept` in all."""

    def __init__(self, root: Path | str, kept: int = DEFAULT_KEPT) -> None:
        root = Path(root).absolute()
        self.root = root.parent.resolve() / root.name
        self.kept = max(kept, 2)
        self.current = self.root / CURRENT
        self.folder = self.root / "releases"
        self.staging = self.root / ".staging" / DATA
        self.history_file = self.root / "history.jsonl"
        self.lock_file = self.root / ".lock"

    @contextmanager
    def lock(self, wait: float, on_wait: Callable[[str], None] = lambda _: None) -> Iterator[None]:
        """Holds the site's lock (see `pipeline.locks.locked`)."""
        with locked(self.lock_file, f"the releases of {self.root}", wait, on_wait):
            yield

    # Reading

    def live(self) -> Release | None:
        """The live release, if there is one."""
        if not self.current.exists():
            return None
        return self._read(self.current.resolve())

    def live_data(self) -> Path | None:
        live = self.live()
        return live.data if live is not None and live.data.is_dir() else None

    def title(self) -> str:
        """The site's title as its live release's `site.json` names it ("" without one)."""
        data = self.live_data()
        try:
            title = json.loads((data / "site.json").read_text()).get("title") if data is not None else ""
        except (OSError, ValueError, AttributeError):
            return ""
        return title if isinstance(title, str) else ""

    def releases(self) -> list[Release]:
        """Every release that went live or was made ready while the site was pinned, oldest first. A folder a killed
        run moved in but never swapped in is none."""
        went_live = self._went_live()
        return [r for r in self._kept() if r.id in went_live or r.ready]

    def ready(self) -> list[Release]:
        """The releases builds made while the site was pinned that never went live, oldest first."""
        went_live = self._went_live()
        return [r for r in self._kept() if r.ready and r.id not in went_live]

    def pinned(self) -> Pin | None:
        """The pin, while the site is pinned."""
        pin_file = self.root / PIN
        return Pin(**json.loads(pin_file.read_text())) if pin_file.is_file() else None

    def history(self) -> list[Switch]:
        if not self.history_file.is_file():
            return []
        return [Switch(**json.loads(line)) for line in self.history_file.read_text().splitlines() if line.strip()]

    def previous(self) -> Release | None:
        """The release that was live before the live one, still kept: what a rollback goes back to."""
        live = self.live()
        for switch in reversed(self.history()):
            if live is not None and switch.release == live.id:
                continue
            if (self.folder / switch.release / INFO).is_file():
                return self._read(self.folder / switch.release)
        return None

    def get(self, release_id: str) -> Release:
        path = self.folder / release_id
        if "/" in release_id or release_id.startswith(".") or not (path / INFO).is_file():
            known = ", ".join(r.id for r in self.releases()) or "none"
            raise NoReleaseError(f"{self.root} has no release {release_id!r} (it has: {known})")
        return self._read(path)

    # Writing: callers hold the lock

    def stage(self, files: Mapping[str, bytes], run_id: str = "") -> StageStats:
        """Writes the route data into the staging folder, noting which run staged it; nothing live changes. A failure
        half-way discards what it staged."""
        self.discard_staged()
        try:
            return self._stage(files, run_id)
        except BaseException:
            self.discard_staged()
            raise

    def _stage(self, files: Mapping[str, bytes], run_id: str) -> StageStats:
        self.staging.mkdir(parents=True)
        live = self.live_data()
        written = unchanged = 0
        for relative, content in files.items():
            target = self.staging / _safe_relative(relative)
            target.parent.mkdir(parents=True, exist_ok=True)
            old = live / relative if live else None
            if old is not None and old.is_file() and old.stat().st_size == len(content) and old.read_bytes() == content:
                os.link(old, target)
                unchanged += 1
            else:
                target.write_bytes(content)
                written += 1
            if written + unchanged == 1:
                reach("stage.writing")
        removed = 0
        if live:
            removed = sum(1 for relative, _ in file_entries(live) if relative not in files)
        self._staged_by_file.write_text(run_id)
        return StageStats(written, unchanged, removed)

    def staged(self) -> Path:
        if not self.staging.is_dir():
            raise FileNotFoundError(f"nothing is staged at {self.staging}: materialise route_data first")
        return self.staging

    def staged_by(self) -> str:
        """The run that staged the staging folder ("" when unknown)."""
        return self._staged_by_file.read_text() if self._staged_by_file.is_file() else ""

    def discard_staged(self) -> None:
        self._staged_by_file.unlink(missing_ok=True)
        shutil.rmtree(self.staging, ignore_errors=True)

    def seal(self, run_id: str) -> Path | None:
        """Makes the staged route data the data of a new pending release of `run_id` and returns that release's
        folder; None, and the staging discarded, when it is the very data of the live release. Pending releases
        of other runs (ones a killed or failed run left) are deleted."""
        staged = self.staged()
        live = self.live_data()
        self._drop_pending()
        if live is not None and _same_files(staged, live):
            self.discard_staged()
            return None
        pending = self._new_pending(run_id)
        with self._discarded_on_failure(pending):
            staged.rename(pending / DATA)
        self._staged_by_file.unlink(missing_ok=True)
        return pending

    def head(self) -> Release | None:
        """The release a build builds on: the newest of the live one and those made ready while the site is pinned."""
        newest = ([live] if (live := self.live()) is not None else []) + self.ready()
        return max(newest, key=lambda release: release.id, default=None)

    def pending_from(self, data: Path, run_id: str) -> Path:
        """A new pending release of `run_id` whose data is a kept release's `data` (linked, not copied): for an
        export of that data by a newer web app."""
        self._drop_pending()
        pending = self._new_pending(run_id)
        with self._discarded_on_failure(pending):
            shutil.copytree(data, pending / DATA, copy_function=os.link)
        return pending

    def discard_pending(self, run_id: str) -> None:
        """Deletes the pending releases of `run_id`: what a run that failed before its release went live wrote."""
        for pending in self.root.glob(f"{PENDING}*-{_run_part(run_id)}"):
            _delete(pending)

    def pending(self, run_id: str) -> Path | None:
        """The pending release `run_id` sealed, if there is one."""
        found = sorted(self.root.glob(f"{PENDING}*-{_run_part(run_id)}"))
        return found[-1] if found else None

    def go_live(self, pending: Path, run_id: str) -> Release:
        """Makes a pending release live with one atomic rename of `current`, notes it in the history and prunes;
        while the site is pinned, keeps it as a ready release instead (its `ready` says which happened). A failure
        before the swap deletes the release, which never went live."""
        release_id = pending.name.removeprefix(PENDING)
        with self._discarded_on_failure(pending):
            info = self._complete(pending, release_id, run_id)
            pending.rename(info.path)
        try:
            reach("release.renamed")
            if not info.ready:
                self._switch(info, by="build", run=run_id)
        except BaseException:
            live = self.live()
            if not info.ready and (live is None or live.id != release_id):
                _delete(info.path)
            raise
        if info.ready:
            self._prune()
        return info

    def _complete(self, pending: Path, release_id: str, run_id: str) -> Release:
        """Writes a pending release's `release.json` and `assets.txt`."""
        before = self.live()
        routes = _routes(pending / DATA)
        info = Release(
            id=release_id,
            path=self.folder / release_id,
            created=datetime.now(UTC).isoformat(timespec="seconds"),
            run=run_id,
            routes=len(routes),
            changes=_changes(_routes(before.data) if before else {}, routes),
            ready=self.pinned() is not None,
        )
        (pending / INFO).write_text(json.dumps(info.info(), indent=2) + "\n")
        (pending / OWN_ASSETS).write_text("".join(f"{name}\n" for name in _assets(pending / SITE)))
        reach("release.completed")
        self.folder.mkdir(parents=True, exist_ok=True)
        return info

    def pin(self, reason: str = "") -> Pin:
        """Pins the site to its live release: from now on builds make ready releases and none goes live."""
        live = self.live()
        if live is None:
            raise NoReleaseError(f"{self.root} has no live release to pin")
        pin = Pin(live.id, datetime.now(UTC).isoformat(timespec="seconds"), reason)
        staged = self.root / f".{PIN}.new"
        staged.write_text(json.dumps(asdict(pin)) + "\n")
        os.replace(staged, self.root / PIN)
        return pin

    def unpin(self) -> Pin | None:
        """Lets builds go live again; the pin there was, if any."""
        pin = self.pinned()
        (self.root / PIN).unlink(missing_ok=True)
        return pin

    def rollback(self, release_id: str | None = None) -> tuple[Release | None, Release]:
        """Makes the named release, or the one live before the live one, live again; returns (was live, is live).
        The live release named changes nothing."""
        if release_id is None:
            target = self.previous()
            if target is None:
                raise NoReleaseError(f"{self.root} has no earlier release to roll back to")
        else:
            target = self.get(release_id)
        return self.make_live(target, by="rollback")

    def make_live(self, release: Release, by: str) -> tuple[Release | None, Release]:
        """Makes a kept release live (the live one changes nothing); returns (was live, is live)."""
        live = self.live()
        if live is None or release.id != live.id:
            self._switch(release, by=by)
        return live, release

    def _switch(self, release: Release, by: str, run: str = "") -> None:
        live = self.live()
        history = self.history()
        if live is not None and (not history or history[-1].release != live.id):
            # A switch killed right after its swap did not get to note it: the release it made live was live.
            self._note(Switch(live.id, live.created, "build", live.run))
        self._share_assets(release)
        link = self.root / f".{CURRENT}.link"
        link.unlink(missing_ok=True)
        link.symlink_to(os.path.relpath(release.path, self.root))
        os.replace(link, self.current)
        reach("release.swapped")
        self._note(Switch(release.id, datetime.now(UTC).isoformat(timespec="seconds"), by, run))
        self._prune()

    def _share_assets(self, release: Release) -> None:
        """Links into `release`'s export each hashed asset of the other kept releases that it lacks (skew
        protection): a page loaded from any of them finds its scripts and styles after the switch."""
        if not (release.site / HASHED).is_dir():
            return
        for other in sorted(self.folder.iterdir()):
            if other == release.path or other.name.startswith(TRASH) or not (other / SITE / HASHED).is_dir():
                continue
            for name in own_assets(other):
                target = release.site / HASHED / name
                if not target.exists():
                    target.parent.mkdir(parents=True, exist_ok=True)
                    os.link(other / SITE / HASHED / name, target)

    def _note(self, switch: Switch) -> None:
        with self.history_file.open("a") as history:
            history.write(json.dumps(asdict(switch)) + "\n")

    def _prune(self) -> None:
        """Keeps the newest `kept` releases, and always the live one and the one before it; renames every other
        folder (a release, or one a killed run never swapped in) to trash first, so a half-deleted folder is never
        taken for a release."""
        keep = {r.id for r in self.releases()[-self.kept :]}
        keep |= {r.id for r in (self.live(), self.previous()) if r is not None}
        pin = self.pinned()
        keep |= {pin.release} if pin is not None else set()
        for path in sorted(self.folder.iterdir()):
            if path.is_dir() and not path.name.startswith(TRASH) and path.name not in keep:
                path.rename(self.folder / f"{TRASH}{path.name}")
                reach("release.pruning")
        for doomed in self.folder.glob(f"{TRASH}*"):
            shutil.rmtree(doomed, ignore_errors=True)
        # The history keeps the lines of kept releases only, so it cannot grow without end.
        lines = [s for s in self.history() if s.release in keep]
        tmp = self.history_file.with_suffix(".new")
        tmp.write_text("".join(json.dumps(asdict(s)) + "\n" for s in lines))
        os.replace(tmp, self.history_file)

    def _went_live(self) -> set[str]:
        """The ids of the releases that went live, the live one among them."""
        live = self.live()
        return {s.release for s in self.history()} | ({live.id} if live else set())

    def _kept(self) -> list[Release]:
        """Every release folder with its `release.json`, oldest first."""
        if not self.folder.is_dir():
            return []
        return [self._read(p) for p in sorted(self.folder.iterdir()) if (p / INFO).is_file()]

    def _new_pending(self, run_id: str) -> Path:
        while True:
            now = datetime.now(UTC)
            # To the millisecond, so that ids sort in the order the releases were made.
            stamp = now.strftime("%Y%m%dT%H%M%S.") + f"{now.microsecond // 1000:03d}Z"
            pending = self.root / f"{PENDING}{stamp}-{_run_part(run_id)}"
            if not pending.exists() and not (self.folder / pending.name.removeprefix(PENDING)).exists():
                break
            time.sleep(0.001)
        pending.mkdir(parents=True)
        return pending

    def _drop_pending(self) -> None:
        for pending in self.root.glob(f"{PENDING}*"):
            _delete(pending)

    @contextmanager
    def _discarded_on_failure(self, pending: Path) -> Iterator[None]:
        try:
            yield
        except BaseException:
            _delete(pending)
            raise

    @property
    def _staged_by_file(self) -> Path:
        return self.staging.parent / "run"

    def _read(self, path: Path) -> Release:
        info = json.loads((path / INFO).read_text()) if (path / INFO).is_file() else {}
        return Release(
            id=path.name,
            path=path,
            created=str(info.get("created", "")),
            run=str(info.get("run", "")),
            routes=int(info.get("routes", 0)),
            changes=Changes(int(info.get("added", 0)), int(info.get("removed", 0)), int(info.get("changed", 0))),
            ready=info.get("ready") is True,
        )


def _delete(folder: Path) -> None:
    """Deletes a folder that is no release (a pending one, or one that never went live): renamed to trash first, so
    a deletion cut short is never taken for a release or a pending one."""
    if not folder.exists():
        return
    doomed = folder.with_name(TRASH + folder.name)
    folder.rename(doomed)
    shutil.rmtree(doomed, ignore_errors=True)


def _run_part(run_id: str) -> str:
    return (run_id or "manual")[:8]


def _routes(data: Path) -> dict[str, str]:
    """The route data's routes, path -> content hash (manifest.json)."""
    manifest = data / "manifest.json"
    if not manifest.is_file():
        return {}
    routes = json.loads(manifest.read_text()).get("routes", [])
    return {str(r.get("path")): str(r.get("hash")) for r in routes if isinstance(r, dict)}


def _changes(old: dict[str, str], new: dict[str, str]) -> Changes:
    """How the routes `new` (path -> hash) differ from `old`."""
    return Changes(
        added=sum(1 for p in new if p not in old),
        removed=sum(1 for p in old if p not in new),
        changed=sum(1 for p, h in new.items() if p in old and old[p] != h),
    )


def _assets(site: Path) -> list[str]:
    """The hashed assets of an export, relative to its `_next/static`."""
    return files_in(site / HASHED)


def own_assets(release: Path) -> list[str]:
    """The hashed assets a release's own export made (all it has, for a release made before the list was kept)."""
    listed = release / OWN_ASSETS
    names = listed.read_text().splitlines() if listed.is_file() else _assets(release / SITE)
    return [name for name in names if (release / SITE / HASHED / name).is_file()]


def _files(root: Path) -> dict[str, int]:
    return {relative: entry.inode() for relative, entry in file_entries(root)}


def _same_files(staged: Path, live: Path) -> bool:
    """Same paths, each a link to the very same file: staging found nothing to write or remove."""
    return _files(staged) == _files(live)


def _safe_relative(relative: str) -> Path:
    path = Path(relative)
    if path.is_absolute() or ".." in path.parts:
        raise ValueError(f"output file {relative!r} would land outside the output folder")
    return path
