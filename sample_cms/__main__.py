"""`python -m sample_cms [--port N] [--scale K] [--sites N] [--token-ttl S] [--partners P,…]
[--bindings explicit|none] [--ignore-drafts]`: serve the sample CMS until interrupted."""

from __future__ import annotations

import argparse

import uvicorn

from sample_cms.app import create_app
from sample_cms.content.houses import DEFAULT_HOUSES, HOUSES
from sample_cms.server import DEFAULT_PORT, HOST, free_port


def main() -> None:
    parser = argparse.ArgumentParser(prog="sample-cms", description=__doc__)
    parser.add_argument(
        "--port",
        default=str(DEFAULT_PORT),
        help=f"a port, 0 for any free one, or auto: {DEFAULT_PORT} if free, else any",
    )
    parser.add_argument("--scale", type=int, default=1, help="K times the productions, events and articles")
    parser.add_argument(
        "--sites",
        type=int,
        default=DEFAULT_HOUSES,
        help=f"how many houses' published sites to serve, Fjordby first (1–{len(HOUSES)}, default {DEFAULT_HOUSES})",
    )
    parser.add_argument("--token-ttl", type=int, default=600, help="seconds an access token lives")
    parser.add_argument(
        "--partners",
        help="Fjordby's partner ids, comma-separated, in place of its 118 (e.g. 4711: no members)",
    )
    parser.add_argument(
        "--bindings",
        choices=("explicit", "none"),
        default="explicit",
        help="none: record and list blocks carry static fields only, as the contract's example page (default explicit)",
    )
    parser.add_argument(
        "--ignore-drafts",
        action="store_true",
        help="answer stable=0 as stable=1, as a CMS without drafts may (POST /_control/drafts switches it too)",
    )
    args = parser.parse_args()
    try:
        partners = [int(p) for p in args.partners.split(",")] if args.partners else None
    except ValueError:
        parser.error(f"--partners must be numbers separated by commas, not {args.partners!r}")
    if args.scale < 1:
        parser.error("--scale must be 1 or more")
    if not 1 <= args.sites <= len(HOUSES):
        parser.error(f"--sites must be from 1 to {len(HOUSES)}")
    try:
        port = free_port(DEFAULT_PORT) if args.port == "auto" else int(args.port) or free_port()
    except ValueError:
        parser.error(f"--port must be a number or auto, not {args.port!r}")
    url = f"http://{HOST}:{port}"
    print(url, flush=True)
    app = create_app(
        base_url=url,
        scale=args.scale,
        token_ttl=args.token_ttl,
        partners=partners,
        bindings=args.bindings == "explicit",
        houses=args.sites,
        ignore_drafts=args.ignore_drafts,
    )
    uvicorn.run(app, host=HOST, port=port, log_level="warning")


if __name__ == "__main__":
    main()
