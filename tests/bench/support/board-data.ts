import { sql } from 'drizzle-orm';
import { BOARD_STAGES } from '../../../src/domain/case/board-stages';
import type { Database } from '../../../src/server/db/database';
import type { FirmId } from '../../../src/server/db/firm-scope';

/*
 * The deadlines board's rows for the listing benchmark's cases (listing-data.ts writes them straight into their
 * tables, so the server never summed them up). Written in one statement rather than through refreshCaseProgress,
 * which reads each case's documents, requisitions and confirmations: the benchmark times the board's reads, not the
 * summing up. The spread is a busy firm's: one case in seven without a deadline, the rest due from two months ago to
 * ten months ahead (about one in six overdue), every open stage, three lawyers of the firm sharing the cases unevenly
 * (lawyer1 half, newlawyer a third, nouen the rest) and one case in twenty closed.
 */

export const BOARD_LAWYERS = ['lawyer1', 'newlawyer', 'nouen'] as const;

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(', ')}]`);

/** Gives every case of the firm without a board row one. */
export async function seedBoardData(db: Database, firmId: FirmId, nowMs: number): Promise<void> {
  const stages = textArray(BOARD_STAGES);
  const logins = textArray(BOARD_LAWYERS);
  await db.execute(sql`
    with lawyers as (
      select array_agg(u.id order by array_position(${logins}, u.user_id)) as ids
      from users u where u.firm_id = ${firmId} and u.user_id = any(${logins})
    )
    insert into case_progress (property_id, firm_id, stage, next_kind, next_label, next_due_at, lawyer_user_id, closed)
    select p.id, p.firm_id, (${stages})[1 + (p.id * 7) % ${BOARD_STAGES.length}],
      case when p.id % 7 = 0 then null else 'completion' end,
      case when p.id % 7 = 0 then null else 'Completion' end,
      case when p.id % 7 = 0 then null
        else to_timestamp(${nowMs / 1000}) + (((p.id * 7919) % 360) - 60) * interval '1 day' + (p.id % 24) * interval '1 hour' end,
      (select ids[case when p.id % 6 < 3 then 1 when p.id % 6 < 5 then 2 else 3 end] from lawyers),
      p.id % 20 = 0
    from properties p
    where p.firm_id = ${firmId} and not exists (select 1 from case_progress c where c.property_id = p.id)`);
}
