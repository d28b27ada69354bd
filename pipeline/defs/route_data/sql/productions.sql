-- The site's productions by title, under the contract's names, with their effective slugs (the CMS's own, or
-- derived). A column added to `productions` reaches the record by its name.
SELECT p.* EXCLUDE (site_id, production_id, parent_slug, page_reference), p.production_id AS id, s.parent_slug,
       s.page_reference
FROM productions p JOIN production_slugs s USING (site_id, production_id)
WHERE p.site_id = $site
ORDER BY p.title, p.production_id
