"""`python -m sitectl.build`: build every site once, headless, one run per site, and say plainly what failed.

The sites: those named with `--site`, else CMS_SITE_IDS, else CMS_SITE_ID, else every site of the CMS with
`published: true`; each is added as a partition if it is new. One site is built in this process; several are
built by one child process each, `--runs` at once (MAX_CONCURRENT_RUNS, default 2), each line of theirs headed
by the site's name.

A build copes with what it meets: runs killed earlier (marked failed), a second build of the same site (it waits
for the site's lock, up to `--wait` seconds), and Ctrl-C or SIGTERM (the run is marked canceled and the build
stops at once). The job runs on a thread of its own, so this main thread keeps the signals: Dagster only acts on
an interrupt when a step starts.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import threading
import uuid
from concurrent.futures import ThreadPoolExecutor
from types import FrameType
from typing import Any

import dagster as dg

from pipeline.clients.errors import ApiError
from pipeline.definitions import defs
from pipeline.defs.automation.houses import house_tags, live_title
from pipeline.defs.automation.stale_runs import process_tags, reap
from pipeline.defs.reports import run_failures
from pipeline.defs.resources import CmsResource, SiteOutputResource
from pipeline.locks import LockedError
from pipeline.settings import ConfigurationError, require
from pipeline.sites import PARTITIONS, SiteIdError, checked_site_id

JOB = "build_everything"
EXPORT_JOB = "export_site"
PREVIEW_JOB = "preview_site"
DEFAULT_WAIT_SECONDS = 600.0
DEFAULT_RUNS = 2
POLL_SECONDS = 1.0
# Step-by-step debug lines stay in the UI; the console gets warnings and the summary.
QUIET = {"loggers": {"console": {"config": {"log_level": "WARNING"}}}}


def summarise(result: dg.ExecuteInProcessResult) -> tuple[list[str], list[str]]:
    """Lines to print, and the failures among them (failed steps and failed ERROR-severity checks)."""
    lines: list[str] = []
    for event in result.get_asset_materialization_events():
        materialization = event.materialization
        rows = materialization.metadata.get("dagster/row_count")
        rejected = materialization.metadata.get("rejected")
        counts = f"{rows.value} rows" if rows is not None else "done"
        if rejected is not None and rejected.value:
            counts += f", {rejected.value} records left out"
        if "files/written" in materialization.metadata:
            files = {k: materialization.metadata[f"files/{k}"].value for k in ("written", "unchanged", "removed")}
            counts += ", files " + ", ".join(f"{n} {k}" for k, n in files.items())
        if "note" in materialization.metadata:
            counts = str(materialization.metadata["note"].value)
        if "release" in materialization.metadata:
            counts = f"release {materialization.metadata['release'].value}: {counts}"
        lines.append(f"  ✓ {materialization.asset_key.to_user_string()}: {counts}")
    for evaluation in result.get_asset_check_evaluations():
        if not evaluation.passed and evaluation.severity == dg.AssetCheckSeverity.WARN:
            name = f"{evaluation.asset_key.to_user_string()}:{evaluation.check_name}"
            lines.append(f"  ! check {name} warns (see the Dagster UI for the records)")
    failures = run_failures(result)
    return lines, failures


def _skipped_steps(result: dg.ExecuteInProcessResult) -> set[str]:
    """The steps Dagster skipped because an upstream asset did not materialise."""
    return {e.step_key for e in result.all_events if e.event_type == dg.DagsterEventType.STEP_SKIPPED and e.step_key}


def _say(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


class _Run(threading.Thread):
    """Executes the job in-process on this thread."""

    def __init__(self, job: dg.JobDefinition, site: str, tags: dict[str, str]) -> None:
        super().__init__(name="build", daemon=True)
        self.job = job
        self.site = site
        self.tags = tags
        self.run_id = str(uuid.uuid4())
        self.result: dg.ExecuteInProcessResult | None = None
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            with dg.DagsterInstance.get() as instance:
                self.result = self.job.execute_in_process(
                    run_config=QUIET,
                    instance=instance,
                    raise_on_error=False,
                    run_id=self.run_id,
                    tags={**process_tags(), **self.tags},
                    partition_key=self.site,
                )
        except BaseException as error:  # handed to the main thread, which raises it
            self.error = error


class _Signals:
    """Notes the first SIGINT or SIGTERM instead of raising it in the middle of whatever runs."""

    def __init__(self) -> None:
        self.received: int | None = None
        for signum in (signal.SIGINT, signal.SIGTERM):
            signal.signal(signum, self._note)

    def _note(self, signum: int, _: FrameType | None) -> None:
        self.received = self.received or signum


def _stop(instance: dg.DagsterInstance, run_id: str, message: str, exit_code: int, canceled: bool) -> None:
    """Marks the run canceled or failed and ends the process at once, as a kill would: the warehouse's
    transactions and the release's link swap leave the last good state either way."""
    run = instance.get_run_by_id(run_id)
    if run is not None and not run.is_finished:
        if canceled:
            instance.report_run_canceled(run, message)
        else:
            instance.report_run_failed(run, message)
    _say(f"\nThe build stopped: {message}.")
    _say(f"  Run {run_id} is marked {'canceled' if canceled else 'failed'}; the warehouse and the live release")
    _say("  keep their last good state.")
    os._exit(exit_code)


def _execute(job: dg.JobDefinition, site: str, tags: dict[str, str]) -> dg.ExecuteInProcessResult:
    with dg.DagsterInstance.get() as instance:
        for note in reap(instance):
            _say(note)
        run = _Run(job, site, tags)
        signals = _Signals()
        run.start()
        while run.is_alive():
            run.join(POLL_SECONDS)
            if signals.received:
                name = signal.Signals(signals.received).name
                _stop(instance, run.run_id, f"interrupted ({name})", 128 + signals.received, canceled=True)
    if run.error is not None:
        raise run.error
    assert run.result is not None
    return run.result


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m sitectl.build", description=__doc__.splitlines()[0])
    parser.add_argument(
        "--site",
        action="append",
        metavar="ID",
        help="build this site (may be given more than once); default: CMS_SITE_IDS, else CMS_SITE_ID, else every "
        "published site",
    )
    parser.add_argument(
        "--runs",
        type=int,
        default=int(os.environ.get("MAX_CONCURRENT_RUNS") or DEFAULT_RUNS),
        metavar="N",
        help="how many sites are built at once, each in its own process "
        f"(default MAX_CONCURRENT_RUNS, else {DEFAULT_RUNS})",
    )
    parser.add_argument(
        "--wait",
        type=float,
        default=DEFAULT_WAIT_SECONDS,
        metavar="SECONDS",
        help="how long to wait for another build or run writing the same site "
        f"(default {DEFAULT_WAIT_SECONDS:g}; 0 gives up at once)",
    )
    parser.add_argument(
        "--preview",
        action="store_true",
        help="build each site's preview of its editors' drafts too, once its build succeeded",
    )
    parser.add_argument(
        "--list",
        action="store_true",
        help="print the sites a build would build, one `id<TAB>title` line each in the CMS's order, and build none",
    )
    return parser.parse_args(argv)


def _resource(name: str) -> Any:
    """A resource of the code location, its variables read."""
    with dg.build_resources({name: (defs.resources or {})[name]}) as resources:
        return getattr(resources, name)


def _wanted_sites() -> dict[str, str]:
    """The sites to build, id -> title, as the CMS names them; problems are said and those sites left out."""
    cms: CmsResource = _resource("cms")
    with cms.client() as client:
        sites = client.sites()
    titles = {str(s.get("id")): str(s.get("title") or s.get("id")) for s in sites if isinstance(s, dict)}
    ids, problems = cms.wanted_sites(sites)
    for problem in problems:
        _say(f"Left out: {problem}.")
    return {site: titles[site] for site in ids}


def _add_partitions(sites: list[str]) -> None:
    with dg.DagsterInstance.get() as instance:
        new = [site for site in sites if not instance.has_dynamic_partition(PARTITIONS, site)]
        if new:
            instance.add_dynamic_partitions(PARTITIONS, new)


def build_site(site: str, wait: float, title: str | None = None, preview: bool = False) -> int:
    """Builds one site in this process: its job, then its export alone when unchanged route data skipped it, then
    with `preview` its preview. Its runs name the house by `title` (the CMS's), else by its live release's."""
    site_output: SiteOutputResource = _resource("site_output")
    releases = site_output.releases(site)
    tags = house_tags(title or live_title(releases))
    try:
        with releases.lock(wait, lambda message: _say(f"Waiting: {message}")):
            result = _execute(defs.resolve_job_def(JOB), site, tags)
            export = None
            if result.success and "site_export" in _skipped_steps(result):
                # Unchanged route data skipped it; the web app may still have changed, which it finds out itself.
                export = _execute(defs.resolve_job_def(EXPORT_JOB), site, tags)
    except LockedError as error:
        _say(f"The build did not start: {error}.")
        return 1
    except KeyboardInterrupt:
        _say("Interrupted before the build started.")
        return 128 + signal.SIGINT
    lines, failures = summarise(result)
    if export is not None:
        export_lines, export_failures = summarise(export)
        lines, failures = lines + export_lines, failures + export_failures
    drafts = None
    if preview and result.success and not failures:
        drafts = _execute(defs.resolve_job_def(PREVIEW_JOB), site, tags)
        preview_lines, preview_failures = summarise(drafts)
        lines, failures = lines + preview_lines, failures + preview_failures
    print("\n".join(lines), flush=True)
    failed_runs = [run for run in (result, export, drafts) if run is not None and not run.success]
    if failures or failed_runs:
        print("\nThe build failed; the warehouse and the live release keep their last good state:", file=sys.stderr)
        for failure in failures or ["the run did not succeed"]:
            print(f"  ✗ {failure}", file=sys.stderr)
        return 1
    print(f"\nBuild succeeded (run {result.run_id}).", flush=True)
    return 0


def _build_in_child(site: str, title: str, wait: float, preview: bool, children: list[subprocess.Popen[str]]) -> int:
    """Builds one site in a child process, each line of its output headed by the site's name."""
    command = [sys.executable, "-m", "sitectl.build", "--site", site, "--wait", str(wait)]
    command += ["--preview"] if preview else []
    # The command is this module with a checked site id.
    with subprocess.Popen(  # noqa: S603
        command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, errors="replace"
    ) as child:
        children.append(child)
        assert child.stdout is not None
        for line in child.stdout:
            print(f"[{title}] {line.rstrip()}", flush=True)
        return child.wait()


def build_sites(sites: dict[str, str], runs: int, wait: float, preview: bool = False) -> int:
    """Builds several sites, each in its own process, `runs` at once; non-zero when one of them failed."""
    children: list[subprocess.Popen[str]] = []

    def stop(signum: int, _: FrameType | None) -> None:
        for child in children:
            if child.poll() is None:
                child.send_signal(signum)

    signal.signal(signal.SIGTERM, stop)
    with ThreadPoolExecutor(max_workers=max(runs, 1)) as pool:
        codes = dict(
            zip(sites, pool.map(lambda s: _build_in_child(s, sites[s], wait, preview, children), sites), strict=True)
        )
    failed = [sites[site] for site, code in codes.items() if code != 0]
    print(
        f"\nBuilt {len(sites) - len(failed)} of {len(sites)} sites"
        + (f"; failed: {', '.join(failed)}." if failed else ".")
    )
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    args = _arguments(argv)
    try:
        require()
        sites = {checked_site_id(site): site for site in args.site} if args.site else _wanted_sites()
    except (ApiError, SiteIdError, ConfigurationError) as error:
        _say(f"The build failed before it started: {error}")
        return 1
    if not sites:
        _say("No site to build: the CMS has no published site, or none of those configured (CMS_SITE_IDS).")
        return 1
    if args.list:
        print("\n".join(f"{site}\t{title}" for site, title in sites.items()), flush=True)
        return 0
    _add_partitions(list(sites))
    if len(sites) == 1:
        site, title = next(iter(sites.items()))
        # A site the CMS did not name (with --site it was not asked) is named by its live release.
        return build_site(site, args.wait, title if title != site else None, args.preview)
    return build_sites(sites, args.runs, args.wait, args.preview)


if __name__ == "__main__":
    sys.exit(main())
