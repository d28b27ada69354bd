"""Tells the hosts that a release went live: runs `HOSTING_RELOAD_COMMAND`, when it is set, after every switch."""

from __future__ import annotations

import os
import shlex
import subprocess
from collections.abc import Mapping

RELOAD_VARIABLE = "HOSTING_RELOAD_COMMAND"
TIMEOUT_SECONDS = 60.0
TAIL_CHARACTERS = 300


def reload_hosts(environ: Mapping[str, str] = os.environ) -> str | None:
    """Runs the command (`nginx -s reload`, `caddy reload --config …`: split as a shell would, run without one);
    what went wrong, or None when it ran or none is set. A failure leaves the release live and served whole: only
    the redirects of the release before it stay in force until the host reloads."""
    command = environ.get(RELOAD_VARIABLE, "").strip()
    if not command:
        return None
    try:
        # The operator's own command, from the deployment's configuration; no input of the CMS reaches it.
        done = subprocess.run(  # noqa: S603
            shlex.split(command), capture_output=True, text=True, timeout=TIMEOUT_SECONDS, check=False
        )
    except (OSError, ValueError, subprocess.TimeoutExpired) as error:
        return f"{RELOAD_VARIABLE} did not run: {error}"
    if done.returncode != 0:
        said = (done.stderr or done.stdout).strip()[-TAIL_CHARACTERS:]
        return f"{RELOAD_VARIABLE} exited with code {done.returncode}" + (f": {said}" if said else "")
    return None
