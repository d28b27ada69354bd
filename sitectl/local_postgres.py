"""Debian's PostgreSQL on loopback: a throw-away cluster in a folder of its own, as Dagster's storage for the tests of
a PostgreSQL instance (started and stopped by them, never left running)."""

from __future__ import annotations

import os
import secrets
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from pipeline.instance import URL_SCHEME

HOST = "127.0.0.1"
USER = "dagster"
# The server refuses to run as root; a root process runs it as Debian's `postgres` user.
SERVER_USER = "postgres"
# Throw-away data: nothing is flushed to disk.
FAST = "-c fsync=off -c synchronous_commit=off -c full_page_writes=off"


class PostgresError(RuntimeError):
    """PostgreSQL is missing, or its cluster did not start."""


@dataclass(frozen=True)
class Cluster:
    """A running cluster: its user logs in over TCP with the password, and owns the database."""

    port: int
    password: str
    database: str
    user: str = USER

    def url(self) -> str:
        """The address as DAGSTER_POSTGRES_URL takes it."""
        return f"{URL_SCHEME}://{quote(self.user)}:{quote(self.password, safe='')}@{HOST}:{self.port}/{self.database}"

    def variables(self) -> dict[str, str]:
        """The address as the DAGSTER_PG_* variables take it."""
        return {
            "DAGSTER_PG_HOSTNAME": HOST,
            "DAGSTER_PG_PORT": str(self.port),
            "DAGSTER_PG_USERNAME": self.user,
            "DAGSTER_PG_PASSWORD": self.password,
            "DAGSTER_PG_DB_NAME": self.database,
        }


def _version(bindir: Path) -> tuple[int, ...]:
    return tuple(int(part) for part in bindir.parent.name.split(".") if part.isdigit())


def server_programs() -> Path:
    """The folder of the newest installed server's programs (initdb, pg_ctl): Debian keeps each major version in
    /usr/lib/postgresql/<version>/bin, off the PATH; elsewhere they are on it."""
    installed = sorted((p.parent for p in Path("/usr/lib/postgresql").glob("*/bin/initdb")), key=_version)
    if installed:
        return installed[-1]
    initdb = shutil.which("initdb")
    if initdb is None:
        raise PostgresError("PostgreSQL's server is not installed: `apt-get install postgresql` (scripts/test does)")
    return Path(initdb).parent


def _as_server_user(command: list[str]) -> list[str]:
    return ["runuser", "-u", SERVER_USER, "--", *command] if os.geteuid() == 0 else command


def _run(command: list[str], what: str) -> None:
    done = subprocess.run(_as_server_user(command), capture_output=True, text=True, check=False)  # noqa: S603
    if done.returncode != 0:
        raise PostgresError(f"{what} failed: {done.stdout}{done.stderr}")


def _reachable(folder: Path) -> bool:
    """Whether the server user may enter `folder` (and so every folder above it)."""
    entered = subprocess.run(_as_server_user(["test", "-x", str(folder)]), capture_output=True, check=False)  # noqa: S603
    return entered.returncode == 0


@contextmanager
def cluster(folder: Path, port: int, database: str = "dagster") -> Iterator[Cluster]:
    """A new cluster in `folder` (made here, removed afterwards) on 127.0.0.1:`port`, with a random password for
    its user and an empty `database`; stopped at once when done."""
    programs = server_programs()
    folder.parent.mkdir(parents=True, exist_ok=True)
    if os.geteuid() == 0 and not _reachable(folder.parent):
        # Below a folder only root may enter (a clone in a private temporary folder, as CI's may be): the server
        # user gets a folder in the system's temporary folder instead.
        folder = Path(tempfile.mkdtemp(prefix="fjordby-postgres-"))
    else:
        folder.mkdir()
    if os.geteuid() == 0:
        shutil.chown(folder, SERVER_USER)
    data = folder / "data"
    log = folder / "server.log"
    password = secrets.token_urlsafe(24)
    try:
        # initdb reads the password from a file, which it is given only for as long as it runs.
        secret = folder / "password"
        secret.write_text(password)
        if os.geteuid() == 0:
            shutil.chown(secret, SERVER_USER)
        initdb = [str(programs / "initdb"), "-D", str(data), "-U", USER, f"--pwfile={secret}", "-E", "UTF8"]
        # Password logins over TCP, as a production server has them; the socket in the folder trusts its user.
        _run([*initdb, "--locale=C", "--auth-local=trust", "--auth-host=scram-sha-256", "--no-sync"], "initdb")
        secret.unlink()
        options = f"-p {port} -k {folder} -c listen_addresses={HOST} {FAST}"
        pg_ctl = [str(programs / "pg_ctl"), "-D", str(data)]
        try:
            _run([*pg_ctl, "-l", str(log), "-o", options, "-w", "-t", "60", "start"], "starting PostgreSQL")
        except PostgresError as error:
            raise PostgresError(f"{error}\n{log.read_text() if log.exists() else ''}") from None
        try:
            _run([str(programs / "createdb"), "-h", str(folder), "-p", str(port), "-U", USER, database], "createdb")
            yield Cluster(port, password, database)
        finally:
            subprocess.run(  # noqa: S603
                _as_server_user([*pg_ctl, "-m", "immediate", "stop"]), capture_output=True, check=False
            )
    finally:
        shutil.rmtree(folder, ignore_errors=True)
