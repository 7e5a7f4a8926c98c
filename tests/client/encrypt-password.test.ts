import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPassword, importPublicKey } from '../../src/api/encrypt-password';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

function decrypt(base64: string): string {
  const plain = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(base64, 'base64'));
  return plain.toString('utf8');
}

describe('encryptPassword', () => {
  it('round-trips through the matching private key (RSA-OAEP, SHA-256, base64)', async () => {
    const cipher = await encryptPassword('Correct1Horse', publicKey);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(decrypt(cipher)).toBe('Correct1Horse');
  });

  it('keeps non-ASCII passwords intact (UTF-8)', async () => {
    const key = await importPublicKey(publicKey);
    expect(decrypt(await encryptPassword('Pässwörd密码12', key))).toBe('Pässwörd密码12');
  });

  it('produces a different ciphertext each time (OAEP is randomised)', async () => {
    const [a, b] = await Promise.all([encryptPassword('Same1Password', publicKey), encryptPassword('Same1Password', publicKey)]);
    expect(a).not.toBe(b);
  });

  it('rejects a key that is not a PEM public key', async () => {
    await expect(encryptPassword('x', '-----BEGIN PUBLIC KEY-----\nbm90IGEga2V5\n-----END PUBLIC KEY-----')).rejects.toThrow();
  });
});
