"""Prints how long a published edit takes to reach a served page, at K = 1 and 100 times the sample content (or the K
given): a one-word change of a film's text in the sample CMS, seen by the `cms_changes` sensor of a running Dagster
daemon, built and made live, until the local server's page carries it; then a draft, a new title of /om-oss, until
the served preview shows it. Beside them, the whole cold build at that K. A benchmark to read, not a test: it asserts
nothing."""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

import dagster as dg
import httpx
from benches import build_environment

from sample_cms.auth import SAMPLE_PASSWORD, SAMPLE_USER
from sample_cms.content.site import SITE_ID
from sample_cms.server import SampleCms, free_port

ROOT = Path(__file__).resolve().parent.parent
# The film whose text the sample's body revision changes (docs/sample-cms.md), and the word it adds.
FILM = "/sjosproyt-og-sommerfugler-dxm-1001234"
WORD = "revisjon1"
SENSORS = ("cms_changes", "cms_drafts")
# The page whose title the draft changes, and the draft's title.
ABOUT = "/om-oss"
DRAFT_TITLE = "Om kulturhuset ved fjorden"
WAIT_SECONDS = 900


@contextmanager
def _process(command: list[str], env: dict[str, str], log: Path) -> Iterator[subprocess.Popen[bytes]]:
    """A child process in a session of its own, stopped with all of its children at the end."""
    with log.open("wb") as out:
        child = subprocess.Popen(command, cwd=ROOT, env=env, stdout=out, stderr=out, start_new_session=True)
    try:
        yield child
    finally:
        os.killpg(child.pid, signal.SIGTERM)
        try:
            child.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(child.pid, signal.SIGKILL)
            child.wait()


def _until(what: str, done: object, log: Path | None = None) -> None:
    """Waits until `done()` is true, or stops the benchmark saying what it waited for."""
    deadline = time.monotonic() + WAIT_SECONDS
    while not done():  # type: ignore[operator]
        if time.monotonic() > deadline:
            tail = log.read_text()[-3000:] if log is not None and log.is_file() else ""
            raise SystemExit(f"waited {WAIT_SECONDS} s for {what}\n{tail}")
        time.sleep(0.2)


def _ticked(instance: dg.DagsterInstance) -> bool:
    """The daemon evaluated both CMS sensors once: from now on each polls every 10 to 15 s."""
    ticked = {
        state.name
        for state in instance.all_instigator_state()
        if state.name in SENSORS and instance.get_ticks(state.instigator_origin_id, state.selector_id, limit=1)
    }
    return ticked == set(SENSORS)


def _shows(url: str, text: str) -> bool:
    try:
        return text in httpx.get(url, timeout=5).text
    except httpx.HTTPError:
        return False


def _last(instance: dg.DagsterInstance, asset: str) -> dict[str, object]:
    records = dg.AssetRecordsFilter(dg.AssetKey(asset), [SITE_ID])
    found = instance.fetch_materializations(records, limit=1, ascending=False)
    event = found.records[0].event_log_entry.asset_materialization if found.records else None
    return {key: value.value for key, value in event.metadata.items()} if event is not None else {}


def _time(value: object) -> float:
    return datetime.fromisoformat(str(value)).timestamp()


def _measure(
    instance: dg.DagsterInstance, asset: str, done: str, change: Callable[[], None], page: str, text: str, log: Path
) -> tuple[float, float, float, dict[str, object]]:
    """Makes `change`, waits until `page` shows `text` and `asset` recorded it; the seconds until the sensor saw the
    change, from then until `done` (the asset's time of the release), from the change until the page showed it, and
    the asset's metadata."""
    before = _last(instance, asset).get("change_seen_at")
    changed = time.time()
    change()
    _until(f"{page} to show {text!r}", lambda: _shows(page, text), log)
    total = time.time() - changed
    # The run records the release's times once it is live (and the site's build cache compacted).
    _until(f"the {asset} materialisation", lambda: _last(instance, asset).get("change_seen_at") not in (None, before))
    found = _last(instance, asset)
    seen_at = _time(found["change_seen_at"])
    return seen_at - changed, _time(found[done]) - seen_at, total, found


def _post(url: str, body: Mapping[str, object]) -> Callable[[], None]:
    """A control call of the sample CMS, to make when the measure starts."""

    def post() -> None:
        httpx.post(url, json=body).raise_for_status()

    return post


def _about_block(url: str) -> str:
    """The title block of Fjordby's /om-oss, whose text the draft changes."""
    sites = httpx.get(f"{url}/v1/sites", auth=(SAMPLE_USER, SAMPLE_PASSWORD), timeout=30).json()
    site = next(s for s in sites if s["id"] == SITE_ID)
    return str(next(p for p in site["pages"] if p["path"] == ABOUT)["blocks"][0]["id"])


def _serve(folder: Path, *options: str) -> tuple[list[str], str]:
    """The local server's command for the export in `folder`, and its base URL."""
    port = free_port()
    command = [sys.executable, "-m", "sitectl.serve", str(folder), "--port", str(port), "--quiet", *options]
    return command, f"http://127.0.0.1:{port}"


def _build(env: dict[str, str], *options: str) -> float:
    started = time.perf_counter()
    build = subprocess.run(
        [sys.executable, "-m", "sitectl.build", *options], cwd=ROOT, env=env, capture_output=True, text=True
    )
    if build.returncode != 0:
        raise SystemExit(f"the build failed:\n{build.stdout[-3000:]}{build.stderr[-3000:]}")
    return time.perf_counter() - started


def bench(scale: int) -> None:
    # The daemon may still be writing its last lines while the folder goes.
    with (
        SampleCms(scale=scale) as cms,
        tempfile.TemporaryDirectory(prefix=f"bench-edit-k{scale}-", ignore_cleanup_errors=True) as folder,
    ):
        url, tmp = cms.url, Path(folder)
        env = build_environment(url, tmp)
        subprocess.run([sys.executable, "-m", "sitectl.dagster_home", env["DAGSTER_HOME"]], env=env, check=True)
        print(f"K={scale:<3} cold build: {_build(env):.1f} s", flush=True)
        # The site's first preview, which the drafts sensor starts from.
        _build(env, "--preview")
        site, live = _serve(tmp / "sites" / SITE_ID / "current" / "site")
        preview, drafts = _serve(tmp / "previews" / SITE_ID / "current" / "site", "--drafts")
        daemon = ["dagster-daemon", "run", "-w", str(ROOT / "workspace.yaml")]
        log = tmp / "daemon.log"
        os.environ["DAGSTER_HOME"] = env["DAGSTER_HOME"]
        with (
            _process(site, env, tmp / "site.log"),
            _process(preview, env, tmp / "preview.log"),
            _process(daemon, env | {"PATH": f"{Path(sys.executable).parent}:{env['PATH']}"}, log),
            dg.DagsterInstance.get() as instance,
        ):
            _until("the daemon's first ticks of the CMS sensors", lambda: _ticked(instance), log)
            edit = _post(f"{url}/_control/revision", {"revision": 1, "field": "body"})
            seen, run, total, export = _measure(
                instance, "site_export", "went_live_at", edit, f"{live}{FILM}", WORD, log
            )
            print(
                f"K={scale:<3} edit-to-live: seen {seen:.1f} s, run {run:.1f} s, total {total:.1f} s "
                f"({export.get('rendered_routes', 'every')} route(s) rendered, "
                f"export {export.get('export_seconds')} s)",
                flush=True,
            )
            draft = {"site": SITE_ID, "block": _about_block(url), "field": "text", "value": DRAFT_TITLE}
            seen, run, total, _ = _measure(
                instance,
                "site_preview",
                "ready_at",
                _post(f"{url}/_control/draft", draft),
                f"{drafts}{ABOUT}",
                DRAFT_TITLE,
                log,
            )
            print(
                f"K={scale:<3} draft-to-preview: seen {seen:.1f} s, run {run:.1f} s, total {total:.1f} s",
                flush=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("scales", nargs="*", type=int, default=[1, 100], help="K, times the sample content")
    for scale in parser.parse_args().scales:
        bench(scale)


if __name__ == "__main__":
    main()
