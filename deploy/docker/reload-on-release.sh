#!/bin/sh
# Reloads nginx each time the pipeline has written the sites' or the previews' server blocks again, which it does
# after every switch (a build's, a rollback's, a pin's): the runs work in containers of their own and cannot signal
# this one. nginx's image runs this before it starts nginx; the loop goes on in the background.
set -eu
sites="${SITES_FILE:-/srv/fjordby/sites/sites.nginx.conf}"
previews="${PREVIEWS_FILE:-/srv/fjordby/sites/.previews/sites.nginx.conf}"
interval="${RELOAD_POLL_SECONDS:-2}"
# Each file is replaced by a rename each time: a new inode is a new version.
version() { echo "$(stat -c %i "$sites" 2>/dev/null || echo none) $(stat -c %i "$previews" 2>/dev/null || echo none)"; }
(
  seen="$(version)"
  while sleep "$interval"; do
    now="$(version)"
    if [ "$now" != "$seen" ]; then
      seen="$now"
      nginx -s reload || echo "reload-on-release: nginx refused to reload" >&2
    fi
  done
) &
