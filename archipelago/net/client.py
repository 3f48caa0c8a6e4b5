"""The joining side's connection (issue 36): a thread running the websockets client that
feeds a queue.Queue, which the screen's loop drains (the pattern of the bots' worker,
match.runner: `wake` tells the loop something arrived).

    client = Client("ws://127.0.0.1:8765", hello, wake=app.wake).start()
    client.inbox.get_nowait()   # ("message", dict) ... ("closed", (code, reason)) once, at the end
    client.send({"t": "act", ...})
    client.close()              # hang up; client.kill(): drop the line without a goodbye (tests)

Messages are read with the same bounds as the host's (net.protocol: size); nothing the
host sends is trusted to be a message (a line that is not one is reported, not raised).
"""
from __future__ import annotations

import asyncio
import queue
import threading
import time

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from archipelago.match import wire

from . import protocol as p

MESSAGE, CLOSED = "message", "closed"
UNREACHABLE = "unreachable"        # the close reason when no connection was made


def url(address, port=None):
    """The WebSocket address of a host given as "host:port", "host" and a port, or a ws:// URL."""
    if address.startswith(("ws://", "wss://")):
        return address
    if port is not None:
        return f"ws://{address}:{port}"  # i18n: not shown (an address)
    return f"ws://{address}"  # i18n: not shown (an address)


class Client:
    def __init__(self, address, hello, wake=None, open_timeout=10.0):
        self.url = address
        self.hello = hello
        self.wake = wake
        self.open_timeout = open_timeout
        self.inbox = queue.Queue()
        self.bytes_in = 0
        self.received_at = []           # (perf_counter, message) of each message (the bench reads it)
        self.stamp = False              # note when each message arrived (received_at)
        self._loop = None
        self._ws = None
        self._out = None
        self._thread = None
        self._closed = False

    def start(self):
        self._thread = threading.Thread(target=self._run, name="archipelago-client", daemon=True)
        self._thread.start()
        return self

    def _put(self, item):
        self.inbox.put(item)
        if self.wake is not None:
            self.wake()

    def _run(self):
        try:
            asyncio.run(self._main())
        except Exception as e:          # noqa: BLE001 -- reported to the screen, never raised in a thread
            self._put((CLOSED, (None, f"{type(e).__name__}: {e}")))

    async def _main(self):
        self._loop = asyncio.get_running_loop()
        self._out = asyncio.Queue()
        try:
            ws = await connect(self.url, proxy=None, max_size=p.MAX_OUT, open_timeout=self.open_timeout,
                               ping_interval=p.PING_INTERVAL, ping_timeout=p.PING_TIMEOUT, compression=None)
        except (OSError, InvalidHandshake, InvalidURI, asyncio.TimeoutError) as e:
            self._put((CLOSED, (None, f"{UNREACHABLE}: {e}")))
            return
        self._ws = ws
        writer = asyncio.create_task(self._write(ws))
        code, reason = None, ""
        try:
            await ws.send(wire.dumps(self.hello))
            async for text in ws:
                self.bytes_in += len(text) if isinstance(text, bytes) else len(text.encode("utf-8"))
                try:
                    msg = p.parse(text, p.MAX_OUT)
                except p.Malformed as e:
                    self._put((CLOSED, (None, f"the host sent {e.reason} data")))  # i18n: not shown
                    await ws.close(1002, "malformed")
                    return
                if self.stamp:
                    self.received_at.append((time.perf_counter(), msg))
                self._put((MESSAGE, msg))
        except ConnectionClosed:
            pass
        finally:
            writer.cancel()
            if ws.close_code is not None:
                code, reason = ws.close_code, ws.close_reason
            else:
                code, reason = 1006, ""
            self._put((CLOSED, (code, reason)))

    async def _write(self, ws):
        try:
            while True:
                text = await self._out.get()
                if text is None:
                    await ws.close()
                    return
                await ws.send(text)
        except (ConnectionClosed, asyncio.CancelledError):
            pass

    def send(self, msg):
        """Send a message (a dict: dumped here) or raw text (the tests' hostile screens)."""
        text = msg if isinstance(msg, str) else wire.dumps(msg)
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self._out.put_nowait, text)
            except RuntimeError:        # the loop ended meanwhile: the line is down
                pass

    def close(self, timeout=5.0):
        """Hang up (a close handshake) and end the thread."""
        self.send_close()
        if self._thread is not None:
            self._thread.join(timeout)

    def send_close(self):
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self._out.put_nowait, None)
            except RuntimeError:
                pass

    def kill(self, timeout=5.0):
        """Drop the line at once, without a goodbye (a crash, a pulled cable: the tests)."""
        loop, ws = self._loop, self._ws
        if loop is not None and ws is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(ws.transport.abort)
            except RuntimeError:
                pass
        if self._thread is not None:
            self._thread.join(timeout)

    @property
    def alive(self):
        return self._thread is not None and self._thread.is_alive()
