"""The management API's article list, built from the seeds with dates relative to today."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from typing import Any

from sample_cms.content.ids import stable_id
from sample_cms.content.programme import OSLO
from sample_cms.content.seeds import ArticleSeed

Json = dict[str, Any]


def build_articles(today: date, scale: int, images: str, seeds: tuple[ArticleSeed, ...]) -> list[Json]:
    """A house's articles, their pictures under `images`; at --scale K each seed is repeated K times as older,
    numbered editions."""
    articles = []
    for copy in range(scale):
        for seed in seeds:
            slug = seed.slug if copy == 0 else f"{seed.slug}-{copy + 1}"
            created = datetime.combine(today - timedelta(days=seed.days_ago + 365 * copy), time(9), tzinfo=OSLO)
            created_ms = int(created.timestamp() * 1000)
            articles.append(
                {
                    "id": stable_id("article", slug),
                    "title": seed.title if copy == 0 else f"{seed.title} ({created.year})",
                    "slug": slug,
                    "category": "article",
                    "author": seed.author,
                    "content": seed.content,
                    "image": f"{images}/artikler/{seed.slug}.jpg",
                    "thumbnail": f"{images}/artikler/{seed.slug}-thumb.jpg",
                    "order": seed.order,
                    "node_locale": "nb",
                    "createdAt": created_ms,
                    "updatedAt": created_ms + 3_600_000,
                }
            )
    return articles
