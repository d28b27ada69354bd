"""The preview of each site: its editors' drafts, built apart from the live site."""
