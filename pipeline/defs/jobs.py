"""The job that materialises every asset, and the executor every run uses."""

import dagster as dg

build_everything = dg.define_asset_job(
    "build_everything",
    # The preview is a job of its own (pipeline/defs/preview/assets.py).
    selection=dg.AssetSelection.all() - dg.AssetSelection.groups("preview"),
    description="Every asset of the live site: CMS → warehouse → published route data → exported site.",
)

# Dagster skips a step whose upstream asset did not materialise: when the route data is unchanged, the site
# export is skipped in `build_everything`, so `python -m sitectl.build` runs it on its own (the web app may
# have changed).
export_site = dg.define_asset_job(
    "export_site",
    selection=dg.AssetSelection.assets("site_export"),
    description="The site's export alone, from the published route data.",
)


@dg.definitions
def jobs() -> dg.Definitions:
    # Every run, the UI's "Materialize all" included, executes in one process: steps are quick, and starting
    # a Python process per step is not.
    return dg.Definitions(jobs=[build_everything, export_site], executor=dg.in_process_executor)
