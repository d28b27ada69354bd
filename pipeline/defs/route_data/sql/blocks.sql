-- Every block of the site's pages, in place order.
SELECT * FROM blocks WHERE site_id = $site ORDER BY place_row, place_column, place_order, block_id
