"""Stable identifiers for sample records, so every run serves the same ids."""

import uuid

_NAMESPACE = uuid.UUID("5b0f7c52-3f4e-4c4e-9d0e-6a1f0c2b9e77")


def stable_id(*parts: object) -> str:
    """A UUID derived from the parts: the same parts give the same id on every machine."""
    return str(uuid.uuid5(_NAMESPACE, "/".join(str(p) for p in parts)))
