"""Prints the web app's quality bars (issue 7, §7): Lighthouse 12 scores of five pages, the JavaScript a film page
loads beside a bare Next.js page, the bytes of the front and a film page, the in-browser search's download and
keystroke time, and export times beside a bare Next.js export of as many routes, all built in this run. A benchmark
to read, not a test: it asserts nothing.

Figures on a 2-core machine wander by a tenth from run to run, so each is the median of several: export times of
five builds (one at K ≥ 100), the two apps' builds taken in turn, Lighthouse scores of five runs after a first one
that is not counted (it also makes the sample CMS draw the pictures, which a real image service has ready)."""

from __future__ import annotations

import argparse
import gzip
import itertools
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from urllib.parse import urlsplit

from pipeline.defs.site_export.export import NEXT_CACHE, build_command, build_env, compact_cache, set_aside
from pipeline.settings import sample_cms_settings
from sample_cms.content.site import SITE_ID
from sample_cms.server import SampleCms, free_port

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
WORK = ROOT / "var" / "web-report"
TRASH = WORK / "trash"
LIGHTHOUSE = ROOT / "scripts" / "lighthouse" / "node_modules" / "lighthouse" / "cli" / "index.js"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = "--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
# The same page's performance mark spans six points from run to run here (94–100 for a film page): the median of five
# moves less than the median of three.
LIGHTHOUSE_RUNS = 5
LIGHTHOUSE_ATTEMPTS = 3
# What Lighthouse's runtime errors (its own trace or protocol failing, not the page) end with.
LIGHTHOUSE_AGAIN = "Please run Lighthouse again"
NODE = shutil.which("node") or "node"

# The bare app: Next.js's defaults, one page at / and as many more as our export has routes, each an <h1>.
BARE_FILES = {
    "next.config.mjs": (
        "import path from 'node:path';\n"
        "export default { output: 'export', turbopack: { root: path.resolve(import.meta.dirname, '../../..') } };\n"
    ),
    "app/layout.jsx": (
        'export default function Layout({ children }) {\n  return <html lang="nb"><body>{children}</body></html>;\n}\n'
    ),
    "app/page.jsx": "export default function Page() {\n  return <h1>Hei</h1>;\n}\n",
    "app/[...path]/page.jsx": (
        "export const dynamicParams = false;\n"
        "export function generateStaticParams() {\n"
        "  const count = Number(process.env.BARE_ROUTES ?? 1);\n"
        "  return Array.from({ length: count }, (_, i) => ({ path: ['side', String(i)] }));\n}\n"
        "export default async function Page({ params }) {\n"
        "  const { path } = await params;\n  return <h1>{path.join('/')}</h1>;\n}\n"
    ),
}


def _node_env(**extra: str) -> dict[str, str]:
    return {**os.environ, "NEXT_TELEMETRY_DISABLED": "1", **extra}


_trash_slots = itertools.count()


def _trash_slot(name: str) -> Path:
    """A new place in the trash, which is deleted when the report is done: deleting thousands of files makes the next
    builds' writes slow (see `set_aside`), and would weigh on whichever app is built next."""
    TRASH.mkdir(parents=True, exist_ok=True)
    return TRASH / f"{next(_trash_slots)}-{name}"


def _discard(path: Path) -> None:
    """Moves a file or folder into the trash."""
    if path.exists():
        path.rename(_trash_slot(path.name))


def _set_aside(app: Path, *, cold: bool) -> None:
    """An app's last build moved out of the way as the pipeline's export does it (`set_aside`), Next's cache too
    when cold. Both apps' builds go through here. Then what the builds before wrote is flushed to the disk: the kernel
    writes it back in the background, so that the next build, whichever app's, would pay for it."""
    set_aside(app, _trash_slot("build"))
    if cold:
        _discard(app / NEXT_CACHE)
    os.sync()


class CommandFailed(SystemExit):
    """A command of the report failed: stops the report with the tail of the command's output."""

    def __init__(self, command: list[str], code: int, output: str) -> None:
        super().__init__(f"{' '.join(command)} failed ({code}):\n{output[-3000:]}")
        self.output = output


def _run(command: list[str], cwd: Path, env: dict[str, str], log: Path) -> float:
    """Wall seconds of one command, its output in `log`; a failure stops the report with the log's tail."""
    started = time.perf_counter()
    with log.open("wb") as out:
        code = subprocess.run(command, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT, check=False).returncode
    if code:
        raise CommandFailed(command, code, log.read_text(errors="replace"))
    return time.perf_counter() - started


def build_route_data(cms_url: str, scale: int) -> Path:
    """The sample's route data at this scale, published by the pipeline (no export) into var/web-report/k<K>."""
    folder = WORK / f"k{scale}"
    _discard(folder)
    (folder / "dagster").mkdir(parents=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CMS_", "MEMBERSHIP_", "PUBLIC_"))}
    env |= sample_cms_settings(cms_url) | {
        "CMS_SITE_ID": SITE_ID,
        "WAREHOUSE_DIR": str(folder / "var"),
        "SITES_DIR": str(folder / "sites"),
        "DAGSTER_HOME": str(folder / "dagster"),
        "SITE_EXPORT_ENABLED": "false",
    }
    _run([sys.executable, "-m", "sitectl.build"], ROOT, env, folder / "pipeline.log")
    return folder / "sites" / SITE_ID / "current" / "data"


def export_ours(data: Path, log: Path, compactions: list[float], *, cold: bool) -> float:
    """Seconds of the web app's build from `data` into web/out, the command the pipeline runs: cold without Next's
    cache (`.next`), warm with the cache of the build before, as the pipeline's nightly export runs. Then, as the
    pipeline does once the export is live, Next's build cache is compacted: its seconds go to `compactions`."""
    _set_aside(WEB, cold=cold)
    env = {**os.environ, **build_env(data.resolve(), dict(os.environ))}
    seconds = _run(build_command(WEB), WEB, env, log)
    started = time.perf_counter()
    compact_cache(WEB, data.resolve(), "", 600, lambda _: None)
    compactions.append(time.perf_counter() - started)
    return seconds


def exported_pages(out: Path) -> int:
    """The pages of an export: its HTML files but the not-found page's two."""
    return sum(1 for file in out.rglob("*.html") if file.name not in {"404.html", "_not-found.html"})


def bare_app() -> Path:
    """The bare app's folder, written anew."""
    bare = WORK / "bare"
    for name, text in BARE_FILES.items():
        (bare / name).parent.mkdir(parents=True, exist_ok=True)
        (bare / name).write_text(text)
    # Inside the repository, so Turbopack's root (the repository) holds the link to the web app's packages.
    (bare / "node_modules").unlink(missing_ok=True)
    (bare / "node_modules").symlink_to(WEB / "node_modules")
    return bare


def export_bare(bare: Path, log: Path, routes: int, *, cold: bool) -> float:
    """Seconds of `next build` of the bare app in `bare` with `routes` pages besides its front page, on the machine's
    Node.js with Next's defaults; cold or warm as {@link export_ours}."""
    _set_aside(bare, cold=cold)
    # The `next` command npm links to Next's CLI, run on NODE rather than the Node its first line finds.
    next_bin = str(WEB / "node_modules" / ".bin" / "next")
    return _run([NODE, next_bin, "build"], bare, _node_env(BARE_ROUTES=str(routes - 1)), log)


Timing = tuple[float, float]


def paired_medians(runs: int, ours: Callable[..., float], bare: Callable[..., float]) -> tuple[int, Timing, Timing]:
    """The pages `ours` exported, and the median cold and warm seconds of `runs` builds of each app (each warm one
    after a cold one of the same app). The two apps' builds are taken in turn, so that a machine that slows down or
    speeds up over the minutes of a report weighs on both alike, and each app goes first in every other round, so that
    neither always follows the other. With several rounds, one cold build of each goes first and is not counted: the
    first build after the pipeline's run finds Next's files on the disk rather than in memory. `bare` is given the
    number of pages `ours` exported first."""
    routes = 0

    def build(app: str, cold: bool) -> float:
        nonlocal routes
        if app == "bare":
            return bare(routes, cold=cold)
        seconds: float = ours(cold=cold)
        routes = routes or exported_pages(WEB / "out")
        return seconds

    if runs > 1:
        build("ours", True)
        build("bare", True)
    times: dict[tuple[str, bool], list[float]] = {}
    for round_ in range(runs):
        order = ("ours", "bare") if round_ % 2 == 0 else ("bare", "ours")
        for cold in (True, False):
            for app in order:
                times.setdefault((app, cold), []).append(build(app, cold))
    for (app, cold), values in sorted(times.items()):
        spread = ", ".join(f"{value:.1f}" for value in values)
        print(f"  {app} {'cold' if cold else 'warm'}, {routes} pages: {spread} s", flush=True)
    # One build of either app varies by more than the bar's margin: the ratio within each round shows how much.
    for cold in (True, False) if runs > 1 else ():
        ratios = ", ".join(f"{o / b:.2f}" for o, b in zip(times["ours", cold], times["bare", cold], strict=True))
        print(f"  {'cold' if cold else 'warm'}, ours ÷ bare in each round: {ratios}", flush=True)
    medians = {key: statistics.median(values) for key, values in times.items()}
    return routes, (medians["ours", True], medians["ours", False]), (medians["bare", True], medians["bare", False])


@contextmanager
def serving(folder: Path) -> Iterator[str]:
    """The local preview server (`sitectl.serve`) on a free loopback port: it answers as the hosts do."""
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "sitectl.serve", str(folder), "--port", str(port), "--quiet"],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        time.sleep(1)
        yield f"http://127.0.0.1:{port}"
    finally:
        server.terminate()
        server.wait()


def lighthouse(url: str, report: Path) -> dict[str, object]:
    """Lighthouse's mobile report of one page (Debian's Chromium), as JSON. Run again, up to LIGHTHOUSE_ATTEMPTS times,
    when Lighthouse itself asks for that: a runtime error such as NO_NAVSTART, its trace of the load gone wrong."""
    command = [
        NODE,
        str(LIGHTHOUSE),
        url,
        f"--chrome-path={CHROMIUM}",
        f"--chrome-flags={CHROMIUM_FLAGS}",
        f"--only-categories={','.join(CATEGORIES)}",
        "--output=json",
        f"--output-path={report}",
        "--quiet",
    ]
    for attempt in range(1, LIGHTHOUSE_ATTEMPTS + 1):
        try:
            _run(command, WEB, _node_env(), report.with_suffix(".log"))
            break
        except CommandFailed as failure:
            if attempt == LIGHTHOUSE_ATTEMPTS or LIGHTHOUSE_AGAIN not in failure.output:
                raise
            reason = next(line for line in failure.output.splitlines() if LIGHTHOUSE_AGAIN in line)
            print(f"  {url}: Lighthouse run again, as it asked: {reason.strip()}", flush=True)
    result: dict[str, object] = json.loads(report.read_text())
    return result


def scores(result: dict[str, object]) -> dict[str, int]:
    categories = result["categories"]
    assert isinstance(categories, dict)
    return {name: round(categories[name]["score"] * 100) for name in CATEGORIES}


def failing_audits(result: dict[str, object]) -> list[str]:
    """The weighted audits below full marks, to say what costs points."""
    categories, audits = result["categories"], result["audits"]
    assert isinstance(categories, dict) and isinstance(audits, dict)
    found = []
    for name in CATEGORIES:
        for ref in categories[name]["auditRefs"]:
            audit = audits[ref["id"]]
            if ref["weight"] and audit.get("score") is not None and audit["score"] < 1:
                found.append(f"{name}/{ref['id']} {audit.get('displayValue', '')}".strip())
    return found


def scripts_loaded(result: dict[str, object], site: Path) -> list[Path]:
    """The files of the scripts the page loaded (Lighthouse's network log), in the served folder."""
    audits = result["audits"]
    assert isinstance(audits, dict)
    files = []
    for request in audits["network-requests"]["details"]["items"]:
        if request.get("resourceType") == "Script":
            file = site / urlsplit(request["url"]).path.lstrip("/")
            if file.is_file():
                files.append(file)
    return files


def gzipped(files: list[Path]) -> int:
    return sum(len(gzip.compress(file.read_bytes(), 9)) for file in files)


def page_bytes(site: Path, html_file: str) -> tuple[int, int]:
    """Raw and gzipped bytes of a page's HTML with the CSS and scripts it names (not the polyfills modern browsers
    skip: `noModule`)."""
    html = site / html_file
    text = html.read_text()
    scripts = re.findall(r'<script src="([^"]+)"(?![^>]*noModule)', text)
    names = scripts + re.findall(r'<link rel="stylesheet" href="([^"]+)"', text)
    files = [html, *(site / name.lstrip("/") for name in dict.fromkeys(names))]
    return sum(f.stat().st_size for f in files), gzipped(files)


def pages(data: Path) -> dict[str, tuple[str, str]]:
    """The pages Lighthouse visits: label → (path, HTML file)."""
    routes = json.loads((data / "manifest.json").read_text())["routes"]

    def first(kind: str) -> str:
        return str(next(route["path"] for route in routes if route["kind"] == kind))

    chosen = {"front page": "/", "film": first("film"), "culture": first("culture"), "article": first("article")}
    chosen["search"] = "/sok"
    return {
        label: (path, "index.html" if path == "/" else f"{path.lstrip('/')}.html") for label, path in chosen.items()
    }


def kb(n: float) -> str:
    return f"{n / 1000:.1f} kB"


def median_run(url: str, report: Path, runs: int = LIGHTHOUSE_RUNS) -> dict[str, object]:
    """The Lighthouse run of median performance among `runs`, after one run that is not counted."""
    lighthouse(url, report)
    results = [lighthouse(url, report.with_name(f"{report.stem}-{i}.json")) for i in range(runs)]
    results.sort(key=lambda result: scores(result)["performance"])
    return results[len(results) // 2]


def report_pages(data: Path, site: Path, bare_site: Path) -> None:
    """Lighthouse on five pages, the film page's JavaScript beside the bare page's, the pages' bytes."""
    print(f"Lighthouse 12, mobile, median of {LIGHTHOUSE_RUNS} runs:")
    print("performance / accessibility / best practices / SEO (bars 95 / 100 / 100 / 100)")
    results = {}
    with serving(site) as base:
        for label, (path, _) in pages(data).items():
            result = median_run(base + path, WORK / f"lighthouse-{label.replace(' ', '-')}.json")
            results[label] = result
            got = scores(result)
            line = "  ".join(f"{got[name]:>3}" for name in CATEGORIES)
            print(f"  {label:<11} {path:<46} {line}", flush=True)
            for audit in failing_audits(result):
                print(f"      below full marks: {audit}")
    with serving(bare_site) as base:
        bare = lighthouse(base + "/", WORK / "lighthouse-bare.json")
    film_js = gzipped(scripts_loaded(results["film"], site))
    bare_js = gzipped(scripts_loaded(bare, bare_site))
    print(
        f"\nJavaScript loaded, gzipped: film page {kb(film_js)}, bare Next.js page {kb(bare_js)}, "
        f"{kb(film_js - bare_js)} more (bar: at most 40 kB more)"
    )
    for label in ("front page", "film"):
        raw, packed = page_bytes(site, pages(data)[label][1])
        print(f"HTML + CSS + JS of the {label}: {kb(raw)}, {kb(packed)} gzipped")


def search_bench(data: Path) -> None:
    script = WEB / "scripts" / "bench-search.mjs"
    if script.is_file():
        out = subprocess.run([NODE, str(script), str(data)], cwd=WEB, capture_output=True, text=True, check=True)
        print(out.stdout.strip())


def node_version(node: str) -> str:
    return subprocess.check_output([node, "--version"], text=True).strip()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("scales", nargs="*", type=int, default=[1, 10, 100], help="K times the sample content")
    parser.add_argument("--exports-only", action="store_true", help="only the export times, no Lighthouse")
    args = parser.parse_args()
    WORK.mkdir(parents=True, exist_ok=True)
    bare_folder = bare_app()
    ours_node, bare_node = node_version(build_command(WEB)[0]), node_version(NODE)
    print(f"{os.cpu_count()} cores; the web app builds on Node {ours_node}, the bare app on {bare_node}\n")
    # Left by a report that was stopped; deleted now, a while before the first timed build.
    shutil.rmtree(TRASH, ignore_errors=True)
    timings = []
    try:
        for scale in args.scales:
            with SampleCms(scale=scale) as cms:
                data = build_route_data(cms.url, scale)
                runs = 5 if scale < 100 else 1
                logs = WORK / f"k{scale}"
                compactions: list[float] = []
                routes, ours, bare = paired_medians(
                    runs,
                    partial(export_ours, data, logs / "export.log", compactions),
                    partial(export_bare, bare_folder, logs / "bare.log"),
                )
                spread = ", ".join(f"{value:.1f}" for value in compactions)
                print(f"  ours: then Next's build cache compacted once the export is live: {spread} s", flush=True)
                timings.append((scale, routes, ours, bare))
                if scale == args.scales[0] and not args.exports_only:
                    site = WORK / "site"
                    _discard(site)
                    shutil.move(WEB / "out", site)
                    report_pages(data, site, bare_folder / "out")
                if scale == max(args.scales):
                    print()
                    search_bench(data)
    finally:
        shutil.rmtree(TRASH, ignore_errors=True)
    print("\nExport time beside a bare Next.js export of as many pages (bar: 1.2×), median seconds;")
    print(f"cold: without Next's cache ({NEXT_CACHE}); warm: with the last build's cache, as the nightly export runs;")
    print("each app's last build set aside, not deleted, before each of its builds, as the pipeline's export does")
    print("ours compacts Next's build cache after the export, once the site is live (printed above, not counted);")
    print("the bare app during its build, as Next does by default")
    for scale, routes, (ours_cold, ours_warm), (bare_cold, bare_warm) in timings:
        print(
            f"  K={scale:<4} {routes:>5} pages   cold: ours {ours_cold:6.1f} s, bare {bare_cold:6.1f} s, "
            f"{ours_cold / bare_cold:.2f}×   warm: ours {ours_warm:6.1f} s, bare {bare_warm:6.1f} s, "
            f"{ours_warm / bare_warm:.2f}×"
        )


if __name__ == "__main__":
    main()
