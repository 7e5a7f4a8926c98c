import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SISTER_PRODUCT_URL } from '../../src/domain/app-settings';
import { ConfigError, ENVIRONMENT_VARIABLES, loadConfig } from '../../src/server/config';

describe('loadConfig', () => {
  it('fills every default from an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      sessionSeconds: 1800,
      jwtSecret: undefined,
      loginMaxFailures: 5,
      loginLockMinutes: 15,
      passwordMaxAgeDays: 180,
      filesDir: 'data/files',
      smtpUrl: undefined,
      agencyReplyDelayMs: 60_000,
      dssSignDelayMs: 20_000,
      mailFrom: 'Conveyancing Workbench <no-reply@conveyancing-workbench.sg>',
      staticDir: 'dist/app',
      seedDemo: true,
      sisterProductUrl: DEFAULT_SISTER_PRODUCT_URL,
      workers: 1,
    });
  });

  it('reads typed values and treats blank variables as unset', () => {
    const config = loadConfig({ PORT: '8080', SESSION_SECONDS: '600', SEED_DEMO: 'false', DATABASE_URL: 'postgres://u:p@db:5432/cw', SMTP_URL: ' ' });
    expect(config).toMatchObject({ port: 8080, sessionSeconds: 600, seedDemo: false, databaseUrl: 'postgres://u:p@db:5432/cw', smtpUrl: undefined });
  });

  it('fails at start with a message naming each invalid variable', () => {
    const load = () => loadConfig({ PORT: 'eighty', SESSION_SECONDS: '3', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short', SEED_DEMO: 'maybe' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT must be a whole number/);
    expect(load).toThrow(/SESSION_SECONDS must be at least 5/);
    expect(load).toThrow(/DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//);
    expect(load).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(load).toThrow(/SEED_DEMO must be true or false/);
  });
});

describe('SISTER_PRODUCT_URL', () => {
  it('is the address the public menus link the sister product to: http or https only', () => {
    expect(loadConfig({ SISTER_PRODUCT_URL: ' https://search.example.sg/portal ' }).sisterProductUrl).toBe('https://search.example.sg/portal');
    expect(() => loadConfig({ SISTER_PRODUCT_URL: 'javascript:alert(1)' })).toThrow(/SISTER_PRODUCT_URL must start with http:\/\/ or https:\/\//);
    expect(() => loadConfig({ SISTER_PRODUCT_URL: 'not a url' })).toThrow(/SISTER_PRODUCT_URL must be a URL/);
  });
});

describe('WORKERS', () => {
  const postgres = { DATABASE_URL: 'postgres://u:p@db:5432/cw' };

  it('runs one process per core on PostgreSQL, at most 8 unless asked, and as many as asked', () => {
    expect(loadConfig(postgres).workers).toBe(Math.min(availableParallelism(), 8));
    expect(loadConfig({ ...postgres, WORKERS: '12' }).workers).toBe(12);
    expect(loadConfig({ ...postgres, WORKERS: ' 1 ' }).workers).toBe(1);
  });

  it('is one process on PGlite, and asking for more fails at start saying why', () => {
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    const load = () => loadConfig({ WORKERS: '4' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow('WORKERS=4 needs DATABASE_URL: the embedded PGlite database serves one process.');
  });

  it('takes only a whole number from 1 to 64', () => {
    expect(() => loadConfig({ ...postgres, WORKERS: 'all' })).toThrow(/WORKERS must be a whole number/);
    expect(() => loadConfig({ ...postgres, WORKERS: '0' })).toThrow(/WORKERS must be at least 1/);
    expect(() => loadConfig({ ...postgres, WORKERS: '65' })).toThrow(/WORKERS must be at most 64/);
  });
});

describe('the README', () => {
  it('lists every variable the server reads in its configuration table', () => {
    const readme = readFileSync(path.join(import.meta.dirname, '..', '..', 'README.md'), 'utf8');
    const documented = [...readme.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]);
    expect(ENVIRONMENT_VARIABLES.length).toBeGreaterThan(10);
    expect(documented).toEqual(expect.arrayContaining([...ENVIRONMENT_VARIABLES]));
  });
});
