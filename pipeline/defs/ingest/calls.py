"""The CMS's calls that make a site, each defined once: the endpoint it asks, the datasets (assets) its answer
writes with their tables' record keys, and how the answer is checked.

The ingest assets and their checks, the change sensor's poll and fingerprint, and the route table's inputs all
follow from `CALLS`: a dataset added here is fetched, checked, watched and planned from, or the code location
does not load.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pipeline.clients.cms import ENDPOINTS
from pipeline.defs.ingest.datasets import (
    DatasetLoad,
    article_dataset,
    block_data_dataset,
    programme_datasets,
    site_datasets,
)


@dataclass(frozen=True)
class Table:
    """A warehouse table a dataset fills, with its record id: each id is unique per site."""

    name: str
    what: str  # a record, as messages name it: "menu item"
    key: str  # the contract's id field: "id", "fromPath"
    column: str  # the table's id column: "item_id"


@dataclass(frozen=True)
class Dataset:
    """One asset of the ingest: a dataset of the site, in its tables."""

    name: str
    description: str
    tables: tuple[Table, ...]


@dataclass(frozen=True)
class Call:
    """One CMS call whose answer makes a site, and the datasets it writes."""

    step: str  # the ingest step's name; the warehouse records what each step last loaded under it
    endpoint: str  # the CMS client's endpoint
    description: str
    datasets: tuple[Dataset, ...]
    parse: Callable[[Any], dict[str, DatasetLoad]]  # the answer → a load per dataset, by the datasets' names
    # False for the site record: the site list is small and needed first anyway, so it is always read in full.
    conditional: bool = True

    def __post_init__(self) -> None:
        if self.endpoint not in ENDPOINTS:
            raise ValueError(f"the ingest step {self.step!r} names no endpoint of the CMS client: {self.endpoint!r}")

    @property
    def dataset_names(self) -> list[str]:
        return [dataset.name for dataset in self.datasets]


CALLS: tuple[Call, ...] = (
    Call(
        "site_config",
        "sites",
        "`GET /v1/sites`: the partition's site.",
        (
            Dataset(
                "site", "The site record and its redirects.", (Table("aliases", "alias", "fromPath", "from_path"),)
            ),
            Dataset(
                "theme", "Theme, header/footer menu, footer.", (Table("menu_items", "menu item", "id", "item_id"),)
            ),
            Dataset(
                "pages",
                "Pages with template, sources, blocks.",
                (Table("pages", "page", "id", "page_id"), Table("blocks", "block", "id", "block_id")),
            ),
        ),
        lambda site: site_datasets(site)[1],
        conditional=False,
    ),
    Call(
        "programme",
        "programme",
        "`GET /v1/sites/{siteId}/events`: the programme feed.",
        (
            Dataset(
                "productions",
                "Films and culture productions.",
                (Table("productions", "production", "id", "production_id"),),
            ),
            Dataset("events", "Screenings and performances.", (Table("events", "event", "id", "event_id"),)),
        ),
        programme_datasets,
    ),
    Call(
        "articles",
        "articles",
        "`GET /v1/site/{siteId}/article?stable=1` (management API): news and information articles.",
        (Dataset("articles", "News and information articles.", (Table("articles", "article", "id", "article_id"),)),),
        lambda raw: {"articles": article_dataset(raw)},
    ),
    Call(
        "block_data",
        "block_data",
        "`GET /v1/site/{siteId}/block-data?stable=1` (management API): static fields and bindings of blocks.",
        (
            Dataset(
                "block_data",
                "Static fields and bindings of blocks.",
                (Table("block_data", "block data", "blockId", "block_id"),),
            ),
        ),
        lambda raw: {"block_data": block_data_dataset(raw)},
    ),
)

DATASETS: tuple[Dataset, ...] = tuple(dataset for call in CALLS for dataset in call.datasets)
INGEST_STEPS: list[str] = [call.step for call in CALLS]


def step_writing(dataset: str) -> str:
    """The ingest step that writes the dataset."""
    return next(call.step for call in CALLS if dataset in call.dataset_names)
