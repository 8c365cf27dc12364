"""The site's build, one step a module (standard library only; ``serve.py`` runs it).

``build_site(DIR)`` writes the complete static site; ``site.py`` lists the steps in order.
"""

from .common import BuildError
from .site import build_site

__all__ = ["BuildError", "build_site"]
