"""The base of the contract's models: camelCase on the wire, unknown fields ignored."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict
from pydantic.alias_generators import to_camel, to_pascal


class CmsModel(BaseModel):
    """A CMS record: fields arrive in camelCase; extra fields are tolerated and dropped."""

    model_config = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="ignore", frozen=True)


class ProviderModel(BaseModel):
    """A membership-provider record: fields arrive capitalised (`Title`, `MovieId`)."""

    model_config = ConfigDict(alias_generator=to_pascal, populate_by_name=True, extra="ignore", frozen=True)
