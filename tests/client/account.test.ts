import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  changePassword,
  getLogo,
  registerSecurityQa,
  resetPassword,
  retrieveUenDetails,
  updateUen,
  uploadLogo,
  verifySecurityQa,
} from '../../src/api/account';
import { createApiClient } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import { createLoaderStore } from '../../src/api/loader';
import { logoQueryKey, logoQueryOptions } from '../../src/api/queries/logo';
import { uenDetailsQueryKey, uenDetailsQueryOptions } from '../../src/api/queries/uen-details';
import { messages } from '../../src/domain/messages';
import { baseUrl, fakeFetch, json, type Responder } from './fake-fetch';
import { FakeXhr } from './fake-xhr';

const pair = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

function decrypt(ciphertext: unknown): string {
  const options = { key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' };
  return privateDecrypt(options, Buffer.from(String(ciphertext), 'base64')).toString('utf8');
}

function setup(respond: Responder) {
  const net = fakeFetch((request) => {
    if (new URL(request.url).pathname === '/api/public-key') return json({ keyId: 'k1', algorithm: 'RSA-OAEP-256', publicKey: pair.publicKey });
    return respond(request);
  });
  const client = createApiClient({ baseUrl, getToken: () => 'jwt-1', fetch: net.fetch, loader: createLoaderStore() });
  const sent = async (path: string) => {
    const request = net.requests.find((r) => new URL(r.url).pathname === `/api${path}`);
    if (!request) throw new Error(`no request to ${path}`);
    return { request, body: (await request.clone().json()) as Record<string, unknown> };
  };
  return { client, net, sent };
}

const qa = { userid: 'lawyer1', question1: 'Q1', answer1: 'A1', question2: 'Q2', answer2: 'A2' };

describe('password calls', () => {
  it('changePassword sends both passwords encrypted with the public key', async () => {
    const { client, sent } = setup(() => json({ errormsg: '' }));
    await expect(changePassword(client, { userid: 'lawyer1', oldPassword: 'Old2026Password', newPassword: 'New2026Password' })).resolves.toEqual({
      errormsg: '',
    });
    const { body } = await sent('/change-password');
    expect(body.userid).toBe('lawyer1');
    expect(decrypt(body.oldpassword)).toBe('Old2026Password');
    expect(decrypt(body.newpassword)).toBe('New2026Password');
  });

  it('changePassword passes a refusal through as errormsg', async () => {
    const { client } = setup(() => json({ errormsg: messages.currentPasswordIncorrect }));
    await expect(changePassword(client, { userid: 'u', oldPassword: 'a', newPassword: 'b' })).resolves.toEqual({
      errormsg: messages.currentPasswordIncorrect,
    });
  });

  it('resetPassword sends both passwords encrypted and the reset token as it is', async () => {
    const { client, sent } = setup(() => json({ errormsg: '' }));
    await resetPassword(client, { userid: 'lawyer1', newPassword: 'New2026Password', confirmPassword: 'New2026Passwort', resetToken: 'rt-1' });
    const { body } = await sent('/reset-password');
    expect(body).toMatchObject({ userid: 'lawyer1', resetToken: 'rt-1' });
    expect(decrypt(body.newpassword)).toBe('New2026Password');
    expect(decrypt(body.confirmnewpassword)).toBe('New2026Passwort');
  });
});

describe('security question calls', () => {
  it('registerSecurityQa posts the seed fields and returns the status', async () => {
    const { client, sent } = setup(() => json({ status: 'success' }));
    await expect(registerSecurityQa(client, qa)).resolves.toEqual({ status: 'success' });
    expect((await sent('/register-security-qa')).body).toEqual(qa);
  });

  it('verifySecurityQa returns the reset token on success', async () => {
    const { client, sent } = setup(() => json({ status: 'success', resetToken: 'rt-9' }));
    await expect(verifySecurityQa(client, qa)).resolves.toEqual({ status: 'success', resetToken: 'rt-9' });
    expect((await sent('/verify-security-qa')).body).toEqual(qa);
  });
});

describe('UEN calls', () => {
  it("retrieveUenDetails asks with appid 'LRI'", async () => {
    const details = { acctid: 'TL0001', acctName: 'Tan & Lim LLP', uenNum: '201912345K' };
    const { client, sent } = setup(() => json(details));
    await expect(retrieveUenDetails(client, 'lawyer1')).resolves.toEqual(details);
    expect((await sent('/retrieve-UEN-details')).body).toEqual({ userid: 'lawyer1', appid: 'LRI' });
  });

  it("updateUen sends appid 'LRI' and throws the server's 400 message as ApiError", async () => {
    const { client, sent } = setup(() => json({ errormsg: messages.invalidUenText, errors: ['uenno: x'] }, 400));
    const failure = updateUen(client, { acctid: 'TL0001', uenno: '123' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: messages.invalidUenText });
    expect((await sent('/update-UEN')).body).toEqual({ acctid: 'TL0001', appid: 'LRI', uenno: '123' });
  });

  it('the UEN details query is keyed by user', () => {
    const { client } = setup(() => json({}));
    expect(uenDetailsQueryOptions(client, 'lawyer1').queryKey).toEqual(uenDetailsQueryKey('lawyer1'));
  });
});

describe('getLogo', () => {
  it('returns the image as a Blob, with the bearer token', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47]);
    const { client, net } = setup(() => new Response(png, { headers: { 'Content-Type': 'image/png' } }));
    const logo = await getLogo(client);
    expect(logo?.type).toBe('image/png');
    expect(new Uint8Array(await logo!.arrayBuffer())).toEqual(png);
    expect(net.requests.at(-1)?.headers.get('Authorization')).toBe('Bearer jwt-1');
  });

  it('returns null when the firm has no logo (204)', async () => {
    const { client } = setup(() => new Response(null, { status: 204 }));
    await expect(getLogo(client)).resolves.toBeNull();
  });

  it('throws other failures', async () => {
    const { client } = setup(() => json({ errormsg: 'boom' }, 500));
    await expect(getLogo(client)).rejects.toMatchObject({ status: 500 });
  });

  it("the logo query uses the key ['firm-logo']", () => {
    const { client } = setup(() => json({}));
    expect(logoQueryOptions(client).queryKey).toEqual(['firm-logo']);
    expect(logoQueryKey).toEqual(['firm-logo']);
  });
});

describe('uploadLogo', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.last = undefined;
  });

  function start(onProgress?: (fraction: number) => void) {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const file = new File([Uint8Array.from([1, 2, 3])], 'logo.png', { type: 'image/png' });
    const result = uploadLogo({ file, userId: 'lawyer1', token: 'jwt-1', onProgress, baseUrl: '/api' });
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('no XMLHttpRequest made');
    return { result, xhr, file };
  }

  it('posts logoFile and userId as multipart with the bearer token, reporting progress', async () => {
    const progress: number[] = [];
    const { result, xhr, file } = start((fraction) => progress.push(fraction));
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/upload-logo');
    expect(xhr.headers).toEqual({ Authorization: 'Bearer jwt-1' });
    const form = xhr.body as FormData;
    expect(form.get('userId')).toBe('lawyer1');
    expect((form.get('logoFile') as File).name).toBe(file.name);

    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(200, { message: messages.logoUploaded });
    await expect(result).resolves.toEqual({ message: messages.logoUploaded });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("rejects a non-2xx answer with ApiError carrying the server's errormsg", async () => {
    const { result, xhr } = start();
    xhr.respond(400, { errormsg: messages.logoNotImage, errors: ['logoFile: x'] });
    await expect(result).rejects.toBeInstanceOf(ApiError);
    await expect(result).rejects.toMatchObject({ status: 400, message: messages.logoNotImage, errors: ['logoFile: x'] });
  });

  it("rejects a network failure with ApiError(0, 'Network Error.')", async () => {
    const { result, xhr } = start();
    xhr.failNetwork();
    await expect(result).rejects.toMatchObject({ status: 0, message: messages.networkError });
  });
});
