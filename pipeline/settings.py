"""The contract's configuration variables, with the bundled sample CMS as every default."""

from __future__ import annotations

import os
from collections.abc import MutableMapping
from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent
SAMPLE_CMS_URL = "http://127.0.0.1:8750"


def contract_defaults(base: str = SAMPLE_CMS_URL) -> dict[str, str]:
    """Every variable of `cms-api.md` as the sample CMS needs it, plus where the sites' warehouses and releases are,
    how many releases are kept, and the deadline for a build's CMS calls."""
    return {
        "CMS_PLATFORM_URL": base,
        "CMS_PLATFORM_USER": "sample",
        "CMS_PLATFORM_PASSWORD": "sample-password",
        "CMS_MANAGEMENT_URL": base,
        "CMS_IDP_TOKEN_URL": f"{base}/oauth/token",
        "CMS_IDP_CLIENT_ID": "sample-client",
        "CMS_IDP_CLIENT_SECRET": "sample-secret",
        "CMS_SITE_IDS": "",  # empty, and CMS_SITE_ID empty too: every site with `published: true`
        "CMS_SITE_ID": "",
        "PUBLIC_EVENTS_URL": base,
        "MEMBERSHIP_API_118": f"{base}/membership/118",
        "MEMBERSHIP_API_178": f"{base}/membership/178",
        "CMS_DEADLINE_SECONDS": "300",
        "WAREHOUSE_DIR": str(PROJECT_ROOT / "var" / "sites"),
        "SITES_DIR": str(PROJECT_ROOT / "build" / "sites"),
        "RELEASES_KEPT": "5",
    }


def site_export_defaults() -> dict[str, str]:
    """Whether the site is exported: apart from the contract's, so that a test setting those keeps the export its
    own setting (off)."""
    return {"SITE_EXPORT_ENABLED": "true"}


def apply_defaults(env: MutableMapping[str, str] = os.environ) -> None:
    """Fills in each unset variable, so the definitions can name every one with `EnvVar`.

    The Dagster UI then shows variable names, never their values.
    """
    for name, value in {**contract_defaults(), **site_export_defaults()}.items():
        env.setdefault(name, value)
