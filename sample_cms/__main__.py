"""`python -m sample_cms [--port N] [--scale K]`: serve the sample CMS until interrupted."""

from __future__ import annotations

import argparse

import uvicorn

from sample_cms.app import create_app
from sample_cms.server import DEFAULT_PORT, HOST, free_port


def main() -> None:
    parser = argparse.ArgumentParser(prog="sample-cms", description=__doc__)
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help="0 picks a free port")
    parser.add_argument("--scale", type=int, default=1, help="K times the productions, events and articles")
    parser.add_argument("--token-ttl", type=int, default=600, help="seconds an access token lives")
    args = parser.parse_args()
    if args.scale < 1:
        parser.error("--scale must be 1 or more")
    port = args.port or free_port()
    print(f"http://{HOST}:{port}", flush=True)
    uvicorn.run(create_app(scale=args.scale, token_ttl=args.token_ttl), host=HOST, port=port, log_level="warning")


if __name__ == "__main__":
    main()
