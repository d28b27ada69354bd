"""A site's releases: route data and site live together by one atomic swap, kept, pruned, rolled back; a failed or
killed run leaves the live release live."""

from __future__ import annotations

import errno
import itertools
import json
import logging
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import dagster as dg
import pytest

from pipeline.defs.resources import CmsResource, SiteOutputResource, WarehouseResource
from pipeline.locks import LockedError
from pipeline.publish.releases import NoReleaseError, SiteReleases
from pipeline.sites import PARTITIONS
from sample_cms.app import HouseContent
from sitectl.releases import main as release_command
from tests.conftest import SAMPLE_SITE, build_everything

ROOT = Path(__file__).resolve().parent.parent


def _tree(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def _manifest(*paths: str, changed: str = "") -> bytes:
    routes = [{"path": p, "hash": "new" if p == changed else "same"} for p in paths]
    return json.dumps({"routes": routes}).encode()


_RUNS = itertools.count()


def _release(releases: SiteReleases, content: bytes, run: str = "", site: bytes | None = None) -> str:
    """Stages {a.json: content}, seals it and makes it live, with a site whose page says the same when given."""
    run = run or f"run-{next(_RUNS):04d}"
    releases.stage({"a.json": content, "manifest.json": _manifest("/")}, run)
    pending = releases.seal(run)
    assert pending is not None
    if site is not None:
        (pending / "site").mkdir()
        (pending / "site" / "index.html").write_bytes(site)
    return releases.go_live(pending, run).id


def _live(releases: SiteReleases) -> bytes:
    return (releases.current / "data" / "a.json").read_bytes()


def _killed_at(releases: SiteReleases, content: bytes, point: str) -> None:
    """Stages, seals and makes a release live in a child process that kills itself (SIGKILL) at the failpoint."""
    script = f"""
from pipeline.publish.releases import SiteReleases
releases = SiteReleases({str(releases.root)!r}, {releases.kept})
releases.stage({{"a.json": {content!r}}}, "killed-run")
releases.go_live(releases.seal("killed-run"), "killed-run")
"""
    env = {**os.environ, "PIPELINE_FAILPOINT": f"{point}:kill"}
    done = subprocess.run([sys.executable, "-c", script], env=env, cwd=ROOT, capture_output=True, timeout=60)
    assert done.returncode == -signal.SIGKILL, done.stderr


def test_a_release_holds_the_route_data_and_goes_live_by_one_link(tmp_path: Path) -> None:
    releases = SiteReleases(tmp_path / "fjordby")
    stats = releases.stage({"manifest.json": _manifest("/", "/kino"), "routes/index.json": b"{}"}, "1a2b3c4d-run")
    assert (stats.written, stats.unchanged, stats.removed) == (2, 0, 0)
    assert releases.live() is None  # staging makes nothing live
    pending = releases.seal("1a2b3c4d-run")
    assert pending is not None and releases.live() is None  # nor does sealing
    release = releases.go_live(pending, "1a2b3c4d-run")
    current = tmp_path / "fjordby" / "current"
    assert current.is_symlink() and os.readlink(current) == f"releases/{release.id}"
    assert _tree(current / "data") == {"manifest.json": _manifest("/", "/kino"), "routes/index.json": b"{}"}
    assert re.fullmatch(r"\d{8}T\d{6}\.\d{3}Z-1a2b3c4d", release.id)
    info = json.loads((current / "release.json").read_text())
    assert (info["run"], info["routes"], info["added"], info["removed"], info["changed"]) == (
        "1a2b3c4d-run",
        2,
        2,
        0,
        0,
    )


def test_the_change_in_routes_is_counted_against_the_release_before(tmp_path: Path) -> None:
    releases = SiteReleases(tmp_path / "s")
    releases.stage({"manifest.json": _manifest("/", "/kino", "/gone")}, "run-1")
    releases.go_live(releases.seal("run-1"), "run-1")  # type: ignore[arg-type]
    releases.stage({"manifest.json": _manifest("/", "/kino", "/ny", changed="/kino")}, "run-2")
    second = releases.go_live(releases.seal("run-2"), "run-2")  # type: ignore[arg-type]
    assert (second.routes, second.changes.added, second.changes.removed, second.changes.changed) == (3, 1, 1, 1)
    assert str(second.changes) == "+1 −1 ~1"


def test_an_unchanged_file_is_linked_and_identical_data_makes_no_release(tmp_path: Path) -> None:
    releases = SiteReleases(tmp_path / "s")
    _release(releases, b"1")
    before = (releases.current / "data" / "a.json").stat()
    releases.stage({"a.json": b"1", "manifest.json": _manifest("/")}, "run-2")
    assert releases.seal("run-2") is None  # nothing new: no release, the staging dropped
    assert not releases.staging.exists() and len(releases.releases()) == 1
    stats = releases.stage({"a.json": b"1", "b.json": b"2"}, "run-3")
    assert (stats.written, stats.unchanged, stats.removed) == (1, 1, 1)  # manifest.json is gone
    releases.go_live(releases.seal("run-3"), "run-3")  # type: ignore[arg-type]
    after = (releases.current / "data" / "a.json").stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)


def test_the_last_five_are_kept_and_the_live_one_and_the_one_before_it_never_pruned(tmp_path: Path) -> None:
    releases = SiteReleases(tmp_path / "s", kept=5)
    ids = [_release(releases, str(n).encode(), f"run-{n:04d}") for n in range(7)]
    assert [r.id for r in releases.releases()] == ids[2:]
    # Back to the oldest kept, then two new ones: the rolled-back one is "the one before" the live one... once.
    releases.rollback(ids[2])
    newer = [_release(releases, f"x{n}".encode(), f"run-x{n:03d}") for n in range(5)]
    kept = [r.id for r in releases.releases()]
    assert kept == newer  # five newest; ids[2] was the one before only until the next release
    assert releases.live().id == newer[-1] and releases.previous().id == newer[-2]  # type: ignore[union-attr]
    with_two = SiteReleases(tmp_path / "two", kept=1)  # fewer than two is taken as two
    _, second, third = (_release(with_two, c) for c in (b"a", b"b", b"c"))
    assert [r.id for r in with_two.releases()] == [second, third]
    with_two.rollback()
    fourth = _release(with_two, b"d")
    # The two newest, and the one live before the live one.
    assert [r.id for r in with_two.releases()] == [second, third, fourth]
    assert with_two.previous().id == second  # type: ignore[union-attr]
    assert not list((tmp_path / "s" / "releases").glob(".trash-*"))


def test_rollback_goes_to_the_one_before_and_a_rollback_of_a_rollback_comes_back(tmp_path: Path) -> None:
    releases = SiteReleases(tmp_path / "s")
    a = _release(releases, b"A", site=b"<p>A</p>")
    with pytest.raises(NoReleaseError, match="no earlier release"):
        releases.rollback()
    b = _release(releases, b"B", site=b"<p>B</p>")
    was, now = releases.rollback()
    assert (was.id if was else None, now.id) == (b, a)
    assert _live(releases) == b"A" and (releases.current / "site" / "index.html").read_bytes() == b"<p>A</p>"
    was, now = releases.rollback()  # the rollback rolled back
    assert (was.id if was else None, now.id) == (a, b) and _live(releases) == b"B"
    releases.rollback(a)  # by name
    assert _live(releases) == b"A"
    releases.rollback(a)  # the live one: nothing changes, nothing is noted
    assert _live(releases) == b"A" and len(releases.history()) == 5
    with pytest.raises(NoReleaseError, match="has no release 'nope'"):
        releases.rollback("nope")
    with pytest.raises(NoReleaseError):
        releases.rollback("../s")
    assert [s.by for s in releases.history()] == ["build", "build", "rollback", "rollback", "rollback"]


def test_a_failed_build_leaves_the_live_release(tmp_path: Path) -> None:
    releases = SiteReleases(tmp_path / "s")
    _release(releases, b"old")
    with pytest.raises(ValueError, match="outside the output folder"):
        releases.stage({"a.json": b"new", "../escape.json": b"x"}, "run-2")
    assert _live(releases) == b"old" and not (tmp_path / "s" / "escape.json").exists()
    # An export that failed: its pending release is never made live, and the next build's seal drops it.
    releases.stage({"a.json": b"new"}, "run-3")
    assert releases.seal("run-3") is not None and releases.pending("run-3") is not None
    assert _live(releases) == b"old"
    _release(releases, b"newer", "run-4")
    assert releases.pending("run-3") is None and _live(releases) == b"newer"


def _leftovers(root: Path) -> list[str]:
    """What a build's writing left beside the releases: staged data, pending releases, trash."""
    found = [*root.glob(".pending-*"), *root.glob(".trash-*"), *root.glob("releases/.trash-*")]
    found += [p for p in (root / ".staging").rglob("*")] if (root / ".staging").exists() else []
    return sorted(p.relative_to(root).as_posix() for p in found)


def test_a_full_disk_while_staging_leaves_nothing_half_written(small_disk: Path) -> None:
    releases = SiteReleases(small_disk / "s")
    old = _release(releases, b"old")
    used = shutil.disk_usage(small_disk).used
    with pytest.raises(OSError) as full:
        releases.stage({"a.json": b"new", "big.json": b"x" * 2_000_000, "manifest.json": _manifest("/")}, "run-2")
    assert full.value.errno == errno.ENOSPC
    assert _leftovers(releases.root) == []
    assert shutil.disk_usage(small_disk).used == used  # the space is back at once
    assert _live(releases) == b"old" and [r.id for r in releases.releases()] == [old]
    _release(releases, b"newer", "run-3")  # and the next build goes live as ever
    assert _live(releases) == b"newer"


@pytest.mark.parametrize("point", ["stage.writing", "release.completed", "release.renamed"])
def test_a_write_that_fails_before_the_swap_removes_what_it_wrote(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, point: str
) -> None:
    releases = SiteReleases(tmp_path / "s")
    old = _release(releases, b"old", site=b"old")
    monkeypatch.setenv("PIPELINE_FAILPOINT", f"{point}:enospc")
    with pytest.raises(OSError, match="No space left on device"):
        _release(releases, b"new", "run-2", site=b"new")
    assert _leftovers(releases.root) == []
    assert sorted(p.name for p in releases.folder.iterdir()) == [old]
    assert _live(releases) == b"old" and (releases.current / "site" / "index.html").read_bytes() == b"old"
    assert [(s.release, s.by) for s in releases.history()] == [(old, "build")]


@pytest.mark.parametrize("point", ["stage.writing", "release.renamed"])
def test_a_run_killed_before_its_swap_leaves_the_live_release(tmp_path: Path, point: str) -> None:
    releases = SiteReleases(tmp_path / "s")
    a = _release(releases, b"A")
    b = _release(releases, b"B")
    _killed_at(releases, b"C", point)
    assert _live(releases) == b"B"
    _release(releases, b"D")
    # The rollback target is B, the release that was live, not C, which never was.
    assert releases.previous().id == b  # type: ignore[union-attr]
    assert a not in [r.id for r in releases.releases()] or len(releases.releases()) <= releases.kept


def test_a_run_killed_right_after_its_swap_counts_as_live(tmp_path: Path) -> None:
    releases = SiteReleases(tmp_path / "s")
    _release(releases, b"A")
    b = _release(releases, b"B")
    _killed_at(releases, b"C", "release.swapped")
    assert _live(releases) == b"C"
    assert releases.previous().id == b  # type: ignore[union-attr]
    c = releases.live().id  # type: ignore[union-attr]
    _release(releases, b"D")
    assert releases.previous().id == c  # type: ignore[union-attr]


def test_a_prune_killed_half_way_leaves_no_half_deleted_release(tmp_path: Path) -> None:
    releases = SiteReleases(tmp_path / "s", kept=2)
    _release(releases, b"A")
    _release(releases, b"B")
    _killed_at(releases, b"C", "release.pruning")
    assert _live(releases) == b"C"
    assert len(list(releases.folder.glob(".trash-*"))) == 1  # A, renamed before it was deleted
    _release(releases, b"D")
    assert not list(releases.folder.glob(".trash-*")) and len(releases.releases()) == 2


def test_a_reader_during_switches_always_finds_one_whole_release(tmp_path: Path) -> None:
    releases = SiteReleases(tmp_path / "s")
    _release(releases, b"A", site=b"A")
    _release(releases, b"B", site=b"B")
    seen: set[bytes] = set()
    mixed: list[str] = []
    done = threading.Event()

    def read() -> None:
        # As a server does per request: resolve `current` once, then read under what it resolved to.
        while not done.is_set():
            release = Path(os.path.realpath(releases.current))
            data, site = (release / "data" / "a.json").read_bytes(), (release / "site" / "index.html").read_bytes()
            if data != site:
                mixed.append(f"{release.name}: {data!r} {site!r}")
            seen.add(data)

    reader = threading.Thread(target=read)
    reader.start()
    try:
        for _ in range(200):
            releases.rollback()
    finally:
        done.set()
        reader.join()
    assert mixed == [] and seen == {b"A", b"B"}


def test_the_lock_makes_a_second_writer_wait_then_give_up_naming_the_holder(tmp_path: Path) -> None:
    releases = SiteReleases(tmp_path / "s")
    script = f"""
import time
from pipeline.publish.releases import SiteReleases
with SiteReleases({str(releases.root)!r}).lock(0):
    print("locked", flush=True)
    time.sleep(60)
"""
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, cwd=ROOT)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == b"locked"
        told: list[str] = []
        started = time.monotonic()
        with (
            pytest.raises(LockedError, match=f"pid {child.pid} on .* gave up after waiting 0.5 s"),
            releases.lock(0.5, told.append),
        ):
            pass
        assert 0.5 <= time.monotonic() - started < 5
        assert len(told) == 1 and f"pid {child.pid}" in told[0] and "waiting up to 0.5 s" in told[0]
    finally:
        child.kill()
        child.wait()
    with releases.lock(0), releases.lock(0):  # free again once its holder died; re-entrant within one process
        pass


def test_the_commands_list_the_releases_and_roll_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("SITES_DIR", str(tmp_path / "sites"))
    monkeypatch.setenv("DAGSTER_HOME", str(tmp_path / "dagster"))
    (tmp_path / "dagster").mkdir()
    (tmp_path / "dagster" / "dagster.yaml").write_text("telemetry:\n  enabled: false\n")
    releases = SiteReleases(tmp_path / "sites" / "fjordby")
    releases.stage({"manifest.json": _manifest("/"), "site.json": b'{"title": "Fjordby kulturhus"}'}, "aaaa1111")
    first = releases.go_live(releases.seal("aaaa1111"), "aaaa1111").id  # type: ignore[arg-type]
    releases.stage({"manifest.json": _manifest("/", "/kino"), "site.json": b'{"title": "Fjordby kulturhus"}'}, "bb2")
    second = releases.go_live(releases.seal("bb2"), "bb2").id  # type: ignore[arg-type]
    assert release_command(["list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"Fjordby kulturhus (fjordby), {tmp_path / 'sites' / 'fjordby'}"
    assert lines[2].split()[0] == first and lines[2].split()[-1] == "previous" and "+1 −0 ~0" in lines[2]
    assert lines[3].split()[0] == second and lines[3].split()[-1] == "live" and "+1 −0 ~0" in lines[3]
    with dg.DagsterInstance.get() as instance:
        instance.add_dynamic_partitions(PARTITIONS, ["fjordby"])
    # The hosts are told: the operator's reload command runs after the switch, here one that notes what is live.
    reloaded = tmp_path / "reloaded"
    monkeypatch.setenv("HOSTING_RELOAD_COMMAND", f"cp -P {tmp_path / 'sites' / 'fjordby' / 'current'} {reloaded}")
    assert release_command(["rollback", "--site", "Fjordby kulturhus", "--no-pin"]) == 0
    out = capsys.readouterr()
    assert out.out.strip() == f"Fjordby kulturhus: release {first} is live again (was {second})." and out.err == ""
    assert releases.live().id == first  # type: ignore[union-attr]
    assert os.readlink(reloaded) == f"releases/{first}"
    # In the Dagster UI: a materialisation of the site's site_export, naming the release.
    with dg.DagsterInstance.get() as instance:
        found = instance.fetch_materializations(dg.AssetRecordsFilter(dg.AssetKey("site_export"), ["fjordby"]), 1)
    event = found.records[0].event_log_entry.asset_materialization
    assert event is not None and event.metadata["release"].value == first
    assert event.metadata["rolled_back_from"].value == second
    assert release_command(["rollback", "--site", "nowhere"]) == 1
    assert "--site 'nowhere' names no site (sites: Fjordby kulturhus (fjordby))" in capsys.readouterr().err
    # A reload that fails leaves the rollback done, and says so.
    monkeypatch.setenv("HOSTING_RELOAD_COMMAND", "sh -c 'echo nginx: configuration file test failed >&2; exit 1'")
    assert release_command(["rollback", "--site", "fjordby", "--no-pin"]) == 0
    assert releases.live().id == second  # type: ignore[union-attr]
    assert capsys.readouterr().err.strip() == (
        f"warning: release {second} is live, but the hosts were not reloaded: "
        "HOSTING_RELOAD_COMMAND exited with code 1: nginx: configuration file test failed: they keep their server "
        "blocks of before"
    )


def test_a_build_after_a_rollback_makes_a_new_release_and_says_so(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: HouseContent,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    releases = site_output.releases(SAMPLE_SITE)
    assert build_everything(cms, warehouse, site_output).success
    first = releases.live()
    monkeypatch.setitem(served.articles[0], "title", "Ny tittel etter en rollback")
    assert build_everything(cms, warehouse, site_output).success
    second = releases.live()
    assert first is not None and second is not None and second.id != first.id
    releases.rollback()
    with dg.DagsterInstance.ephemeral() as instance:
        third = build_everything(cms, warehouse, site_output, instance=instance)
        warnings = [e.user_message for e in instance.all_logs(third.run_id) if e.level == logging.WARNING]
    live = releases.live()
    assert third.success and live is not None and live.id not in (first.id, second.id)
    assert b"Ny tittel etter en rollback" in (live.data / "search-index.json").read_bytes()
    assert releases.previous().id == first.id  # type: ignore[union-attr]
    assert any(
        message.startswith(f"release {first.id} is live since a rollback at ")
        and "this build makes a new release from the CMS's content as it is now" in message
        for message in warnings
    )
    # Pinned, a build with a change makes a ready release and the live one stays.
    pin = releases.pin("test")
    monkeypatch.setitem(served.articles[0], "title", "Ny tittel mens nettstedet er festet")
    pinned = build_everything(cms, warehouse, site_output)
    assert pinned.success and releases.live().id == live.id  # type: ignore[union-attr]
    [ready] = releases.ready()
    assert b"Ny tittel mens nettstedet er festet" in (ready.data / "search-index.json").read_bytes()
    [published] = [
        e.materialization
        for e in pinned.get_asset_materialization_events()
        if e.asset_key == dg.AssetKey("published_route_data")
    ]
    assert published.metadata["release"].value == ready.id
    assert published.metadata["note"].value == f"ready, not live: the site is {pin}"


def _release_with_chunk(releases: SiteReleases, content: bytes, chunk: str) -> str:
    """A release whose export has one page and one hashed chunk of its own, as a build of other web code makes."""
    run = f"run-{next(_RUNS):04d}"
    releases.stage({"a.json": content, "manifest.json": _manifest("/")}, run)
    pending = releases.seal(run)
    assert pending is not None
    (pending / "site" / "_next" / "static" / "chunks").mkdir(parents=True)
    (pending / "site" / "index.html").write_text(f'<script src="/_next/static/chunks/{chunk}"></script>')
    (pending / "site" / "_next" / "static" / "chunks" / chunk).write_text(f"// {chunk}")
    return releases.go_live(pending, run).id


def test_a_page_of_any_kept_release_finds_its_chunks_after_a_switch_and_a_rollback(tmp_path: Path) -> None:
    releases = SiteReleases(tmp_path, kept=3)
    first = _release_with_chunk(releases, b"1", "a1.js")
    _release_with_chunk(releases, b"2", "b2.js")
    chunks = releases.current / "site" / "_next" / "static" / "chunks"
    # The live release serves its own chunk and the one a page of the release before asks for.
    assert sorted(p.name for p in chunks.iterdir()) == ["a1.js", "b2.js"]
    assert (chunks / "a1.js").read_text() == "// a1.js"
    _release_with_chunk(releases, b"3", "c3.js")
    assert sorted(p.name for p in chunks.iterdir()) == ["a1.js", "b2.js", "c3.js"]
    # Rolled back to the first: a page loaded from the newer ones still gets its chunks.
    releases.rollback(first)
    assert sorted(p.name for p in chunks.iterdir()) == ["a1.js", "b2.js", "c3.js"]
    # Each release lists only its own chunks, so what the live one is offered stays bounded by the releases kept.
    _release_with_chunk(releases, b"4", "d4.js")
    _release_with_chunk(releases, b"5", "e5.js")
    assert [(r.path / "assets.txt").read_text() for r in releases.releases()] == [
        "chunks/c3.js\n",
        "chunks/d4.js\n",
        "chunks/e5.js\n",
    ]
    assert {"c3.js", "d4.js", "e5.js"} <= {p.name for p in chunks.iterdir()}


def _command_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, site: str = "fjordby") -> None:
    """The commands' setting: SITES_DIR under `tmp_path`, a Dagster instance of its own with the site's partition."""
    monkeypatch.setenv("SITES_DIR", str(tmp_path / "sites"))
    monkeypatch.setenv("DAGSTER_HOME", str(tmp_path / "dagster"))
    monkeypatch.delenv("HOSTING_RELOAD_COMMAND", raising=False)
    (tmp_path / "dagster").mkdir()
    (tmp_path / "dagster" / "dagster.yaml").write_text("telemetry:\n  enabled: false\n")
    with dg.DagsterInstance.get() as instance:
        instance.add_dynamic_partitions(PARTITIONS, [site])


def _titled(releases: SiteReleases, run: str, *paths: str) -> str:
    """A release of route data with Fjordby's title and the given routes."""
    releases.stage({"manifest.json": _manifest(*paths), "site.json": b'{"title": "Fjordby kulturhus"}'}, run)
    pending = releases.seal(run)
    assert pending is not None
    return releases.go_live(pending, run).id


def _events(observations: bool) -> list[dict[str, object]]:
    """The metadata of the site's `site_export` observations (or materialisations) in the Dagster instance, oldest
    first."""
    found = dg.AssetRecordsFilter(dg.AssetKey("site_export"), ["fjordby"])
    with dg.DagsterInstance.get() as instance:
        fetch = instance.fetch_observations if observations else instance.fetch_materializations
        entries = [record.event_log_entry for record in fetch(found, 50, ascending=True).records]
    events = [entry.asset_observation if observations else entry.asset_materialization for entry in entries]
    return [{k: v.value for k, v in e.metadata.items()} for e in events if e is not None]


def test_a_pinned_site_keeps_its_release_while_builds_make_ready_ones_until_unpinned(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _command_env(tmp_path, monkeypatch)
    releases = SiteReleases(tmp_path / "sites" / "fjordby")
    first = _titled(releases, "aaaa1111", "/")
    assert release_command(["pin", "--reason", "feil i programmet"]) == 0
    pin = releases.pinned()
    assert pin is not None and pin.release == first and pin.reason == "feil i programmet"
    assert capsys.readouterr().out.strip() == (
        f"Fjordby kulturhus: pinned to release {first} since {pin.at} (feil i programmet); "
        "builds make ready releases until scripts/unpin."
    )
    # Two builds while pinned: each makes a release, marked ready, and the pinned one stays live.
    second = _titled(releases, "bbbb2222", "/", "/kino")
    third = _titled(releases, "cccc3333", "/", "/kino", "/program")
    assert releases.live().id == first  # type: ignore[union-attr]
    assert [r.id for r in releases.ready()] == [second, third]
    assert release_command(["list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == (
        f"  pinned to release {first} since {pin.at} (feil i programmet): "
        "builds make ready releases, none goes live (scripts/unpin)"
    )
    assert [line.split()[0] for line in lines[3:]] == [first, second, third]
    # id, date, time, run, routes, «+a −r ~c», then the marks
    assert [line.split()[8:] for line in lines[3:]] == [["live", "pinned"], ["ready"], ["ready"]]
    # Unpinned: the newest ready release goes live, and builds go live again.
    assert release_command(["unpin"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "Fjordby kulturhus: unpinned; builds go live again.",
        f"Fjordby kulturhus: ready release {third} is live (was {first}).",
    ]
    assert releases.pinned() is None and releases.live().id == third  # type: ignore[union-attr]
    fourth = _titled(releases, "dddd4444", "/")
    assert releases.live().id == fourth  # type: ignore[union-attr]
    # The Dagster UI has the pin and the unpin as observations of the site, the switch as a materialisation.
    assert [(e["pinned"], e["release"]) for e in _events(observations=True)] == [(True, first), (False, first)]
    assert [(e["by"], e["release"], e["rolled_back_from"]) for e in _events(observations=False)] == [
        ("unpin", third, first)
    ]


def test_a_rollback_pins_the_site_so_the_next_build_does_not_publish_over_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _command_env(tmp_path, monkeypatch)
    releases = SiteReleases(tmp_path / "sites" / "fjordby")
    first = _titled(releases, "aaaa1111", "/")
    second = _titled(releases, "bbbb2222", "/", "/kino")
    assert release_command(["rollback", "--reason", "feil pris"]) == 0
    assert releases.live().id == first  # type: ignore[union-attr]
    after = _titled(releases, "cccc3333", "/", "/kino", "/program")  # the nightly build
    assert releases.live().id == first and releases.get(after).ready  # type: ignore[union-attr]
    # A named release, by name: rolled forward to the bad one and pinned there, as asked.
    assert release_command(["rollback", second]) == 0
    assert releases.live().id == second and releases.pinned().release == second  # type: ignore[union-attr]
    capsys.readouterr()
    assert release_command(["rollback", "20990101T000000.000Z-nope"]) == 1
    assert capsys.readouterr().err.startswith(f"error: {releases.root} has no release '20990101T000000.000Z-nope'")


_HOLDER = """
import sys, time
from pipeline.publish.releases import SiteReleases
releases = SiteReleases(sys.argv[1])
with releases.lock(0):
    print("holding", flush=True)
    time.sleep(float(sys.argv[2]))
    if len(sys.argv) > 3:  # a build that goes live as it finishes
        releases.stage({"manifest.json": b'{"routes": []}', "site.json": b'{"title": "Fjordby kulturhus"}'}, "eeee5555")
        releases.go_live(releases.seal("eeee5555"), "eeee5555")
"""


def _holder(releases: SiteReleases, seconds: float, publishes: bool = False) -> subprocess.Popen[str]:
    """A process that holds the site's releases as a build does, for `seconds`, then (when told) publishes."""
    argv = [sys.executable, "-c", _HOLDER, str(releases.root), str(seconds)] + (["publish"] if publishes else [])
    child = subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None and child.stdout.readline().strip() == "holding"
    return child


def test_a_rollback_during_a_build_stops_waits_or_cancels_as_the_operator_says(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _command_env(tmp_path, monkeypatch)
    releases = SiteReleases(tmp_path / "sites" / "fjordby")
    first = _titled(releases, "aaaa1111", "/")
    second = _titled(releases, "bbbb2222", "/", "/kino")
    # Told nothing: it stops at once, says who holds the site and what the operator can say.
    build = _holder(releases, 30)
    started = time.monotonic()
    try:
        assert release_command(["rollback"]) == 1
        assert time.monotonic() - started < 5
        err = capsys.readouterr().err
        assert f"pid {build.pid}" in err and err.strip().endswith(
            "Say --wait to go on once it is done, or --cancel to stop it first"
        )
        assert releases.live().id == second  # type: ignore[union-attr]
    finally:
        build.kill()
        build.wait()
    # --wait: the build publishes a third release as it ends; the rollback then goes where it was asked when it
    # started, to the release before the one that was live then, not to the release before the build's.
    build = _holder(releases, 1.5, publishes=True)
    assert release_command(["rollback", "--wait"]) == 0
    assert build.wait(10) == 0
    third = releases.history()[-2].release
    assert third not in (first, second) and releases.get(third).run == "eeee5555"
    assert releases.live().id == first  # type: ignore[union-attr]
    assert capsys.readouterr().out.splitlines()[0] == f"Fjordby kulturhus: release {first} is live again (was {third})."
    # --cancel: the build's run (as scripts/build tags it) is stopped, then the rollback goes through at once.
    build = _holder(releases, 300)
    run = dg.DagsterRun(
        job_name="build_everything",
        run_id="ffffffff-0000-4000-8000-000000000001",
        status=dg.DagsterRunStatus.STARTED,
        tags={"dagster/partition": "fjordby", "fjordby/pid": str(build.pid), "fjordby/host": socket.gethostname()},
    )
    with dg.DagsterInstance.get() as instance:
        instance.add_run(run)
    started = time.monotonic()
    assert release_command(["rollback", second, "--cancel"]) == 0
    assert build.wait(10) == -signal.SIGTERM and time.monotonic() - started < 10
    assert releases.live().id == second  # type: ignore[union-attr]
    out = capsys.readouterr()
    assert (
        out.err.splitlines()[0]
        == f"Fjordby kulturhus: stopped run ffffffff (pid {build.pid} on {socket.gethostname()})"
    )
    assert out.out.splitlines()[0] == f"Fjordby kulturhus: release {second} is live again (was {first})."
