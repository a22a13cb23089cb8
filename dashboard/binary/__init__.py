"""Binary classification: its data loading (sidebar), its page pieces, its figures, its catalog."""
