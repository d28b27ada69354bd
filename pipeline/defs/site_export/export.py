"""Runs the web app's build (`next build`, then the route data's files and the service worker) and the compaction of
its build cache as subprocesses, their output streamed line by line."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import threading
from collections import deque
from collections.abc import Callable, Sequence
from pathlib import Path

# What the build may see of this process's environment: the CMS's credentials and everything else stay out,
# so no server component can ever render them.
PASSED_ON = ("PATH", "HOME", "LANG", "LC_ALL", "TMPDIR", "NODE_OPTIONS")
TAIL_LINES = 10
# Next's build cache in its build folder (`.next`), relative to the web app: the one part of the last build kept for
# the next (`set_aside`). All the web app relies on of Next.js's internals is in web/scripts/next-internals.mjs,
# which names this folder `CACHE_DIR`; tests/test_site_export.py checks that the two agree.
NEXT_CACHE = Path(".next", "cache")
# Where `next_build` sets the last build aside, in the web app's folder.
LAST_BUILD = ".last-build-"
# Where each flavour of export (the site's, a preview's) keeps Next's cache while the other's is in `NEXT_CACHE`, in the
# web app's folder: Next's cache holds what a build compiled with its environment, and a preview's build (whose
# environment differs) over the site's cache, or the other way round, finds little of its own and compiles again. In
# the cache, `CACHE_FLAVOUR` says whose it is.
PARKED_CACHES = ".next-caches"
CACHE_FLAVOUR = "fjordby-flavour"
SITE, PREVIEW = "site", "preview"
# The web app's script that compacts Next's build cache (`compact_cache`), run in the web app's folder.
COMPACT_CACHE = "scripts/compact-cache.mjs"


class ExportError(RuntimeError):
    """The web app could not be exported; the message says why."""


def build_env(
    route_data: Path,
    environ: dict[str, str],
    build_id: str | None = None,
    render_only: Path | None = None,
    preview: bool = False,
) -> dict[str, str]:
    """The build's environment: a few variables passed on, the route data folder, and no telemetry; the build id to
    give it (`fingerprint.build_id`), the file listing the only routes to render (a partial export), and whether it
    is a preview of the drafts (`FJORDBY_PREVIEW`), when given."""
    kept = {name: environ[name] for name in PASSED_ON if name in environ}
    given = {
        "FJORDBY_BUILD_ID": build_id,
        "FJORDBY_RENDER_ONLY": str(render_only) if render_only else None,
        "FJORDBY_PREVIEW": "1" if preview else None,
    }
    chosen = {name: value for name, value in given.items() if value}
    return {**kept, "ROUTE_DATA_DIR": str(route_data), "NEXT_TELEMETRY_DISABLED": "1", **chosen}


def set_aside(app: Path, trash: Path, flavour: str = SITE) -> None:
    """Moves a Next.js app's last build (`out/`, and `.next/` but for Next's cache, `NEXT_CACHE`) into `trash`, an
    empty or new folder on the same disk, to be deleted once the next build is done; then makes `flavour`'s cache
    Next's, parking the other flavour's (`PARKED_CACHES`).

    Deleted just before the build instead, as `next build` would delete them itself, they cost the build dearly: ext4
    without a journal (this machine's disk) passes over every inode freed in the last minute each time it creates a
    file, so writing thousands of pages right after deleting thousands is quadratic. A bare Next.js export of 625
    pages spent 7.1 s in the kernel that way, and 1.2 s with its old build set aside."""
    trash.mkdir(parents=True, exist_ok=True)
    if (app / "out").exists():
        (app / "out").rename(trash / "out")
    dist = app / NEXT_CACHE.parent
    if dist.exists():
        dist.rename(trash / NEXT_CACHE.parent)
        dist.mkdir()
        if (trash / NEXT_CACHE).exists():
            (trash / NEXT_CACHE).rename(app / NEXT_CACHE)
    _take_cache(app, flavour)


def _take_cache(app: Path, flavour: str) -> None:
    """Makes `flavour`'s cache Next's (`NEXT_CACHE`): the cache there goes to `PARKED_CACHES` when it is another
    flavour's, and `flavour`'s parked one comes back. A cache that says no flavour is the site's (one kept before
    caches had flavours)."""
    cache, parked = app / NEXT_CACHE, app / PARKED_CACHES
    marker = cache / CACHE_FLAVOUR
    owner = marker.read_text() if marker.is_file() else SITE
    if cache.is_dir() and owner != flavour:
        shutil.rmtree(parked / owner, ignore_errors=True)
        parked.mkdir(exist_ok=True)
        cache.rename(parked / owner)
    if not cache.exists() and (parked / flavour).is_dir():
        cache.parent.mkdir(parents=True, exist_ok=True)
        (parked / flavour).rename(cache)
    cache.mkdir(parents=True, exist_ok=True)
    marker.write_text(flavour)


def build_command(web: Path, node: str = "") -> list[str]:
    """What `npm run build` runs, without npm: `scripts/build.mjs` on `node`, or when that is empty on the web app's
    own Node (`node_modules/.bin/node`, the pinned Node 22 on Linux x64), else on `node` from PATH.

    npm would take a fifth of a second to start and to start a shell, a twentieth of a small site's export."""
    return [_node(web, node), "scripts/build.mjs"]


def _node(web: Path, node: str) -> str:
    """The Node.js that runs the web app's scripts: `node`, or when that is empty the web app's own, else PATH's."""
    own = web / "node_modules" / ".bin" / "node"
    program = node or (str(own) if own.is_file() else "node")
    found = shutil.which(program)
    if found is None:
        raise ExportError(f"{program!r} was not found: Node.js 20.19 or newer is needed for the site")
    return found


def node_version(web: Path, node: str) -> str:
    """The version of the Node.js that runs the web app's scripts (`node` as in `build_command`)."""
    program = _node(web, node)
    # The program is the Node.js `_node` resolved; no input of the CMS reaches it.
    done = subprocess.run([program, "--version"], capture_output=True, text=True, timeout=30, check=False)  # noqa: S603
    if done.returncode != 0:
        raise ExportError(f"{program} --version exited with code {done.returncode}")
    return done.stdout.strip()


def next_build(
    web: Path,
    route_data: Path,
    node: str,
    timeout: float,
    on_line: Callable[[str], None],
    build_id: str | None = None,
    render_only: Sequence[str] | None = None,
    preview: bool = False,
) -> Path:
    """Exports the site from `route_data` into `web/out` and returns that folder; the last build's output is set
    aside, to be deleted once the new export is live (`discard_last_builds`; see `set_aside`), or at once should the
    build fail. `node` as in `build_command`; `build_id` names the build;
    given `render_only`, only those routes' pages are rendered (with the pages outside the catch-all route); a
    `preview` shows the editors' drafts (`build_env`)."""
    if not (web / "node_modules").is_dir():
        raise ExportError(f"{web / 'node_modules'} is missing: run scripts/web-build or scripts/build first")
    command = build_command(web, node)
    trash = Path(tempfile.mkdtemp(prefix=LAST_BUILD, dir=web))
    try:
        set_aside(web, trash, PREVIEW if preview else SITE)
        listed = None
        if render_only is not None:
            listed = trash / "render-only.txt"
            listed.write_text("".join(f"{path}\n" for path in render_only))
        env = build_env(route_data, dict(os.environ), build_id, listed, preview)
        return _run_build(web, command, env, timeout, on_line)
    except BaseException:
        discard_last_builds(web)
        raise


def discard_last_builds(web: Path) -> None:
    """Deletes the builds `next_build` set aside, with those a killed build left behind. Once the new export is live:
    at a large site the last build's thousands of files take seconds to delete."""
    for folder in web.glob(f"{LAST_BUILD}*"):
        shutil.rmtree(folder, ignore_errors=True)


def compact_cache(web: Path, route_data: Path, node: str, timeout: float, on_line: Callable[[str], None]) -> None:
    """Compacts Next's build cache, which the build leaves to be done after it: the web app's `COMPACT_CACHE`, which
    runs Next's own command for it (web/scripts/next-internals.mjs), on `node` as in `build_command`.

    `scripts/build.mjs` has `next build` skip it, so that it happens once the export is live rather than beside the
    pages' rendering for the machine's two cores: a warm build at K=1 was 0.3 s shorter."""
    command = [_node(web, node), COMPACT_CACHE]
    code, tail = _stream(command, web, build_env(route_data, dict(os.environ)), timeout, on_line)
    if code != 0:
        raise ExportError(_failure("the build cache's compaction", code, timeout, tail))


def _run_build(
    web: Path, command: list[str], env: dict[str, str], timeout: float, on_line: Callable[[str], None]
) -> Path:
    out = web / "out"
    code, tail = _stream(command, web, env, timeout, on_line)
    if code != 0:
        raise ExportError(_failure("next build", code, timeout, tail))
    # Every export has the not-found page, a partial one too (its pages are those of the routes that changed).
    if not (out / "404.html").is_file():
        raise ExportError(f"next build succeeded but wrote no {out / '404.html'}")
    return out


def _failure(what: str, code: int, timeout: float, tail: list[str]) -> str:
    reason = f"was stopped after {timeout:g} s" if code < 0 else f"exited with code {code}"
    return f"{what} {reason}" + (f"; its last lines: {' | '.join(tail)}" if tail else "")


def _stream(
    command: list[str], cwd: Path, env: dict[str, str], timeout: float, on_line: Callable[[str], None]
) -> tuple[int, list[str]]:
    """Runs `command`, passing each line of its output to `on_line`; its exit code and last lines."""
    tail: deque[str] = deque(maxlen=TAIL_LINES)
    # The command is a Node.js resolved by `build_command` and the web app's own script; no input of the CMS reaches it.
    with subprocess.Popen(  # noqa: S603
        command,
        cwd=cwd,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        errors="replace",
    ) as process:
        timer = threading.Timer(timeout, process.kill)
        timer.start()
        try:
            assert process.stdout is not None
            for line in process.stdout:
                line = line.rstrip()
                if line:
                    tail.append(line)
                    on_line(line)
            code = process.wait()
        finally:
            timer.cancel()
    return code, list(tail)
