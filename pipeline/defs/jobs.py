"""The job that materialises every asset, in one process (steps are quick; process start-up is not)."""

import dagster as dg

build_everything = dg.define_asset_job(
    "build_everything",
    selection=dg.AssetSelection.all(),
    executor_def=dg.in_process_executor,
    description="Every asset from the CMS to the warehouse (and, later, to the site's route data).",
)
