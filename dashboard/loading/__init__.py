"""Loading a file for the pages, shared by every room: the byte-bounded cache of analyses (and of
the parsed tables, :mod:`dashboard.shell.table_cache`), the memory and drawing budgets, and
handing freed memory back to the system. Below the shell: it imports no other dashboard package."""
