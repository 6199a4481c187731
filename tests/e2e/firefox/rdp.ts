// A small client of Firefox's remote debugging protocol (the one about:debugging and web-ext
// speak): length-prefixed JSON packets over TCP. The Firefox journeys use it for what WebDriver
// BiDi refuses: reaching the extension's own pages (moz-extension:// navigation is not allowed
// over BiDi), so the tests can sign the extension in and ask its content scripts what they drew.
import { connect, type Socket } from 'node:net';

type Packet = { from?: string; type?: string; [field: string]: unknown };

export interface RdpConnection {
  /** Sends a request to `to`; resolves with its reply (a packet from `to` without a type). */
  request(to: string, type: string, fields?: Record<string, unknown>): Promise<Packet>;
  /** Resolves with the first packet `matches` accepts. */
  waitFor(matches: (packet: Packet) => boolean): Promise<Packet>;
  /** Every event packet of `type`, from now on, until the answered function is called. */
  onEvent(type: string, listener: (packet: Packet) => void): () => void;
  close(): void;
}

export async function connectRdp(port: number): Promise<RdpConnection> {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((connected, failed) => {
    socket.once('connect', connected);
    socket.once('error', failed);
  });
  const listeners = new Set<(packet: Packet) => void>();
  let buffer = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const colon = buffer.indexOf(':');
      if (colon < 0) return;
      const length = Number(buffer.subarray(0, colon).toString());
      if (buffer.length < colon + 1 + length) return;
      const packet = JSON.parse(buffer.subarray(colon + 1, colon + 1 + length).toString()) as Packet;
      buffer = buffer.subarray(colon + 1 + length);
      for (const listener of [...listeners]) listener(packet);
    }
  });
  const waitFor = (matches: (packet: Packet) => boolean) =>
    new Promise<Packet>((found) => {
      const listener = (packet: Packet) => {
        if (!matches(packet)) return;
        listeners.delete(listener);
        found(packet);
      };
      listeners.add(listener);
    });
  await waitFor((packet) => packet.from === 'root');
  return {
    async request(to, type, fields = {}) {
      const reply = waitFor((packet) => packet.from === to && packet.type === undefined);
      const text = JSON.stringify({ to, type, ...fields });
      socket.write(`${Buffer.byteLength(text)}:${text}`);
      const answer = await reply;
      if (answer.error) throw new Error(`${type} to ${to}: ${answer.error} ${answer.message ?? ''}`);
      return answer;
    },
    waitFor,
    onEvent(type, listener) {
      const onPacket = (packet: Packet) => {
        if (packet.type === type) listener(packet);
      };
      listeners.add(onPacket);
      return () => listeners.delete(onPacket);
    },
    close: () => socket.end(),
  };
}
