"""Ingest end to end: the real sample CMS, Dagster in-process, a real DuckDB file."""

from __future__ import annotations

import functools
import logging
from dataclasses import replace
from pathlib import Path

import dagster as dg
import duckdb
import httpx
import pytest

from pipeline.clients.cms import CmsClient
from pipeline.definitions import defs
from pipeline.defs import resources
from pipeline.defs.automation.fingerprint import INGESTED_BY
from pipeline.defs.ingest import assets, calls
from pipeline.defs.ingest.assets import checked_parse
from pipeline.defs.ingest.calls import CALLS
from pipeline.defs.ingest.datasets import DatasetLoad
from pipeline.defs.resources import CmsResource, WarehouseResource
from pipeline.defs.routing.assets import ROUTE_INPUTS
from sample_cms.app import HouseContent
from sample_cms.content.ids import stable_id
from sample_cms.content.site import SITE_ID
from tests.conftest import SAMPLE_SITE, Recorder, materialize_site

ASSETS = assets.INGEST_ASSETS
ARTICLES = next(asset for asset in ASSETS if asset.op.name == "articles")


def materialize(cms: CmsResource, warehouse: WarehouseResource) -> dg.ExecuteInProcessResult:
    return materialize_site(ASSETS, resources={"cms": cms, "warehouse": warehouse}, raise_on_error=False)


def counts(path: Path) -> dict[str, int]:
    with duckdb.connect(str(path), read_only=True) as con:
        tables = [r[0] for r in con.execute("SELECT table_name FROM information_schema.tables").fetchall()]
        return {t: con.execute(f'SELECT count(*) FROM "{t}"').fetchone()[0] for t in tables}  # type: ignore[index]


def failed_checks(result: dg.ExecuteInProcessResult) -> list[str]:
    return sorted(e.check_name for e in result.get_asset_check_evaluations() if not e.passed)


def test_every_dataset_lands_with_the_counts_the_cms_served(
    cms: CmsResource, warehouse: WarehouseResource, served: HouseContent
) -> None:
    result = materialize(cms, warehouse)
    assert result.success
    assert failed_checks(result) == []
    site = served.site
    theme = site["theme"]
    rows = counts(warehouse.file(SAMPLE_SITE))
    assert rows["sites"] == 1
    assert rows["themes"] == 1
    assert rows["pages"] == len(site["pages"])
    assert rows["blocks"] == sum(len(p["blocks"]) for p in site["pages"])
    assert rows["block_data"] == len(served.block_data)
    assert rows["menu_items"] == len(theme["menu"])
    assert rows["footer_columns"] == len(theme["footer"])
    assert rows["footer_items"] == sum(len(c["items"]) for c in theme["footer"])
    assert rows["aliases"] == len(site["aliases"])
    assert rows["productions"] == len(served.programme.productions)
    assert rows["production_contents"] == sum(len(p["contents"]) for p in served.programme.productions)
    assert rows["production_assets"] == sum(len(p["assets"]) for p in served.programme.productions)
    assert rows["events"] == len(served.programme.events)
    assert rows["articles"] == len(served.articles)
    assert rows["ingest_issues"] == 0


def test_materializations_report_row_counts_and_a_preview(cms: CmsResource, warehouse: WarehouseResource) -> None:
    result = materialize(cms, warehouse)
    metadata = {
        e.asset_key.to_user_string(): e.metadata
        for e in (m.materialization for m in result.get_asset_materialization_events())
        if e is not None
    }
    assert set(metadata) == {"site", "theme", "pages", "productions", "events", "articles", "block_data"}
    for values in metadata.values():
        assert values["dagster/row_count"].value > 0
        assert "|" in values["preview"].value


def test_a_rerun_is_idempotent(cms: CmsResource, warehouse: WarehouseResource) -> None:
    assert materialize(cms, warehouse).success
    first = counts(warehouse.file(SAMPLE_SITE))
    assert materialize(cms, warehouse).success
    assert counts(warehouse.file(SAMPLE_SITE)) == first


def test_a_failed_run_keeps_the_previous_data(
    cms: CmsResource, warehouse: WarehouseResource, control: httpx.Client
) -> None:
    assert materialize(cms, warehouse).success
    before = counts(warehouse.file(SAMPLE_SITE))
    # A 403 is not transient: the steps fail at once instead of waiting for the retry policy.
    control.post("/_control/faults", json={"fail_next": 1000, "status": 403}).raise_for_status()
    result = materialize(cms, warehouse)
    assert not result.success
    messages = [
        e.step_failure_data.error.message for e in result.get_step_failure_events() if e.step_failure_data.error
    ]
    assert any("HTTP 403" in m and "/v1/sites" in m for m in messages)
    assert counts(warehouse.file(SAMPLE_SITE)) == before


def test_invalid_records_are_reported_and_the_rest_loads(
    cms: CmsResource, warehouse: WarehouseResource, control: httpx.Client, served: HouseContent
) -> None:
    control.post("/_control/faults", json={"malformed": True}).raise_for_status()
    instance = dg.DagsterInstance.ephemeral()
    result = materialize_site(
        ASSETS,
        resources={"cms": cms, "warehouse": warehouse},
        instance=instance,
        raise_on_error=False,
    )
    assert result.success
    site = served.site
    theme = site["theme"]
    rows = counts(warehouse.file(SAMPLE_SITE))
    # Left out: every broken record. Kept: the good ones, and the records that are valid on their own (a film
    # whose slug the routing cannot use, a film whose only picture fails the URL policy, an article with slug a/b,
    # aliases that chain, loop or hide a route, the page with a breakpoint we do not know, without that breakpoint,
    # and the three pages whose sources the routing cannot use).
    assert rows["productions"] == len(served.programme.productions) + 3
    assert rows["events"] == len(served.programme.events)
    assert rows["articles"] == len(served.articles) + 1
    assert rows["block_data"] == len(served.block_data)
    assert rows["pages"] == len(site["pages"]) + 4
    assert rows["blocks"] == sum(len(p["blocks"]) for p in site["pages"]) + 1
    assert rows["aliases"] == len(site["aliases"]) + 5
    assert rows["menu_items"] == len(theme["menu"])
    assert rows["footer_columns"] == len(theme["footer"])
    assert rows["footer_items"] == sum(len(c["items"]) for c in theme["footer"])
    with duckdb.connect(str(warehouse.file(SAMPLE_SITE)), read_only=True) as con:
        issues = con.execute("SELECT dataset, record_id, field FROM ingest_issues").fetchall()
        ids = con.execute("SELECT analytics_id, facebook_pixel_id FROM sites").fetchall()
    front_page, front_block = stable_id("page", "/"), stable_id("block", "/", "slideshow", 1)
    assert sorted(issues) == sorted(
        [
            ("site", SITE_ID, "analyticsId"),
            ("site", SITE_ID, "facebookPixelId"),
            ("site", "/billetter", "fromPath"),
            ("site", "//evil.example/x", "fromPath"),
            ("site", "/gammel-kino", "toPath"),
            ("theme", stable_id("menu", "header", "jazz"), "id"),
            ("theme", "menu-sidebar", "place"),
            ("theme", "menu-far-down", "order"),
            ("theme", "footer[3]", "title"),
            ("theme", "footer[0].items[3]", "type"),
            ("pages", "page-evil", "path"),
            ("pages", "page-backslash", "path"),
            ("pages", "page-blabaer", "path"),
            ("pages", "page-nul", "path"),
            ("pages", "page-long", "path"),
            ("pages", front_page, "id"),
            ("pages", "page-huge-span", "template.rows[0].columns[0].screen.lg.span"),
            ("pages", "block-twice", "id"),
            ("pages", front_block, "id"),
            ("pages", "block-far-away", "place.row"),
            ("pages", "page-wide", "template.rows[0].columns[0].screen.xl"),
            ("block_data", front_block, "blockId"),
            ("productions", "broken-production-1", "title"),
            ("productions", served.programme.productions[0]["id"], "id"),
            ("productions", "broken-production-2", "duration"),
            ("events", "broken-event-1", "productionId"),  # an event of no production: left out
            ("events", "broken-event-2", "eventNumber"),
            ("events", "broken-event-2", "productionId"),
            ("events", "broken-event-2", "startTime"),
            ("events", "broken-event-3", "eventNumber"),
            ("events", served.programme.events[0]["id"], "id"),
            ("articles", "broken-article-1", "slug"),
            ("articles", "broken-article-1", "createdAt"),
            ("articles", served.articles[0]["id"], "id"),
            ("articles", "broken-article-2", "createdAt"),
        ]
    )
    assert ids == [(None, None)]
    assert failed_checks(result) == [
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
        "pages_ids_unique",
        "pages_records_valid",
        "productions_ids_unique",
        "productions_records_valid",
        "site_records_valid",
        "theme_records_valid",
    ]
    severities = {e.check_name: e.severity for e in result.get_asset_check_evaluations() if not e.passed}
    assert set(severities.values()) == {dg.AssetCheckSeverity.WARN}
    warnings = [e.user_message for e in instance.all_logs(result.run_id) if e.level == logging.WARNING]
    target_refused = "left out: site /gammel-kino: toPath: Value error, neither a route path nor an https: URL"
    assert any(warning.startswith(target_refused) for warning in warnings)
    assert "left out: events broken-event-3: eventNumber: Input should be less than or equal to 9007199254740991" in (
        warnings
    )
    assert "left out: theme menu-sidebar: place: Input should be 'header' or 'footer'" in warnings


@pytest.mark.parametrize(
    "change",
    [{"title": None}, {"created_at": 10**30}],  # NOT NULL in the warehouse; more than a BIGINT holds
)
def test_data_the_warehouse_refuses_fails_the_step_at_once_and_keeps_the_previous_rows(
    cms: CmsResource, warehouse: WarehouseResource, monkeypatch: pytest.MonkeyPatch, change: dict[str, object]
) -> None:
    # The checks leave such records out first; this is the guard behind them, so a slip is never retried.
    assert materialize(cms, warehouse).success
    # Forget the last load, so the same answer is loaded again.
    with duckdb.connect(str(warehouse.file(SAMPLE_SITE))) as con:
        con.execute("DELETE FROM build_state WHERE step = 'articles'")
    before = counts(warehouse.file(SAMPLE_SITE))
    row = {"article_id": "a1", "title": "T", "slug": "t", "category": "article", "content": "", "order": 0}
    bad = DatasetLoad({"articles": [{**row, "locale": "nb", "created_at": 1, **change}]})
    monkeypatch.setattr(calls, "article_dataset", lambda _: bad)
    result = materialize_site([ARTICLES], resources={"cms": cms, "warehouse": warehouse}, raise_on_error=False)
    assert not result.success
    [failure] = result.get_step_failure_events()
    message = failure.step_failure_data.error.message  # type: ignore[union-attr]
    assert "the warehouse refused the data of articles" in message
    assert [e for e in result.all_events if e.event_type == dg.DagsterEventType.STEP_UP_FOR_RETRY] == []
    assert counts(warehouse.file(SAMPLE_SITE)) == before


def test_checks_catch_bad_codes_and_missing_categories(cms: CmsResource, warehouse: WarehouseResource) -> None:
    assert materialize(cms, warehouse).success
    with duckdb.connect(str(warehouse.file(SAMPLE_SITE))) as con:
        first = "(SELECT min(production_id) FROM productions WHERE object = ?)"
        con.execute(f"UPDATE productions SET edi_number = 'ABC12' WHERE production_id = {first}", ["movie"])
        con.execute(f"UPDATE productions SET category = NULL WHERE production_id = {first}", ["culture"])
        con.execute(
            "INSERT INTO events SELECT * REPLACE ('orphan' AS event_id, 'nobody' AS production_id) FROM events LIMIT 1"
        )
    result = materialize_site(
        ASSETS,
        resources={"cms": cms, "warehouse": warehouse},
        # The programme's step runs its datasets' checks: on an unchanged answer it writes nothing, so they see the
        # rows changed above.
        selection=dg.AssetSelection.assets("productions", "events"),
        raise_on_error=False,
    )
    evaluations = {e.check_name: e for e in result.get_asset_check_evaluations()}
    assert {"film_edi_numbers_valid", "culture_has_category", "events_have_production"} <= set(evaluations)
    assert not evaluations["film_edi_numbers_valid"].passed
    assert "ABC12" in str(evaluations["film_edi_numbers_valid"].metadata["examples"].value)
    assert not evaluations["culture_has_category"].passed
    assert not evaluations["events_have_production"].passed
    assert evaluations["events_have_production"].severity == dg.AssetCheckSeverity.ERROR


def test_duplicate_ids_from_the_cms_keep_the_first_and_warn(
    cms: CmsResource, warehouse: WarehouseResource, cms_server: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    content: HouseContent = cms_server.app.state.content().houses[SAMPLE_SITE]  # type: ignore[attr-defined]
    monkeypatch.setattr(content, "articles", [*content.articles, dict(content.articles[0], title="Kopi")])
    result = materialize(cms, warehouse)
    assert result.success
    [check] = [e for e in result.get_asset_check_evaluations() if e.check_name == "articles_ids_unique"]
    assert (check.passed, check.severity) == (False, dg.AssetCheckSeverity.WARN)
    assert (check.metadata["left_out"].value, check.metadata["duplicates_stored"].value) == (1, 0)
    assert counts(warehouse.file(SAMPLE_SITE))["articles"] == len(content.articles) - 1
    with duckdb.connect(str(warehouse.file(SAMPLE_SITE)), read_only=True) as con:
        kept = con.execute("SELECT title FROM articles WHERE article_id = ?", [content.articles[0]["id"]]).fetchall()
    assert kept == [(content.articles[0]["title"],)]


def test_an_unchanged_answer_is_asked_for_with_its_etag_and_not_loaded_again(
    cms: CmsResource, warehouse: WarehouseResource, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert materialize(cms, warehouse).success
    recorder = Recorder(etags=True)
    monkeypatch.setattr(resources, "CmsClient", functools.partial(CmsClient, transport=recorder))
    again = materialize(cms, warehouse)
    assert again.success
    # Each asset asks for the site list in full; the programme, articles and block data come back 304.
    assert sorted(recorder.take()) == [(False, 200)] * 4 + [(True, 304)] * 3
    reported = {
        e.materialization.asset_key.to_user_string(): e.materialization.metadata["unchanged"].value
        for e in again.get_asset_materialization_events()
    }
    assert reported == {d: True for d in ("site", "theme", "pages", "productions", "events", "articles", "block_data")}


def test_every_ingested_dataset_is_checked_watched_and_planned_from() -> None:
    graph = defs.resolve_asset_graph()
    datasets = [graph.get(key) for key in graph.get_all_asset_keys() if graph.get(key).group_name == assets.GROUP]
    assert datasets
    watched = {dg.AssetKey(asset) for asset in INGESTED_BY.values()}
    routes = graph.get(dg.AssetKey("routes"))
    for dataset in datasets:
        name = dataset.key.to_user_string()
        # Its records are checked against the contract, in the UI next to the asset.
        assert dg.AssetCheckKey(dataset.key, f"{name}_records_valid") in graph.asset_check_keys, name
        # A change to it in the CMS is seen: the fingerprint reads the digest of its step's answer.
        assert watched & dataset.assets_def.keys, name
        # The route table is planned from it.
        assert dataset.key in routes.parent_keys, name
    # The fingerprints the CMS-change sensor reads are recorded on assets the ingest writes.
    assert watched <= {dataset.key for dataset in datasets}
    # The route table is planned again when one of its inputs changed, and only then: its skip is keyed by the
    # steps that write them.
    assert {graph.get(key).assets_def.node_def.name for key in routes.parent_keys} == set(ROUTE_INPUTS)


def test_a_step_whose_parse_leaves_out_one_of_its_datasets_fails_naming_it() -> None:
    programme = next(call for call in CALLS if call.step == "programme")
    forgetful = replace(programme, parse=lambda raw: {"productions": programme.parse(raw)["productions"]})
    with pytest.raises(
        ValueError,
        match=r"^the ingest step programme made the datasets productions, not the productions, events it defines$",
    ):
        checked_parse(forgetful)({"productions": [], "events": []})
