"""Game families. Each module registers its games with :func:`hoyle.core.register`;
the registry imports every module of this package."""
