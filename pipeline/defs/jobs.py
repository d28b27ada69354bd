"""The job that materialises every asset."""

import dagster as dg

build_everything = dg.define_asset_job(
    "build_everything",
    selection=dg.AssetSelection.all(),
    description="Every asset from the CMS to the warehouse (and, later, to the site's route data).",
)
