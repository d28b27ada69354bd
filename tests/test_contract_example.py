"""The contract's example page, which binds nothing, built by the real pipeline from the real sample CMS."""

from __future__ import annotations

from typing import Any

import pytest

from pipeline.defs.resources import CmsResource, SiteOutputResource, WarehouseResource
from sample_cms.app import HouseContent
from tests import outputs
from tests.conftest import build_everything

# The Page of ../shared/cms-api.md («GET /v1/sites»), as it stands there: its ids are the contract's «…».
CONTRACT_PAGE: dict[str, Any] = {
    "id": "…", "title": "Kinoprogram", "path": "/program",
    "layout": "page-header-footer", "pageType": "standard",
    "template": {"rows": [{"container": True, "index": 0,
        "columns": [{"index": 0, "screen": {"xs": {"span": 12, "order": 0},
                                            "md": {"span": 12, "order": 0},
                                            "lg": {"span": 12, "order": 0}}}]}]},
    "sources": [
        {"name": "movies", "model": "production", "collection": True,
         "filter": [{"property": "object", "value": "movie", "operator": "eq"},
                    {"property": "objectClass", "value": "movie", "operator": "eq"}]}
    ],
    "blocks": [
        {"id": "…", "component": "cw-component-program", "hide": False,
         "place": {"row": 0, "column": 0, "order": 1},
         "metadata": {"model": "ProgramComponent",
                      "properties": [{"name": "title", "type": "string", "icon": "", "hidden": False}]}}
    ],
    "meta": {"data": [{"locale": "nb", "title": "Kinoprogram", "description": "…",
                       "keywords": "kino, film", "image": None, "facebookVerificationCode": None,
                       "bindings": {}}]},
}  # fmt: skip


def test_the_contracts_example_page_lists_the_films_showing(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: HouseContent,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The sample's own /program page gives way to the contract's; no block data names its block.
    site = served.site
    pages = [p for p in site["pages"] if p["path"] != "/program"]
    monkeypatch.setitem(site, "pages", [*pages, CONTRACT_PAGE])
    result = build_everything(cms, warehouse, site_output)
    assert result.success
    route = outputs.route(site_output, "/program")
    assert route["meta"]["title"] == "Fjordby kulturhus | Kinoprogram"
    [block] = route["blocks"]
    assert (block["kind"], block["source"]) == ("program", {"name": "movies", "by": "rule"})
    assert [card["title"] for card in block["data"]["items"]] == [
        "Bestefars båt", "Dragevokterne", "Eldfjellet", "Hannah's Garden", "Last Train to Galway", "Løp, Tiril, løp!",
        "Melodien fra Nordheim", "Mor & datter", "Naboen i femte", "Nattskift",
        "Operasjon Nordlys: Det siste oppdraget", "Orbit", "Pingvinpatruljen", "Sjøsprøyt og sommerfugler",
        "Skjærgårdsmordet", "Skogens stemmer", "Tusen mil til Tromsø", "Vinterlys",
    ]  # fmt: skip
    assert all(card["showings"] for card in block["data"]["items"])
    checks = {e.check_name: e.passed for e in result.get_asset_check_evaluations()}
    assert checks["blocks_have_records"] is True
    # The Dagster UI says which source the block took and why.
    assert outputs.metadata(result, "route_data")["block_sources"]["/program"] == ["program … ← movies (rule)"]
