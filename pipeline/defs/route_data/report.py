"""What route building noticed without failing: shown in the route data asset's metadata, log and checks."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

EXAMPLES = 20


@dataclass
class Report:
    bindings_resolved: int = 0
    bindings_unresolved: int = 0
    unresolved_examples: list[str] = field(default_factory=list)
    skipped_blocks: list[str] = field(default_factory=list)
    dropped_values: list[str] = field(default_factory=list)  # URLs the policy refused, fields of the wrong type
    # Which source each record block of a page shows, by page path; and the record blocks that found none.
    block_sources: dict[str, list[str]] = field(default_factory=dict)
    blocks_without_records: list[str] = field(default_factory=list)
    productions_without_pictures: list[str] = field(default_factory=list)
    # Menu and footer links to a path that is neither a route nor a redirect: left out of site.json.
    dropped_links: list[str] = field(default_factory=list)
    # Links within route files' content (HTML, link lists, link fields) that lead nowhere: left out.
    dropped_content_links: list[str] = field(default_factory=list)
    # HTML fields the sanitiser took active content out of: published without it.
    sanitised_fields: list[str] = field(default_factory=list)

    def unresolved(self, where: str, why: str) -> None:
        self.bindings_unresolved += 1
        if len(self.unresolved_examples) < EXAMPLES:
            self.unresolved_examples.append(f"{where}: {why}")

    def dropped(self, where: str, value: Any) -> None:
        self.dropped_values.append(f"{where}: {str(value)[:100]!r}")
