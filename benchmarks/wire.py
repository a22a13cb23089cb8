"""A loopback TCP relay between the browser and the server that records the size on the wire of
every websocket message the server sends (permessage-deflate compressed, when negotiated), in
order, beside what the browser decodes: the bytes that really reach the browser per message.
Used by the browser benchmarks and tests/browser/test_live_release_bytes.py."""

from __future__ import annotations

import asyncio
import socket
import threading


class WireRelay:
    """Listens on ``port`` and forwards each connection to ``target_port``; ``messages`` holds
    the wire size (frame headers included) of each data message server → browser, in order
    (control frames left out), once the connection has upgraded to a websocket."""

    def __init__(self, target_port: int):
        self.target_port = target_port
        self.messages: list[int] = []
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            self.port = sock.getsockname()[1]
        self._loop = asyncio.new_event_loop()
        ready = threading.Event()
        threading.Thread(target=self._serve, args=(ready,), daemon=True).start()
        ready.wait()

    def _serve(self, ready: threading.Event) -> None:
        asyncio.set_event_loop(self._loop)
        self._server = self._loop.run_until_complete(
            asyncio.start_server(self._connection, "127.0.0.1", self.port))
        ready.set()
        self._loop.run_forever()

    def close(self) -> None:
        """Stop listening, end the connections' relays, stop the loop's thread."""
        async def shut() -> None:
            self._server.close()
            tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        asyncio.run_coroutine_threadsafe(shut(), self._loop).result(timeout=10)
        self._loop.call_soon_threadsafe(self._loop.stop)

    async def _connection(self, reader, writer) -> None:
        upstream_reader, upstream_writer = await asyncio.open_connection("127.0.0.1",
                                                                         self.target_port)
        await asyncio.gather(self._pipe(reader, upstream_writer, None),
                             self._pipe(upstream_reader, writer, _Frames(self.messages)))

    @staticmethod
    async def _pipe(source, sink, frames) -> None:
        try:
            while data := await source.read(65536):
                if frames is not None:
                    frames.feed(data)
                sink.write(data)
                await sink.drain()
        except (ConnectionError, asyncio.CancelledError):
            pass
        finally:
            sink.close()


class _Frames:
    """Reads the server's side of one connection: the HTTP upgrade response, then websocket
    frames (unmasked, RFC 6455), adding each data message's wire size to ``messages``."""

    def __init__(self, messages: list[int]):
        self.messages, self.buffer, self.upgraded, self.partial = messages, b"", False, 0

    def feed(self, data: bytes) -> None:
        self.buffer += data
        if not self.upgraded:
            end = self.buffer.find(b"\r\n\r\n")
            if end < 0:
                return
            head, self.buffer = self.buffer[:end], self.buffer[end + 4:]
            if not head.startswith(b"HTTP/1.1 101"):
                self.buffer = b""  # an ordinary HTTP response: not a websocket
                return
            self.upgraded = True
        while len(self.buffer) >= 2:
            first, second = self.buffer[0], self.buffer[1]
            length, header = second & 0x7F, 2
            if length == 126:
                if len(self.buffer) < 4:
                    return
                length, header = int.from_bytes(self.buffer[2:4], "big"), 4
            elif length == 127:
                if len(self.buffer) < 10:
                    return
                length, header = int.from_bytes(self.buffer[2:10], "big"), 10
            if len(self.buffer) < header + length:
                return
            self.buffer = self.buffer[header + length:]
            if first & 0x0F >= 0x8:  # ping, pong, close
                continue
            self.partial += header + length
            if first & 0x80:  # FIN: the message is complete
                self.messages.append(self.partial)
                self.partial = 0
