"""The sample content's pictures, drawn: a fjord landscape in colours taken from the record, with its title on it."""

from __future__ import annotations

import colorsys
import hashlib
import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from PIL import Image, ImageDraw, ImageFont

Shape = Literal["still", "poster", "logo", "icon"]
RGB = tuple[int, int, int]

# Natural sizes: stills 16:9, posters 2:3, the logo 15:4 (the header shows it 48 px high), the favicon square.
SIZES: dict[Shape, tuple[int, int]] = {
    "still": (1920, 1080),
    "poster": (1000, 1500),
    "logo": (720, 192),
    "icon": (192, 192),
}
# Debian's fonts-dejavu-core (on every machine of the project): Pillow's own default font has no æ, ø or å.
FONT_FILE = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
INK = (27, 42, 58)


@dataclass(frozen=True)
class Artwork:
    """What one picture shows: its shape, the title written on it (its colours follow from the title too), the house
    whose name a poster carries at its foot, as a cinema prints its own, and for logos whether it is the light one
    for dark backgrounds."""

    shape: Shape
    title: str
    house: str
    light: bool = False

    @property
    def size(self) -> tuple[int, int]:
        return SIZES[self.shape]

    @property
    def transparent(self) -> bool:
        return self.shape == "logo"


@lru_cache(maxsize=32)
def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    try:
        return ImageFont.truetype(FONT_FILE, size)
    except OSError:
        return ImageFont.load_default(size=size)


def _colour(hue: float, saturation: float, value: float) -> RGB:
    r, g, b = colorsys.hsv_to_rgb(hue % 1.0, saturation, value)
    return round(r * 255), round(g * 255), round(b * 255)


def _gradient(size: tuple[int, int], top: RGB, bottom: RGB) -> Image.Image:
    mask = Image.linear_gradient("L").resize(size)
    return Image.composite(Image.new("RGB", size, bottom), Image.new("RGB", size, top), mask)


def _wrap(text: str, font: ImageFont.FreeTypeFont | ImageFont.ImageFont, width: float) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and font.getlength(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines or [""]


def _landscape(size: tuple[int, int], rng: random.Random, hue: float) -> Image.Image:
    """Sky, sun, three mountain ridges and the fjord, from far and pale to near and dark."""
    width, height = size
    horizon = int(height * rng.uniform(0.62, 0.72))
    image = Image.new("RGB", size)
    image.paste(_gradient((width, horizon), _colour(hue, 0.55, 0.35), _colour(hue + 0.08, 0.35, 0.95)))
    image.paste(
        _gradient((width, height - horizon), _colour(hue + 0.04, 0.4, 0.55), _colour(hue + 0.04, 0.6, 0.2)),
        (0, horizon),
    )
    draw = ImageDraw.Draw(image)
    sun_x, sun_y, radius = width * rng.uniform(0.15, 0.85), horizon * rng.uniform(0.25, 0.55), min(size) * 0.09
    draw.ellipse((sun_x - radius, sun_y - radius, sun_x + radius, sun_y + radius), fill=_colour(hue + 0.12, 0.35, 1.0))
    for layer in range(3):
        top = horizon * (0.35 + 0.17 * layer)
        steps = 7 + layer * 2
        points = [(0.0, float(horizon))]
        points += [(width * i / steps, top + rng.uniform(0, horizon - top) * 0.8) for i in range(steps + 1)]
        points.append((float(width), float(horizon)))
        draw.polygon(points, fill=_colour(hue + 0.55 + 0.03 * layer, 0.35 + 0.1 * layer, 0.55 - 0.15 * layer))
    for _ in range(12):  # light on the water
        y = rng.uniform(horizon + 4, height)
        x = rng.uniform(0, width * 0.9)
        draw.line(
            (x, y, x + rng.uniform(0.03, 0.12) * width, y),
            fill=_colour(hue + 0.1, 0.2, 0.85),
            width=max(1, height // 400),
        )
    return image


def _text_block(
    image: Image.Image,
    lines: list[str],
    font: ImageFont.FreeTypeFont | ImageFont.ImageFont,
    x: float,
    y: float,
    centred: bool,
) -> None:
    """White lines on a dark translucent backing, so the title reads on any colours."""
    size = int(font.size) if isinstance(font, ImageFont.FreeTypeFont) else 16
    leading = int(size * 1.2)
    widths = [font.getlength(line) for line in lines]
    pad = size * 0.4
    left = x - max(widths) / 2 if centred else x
    overlay = Image.new("RGBA", image.size, (0, 0, 0, 0))
    ImageDraw.Draw(overlay).rectangle(
        (left - pad, y - pad, left + max(widths) + pad, y + leading * len(lines) + pad * 0.6), fill=(0, 0, 0, 150)
    )
    image.paste(Image.alpha_composite(image.convert("RGBA"), overlay).convert("RGB"))
    draw = ImageDraw.Draw(image)
    for n, (line, line_width) in enumerate(zip(lines, widths, strict=True)):
        draw.text((x - line_width / 2 if centred else x, y + n * leading), line, font=font, fill=(255, 255, 255))


def _logo(artwork: Artwork) -> Image.Image:
    """A mark of two peaks, and the name beside it: its first word on top, the rest under it."""
    height = artwork.size[1]
    image = Image.new("RGBA", artwork.size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    ink = (255, 255, 255, 255) if artwork.light else (*INK, 255)
    draw.polygon([(8, height - 16), (80, 16), (152, height - 16)], fill=ink)
    draw.polygon([(96, height - 16), (152, 72), (208, height - 16)], fill=(0, 150, 190, 255))
    first, _, rest = artwork.title.partition(" ")
    lines = [first, rest] if rest else [first]
    size = int(height * 0.4)
    while size > 8 and max(_font(size).getlength(line) for line in lines) > artwork.size[0] - 248:
        size -= 2
    leading = size * 1.1
    top = height / 2 - leading * len(lines) / 2
    for n, line in enumerate(lines):
        draw.text((232, top + n * leading), line, font=_font(size), fill=ink, anchor="lt")
    return image


def draw(artwork: Artwork) -> Image.Image:
    """The picture at its natural size; the same artwork always gives the same pixels."""
    if artwork.shape == "logo":
        return _logo(artwork)
    digest = hashlib.sha256(artwork.title.encode()).digest()
    rng = random.Random(digest)
    image = _landscape(artwork.size, rng, hue=digest[0] / 256)
    width, height = artwork.size
    if artwork.shape == "icon":
        font = _font(int(height * 0.6))
        ImageDraw.Draw(image).text(
            (width / 2, height / 2), artwork.title[:1].upper(), font=font, fill=(255, 255, 255), anchor="mm"
        )
    elif artwork.shape == "poster":
        font = _font(int(width * 0.085))
        _text_block(image, _wrap(artwork.title, font, width * 0.82)[:5], font, width / 2, height * 0.08, centred=True)
        small = _font(int(width * 0.04))
        ImageDraw.Draw(image).text(
            (width / 2, height * 0.95), artwork.house, font=small, fill=(255, 255, 255), anchor="mm"
        )
    else:
        font = _font(int(height * 0.07))
        lines = _wrap(artwork.title, font, width * 0.7)[:3]
        leading = int(font.size * 1.2) if isinstance(font, ImageFont.FreeTypeFont) else 20
        _text_block(image, lines, font, width * 0.05, height * 0.9 - leading * len(lines), centred=False)
    return image
