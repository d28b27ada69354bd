"""`GET /images/{folder}/{name}.{ext}`: the sample content's pictures through the contract's imgix subset.

`w`, `h` (pixels), `dpr` (multiplies both), `fit=crop` (fill exactly w×h; the default `clip` fits inside it),
`crop=focalpoint` with `fp-x`, `fp-y` (0–1; the centre when absent), `auto=compress` (smaller files) and
`auto=format` (AVIF, else WebP, when the request's `Accept` names it; else the file's own JPEG or PNG). Other
parameters are ignored, as imgix does; a bad value of these is a 400 that says what is wrong.
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal

from PIL import Image
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from sample_cms.artwork import Artwork, Shape, draw
from sample_cms.conditional import matches, strong_etag

Json = dict[str, Any]
Format = Literal["avif", "webp", "jpeg", "png"]

MAX_SIDE = 4000  # pixels, after dpr
MAX_DPR = 5.0
CACHE_CONTROL = "public, max-age=31536000, immutable"
MEDIA_TYPES: dict[Format, str] = {"avif": "image/avif", "webp": "image/webp", "jpeg": "image/jpeg", "png": "image/png"}
# (quality without auto=compress, with it)
QUALITY: dict[Format, tuple[int, int]] = {"avif": (75, 50), "webp": (88, 72), "jpeg": (90, 75), "png": (0, 0)}


class BadParameter(ValueError):
    """A parameter value outside the subset; its message is the 400's."""


@dataclass(frozen=True)
class Transform:
    """What a URL's parameters ask of a picture, checked."""

    width: int | None = None
    height: int | None = None
    dpr: float = 1.0
    crop: bool = False
    focus: tuple[float, float] = (0.5, 0.5)
    compress: bool = False
    negotiate: bool = False


def _whole(params: Mapping[str, str], name: str) -> int | None:
    raw = params.get(name)
    if raw is None:
        return None
    if not raw.isdigit() or not 1 <= int(raw) <= MAX_SIDE:
        raise BadParameter(f"{name} må være et heltall fra 1 til {MAX_SIDE}, ikke {raw!r}.")
    return int(raw)


def _number(params: Mapping[str, str], name: str, default: float, low: float, high: float) -> float:
    raw = params.get(name)
    if raw is None:
        return default
    try:
        value = float(raw)
    except ValueError:
        value = float("nan")
    if not low <= value <= high:  # NaN fails too
        raise BadParameter(f"{name} må være et tall fra {low:g} til {high:g}, ikke {raw!r}.")
    return value


def parse(params: Mapping[str, str]) -> Transform:
    """The transform a query asks for; BadParameter names the first bad value."""
    fit = params.get("fit", "clip")
    if fit not in ("clip", "crop"):
        raise BadParameter(f"fit må være crop eller clip, ikke {fit!r}.")
    if params.get("crop", "focalpoint") != "focalpoint":
        raise BadParameter(f"crop må være focalpoint, ikke {params['crop']!r}.")
    auto = {part for part in params.get("auto", "").split(",") if part}
    if unknown := auto - {"compress", "format"}:
        raise BadParameter(f"auto kan være compress og format, ikke {', '.join(sorted(unknown))}.")
    return Transform(
        width=_whole(params, "w"),
        height=_whole(params, "h"),
        dpr=_number(params, "dpr", 1.0, 0.1, MAX_DPR),
        crop=fit == "crop",
        focus=(_number(params, "fp-x", 0.5, 0.0, 1.0), _number(params, "fp-y", 0.5, 0.0, 1.0)),
        compress="compress" in auto,
        negotiate="format" in auto,
    )


def output_size(natural: tuple[int, int], transform: Transform) -> tuple[int, int]:
    """The delivered size: w and/or h times dpr; with only one of them (or with both, unless cropping) the
    picture keeps its proportions."""
    nat_w, nat_h = natural
    w = transform.width * transform.dpr if transform.width else None
    h = transform.height * transform.dpr if transform.height else None
    if w and h and not transform.crop:
        scale = min(w / nat_w, h / nat_h)
        w, h = nat_w * scale, nat_h * scale
    elif w and not h:
        h = w * nat_h / nat_w
    elif h and not w:
        w = h * nat_w / nat_h
    elif not w and not h:
        w, h = nat_w * transform.dpr, nat_h * transform.dpr
    size = (max(1, round(w or 0)), max(1, round(h or 0)))
    if max(size) > MAX_SIDE:
        raise BadParameter(
            f"Bildet blir {size[0]}×{size[1]} piksler; største side er {MAX_SIDE} (w og h ganget med dpr)."
        )
    return size


def _accepts(accept: str, media_type: str) -> bool:
    """Whether `Accept` names the type itself with a weight above 0 (`image/*` does not count, as for imgix)."""
    for part in accept.split(","):
        kind, *options = (item.strip() for item in part.split(";"))
        if kind == media_type:
            weights = [option.partition("=")[2].strip() for option in options if option.startswith("q=")]
            return not weights or weights[0] not in ("0", "0.0", "0.00", "0.000")
    return False


def choose_format(accept: str, negotiate: bool, own: Format) -> Format:
    """AVIF, else WebP, when auto=format and the browser names it; else the file's own format."""
    if negotiate:
        for candidate in ("avif", "webp"):
            if _accepts(accept, MEDIA_TYPES[candidate]):
                return candidate
    return own


@lru_cache(maxsize=16)  # a still is 6 MB of pixels; a page's variants come from the cache below
def _natural(artwork: Artwork) -> Image.Image:
    return draw(artwork)


@lru_cache(maxsize=512)
def render(artwork: Artwork, transform: Transform, fmt: Format) -> bytes:
    """The delivered bytes, kept for the next visitor (a page asks for the same sizes again and again)."""
    source = _natural(artwork)
    size = output_size(source.size, transform)
    nat_w, nat_h = source.size
    if transform.crop and transform.width and transform.height:
        # The largest box of the wanted proportions, centred on the focal point as far as the edges allow.
        scale = max(size[0] / nat_w, size[1] / nat_h)
        box_w, box_h = size[0] / scale, size[1] / scale
        left = min(max(transform.focus[0] * nat_w - box_w / 2, 0), nat_w - box_w)
        top = min(max(transform.focus[1] * nat_h - box_h / 2, 0), nat_h - box_h)
        box = (round(left), round(top), round(left + box_w), round(top + box_h))
        image = source.crop(box).resize(size, Image.Resampling.LANCZOS)
    else:
        image = source.resize(size, Image.Resampling.LANCZOS)
    if fmt == "jpeg":
        image = image.convert("RGB")
    buffer = io.BytesIO()
    quality = QUALITY[fmt][transform.compress]
    options: dict[Format, dict[str, Any]] = {
        "avif": {"quality": quality, "speed": 8},
        "webp": {"quality": quality, "method": 4},
        "jpeg": {"quality": quality, "optimize": True, "progressive": True},
        "png": {"optimize": transform.compress},
    }
    image.save(buffer, fmt.upper(), **options[fmt])
    return buffer.getvalue()


def catalogue(
    base: str, house: str, sites: list[Json], block_data: list[Json], productions: list[Json], articles: list[Json]
) -> dict[str, Artwork]:
    """Every picture a house's content names under `base` (`…/images`), by its path below it, with what it shows;
    `house` is the name its posters carry."""
    found: dict[str, Artwork] = {}

    def add(url: object, shape: Shape, title: object, light: bool = False) -> None:
        if isinstance(url, str) and url.startswith(f"{base}/") and isinstance(title, str):
            found.setdefault(url.removeprefix(f"{base}/"), Artwork(shape, title, house, light))

    for site in sorted(sites, key=lambda s: not s["published"]):  # a staging copy shares the theme's pictures
        theme = site["theme"]
        add(theme.get("logo"), "logo", site["title"])
        add(theme.get("logoAlt"), "logo", site["title"], light=True)
        add(theme.get("favicon"), "icon", site["title"])
    for production in productions:
        for asset in production.get("assets", []):
            shapes: dict[str, Shape] = {"first_image": "still", "poster": "poster"}
            if asset.get("type") in shapes:
                add(asset.get("url"), shapes[asset["type"]], production.get("title"))
    for article in articles:
        add(article.get("image"), "still", article.get("title"))
        add(article.get("thumbnail"), "still", article.get("title"))
    for item in block_data:
        add(item["data"].get("image"), "still", item["data"].get("title"))
    return found


OWN_FORMATS: dict[str, Format] = {"jpg": "jpeg", "jpeg": "jpeg", "png": "png"}


def _own_format(name: str) -> Format | None:
    return OWN_FORMATS.get(name.rsplit(".", 1)[-1].lower())


async def image(request: Request) -> Response:
    key = request.path_params["path"]
    artwork: Artwork | None = request.app.state.content().artwork.get(key)
    own = _own_format(key)
    if artwork is None or own is None:
        return JSONResponse({"Message": f"Fant ikke bildet {key}."}, status_code=404)
    try:
        transform = parse(request.query_params)
        output_size(artwork.size, transform)
    except BadParameter as error:
        return JSONResponse({"Message": str(error)}, status_code=400)
    fmt = choose_format(request.headers.get("accept", ""), transform.negotiate, own)
    body = await run_in_threadpool(render, artwork, transform, fmt)
    headers = {"ETag": strong_etag(body), "Cache-Control": CACHE_CONTROL, "Vary": "Accept"}
    if matches(request.headers.get("if-none-match"), headers["ETag"]):
        return Response(status_code=304, headers=headers)
    return Response(body, media_type=MEDIA_TYPES[fmt], headers=headers)
