"""The web table: play any registered hoyle game in the browser, with friends and bots.

``hoyle serve`` runs :func:`create_app` under uvicorn. The server is the dealer and the
referee: every action is checked by the engine, stored before it is acknowledged, and each
client sees only its own seat's view. See :mod:`hoyle.web.app` for the HTTP and WebSocket API.
"""

from .app import MAX_BODY, MAX_CREATE_BODY, MAX_MESSAGE, create_app
from .server import serve

__all__ = ["create_app", "serve", "MAX_MESSAGE", "MAX_BODY", "MAX_CREATE_BODY"]
