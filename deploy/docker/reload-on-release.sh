#!/bin/sh
# Reloads nginx each time the pipeline has written the sites' server blocks again, which it does after every switch
# (a build's, a rollback's, a pin's): the runs work in containers of their own and cannot signal this one. nginx's
# image runs this before it starts nginx; the loop goes on in the background.
set -eu
watched="${SITES_FILE:-/srv/fjordby/sites/sites.nginx.conf}"
interval="${RELOAD_POLL_SECONDS:-2}"
# The file is replaced by a rename each time: a new inode is a new version.
version() { stat -c %i "$watched" 2>/dev/null || echo none; }
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
