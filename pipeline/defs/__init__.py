"""Dagster definitions, one folder per area, loaded by `dg.load_from_defs_folder`."""
