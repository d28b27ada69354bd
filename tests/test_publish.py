"""The output folder: atomic (a failed or killed run leaves the previous output whole) and incremental."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pipeline.defs.route_data.publish import OutputFolder, OutputLockedError

ROOT = Path(__file__).resolve().parent.parent


def _tree(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def _versions(out: OutputFolder) -> list[dict[str, bytes]]:
    """Every folder left in the versions folder, oldest first by name."""
    return [_tree(p) for p in sorted(out.versions.iterdir()) if p.is_dir()]


def _publish(out: OutputFolder, content: bytes) -> None:
    out.stage({"a.json": content})
    out.publish()


def _publish_killed_at(out: OutputFolder, files: dict[str, bytes], point: str) -> None:
    """Stages and publishes in a child process that kills itself (SIGKILL) at the named failpoint."""
    script = f"""
from pipeline.defs.route_data.publish import OutputFolder
out = OutputFolder({str(out.root)!r})
out.stage({files!r})
out.publish()
"""
    env = {**os.environ, "PIPELINE_FAILPOINT": f"{point}:kill"}
    done = subprocess.run([sys.executable, "-c", script], env=env, cwd=ROOT, capture_output=True, timeout=60)
    assert done.returncode == -signal.SIGKILL, done.stderr


def test_first_publish_writes_everything(tmp_path: Path) -> None:
    out = OutputFolder(tmp_path / "data")
    stats = out.stage({"manifest.json": b"{}", "routes/index.json": b'{"a":1}'})
    assert (stats.written, stats.unchanged, stats.removed) == (2, 0, 0)
    assert out.published() is None  # staging publishes nothing
    published, changed = out.publish()
    assert changed and _tree(tmp_path / "data") == {"manifest.json": b"{}", "routes/index.json": b'{"a":1}'}
    assert (tmp_path / "data").is_symlink() and published == (tmp_path / "data").resolve()


def test_an_unchanged_file_is_not_rewritten_and_a_gone_route_is_removed(tmp_path: Path) -> None:
    out = OutputFolder(tmp_path / "data")
    out.stage({"a.json": b"1", "b.json": b"2", "gone.json": b"3"})
    out.publish()
    before = (tmp_path / "data" / "a.json").stat()
    stats = out.stage({"a.json": b"1", "b.json": b"22"})
    assert (stats.written, stats.unchanged, stats.removed) == (1, 1, 1)
    out.publish()
    after = (tmp_path / "data" / "a.json").stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)
    assert _tree(tmp_path / "data") == {"a.json": b"1", "b.json": b"22"}


def test_an_identical_build_publishes_nothing(tmp_path: Path) -> None:
    out = OutputFolder(tmp_path / "data")
    out.stage({"a.json": b"1"})
    first, _ = out.publish()
    stats = out.stage({"a.json": b"1"})
    assert not stats.changed
    again, changed = out.publish()
    assert again == first and not changed


def test_old_versions_are_pruned_to_the_published_one_and_the_one_before(tmp_path: Path) -> None:
    out = OutputFolder(tmp_path / "data")
    for n in range(5):
        out.stage({"a.json": str(n).encode()})
        out.publish()
    assert _tree(tmp_path / "data") == {"a.json": b"4"}
    assert _versions(out) == [{"a.json": b"3"}, {"a.json": b"4"}]


def test_a_failure_while_staging_leaves_the_published_output(tmp_path: Path) -> None:
    out = OutputFolder(tmp_path / "data")
    out.stage({"a.json": b"old"})
    out.publish()
    with pytest.raises(ValueError, match="outside the output folder"):
        out.stage({"a.json": b"new", "../escape.json": b"x"})
    assert _tree(tmp_path / "data") == {"a.json": b"old"}
    assert not (tmp_path / "escape.json").exists()


def test_a_run_killed_while_staging_leaves_the_previous_output_whole(tmp_path: Path) -> None:
    out = OutputFolder(tmp_path / "data")
    old = {f"routes/{n}.json": f'{{"n":{n}}}'.encode() for n in range(50)}
    out.stage(old)
    out.publish()
    _publish_killed_at(out, {f"routes/{n}.json": b"new" for n in range(100)}, "stage.writing")
    assert [p.name for p in out.staging.rglob("*.json")] == ["0.json"]  # killed after its first file
    assert _tree(tmp_path / "data") == old
    # The next run starts over cleanly.
    out.stage({"a.json": b"1"})
    out.publish()
    assert _tree(tmp_path / "data") == {"a.json": b"1"}


def test_a_publish_killed_after_renaming_leaves_no_orphan_for_rollback(tmp_path: Path) -> None:
    out = OutputFolder(tmp_path / "data")
    _publish(out, b"A")
    _publish(out, b"B")
    _publish_killed_at(out, {"a.json": b"C"}, "publish.renamed")
    assert _tree(out.root) == {"a.json": b"B"}  # C was never swapped in
    _publish(out, b"D")
    # The rollback target is B, the version that was live, not C, the newer one that never was.
    assert out.previous() is not None and _tree(out.previous()) == {"a.json": b"B"}
    assert _versions(out) == [{"a.json": b"B"}, {"a.json": b"D"}]
    assert _tree(out.rollback()) == {"a.json": b"B"}
    assert _tree(out.root) == {"a.json": b"B"}


def test_a_publish_killed_right_after_its_swap_still_counts_as_live(tmp_path: Path) -> None:
    out = OutputFolder(tmp_path / "data")
    _publish(out, b"A")
    _publish(out, b"B")
    _publish_killed_at(out, {"a.json": b"C"}, "publish.swapped")
    assert _tree(out.root) == {"a.json": b"C"}
    assert out.previous() is not None and _tree(out.previous()) == {"a.json": b"B"}
    _publish(out, b"D")
    assert out.previous() is not None and _tree(out.previous()) == {"a.json": b"C"}
    assert _versions(out) == [{"a.json": b"C"}, {"a.json": b"D"}]


def test_a_prune_killed_half_way_leaves_no_half_deleted_version(tmp_path: Path) -> None:
    out = OutputFolder(tmp_path / "data")
    _publish(out, b"A")
    _publish(out, b"B")
    _publish_killed_at(out, {"a.json": b"C"}, "publish.pruning")
    assert _tree(out.root) == {"a.json": b"C"}
    leftovers = sorted(p.name for p in out.versions.iterdir() if p.is_dir())
    assert len(leftovers) == 3 and leftovers[0].startswith(".trash-")  # A, renamed before deletion
    assert _tree(out.previous()) == {"a.json": b"B"}  # type: ignore[arg-type]
    _publish(out, b"D")
    assert [p.name.startswith(".trash-") for p in out.versions.iterdir() if p.is_dir()] == [False, False]
    assert _versions(out) == [{"a.json": b"C"}, {"a.json": b"D"}]


def test_rollback_goes_back_to_the_previous_version_and_then_forth(tmp_path: Path) -> None:
    out = OutputFolder(tmp_path / "data")
    _publish(out, b"A")
    with pytest.raises(LookupError, match="no earlier version"):
        out.rollback()
    _publish(out, b"B")
    out.rollback()
    assert _tree(out.root) == {"a.json": b"A"}
    out.rollback()  # the version live before A's return is B
    assert _tree(out.root) == {"a.json": b"B"}
    _publish(out, b"C")
    assert _tree(out.previous()) == {"a.json": b"B"}  # type: ignore[arg-type]


def test_the_output_lock_makes_a_second_writer_wait_then_give_up_naming_the_holder(tmp_path: Path) -> None:
    out = OutputFolder(tmp_path / "data")
    script = f"""
import sys, time
from pipeline.defs.route_data.publish import OutputFolder
with OutputFolder({str(out.root)!r}).lock(0):
    print("locked", flush=True)
    time.sleep(60)
"""
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, cwd=ROOT)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == b"locked"
        told: list[str] = []
        started = time.monotonic()
        with (
            pytest.raises(OutputLockedError, match=f"pid {child.pid} on .* gave up after waiting 0.5 s"),
            out.lock(0.5, told.append),
        ):
            pass
        assert 0.5 <= time.monotonic() - started < 5
        assert len(told) == 1 and f"pid {child.pid}" in told[0] and "waiting up to 0.5 s" in told[0]
    finally:
        child.kill()
        child.wait()
    with out.lock(0), out.lock(0):  # free again once its holder died; re-entrant within one process
        pass
