-- The footer's columns in order.
SELECT * FROM footer_columns WHERE site_id = $site ORDER BY "order", column_index
