"""What an ingest asset shows in the Dagster UI: row counts, a preview and the records left out."""

from __future__ import annotations

from typing import Any

import dagster as dg

from pipeline.defs.ingest.datasets import DatasetLoad

PREVIEW_ROWS = 5
SHOWN_REJECTIONS = 20


def _cell(value: Any) -> str:
    text = "" if value is None else str(value)
    text = text.replace("|", "\\|").replace("\n", " ")
    return text if len(text) <= 60 else text[:57] + "…"


def preview(rows: list[dict[str, Any]]) -> str:
    """A Markdown table of the first rows."""
    if not rows:
        return "_no rows_"
    columns = list(rows[0])
    lines = ["| " + " | ".join(columns) + " |", "|" + "---|" * len(columns)]
    lines += ["| " + " | ".join(_cell(r.get(c)) for c in columns) + " |" for r in rows[:PREVIEW_ROWS]]
    return "\n".join(lines)


def counts(load: DatasetLoad) -> dict[str, int]:
    """Rows per table and records left out: what a load that found its input unchanged reports again."""
    main_table = next(iter(load.tables))
    return {
        "dagster/row_count": len(load.tables[main_table]),
        **{f"rows/{table}": len(rows) for table, rows in load.tables.items()},
        "rejected": len(load.rejected),
    }


def ingest_metadata(load: DatasetLoad) -> dict[str, Any]:
    metadata: dict[str, Any] = {
        **counts(load),
        "preview": dg.MetadataValue.md(preview(next(iter(load.tables.values())))),
    }
    if load.rejected:
        listed = "\n".join(f"- `{r.record_id}` **{r.field}**: {r.problem}" for r in load.rejected[:SHOWN_REJECTIONS])
        more = len(load.rejected) - SHOWN_REJECTIONS
        metadata["rejected_records"] = dg.MetadataValue.md(listed + (f"\n- … and {more} more" if more > 0 else ""))
    return metadata
