"""Loading a file for the pages, shared by every room: the byte-bounded cache of parsed tables and
analyses, the memory and drawing budgets, and handing freed memory back to the system."""
