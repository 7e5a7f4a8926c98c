import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';

/** The key the browser encrypts passwords with before they leave the page. */
export function keyRoutes(deps: Pick<AppDeps, 'keys'>): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/public-key', (c) =>
    c.json({ keyId: deps.keys.keyId, algorithm: 'RSA-OAEP-256', publicKey: deps.keys.publicKeyPem }),
  );
}
