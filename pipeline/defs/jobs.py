"""The job that materialises every asset, and the executor every run uses."""

import dagster as dg

build_everything = dg.define_asset_job(
    "build_everything",
    selection=dg.AssetSelection.all(),
    description="Every asset: CMS → warehouse → published route data.",
)


@dg.definitions
def jobs() -> dg.Definitions:
    # Every run, the UI's "Materialize all" included, executes in one process: steps are quick, and starting
    # a Python process per step is not.
    return dg.Definitions(jobs=[build_everything], executor=dg.in_process_executor)
