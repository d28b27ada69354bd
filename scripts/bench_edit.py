"""Prints how long a published edit takes to reach a served page, at K = 1 and 100 times the sample content (or the K
given): a one-word change of a film's text in the sample CMS, seen by the `cms_changes` sensor of a running Dagster
daemon, built and made live, until the local server's page carries it. Beside it, the whole cold build at that K. A
benchmark to read, not a test: it asserts nothing."""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path

import dagster as dg
import httpx

from pipeline.settings import sample_cms_settings
from sample_cms.content.site import SITE_ID
from sample_cms.server import free_port

ROOT = Path(__file__).resolve().parent.parent
# The film whose text the sample's body revision changes (docs/sample-cms.md), and the word it adds.
FILM = "/sjosproyt-og-sommerfugler-dxm-1001234"
WORD = "revisjon1"
SENSOR = "cms_changes"
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


def _sensor_ticked(instance: dg.DagsterInstance) -> bool:
    """The daemon evaluated `cms_changes` once: from now on it polls every 15 s."""
    for state in instance.all_instigator_state():
        if state.name == SENSOR:
            return bool(instance.get_ticks(state.instigator_origin_id, state.selector_id, limit=1))
    return False


def _served(url: str) -> bool:
    try:
        return WORD in httpx.get(url, timeout=5).text
    except httpx.HTTPError:
        return False


def _last_export(instance: dg.DagsterInstance) -> dict[str, object]:
    records = dg.AssetRecordsFilter(dg.AssetKey("site_export"), [SITE_ID])
    found = instance.fetch_materializations(records, limit=1, ascending=False)
    event = found.records[0].event_log_entry.asset_materialization if found.records else None
    return {key: value.value for key, value in event.metadata.items()} if event is not None else {}


def _time(value: object) -> float:
    return datetime.fromisoformat(str(value)).timestamp()


def bench(scale: int) -> None:
    port = free_port()
    cms = subprocess.Popen(
        [sys.executable, "-m", "sample_cms", "--port", str(port), "--scale", str(scale)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    try:
        assert cms.stdout is not None
        url = cms.stdout.readline().decode().strip()
        with tempfile.TemporaryDirectory(prefix=f"bench-edit-k{scale}-") as folder:
            tmp = Path(folder)
            env = {k: v for k, v in os.environ.items() if not k.startswith(("CMS_", "MEMBERSHIP_", "PUBLIC_"))}
            env |= sample_cms_settings(url) | {
                "CMS_SITE_ID": SITE_ID,
                "WAREHOUSE_DIR": str(tmp / "var"),
                "SITES_DIR": str(tmp / "sites"),
                "DAGSTER_HOME": str(tmp / "dagster"),
            }
            subprocess.run([sys.executable, "-m", "sitectl.dagster_home", env["DAGSTER_HOME"]], env=env, check=True)
            started = time.perf_counter()
            build = subprocess.run(
                [sys.executable, "-m", "sitectl.build"], cwd=ROOT, env=env, capture_output=True, text=True
            )
            if build.returncode != 0:
                raise SystemExit(f"the cold build failed:\n{build.stdout[-3000:]}{build.stderr[-3000:]}")
            print(f"K={scale:<3} cold build: {time.perf_counter() - started:.1f} s", flush=True)
            site = tmp / "sites" / SITE_ID / "current" / "site"
            serve_port = free_port()
            serve = [sys.executable, "-m", "sitectl.serve", str(site), "--port", str(serve_port), "--quiet"]
            daemon = ["dagster-daemon", "run", "-w", str(ROOT / "workspace.yaml")]
            os.environ["DAGSTER_HOME"] = env["DAGSTER_HOME"]
            with (
                _process(serve, env, tmp / "serve.log"),
                _process(daemon, env | {"PATH": f"{Path(sys.executable).parent}:{env['PATH']}"}, tmp / "daemon.log"),
                dg.DagsterInstance.get() as instance,
            ):
                _until("the daemon's first tick of cms_changes", lambda: _sensor_ticked(instance), tmp / "daemon.log")
                page = f"http://127.0.0.1:{serve_port}{FILM}"
                edited = time.time()
                httpx.post(f"{url}/_control/revision", json={"revision": 1, "field": "body"}).raise_for_status()
                _until(f"{page} to carry the edit", lambda: _served(page), tmp / "daemon.log")
                total = time.time() - edited
                # The run records the release's times once it is live and its build cache compacted.
                _until("the export's materialisation", lambda: "change_seen_at" in _last_export(instance))
                export = _last_export(instance)
            seen_at = _time(export["change_seen_at"])
            seen = seen_at - edited
            live = _time(export["went_live_at"]) - seen_at
            start = _time(export["run_started_at"]) - seen_at
            rendered = export.get("rendered_routes", "every")
            print(
                f"K={scale:<3} edit-to-live: seen {seen:.1f} s, run {live:.1f} s, total {total:.1f} s "
                f"(the run started {start:.1f} s after the change was seen; {rendered} route(s) rendered, "
                f"export {export.get('export_seconds')} s)",
                flush=True,
            )
    finally:
        cms.terminate()
        cms.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("scales", nargs="*", type=int, default=[1, 100], help="K, times the sample content")
    for scale in parser.parse_args().scales:
        bench(scale)


if __name__ == "__main__":
    main()
