// Sends a request that declares (or streams) a huge body over a raw socket, the way an attacker
// would: the body is written in 1 MB pieces for as long as the server takes it, and the server's
// answer ends the upload. Also reads a process's resident memory from /proc.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';

export const MB = 1024 * 1024;
const PIECE = Buffer.alloc(MB, 0x61);

export interface UploadOutcome {
  /** The answer's status, or 0 when the server closed the connection without one. */
  status: number;
  /** Bytes of body the server let us write before answering. */
  sent: number;
}

export function hugeUpload(
  url: string,
  {
    method,
    path,
    bytes,
    chunked = false,
    headers = {},
  }: {
    method: string;
    path: string;
    bytes: number;
    chunked?: boolean;
    headers?: Record<string, string>;
  },
): Promise<UploadOutcome> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = connect(Number(port), hostname);
    let sent = 0;
    let answer = '';
    let finished = false;
    const finish = (status: number) => {
      if (finished) return;
      finished = true;
      socket.destroy();
      done({ status, sent });
    };
    const writeMore = () => {
      while (!finished && sent < bytes) {
        const piece = PIECE.subarray(0, Math.min(MB, bytes - sent));
        sent += piece.length;
        const framed = chunked
          ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
          : piece;
        if (!socket.write(framed)) return socket.once('drain', writeMore);
      }
      if (!finished && chunked) socket.write('0\r\n\r\n');
    };
    socket.on('connect', () => {
      const lines = [
        `${method} ${path} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${bytes}`,
        ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      writeMore();
    });
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      if (status) finish(Number(status));
    });
    socket.on('error', () => finish(0));
    socket.on('close', () => finish(0));
  });
}

/** Resident memory of a process in MB (VmRSS). */
export function residentMb(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** Samples a process's resident memory every 50 ms while `work` runs; answers the peak in MB. */
export async function peakResidentMb<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ peak: number; result: T }> {
  let peak = residentMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 50);
  try {
    const result = await work();
    return { peak: Math.max(peak, residentMb(pid)), result };
  } finally {
    clearInterval(timer);
  }
}
