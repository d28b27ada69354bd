"""The site: the static export of the web app from the published route data, verified, then swapped in."""
