"""Reading what a build released and reported: the live release's route data, and a run's metadata and checks."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import dagster as dg

from pipeline.defs.resources import SiteOutputResource
from tests.conftest import SAMPLE_SITE


def published(site_output: SiteOutputResource, site: str = SAMPLE_SITE) -> Path:
    """The route data of the site's live release."""
    folder = site_output.releases(site).live_data()
    assert folder is not None
    return folder


def read(site_output: SiteOutputResource, name: str) -> Any:
    """A JSON file of the published folder, by its relative path."""
    return json.loads((published(site_output) / name).read_text())


def route(site_output: SiteOutputResource, path: str) -> dict[str, Any]:
    """The published file of the route at `path`, found through the manifest."""
    entry = next(r for r in read(site_output, "manifest.json")["routes"] if r["path"] == path)
    return dict(read(site_output, entry["file"]))


def checks(result: dg.ExecuteInProcessResult) -> dict[str, bool]:
    return {e.check_name: e.passed for e in result.get_asset_check_evaluations()}


def metadata(result: dg.ExecuteInProcessResult, asset: str) -> dict[str, Any]:
    for event in result.get_asset_materialization_events():
        if event.materialization.asset_key.to_user_string() == asset:
            return {k: v.value for k, v in event.materialization.metadata.items()}
    raise KeyError(asset)
