"""Shared fixtures: one real sample CMS on a loopback port, and a fresh warehouse file per test."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator, Mapping, Sequence
from datetime import datetime, tzinfo
from pathlib import Path
from typing import Any

import dagster as dg
import httpx
import pytest

# Before the definitions bind it: no test exports the site with `next build` (tests/test_site_export.py checks
# its parts), so every run of the job, a `scripts/build` started by a test included, leaves it out.
os.environ["SITE_EXPORT_ENABLED"] = "false"

from pipeline.definitions import defs
from pipeline.defs.preview.assets import site_preview
from pipeline.defs.resources import CmsResource, SiteExportResource, SiteOutputResource, WarehouseResource
from pipeline.defs.site_export.assets import site_export
from pipeline.sites import PARTITIONS
from sample_cms.app import Content, HouseContent
from sample_cms.content.site import SITE_ID
from sample_cms.server import SampleCms

# The sample CMS's first published site, Fjordby kulturhus, and its two other houses' (sample_cms/content/houses.py).
SAMPLE_SITE = SITE_ID
NORDVIK = "a308ae35-0da0-51b3-b553-e8befeb4429b"
SOLBAKKEN = "23a29291-4078-5ee6-8cbe-0217b0db14a3"
# The one loopback origin the tests' sample CMS is configured to answer CORS for, as scripts/e2e-sites names its
# sites' (the sites' own hosts, https://www.fjordbykulturhus.no and the others, it answers for always).
SITE_ORIGIN = "http://127.0.0.1:8792"


def sample_credentials(url: str) -> dict[str, str]:
    """The sample CMS's URLs and credentials, as `CmsResource` and `CmsClient` take them."""
    return {
        "platform_url": url,
        "platform_user": "sample",
        "platform_password": "sample-password",
        "management_url": url,
        "idp_token_url": f"{url}/oauth/token",
        "idp_client_id": "sample-client",
        "idp_client_secret": "sample-secret",
    }


@pytest.fixture(scope="session")
def cms_server() -> Iterator[SampleCms]:
    with SampleCms(origins=(SITE_ORIGIN,)) as server:
        yield server


@pytest.fixture(autouse=True)
def _calm_cms(request: pytest.FixtureRequest) -> Iterator[None]:
    """Every test starts with a well-behaved CMS, whatever faults the previous one asked for and whatever log-ins
    it failed."""
    yield
    if "cms_server" in request.fixturenames:
        server: SampleCms = request.getfixturevalue("cms_server")
        server.app.state.faults.reset()
        for provider in server.app.state.content().providers.values():
            provider.throttle.configure()


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    """A real file system of 1 MiB (tmpfs) at `tmp_path/sites`, to fill up: mounting needs root (CAP_SYS_ADMIN), so
    elsewhere the test is skipped and its failpoint twin stands in."""
    disk = tmp_path / "sites"
    disk.mkdir()
    mount, umount = shutil.which("mount"), shutil.which("umount")
    if mount is None or umount is None:
        pytest.skip("no mount command here")
    mounted = subprocess.run(
        [mount, "-t", "tmpfs", "-o", "size=1m,mode=0755", "tmpfs", str(disk)], capture_output=True, check=False
    )
    if mounted.returncode != 0:
        pytest.skip(f"no tmpfs could be mounted here: {mounted.stderr.decode(errors='replace').strip()}")
    try:
        yield disk
    finally:
        subprocess.run([umount, "--lazy", str(disk)], check=True)


@pytest.fixture
def served(cms_server: SampleCms) -> HouseContent:
    """What the sample CMS serves today for Fjordby: the expected side of end-to-end comparisons."""
    content: Content = cms_server.app.state.content()
    return content.houses[SAMPLE_SITE]


@pytest.fixture
def cms(cms_server: SampleCms) -> CmsResource:
    return CmsResource(
        **sample_credentials(cms_server.url),
        retry_attempts=3,
        retry_initial_wait=0.01,
    )


@pytest.fixture
def warehouse(tmp_path: Path) -> WarehouseResource:
    return WarehouseResource(folder=str(tmp_path / "var"))


@pytest.fixture
def control(cms_server: SampleCms) -> Iterator[httpx.Client]:
    """A plain client for the sample CMS, for its fault controls and raw calls."""
    with httpx.Client(base_url=cms_server.url) as client:
        yield client


@pytest.fixture
def site_output(tmp_path: Path, cms_server: SampleCms) -> SiteOutputResource:
    return SiteOutputResource(
        folder=str(tmp_path / "sites"),
        public_events_url=cms_server.url,
        membership_api_118=f"{cms_server.url}/membership/118",
        membership_api_178=f"{cms_server.url}/membership/178",
    )


def set_build_clock(monkeypatch: pytest.MonkeyPatch, instant: datetime) -> None:
    """The route data's build takes `instant` for now (it leaves out the showings that started before it)."""

    class Clock(datetime):
        @classmethod
        def now(cls, tz: tzinfo | None = None) -> Clock:  # type: ignore[override]
            return cls.fromtimestamp(instant.timestamp(), tz)

    monkeypatch.setattr("pipeline.defs.route_data.assets.datetime", Clock)


def materialize_site(
    assets: Sequence[dg.AssetsDefinition | dg.AssetChecksDefinition],
    resources: Mapping[str, object],
    *,
    site: str = SAMPLE_SITE,
    instance: dg.DagsterInstance | None = None,
    **kwargs: Any,
) -> dg.ExecuteInProcessResult:
    """`dg.materialize` for one site, its partition added first; failures are in the result, not raised."""
    instance = instance or dg.DagsterInstance.ephemeral()
    if not instance.has_dynamic_partition(PARTITIONS, site):
        instance.add_dynamic_partitions(PARTITIONS, [site])
    kwargs.setdefault("raise_on_error", False)
    return dg.materialize(assets, resources=resources, partition_key=site, instance=instance, **kwargs)


def build_everything(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    site: str = SAMPLE_SITE,
    instance: dg.DagsterInstance | None = None,
    exporter: SiteExportResource | None = None,
) -> dg.ExecuteInProcessResult:
    """Every asset and check of the live site but the site export, in-process, against the given resources; the site
    export too, by `exporter`, when one is given."""
    # The preview is a job of its own (tests/test_preview.py).
    left_out = {site_preview.key} | ({site_export.key} if exporter is None else set())
    assets = [a for a in defs.assets or [] if isinstance(a, dg.AssetsDefinition) and not left_out & set(a.keys)]
    return materialize_site(
        [*assets, *defs.asset_checks],  # type: ignore[list-item]
        {
            "cms": cms,
            "warehouse": warehouse,
            "site_output": site_output,
            "site_export": exporter or SiteExportResource(enabled="false"),
        },
        site=site,
        instance=instance,
    )


class Recorder(httpx.BaseTransport):
    """A transport to the real sample CMS that notes (sent If-None-Match, status) of each GET; without `etags`
    it hides the CMS's ETags, as a CMS that sends none would."""

    def __init__(self, etags: bool) -> None:
        self.real = httpx.HTTPTransport()
        self.etags = etags
        self.gets: list[tuple[bool, int]] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        response = self.real.handle_request(request)
        if not self.etags:
            response.headers.pop("ETag", None)
        if request.method == "GET":
            self.gets.append(("if-none-match" in request.headers, response.status_code))
        return response

    def take(self) -> list[tuple[bool, int]]:
        gets, self.gets = self.gets, []
        return gets
