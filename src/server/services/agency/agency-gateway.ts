import type { Database } from '../../db/database';
import type { FirmId } from '../../db/firm-scope';

/** What a requisition hands the agencies: its agency requests, already stored as Draft rows. */
export interface AgencySubmission {
  firmId: FirmId;
  dueDiligenceId: number;
  lfcontrolNo: string;
}

/**
 * The government agencies behind one interface (DESIGN.md "Outside systems"). `send` runs inside the submit
 * transaction (the `db` given is that transaction): it moves the requisition's agency requests to Processing,
 * so a failed send leaves nothing submitted and nothing charged. `collectReplies` brings in the replies that
 * have arrived for a firm — each a reply PDF in the file store, the row Replied and unread — and answers how
 * many it brought in. The built-in default is a simulator that replies after AGENCY_REPLY_DELAY_MS.
 */
export interface AgencyGateway {
  send(db: Database, submission: AgencySubmission): Promise<void>;
  collectReplies(firmId: FirmId): Promise<number>;
}
