"""Site: the route data the static site is built from, its checks, and when it is rebuilt."""
