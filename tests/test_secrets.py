"""Secrets in every form stay out of logs, Dagster's storage, the warehouse and the output, even when the upstream
echoes what it was sent."""

from __future__ import annotations

import logging
from pathlib import Path

import duckdb
import httpx
import pytest

from pipeline.clients.api import RetrySettings
from pipeline.clients.cms import CmsClient
from pipeline.clients.errors import ApiError
from pipeline.settings import PROJECT_ROOT, sample_cms_settings
from sample_cms.server import SampleCms
from sitectl import build
from tests.conftest import SAMPLE_SITE, sample_credentials

# The sample CMS's credentials (docs/sample-cms.md) in every form they travel in.
SAMPLE_SECRETS = [
    "sample-password",
    "c2FtcGxlOnNhbXBsZS1wYXNzd29yZA==",  # base64 of "sample:sample-password": the Basic header's value
    "sample-secret",  # the client secret, URL-encoded too: it has no character to encode
]
FAST = RetrySettings(attempts=3, initial_wait=0.001, max_wait=0.002)


def _leaks(text: str, secrets: list[str]) -> list[str]:
    return [secret for secret in secrets if secret in text]


def _warehouse_text(path: Path) -> str:
    """Every value of every table, as text: DuckDB compresses strings, so the file's bytes are not enough."""
    with duckdb.connect(str(path), read_only=True) as con:
        tables = [row[0] for row in con.execute("SELECT table_name FROM duckdb_tables()").fetchall()]
        return "\n".join(str(con.execute(f'SELECT * FROM "{table}"').fetchall()) for table in tables)


def test_a_build_against_an_echoing_upstream_leaks_no_secret(
    cms_server: SampleCms,
    control: httpx.Client,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    capfd: pytest.CaptureFixture[str],
) -> None:
    places = {
        "WAREHOUSE_DIR": str(tmp_path / "var"),
        "SITES_DIR": str(tmp_path / "sites"),
        "DAGSTER_HOME": str(tmp_path / "dagster"),
        "CMS_SITE_ID": SAMPLE_SITE,  # one site, built in this process, so the capture sees every line
    }
    (tmp_path / "dagster").mkdir()
    (tmp_path / "dagster" / "dagster.yaml").symlink_to(PROJECT_ROOT / "dagster.yaml")  # as scripts/build does
    for name, value in {**sample_cms_settings(cms_server.url), **places}.items():
        monkeypatch.setenv(name, value)
    caplog.set_level(logging.DEBUG)
    issued_before = len(cms_server.app.state.tokens.issued_tokens)
    assert build.main([]) == 0  # a warehouse, an output folder and a token to look through
    # The platform API echoes the Basic header, the identity provider the client secret, the management API
    # the bearer token; 400 fails each build at once.
    for echoing in ("/v1/sites", "/oauth/", "/v1/site/"):
        control.post("/_control/faults", json={"echo": echoing, "status": 400}).raise_for_status()
        assert build.main([]) == 1
    control.delete("/_control/faults").raise_for_status()
    tokens = cms_server.app.state.tokens.issued_tokens[issued_before:]
    assert len(tokens) == 4  # articles and block_data each fetch one, in the good build and the last echoing one
    secrets = [*SAMPLE_SECRETS, *tokens]

    out, err = capfd.readouterr()
    assert "Basic ***" in err and "client_secret=***" in err and "Bearer ***" in err  # the echoes came back
    assert _leaks(out + err, secrets) == []
    assert _leaks(caplog.text, secrets) == []
    files = [p for p in tmp_path.rglob("*") if p.is_file()]
    assert any(p.suffix == ".db" for p in files)  # Dagster's storage is among them
    for path in files:
        assert _leaks(path.read_bytes().decode(errors="replace"), secrets) == [], path
    assert _leaks(_warehouse_text(tmp_path / "var" / SAMPLE_SITE / "warehouse.duckdb"), secrets) == []


def test_retries_of_an_echoing_upstream_log_no_secret(
    cms_server: SampleCms, control: httpx.Client, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    control.post("/_control/faults", json={"echo": "/v1/sites", "status": 503}).raise_for_status()
    client = CmsClient(
        **sample_credentials(cms_server.url),
        retry=FAST,
    )
    with client, pytest.raises(ApiError) as raised:
        client.sites()
    assert "Basic ***" in str(raised.value)
    assert caplog.text.count("Basic ***") == FAST.attempts - 1  # one warning per retry
    assert _leaks(caplog.text + str(raised.value), SAMPLE_SECRETS) == []


# A secret with characters that URL-encoding and JSON change, in each form it travels in (worked out by hand).
AWKWARD_SECRET = "s3cr&t/ø+ x"
AWKWARD_FORMS = [
    "s3cr&t/ø+ x",
    "s3cr%26t%2F%C3%B8%2B+x",  # form-encoded (quote_plus), as in the token request's body
    "s3cr%26t%2F%C3%B8%2B%20x",  # percent-encoded (quote), as in a path or query
    "s3cr&t/\\u00f8+ x",  # JSON-escaped
]
AWKWARD_PASSWORD = "pa ss/ø"
AWKWARD_BASIC = "YnJ1a2VyOnBhIHNzL8O4"  # base64 of "bruker:pa ss/ø"


def _awkward_client(answer: str) -> CmsClient:
    """A client with awkward credentials, against an upstream that answers every call 400 with `answer`."""
    return CmsClient(
        platform_url="http://cms",
        platform_user="bruker",
        platform_password=AWKWARD_PASSWORD,
        management_url="http://cms",
        idp_token_url="http://cms/oauth/token",
        idp_client_id="klient",
        idp_client_secret=AWKWARD_SECRET,
        retry=FAST,
        transport=httpx.MockTransport(lambda request: httpx.Response(400, text=answer)),
    )


@pytest.mark.parametrize("form", AWKWARD_FORMS)
def test_every_form_of_a_client_secret_is_masked(form: str) -> None:
    with _awkward_client(f"du sendte {form}") as client, pytest.raises(ApiError) as raised:
        client.articles("site")  # the token request fails first
    assert str(raised.value).endswith("du sendte ***")


def test_basic_credentials_are_masked() -> None:
    with _awkward_client(f"du sendte Basic {AWKWARD_BASIC}") as client, pytest.raises(ApiError) as raised:
        client.sites()
    assert str(raised.value).endswith("du sendte Basic ***")


def test_a_secret_cut_by_the_message_limit_is_masked_before_the_cut() -> None:
    # The Basic credentials start at character 190 of the answer: a cut at 200 would keep their first 10.
    with _awkward_client("x" * 190 + AWKWARD_BASIC) as client, pytest.raises(ApiError) as raised:
        client.sites()
    assert str(raised.value).endswith(": " + "x" * 190 + "***")
