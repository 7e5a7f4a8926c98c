import type { EditedRecord, HeartbeatActivity } from '../../domain/presence/case-presence';
import type { components } from '../schema.gen';

type Schemas = components['schemas'];
export type CasePresence = Schemas['CasePresence'];
export type PresentUser = Schemas['PresentUser'];
export type CasePresenceHeartbeat = Schemas['CasePresenceHeartbeat'];

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// The contract and src/domain/presence name the same records and activities: changing one alone fails to compile.
const _sameRecords: Same<Schemas['EditedRecord'], EditedRecord> = true;
const _sameActivities: Same<CasePresenceHeartbeat['activity'], HeartbeatActivity> = true;

export interface CasePresenceCallOptions {
  /** The stored jwt, read at each call. */
  getToken: () => string | null;
  /** Where the API is; '/api' on the page's origin by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * POST /case-presence. Sent with fetch rather than the app's API client: a heartbeat every few seconds must not
 * show the global 'Please wait....' loader, and the leave sent as the page goes must start within that event
 * (`keepalive` lets it outlive the page; sendBeacon cannot carry the bearer header). Rejects unless the server
 * took it; without a stored login there is nobody to announce, and it sends nothing.
 */
export async function sendCasePresence(options: CasePresenceCallOptions, body: CasePresenceHeartbeat, keepalive = false): Promise<void> {
  const token = options.getToken();
  if (!token) return;
  const fetchImpl = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const response = await fetchImpl(presenceUrl(options.baseUrl), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive,
    cache: 'no-store',
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`POST /case-presence answered ${response.status}`);
}

function presenceUrl(baseUrl = '/api'): string {
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  const base = page && baseUrl.startsWith('/') ? new URL(baseUrl, page).href : baseUrl;
  return `${base.replace(/\/$/, '')}/case-presence`;
}
