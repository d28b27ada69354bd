-- The footer's items, each column's in order.
SELECT * FROM footer_items WHERE site_id = $site ORDER BY "order", item_index
