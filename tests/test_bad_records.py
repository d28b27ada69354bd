"""One bad record never stops a build: the sample CMS's `malformed` fault end to end, every asset in-process."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import dagster as dg
import httpx

from pipeline.defs.reports import log_each
from pipeline.defs.resources import CmsResource, SiteOutputResource, WarehouseResource
from sample_cms.app import HouseContent
from sample_cms.content.ids import stable_id
from tests import outputs
from tests.conftest import build_everything

# Every WARN check the broken records trip; the build goes on and publishes the rest.
WARNINGS = [
    "aliases_ids_unique",
    "articles_ids_unique",
    "articles_records_valid",
    "block_data_ids_unique",
    "block_data_records_valid",
    "blocks_ids_unique",
    "events_have_production",
    "events_ids_unique",
    "events_records_valid",
    "film_edi_numbers_valid",
    "menu_items_ids_unique",
    "no_script",  # a film's text has a picture whose src is `javascript:`
    "no_shadowed_routes",  # the privacy page and the privacy article, as in every build of the sample
    "pages_have_usable_sources",
    "pages_ids_unique",
    "pages_records_valid",
    "productions_have_pictures",
    "productions_have_slugs",
    "productions_ids_unique",
    "productions_records_valid",
    "records_have_routes",
    "redirects_kept",
    "site_records_valid",
    "theme_records_valid",
]


def _evaluations(result: dg.ExecuteInProcessResult) -> dict[str, dg.AssetCheckEvaluation]:
    return {e.check_name: e for e in result.get_asset_check_evaluations()}


def _json(folder: Path, name: str) -> Any:
    return json.loads((folder / name).read_text())


def test_broken_records_are_left_out_reported_and_the_rest_published(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    control: httpx.Client,
    served: HouseContent,
) -> None:
    control.post("/_control/faults", json={"malformed": True}).raise_for_status()
    result = build_everything(cms, warehouse, site_output)
    assert result.success
    evaluations = _evaluations(result)
    assert sorted(name for name, e in evaluations.items() if not e.passed) == WARNINGS
    assert {evaluations[name].severity for name in WARNINGS} == {dg.AssetCheckSeverity.WARN}
    for blocking in ("output_has_routes", "output_follows_format", "output_is_clean"):
        assert evaluations[blocking].passed
    # Ingest left out every menu and footer entry to /finnes-ikke: none reached the route data to be dropped there.
    assert evaluations["menu_links_resolve"].passed

    def examples(check: str, key: str = "examples") -> list[str]:
        return sorted(evaluations[check].metadata[key].value)  # type: ignore[arg-type]

    assert examples("records_have_routes") == [
        "article broken-article-3 'Skrå strek': slug 'a/b' is not a valid path segment",
        "film broken-production-3 'Skrå strek': slug '../../etc' is not a valid path segment",
    ]
    assert examples("productions_have_slugs") == [
        "film broken-production-4 'Uten kode' has ediNumber 'ABC', not DXM+digits or digits"
    ]
    privacy = next(a for a in served.articles if a["slug"] == "personvernerklaering")
    assert examples("no_shadowed_routes") == [
        f"article {privacy['id']} '{privacy['title']}' at /article/personvernerklaering is hidden by page "
        f"{stable_id('page', '/article/personvernerklaering')} 'Personvernerklæring'"
    ]
    assert examples("redirects_kept") == [
        "/ring-a: the redirects loop",
        "/ring-b: the redirects loop",
        f"alias /kino -> /program hides page {stable_id('page', '/kino')} 'Kino'",
    ]
    unusable = examples("pages_have_usable_sources")
    assert len(unusable) == 3
    assert unusable[0].startswith("page /bla-filmer, source 'blaa': no property 'colour' on production (")
    assert unusable[0].endswith("); the page is left out")
    assert unusable[1:] == [
        "page /lange-filmer, source 'lange': operator 'gt' is not supported (only eq); the page is left out",
        "page /uten-parameter, source 'film': filters by @param, but the path has no :parameter; the page is left out",
    ]
    assert examples("no_script") == [
        "film broken-production-5 'Uten bilde' contents[0].body: removed <img src='javascript:alert(1)'>"
    ]
    allsang = next(p for p in served.programme.productions if p["title"] == "Allsang på seniorsenteret")
    assert examples("productions_have_pictures") == [
        f"culture {allsang['id']} 'Allsang på seniorsenteret'",
        "movie broken-production-5 'Uten bilde'",
    ]

    folder = outputs.published(site_output)
    manifest = _json(folder, "manifest.json")
    paths = {r["path"] for r in manifest["routes"]}
    assert "/bred-side" in paths  # its unknown breakpoint and its bad blocks were left out, the page kept
    assert not {"/kopi", "/stor", "/blåbær", "/lange-filmer", "/bla-filmer", "/uten-parameter"} & paths
    assert all(p.startswith("/") and "//" not in p and "\\" not in p and "\x00" not in p for p in paths)
    assert "evil.example" not in (folder / "sitemap.xml").read_text()
    # As the spec says, a path in the table is replaced by its target: the alias from /kino hides that page.
    assert _json(folder, "redirects.json") == [
        {"from": "/billett", "to": "/program", "reason": "alias"},  # a chain, followed to its end
        {"from": "/billetter", "to": "/program", "reason": "alias"},  # the first of two aliases from one path
        {"from": "/billettservice", "to": "https://billett.example.no/fjordbykulturhus", "reason": "alias"},
        {"from": "/jazz", "to": "/fjordby-jazz", "reason": "alias"},
        {"from": "/kino", "to": "/program", "reason": "alias"},
    ]
    assert "/kino" not in paths
    wide = _json(folder, "routes/bred-side.json")
    assert wide["template"] == {
        "rows": [
            {
                "container": True,
                "index": 0,
                "columns": [{"index": 0, "screen": {"xs": {"span": 12, "order": 0}, "md": None, "lg": None}}],
            }
        ]
    }
    assert [b["id"] for b in wide["blocks"]] == ["block-twice"]
    # A film whose only picture the URL policy refused is built, with no picture: the web app shows the placeholder.
    # Its text keeps a picture without alt, given an empty one, and loses the one whose src failed the policy.
    no_picture = _json(folder, "routes/uten-bilde-dxm-9999997.json")
    assert no_picture["meta"]["image"] is None
    assert no_picture["production"]["assets"] == []
    assert no_picture["production"]["contents"][0]["body"] == (
        '<p>Uten bilde.<img src="https://images.example.no/fjordby/film/y.jpg" alt=""></p>'
    )
    assert [(b["kind"], b["data"]) for b in no_picture["blocks"] if b["kind"] == "cover"] == [
        ("cover", {"title": "Uten bilde", "image": None})
    ]
    front = _json(folder, "site.json")
    assert (front["gaTrackingId"], front["facebookPixelId"]) == (None, None)
    assert [m["label"] for m in front["theme"]["menu"]["header"]] == [
        "jazz", "Kulturprogram", "Den Store Kinodagen", "Kino", "Praktisk info", "Utleie", "Nyheter", "Om oss",
    ]  # fmt: skip
    assert [i["value"] for i in front["theme"]["footer"][0]["items"]] == [  # not the item of an unknown type
        "Storgata 1, 1234 Fjordby",
        "post@fjordbykulturhus.no",
        "<p>Billettluka åpner <strong>én time</strong> før første forestilling.</p>",
    ]
    assert [c["title"] for c in front["theme"]["footer"]] == ["Kontakt", "Følg oss", "Lenker"]
    kinds = [r["kind"] for r in manifest["routes"]]
    productions = served.programme.productions
    assert kinds.count("film") == sum(1 for p in productions if p["object"] == "movie") + 1  # and «Uten bilde»
    assert kinds.count("culture") == sum(1 for p in productions if p["object"] == "culture")
    assert kinds.count("article") == len(served.articles) - 1  # the privacy article is hidden by its page


def test_a_cms_title_in_a_warning_cannot_start_a_line_of_the_log() -> None:
    forged = "film 1 'Bestefars båt\r\n2026-12-07 12:00:00 +0000 - dagster - ERROR - release 42 rolled back by admin'"

    @dg.asset
    def warns(context) -> None:  # unannotated: Dagster reads the annotation, a string in this module
        log_each(context.log, [forged])

    with dg.DagsterInstance.ephemeral() as instance:
        result = dg.materialize([warns], instance=instance)
        said = [e.user_message for e in instance.all_logs(result.run_id) if e.level == logging.WARNING]
    assert said == [
        "film 1 'Bestefars båt\\r\\n2026-12-07 12:00:00 +0000 - dagster - ERROR - release 42 rolled back by admin'"
    ]
