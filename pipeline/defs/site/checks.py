"""Blocking checks on the staged route data: a failure stops it from being published."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import dagster as dg

from pipeline.defs.pools import WAREHOUSE_POOL
from pipeline.resources import SiteOutputResource
from pipeline.site import verify

SHOWN = 20


def _result(problems: list[str]) -> dg.AssetCheckResult:
    return dg.AssetCheckResult(
        passed=not problems, metadata={"count": len(problems), "examples": dg.MetadataValue.json(problems[:SHOWN])}
    )


def _staged_check(name: str, description: str, find: Callable[[Path], list[str]]) -> dg.AssetChecksDefinition:
    @dg.asset_check(asset="route_data", name=name, blocking=True, pool=WAREHOUSE_POOL, description=description)
    def check(site_output: SiteOutputResource) -> dg.AssetCheckResult:
        return _result(find(site_output.folder().staged()))

    return check


route_checks = [
    _staged_check("routes_unique", "No two routes share a path.", verify.duplicate_routes),
    _staged_check(
        "menu_links_resolve",
        "Every internal header, footer and footer-column link leads to a route or a redirect.",
        verify.unresolved_menu_links,
    ),
    _staged_check("film_routes_complete", "Every film route has a title and an image.", verify.incomplete_film_routes),
    _staged_check("no_script", "No file of the output contains `<script`.", verify.files_with_script),
]
