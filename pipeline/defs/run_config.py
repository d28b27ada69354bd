"""What a run's config may say, however it was launched (the UI's launchpad, the GraphQL API, a schedule): the
resources' options, which houses and how long to wait, never where a resource calls, signs in, writes or runs a
program, and no value read from the environment. Those are the deployment's, from its environment alone: whoever can
open the Dagster UI must not be able to send the CMS's credentials, or any variable, to an address of their own."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import dagster as dg

# Each resource's fields a run's config may set; every other field (an address, a credential, a folder, the program
# that builds the web app) and every other resource key is refused.
OPTIONS: Mapping[str, frozenset[str]] = {
    "cms": frozenset(
        {"site_ids", "site_id", "timeout_seconds", "retry_attempts", "retry_initial_wait", "deadline_seconds"}
    ),
    "warehouse": frozenset(),
    "site_output": frozenset({"kept"}),
    "site_export": frozenset({"enabled", "timeout_seconds"}),
}


class RefusedRunConfigError(ValueError):
    """A run's config set what only the deployment may: named by its place in the config, never by its value."""


def _reads_environment(value: Any) -> bool:
    """Whether `value` reads an environment variable anywhere within it (Dagster's `{"env": NAME}`)."""
    if isinstance(value, Mapping):
        return "env" in value or any(_reads_environment(inner) for inner in value.values())
    return isinstance(value, list) and any(_reads_environment(inner) for inner in value)


def refusals(run_config: Mapping[str, Any]) -> list[str]:
    """What `run_config` sets that no run may: each place, and why."""
    found: list[str] = []
    resources = run_config.get("resources") or {}
    for key, section in resources.items() if isinstance(resources, Mapping) else ():
        config = section.get("config") if isinstance(section, Mapping) else None
        for name, value in config.items() if isinstance(config, Mapping) else ():
            if name not in OPTIONS.get(key, frozenset()):
                found.append(f"resources.{key}.config.{name} is the deployment's (its environment), not a run's")
            elif _reads_environment(value):
                found.append(f"resources.{key}.config.{name} reads an environment variable")
    for key, section in run_config.items():
        if key != "resources" and _reads_environment(section):
            found.append(f"{key} reads an environment variable")
    return found


def refuse_run_config(context: dg.InitResourceContext) -> None:
    """Raises RefusedRunConfigError when the run this resource is set up for says what only the deployment may: at
    the run's first resource, before any call."""
    run = context.run
    found = refusals(run.run_config) if run is not None else []
    if found:
        raise RefusedRunConfigError(f"the run's config is refused, nothing was called: {'; '.join(found)}")
