/**
 * Operations the contract marks `security: []`. A 401 from one of these is an answer about the request
 * (e.g. a wrong unique code), not a sign that the session ended. tests/client/public-operations.test.ts
 * keeps this list equal to openapi/.
 */
export const publicPaths: ReadonlySet<string> = new Set([
  '/public-key',
  '/registration-form',
  '/get-app-settings',
  '/open-pdf/{token}',
  '/login',
  '/retrieve-security-qa',
  '/get-token',
  '/reset-password',
  '/verify-security-qa',
  '/sandbox/onemap/search',
  '/sandbox/datagov/datastore_search',
  '/sandbox/checklist/{checkListId}',
  '/sandbox/checklist/{checkListId}/templates/{template}',
]);

/** Sandbox routes stand in for outside public services, which must never receive our bearer token. */
export function isSandboxPath(schemaPath: string): boolean {
  return schemaPath.startsWith('/sandbox/');
}
