"""Blocking checks on the staged route data: a failure stops it from being published."""

# No `from __future__ import annotations` here: Dagster inspects the `context` annotation as a type.

from collections.abc import Callable
from pathlib import Path

import dagster as dg

from pipeline.defs.reports import listed
from pipeline.defs.resources import SiteOutputResource
from pipeline.defs.route_data import verify
from pipeline.sites import SITES


def _result(problems: list[str]) -> dg.AssetCheckResult:
    return dg.AssetCheckResult(passed=not problems, metadata=listed(problems))


def _staged_check(name: str, description: str, find: Callable[[Path], list[str]]) -> dg.AssetChecksDefinition:
    @dg.asset_check(asset="route_data", name=name, blocking=True, partitions_def=SITES, description=description)
    def check(context: dg.AssetCheckExecutionContext, site_output: SiteOutputResource) -> dg.AssetCheckResult:
        return _result(find(site_output.releases(context.partition_key).staged()))

    return check


route_checks = [_staged_check(name, description, find) for name, (description, find) in verify.CHECKS.items()]
