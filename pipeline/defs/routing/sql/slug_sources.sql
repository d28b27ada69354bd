-- What a production's slugs are made of.
SELECT production_id, object, title, edi_number, parent_slug, page_reference
FROM productions WHERE site_id = $site ORDER BY production_id
