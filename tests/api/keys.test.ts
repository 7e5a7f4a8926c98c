import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createInMemoryKeys, loadServerKeys } from '../../src/server/auth/keys';
import { hashSecret, verifySecret } from '../../src/server/auth/password-hash';
import { hashAnswer, verifyAnswer } from '../../src/server/auth/security-answer';
import { redactPath } from '../../src/server/http/redact-path';
import { requestLog } from '../../src/server/http/request-log';
import { encryptPassword } from './support/encrypt-password';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cw-keys-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server keys', () => {
  it('persist in DATA_DIR/secrets so a restart keeps the key pair and token secret', async () => {
    const first = await loadServerKeys({ dataDir, jwtSecret: undefined });
    const second = await loadServerKeys({ dataDir, jwtSecret: undefined });
    expect(second.keyId).toBe(first.keyId);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.decryptPassword(encryptPassword(first.publicKeyPem, 'Secret-Pass-123'))).toBe('Secret-Pass-123');
    expect(statSync(path.join(dataDir, 'secrets', 'rsa-oaep-private.pem')).mode & 0o077).toBe(0);
  });

  it('prefer JWT_SECRET from the environment over the stored one', async () => {
    const keys = await loadServerKeys({ dataDir, jwtSecret: 'x'.repeat(40) });
    expect(keys.jwtSecret).toBe('x'.repeat(40));
  });

  it('decrypt nothing that is not RSA-OAEP(SHA-256) ciphertext for this key', async () => {
    const keys = await createInMemoryKeys();
    const other = await createInMemoryKeys();
    expect(keys.decryptPassword('not base64!')).toBeNull();
    expect(keys.decryptPassword(Buffer.from('plain').toString('base64'))).toBeNull();
    expect(keys.decryptPassword(encryptPassword(other.publicKeyPem, 'Secret-Pass-123'))).toBeNull();
  });
});

describe('secret hashing', () => {
  it('verifies the right password and rejects a wrong one or an unreadable hash', async () => {
    const hash = await hashSecret('Conveyancing2026');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifySecret('Conveyancing2026', hash)).toBe(true);
    expect(await verifySecret('conveyancing2026', hash)).toBe(false);
    expect(await verifySecret('Conveyancing2026', 'plain-text')).toBe(false);
  });

  it('matches security answers regardless of case and spacing', async () => {
    const hash = await hashAnswer('Old Airport Road');
    expect(await verifyAnswer('  old   AIRPORT road ', hash)).toBe(true);
    expect(await verifyAnswer('Old Airport', hash)).toBe(false);
  });
});

describe('request log redaction', () => {
  it('removes the jwt segment of get-user-details and any jwt-shaped segment', () => {
    expect(redactPath('/api/get-user-details/lawyer1/abc.def.ghi')).toBe('/api/get-user-details/lawyer1/[redacted]');
    expect(redactPath('/api/get-user-details/lawyer1/anything')).toBe('/api/get-user-details/lawyer1/[redacted]');
    expect(redactPath('/api/other/eyJhbGciOi.eyJzdWIi.c2lnbmF0dXJl/x')).toBe('/api/other/[redacted]/x');
    expect(redactPath('/api/questions')).toBe('/api/questions');
  });

  it('removes the unique code of a direct-entry link but keeps the user id, however the path is cased or slashed', () => {
    expect(redactPath('/conveyancing/property-listing/lawyer1/DEMO-LINK-LAWYER1')).toBe('/conveyancing/property-listing/lawyer1/[redacted]');
    expect(redactPath('/conveyancing/property-listing/lawyer1/DEMO-LINK-LAWYER1/')).toBe('/conveyancing/property-listing/lawyer1/[redacted]/');
    expect(redactPath('/Conveyancing/Property-Listing/lawyer1/DEMO-LINK-LAWYER1')).toBe('/Conveyancing/Property-Listing/lawyer1/[redacted]');
    expect(redactPath('//conveyancing//property-listing/lawyer1//DEMO-LINK-LAWYER1')).toBe('//conveyancing//property-listing/lawyer1//[redacted]');
    // The listing without a link has nothing to hide.
    expect(redactPath('/conveyancing/property-listing')).toBe('/conveyancing/property-listing');
    expect(redactPath('/conveyancing/property-listing/lawyer1')).toBe('/conveyancing/property-listing/lawyer1');
  });

  it('writes request log lines without the direct-entry code or a jwt', async () => {
    const lines: string[] = [];
    const app = new Hono().use(requestLog({ info: (line) => lines.push(line), warn: () => {}, error: () => {} })).all('*', (c) => c.text('ok'));
    await app.request('/conveyancing/property-listing/lawyer1/DEMO-LINK-LAWYER1');
    await app.request('/api/get-user-details/lawyer1/eyJhbGciOi.eyJzdWIi.c2lnbmF0dXJl');
    expect(lines).toEqual([
      expect.stringMatching(/^GET \/conveyancing\/property-listing\/lawyer1\/\[redacted\] 200 \d+ms$/) as unknown,
      expect.stringMatching(/^GET \/api\/get-user-details\/lawyer1\/\[redacted\] 200 \d+ms$/) as unknown,
    ]);
  });
});
