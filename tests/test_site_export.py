"""The site export's parts: its fingerprint, the checks an export passes before going live, and the swap."""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import dagster as dg
import pytest

from pipeline.defs.resources import CmsResource, SiteExportResource, SiteOutputResource
from pipeline.defs.site_export import verify
from pipeline.defs.site_export.assets import site_export
from pipeline.defs.site_export.export import NEXT_CACHE, ExportError, build_command, build_env, set_aside
from pipeline.defs.site_export.fingerprint import recorded, route_data_digest, web_sources_digest
from tests.conftest import SAMPLE_SITE, materialize_site

MANIFEST = {
    "routes": [
        {"path": "/", "kind": "page", "hash": "a1"},
        {"path": "/kino", "kind": "page", "hash": "b2"},
        {"path": "/article/x", "kind": "article", "hash": "c3"},
        {"path": "/404.html", "kind": "not-found", "hash": "d4"},
    ],
    "files": {"site.json": "e5"},
}
WEB = Path(__file__).resolve().parent.parent / "web"
SECRETS = {"CMS_PLATFORM_PASSWORD": "hunter2-secret", "CMS_IDP_CLIENT_SECRET": "s3cr3t-client", "SHORT": "abc"}


def _write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


def _export(root: Path, **extra: str) -> Path:
    return _write(
        root,
        {
            "index.html": '<a href="/kino">Kino</a><link href="/_next/static/app.css"><a href="https://x.no/">x</a>',
            "kino.html": '<a href="/">Hjem</a><a href="/article/x?utm=1#top">Artikkel</a>',
            "article/x.html": "<a href='/kino'>Kino</a><a href=\"//cdn.example/a.js\">cdn</a>",
            "404.html": '<a href="/">Til forsiden</a>',
            "_next/static/app.css": "body{}",
            **extra,
        },
    )


def test_route_data_digest_is_the_manifests_hash_set_in_any_order() -> None:
    expected = hashlib.sha256(b'{"routes":[["/","a1"],["/kino","b2"]],"files":[["site.json","e5"]]}').hexdigest()
    manifest = {"routes": [{"path": "/kino", "hash": "b2"}, {"path": "/", "hash": "a1"}], "files": {"site.json": "e5"}}
    assert route_data_digest(manifest) == expected


def test_web_sources_digest_leaves_out_packages_build_output_and_generated_files(tmp_path: Path) -> None:
    web = _write(tmp_path, {"app/page.tsx": "x", "package.json": "{}"})
    before = web_sources_digest(web)
    _write(web, {"node_modules/a/index.js": "1", ".next/x": "2", "out/index.html": "3", "next-env.d.ts": "4"})
    _write(web, {"test/a.test.ts": "5", "e2e/a.spec.ts": "6", "playwright.config.ts": "7", "README.md": "8"})
    _write(web, {"tsconfig.tsbuildinfo": "5"})
    assert web_sources_digest(web) == before
    _write(web, {"app/page.tsx": "y"})
    assert web_sources_digest(web) != before


def test_recorded_reads_the_export_fingerprint(tmp_path: Path) -> None:
    assert recorded(None) is None
    assert recorded(tmp_path) is None
    (tmp_path / ".export-fingerprint").write_text("abc\n")
    assert recorded(tmp_path) == "abc"


def test_route_files() -> None:
    assert [verify.route_file(r) for r in MANIFEST["routes"]] == [
        "index.html",
        "kino.html",
        "article/x.html",
        "404.html",
    ]  # type: ignore[arg-type]


def test_a_whole_export_has_no_problems(tmp_path: Path) -> None:
    assert verify.problems(_export(tmp_path), MANIFEST, SECRETS) == {}


def test_missing_pages_broken_links_and_secrets_are_named_without_the_secret(tmp_path: Path) -> None:
    export = _export(
        tmp_path,
        **{
            "index.html": '<a href="/program">Program</a><a href="/_next/static/gone.js">x</a><a href="/kino">k</a>',
            "_next/static/chunk.js": 'const a="hunter2-secret";',
            "about.txt": "abc s3cr3t-client",
        },
    )
    (export / "article" / "x.html").unlink()
    assert verify.problems(export, MANIFEST, SECRETS) == {
        "missing pages": ["/article/x → article/x.html"],
        "broken internal links": [
            "index.html: /_next/static/gone.js",
            "index.html: /program",
            "kino.html: /article/x?utm=1#top",  # the page it links to is the missing one
        ],
        "secrets in files": ["_next/static/chunk.js: CMS_PLATFORM_PASSWORD", "about.txt: CMS_IDP_CLIENT_SECRET"],
    }


def test_a_partial_export_reads_its_kept_files_again_only_for_links_to_what_is_gone(tmp_path: Path) -> None:
    # kino.html was kept from the release before (whose routes were /, /kino, /article/x and /gammel's redirect): a
    # secret or a link to a page that no longer exists there would have stopped that release.
    export = _export(tmp_path, **{"kino.html": '<a href="/nyheter">Nyheter</a> hunter2-secret'})
    before = frozenset({"/", "/kino", "/article/x", "/gammel"})
    kept = verify.Kept(frozenset({"kino.html"}), before)
    assert verify.problems(export, MANIFEST, SECRETS, ["/gammel"], kept) == {}
    # Without the old path's redirect, a kept page may link to it: every page's links are checked again.
    assert verify.problems(export, MANIFEST, SECRETS, [], kept) == {"broken internal links": ["kino.html: /nyheter"]}
    # A page rendered now is read whatever was kept.
    assert verify.problems(export, MANIFEST, SECRETS, ["/gammel"], verify.Kept(frozenset(), before)) == {
        "broken internal links": ["kino.html: /nyheter"],
        "secrets in files": ["kino.html: CMS_PLATFORM_PASSWORD"],
    }


def test_the_export_answers_its_files_and_its_pages_without_html_and_nothing_outside_it(tmp_path: Path) -> None:
    export = _export(tmp_path / "site")
    (tmp_path / "secret.html").write_text("x")
    assert sorted(verify.exported_paths(export)) == [
        "/", "/404", "/404.html", "/_next/static/app.css", "/article/x", "/article/x.html", "/index", "/index.html",
        "/kino", "/kino.html",
    ]  # fmt: skip
    assert verify.broken_links(_export(tmp_path / "other", **{"kino.html": '<a href="/../secret">x</a>'})) == [
        "kino.html: /../secret"
    ]


def test_the_last_build_is_set_aside_but_for_nexts_cache(tmp_path: Path) -> None:
    app = _write(
        tmp_path / "web",
        {"out/index.html": "old page", ".next/server/app/index.html": "old page", ".next/cache/images/a": "cached"},
    )
    set_aside(app, tmp_path / "trash")
    assert not (app / "out").exists()
    kept = [p.relative_to(app).as_posix() for p in sorted(app.rglob("*")) if p.is_file()]
    assert kept == [".next/cache/fjordby-flavour", ".next/cache/images/a"]
    assert (tmp_path / "trash" / "out" / "index.html").read_text() == "old page"
    assert (tmp_path / "trash" / ".next" / "server" / "app" / "index.html").read_text() == "old page"


def test_the_cache_kept_is_the_one_the_web_apps_module_of_next_internals_names() -> None:
    node = shutil.which("node")
    assert node is not None
    script = "import { CACHE_DIR } from './scripts/next-internals.mjs'; process.stdout.write(CACHE_DIR);"
    named = subprocess.run(
        [node, "--input-type=module", "-e", script], cwd=WEB, capture_output=True, text=True, check=True
    ).stdout
    assert NEXT_CACHE.as_posix() == named == ".next/cache"


def test_a_first_build_has_nothing_to_set_aside(tmp_path: Path) -> None:
    app = _write(tmp_path / "web", {"package.json": "{}"})
    set_aside(app, tmp_path / "trash")
    assert sorted(p.relative_to(app).as_posix() for p in app.rglob("*") if p.is_file()) == [
        ".next/cache/fjordby-flavour",
        "package.json",
    ]
    assert list((tmp_path / "trash").iterdir()) == []


def test_the_build_sees_no_secret_of_the_environment() -> None:
    env = {"PATH": "/bin", "HOME": "/h", "CMS_PLATFORM_PASSWORD": "pw", "CMS_IDP_CLIENT_SECRET": "s"}
    assert build_env(Path("/data"), env) == {
        "PATH": "/bin",
        "HOME": "/h",
        "ROUTE_DATA_DIR": "/data",
        "NEXT_TELEMETRY_DISABLED": "1",
    }


def test_the_build_runs_on_the_web_apps_own_node_else_the_one_on_path(tmp_path: Path) -> None:
    web = _write(tmp_path / "web", {"package.json": "{}"})
    machine_node = shutil.which("node")
    assert machine_node is not None
    assert build_command(web) == [machine_node, "scripts/build.mjs"]

    own = web / "node_modules" / ".bin" / "node"
    own.parent.mkdir(parents=True)
    own.symlink_to(machine_node)
    assert build_command(web) == [str(own), "scripts/build.mjs"]
    assert build_command(web, "/usr/bin/env") == ["/usr/bin/env", "scripts/build.mjs"]

    missing = "'nodejs-99' was not found: Node.js 20.19 or newer is needed for the site"
    with pytest.raises(ExportError, match=re.escape(missing)):
        build_command(web, "nodejs-99")


def _publish_route_data(site_output: SiteOutputResource) -> None:
    """A live release of route data alone, as a build with the export turned off makes."""
    releases = site_output.releases(SAMPLE_SITE)
    manifest = b'{"routes": [{"path": "/", "kind": "page", "hash": "a1"}], "files": {}}'
    site = b'{"title": "Fjordby kulturhus", "host": "https://www.fjordbykulturhus.no"}'
    releases.stage(
        {"manifest.json": manifest, "redirects.json": b'[{"from": "/gammel", "to": "/"}]', "site.json": site}
    )
    pending = releases.seal("setup")
    assert pending is not None
    releases.go_live(pending, "setup")


def _live_site(tmp_path: Path) -> Path:
    return tmp_path / "sites" / SAMPLE_SITE / "current" / "site"


def _fake_web(root: Path, page: str, exit_code: int = 0, compaction_exit_code: int = 0) -> Path:
    """A web app whose build script (run by the machine's Node) writes `out/index.html` with `page` (and the not-found
    page every export has), and whose `next`
    notes in `compactions.log` beside it each command it runs with the live site's page at that moment. Its cache is
    compacted by the web app's own scripts, which run that `next`."""
    build = (
        "import { mkdirSync, writeFileSync } from 'node:fs';\n"
        "console.log(`building from ${process.env.ROUTE_DATA_DIR}`);\n"
        f"mkdirSync('out');\nwriteFileSync('out/index.html', {json.dumps(page)});\n"
        f"writeFileSync('out/404.html', '<p>Fant ikke siden</p>');\nprocess.exit({exit_code});\n"
    )
    next_bin = (
        "const fs = require('node:fs');\n"
        f"const live = fs.readFileSync('../sites/{SAMPLE_SITE}/current/site/index.html', 'utf8');\n"
        "fs.appendFileSync('../compactions.log', `${process.argv.slice(2).join(' ')} with ${live} live\\n`);\n"
        f"process.exit({compaction_exit_code});\n"
    )
    files = {"app/page.tsx": page, "node_modules/next/dist/bin/next": next_bin, "scripts/build.mjs": build}
    for script in ("compact-cache.mjs", "next-internals.mjs"):
        files[f"scripts/{script}"] = (WEB / "scripts" / script).read_text()
    return _write(root / "web", files)


def _run(
    tmp_path: Path,
    cms: CmsResource,
    page: str,
    exit_code: int = 0,
    compaction_exit_code: int = 0,
    instance: dg.DagsterInstance | None = None,
) -> dg.ExecuteInProcessResult:
    site_output = SiteOutputResource(
        folder=str(tmp_path / "sites"), public_events_url="x", membership_api_118="x", membership_api_178="x"
    )
    if not (tmp_path / "sites").exists():
        _publish_route_data(site_output)
    web = _fake_web(tmp_path, page, exit_code, compaction_exit_code)
    exporter = SiteExportResource(web_dir=str(web))
    return materialize_site(
        [site_export],
        resources={"cms": cms, "site_output": site_output, "site_export": exporter},
        raise_on_error=False,
        instance=instance,
    )


@pytest.fixture
def offline_cms() -> CmsResource:
    return CmsResource(
        platform_url="x",
        platform_user="sample",
        platform_password="sample-password",
        management_url="x",
        idp_token_url="x",
        idp_client_id="c",
        idp_client_secret="sample-secret",
    )


def test_the_export_goes_live_is_skipped_when_unchanged_and_a_failure_keeps_the_live_site(
    tmp_path: Path, offline_cms: CmsResource
) -> None:
    first = _run(tmp_path, offline_cms, "<p>one</p>")
    assert first.success
    live = _live_site(tmp_path)
    assert (live / "index.html").read_text() == "<p>one</p>"
    # With the hosts' configurations: the route data's redirect a 301 in each.
    assert (live / "_redirects").read_text().splitlines()[1:] == ["/gammel / 301"]
    nginx = (live.parent / "hosting" / "nginx.conf").read_text()
    assert (
        'location = /gammel { try_files /.no-such-file @redirect-0; }\nlocation @redirect-0 { return 301 "/"; }'
        in nginx
    )
    assert '\t\tredir /gammel "/" 301' in (live.parent / "hosting" / "caddy.conf").read_text()
    version = live.resolve()

    again = _run(tmp_path, offline_cms, "<p>one</p>")
    [materialization] = again.asset_materializations_for_node("site_export")
    assert materialization.metadata["skipped"].value is True
    assert live.resolve() == version

    leaking = _run(tmp_path, offline_cms, "<p>sample-password</p>")
    assert not leaking.success
    assert "secrets in files: index.html: CMS_PLATFORM_PASSWORD" in str(
        leaking.get_step_failure_events()[0].step_failure_data.error
    )
    assert (live / "index.html").read_text() == "<p>one</p>"

    broken = _run(tmp_path, offline_cms, '<a href="/gone">x</a>', exit_code=1)
    assert not broken.success
    assert "next build exited with code 1" in str(broken.get_step_failure_events()[0].step_failure_data.error)
    assert live.resolve() == version

    second = _run(tmp_path, offline_cms, "<p>two</p>")
    assert second.success
    assert (live / "index.html").read_text() == "<p>two</p>"
    # Each export that went live is a release of its own, its data beside it; the one before stays for a rollback.
    releases = SiteOutputResource(
        folder=str(tmp_path / "sites"), public_events_url="x", membership_api_118="x", membership_api_178="x"
    ).releases(SAMPLE_SITE)
    previous = releases.previous()
    assert previous is not None and (previous.site / "index.html").read_text() == "<p>one</p>"
    assert (previous.data / "manifest.json").is_file() and len(releases.releases()) == 3
    # Next's build cache is compacted after each export that went live, once it is live, and after no other.
    assert (tmp_path / "compactions.log").read_text() == (
        "internal post-build with <p>one</p> live\ninternal post-build with <p>two</p> live\n"
    )


def _site_output(tmp_path: Path) -> SiteOutputResource:
    return SiteOutputResource(
        folder=str(tmp_path / "sites"), public_events_url="x", membership_api_118="x", membership_api_178="x"
    )


def _full_disk_run(tmp_path: Path, cms: CmsResource, page: str, fill: Callable[[], None] = lambda: None) -> str:
    """A site live with «<p>one</p>», then (once `fill` has filled the disk) an export of `page` that the disk has no
    room for: the failure's message, once it is checked that nothing of that export is left and the site stays."""
    site_output = _site_output(tmp_path)
    releases = site_output.releases(SAMPLE_SITE)
    _publish_route_data(site_output)
    assert _run(tmp_path, cms, "<p>one</p>").success
    live = releases.live()
    assert live is not None
    # The space a small disk of its own has in use (another disk's changes with whatever else runs on the machine).
    disk = tmp_path / "sites"
    used = shutil.disk_usage(disk).used if disk.is_mount() else None
    fill()
    full = _run(tmp_path, cms, page)
    assert not full.success
    assert sorted(p.name for p in releases.root.iterdir() if p.name.startswith(".")) == [".lock", ".staging"]
    assert sorted(p.name for p in releases.folder.iterdir()) == sorted(r.id for r in releases.releases())
    assert releases.live() == live
    if used is not None:
        assert shutil.disk_usage(disk).used == used  # the space is back, not at the next build
    assert (_live_site(tmp_path) / "index.html").read_text() == "<p>one</p>"
    return str(full.get_step_failure_events()[0].step_failure_data.error)


def test_a_full_disk_removes_the_half_copied_release_and_the_live_site_stays(
    tmp_path: Path, offline_cms: CmsResource, small_disk: Path
) -> None:
    # The export is made in web/ and copied onto the sites' disk, as in the image (a volume of its own): 2 MB of page
    # on a disk of 1 MiB.
    error = _full_disk_run(tmp_path, offline_cms, "<p>" + "to" * 1_000_000 + "</p>")
    live = _site_output(tmp_path).releases(SAMPLE_SITE).live()
    assert live is not None
    assert (
        f"no space left on the device of {small_disk / SAMPLE_SITE}: what this run was writing is removed; "
        f"release {live.id} is live\n"
    ) in error
    assert "[Errno 28] No space left on device" in error  # the copy's own error, below


def test_a_write_that_fails_after_the_copy_removes_the_release_too(
    tmp_path: Path, offline_cms: CmsResource, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Also where no small disk can be mounted: the step after the copy fails as a write on a full disk does.
    error = _full_disk_run(
        tmp_path, offline_cms, "<p>two</p>", lambda: monkeypatch.setenv("PIPELINE_FAILPOINT", "export.moved:enospc")
    )
    assert f"no space left on the device of {tmp_path / 'sites' / SAMPLE_SITE}: what this run was writing" in error


def test_a_failed_compaction_of_the_build_cache_leaves_the_new_site_live(
    tmp_path: Path, offline_cms: CmsResource
) -> None:
    with dg.DagsterInstance.ephemeral() as instance:
        result = _run(tmp_path, offline_cms, "<p>new</p>", compaction_exit_code=3, instance=instance)
        warnings = [entry.user_message for entry in instance.all_logs(result.run_id) if entry.level == 30]
    assert result.success
    assert (_live_site(tmp_path) / "index.html").read_text() == "<p>new</p>"
    assert warnings == ["the site is live, but the build cache's compaction exited with code 3"]


def test_without_node_modules_the_export_fails_saying_what_to_run(tmp_path: Path, offline_cms: CmsResource) -> None:
    _fake_web(tmp_path, "x")
    shutil.rmtree(tmp_path / "web" / "node_modules")
    site_output = SiteOutputResource(
        folder=str(tmp_path / "sites"), public_events_url="x", membership_api_118="x", membership_api_178="x"
    )
    _publish_route_data(site_output)
    exporter = SiteExportResource(web_dir=str(tmp_path / "web"))
    result = materialize_site(
        [site_export],
        resources={"cms": offline_cms, "site_output": site_output, "site_export": exporter},
        raise_on_error=False,
    )
    error = str(result.get_step_failure_events()[0].step_failure_data.error)
    assert "node_modules is missing: run scripts/web-build or scripts/build first" in error
    assert not _live_site(tmp_path).exists()
