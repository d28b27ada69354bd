"""The sample CMS's pictures, fetched from the real server: sizes, focal-point crops, formats, caching, errors."""

from __future__ import annotations

import io

import httpx
import pytest
from PIL import Image

from sample_cms.app import HouseContent
from sample_cms.server import SampleCms

STILL = "/images/film/1000934.jpg"  # Bestefars båt, 1920×1080
POSTER = "/images/film/1000934-poster.jpg"  # 1000×1500
LOGO = "/images/profil/logo.png"  # 720×192, transparent
CHROMIUM_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8"


def _picture(response: httpx.Response) -> Image.Image:
    assert response.status_code == 200, response.text
    return Image.open(io.BytesIO(response.content))


def test_the_content_points_at_the_server_itself(cms_server: SampleCms, served: HouseContent) -> None:
    site = served.site
    assert site["theme"]["logo"] == f"{cms_server.url}/images/profil/logo.png"
    assert site["theme"]["logoAlt"] == f"{cms_server.url}/images/profil/logo-hvit.png"
    assert site["theme"]["favicon"] == f"{cms_server.url}/images/profil/favicon.png"
    film = next(p for p in served.programme.productions if p["title"] == "Bestefars båt")
    assert film["assets"][:2] == [
        {"type": "first_image", "url": f"{cms_server.url}{STILL}", "focalPointQuery": "fp-x=0.5&fp-y=0.35"},
        {"type": "poster", "url": f"{cms_server.url}{POSTER}", "focalPointQuery": ""},
    ]
    article = next(a for a in served.articles if a["slug"] == "nytt-pa-seniorsenteret")
    assert article["image"] == f"{cms_server.url}/images/artikler/nytt-pa-seniorsenteret.jpg"
    assert article["thumbnail"] == f"{cms_server.url}/images/artikler/nytt-pa-seniorsenteret-thumb.jpg"


def test_one_record_has_no_pictures_so_the_site_shows_its_placeholder(served: HouseContent) -> None:
    allsang = next(p for p in served.programme.productions if p["title"] == "Allsang på seniorsenteret")
    assert allsang["assets"] == []


def test_every_picture_the_content_names_is_served(
    cms_server: SampleCms, served: HouseContent, control: httpx.Client
) -> None:
    urls = {a["url"] for p in served.programme.productions for a in p["assets"] if a["type"] != "trailer"}
    urls |= {a[k] for a in served.articles for k in ("image", "thumbnail")}
    urls |= {d["data"]["image"] for d in served.block_data if isinstance(d["data"].get("image"), str)}
    assert len(urls) > 100 and all(u.startswith(f"{cms_server.url}/images/") for u in urls)
    for url in sorted(urls):
        response = control.get(url, params={"w": 16})
        assert (response.status_code, response.headers["content-type"]) == (200, "image/jpeg"), url


@pytest.mark.parametrize(
    ("path", "query", "size"),
    [
        (STILL, "", (1920, 1080)),
        (STILL, "w=640", (640, 360)),
        (STILL, "h=200", (356, 200)),
        (STILL, "w=640&dpr=2", (1280, 720)),
        (STILL, "w=640&h=640", (640, 360)),  # without fit=crop it fits inside the box
        (STILL, "w=400&h=600&fit=crop&crop=focalpoint&fp-x=0.5&fp-y=0.35", (400, 600)),
        (STILL, "w=300&h=200&fit=crop&dpr=1.5", (450, 300)),
        (POSTER, "w=300", (300, 450)),
        (POSTER, "w=256&h=144&fit=crop", (256, 144)),
        (LOGO, "w=180&dpr=2", (360, 96)),
    ],
)
def test_w_h_dpr_and_fit_give_the_size(control: httpx.Client, path: str, query: str, size: tuple[int, int]) -> None:
    assert _picture(control.get(f"{path}?{query}")).size == size


def test_the_focal_point_picks_the_part_of_the_picture_a_crop_keeps(control: httpx.Client) -> None:
    # The logo is lossless: a 192×192 crop of the 720×192 logo is exactly one square of it.
    logo = _picture(control.get(LOGO)).convert("RGBA")
    assert logo.size == (720, 192)

    def square(query: str) -> bytes:
        cropped = _picture(control.get(f"{LOGO}?w=192&h=192&fit=crop&crop=focalpoint&{query}"))
        return cropped.convert("RGBA").tobytes()

    assert square("fp-x=0&fp-y=0.5") == logo.crop((0, 0, 192, 192)).tobytes()
    assert square("fp-x=0.1&fp-y=0.5") == logo.crop((0, 0, 192, 192)).tobytes()  # the edge stops it
    assert square("fp-x=1&fp-y=0.5") == logo.crop((528, 0, 720, 192)).tobytes()
    assert square("") == logo.crop((264, 0, 456, 192)).tobytes()  # no focal point: the centre


@pytest.mark.parametrize(
    ("accept", "query", "media_type", "magic"),
    [
        (CHROMIUM_ACCEPT, "auto=compress,format", "image/avif", b"ftypavif"),
        ("image/webp,*/*", "auto=format", "image/webp", b"WEBP"),
        ("image/avif;q=0, image/webp", "auto=format,compress", "image/webp", b"WEBP"),
        ("*/*", "auto=compress,format", "image/jpeg", b"\xff\xd8\xff"),
        ("", "auto=compress,format", "image/jpeg", b"\xff\xd8\xff"),
        (CHROMIUM_ACCEPT, "auto=compress", "image/jpeg", b"\xff\xd8\xff"),  # no format: the file's own
    ],
)
def test_auto_format_serves_avif_or_webp_when_the_browser_accepts_it(
    control: httpx.Client, accept: str, query: str, media_type: str, magic: bytes
) -> None:
    response = control.get(f"{STILL}?w=320&{query}", headers={"Accept": accept})
    assert response.status_code == 200
    assert response.headers["content-type"] == media_type
    assert magic in response.content[:16]
    assert response.headers["vary"] == "Accept"
    assert _picture(response).size == (320, 180)


def test_a_png_keeps_its_format_and_transparency_unless_the_browser_takes_better(control: httpx.Client) -> None:
    plain = control.get(f"{LOGO}?w=180&auto=compress,format", headers={"Accept": "image/png,*/*"})
    assert plain.headers["content-type"] == "image/png"
    assert _picture(plain).mode == "RGBA"
    webp = control.get(f"{LOGO}?w=180&auto=compress,format", headers={"Accept": "image/webp"})
    assert webp.headers["content-type"] == "image/webp"
    assert _picture(webp).mode == "RGBA"


def test_compress_makes_smaller_files(control: httpx.Client) -> None:
    plain = control.get(f"{STILL}?w=800")
    compressed = control.get(f"{STILL}?w=800&auto=compress")
    assert len(compressed.content) < len(plain.content)


def test_pictures_are_cached_for_a_year_and_revalidate_by_a_strong_etag(control: httpx.Client) -> None:
    first = control.get(f"{STILL}?w=400&auto=compress,format", headers={"Accept": CHROMIUM_ACCEPT})
    assert first.headers["cache-control"] == "public, max-age=31536000, immutable"
    etag = first.headers["etag"]
    assert etag.startswith('"') and not etag.startswith("W/")
    again = control.get(
        f"{STILL}?w=400&auto=compress,format", headers={"Accept": CHROMIUM_ACCEPT, "If-None-Match": etag}
    )
    assert (again.status_code, again.content, again.headers["etag"]) == (304, b"", etag)
    webp = control.get(f"{STILL}?w=400&auto=compress,format", headers={"Accept": "image/webp", "If-None-Match": etag})
    assert webp.status_code == 200 and webp.headers["etag"] != etag


def test_the_same_url_gives_the_same_bytes_on_any_server(control: httpx.Client) -> None:
    query = f"{STILL}?w=500&h=500&fit=crop&crop=focalpoint&fp-x=0.3&fp-y=0.6&auto=compress,format"
    first = control.get(query, headers={"Accept": CHROMIUM_ACCEPT})
    assert control.get(query, headers={"Accept": CHROMIUM_ACCEPT}).content == first.content
    with SampleCms() as other, httpx.Client(base_url=other.url) as client:
        assert client.get(query, headers={"Accept": CHROMIUM_ACCEPT}).content == first.content


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ("w=0", "w må være et heltall fra 1 til 4000, ikke '0'."),
        ("w=abc", "w må være et heltall fra 1 til 4000, ikke 'abc'."),
        ("h=4001", "h må være et heltall fra 1 til 4000, ikke '4001'."),
        ("w=3000&dpr=2", "Bildet blir 6000×3375 piksler; største side er 4000 (w og h ganget med dpr)."),
        ("dpr=9", "dpr må være et tall fra 0.1 til 5, ikke '9'."),
        ("fp-x=1.5&fit=crop&w=10&h=10", "fp-x må være et tall fra 0 til 1, ikke '1.5'."),
        ("fp-y=nan", "fp-y må være et tall fra 0 til 1, ikke 'nan'."),
        ("fit=scale", "fit må være crop eller clip, ikke 'scale'."),
        ("crop=faces", "crop må være focalpoint, ikke 'faces'."),
        ("auto=enhance,format", "auto kan være compress og format, ikke enhance."),
    ],
)
def test_bad_parameters_answer_400_saying_what_is_wrong(control: httpx.Client, query: str, message: str) -> None:
    response = control.get(f"{STILL}?{query}")
    assert response.status_code == 400
    assert response.json() == {"Message": message}


def test_an_unknown_picture_is_404(control: httpx.Client) -> None:
    response = control.get("/images/film/finnes-ikke.jpg?w=100")
    assert (response.status_code, response.json()) == (404, {"Message": "Fant ikke bildet film/finnes-ikke.jpg."})
