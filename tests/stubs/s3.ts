// A local stand-in for the part of the S3 REST API the media store uses, path-style:
// PutObject, GetObject, HeadObject, DeleteObject and ListObjectsV2 (with pagination).
// It checks that requests are SigV4-signed with the expected access key, not the signature itself.
// https://docs.aws.amazon.com/AmazonS3/latest/API/API_Operations_Amazon_Simple_Storage_Service.html

interface StoredObject {
  bytes: Uint8Array<ArrayBuffer>;
  type: string;
  etag: string;
  lastModified: Date;
}

const xml = (body: string, status = 200) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    status,
    headers: { 'content-type': 'application/xml' },
  });

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const s3Error = (status: number, code: string, message: string) =>
  xml(`<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`, status);

export function startS3Stub(options: { bucket: string; accessKeyId: string; pageSize?: number }) {
  const objects = new Map<string, StoredObject>();
  const pageSize = options.pageSize ?? 1000;
  const log: string[] = [];

  function signedByUs(request: Request, url: URL): boolean {
    const header = request.headers.get('authorization') ?? '';
    const credential = header.startsWith('AWS4-HMAC-SHA256 ')
      ? /Credential=([^/]+)\//.exec(header)?.[1]
      : url.searchParams.get('X-Amz-Credential')?.split('/')[0];
    const signed = header.includes('Signature=') || url.searchParams.has('X-Amz-Signature');
    return signed && credential === options.accessKeyId;
  }

  function listObjects(url: URL): Response {
    const prefix = url.searchParams.get('prefix') ?? '';
    const maxKeys = Math.min(Number(url.searchParams.get('max-keys') ?? 1000), pageSize);
    const token = url.searchParams.get('continuation-token');
    const after = token ? Buffer.from(token, 'base64url').toString() : '';
    const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = keys.slice(0, maxKeys);
    const truncated = keys.length > page.length;
    const contents = page
      .map((key) => {
        const object = objects.get(key) as StoredObject;
        return `<Contents><Key>${escapeXml(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><ETag>"${object.etag}"</ETag><Size>${object.bytes.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    const next = truncated
      ? `<NextContinuationToken>${Buffer.from(page.at(-1) ?? '').toString('base64url')}</NextContinuationToken>`
      : '';
    return xml(
      `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${options.bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
    );
  }

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      const [, bucket = '', ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      log.push(`${request.method} ${url.pathname}${url.searchParams.has('list-type') ? '?list' : ''}`);
      if (!signedByUs(request, url)) return s3Error(403, 'InvalidAccessKeyId', 'Unknown access key.');
      if (bucket !== options.bucket)
        return s3Error(404, 'NoSuchBucket', 'The specified bucket does not exist');

      if (key === '' && request.method === 'GET' && url.searchParams.get('list-type') === '2') {
        return listObjects(url);
      }
      if (key === '') return s3Error(400, 'InvalidRequest', 'This stand-in needs an object key.');

      const object = objects.get(key);
      switch (request.method) {
        case 'PUT': {
          const bytes = new Uint8Array(await request.arrayBuffer());
          const etag = new Bun.CryptoHasher('md5').update(bytes).digest('hex');
          const type = request.headers.get('content-type') ?? 'binary/octet-stream';
          objects.set(key, { bytes, type, etag, lastModified: new Date() });
          return new Response(null, { status: 200, headers: { etag: `"${etag}"` } });
        }
        case 'GET':
        case 'HEAD': {
          if (!object) return s3Error(404, 'NoSuchKey', 'The specified key does not exist.');
          const headers = {
            'content-type': object.type,
            etag: `"${object.etag}"`,
            'last-modified': object.lastModified.toUTCString(),
            'content-length': String(object.bytes.length),
          };
          return new Response(request.method === 'HEAD' ? null : object.bytes, { headers });
        }
        case 'DELETE':
          objects.delete(key); // S3 answers 204 whether or not the key existed
          return new Response(null, { status: 204 });
        default:
          return s3Error(405, 'MethodNotAllowed', 'The specified method is not allowed.');
      }
    },
  });

  return { url: `http://127.0.0.1:${server.port}`, objects, log, stop: () => server.stop(true) };
}
