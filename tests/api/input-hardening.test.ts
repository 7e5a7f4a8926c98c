import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { MAX_INPUT_DEPTH } from '../../src/server/http/input-shape';
import { deepArray, deepObject } from './support/fuzz/junk';
import { loadOperations } from './support/fuzz/spec';
import { json, propertyIdOf } from './support/properties';
import { startTestServer, type TestServer } from './support/start-test-server';

/** Issue 12 point 1 (no 5xx on any input) and point 4 (JSON bodies capped at 1 MB), one defect per test. */
let server: TestServer;
let lawyer1: string;
beforeAll(async () => {
  server = await startTestServer();
  lawyer1 = await server.tokenFor('lawyer1');
});
afterAll(() => server.close());

interface ErrorJson {
  errormsg: string;
  errors?: string[];
}

const post = async (path: string, body: unknown, jwt?: string) => json<ErrorJson>(await server.post(path, body, jwt));
const get = async (path: string, jwt = lawyer1) => json<ErrorJson>(await server.get(path, jwt));

function expectRefused(reply: { status: number; body: ErrorJson }, problem: RegExp) {
  expect(reply.status).toBe(400);
  expect(reply.body.errormsg).toBe(messages.badRequest);
  expect(reply.body.errors?.join('\n')).toMatch(problem);
}

describe('deeply nested JSON', () => {
  it.each([
    ['50,000 nested arrays', deepArray(50_000)],
    ['50,000 nested objects', deepObject(50_000)],
  ])('answers %s sent to the public /login with 400, not a stack overflow', async (_, body) => {
    expectRefused(await post('/api/login', body), /nested deeper than 64 levels/);
  });

  it('answers a field nested 50,000 deep with 400 on a signed-in call that parses its own body', async () => {
    expectRefused(await post('/api/add-property', `{"propName":${deepArray(50_000)}}`, lawyer1), /propName: nested deeper/);
  });

  it(`lets a body nested exactly ${MAX_INPUT_DEPTH} levels reach the schema, which names the wrong field`, async () => {
    const reply = await post('/api/login', `{"userid":${deepArray(MAX_INPUT_DEPTH - 1)},"password":"x"}`);
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.join('\n')).not.toMatch(/nested/);
  });
});

describe('lone surrogates', () => {
  it('refuses one in a value bound for a jsonb column (secondary stakeholder info) with 400, not 500', async () => {
    const propertyInfoId = await propertyIdOf(server, 'PCN-2026-000106');
    const body = { propertyInfoId, kind: 'tenant', info: { tenantName: '\ud800x' } };
    expectRefused(await post('/api/assign-2nd-stakeholder', body, lawyer1), /info\.tenantName: contains a lone surrogate/);
  });

  it('refuses one in a text field instead of storing U+FFFD', async () => {
    expectRefused(await post('/api/fetchusersbylawfirmname', { acctName: 'Tan \udfff Lim' }, lawyer1), /acctName: contains a lone surrogate/);
  });

  it('refuses one in an object key, as it refuses NUL there', async () => {
    expectRefused(await post('/api/login', '{"userid":"a","password":"b","\\ud800":1}'), /the field name contains a lone surrogate/);
    expectRefused(await post('/api/login', '{"userid":"a","password":"b","x\\u0000":1}'), /the field name contains a NUL/);
  });
});

describe('path and query text', () => {
  it('refuses a NUL in a path parameter with 400 before it reaches SQL', async () => {
    expectRefused(await get('/api/get-PropId-by-LFContNum/%00'), /path: contains a NUL/);
  });

  it('refuses a percent-encoded surrogate or malformed escape in a path with 400', async () => {
    expectRefused(await get('/api/get-PropId-by-LFContNum/%ED%A0%80'), /path: not valid percent-encoded UTF-8/);
    expectRefused(await get('/api/search-agent/%E0%A4%A/1'), /path: not valid percent-encoded UTF-8/);
  });

  it('refuses a NUL in the query string, also on public calls', async () => {
    expectRefused(await get('/api/public-key?x=%00', ''), /query: contains a NUL/);
    expectRefused(await get('/api/get-property/1?ignored=a%00b'), /query: contains a NUL/);
  });

  it('still decodes ordinary escapes and plus signs', async () => {
    expect((await get('/api/search-property/lawyer1/TL%2FCONV%2F2026%2F0141')).status).toBe(200);
    expect((await server.get('/api/sandbox/onemap/search?searchVal=marina+boulevard')).status).toBe(200);
  });
});

describe('multipart text fields', () => {
  it('refuses a NUL in any text field of an upload with 400', async () => {
    const form = new FormData();
    form.append('userId', 'lawyer1');
    form.append('note', 'a\u0000b');
    form.append('logoFile', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'logo.png');
    const response = await server.app.request('/api/upload-logo', { method: 'POST', headers: { Authorization: `Bearer ${lawyer1}` }, body: form });
    expectRefused(await json<ErrorJson>(response), /note: contains a NUL/);
  });
});

describe('requisition report dates at the ends of the calendar', () => {
  it.each([
    ['0001-01-01', '2026-12-31'],
    ['2026-01-01', '9999-12-31'],
    ['0001-01-01', '9999-12-31'],
  ])('lists requisitions from %s to %s instead of failing in the database', async (fromDate, toDate) => {
    const body = { accountId: 'lawyer1', fromDate, toDate, searchCriteria: '', drafted: false };
    const reply = await json<unknown[]>(await server.post('/api/loadAllRequisitions', body, lawyer1));
    expect(reply.status).toBe(200);
    expect(Array.isArray(reply.body)).toBe(true);
  });
});

describe('JSON body limit', () => {
  const overOneMegabyte = JSON.stringify({ userid: 'x'.repeat(1024 * 1024), password: 'x' });

  it('answers a body over 1 MB to the public /login with 413 and a readable message', async () => {
    const reply = await post('/api/login', overOneMegabyte);
    expect(reply.status).toBe(413);
    expect(reply.body.errormsg).toBe(messages.payloadTooLarge);
  });

  it('answers 413 by the declared Content-Length, before reading the body', async () => {
    const response = await server.app.request('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(2 * 1024 * 1024) },
      body: '{}',
    });
    expect(response.status).toBe(413);
  });

  it('accepts a body just under 1 MB (the schema then judges it)', async () => {
    const reply = await post('/api/login', JSON.stringify({ userid: 'x'.repeat(1000 * 1000), password: 'x' }));
    expect(reply.status).toBe(400);
  });

  it('caps every JSON operation of the contract, with and without a token', async () => {
    const jsonOperations = loadOperations().filter((operation) => operation.body?.mediaType === 'application/json');
    expect(jsonOperations.length).toBeGreaterThan(40);
    for (const operation of jsonOperations) {
      const path = `/api${operation.path.replace(/\{[^}]+\}/g, '1')}`;
      for (const jwt of [undefined, lawyer1]) {
        expect({ path, withToken: !!jwt, status: (await server.post(path, overOneMegabyte, jwt)).status }).toEqual({
          path,
          withToken: !!jwt,
          status: 413,
        });
      }
    }
  });

  it('leaves uploads to their own limits: a 1.5 MB logo is not refused as too large', async () => {
    const png = new Uint8Array(1536 * 1024);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const form = new FormData();
    form.append('userId', 'lawyer1');
    form.append('logoFile', new Blob([png], { type: 'image/png' }), 'logo.png');
    const response = await server.app.request('/api/upload-logo', { method: 'POST', headers: { Authorization: `Bearer ${lawyer1}` }, body: form });
    expect(response.status).not.toBe(413);
    expect(((await response.json()) as ErrorJson).errormsg ?? '').not.toBe(messages.payloadTooLarge);
  });
});
