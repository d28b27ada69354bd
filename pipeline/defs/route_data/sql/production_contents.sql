-- The productions' texts, each production's in order.
SELECT production_id, summary, body FROM production_contents WHERE site_id = $site ORDER BY production_id, position
