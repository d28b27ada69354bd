"""The output folder: atomic (a failed or killed run leaves the previous output whole) and incremental."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from pipeline.defs.route_data.publish import OutputFolder


def _tree(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


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


def test_old_versions_are_pruned(tmp_path: Path) -> None:
    out = OutputFolder(tmp_path / "data")
    for n in range(5):
        out.stage({"a.json": str(n).encode()})
        out.publish()
    assert len(list(out.versions.iterdir())) == 2
    assert _tree(tmp_path / "data") == {"a.json": b"4"}


def test_a_failure_while_staging_leaves_the_published_output(tmp_path: Path) -> None:
    out = OutputFolder(tmp_path / "data")
    out.stage({"a.json": b"old"})
    out.publish()
    with pytest.raises(ValueError, match="outside the output folder"):
        out.stage({"a.json": b"new", "../escape.json": b"x"})
    assert _tree(tmp_path / "data") == {"a.json": b"old"}
    assert not (tmp_path / "escape.json").exists()


def test_a_run_killed_half_way_leaves_the_previous_output_whole(tmp_path: Path) -> None:
    out = OutputFolder(tmp_path / "data")
    old = {f"routes/{n}.json": f'{{"n":{n}}}'.encode() for n in range(50)}
    out.stage(old)
    out.publish()
    script = textwrap.dedent(
        f"""
        import sys, time
        from pipeline.defs.route_data.publish import OutputFolder
        files = {{f"routes/{{n}}.json": b"new" for n in range(100_000)}}
        out = OutputFolder({str(tmp_path / "data")!r})
        print("staging", flush=True)
        out.stage(files)
        out.publish()
        """
    )
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, cwd=Path(__file__).parent.parent)
    assert child.stdout is not None and child.stdout.readline().strip() == b"staging"
    deadline = time.monotonic() + 30
    while not any(out.staging.rglob("*.json")) and time.monotonic() < deadline:
        time.sleep(0.01)
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    assert any(out.staging.rglob("*.json")), "the child was killed before it wrote anything"
    assert _tree(tmp_path / "data") == old
    # The next run starts over cleanly.
    out.stage({"a.json": b"1"})
    out.publish()
    assert _tree(tmp_path / "data") == {"a.json": b"1"}
