import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';

/** The settings the public pages need, as this installation is configured (public: no login yet). */
export function appSettingsRoutes(deps: Pick<AppDeps, 'config'>): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/get-app-settings', (c) => c.json({ sisterProductUrl: deps.config.sisterProductUrl }));
}
