-- Every menu item of the site, each menu's items in CMS order.
SELECT * FROM menu_items WHERE site_id = $site ORDER BY place, "order", item_id
