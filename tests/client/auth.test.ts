import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getUserDetails, login, retrieveSecurityQa } from '../../src/api/auth';
import { createApiClient } from '../../src/api/client';
import { createLoaderStore } from '../../src/api/loader';
import { userDetailsQueryKey, userDetailsQueryOptions } from '../../src/api/queries/user-details';
import { baseUrl, fakeFetch, json } from './fake-fetch';

const pair = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

const userDetails = {
  userDetails: { userName: 'Tan Mei Ling', position: 'Lawyer', user_id: 'LAW001', disclaimerAccepted: '1' },
  accountDetails: {
    phone: '61234567',
    address: '1 Raffles Place',
    acctId: 'A1',
    appId: 'LRI',
    accountName: 'Tan & Partners',
    postalCode: '048616',
    email: 'tan@example.com',
    fax: '',
    uen: '201912345K',
  },
  expiredTime: 1_700_000_000_000,
};

function route(request: Request): Response {
  const path = new URL(request.url).pathname;
  if (path === '/api/public-key') return json({ keyId: 'k1', algorithm: 'RSA-OAEP-256', publicKey: pair.publicKey });
  if (path === '/api/login') return json({ jwt: 'jwt-1', userId: 'LAW001', userid: 'LAW001', isUENUpdated: 'Y', isLAActive: 'true' });
  if (path === '/api/retrieve-security-qa') return json({ status: 'fail' });
  if (path.startsWith('/api/get-user-details/')) return json(userDetails);
  return json({ errormsg: 'unexpected' }, 404);
}

function setup() {
  const net = fakeFetch(route);
  const client = createApiClient({ baseUrl, getToken: () => null, fetch: net.fetch, loader: createLoaderStore() });
  return { client, net };
}

describe('login', () => {
  it('sends the password encrypted with the public key, fetching the key once per client', async () => {
    const { client, net } = setup();
    const first = await login(client, 'LAW001', 'Correct1Horse!');
    await login(client, 'LAW001', 'Another1Pass');

    expect(first).toMatchObject({ jwt: 'jwt-1', userId: 'LAW001', isLAActive: 'true' });
    const paths = net.requests.map((r) => new URL(r.url).pathname);
    expect(paths).toEqual(['/api/public-key', '/api/login', '/api/login']);

    const body = (await net.requests[1]!.json()) as { userid: string; password: string };
    expect(body.userid).toBe('LAW001');
    const plain = privateDecrypt(
      { key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(body.password, 'base64'),
    ).toString('utf8');
    expect(plain).toBe('Correct1Horse!');
  });
});

describe('typed calls', () => {
  it('retrieveSecurityQa returns the seed shape', async () => {
    const { client } = setup();
    await expect(retrieveSecurityQa(client, 'LAW001')).resolves.toEqual({ status: 'fail' });
  });

  it('getUserDetails puts both segments in the path, encoded', async () => {
    const { client, net } = setup();
    await expect(getUserDetails(client, 'LAW 001', 'a.b/c')).resolves.toEqual(userDetails);
    expect(new URL(net.requests[0]!.url).pathname).toBe('/api/get-user-details/LAW%20001/a.b%2Fc');
  });

  it('the user-details query key leaves the token out', () => {
    const { client } = setup();
    const options = userDetailsQueryOptions(client, 'LAW001', 'secret-jwt');
    expect(options.queryKey).toEqual(userDetailsQueryKey('LAW001'));
    expect(JSON.stringify(options.queryKey)).not.toContain('secret-jwt');
  });
});
