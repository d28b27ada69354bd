"""`python -m sitectl.settings sample-env URL|check`: the sample CMS's settings as `export` lines, or what is missing.

`sample-env URL` prints the `export` lines of the sample CMS at URL (what the project's own commands run when they start
it); `check` says what is missing or refused, if anything (scripts/lib.sh runs both).
"""

from __future__ import annotations

import argparse
import shlex
import sys

from pipeline.settings import ConfigurationError, require, sample_cms_settings


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m sitectl.settings", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    sample = commands.add_parser("sample-env", help="print `export NAME=value` lines for the sample CMS at URL")
    sample.add_argument("url")
    commands.add_parser("check", help="exit 1, naming them, when contract variables are missing or refused")
    args = parser.parse_args(argv)
    if args.command == "sample-env":
        print("\n".join(f"export {name}={shlex.quote(value)}" for name, value in sample_cms_settings(args.url).items()))
        return 0
    try:
        require()
    except ConfigurationError as error:
        print(error, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
