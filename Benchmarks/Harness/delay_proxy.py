#!/usr/bin/env python3
"""A TCP proxy that delays every chunk by a fixed time in both directions: a server "20 ms
away" for scroll-postgres-latency (run.py starts it). Not netem: that would also delay the X
server on loopback. Order is kept and chunks are pipelined (each is due its arrival + delay,
not the previous one's send + delay), as on a long link.

    python3 delay_proxy.py UPSTREAM_PORT [DELAY_MS] [UPSTREAM_HOST]   # prints its own port
"""
import asyncio
import socket
import sys


async def forward(reader, writer, delay):
    loop = asyncio.get_running_loop()
    queue = asyncio.Queue()

    async def send():
        while True:
            due, data = await queue.get()
            wait = due - loop.time()
            if wait > 0:
                await asyncio.sleep(wait)
            if not data:
                writer.close()
                return
            writer.write(data)
            await writer.drain()

    sender = asyncio.create_task(send())
    while True:
        try:
            data = await reader.read(65536)
        except ConnectionError:
            data = b""
        queue.put_nowait((loop.time() + delay, data))
        if not data:
            break
    try:
        await sender
    except ConnectionError:
        pass


def main():
    upstream_port = int(sys.argv[1])
    delay = (float(sys.argv[2]) if len(sys.argv) > 2 else 20.0) / 1000
    upstream_host = sys.argv[3] if len(sys.argv) > 3 else "127.0.0.1"

    async def client(reader, writer):
        writer.get_extra_info("socket").setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        try:
            up_reader, up_writer = await asyncio.open_connection(upstream_host, upstream_port)
        except OSError:
            writer.close()
            return
        up_writer.get_extra_info("socket").setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        await asyncio.gather(forward(reader, up_writer, delay), forward(up_reader, writer, delay))

    async def serve():
        server = await asyncio.start_server(client, "127.0.0.1", 0)
        print(server.sockets[0].getsockname()[1], flush=True)
        async with server:
            await server.serve_forever()

    asyncio.run(serve())


if __name__ == "__main__":
    main()
