"""Release switches under load on real nginx and Caddy, as visitors see them: prints, per server, the switches, the
requests of a load loop and their errors, the page answers whose policy does not allow their own inline scripts, the
chunk 404s, and what a visitor in Chromium met meanwhile (pages hydrated, CSP violations, chunk 404s, React errors,
failed requests).

Two live releases of one site whose web code differs (scripts/e2e-sites builds them: the sample site, and the same
site for a partner without a member area) become the releases of a site of their own, served by each server with the
generated configuration. The first switch is a new build going live (`SiteReleases.go_live`); each later one the
operator's rollback (`scripts/rollback --no-pin`), which goes back and forth; each is followed by what the pipeline
does after a switch (every server block written again, HOSTING_RELOAD_COMMAND: here the server's own reload). With
`--check` it exits 1 unless every count of trouble is 0: the end-to-end test of scripts/e2e.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import html
import json
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path

import dagster as dg
import httpx

from pipeline.publish.hosting import write_host_files
from pipeline.publish.releases import DATA, SITE, SiteReleases
from pipeline.publish.virtual_hosts import ReloadError, tell_hosts
from pipeline.sites import PARTITIONS
from sample_cms.server import free_port
from sitectl import local_hosts
from sitectl.releases import main as release_command

ROOT = Path(__file__).resolve().parent.parent
SWITCH_SECONDS = 2.0  # between switches: long enough for a visitor's page load to straddle one
LOAD_CLIENTS = 8  # the load loop's clients, each waiting between a page and its scripts: bounded, on two cores
TROUBLE = ("errors", "policy_mismatches", "chunk_404s", "reload_failures")
VISITOR_TROUBLE = ("cspViolations", "chunk404s", "errorAnswers", "failedRequests", "reactErrors", "consoleErrors")
META_POLICY = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)"')
# The policies the first script of a page of a site with analytics chooses from (web/lib/csp.ts, policyChooser).
CHOSEN_POLICY = re.compile(r'<script data-policy="([^"]*)" data-analytics-policy="([^"]*)"')
# A script the browser runs: inline, and of no other type (structured data is no script).
INLINE_SCRIPT = re.compile(r"<script(?![^>]*\b(?:src|type)=)[^>]*>(.*?)</script>", re.DOTALL)
CHUNK = re.compile(r'(/_next/static/[^"\'\s)\\]+)')


def pages_of(release: Path) -> list[str]:
    """A visitor's walk: the front page, the programme, a film, a culture page, an article and the search, as far as
    the release has them."""
    routes = json.loads((release / DATA / "manifest.json").read_text())["routes"]
    paths = {str(route["path"]) for route in routes}
    first = [next((str(r["path"]) for r in routes if r["kind"] == kind), "") for kind in ("film", "culture", "article")]
    return [path for path in ["/", "/kino", "/program", *first, "/sok"] if path in paths]


def header_allows_inline_scripts(header_policy: str) -> bool:
    """Whether a header policy lets every inline script through, as it must: only a page's `<meta>` knows their
    hashes. Its `script-src` (else `default-src`) is absent, or allows `'unsafe-inline'` with no hash or nonce
    (either would make the browser ignore `'unsafe-inline'`)."""
    directives = {d.split()[0]: d.split()[1:] for d in header_policy.split(";") if d.strip()}
    sources = directives.get("script-src", directives.get("default-src"))
    return sources is None or (
        "'unsafe-inline'" in sources and not any(s.startswith(("'sha", "'nonce-", "'strict-dynamic")) for s in sources)
    )


def own_policy_allows(page: str, header_policy: str) -> bool:
    """Whether a page answer's policies allow each of its inline scripts: the policy of its `<meta>`, or each of
    the two its first script chooses from, lists the hash of every one, and the header policy lets them through
    (the page's and the header's must both allow a script)."""
    chosen = CHOSEN_POLICY.search(page)
    found = chosen.groups() if chosen else [m for m in META_POLICY.findall(page) if "script-src" in html.unescape(m)]
    if not found or not header_allows_inline_scripts(header_policy):
        return False
    hashes = {
        "'sha256-" + base64.b64encode(hashlib.sha256(script.encode()).digest()).decode() + "'"
        for script in INLINE_SCRIPT.findall(page)
    }
    return all(digest in html.unescape(policy) for policy in found for digest in hashes)


class Load:
    """A bounded load loop: clients that ask for the walk's pages and every chunk each page answer names, counting
    requests, errors, page answers whose policy blocks their own scripts, and chunk 404s."""

    def __init__(self, base: str, pages: list[str]) -> None:
        self.base, self.pages = base, pages
        self.counts: Counter[str] = Counter()
        self.examples: list[str] = []
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._threads = [threading.Thread(target=self._client, args=(n,)) for n in range(LOAD_CLIENTS)]

    def __enter__(self) -> Load:
        for thread in self._threads:
            thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        for thread in self._threads:
            thread.join()

    def _note(self, kind: str, example: str = "") -> None:
        with self._lock:
            self.counts[kind] += 1
            if example and len(self.examples) < 10:
                self.examples.append(f"{kind}: {example}")

    def _get(self, http: httpx.Client, path: str) -> httpx.Response:
        """A GET as a browser sends it: asked again once on a fresh connection when the server closed or reset a
        kept-alive one without an answer, as nginx does to its idle connections when it reloads, and as Chromium
        retries a request on a reused connection (counted apart)."""
        self._note("requests")
        try:
            return http.get(path)
        except (httpx.RemoteProtocolError, httpx.ReadError, httpx.WriteError):
            self._note("retried")
            return http.get(path)

    def _client(self, seed: int) -> None:
        chooser = random.Random(seed)  # noqa: S311 (which page to ask for next)
        with httpx.Client(base_url=self.base, timeout=10) as http:
            while not self._stop.is_set():
                path = chooser.choice(self.pages)
                try:
                    page = self._get(http, path)
                    if page.status_code != 200:
                        self._note("errors", f"{page.status_code} {path}")
                        continue
                    if not own_policy_allows(page.text, page.headers.get("content-security-policy", "")):
                        self._note("policy_mismatches", path)
                    # A browser asks for the scripts after the page, the later the slower its network: a switch
                    # between the two is what skew protection is for.
                    time.sleep(chooser.uniform(0, 1.5))
                    for chunk in sorted(set(CHUNK.findall(page.text))):
                        answer = self._get(http, chunk)
                        if answer.status_code != 200:
                            self._note("chunk_404s", f"{answer.status_code} {chunk} (from {path})")
                except httpx.HTTPError as error:
                    self._note("errors", f"{type(error).__name__} {path}")


@contextmanager
def visitor(base: str, pages: list[str]) -> Iterator[dict[str, object]]:
    """A visitor in Chromium (web/e2e/release-switch/visitor.mjs) for as long as the block runs; its counts after."""
    node = shutil.which("node")
    if node is None:
        raise SystemExit("node is not on PATH: scripts/bench-publish puts it there")
    process = subprocess.Popen(
        [node, "e2e/release-switch/visitor.mjs", base, json.dumps(pages)],
        cwd=ROOT / "web",
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    result: dict[str, object] = {}
    try:
        yield result
    finally:
        out, _ = process.communicate(timeout=120)
        result.update(json.loads(out.strip().splitlines()[-1]) if out.strip() else {"visitor": "gave no counts"})


def _import(releases: SiteReleases, release: Path, run: str) -> Path:
    """A pending release of `releases` holding `release`'s data and site (linked, not copied), its host files
    written for this site: what a build has just before it goes live."""
    pending = releases.pending_from(release / DATA, run)
    shutil.copytree(release / SITE, pending / SITE, copy_function=os.link)
    write_host_files(pending, releases.current / SITE)
    return pending


def _server(name: str, releases: SiteReleases, work: Path) -> tuple[AbstractContextManager[str], list[str]]:
    """The server serving the site's `current` with its generated configuration, and the command that reloads it."""
    port = free_port()
    if name == "nginx":
        return local_hosts.nginx(releases.current, port, work), [*local_hosts.nginx_command(work), "-s", "reload"]
    caddy = local_hosts.caddy(releases.current, port, work)
    return caddy, local_hosts.caddy_reload_command(releases.current / "hosting" / "Caddyfile", port)


def allow_origin(release: Path, base: str) -> str:
    """`base`, told to the sample CMS the release calls as an origin its browsers may call the provider from: the
    server's port is picked here, after the CMS started (docs/sample-cms.md, «CORS»)."""
    cms = json.loads((release / DATA / "site.json").read_text())["publicEvents"]["baseUrl"]
    httpx.post(f"{cms}/_control/origins", json={"origins": [base]}, timeout=10).raise_for_status()
    return base


def run(server: str, first: Path, second: Path, switches: int, work: Path) -> dict[str, object]:
    """One server's figures: `switches` switches between the releases `first` and `second` under load."""
    site = first.resolve().parent.parent.name
    sites = work / "sites"
    releases = SiteReleases(sites / site)
    releases.go_live(_import(releases, first, "bench-first"), "bench-first")
    serving, reload = _server(server, releases, work / server)
    os.environ.update(SITES_DIR=str(sites), HOSTING_RELOAD_COMMAND=shlex.join(reload))
    pages = pages_of(first)
    reload_failures = 0
    with serving as base, visitor(allow_origin(first, base), pages) as seen, Load(base, pages) as load:
        for n in range(switches):
            time.sleep(SWITCH_SECONDS)
            if n == 0:
                # A new build goes live, then the pipeline tells the hosts, as site_export does.
                with releases.lock(60):
                    releases.go_live(_import(releases, second, "bench-second"), "bench-second")
                try:
                    reload_failures += len(tell_hosts(sites))
                except ReloadError:
                    reload_failures += 1
            elif release_command(["rollback", "--no-pin", "--site", site]) != 0:
                reload_failures += 1
        time.sleep(SWITCH_SECONDS)
    return {
        "server": server,
        "switches": switches,
        **{kind: load.counts[kind] for kind in ("requests", "retried", *TROUBLE[:3])},
        "reload_failures": reload_failures,
        "visitor": seen,
        "examples": load.examples,
    }


def line(figures: dict[str, object]) -> str:
    seen = figures["visitor"]
    assert isinstance(seen, dict)
    return (
        f"{figures['server']:<6} switches {figures['switches']}, requests {figures['requests']} "
        f"({figures['retried']} asked again after a reload closed or reset their connection), "
        f"errors {figures['errors']}, page policies blocking their own scripts {figures['policy_mismatches']}, "
        f"chunk 404s {figures['chunk_404s']}, reload failures {figures['reload_failures']} | Chromium: "
        f"pages {seen.get('pages')}, hydrated {seen.get('hydrated')}, navigations {seen.get('navigations')}, "
        f"reloaded by a new service worker {seen.get('reloadedByWorker')}, "
        f"CSP violations {seen.get('cspViolations')}, chunk 404s {seen.get('chunk404s')}, "
        f"other 4xx/5xx {seen.get('errorAnswers')}, failed requests {seen.get('failedRequests')}, "
        f"React errors {seen.get('reactErrors')}, console errors {seen.get('consoleErrors')}"
    )


def trouble(figures: dict[str, object]) -> list[str]:
    """What went wrong, for --check: every count of trouble above 0, with the examples."""
    seen = figures["visitor"]
    assert isinstance(seen, dict)
    found = [f"{kind} {figures[kind]}" for kind in TROUBLE if figures[kind]]
    found += [f"Chromium {kind} {seen.get(kind)}" for kind in VISITOR_TROUBLE if seen.get(kind) != 0]
    if not seen.get("pages") or seen.get("hydrated") != seen.get("pages"):
        found.append(f"Chromium hydrated {seen.get('hydrated')} of {seen.get('pages')} pages")
    if found:
        found += [str(e) for e in [*figures["examples"], *seen.get("examples", [])]]  # type: ignore[list-item]
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="scripts/bench-publish", description=__doc__.splitlines()[0])
    parser.add_argument("first", type=Path, help="a live release (its folder: data/, site/)")
    parser.add_argument("second", type=Path, help="a release of the same site whose web code differs")
    parser.add_argument("--switches", type=int, default=10)
    parser.add_argument("--servers", default="nginx,caddy")
    parser.add_argument("--check", action="store_true", help="exit 1 unless nothing went wrong")
    args = parser.parse_args(argv)
    failed = False
    for server in args.servers.split(","):
        with tempfile.TemporaryDirectory(prefix=f"bench-publish-{server}-") as work:
            (Path(work) / "dagster").mkdir()
            (Path(work) / "dagster" / "dagster.yaml").write_text("telemetry:\n  enabled: false\n")
            os.environ["DAGSTER_HOME"] = str(Path(work) / "dagster")
            with dg.DagsterInstance.get() as instance:
                instance.add_dynamic_partitions(PARTITIONS, [args.first.resolve().parent.parent.name])
            figures = run(server, args.first, args.second, args.switches, Path(work))
        print(line(figures), flush=True)
        problems = trouble(figures)
        if args.check and problems:
            failed = True
            print("\n".join(f"  {problem}" for problem in problems), file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
