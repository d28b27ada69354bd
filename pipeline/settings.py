"""The configuration: the layout's defaults, the contract's variables that must be set, and the sample CMS's values
(the scripts' command for them is `python -m sitectl.settings`)."""

from __future__ import annotations

import os
from collections.abc import Mapping, MutableMapping
from pathlib import Path
from urllib.parse import urlsplit

from pipeline.urls import InsecureBaseError, browser_base
from sample_cms.auth import SAMPLE_CLIENT_ID, SAMPLE_CLIENT_SECRET, SAMPLE_PASSWORD, SAMPLE_USER

PROJECT_ROOT = Path(__file__).resolve().parent.parent

# The upstream contract's variables (../shared/cms-api.md), in its order.
CONTRACT = (
    "CMS_PLATFORM_URL",
    "CMS_PLATFORM_USER",
    "CMS_PLATFORM_PASSWORD",
    "CMS_MANAGEMENT_URL",
    "CMS_IDP_TOKEN_URL",
    "CMS_IDP_CLIENT_ID",
    "CMS_IDP_CLIENT_SECRET",
    "CMS_SITE_IDS",
    "CMS_SITE_ID",
    "PUBLIC_EVENTS_URL",
    "MEMBERSHIP_API_118",
    "MEMBERSHIP_API_178",
)
# Empty, both, is the contract's own meaning (every published site); every other variable must be set.
SITE_CHOICE = ("CMS_SITE_IDS", "CMS_SITE_ID")
REQUIRED = tuple(name for name in CONTRACT if name not in SITE_CHOICE)
# The bases the exported site's browsers call: on a visitor's machine, loopback is the visitor's own.
BROWSER_BASES = ("PUBLIC_EVENTS_URL", "MEMBERSHIP_API_118", "MEMBERSHIP_API_178")
# Set to 1 only by the project's own commands when they start the sample CMS (scripts/lib.sh, the tests, the
# benchmarks), with its values: it lets the sample's loopback http: bases through. No deployment file names it.
SAMPLE_MARKER = "SAMPLE_CMS"
SEE_README = "(see README Configuration)"


class ConfigurationError(ValueError):
    """Contract variables missing or refused, named (never their values)."""


def layout_defaults() -> dict[str, str]:
    """The variables that may be left unset: the sites, the folders (the previews' too), the releases kept, the
    deadline, the export."""
    return {
        **dict.fromkeys(SITE_CHOICE, ""),
        "CMS_DEADLINE_SECONDS": "300",
        "WAREHOUSE_DIR": str(PROJECT_ROOT / "var" / "sites"),
        "SITES_DIR": str(PROJECT_ROOT / "build" / "sites"),
        "PREVIEWS_DIR": str(PROJECT_ROOT / "build" / "previews"),
        "RELEASES_KEPT": "5",
        "SITE_EXPORT_ENABLED": "true",
    }


def sample_cms_settings(url: str) -> dict[str, str]:
    """Every required variable as the sample CMS at `url` needs it, and the marker that it is the sample."""
    return {
        "CMS_PLATFORM_URL": url,
        "CMS_PLATFORM_USER": SAMPLE_USER,
        "CMS_PLATFORM_PASSWORD": SAMPLE_PASSWORD,
        "CMS_MANAGEMENT_URL": url,
        "CMS_IDP_TOKEN_URL": f"{url}/oauth/token",
        "CMS_IDP_CLIENT_ID": SAMPLE_CLIENT_ID,
        "CMS_IDP_CLIENT_SECRET": SAMPLE_CLIENT_SECRET,
        "PUBLIC_EVENTS_URL": url,
        "MEMBERSHIP_API_118": f"{url}/membership/118",
        "MEMBERSHIP_API_178": f"{url}/membership/178",
        SAMPLE_MARKER: "1",
    }


def apply_defaults(env: MutableMapping[str, str] = os.environ) -> None:
    """Fills in each unset variable of the layout; the contract's others stay as they are."""
    for name, value in layout_defaults().items():
        env.setdefault(name, value)


def blank_unset(env: MutableMapping[str, str] = os.environ) -> None:
    """Sets each unset required variable empty, which `problems` counts as missing."""
    # Dagster fails a run on each unset `EnvVar` with a configuration error of its own; set empty, they reach the
    # first resource used, which names them all in one line (`require`).
    for name in REQUIRED:
        env.setdefault(name, "")


def _refused(name: str, url: str, sample: bool) -> str | None:
    """Why the browser base `url` is refused, naming `name`, or None."""
    try:
        browser_base(name, url)
    except InsecureBaseError:
        return f"{name} must be an https: URL"
    # browser_base lets http: through on loopback alone.
    if urlsplit(url).scheme == "http" and not sample:
        return (
            f"{name} is an http: URL on loopback, which a visitor's browser calls on the visitor's own machine "
            f"(only the sample CMS, {SAMPLE_MARKER}=1, may have one)"
        )
    return None


def problems(env: Mapping[str, str]) -> list[str]:
    """What is wrong with the contract's variables in `env`: those missing (unset or empty), then the bases refused."""
    missing = [name for name in REQUIRED if not env.get(name)]
    found = [f"{', '.join(missing)} {'is' if len(missing) == 1 else 'are'} not set"] if missing else []
    sample = env.get(SAMPLE_MARKER) == "1"
    for name in BROWSER_BASES:
        refused = _refused(name, env[name], sample) if env.get(name) else None
        if refused:
            found.append(refused)
    return found


def require(env: Mapping[str, str] = os.environ) -> None:
    """Raises ConfigurationError naming every variable missing or refused in `env`."""
    found = problems(env)
    if found:
        raise ConfigurationError(f"{'; '.join(found)} {SEE_README}")
