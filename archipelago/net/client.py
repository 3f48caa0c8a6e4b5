"""The joining side's connection (issue 36): a thread running the websockets client that
feeds a queue.Queue, which the screen's loop drains (the pattern of the bots' worker,
match.runner: `wake` tells the loop something arrived).

    client = Client("ws://127.0.0.1:8765", hello, wake=app.wake).start()
    client.inbox.get_nowait()   # ("message", dict, its text) ... ("closed", (code, reason), None) at the end
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
        self._early = []                # what was sent before the connection was made (sent right after the hello)
        self._lock = threading.Lock()

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
            self._put((CLOSED, (None, f"{type(e).__name__}: {e}"), None))

    async def _main(self):
        self._loop = asyncio.get_running_loop()
        self._out = asyncio.Queue()
        try:
            ws = await connect(self.url, proxy=None, max_size=p.MAX_OUT, open_timeout=self.open_timeout,
                               ping_interval=p.PING_INTERVAL, ping_timeout=p.PING_TIMEOUT, compression=None)
        except (OSError, InvalidHandshake, InvalidURI, asyncio.TimeoutError) as e:
            self._put((CLOSED, (None, f"{UNREACHABLE}: {e}"), None))
            return
        self._ws = ws
        code, reason = None, ""
        writer = None
        try:
            await ws.send(wire.dumps(self.hello))
            with self._lock:
                for text in self._early:
                    self._out.put_nowait(text)
                self._early = None
            writer = asyncio.create_task(self._write(ws))
            async for text in ws:
                at = time.monotonic()            # (system-wide: a bench compares it across processes)
                self.bytes_in += len(text) if isinstance(text, bytes) else len(text.encode("utf-8"))
                try:
                    msg = p.parse(text, p.MAX_OUT)
                except p.Malformed:
                    await ws.close(1002, "malformed")       # the host sent what is not a message: hang up
                    return
                if self.stamp:
                    self.received_at.append((at, msg))
                self._put((MESSAGE, msg, text))
        except ConnectionClosed:
            pass
        finally:
            if writer is not None:
                writer.cancel()
            if ws.close_code is not None:
                code, reason = ws.close_code, ws.close_reason
            else:
                code, reason = 1006, ""
            self._put((CLOSED, (code, reason), None))

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
        """Send a message (a dict: dumped here) or raw text (the tests' hostile screens);
        before the connection is made, right after the hello."""
        self._send(msg if isinstance(msg, str) else wire.dumps(msg))

    def _send(self, text):
        with self._lock:
            if self._early is not None:
                self._early.append(text)
                return
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(self._out.put_nowait, text)
            except RuntimeError:        # the loop ended meanwhile: the line is down
                pass

    def close(self, timeout=5.0):
        """Hang up (a close handshake) and end the thread."""
        self._send(None)
        if self._thread is not None:
            self._thread.join(timeout)

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
