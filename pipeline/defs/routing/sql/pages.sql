-- The site's pages.
SELECT * FROM pages WHERE site_id = $site ORDER BY path, page_id
