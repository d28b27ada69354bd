"""What the benchmarks share: the environment of a build against a sample CMS of their own, in a folder of their own."""

from __future__ import annotations

import os
from pathlib import Path

from pipeline.settings import sample_cms_settings
from sample_cms.content.site import SITE_ID


def build_environment(url: str, folder: Path, *, every_site: bool = False) -> dict[str, str]:
    """This process's environment but for the contract's variables, which are the sample CMS's at `url`; Fjordby's
    site alone (every site the CMS publishes with `every_site`); the warehouses, releases, previews and Dagster's
    instance under `folder`."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CMS_", "MEMBERSHIP_", "PUBLIC_"))}
    env |= sample_cms_settings(url) | {
        "WAREHOUSE_DIR": str(folder / "var"),
        "SITES_DIR": str(folder / "sites"),
        "PREVIEWS_DIR": str(folder / "previews"),
        "DAGSTER_HOME": str(folder / "dagster"),
    }
    if not every_site:
        env["CMS_SITE_ID"] = SITE_ID
    (folder / "dagster").mkdir(parents=True, exist_ok=True)
    return env
