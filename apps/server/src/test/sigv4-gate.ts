import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An S3 front door that checks AWS Signature Version 4 the way S3 does, for tests: s3rver (our S3
 * emulator) accepts any V4 signature of a known access key, so without this a wrongly signed
 * call or a tampered link would pass. Every request is verified here (header-signed SDK calls and
 * presigned links alike, expiry, the signed payload hash and headers) and only then forwarded to
 * the emulator; a refusal answers 403 with S3's error XML and never reaches it.
 *
 * Written from the published algorithm, not with the SDK's signer, so it also checks the SDK's
 * and our adapter's signing independently.
 */
export interface SigV4Gate {
  endpoint: string;
  /** Requests verified and forwarded, and requests refused, so far. */
  counts(): { verified: number; refused: number };
  close(): Promise<void>;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';
const UNSIGNED = 'UNSIGNED-PAYLOAD';
/** S3's tolerance between a header-signed request's date and its own clock. */
const MAX_SKEW_MS = 15 * 60_000;
const MAX_PRESIGN_SEC = 7 * 24 * 3600;

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** RFC 3986 escaping as SigV4 uses it: everything but unreserved characters. */
const uriEscape = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

function decodeComponent(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    throw new Refusal(400, 'InvalidArgument', 'Malformed query string');
  }
}

/** Query pairs as sent, decoded; `+` is a literal plus here, as S3 reads it. */
function queryPairs(rawQuery: string): [string, string][] {
  if (!rawQuery) return [];
  return rawQuery.split('&').map((part) => {
    const eq = part.indexOf('=');
    const name = eq < 0 ? part : part.slice(0, eq);
    const value = eq < 0 ? '' : part.slice(eq + 1);
    return [decodeComponent(name), decodeComponent(value)];
  });
}

/** `20261124T215000Z` → epoch ms, or NaN. */
function parseAmzDate(s: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(s);
  if (!m) return Number.NaN;
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]);
}

interface Claim {
  credential: string;
  amzDate: string;
  signedHeaders: string;
  signature: string;
  payloadHash: string;
  /** Presigned links only. */
  expiresSec?: number;
}

/** What the request says it was signed with: a presigned link's query or the Authorization header. */
function claimOf(req: http.IncomingMessage, query: [string, string][]): Claim {
  const q = new Map(query);
  if (q.has('X-Amz-Algorithm') || q.has('X-Amz-Signature')) {
    if (q.get('X-Amz-Algorithm') !== ALGORITHM) {
      throw new Refusal(400, 'AuthorizationQueryParametersError', 'Unsupported algorithm');
    }
    const expires = Number(q.get('X-Amz-Expires'));
    if (!Number.isInteger(expires) || expires < 1 || expires > MAX_PRESIGN_SEC) {
      throw new Refusal(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires out of range');
    }
    return {
      credential: q.get('X-Amz-Credential') ?? '',
      amzDate: q.get('X-Amz-Date') ?? '',
      signedHeaders: q.get('X-Amz-SignedHeaders') ?? '',
      signature: q.get('X-Amz-Signature') ?? '',
      payloadHash: q.get('X-Amz-Content-Sha256') ?? UNSIGNED,
      expiresSec: expires,
    };
  }
  const auth = req.headers.authorization ?? '';
  if (!auth.startsWith(`${ALGORITHM} `)) {
    throw new Refusal(403, 'AccessDenied', 'Anonymous access is not allowed');
  }
  const fields = new Map(
    auth
      .slice(ALGORITHM.length + 1)
      .split(',')
      .map((f) => {
        const [k, ...v] = f.trim().split('=');
        return [k, v.join('=')] as const;
      }),
  );
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (!payloadHash) {
    throw new Refusal(400, 'InvalidRequest', 'Missing x-amz-content-sha256');
  }
  return {
    credential: fields.get('Credential') ?? '',
    amzDate: String(req.headers['x-amz-date'] ?? ''),
    signedHeaders: fields.get('SignedHeaders') ?? '',
    signature: fields.get('Signature') ?? '',
    payloadHash,
  };
}

function verify(
  req: http.IncomingMessage,
  body: Buffer,
  secrets: ReadonlyMap<string, string>,
  region: string,
): void {
  const url = req.url ?? '/';
  const mark = url.indexOf('?');
  const rawPath = mark < 0 ? url : url.slice(0, mark);
  const query = queryPairs(mark < 0 ? '' : url.slice(mark + 1));
  const claim = claimOf(req, query);

  const [accessKeyId, day, scopeRegion, service, terminator, ...rest] = claim.credential.split('/');
  const secret = secrets.get(accessKeyId ?? '');
  if (secret === undefined) {
    throw new Refusal(403, 'InvalidAccessKeyId', 'The access key does not exist');
  }
  if (rest.length || terminator !== 'aws4_request' || service !== 's3' || scopeRegion !== region) {
    throw new Refusal(400, 'AuthorizationHeaderMalformed', 'Malformed credential scope');
  }
  const signedAt = parseAmzDate(claim.amzDate);
  if (Number.isNaN(signedAt) || claim.amzDate.slice(0, 8) !== day) {
    throw new Refusal(403, 'AccessDenied', 'The request date does not match its scope');
  }
  const now = Date.now();
  if (claim.expiresSec !== undefined) {
    if (now > signedAt + claim.expiresSec * 1000) {
      throw new Refusal(403, 'AccessDenied', 'Request has expired');
    }
    if (signedAt > now + MAX_SKEW_MS) {
      throw new Refusal(403, 'AccessDenied', 'Request is not yet valid');
    }
  } else if (Math.abs(now - signedAt) > MAX_SKEW_MS) {
    throw new Refusal(403, 'RequestTimeTooSkewed', 'The request time is too far from ours');
  }

  const signedHeaders = claim.signedHeaders.split(';');
  if (!signedHeaders.includes('host')) {
    throw new Refusal(403, 'AccessDenied', 'Host is not among the signed headers');
  }
  if (claim.payloadHash !== UNSIGNED) {
    if (!/^[0-9a-f]{64}$/.test(claim.payloadHash)) {
      throw new Refusal(
        501,
        'NotImplemented',
        `Payload mode ${claim.payloadHash} is not checked here`,
      );
    }
    if (claim.payloadHash !== sha256Hex(body)) {
      throw new Refusal(400, 'XAmzContentSHA256Mismatch', 'The body does not match its hash');
    }
  }

  const canonicalQuery = query
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [uriEscape(name), uriEscape(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  // S3 signs the path exactly as sent (already escaped once), never normalised.
  const canonicalRequest = [
    req.method,
    rawPath,
    canonicalQuery,
    canonicalHeaders,
    claim.signedHeaders,
    claim.payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = [ALGORITHM, claim.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), 's3'), 'aws4_request');
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  const given = Buffer.from(claim.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new Refusal(403, 'SignatureDoesNotMatch', 'The request signature does not match');
  }
}

function refuse(res: http.ServerResponse, method: string | undefined, refusal: Refusal): void {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${refusal.message}</Message></Error>`;
  res.writeHead(refusal.status, { 'content-type': 'application/xml' });
  res.end(method === 'HEAD' ? undefined : xml);
}

/**
 * Starts the gate on a free loopback port in front of `target` (the emulator's endpoint), for
 * the given access keys and their secrets in one region.
 */
export async function startSigV4Gate(options: {
  target: string;
  credentials: { accessKeyId: string; secretAccessKey: string }[];
  region: string;
}): Promise<SigV4Gate> {
  const target = new URL(options.target);
  const secrets = new Map(options.credentials.map((c) => [c.accessKeyId, c.secretAccessKey]));
  let verified = 0;
  let refused = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    // A client killed mid-upload (the topology's SIGKILLed worker) aborts its request: nothing
    // is forwarded and nothing counted, as S3 stores nothing of a cut upload.
    req.on('error', () => {});
    res.on('error', () => {});
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      try {
        verify(req, body, secrets, options.region);
      } catch (err) {
        // Anything unforeseen is a refusal too, answered, never a crash of the test process.
        refused++;
        refuse(
          res,
          req.method,
          err instanceof Refusal ? err : new Refusal(500, 'InternalError', String(err)),
        );
        return;
      }
      verified++;
      // The body is whole here: forward it with its length, not the client's framing.
      const headers = { ...req.headers, 'content-length': String(body.length) };
      delete headers['transfer-encoding'];
      delete headers.expect;
      const upstream = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
        (reply) => {
          res.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502).end();
      });
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    counts: () => ({ verified, refused }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
