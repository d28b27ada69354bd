"""The browser's member and live-seat calls are allowed: the provider's CORS on errors, the static server's CSP."""

from __future__ import annotations

import httpx

from pipeline.serve import connect_origins


def test_an_unknown_partners_error_is_readable_by_a_loopback_site(control: httpx.Client) -> None:
    origin = "http://127.0.0.1:8080"
    answer = control.get("/membership/999/api/GetWatchlistDx", headers={"Origin": origin})
    assert answer.status_code == 404
    assert answer.json() == {"Message": "Ukjent partner: 999."}
    assert answer.headers["Access-Control-Allow-Origin"] == origin
    assert answer.headers["Access-Control-Allow-Credentials"] == "true"


def test_connect_src_allows_the_configured_events_and_provider_origins_once() -> None:
    environ = {
        "PUBLIC_EVENTS_URL": "http://127.0.0.1:8750",
        "MEMBERSHIP_API_118": "http://127.0.0.1:8750/membership/118",
        "MEMBERSHIP_API_178": "https://medlem.example.no/membership/178",
    }
    assert connect_origins(environ) == ["http://127.0.0.1:8750", "https://medlem.example.no"]
    assert connect_origins({"PUBLIC_EVENTS_URL": "javascript:alert(1)", "MEMBERSHIP_API_118": ""}) == []
