import * as v from 'valibot';
import type { components } from '../../api/schema.gen';
import { SECONDARY_KIND_LIST, SECONDARY_KINDS, secondaryInfoSchema, type SecondaryKind } from '../../domain/stakeholder-secondary';
import type { PropertySecondaryStakeholder } from '../db/schema';

type Parties = components['schemas']['PropertyParties'];
type SecondaryInfos = Pick<Parties, (typeof SECONDARY_KINDS)[SecondaryKind]['infoName']>;

const isKind = (kind: string): kind is SecondaryKind => (SECONDARY_KIND_LIST as readonly string[]).includes(kind);

/**
 * Every secondary info object of a property (null when not assigned), read back through the kind's schema so
 * only its own fields, as text, ever leave the server.
 */
export function secondaryInfosJson(rows: readonly PropertySecondaryStakeholder[]): SecondaryInfos {
  const infos: Record<string, Record<string, unknown> | null> = Object.fromEntries(
    SECONDARY_KIND_LIST.map((kind) => [SECONDARY_KINDS[kind].infoName, null]),
  );
  for (const row of rows) {
    if (!isKind(row.kind)) continue;
    const parsed = v.safeParse(secondaryInfoSchema(row.kind), row.info);
    if (parsed.success) infos[SECONDARY_KINDS[row.kind].infoName] = { id: row.id, ...parsed.output };
  }
  return infos;
}
