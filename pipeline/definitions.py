"""The code location: every definition under `pipeline/defs/`, with the layout's variables defaulted."""

import os
from pathlib import Path

import dagster as dg

from pipeline.clients.redaction import SECRETS
from pipeline.instance import storage_secrets
from pipeline.settings import apply_defaults, blank_unset

apply_defaults()
blank_unset()
SECRETS.add(storage_secrets(os.environ))

defs = dg.load_from_defs_folder(path_within_project=Path(__file__).resolve().parent)
