// createHmac with a Buffer or Uint8Array key (binary keys, as from hex or randomBytes), and an empty key.
import { createHmac } from 'node:crypto';

const hexKey = Buffer.from('0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b', 'hex');
console.log(createHmac('sha256', hexKey).update('Hi There').digest('hex'));
const binary = Buffer.from([0xff, 0x00, 0x80, 0x7f, 0xc3]);
const asString = binary.toString('latin1');
console.log(createHmac('sha1', binary).update('msg').digest('base64'), createHmac('sha1', asString).update('msg').digest('base64'));
const u8 = new Uint8Array([1, 2, 3]);
console.log(createHmac('md5', u8).update('x').digest('hex'));
const key = Buffer.from('secret');
const mac = createHmac('sha256', key);
key[0] = 0x53; // changing the key after creation does not change the MAC
console.log(mac.update('data').digest('hex') === createHmac('sha256', 'secret').update('data').digest('hex'));
console.log(createHmac('sha256', '').update('').digest('hex'), createHmac('sha256', Buffer.alloc(0)).digest('hex').length);
function sign(k: string | Buffer, body: string): string {
  return createHmac('sha512', k).update(body).digest('base64url');
}
console.log(sign('k', 'b'), sign(Buffer.from('k'), 'b') === sign('k', 'b'));
