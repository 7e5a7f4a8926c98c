import type { Context } from 'hono';
import type { Author } from '../documents/template-documents';
import type { AppEnv } from '../http/app-env';

/** Who a document call acts for: the signed-in user within the session's firm. */
export function authorOf(c: Context<AppEnv>): Author {
  const { firmId, userPk } = c.get('session');
  return { firmId, userPk };
}
