"""The sample CMS keeps a draft per site: `stable=0` shows it, `stable=1` only once it is published."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from datetime import date
from typing import Any

import httpx
import pytest

from sample_cms.server import SampleCms
from tests.conftest import NORDVIK, SAMPLE_SITE

BASIC = ("sample", "sample-password")
NEW_TITLE = "Om kulturhuset ved fjorden"
NEW_CONTENT = "<p>Kafeen holder stengt i romjula på grunn av oppussing. Velkommen tilbake på nyåret!</p>"


@pytest.fixture
def sample() -> Iterator[httpx.Client]:
    """A client of a sample CMS of its own, since publishing changes what every later caller would see."""
    with SampleCms() as server, httpx.Client(base_url=server.url) as client:
        client.headers["Authorization"] = f"Bearer {_token(client)}"
        yield client


def _token(client: httpx.Client) -> str:
    form = {"grant_type": "client_credentials", "client_id": "sample-client", "client_secret": "sample-secret"}
    return str(client.post("/oauth/token", data=form).json()["access_token"])


def _about_title_block(client: httpx.Client) -> str:
    """The id of the title block of Fjordby's `/om-oss` (its text is «Om oss»)."""
    site = next(s for s in client.get("/v1/sites", auth=BASIC).json() if s["id"] == SAMPLE_SITE)
    about = next(p for p in site["pages"] if p["path"] == "/om-oss")
    return str(about["blocks"][0]["id"])


def _blocks(client: httpx.Client, stable: str, site: str = SAMPLE_SITE) -> dict[str, Any]:
    return {d["blockId"]: d["data"] for d in client.get(f"/v1/site/{site}/block-data?stable={stable}").json()}


def _article(client: httpx.Client, stable: str, slug: str) -> dict[str, Any]:
    articles = client.get(f"/v1/site/{SAMPLE_SITE}/article?stable={stable}").json()
    return dict(next(a for a in articles if a["slug"] == slug))


def _retitle(client: httpx.Client, block: str) -> None:
    answer = client.post(
        "/_control/draft", json={"site": SAMPLE_SITE, "block": block, "field": "text", "value": NEW_TITLE}
    )
    assert answer.status_code == 200, answer.text


def test_a_block_draft_shows_in_stable_0_and_not_in_stable_1(sample: httpx.Client) -> None:
    block = _about_title_block(sample)
    path = f"/v1/site/{SAMPLE_SITE}/block-data"
    before = {stable: sample.get(f"{path}?stable={stable}") for stable in ("0", "1")}
    _retitle(sample, block)
    draft, published = _blocks(sample, "0"), _blocks(sample, "1")
    assert draft[block]["text"] == NEW_TITLE
    assert published[block]["text"] == "Om oss"
    assert {k: v for k, v in draft.items() if k != block} == {k: v for k, v in published.items() if k != block}
    after = {stable: sample.get(f"{path}?stable={stable}") for stable in ("0", "1")}
    assert after["0"].headers["ETag"] != before["0"].headers["ETag"]
    assert after["1"].headers["ETag"] == before["1"].headers["ETag"]
    assert sample.get(f"{path}?stable=1", headers={"If-None-Match": before["1"].headers["ETag"]}).status_code == 304
    assert sample.get(f"{path}?stable=0", headers={"If-None-Match": before["0"].headers["ETag"]}).status_code == 200
    # Any other value, or none, answers the published state, as before the sample had drafts.
    assert _blocks(sample, "2")[block]["text"] == "Om oss"
    assert {d["blockId"]: d["data"] for d in sample.get(path).json()}[block]["text"] == "Om oss"
    # Another site has no draft: its two answers agree.
    assert _blocks(sample, "0", NORDVIK) == _blocks(sample, "1", NORDVIK)


def test_publishing_makes_the_draft_the_published_state(sample: httpx.Client) -> None:
    block = _about_title_block(sample)
    _retitle(sample, block)
    published = sample.post("/_control/publish", json={"site": SAMPLE_SITE})
    assert published.status_code == 200
    assert published.json()["draft"] == {"blocks": {}, "articles": {}}
    assert _blocks(sample, "1")[block]["text"] == NEW_TITLE
    path = f"/v1/site/{SAMPLE_SITE}/block-data"
    assert sample.get(f"{path}?stable=0").content == sample.get(f"{path}?stable=1").content
    # A later draft lies over the published change, and throwing it away leaves that change.
    sample.post(
        "/_control/draft", json={"site": SAMPLE_SITE, "block": block, "field": "text", "value": "Historien vår"}
    )
    assert _blocks(sample, "0")[block]["text"] == "Historien vår"
    sample.request("DELETE", "/_control/draft", json={"site": SAMPLE_SITE}).raise_for_status()
    assert _blocks(sample, "0")[block]["text"] == NEW_TITLE


def test_discarding_the_draft_drops_it(sample: httpx.Client) -> None:
    block = _about_title_block(sample)
    path = f"/v1/site/{SAMPLE_SITE}/block-data?stable=0"
    original = sample.get(path)
    _retitle(sample, block)
    discarded = sample.request("DELETE", "/_control/draft", json={"site": SAMPLE_SITE})
    assert discarded.status_code == 200 and discarded.json()["draft"] == {"blocks": {}, "articles": {}}
    again = sample.get(path)
    assert _blocks(sample, "0")[block]["text"] == "Om oss"
    assert (again.content, again.headers["ETag"]) == (original.content, original.headers["ETag"])
    sample.post("/_control/publish", json={"site": SAMPLE_SITE}).raise_for_status()
    assert _blocks(sample, "1")[block]["text"] == "Om oss"


def test_an_article_draft_changes_its_content_and_updated_at(sample: httpx.Client) -> None:
    published = _article(sample, "1", "apningstider-i-jula")
    start = time.time_ns() // 1_000_000
    answer = sample.post(
        "/_control/draft",
        json={"site": SAMPLE_SITE, "article": published["id"], "field": "content", "value": NEW_CONTENT},
    )
    end = time.time_ns() // 1_000_000
    assert answer.status_code == 200, answer.text
    draft = _article(sample, "0", "apningstider-i-jula")
    assert draft["content"] == NEW_CONTENT
    assert start <= draft["updatedAt"] <= end
    assert {k: v for k, v in draft.items() if k not in ("content", "updatedAt")} == {
        k: v for k, v in published.items() if k not in ("content", "updatedAt")
    }
    assert _article(sample, "1", "apningstider-i-jula") == published
    sample.post("/_control/publish", json={"site": SAMPLE_SITE}).raise_for_status()
    assert _article(sample, "1", "apningstider-i-jula") == draft


def test_ignoring_drafts_answers_stable_0_as_stable_1(sample: httpx.Client) -> None:
    block = _about_title_block(sample)
    _retitle(sample, block)
    assert sample.post("/_control/drafts", json={"ignored": True}).json() == {"ignored": True}
    path = f"/v1/site/{SAMPLE_SITE}/block-data"
    draft, published = sample.get(f"{path}?stable=0"), sample.get(f"{path}?stable=1")
    assert (draft.content, draft.headers["ETag"]) == (published.content, published.headers["ETag"])
    assert _blocks(sample, "0")[block]["text"] == "Om oss"
    assert sample.post("/_control/drafts", json={"ignored": False}).json() == {"ignored": False}
    assert _blocks(sample, "0")[block]["text"] == NEW_TITLE
    assert sample.post("/_control/drafts", json={"ignored": "ja"}).status_code == 400


def test_a_server_started_to_ignore_drafts_has_none_to_show() -> None:
    with SampleCms(ignore_drafts=True) as server, httpx.Client(base_url=server.url) as client:
        client.headers["Authorization"] = f"Bearer {_token(client)}"
        block = _about_title_block(client)
        _retitle(client, block)
        assert _blocks(client, "0")[block]["text"] == "Om oss"


def test_the_command_line_option_ignores_drafts() -> None:
    command = [sys.executable, "-m", "sample_cms", "--port", "0", "--ignore-drafts"]
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True) as process:
        try:
            assert process.stdout is not None
            url = process.stdout.readline().strip()
            with httpx.Client(base_url=url) as client:
                deadline = time.monotonic() + 15
                while True:
                    try:
                        client.get("/")
                        break
                    except httpx.TransportError:
                        assert time.monotonic() < deadline, f"the sample CMS did not start on {url}"
                        time.sleep(0.05)
                client.headers["Authorization"] = f"Bearer {_token(client)}"
                block = _about_title_block(client)
                _retitle(client, block)
                assert _blocks(client, "0")[block]["text"] == "Om oss"
        finally:
            process.terminate()


def test_drafts_outlive_the_rebuild_when_the_date_turns() -> None:
    with SampleCms(today=date(2026, 11, 22)) as server, httpx.Client(base_url=server.url) as client:
        client.headers["Authorization"] = f"Bearer {_token(client)}"
        block = _about_title_block(client)
        article = _article(client, "1", "fjordby-jazz-2026")["id"]
        _retitle(client, block)
        client.post(
            "/_control/draft", json={"site": SAMPLE_SITE, "article": article, "field": "title", "value": "Jazz på kaia"}
        ).raise_for_status()
        built = server.app.state.content()
        # The store rebuilds when its day changes; moving the pinned day is the test's way of turning the date.
        server.app.state.content.fixed_day = date(2026, 11, 23)
        assert server.app.state.content() is not built
        assert _blocks(client, "0")[block]["text"] == NEW_TITLE
        assert _article(client, "0", "fjordby-jazz-2026")["title"] == "Jazz på kaia"
        client.post("/_control/publish", json={"site": SAMPLE_SITE}).raise_for_status()
        server.app.state.content.fixed_day = date(2026, 11, 24)
        assert _blocks(client, "1")[block]["text"] == NEW_TITLE


def test_unknown_sites_blocks_and_articles_are_404_naming_them(sample: httpx.Client) -> None:
    block = _about_title_block(sample)
    unknown = [
        ({"site": "finnes-ikke", "block": block, "field": "text", "value": "x"}, "Fant ikke nettstedet «finnes-ikke»."),
        (
            {"site": SAMPLE_SITE, "block": "ingen-blokk", "field": "text", "value": "x"},
            f"Fant ikke blokken «ingen-blokk» på nettstedet «{SAMPLE_SITE}».",
        ),
        (
            {"site": SAMPLE_SITE, "article": "ingen-artikkel", "field": "content", "value": "x"},
            f"Fant ikke artikkelen «ingen-artikkel» på nettstedet «{SAMPLE_SITE}».",
        ),
    ]
    for body, message in unknown:
        answer = sample.post("/_control/draft", json=body)
        assert (answer.status_code, answer.json()) == (404, {"Message": message})
    for method, path in (("POST", "/_control/publish"), ("DELETE", "/_control/draft")):
        answer = sample.request(method, path, json={"site": "finnes-ikke"})
        assert (answer.status_code, answer.json()) == (404, {"Message": "Fant ikke nettstedet «finnes-ikke»."})


def test_unknown_fields_and_wrong_values_are_400_naming_them(sample: httpx.Client) -> None:
    block = _about_title_block(sample)
    article = _article(sample, "1", "personvernerklaering")["id"]
    refused = [
        (
            {"site": SAMPLE_SITE, "block": block, "field": "bindings", "value": {}},
            f"Blokken «{block}» har ikke det statiske feltet «bindings». Blokkens statiske felt: text.",
        ),
        (
            {"site": SAMPLE_SITE, "article": article, "field": "updatedAt", "value": 0},
            "Feltet «updatedAt» kan ikke endres i en artikkel. "
            "Felt som kan endres: author, content, image, order, slug, thumbnail, title.",
        ),
        (
            {"site": SAMPLE_SITE, "article": article, "field": "order", "value": "først"},
            'Feltet «order» skal være et heltall, ikke "først".',
        ),
        (
            {"site": SAMPLE_SITE, "block": block, "article": article, "field": "text", "value": "x"},
            'Oppgi nøyaktig én av "block" og "article".',
        ),
        ({"block": block, "field": "text", "value": "x"}, 'Send et JSON-objekt med nettstedets id: {"site": ID, …}.'),
    ]
    for body, message in refused:
        answer = sample.post("/_control/draft", json=body)
        assert (answer.status_code, answer.json()) == (400, {"Message": message})
    assert sample.post("/_control/publish", json={"site": SAMPLE_SITE}).json()["published"] == {
        "blocks": {},
        "articles": {},
    }
