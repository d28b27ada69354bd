"""A site's live release whose `site.json` names its house, as a build leaves it: for the tests of how runs and alerts
name a house."""

from __future__ import annotations

import json
from pathlib import Path

from pipeline.publish.releases import SiteReleases


def live_release(sites_dir: Path, site: str, title: str, run_id: str = "an-earlier-run") -> None:
    releases = SiteReleases(sites_dir / site)
    site_json = json.dumps({"title": title}).encode()
    releases.stage({"site.json": site_json, "manifest.json": b'{"routes": []}'}, run_id)
    pending = releases.seal(run_id)
    assert pending is not None
    releases.go_live(pending, run_id)
