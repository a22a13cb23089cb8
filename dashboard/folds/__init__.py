"""The Folds page's room: out-of-fold predictions (one file, a fold column, optionally a repeat
column) loaded in the sidebar (``data``), its tables and sections (``view``), pure figures
(``figures``) and its text (``catalog``)."""
