"""Dagster resources (the CMS's APIs, each site's DuckDB warehouse, each site's releases), bound to the contract's
variables.

They own all I/O. The UI shows the variables' names, never their values. A run's config may set their options alone
(`run_config.OPTIONS`): where they call, sign in, write and what they run come from the deployment's environment.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import dagster as dg
import duckdb
from pydantic import Field

from pipeline.clients.api import Deadline, RetrySettings
from pipeline.clients.cms import CmsClient
from pipeline.clients.redaction import basic_credentials
from pipeline.defs.route_data.site import Endpoints
from pipeline.defs.run_config import refuse_run_config
from pipeline.locks import locked
from pipeline.publish.releases import SiteReleases
from pipeline.settings import PROJECT_ROOT, require
from pipeline.sites import checked_site_id, configured_ids, wanted
from pipeline.urls import browser_base
from warehouse.connection import connect

# How long a step waits for another process writing the same site's warehouse or releases.
LOCK_WAIT_SECONDS = 600.0


class DeploymentResource(dg.ConfigurableResource):
    """A resource bound to the deployment: set up for a run, it first refuses a run config that sets more than the
    resources' options (`pipeline.defs.run_config`)."""

    def setup_for_execution(self, context: dg.InitResourceContext) -> None:
        refuse_run_config(context)


class CmsResource(DeploymentResource):
    """The platform data API (basic auth) and the management API (bearer token from the identity provider)."""

    platform_url: str
    platform_user: str
    platform_password: str = Field(repr=False)
    management_url: str
    idp_token_url: str
    idp_client_id: str
    idp_client_secret: str = Field(repr=False)
    site_ids: str = Field(default="", description="The sites to build, comma-separated; empty: CMS_SITE_ID's")
    site_id: str = Field(default="", description="One site to build; empty, with CMS_SITE_IDS: every published site")
    timeout_seconds: float = 20.0
    retry_attempts: int = 4
    retry_initial_wait: float = 0.5
    deadline_seconds: int = Field(
        default=300, description="Every CMS call of a build, retries included, must be answered within this"
    )
    drafts: bool = Field(
        default=False, description="The management API's answers are the editors' drafts (stable=0): a preview's"
    )

    # The whole configuration is checked here, in the resource every run and every CMS sensor uses, and not in the
    # ones the alerts and the schedule use: those must still work, and tell, when the configuration is broken.
    checks_environment: bool = Field(
        default=False,
        description="Bound to the environment: first used, it names every contract variable missing or refused",
    )

    def setup_for_execution(self, context: dg.InitResourceContext) -> None:
        super().setup_for_execution(context)
        # All of them at once, before any CMS call: a run's first resource, a sensor's, `sitectl.build`'s.
        if self.checks_environment:
            require(os.environ)

    @contextmanager
    def client(self, started_at: float | None = None, drafts: bool | None = None) -> Iterator[CmsClient]:
        """A client whose calls must all be answered within `deadline_seconds` of `started_at` (default: now); it asks
        for the drafts when `drafts` (default: the resource's `drafts`) is true."""
        start = time.time() if started_at is None else started_at
        with CmsClient(
            platform_url=self.platform_url,
            platform_user=self.platform_user,
            platform_password=self.platform_password,
            management_url=self.management_url,
            idp_token_url=self.idp_token_url,
            idp_client_id=self.idp_client_id,
            idp_client_secret=self.idp_client_secret,
            timeout=self.timeout_seconds,
            retry=RetrySettings(attempts=self.retry_attempts, initial_wait=self.retry_initial_wait),
            deadline=Deadline(start + self.deadline_seconds, self.deadline_seconds),
            drafts=self.drafts if drafts is None else drafts,
        ) as client:
            yield client

    def wanted_sites(self, sites: Sequence[Any]) -> tuple[list[str], list[str]]:
        """The ids of the sites to build among the CMS's `sites` (CMS_SITE_IDS, else CMS_SITE_ID, else every
        published site), and what was left out and why."""
        return wanted(sites, configured_ids(self.site_ids, self.site_id))

    def secrets(self) -> dict[str, str]:
        """The values no output may hold, by the names a report may give."""
        return {
            "CMS_PLATFORM_PASSWORD": self.platform_password,
            "CMS_IDP_CLIENT_SECRET": self.idp_client_secret,
            "base64 of CMS_PLATFORM_USER:CMS_PLATFORM_PASSWORD": basic_credentials(
                self.platform_user, self.platform_password
            ),
        }


class WarehouseResource(DeploymentResource):
    """Each site's DuckDB file, `<folder>/<site>/warehouse.duckdb`. DuckDB allows one writing process per file: a
    connection holds the file's lock, so two runs of one site take turns and two sites do not wait on each other."""

    folder: str = Field(description="The sites' warehouses, e.g. var/sites")

    def file(self, site_id: str) -> Path:
        return Path(self.folder).absolute() / checked_site_id(site_id) / "warehouse.duckdb"

    @contextmanager
    def connect(self, site_id: str) -> Iterator[duckdb.DuckDBPyConnection]:
        path = self.file(site_id)
        with (
            locked(path.with_name(".warehouse.lock"), f"the warehouse {path}", LOCK_WAIT_SECONDS),
            connect(path) as con,
        ):
            yield con


class SiteOutputResource(DeploymentResource):
    """Where each site's releases are made (route data and site together), and the browser-side services the
    exported site will call."""

    folder: str = Field(description="The sites' releases, e.g. build/sites: `<site>/current` links to the live one")
    previews_folder: str = Field(
        default="", description="The sites' previews' releases, e.g. build/previews, as `folder` has the sites'"
    )
    kept: int = Field(default=5, description="Releases kept per site; the live one and the one before it always are")
    public_events_url: str
    # The contract's MEMBERSHIP_API_<partner id>: the partners with a membership area are those configured here.
    membership_api_118: str
    membership_api_178: str

    def releases(self, site_id: str) -> SiteReleases:
        return SiteReleases(Path(self.folder) / checked_site_id(site_id), self.kept)

    def endpoints(self) -> Endpoints:
        """The bases as configured; one that is not https: (or loopback) stops the build (InsecureBaseError)."""
        prefix = "membership_api_"
        apis = {
            int(name.removeprefix(prefix)): browser_base(name.upper(), getattr(self, name))
            for name in type(self).model_fields
            if name.startswith(prefix)
        }
        return Endpoints(browser_base("PUBLIC_EVENTS_URL", self.public_events_url), apis)


class SiteExportResource(DeploymentResource):
    """The web app, and how its build is run."""

    web_dir: str = str(PROJECT_ROOT / "web")
    node: str = Field(
        default="",
        description="The Node.js that runs the web app's build; empty: the web app's own (`node_modules/.bin/node`), "
        "else `node` on PATH",
    )
    timeout_seconds: float = 600.0
    # A string, as Dagster binds only strings and integers to environment variables.
    enabled: str = Field(default="true", description="`false` (or 0, no, off): the site is not exported")
    draft_at: str = Field(
        default="", description="A preview's: when the drafts it shows were asked for (UTC, ISO 8601); empty: live"
    )

    def turned_off(self) -> bool:
        return self.enabled.strip().lower() in ("false", "0", "no", "off")

    @property
    def preview(self) -> bool:
        """Whether the export is a preview of the drafts (it has their time)."""
        return bool(self.draft_at)

    def web(self) -> Path:
        return Path(self.web_dir).absolute()


@dg.definitions
def resources() -> dg.Definitions:
    return dg.Definitions(
        resources={
            "cms": CmsResource(
                platform_url=dg.EnvVar("CMS_PLATFORM_URL"),
                platform_user=dg.EnvVar("CMS_PLATFORM_USER"),
                platform_password=dg.EnvVar("CMS_PLATFORM_PASSWORD"),
                management_url=dg.EnvVar("CMS_MANAGEMENT_URL"),
                idp_token_url=dg.EnvVar("CMS_IDP_TOKEN_URL"),
                idp_client_id=dg.EnvVar("CMS_IDP_CLIENT_ID"),
                idp_client_secret=dg.EnvVar("CMS_IDP_CLIENT_SECRET"),
                site_ids=dg.EnvVar("CMS_SITE_IDS"),
                site_id=dg.EnvVar("CMS_SITE_ID"),
                deadline_seconds=dg.EnvVar.int("CMS_DEADLINE_SECONDS"),
                checks_environment=True,
            ),
            "warehouse": WarehouseResource(folder=dg.EnvVar("WAREHOUSE_DIR")),
            "site_export": SiteExportResource(enabled=dg.EnvVar("SITE_EXPORT_ENABLED")),
            "site_output": SiteOutputResource(
                folder=dg.EnvVar("SITES_DIR"),
                previews_folder=dg.EnvVar("PREVIEWS_DIR"),
                kept=dg.EnvVar.int("RELEASES_KEPT"),
                public_events_url=dg.EnvVar("PUBLIC_EVENTS_URL"),
                membership_api_118=dg.EnvVar("MEMBERSHIP_API_118"),
                membership_api_178=dg.EnvVar("MEMBERSHIP_API_178"),
            ),
        }
    )
