import type { ApiClient } from './client';
import { unwrap } from './result';
import type { components } from './schema.gen';

export type AppSettings = components['schemas']['AppSettings'];

/** GET /get-app-settings: what the operator configured for the public pages (public, no token). */
export async function getAppSettings(client: ApiClient): Promise<AppSettings> {
  return unwrap(await client.GET('/get-app-settings'));
}
