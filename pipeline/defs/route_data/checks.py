"""Blocking checks on the staged route data: a failure stops it from being published."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import dagster as dg

from pipeline.defs.reports import listed
from pipeline.defs.resources import WAREHOUSE_POOL, SiteOutputResource
from pipeline.defs.route_data import verify


def _result(problems: list[str]) -> dg.AssetCheckResult:
    return dg.AssetCheckResult(passed=not problems, metadata=listed(problems))


def _staged_check(name: str, description: str, find: Callable[[Path], list[str]]) -> dg.AssetChecksDefinition:
    @dg.asset_check(asset="route_data", name=name, blocking=True, pool=WAREHOUSE_POOL, description=description)
    def check(site_output: SiteOutputResource) -> dg.AssetCheckResult:
        return _result(find(site_output.folder().staged()))

    return check


route_checks = [_staged_check(name, description, find) for name, (description, find) in verify.CHECKS.items()]
