"""Checks raw records one by one: valid ones go on, invalid ones are reported with their id and field."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ValidationError

M = TypeVar("M", bound=BaseModel)


@dataclass(frozen=True)
class Rejection:
    """One record left out of the warehouse, and why."""

    dataset: str
    record_id: str
    field: str
    problem: str

    def __str__(self) -> str:
        return f"{self.dataset} {self.record_id}: {self.field}: {self.problem}"


@dataclass
class Checked(Generic[M]):
    valid: list[M] = field(default_factory=list)
    rejected: list[Rejection] = field(default_factory=list)


def record_id(raw: Any, position: int) -> str:
    """The record's own id when it has one, else its position in the answer."""
    if isinstance(raw, dict):
        for key in ("id", "blockId", "fromPath"):
            if isinstance(raw.get(key), str | int) and str(raw[key]):
                return str(raw[key])
    return f"#{position}"


def _location(loc: tuple[int | str, ...]) -> str:
    text = ""
    for part in loc:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text or "(record)"


def check_each(model: type[M], raws: Iterable[Any], dataset: str) -> Checked[M]:
    """Validates each record; duplicates of an id already seen are rejected too (the first one stays)."""
    checked: Checked[M] = Checked()
    seen: set[str] = set()
    for position, raw in enumerate(raws):
        rid = record_id(raw, position)
        try:
            record = model.model_validate(raw)
        except ValidationError as error:
            for problem in error.errors(include_url=False):
                checked.rejected.append(Rejection(dataset, rid, _location(problem["loc"]), problem["msg"]))
            continue
        key = getattr(record, "id", None)
        if isinstance(key, str):
            if key in seen:
                checked.rejected.append(Rejection(dataset, rid, "id", "duplicate id: the first record was kept"))
                continue
            seen.add(key)
        checked.valid.append(record)
    return checked
