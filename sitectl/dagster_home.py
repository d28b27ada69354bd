"""`python -m sitectl.dagster_home [HOME]`: puts Dagster's instance settings into HOME (default `$DAGSTER_HOME`)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from pipeline.instance import InstanceSettingsError, prepare_home
from pipeline.settings import PROJECT_ROOT


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    home = Path(args[0]) if args else Path(os.environ.get("DAGSTER_HOME") or PROJECT_ROOT / "var" / "dagster")
    try:
        prepare_home(home)
    except InstanceSettingsError as error:
        print(f"Dagster's instance: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
