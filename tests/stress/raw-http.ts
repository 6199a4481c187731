// Requests no HTTP client library would send: cut-off uploads, lying Content-Length, broken
// request lines and chunking, header floods. Written straight to a socket; each waits at most a
// few seconds for whatever the server answers (or for it to close the connection).
import { connect } from 'node:net';

export interface RawAnswer {
  /** The status line's code, or null when the server closed without answering. */
  status: number | null;
}

export function sendRaw(port: number, chunks: (string | Uint8Array)[], waitMs = 3_000): Promise<RawAnswer> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      done({ status: match ? Number(match[1]) : null });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (data) => {
      received += data.toString('latin1');
      if (received.includes('\r\n\r\n')) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
    });
  });
}

const multipartHead = (length: number, token: string) =>
  'POST /api/words/add HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
  `Authorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=XyZ\r\nContent-Length: ${length}\r\n\r\n`;

export interface RawCase {
  name: string;
  chunks: (string | Uint8Array)[];
  /** 5xx statuses that are the right protocol answer here (given by Bun's HTTP parser, not the app). */
  allowed?: number[];
}

/** Named raw requests; `token` is a valid learner's, so uploads reach the words code. */
export function rawCases(token: string): RawCase[] {
  const part =
    '--XyZ\r\nContent-Disposition: form-data; name="myImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
  const cases: [string, (string | Uint8Array)[]][] = [
    ['upload cut off halfway', [multipartHead(500_000, token), part, new Uint8Array(20_000).fill(0x89)]],
    ['upload that declares 300 MB', [multipartHead(300_000_000, token), part, new Uint8Array(10_000)]],
    ['body shorter than its Content-Length', [multipartHead(5_000, token), '--XyZ--\r\n']],
    [
      'body longer than its Content-Length',
      [multipartHead(10, token), `${part}${'A'.repeat(5_000)}\r\n--XyZ--\r\n`],
    ],
    ['unknown method', ['GARBAGE /api/health HTTP/1.1\r\nHost: x\r\n\r\n']],
    ['request line of 100 KB', [`GET /${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`]],
    ['header flood', [`GET /api/health HTTP/1.1\r\nHost: x\r\n${'X-Junk: y\r\n'.repeat(5_000)}\r\n`]],
    ['one header of 64 KB', [`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(65_536)}\r\n\r\n`]],
    [
      'broken chunked body',
      [
        'POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZZ\r\n{"email"\r\n0\r\n\r\n',
      ],
    ],
    [
      'chunk size larger than sent',
      ['POST /api/users/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFF\r\n{"a":1}'],
    ],
    [
      'both Content-Length and chunked',
      [
        'POST /api/users/register HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/health HTTP/1.1\r\nHost: x\r\n\r\n',
      ],
    ],
    ['header without a colon', ['GET /api/health HTTP/1.1\r\nHost: x\r\nNoColonHere\r\n\r\n']],
    ['only half the headers', ['POST /api/words/add HTTP/1.1\r\nHost: x\r\nContent-Ty']],
    [
      'gzip bomb declared as gzip',
      [
        `POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: 1024\r\n\r\n`,
        new Uint8Array(1024),
      ],
    ],
  ];
  return [
    ...cases.map(([name, chunks]) => ({ name, chunks })),
    // 505 HTTP Version Not Supported is the protocol's own answer to a request line that is not HTTP.
    // Bun's parser reads a request line it cannot split (a NUL, no version) the same way.
    { name: 'not HTTP at all', chunks: ['GARBAGE / NOT-HTTP\r\n\r\n'], allowed: [505] },
    {
      name: 'NUL in the path',
      chunks: ['GET /api/words/get/image/1/\u0000abc HTTP/1.1\r\nHost: x\r\n\r\n'],
      allowed: [505],
    },
  ];
}
