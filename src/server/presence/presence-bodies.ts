import * as v from 'valibot';
import { HEARTBEAT_ACTIVITIES, TAB_ID_PATTERN } from '../../domain/presence/case-presence';
import { RecordIdSchema } from '../http/record-id';

const TabId = v.pipe(v.string(), v.regex(TAB_ID_PATTERN, 'must be 8 to 64 letters, digits, - or _'));

/** POST /case-presence (openapi/paths/presence.yaml). */
export const CasePresenceBody = v.object({
  propertyId: RecordIdSchema,
  tabId: TabId,
  activity: v.picklist(HEARTBEAT_ACTIVITIES),
});

/** GET /notifications/stream ?tab: the tab whose presence the stream reports, if any. */
export const StreamTabQuery = v.object({
  tab: v.optional(v.pipe(v.string(), v.regex(TAB_ID_PATTERN, 'tab: must be 8 to 64 letters, digits, - or _'))),
});
