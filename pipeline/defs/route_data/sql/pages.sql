-- The site's CMS pages.
SELECT * FROM pages WHERE site_id = $site ORDER BY path, page_id
