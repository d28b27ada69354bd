-- The productions' pictures and trailers, each production's in order.
SELECT production_id, type, url, focal_point_query
FROM production_assets WHERE site_id = $site ORDER BY production_id, position
