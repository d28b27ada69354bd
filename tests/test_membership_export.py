"""The first partner decides the member area of the export: none for another partner, partner 178's provider for 178."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from pipeline.defs.resources import CmsResource, SiteOutputResource, WarehouseResource
from pipeline.defs.site_export.export import build_command, build_env
from sample_cms.app import HouseContent
from tests import outputs
from tests.conftest import build_everything
from tests.web_app import needs_node, web_copy

# What only the member area's code and markup carry: provider calls, the stored session's key, its UI.
MEMBER_TRACES = (
    "GetWatchlistDx",
    "LoginDx",
    "cw-profile",
    "fjordby:member",
    "/membership/",
    "/min-side",
    "Medlemmenes mening",
)


def _traces(out: Path) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for file in sorted(out.rglob("*")):
        if file.is_file() and file.suffix in (".html", ".js", ".txt", ".json", ".css"):
            text = file.read_text(errors="replace")
            hits = [trace for trace in MEMBER_TRACES if trace in text]
            if hits:
                found[str(file.relative_to(out))] = hits
    return found


def _export(site_output: SiteOutputResource, tmp_path: Path) -> Path:
    """The build of a copy of the web app, as the pipeline runs it, from the route data in `site_output`; its `out`
    folder."""
    web = web_copy(tmp_path / "web")
    env = build_env(outputs.published(site_output), dict(os.environ))
    subprocess.run(build_command(web), cwd=web, env=env, check=True, timeout=600)
    return web / "out"


@needs_node
@pytest.mark.parametrize(
    ("partners", "membership"),
    [
        ([4711], {"enabled": False, "partner": 4711, "apiBase": None}),
        ([178, 118], {"enabled": True, "partner": 178, "apiBase": "{cms}/membership/178"}),
    ],
)
def test_the_first_partner_decides_the_member_area_of_the_export(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    served: HouseContent,
    cms_server: Any,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    partners: list[int],
    membership: dict[str, Any],
) -> None:
    site: dict[str, Any] = served.site
    monkeypatch.setitem(site, "partners", partners)
    assert build_everything(cms, warehouse, site_output).success
    base = membership["apiBase"]
    expected = {**membership, "apiBase": base.format(cms=cms_server.url) if base else None}
    assert outputs.read(site_output, "site.json")["membership"] == expected

    out = _export(site_output, tmp_path)
    assert (out / "index.html").is_file()
    traces = _traces(out)
    if not membership["enabled"]:
        assert not list(out.glob("min-side*")), "member pages were exported"
        assert traces == {}
        return
    assert (out / "min-side" / "logg-inn.html").is_file()
    # The base reaches the browser in the pages' props: every account and member call goes to 178's provider.
    pages = "".join(p.read_text() for p in [out / "min-side" / "logg-inn.html", out / "min-side.html"])
    assert f"{cms_server.url}/membership/178" in pages
    # Nowhere in the export, bundles included, is the other partner's provider.
    assert not [str(f) for f in out.rglob("*") if f.is_file() and "/membership/118" in f.read_text(errors="replace")]


@pytest.mark.parametrize(
    ("variable", "value"),
    [
        ("MEMBERSHIP_API_118", "http://medlem.fjordby.example/118"),
        ("MEMBERSHIP_API_178", "ftp://medlem.fjordby.example/178"),
        ("PUBLIC_EVENTS_URL", "http://arrangement.fjordby.example"),
    ],
)
def test_a_base_the_browser_calls_over_plain_http_stops_the_build_naming_its_variable(
    cms: CmsResource, warehouse: WarehouseResource, tmp_path: Path, cms_server: Any, variable: str, value: str
) -> None:
    bases = {
        "public_events_url": cms_server.url,
        "membership_api_118": f"{cms_server.url}/membership/118",
        "membership_api_178": f"{cms_server.url}/membership/178",
    }
    site_output = SiteOutputResource(folder=str(tmp_path / "sites"), **{**bases, variable.lower(): value})
    result = build_everything(cms, warehouse, site_output)
    failure = next(e for e in result.get_step_failure_events() if e.step_key == "route_data")
    error = failure.step_failure_data.error
    assert error is not None and error.cause is not None
    assert error.cause.message == (
        f"pipeline.urls.InsecureBaseError: {variable} must be an https: URL (http: only on loopback, for the sample "
        f"CMS), not '{value}'\n"
    )
    assert not (tmp_path / "sites").exists() or not list((tmp_path / "sites").rglob("site.json"))
