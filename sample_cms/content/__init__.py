"""The sample CMS's content: hand-written seeds and the builders that turn them into contract records."""
