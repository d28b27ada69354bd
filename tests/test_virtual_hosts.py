"""Many sites on one host: every site's server block by its host name, in one nginx file and one Caddyfile, written
again and the host reloaded by the pipeline's own switch (a rollback here), on real nginx and Caddy."""

from __future__ import annotations

import json
import shlex
from contextlib import AbstractContextManager
from pathlib import Path

import dagster as dg
import httpx
import pytest

from pipeline.defs.site_export.assets import _tell_hosts
from pipeline.publish.hosting import write_host_files
from pipeline.publish.releases import SITE, SiteReleases
from pipeline.publish.virtual_hosts import tell_hosts, virtual_hosts, write_virtual_hosts
from pipeline.sites import PARTITIONS
from sample_cms.server import free_port
from sitectl import local_hosts
from sitectl.releases import main as release_command

FJORDBY, NORDVIK, COPY, BROKEN = "fjordby-id", "nordvik-id", "kopi-id", "broken-id"


def _release(
    sites: Path, site: str, title: str, host: str, page: str, redirect: tuple[str, str], preview: bool = False
) -> str:
    """A release of `site` whose front page says `page` and whose one redirect is `redirect`, made live; a preview's
    with `preview`."""
    releases = SiteReleases(sites / site)
    data = {
        "manifest.json": json.dumps({"routes": [{"path": "/", "hash": page}]}).encode(),
        "site.json": json.dumps({"title": title, "host": host}).encode(),
        "redirects.json": json.dumps([{"from": redirect[0], "to": redirect[1]}]).encode(),
    }
    releases.stage(data, "run")
    pending = releases.seal("run")
    assert pending is not None
    (pending / SITE).mkdir()
    (pending / SITE / "index.html").write_text(f"<!doctype html><title>{page}</title><h1>{page}</h1>")
    (pending / SITE / "404.html").write_text("<!doctype html><title>Fant ikke siden</title>")
    write_host_files(pending, releases.current / SITE, preview=preview)
    return releases.go_live(pending, "run").id


def _get(base: str, host: str, path: str = "/") -> httpx.Response:
    return httpx.get(base + path, headers={"Host": host}, timeout=5)


def test_the_sites_are_found_by_their_host_names_and_a_bad_one_is_left_out(tmp_path: Path) -> None:
    _release(tmp_path, FJORDBY, "Fjordby kulturhus", "https://www.fjordbykulturhus.no", "Fjordby", ("/a", "/"))
    _release(tmp_path, NORDVIK, "Nordvik kino", "https://nordvikkino.no/", "Nordvik", ("/b", "/"))
    _release(tmp_path, COPY, "Kopi", "https://www.fjordbykulturhus.no", "Kopi", ("/c", "/"))
    _release(tmp_path, BROKEN, "Uten vert", "ftp://", "Uten vert", ("/d", "/"))
    (tmp_path / "no-release-yet").mkdir()
    hosts, problems = virtual_hosts(tmp_path)
    assert [(h.site, h.name) for h in hosts] == [
        ("fjordby-id", "www.fjordbykulturhus.no"),
        ("nordvik-id", "nordvikkino.no"),
    ]
    # Two sites on one host name: the first by id keeps it.
    assert problems == [
        "site broken-id: its host 'ftp://' has no host name; left out",
        "site kopi-id: its host www.fjordbykulturhus.no is site fjordby-id's already; left out",
    ]


@pytest.mark.parametrize("server", ["nginx", "caddy"])
def test_one_host_serves_every_site_by_name_and_a_switch_reaches_it_with_no_hand_step(
    server: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sites = tmp_path / "sites"
    fjordby = _release(
        sites, FJORDBY, "Fjordby kulturhus", "https://www.fjordbykulturhus.no", "Fjordby 1", ("/gammel", "/")
    )
    _release(sites, FJORDBY, "Fjordby kulturhus", "https://www.fjordbykulturhus.no", "Fjordby 2", ("/ny", "/"))
    _release(sites, NORDVIK, "Nordvik kino", "https://nordvikkino.no", "Nordvik", ("/kino-gammel", "/"))
    port = free_port()
    listen = f"127.0.0.1:{port}"
    assert write_virtual_hosts(sites, listen) == []
    work = tmp_path / server
    running: AbstractContextManager[str]
    if server == "nginx":
        running = local_hosts.nginx_sites(sites, port, work)
        reload = [*local_hosts.nginx_command(work), "-s", "reload"]
    else:
        running = local_hosts.caddy_sites(sites, port, work)
        reload = local_hosts.caddy_reload_command(sites / "sites.Caddyfile")
    with running as base:
        assert "<h1>Fjordby 2</h1>" in _get(base, "www.fjordbykulturhus.no").text
        assert "<h1>Nordvik</h1>" in _get(base, "nordvikkino.no").text
        moved = _get(base, "www.fjordbykulturhus.no", "/ny")
        assert (moved.status_code, moved.headers["location"]) == (301, "/")
        assert _get(base, "nordvikkino.no", "/ny").status_code == 404  # the other site's redirect is not this one's
        stranger = _get(base, "ukjent.example")
        assert stranger.status_code == 404 and stranger.headers["x-frame-options"] == "DENY"
        # The operator's rollback: the pipeline writes every server block again and reloads the host itself.
        _commands(tmp_path, monkeypatch, listen, reload)
        assert release_command(["rollback", "--site", FJORDBY, fjordby]) == 0
        assert "<h1>Fjordby 1</h1>" in _get(base, "www.fjordbykulturhus.no").text
        moved = _get(base, "www.fjordbykulturhus.no", "/gammel")
        assert (moved.status_code, moved.headers["location"]) == (301, "/")
        assert _get(base, "www.fjordbykulturhus.no", "/ny").status_code == 404
        assert "<h1>Nordvik</h1>" in _get(base, "nordvikkino.no").text


def _commands(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, listen: str, reload: list[str]) -> None:
    monkeypatch.setenv("SITES_DIR", str(tmp_path / "sites"))
    monkeypatch.setenv("DAGSTER_HOME", str(tmp_path / "dagster"))
    monkeypatch.setenv("HOSTING_LISTEN", listen)
    monkeypatch.setenv("HOSTING_RELOAD_COMMAND", shlex.join(reload))
    (tmp_path / "dagster").mkdir()
    (tmp_path / "dagster" / "dagster.yaml").write_text("telemetry:\n  enabled: false\n")
    with dg.DagsterInstance.get() as instance:
        instance.add_dynamic_partitions(PARTITIONS, [FJORDBY, NORDVIK])


def test_previews_are_served_by_no_host_without_the_preview_credentials(tmp_path: Path) -> None:
    previews = tmp_path / "previews"
    _release(previews, FJORDBY, "Fjordby kulturhus", "https://www.fjordbykulturhus.no", "Utkast", ("/a", "/"), True)
    assert tell_hosts(previews, {"PREVIEW_USER": "redaktor"}, preview=True) == [
        "PREVIEW_USER and PREVIEW_PASSWORD are not both set, so no preview is served by the hosts"
    ]
    assert not (previews / "sites.nginx.conf").exists() and not (previews / "sites.Caddyfile").exists()


DEPLOY = Path(__file__).resolve().parent.parent / "deploy" / "docker"
# Each path the preview of `_release` answers, with what an editor who gave the password gets: every one of them,
# redirects and misses included, asks a visitor without it for the password first.
PREVIEW_ANSWERS = [
    ("/", 200, None),
    ("/billetter", 301, "/kino"),  # the CMS's alias
    ("/index.html", 301, "/"),  # a page file asked for by its name
    ("/finnes-ikke", 404, None),
    ("/.export-fingerprint", 404, None),
    ("/_redirects", 404, None),
    ("/404", 404, None),
]


@pytest.mark.parametrize("server", ["nginx", "caddy"])
def test_the_shipped_host_files_serve_a_preview_beside_its_site_every_answer_behind_the_password(
    server: str, tmp_path: Path
) -> None:
    # The sites' volume as the image lays it out, the previews in its dot-folder, and the host's own file as the
    # deploy guide ships it, pointed at that volume: one server, one port, the site and its preview by host name.
    sites = tmp_path / "srv" / "fjordby" / "sites"
    previews = sites / ".previews"
    host = "https://www.fjordbykulturhus.no"
    _release(sites, FJORDBY, "Fjordby kulturhus", host, "Fjordby", ("/billetter", "/kino"))
    _release(previews, FJORDBY, "Fjordby kulturhus", host, "Utkast", ("/billetter", "/kino"), preview=True)
    port = free_port()
    password = "et-langt-forhandsvisningspassord"
    env = {"HOSTING_LISTEN": f"127.0.0.1:{port}", "PREVIEW_USER": "redaktor", "PREVIEW_PASSWORD": password}
    assert tell_hosts(sites, env) == []
    assert tell_hosts(previews, env, preview=True) == []
    written = [p.read_text() for p in sites.rglob("*") if p.is_file() and not p.is_symlink()]
    assert written and not any(password in text for text in written)  # only its hashes
    shipped = "nginx-sites.conf" if server == "nginx" else "sites.Caddyfile"
    config = (DEPLOY / shipped).read_text().replace("/srv/fjordby/sites", str(sites))
    url, work = f"http://127.0.0.1:{port}", tmp_path / server
    if server == "nginx":
        running = local_hosts.nginx_http(config, url, work)
    else:
        (tmp_path / "Caddyfile").write_text(config)
        running = local_hosts.caddy_config(tmp_path / "Caddyfile", {}, url, work)
    with running as base:
        site = _get(base, "www.fjordbykulturhus.no")
        assert (site.status_code, site.headers["cache-control"]) == (200, "public, max-age=60, must-revalidate")
        assert "<h1>Fjordby</h1>" in site.text
        for path, status, location in PREVIEW_ANSWERS:
            for auth in (None, ("redaktor", "feil")):
                refused = httpx.get(base + path, headers={"Host": "preview.fjordbykulturhus.no"}, auth=auth, timeout=5)
                assert (path, refused.status_code, refused.headers.get("location")) == (path, 401, None)
                assert "Utkast" not in refused.text
            seen = httpx.get(
                base + path, headers={"Host": "preview.fjordbykulturhus.no"}, auth=("redaktor", password), timeout=5
            )
            assert (path, seen.status_code, seen.headers.get("location")) == (path, status, location)
            assert seen.headers["cache-control"] == "private, no-store"
            assert seen.headers["x-robots-tag"] == "noindex, nofollow"
        page = httpx.get(base, headers={"Host": "preview.fjordbykulturhus.no"}, auth=("redaktor", password), timeout=5)
        assert "<h1>Utkast</h1>" in page.text
        assert _get(base, "ukjent.example").status_code == 404


def test_a_release_whose_reload_the_hosts_refuse_goes_back_and_fails_the_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sites = tmp_path / "sites"
    monkeypatch.setenv("HOSTING_LISTEN", "127.0.0.1:8080")
    first = _release(sites, FJORDBY, "Fjordby kulturhus", "https://www.fjordbykulturhus.no", "Første", ("/a", "/"))
    assert tell_hosts(sites) == []
    before = (sites / "sites.nginx.conf").read_text()
    releases = SiteReleases(sites / FJORDBY)
    was = releases.live()
    second = _release(sites, FJORDBY, "Fjordby kulturhus", "https://www.fjordbykulturhus.no", "Andre", ("/a", "/"))
    # A new house beside it, in the same switch: its block is in the files written, which the host refuses while the
    # second release is live (an operator's nginx that fails its test), and takes again once the first is back.
    _release(sites, NORDVIK, "Nordvik kino", "https://nordvikkino.no", "Nordvik", ("/a", "/"))
    current = sites / FJORDBY / "current"
    monkeypatch.setenv("HOSTING_RELOAD_COMMAND", f"sh -c 'test \"$(readlink {current})\" != releases/{second}'")
    with pytest.raises(dg.Failure) as failed:
        _tell_hosts(dg.build_asset_context(), releases, was, releases.get(second), preview=False)
    assert failed.value.description == (
        f"release {second} is not live: the hosts were not reloaded: HOSTING_RELOAD_COMMAND exited with code 1; "
        f"release {first} is live again"
    )
    assert releases.live().id == first  # type: ignore[union-attr]
    assert "server_name nordvikkino.no;" in (sites / "sites.nginx.conf").read_text()  # told again, and taken
    # When the hosts refuse that too, the files they took last are put back: no block of the new house.
    monkeypatch.setenv("HOSTING_RELOAD_COMMAND", "false")
    (sites / "sites.nginx.conf").write_text(before)
    with pytest.raises(dg.Failure) as failed:
        _tell_hosts(dg.build_asset_context(), releases, None, releases.get(first), preview=False)
    assert failed.value.description == (
        f"release {first} is live, but the hosts were not reloaded: HOSTING_RELOAD_COMMAND exited with code 1; no "
        "release was live before it"
    )
    assert (sites / "sites.nginx.conf").read_text() == before


def test_server_blocks_that_cannot_be_written_on_a_full_disk_leave_the_last_ones_and_no_reload(
    small_disk: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _release(small_disk, FJORDBY, "Fjordby kulturhus", "https://www.fjordbykulturhus.no", "Fjordby", ("/a", "/"))
    assert tell_hosts(small_disk) == []
    before = (small_disk / "sites.nginx.conf").read_text()
    filler = small_disk / "fyll"
    with filler.open("wb") as out, pytest.raises(OSError, match="No space left"):
        while True:
            out.write(b"\0" * 65536)
            out.flush()
    reloaded = tmp_path / "reloaded"
    monkeypatch.setenv("HOSTING_RELOAD_COMMAND", f"touch {reloaded}")
    assert tell_hosts(small_disk) == [
        "the server blocks were not written (No space left on device), so the hosts were not reloaded"
    ]
    assert (small_disk / "sites.nginx.conf").read_text() == before
    assert sorted(p.name for p in small_disk.iterdir() if p.name.startswith(".") and p.name.endswith(".new")) == []
    assert not reloaded.exists()
