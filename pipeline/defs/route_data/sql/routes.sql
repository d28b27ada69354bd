-- The routes the `routes` asset planned, with the record ids each page source found for each.
SELECT path, kind, page_id, title, param, record_id, sources FROM routes WHERE site_id = $site ORDER BY path
