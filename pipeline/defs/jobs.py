"""The job that materialises every asset."""

import dagster as dg

build_everything = dg.define_asset_job(
    "build_everything",
    selection=dg.AssetSelection.all(),
    description="Every asset: CMS → warehouse → published route data.",
)
