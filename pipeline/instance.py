"""Dagster's instance settings in DAGSTER_HOME: the repository's dagster.yaml, with its runs, events and schedules in
PostgreSQL when DAGSTER_POSTGRES_URL or the DAGSTER_PG_* variables say where, else in SQLite in DAGSTER_HOME.

`prepare_home` (`python -m sitectl.dagster_home`, which every script runs by `ensure_dagster_home`) links dagster.yaml
into Dagster's home, or writes it there with `deploy/dagster-postgres-url.yaml` or `deploy/dagster-postgres-db.yaml`
appended. Those name the variables, never their values: Dagster reads them whenever it opens the instance, so no
password is written anywhere.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from urllib.parse import urlsplit

from pipeline.settings import PROJECT_ROOT

SETTINGS = PROJECT_ROOT / "dagster.yaml"
POSTGRES_URL_STORAGE = PROJECT_ROOT / "deploy" / "dagster-postgres-url.yaml"
POSTGRES_DB_STORAGE = PROJECT_ROOT / "deploy" / "dagster-postgres-db.yaml"
URL_VARIABLE = "DAGSTER_POSTGRES_URL"
# Dagster's `postgres_db` fields, in the order of deploy/dagster-postgres-db.yaml.
DB_VARIABLES = (
    "DAGSTER_PG_HOSTNAME",
    "DAGSTER_PG_PORT",
    "DAGSTER_PG_USERNAME",
    "DAGSTER_PG_PASSWORD",
    "DAGSTER_PG_DB_NAME",
)
# SQLAlchemy 2.1 takes a bare postgresql:// for psycopg 3, which is not installed; dagster-postgres brings psycopg2.
URL_SCHEME = "postgresql+psycopg2"


class InstanceSettingsError(ValueError):
    """The PostgreSQL variables are incomplete or contradict each other."""


def storage_settings(env: Mapping[str, str]) -> Path | None:
    """The storage settings to append to dagster.yaml, or None for Dagster's default (SQLite in DAGSTER_HOME).
    Messages name variables and URL schemes only: a value may hold the password."""
    url = env.get(URL_VARIABLE, "")
    given = [name for name in DB_VARIABLES if env.get(name)]
    if url and given:
        raise InstanceSettingsError(f"set {URL_VARIABLE} or the DAGSTER_PG_* variables, not both ({', '.join(given)})")
    if url:
        scheme = url.partition("://")[0] if "://" in url else ""
        if scheme != URL_SCHEME:
            found = f"{scheme}://" if scheme else "no scheme"
            raise InstanceSettingsError(
                f"{URL_VARIABLE} must begin with {URL_SCHEME}:// (dagster-postgres's driver), not {found}"
            )
        return POSTGRES_URL_STORAGE
    if given:
        # Dagster fails on any variable the settings name that is unset; an empty password is one (trust, peer).
        missing = [name for name in DB_VARIABLES if name not in env]
        if missing:
            raise InstanceSettingsError(f"the DAGSTER_PG_* variables go together: {', '.join(missing)} not set")
        return POSTGRES_DB_STORAGE
    return None


def storage_secrets(env: Mapping[str, str]) -> list[str]:
    """The database password of the PostgreSQL variables, for the logs to mask."""
    url_password = urlsplit(env.get(URL_VARIABLE, "")).password
    return [secret for secret in (url_password, env.get("DAGSTER_PG_PASSWORD")) if secret]


def prepare_home(home: Path, env: Mapping[str, str] = os.environ) -> Path | None:
    """Puts the instance settings into `home`: a link to dagster.yaml, or dagster.yaml with the PostgreSQL storage
    appended. Returns the storage settings used (None: SQLite)."""
    storage = storage_settings(env)
    home.mkdir(parents=True, exist_ok=True)
    # Made beside it and renamed over it: writing to `home/dagster.yaml` would go through an earlier link into the
    # repository's file, and a process opening the instance meanwhile would read half a file.
    staged = home / f".dagster.yaml.{os.getpid()}"
    staged.unlink(missing_ok=True)
    if storage is None:
        staged.symlink_to(SETTINGS)
    else:
        parts = (SETTINGS, storage)
        names = " and ".join(str(part.relative_to(PROJECT_ROOT)) for part in parts)
        header = f"# Written by pipeline/instance.py from {names}: edit those, not this.\n"
        staged.write_text(header + "".join(part.read_text() for part in parts))
    staged.replace(home / "dagster.yaml")
    return storage
