"""Dagster resources (the CMS's APIs, the DuckDB warehouse, the output folder), bound to the contract's variables.

They own all I/O. The UI shows the variables' names, never their values.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import dagster as dg
import duckdb
from pydantic import Field

from pipeline.clients.api import Deadline, RetrySettings
from pipeline.clients.cms import CmsClient
from pipeline.clients.redaction import basic_credentials
from pipeline.defs.route_data.publish import OutputFolder
from pipeline.defs.route_data.site import Endpoints
from pipeline.settings import PROJECT_ROOT
from pipeline.urls import browser_base
from warehouse.connection import connect


class CmsResource(dg.ConfigurableResource):
    """The platform data API (basic auth) and the management API (bearer token from the identity provider)."""

    platform_url: str
    platform_user: str
    platform_password: str = Field(repr=False)
    management_url: str
    idp_token_url: str
    idp_client_id: str
    idp_client_secret: str = Field(repr=False)
    site_id: str = Field(default="", description="Empty: the first site with published: true")
    timeout_seconds: float = 20.0
    retry_attempts: int = 4
    retry_initial_wait: float = 0.5
    deadline_seconds: int = Field(
        default=300, description="Every CMS call of a build, retries included, must be answered within this"
    )

    @contextmanager
    def client(self, started_at: float | None = None) -> Iterator[CmsClient]:
        """A client whose calls must all be answered within `deadline_seconds` of `started_at` (default: now)."""
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
        ) as client:
            yield client

    def secrets(self) -> dict[str, str]:
        """The values no output may hold, by the names a report may give."""
        return {
            "CMS_PLATFORM_PASSWORD": self.platform_password,
            "CMS_IDP_CLIENT_SECRET": self.idp_client_secret,
            "base64 of CMS_PLATFORM_USER:CMS_PLATFORM_PASSWORD": basic_credentials(
                self.platform_user, self.platform_password
            ),
        }


# DuckDB allows one writing process per file: every asset or check that opens the warehouse runs in this pool,
# whose limit `dagster.yaml` sets to 1.
WAREHOUSE_POOL = "duckdb_warehouse"


class WarehouseResource(dg.ConfigurableResource):
    """The DuckDB file. Connections are opened per asset, inside the single-writer pool."""

    path: str

    @contextmanager
    def connect(self) -> Iterator[duckdb.DuckDBPyConnection]:
        with connect(self.path) as con:
            yield con


class SiteOutputResource(dg.ConfigurableResource):
    """Where the route data is published, and the browser-side services the exported site will call."""

    path: str = Field(description="The published folder (a link to its current version), e.g. build/data")
    public_events_url: str
    # The contract's MEMBERSHIP_API_<partner id>: the partners with a membership area are those configured here.
    membership_api_118: str
    membership_api_178: str

    def folder(self) -> OutputFolder:
        return OutputFolder(self.path)

    def endpoints(self) -> Endpoints:
        """The bases as configured; one that is not https: (or loopback) stops the build (InsecureBaseError)."""
        prefix = "membership_api_"
        apis = {
            int(name.removeprefix(prefix)): browser_base(name.upper(), getattr(self, name))
            for name in type(self).model_fields
            if name.startswith(prefix)
        }
        return Endpoints(browser_base("PUBLIC_EVENTS_URL", self.public_events_url), apis)


class SiteExportResource(dg.ConfigurableResource):
    """The web app, how its build is run, and the site folder its exports go live in."""

    path: str = Field(description="The site folder, e.g. build/site: `current` links to the live export")
    web_dir: str = str(PROJECT_ROOT / "web")
    node: str = Field(
        default="",
        description="The Node.js that runs the web app's build; empty: the web app's own (`node_modules/.bin/node`), "
        "else `node` on PATH",
    )
    timeout_seconds: float = 600.0
    # A string, as Dagster binds only strings and integers to environment variables.
    enabled: str = Field(default="true", description="`false` (or 0, no, off): the site is not exported")

    def folder(self) -> OutputFolder:
        """`<path>/current`, a link to the live export; earlier ones are kept in `<path>/.current-versions`."""
        return OutputFolder(Path(self.path) / "current")

    def turned_off(self) -> bool:
        return self.enabled.strip().lower() in ("false", "0", "no", "off")

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
                site_id=dg.EnvVar("CMS_SITE_ID"),
                deadline_seconds=dg.EnvVar.int("CMS_DEADLINE_SECONDS"),
            ),
            "warehouse": WarehouseResource(path=dg.EnvVar("WAREHOUSE_PATH")),
            "site_export": SiteExportResource(
                path=dg.EnvVar("SITE_EXPORT_DIR"), enabled=dg.EnvVar("SITE_EXPORT_ENABLED")
            ),
            "site_output": SiteOutputResource(
                path=dg.EnvVar("SITE_DATA_DIR"),
                public_events_url=dg.EnvVar("PUBLIC_EVENTS_URL"),
                membership_api_118=dg.EnvVar("MEMBERSHIP_API_118"),
                membership_api_178=dg.EnvVar("MEMBERSHIP_API_178"),
            ),
        }
    )
