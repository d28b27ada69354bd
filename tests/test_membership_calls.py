"""The browser's member calls are allowed: the provider answers CORS on errors too."""

from __future__ import annotations

import httpx

from tests.conftest import SITE_ORIGIN


def test_an_unknown_partners_error_is_readable_by_the_site(control: httpx.Client) -> None:
    origin = SITE_ORIGIN
    answer = control.get("/membership/999/api/GetWatchlistDx", headers={"Origin": origin})
    assert answer.status_code == 404
    assert answer.json() == {"Message": "Ukjent partner: 999."}
    assert answer.headers["Access-Control-Allow-Origin"] == origin
    assert answer.headers["Access-Control-Allow-Credentials"] == "true"
