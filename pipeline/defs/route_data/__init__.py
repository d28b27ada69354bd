"""Route data: the files the static site is built from, their blocking checks, and their atomic publishing."""
