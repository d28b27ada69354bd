"""Prints wall time and peak memory of a cold build and of a no-change rerun, at K = 1, 10 and 100 times
the sample content, and the size of the route data each scale publishes. A benchmark to read, not a test: it
asserts nothing."""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benches import build_environment

from sample_cms.content.site import SITE_ID
from sample_cms.server import SampleCms

ROOT = Path(__file__).resolve().parent.parent
SUMMARY = re.compile(r"route_data: (\d+) rows, files (\d+) written, (\d+) unchanged, (\d+) removed")


def _run(env: dict[str, str], log: Path) -> tuple[float, float, str]:
    """Wall seconds, peak RSS in MB and output of one `python -m sitectl.build` in its own process."""
    started = time.perf_counter()
    with log.open("wb") as out:
        child = subprocess.Popen([sys.executable, "-m", "sitectl.build"], cwd=ROOT, env=env, stdout=out, stderr=out)
        _, status, usage = os.wait4(child.pid, 0)  # this child's own peak, not the largest of all children
    seconds = time.perf_counter() - started
    text = log.read_text()
    if os.waitstatus_to_exitcode(status):
        raise SystemExit(f"the build failed:\n{text[-3000:]}")
    return seconds, usage.ru_maxrss / 1024, text


def _largest(files: list[Path], root: Path) -> str:
    largest = max(files, key=lambda p: p.stat().st_size)
    return f"{largest.relative_to(root).as_posix()} ({largest.stat().st_size / 1e3:.0f} kB)"


def _route_data_size(published: Path) -> str:
    """Total bytes of the published folder, its largest file, its largest route file and the front page's."""
    root = published.resolve()
    files = [p for p in root.rglob("*") if p.is_file()]
    total = sum(p.stat().st_size for p in files)
    routes = [p for p in files if p.is_relative_to(root / "routes")]
    front = (root / "routes" / "index.json").stat().st_size
    return (
        f"route data {total / 1e6:.1f} MB in {len(files)} files; largest {_largest(files, root)}; "
        f"largest route {_largest(routes, root)}; front page {front / 1e3:.0f} kB"
    )


def bench(scale: int) -> None:
    with SampleCms(scale=scale) as cms, tempfile.TemporaryDirectory(prefix=f"bench-k{scale}-") as tmp:
        env = build_environment(cms.url, Path(tmp))
        for label in ("cold", "no-change rerun"):
            seconds, peak, out = _run(env, Path(tmp) / "build.log")
            match = SUMMARY.search(out)
            if match:
                routes, written, unchanged, removed = match.groups()
                files = f"routes {routes:>5}   files written {written:>5}, unchanged {unchanged:>5}, removed {removed}"
            else:
                files = "route data skipped: built from these very inputs"
            print(f"K={scale:<4} {label:<16} {seconds:7.1f} s {peak:8.0f} MB   {files}", flush=True)
        data = Path(env["SITES_DIR"]) / SITE_ID / "current" / "data"
        print(f"K={scale:<4} {_route_data_size(data)}\n", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("scales", nargs="*", type=int, default=[1, 10, 100])
    args = parser.parse_args()
    print(
        "Targets on 2 cores: K=100 cold under 60 s and 1.5 GB; a no-change rerun writes no file and takes under "
        "10 s.\n",
        flush=True,
    )
    for scale in args.scales:
        bench(scale)


if __name__ == "__main__":
    main()
