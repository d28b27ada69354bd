"""Prints the wall time and peak memory of building every site of the sample CMS with 1 and with 2 concurrent runs,
for 1, 3 and 6 sites at K = 1 and 3 sites at K = 10, and the time one changed site takes to go live while the others
are left as they are. A benchmark to read, not a test: it asserts nothing."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx
import psutil
from benches import build_environment

from sample_cms.server import SampleCms

ROOT = Path(__file__).resolve().parent.parent
CASES = ((1, 1), (3, 1), (6, 1), (3, 10))  # (sites, K)


class PeakMemory:
    """The largest sum of resident memory of a process and its descendants, sampled every 50 ms."""

    def __init__(self, pid: int) -> None:
        self.peak = 0
        self._root = psutil.Process(pid)
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)
        self._thread.start()

    def _sample(self) -> None:
        while not self._done.wait(0.05):
            total = 0
            try:
                for process in [self._root, *self._root.children(recursive=True)]:
                    total += process.memory_info().rss
            except psutil.Error:
                continue  # a process ended between the listing and the reading
            self.peak = max(self.peak, total)

    def stop(self) -> float:
        self._done.set()
        self._thread.join()
        return self.peak / 2**20


def _build(env: dict[str, str], args: list[str], log: Path) -> tuple[float, float]:
    """Wall seconds and peak memory (MB, all the build's processes together) of one `sitectl.build`."""
    started = time.perf_counter()
    with log.open("wb") as out:
        child = subprocess.Popen(
            [sys.executable, "-m", "sitectl.build", *args], cwd=ROOT, env=env, stdout=out, stderr=out
        )
        memory = PeakMemory(child.pid)
        code = child.wait()
    peak = memory.stop()
    if code:
        raise SystemExit(f"the build failed:\n{log.read_text()[-3000:]}")
    return time.perf_counter() - started, peak


def _live(sites: Path) -> dict[str, str]:
    """Each site's live release."""
    return {link.parent.name: os.readlink(link) for link in sites.glob("*/current")}


def _environment(cms: SampleCms, tmp: Path, export: bool) -> dict[str, str]:
    return build_environment(cms.url, tmp, every_site=True) | {"SITE_EXPORT_ENABLED": "true" if export else "false"}


def bench(sites: int, scale: int, export: bool) -> None:
    label = f"{sites} site{'s' if sites > 1 else ''}, K={scale}"
    with SampleCms(scale=scale, houses=sites) as cms:
        for runs in (1, 2):
            with tempfile.TemporaryDirectory(prefix="bench-sites-") as folder:
                tmp = Path(folder)
                env = _environment(cms, tmp, export)
                seconds, peak = _build(env, ["--runs", str(runs)], tmp / "build.log")
                print(
                    f"{label:<18} {runs} run(s) at once   all sites {seconds:6.1f} s   peak {peak:6.0f} MB", flush=True
                )
                if runs == 1:
                    continue
                changed = list(_live(tmp / "sites"))[-1]
                # A change in one site, built as the schedule does (every site) and as the change sensor does (a run
                # of that site alone).
                builds = (("all sites'", ["--runs", str(runs)]), ("its run alone", ["--site", changed]))
                for revision, (what, args) in enumerate(builds, start=1):
                    before = _live(tmp / "sites")
                    change = {"revision": revision, "site": changed}
                    httpx.post(f"{cms.url}/_control/revision", json=change).raise_for_status()
                    seconds, peak = _build(env, args, tmp / "changed.log")
                    after = _live(tmp / "sites")
                    moved = sorted(site for site in after if after[site] != before.get(site))
                    kept = "the others keep their releases" if moved == [changed] else f"new: {', '.join(moved)}"
                    print(
                        f"{label:<18} one site changed, {what:<14} {seconds:6.1f} s   peak {peak:6.0f} MB   {kept}",
                        flush=True,
                    )
                httpx.post(f"{cms.url}/_control/revision", json={"revision": 0, "site": changed}).raise_for_status()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--export", action="store_true", help="export each site with Next.js too (slow: minutes)")
    args = parser.parse_args()
    print(
        f"Building the sample's sites {'with' if args.export else 'without'} the static export, on "
        f"{os.cpu_count()} cores; peak memory is every process of the build together.\n",
        flush=True,
    )
    for sites, scale in CASES:
        bench(sites, scale, args.export)


if __name__ == "__main__":
    main()
