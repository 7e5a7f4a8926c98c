import { createHmac } from 'node:crypto';
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { verifyHs256 } from '../../src/server/auth/hs256';

/** The bearer check's own HS256 verification accepts what hono/jwt signs and what its verify accepted, nothing more. */

const SECRET = 'a-test-secret-of-reasonable-length';
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const signed = (header: unknown, payload: unknown, secret = SECRET) => {
  const unsigned = `${part(header)}.${part(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
};
const CLAIMS = { sub: 'lawyer1', firm: 1, sid: 'abc', iat: 1, exp: 2 };

describe('verifyHs256', () => {
  it('reads the claims of a token hono/jwt signed', async () => {
    expect(verifyHs256(await sign(CLAIMS, SECRET, 'HS256'), SECRET)).toEqual(CLAIMS);
  });

  it('accepts a header without typ, as hono/jwt did', () => {
    expect(verifyHs256(signed({ alg: 'HS256' }, CLAIMS), SECRET)).toEqual(CLAIMS);
  });

  it('refuses another secret, an altered payload and an altered signature', async () => {
    const token = await sign(CLAIMS, SECRET, 'HS256');
    const [header, , signature] = token.split('.');
    expect(verifyHs256(token, 'another-secret')).toBeNull();
    expect(verifyHs256(`${header}.${part({ ...CLAIMS, firm: 2 })}.${signature}`, SECRET)).toBeNull();
    expect(verifyHs256(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, SECRET)).toBeNull();
    expect(verifyHs256(`${token}=`, SECRET)).toBeNull();
  });

  it('refuses a header naming another algorithm or type, or critical extensions, even when the HMAC matches', () => {
    for (const header of [{ alg: 'none' }, { alg: 'HS512', typ: 'JWT' }, { alg: 'HS256', typ: 'JOSE+JSON' }, { alg: 'HS256', crit: ['b64'] }]) {
      expect({ header, claims: verifyHs256(signed(header, CLAIMS), SECRET) }).toEqual({ header, claims: null });
    }
  });

  it('refuses what is not three parts of JSON objects', () => {
    for (const token of ['', 'a.b', 'a.b.c.d', signed({ alg: 'HS256' }, [1, 2]), signed({ alg: 'HS256' }, 'text')]) {
      expect(verifyHs256(token, SECRET)).toBeNull();
    }
    const unsigned = `${part({ alg: 'HS256' })}.not-json`;
    expect(verifyHs256(`${unsigned}.${createHmac('sha256', SECRET).update(unsigned).digest('base64url')}`, SECRET)).toBeNull();
  });
});
