// Signed tokens and content hashing: createHash/createHmac, Buffer base64/base64url/hex round trips.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const SECRET = 'kiln-demo-secret';

function b64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

function fromB64url(s: string): Buffer {
  const pad = s.length % 4 === 0 ? '' : '='.repeat(4 - (s.length % 4));
  return Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/') + pad, 'base64');
}

interface Claims {
  sub: string;
  iat: number;
  exp: number;
  roles: string[];
}

function sign(claims: Claims, secret = SECRET): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify(claims));
  const sig = b64url(createHmac('sha256', secret).update(`${header}.${payload}`).digest());
  return `${header}.${payload}.${sig}`;
}

type VerifyResult = { ok: true; claims: Claims } | { ok: false; reason: string };

function verify(token: string, now: number, secret = SECRET): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: `malformed: ${parts.length} parts` };
  const [h, p, s] = parts;
  const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
  const given = fromB64url(s);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad signature' };
  let claims: Claims;
  try {
    claims = JSON.parse(fromB64url(p).toString('utf8')) as Claims;
  } catch {
    return { ok: false, reason: 'bad payload' };
  }
  if (claims.exp <= now) return { ok: false, reason: `expired ${now - claims.exp}s ago` };
  return { ok: true, claims };
}

function sha(algo: 'md5' | 'sha1' | 'sha256' | 'sha512', data: string | Buffer, enc: 'hex' | 'base64' = 'hex'): string {
  return createHash(algo).update(data).digest(enc);
}

// Content-addressed chunk store: hash each chunk, dedupe, verify.
function chunkStore(text: string, size: number) {
  const store = new Map<string, Buffer>();
  const refs: string[] = [];
  const buf = Buffer.from(text, 'utf8');
  for (let off = 0; off < buf.length; off += size) {
    const chunk = buf.subarray(off, off + size);
    const id = sha('sha1', chunk).slice(0, 12);
    if (!store.has(id)) store.set(id, Buffer.from(chunk));
    refs.push(id);
  }
  return { store, refs };
}

const now = 1_700_000_000;
const claims: Claims = { sub: 'user-42', iat: now, exp: now + 3600, roles: ['reader', 'writer'] };
const token = sign(claims);
console.log('token:', token);
console.log('parts:', token.split('.').map((x) => x.length));
console.log('verify now:', verify(token, now + 10));
console.log('verify late:', verify(token, now + 4000));
console.log('wrong secret:', verify(token, now, 'other'));
const tampered = token.replace(/\.([^.]+)\./, (_, p: string) => '.' + b64url(fromB64url(p).toString().replace('reader', 'admin')) + '.');
console.log('tampered:', verify(tampered, now));
console.log('malformed:', verify('abc.def', now));

for (const algo of ['md5', 'sha1', 'sha256', 'sha512'] as const) {
  console.log(algo.padEnd(6), sha(algo, 'The quick brown fox jumps over the lazy dog').slice(0, 32), sha(algo, '', 'base64').length);
}

const h = createHash('sha256');
for (const part of ['hello', ' ', 'world']) h.update(part);
const inc = h.digest('hex');
console.log('incremental equals one-shot:', inc === sha('sha256', 'hello world'), inc.slice(0, 16));

const samples = ['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar', 'ünïcödé ✓', '\u0000\u00ff binary?'];
for (const s of samples) {
  const b = Buffer.from(s, 'utf8');
  const b64 = b.toString('base64');
  const hex = b.toString('hex');
  const back1 = Buffer.from(b64, 'base64').toString('utf8');
  const back2 = Buffer.from(hex, 'hex').toString();
  console.log(JSON.stringify(s).padEnd(22), b.length, b64.padEnd(20), b64url(s).padEnd(20), hex.slice(0, 24), back1 === s && back2 === s);
}

const text = 'abcdefgh'.repeat(6) + 'XYZ' + 'abcdefgh'.repeat(2);
const { store, refs } = chunkStore(text, 8);
console.log(`chunks: ${refs.length} refs, ${store.size} unique`);
console.log(refs.join(' '));
const rebuilt = Buffer.concat(refs.map((r) => store.get(r)!)).toString();
console.log('rebuilt ok:', rebuilt === text, rebuilt.length);
const mac = createHmac('sha512', Buffer.from('6b6579', 'hex')).update('data').digest('base64');
console.log('hmac512:', mac.length, mac.slice(0, 20));
const bytes = Buffer.from([0, 1, 127, 128, 254, 255]);
console.log(bytes, bytes.toString('hex'), bytes.toString('base64'), [...bytes].reverse());
console.log(Buffer.byteLength('✓✓'), Buffer.from('ab').equals(Buffer.from('6162', 'hex')), Buffer.compare(Buffer.from('a'), Buffer.from('b')));
