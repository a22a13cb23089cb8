"""The shipped config answers a WebSocket only to this machine's own names: a handshake naming
another host (what a DNS-rebinding page sends) is refused with 403, and the recipe of
docs/serving.md for a class on a LAN lets the class's names in and still refuses others.

A real ``streamlit run app.py`` with the shipped ``.streamlit/config.toml``, spoken to over a raw
socket on 127.0.0.1 (the ``Host`` header is what differs)."""

from __future__ import annotations

import socket
from urllib.parse import urlsplit

import pytest

from tests.served import served

LOOPBACK = ("localhost", "127.0.0.1", "[::1]")
FOREIGN = ("evil.example", "127.0.0.1.evil.example", "localhost.evil.example", "192.168.1.20")
LAN = ("class-server.local", "192.168.1.20")
"""The names a class on a LAN types in the recipe's test: the server's name and address."""


def _handshake_status(url: str, host: str) -> int:
    """The HTTP status of a WebSocket handshake to ``url``'s ``/_stcore/stream`` whose ``Host``
    header names ``host`` (with the server's port), sent to 127.0.0.1."""
    port = urlsplit(url).port
    request = (f"GET /_stcore/stream HTTP/1.1\r\nHost: {host}:{port}\r\n"
               "Upgrade: websocket\r\nConnection: Upgrade\r\n"
               "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        sock.sendall(request.encode())
        head = b""
        while b"\r\n" not in head:
            chunk = sock.recv(1024)
            if not chunk:
                break
            head += chunk
    return int(head.split(b" ", 2)[1])


@pytest.fixture(scope="module")
def shipped_url(tmp_path_factory):
    with served(tmp_path_factory.mktemp("hosts") / "server.log") as url:
        yield url


@pytest.fixture(scope="module")
def lan_url(tmp_path_factory):
    """The server as docs/serving.md starts it for a class: the loopback names and the class's
    names on the command line."""
    flags = [flag for name in ("localhost", "127.0.0.1", "::1", *LAN)
             for flag in ("--server.allowedHosts", name)]
    with served(tmp_path_factory.mktemp("lan") / "server.log", flags=flags) as url:
        yield url


@pytest.mark.parametrize("host", LOOPBACK)
def test_the_shipped_config_answers_this_machines_names(shipped_url, host):
    assert _handshake_status(shipped_url, host) == 101


@pytest.mark.parametrize("host", FOREIGN)
def test_the_shipped_config_refuses_another_host(shipped_url, host):
    assert _handshake_status(shipped_url, host) == 403


@pytest.mark.parametrize("host", LOOPBACK + LAN)
def test_a_class_server_answers_the_names_it_was_given(lan_url, host):
    assert _handshake_status(lan_url, host) == 101


def test_a_class_server_still_refuses_another_host(lan_url):
    assert _handshake_status(lan_url, "evil.example") == 403
