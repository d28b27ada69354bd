-- The site's pages, as the route plan reads them.
SELECT page_id, title, path, layout, page_type, template, sources FROM pages WHERE site_id = $site ORDER BY path, page_id
