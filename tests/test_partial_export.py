"""A partial export: only the routes whose data changed are rendered again, every other page is the live release's."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import dagster as dg
import httpx
import pytest

from pipeline.defs.resources import CmsResource, SiteExportResource, SiteOutputResource, WarehouseResource
from pipeline.defs.site_export import partial
from pipeline.defs.site_export.fingerprint import BUILD_ID_FILE, build_id
from tests import outputs
from tests.conftest import SAMPLE_SITE, build_everything, set_build_clock
from tests.web_app import needs_node, web_copy

MANIFEST: dict[str, Any] = {
    "routes": [
        {"path": "/", "kind": "page", "hash": "a"},
        {"path": "/kino", "kind": "page", "hash": "b"},
        {"path": "/kino/film", "kind": "film", "hash": "c"},
        {"path": "/404.html", "kind": "not-found", "hash": "n"},
    ],
    "files": {"site.json": "s1", "redirects.json": "r1", "search-index.json": "i1"},
}


def _write(root: Path, files: list[str]) -> Path:
    for name in files:
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(f"live {name}")
    return root


def _base(tmp_path: Path) -> Path:
    """A live export of MANIFEST's routes, as Next.js writes them."""
    return _write(
        tmp_path / "live",
        [
            "index.html",
            "index.txt",
            "__next._tree.txt",
            "__next.$oc$path.__PAGE__.txt",
            "kino.html",
            "kino.txt",
            "kino/__next._tree.txt",
            "kino/film.html",
            "kino/film.txt",
            "kino/film/__next._full.txt",
            "404.html",
        ],
    )


def test_the_build_id_follows_the_web_app_and_what_every_page_shows_not_one_routes_data() -> None:
    same = build_id(MANIFEST, "web1", "v22.1.0")
    routes = MANIFEST["routes"]
    one_route = {**MANIFEST, "routes": [*routes[:2], {**routes[2], "hash": "changed"}, routes[3]]}
    assert build_id(one_route, "web1", "v22.1.0") == same
    assert build_id({**MANIFEST, "files": {**MANIFEST["files"], "search-index.json": "i2"}}, "web1", "v22.1.0") == same
    assert build_id(MANIFEST, "web2", "v22.1.0") != same
    assert build_id(MANIFEST, "web1", "v22.2.0") != same
    assert build_id({**MANIFEST, "files": {**MANIFEST["files"], "site.json": "s2"}}, "web1", "v22.1.0") != same
    assert build_id({**MANIFEST, "files": {**MANIFEST["files"], "redirects.json": "r2"}}, "web1", "v22.1.0") != same
    not_found = {**MANIFEST, "routes": [*routes[:3], {**routes[3], "hash": "m"}]}
    assert build_id(not_found, "web1", "v22.1.0") != same
    # Next.js refuses nothing of it: 24 characters, never "ad".
    assert len(same) == 24 and "ad" not in same and re.fullmatch(r"[0-9g-n]+", same)


def test_a_route_is_rendered_again_when_new_changed_or_missing_from_the_base(tmp_path: Path) -> None:
    base = _base(tmp_path)
    new = {
        **MANIFEST,
        "routes": [
            {"path": "/", "kind": "page", "hash": "a"},
            {"path": "/kino", "kind": "page", "hash": "B"},
            {"path": "/kino/film", "kind": "film", "hash": "c"},
            {"path": "/nyheter", "kind": "page", "hash": "d"},
            {"path": "/404.html", "kind": "not-found", "hash": "n"},
        ],
    }
    chosen = partial.plan(new, "id1", base, MANIFEST, "id1")
    assert chosen.render == ("/kino", "/nyheter") and chosen.base == base
    assert chosen.reason == "2 of 4 routes changed"
    (base / "index.html").unlink()
    assert partial.plan(new, "id1", base, MANIFEST, "id1").render == ("/", "/kino", "/nyheter")
    # Nothing changed: `next build` needs one page, the first route's.
    assert partial.plan(MANIFEST, "id1", base, MANIFEST, "id1").render == ("/",)


def test_a_full_export_when_there_is_no_base_or_its_build_id_differs(tmp_path: Path) -> None:
    base = _base(tmp_path)
    assert partial.plan(MANIFEST, "id1", None, None, None).render is None
    assert partial.plan(MANIFEST, "id1", base, MANIFEST, None).render is None
    other = partial.plan(MANIFEST, "id2", base, MANIFEST, "id1")
    assert other.render is None and other.reason == "the web app or what every page shows changed"


def test_a_routes_files_are_its_page_payload_and_segments_and_their_compressed_forms() -> None:
    files = {
        "": ["index.html", "index.txt.br", "__next._tree.txt", "__next.$oc$path.__PAGE__.txt.gz", "404.html"],
        "kino": ["film.html", "film.txt", "__next._tree.txt", "__next._tree.txt.br"],
        "kino/film": ["__next._full.txt"],
        "min-side": ["logo.svg", "notes.json"],
    }
    routes = {f"{folder}/{name}": partial.route_of(folder, name) for folder, names in files.items() for name in names}
    assert routes == {
        "/index.html": "/",
        "/index.txt.br": "/",
        "/__next._tree.txt": "/",
        "/__next.$oc$path.__PAGE__.txt.gz": "/",
        "/404.html": "/404",
        "kino/film.html": "/kino/film",
        "kino/film.txt": "/kino/film",
        "kino/__next._tree.txt": "/kino",
        "kino/__next._tree.txt.br": "/kino",
        "kino/film/__next._full.txt": "/kino/film",
        "min-side/logo.svg": None,
        "min-side/notes.json": None,
    }


def test_the_merge_links_the_untouched_routes_files_and_leaves_the_rendered_and_the_dropped(tmp_path: Path) -> None:
    base = _base(tmp_path)
    out = _write(tmp_path / "out", ["kino.html", "kino.txt", "kino/__next._tree.txt", "404.html"])
    for name in ("kino.html", "404.html"):
        (out / name).write_text(f"new {name}")
    dropped = {**MANIFEST, "routes": [r for r in MANIFEST["routes"] if r["path"] != "/kino/film"]}
    linked = partial.merge(out, base, dropped, ["/kino"])
    assert linked == {"index.html", "index.txt", "__next.$oc$path.__PAGE__.txt", "__next._tree.txt"}
    files = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    assert files == [
        "404.html",
        "__next.$oc$path.__PAGE__.txt",
        "__next._tree.txt",
        "index.html",
        "index.txt",
        "kino.html",
        "kino.txt",
        "kino/__next._tree.txt",
    ]
    assert (out / "kino.html").read_text() == "new kino.html" and (out / "404.html").read_text() == "new 404.html"
    assert (out / "index.html").samefile(base / "index.html")


def test_the_assets_must_be_the_bases_own_by_name_and_content(tmp_path: Path) -> None:
    hashed = Path("_next/static")
    base = _write(tmp_path / "base", ["_next/static/chunks/a.js", "_next/static/chunks/b.css"])
    out = _write(tmp_path / "out", ["_next/static/chunks/a.js", "_next/static/chunks/b.css"])
    own = ["chunks/a.js", "chunks/a.js.br", "chunks/a.js.gz", "chunks/b.css"]
    assert partial.same_assets(out, base, own, hashed)
    assert not partial.same_assets(out, base, ["chunks/a.js"], hashed)
    (out / "_next/static/chunks/a.js").write_text("other bytes")
    assert not partial.same_assets(out, base, own, hashed)


@pytest.fixture
def film_revision(control: httpx.Client) -> Iterator[httpx.Client]:
    """The sample CMS's revision control; Fjordby's content is back at revision 0 after the test."""
    yield control
    control.post("/_control/revision", json={"revision": 0}).raise_for_status()


# Fjordby's first film, whose text the body revision changes, and ten pages that do not show its text.
FILM = "sjosproyt-og-sommerfugler-dxm-1001234"
UNTOUCHED = (
    "index.html",
    "kino.html",
    "filmer.html",
    "kulturprogram.html",
    "nyheter.html",
    "fjordby-jazz.html",
    "bestefars-bat-dxm-1000934.html",
    "dragevokterne-dxm-1001288.html",
    "bolger-w4tmgi.html",
    "kino.txt",
)
NEXT_REFERENCE = re.compile(r"/_next/static/[^\"'\s\\)]+")


def _builds(
    cms: CmsResource, warehouse: WarehouseResource, site_output: SiteOutputResource, tmp_path: Path
) -> Callable[[], dg.ExecuteInProcessResult]:
    """A build of the site, its export included, by a copy of the web app (Next's build cache its own)."""
    exporter = SiteExportResource(web_dir=str(web_copy(tmp_path / "web")))
    return lambda: build_everything(cms, warehouse, site_output, exporter=exporter)


def _live_export(tmp_path: Path) -> Path:
    """The export of the release live now, by its own folder (not `current`, which the next build moves)."""
    return (tmp_path / "sites" / SAMPLE_SITE / "current").resolve() / "site"


@needs_node
def test_an_edit_of_one_film_renders_its_page_and_the_search_page_alone_and_every_page_finds_its_chunks(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    film_revision: httpx.Client,
    tmp_path: Path,
) -> None:
    build = _builds(cms, warehouse, site_output, tmp_path)
    assert build().success
    before = _live_export(tmp_path)

    film_revision.post("/_control/revision", json={"revision": 1, "field": "body"}).raise_for_status()
    second = build()
    assert second.success
    after = _live_export(tmp_path)

    assert after != before
    # The film's page, and /sok, which lists the search index: the edit changed the film's words in it.
    assert outputs.metadata(second, "site_export")["rendered_routes"] == 2
    assert "revisjon1" in (after / f"{FILM}.html").read_text()
    assert "revisjon1" not in (before / f"{FILM}.html").read_text()
    assert not (after / "sok.html").samefile(before / "sok.html")
    for page in UNTOUCHED:
        assert (after / page).read_bytes() == (before / page).read_bytes(), page
    assert (after / BUILD_ID_FILE).read_text() == (before / BUILD_ID_FILE).read_text()
    # Every page, and every payload client navigation loads, names chunks the release has.
    missing = {
        f"{file.relative_to(after).as_posix()}: {reference}"
        for file in [*after.rglob("*.html"), *after.rglob("*.txt")]
        for reference in NEXT_REFERENCE.findall(file.read_text(errors="replace"))
        if not (after / reference.lstrip("/")).is_file()
    }
    assert missing == set()
    assert len(json.loads((after.parent / "data" / "manifest.json").read_text())["routes"]) > len(UNTOUCHED)


@needs_node
def test_the_nightly_build_renders_again_only_the_routes_whose_showings_moved_on(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    build = _builds(cms, warehouse, site_output, tmp_path)
    assert build().success
    before = _live_export(tmp_path)

    # The next night: the showings of today have started, the dates read against another day.
    set_build_clock(monkeypatch, datetime.now(UTC) + timedelta(days=1))
    night = build()
    assert night.success
    after = _live_export(tmp_path)

    pages = len(partial.page_routes(json.loads((after.parent / "data" / "manifest.json").read_text())))
    rendered = outputs.metadata(night, "site_export")["rendered_routes"]
    assert 0 < rendered < pages
    # A page that shows no showing is the night before's, the very file.
    assert (after / "om-oss.html").samefile(before / "om-oss.html")
