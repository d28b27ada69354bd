"""The code location: every definition under `pipeline/defs/`, with the contract's variables defaulted."""

from pathlib import Path

import dagster as dg

from pipeline.settings import apply_defaults

apply_defaults()

defs = dg.load_from_defs_folder(path_within_project=Path(__file__).resolve().parent)
