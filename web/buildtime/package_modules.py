"""Run by the build's Node steps in Pyodide (``snapshot.mjs``, ``dataclass_code.mjs``): the
names of every module of some packages, as installed (sources or bytecode)."""

import importlib
import os


def package_modules(packages):
    """Each module of each package in ``packages``, the package first; no ``__main__``
    (a command line, not a module the page imports)."""
    names = []
    for top in packages:
        package = importlib.import_module(top)
        root = os.path.dirname(package.__path__[0])
        for folder, _, files in sorted(os.walk(package.__path__[0])):
            prefix = os.path.relpath(folder, root).replace(os.sep, ".")
            for file in sorted(files):
                stem, _, suffix = file.partition(".")
                if suffix in ("py", "pyc") and stem != "__main__":
                    names.append(prefix if stem == "__init__" else f"{prefix}.{stem}")
    return names
