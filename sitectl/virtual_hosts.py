"""`python -m sitectl.virtual_hosts`: writes every site's server blocks for SITES_DIR and reloads the host."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from pipeline.publish.virtual_hosts import CADDY_FILE, NGINX_FILE, ReloadError, tell_hosts
from pipeline.settings import apply_defaults


def main() -> int:
    apply_defaults()
    sites_dir = Path(os.environ["SITES_DIR"])
    try:
        problems = tell_hosts(sites_dir)
    except ReloadError as refused:
        print(f"error: {refused}; the files before are back in place", file=sys.stderr)
        return 1
    for problem in problems:
        print(f"warning: {problem}", file=sys.stderr)
    print(f"Wrote {sites_dir / NGINX_FILE} and {sites_dir / CADDY_FILE}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
