"""One module per CLI task; see :mod:`evalcore.__main__`.

A task module imports the CLI's own helpers at module level, and its task's analysis, loaders
and engines inside the functions that use them: ``--help`` imports every task module, and a run
loads only what its task needs (``tests/evalcore/test_cli_imports.py``). A file is read through
``evalcore.cli._common.read_input``, looked up when the command runs."""
