import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FieldChange } from '../../../domain/history/changes';
import { lawFirms } from './law-firms';
import { users } from './users';

/**
 * The firm's history (issue 20): one row per write the product made, appended in the write's own transaction
 * (src/server/history/record-event.ts). Rows are never changed or deleted: a trigger of the migration refuses
 * UPDATE and DELETE. property_id has no foreign key on purpose: a deleted case keeps its history.
 */
export const historyEvents = pgTable(
  'history_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => lawFirms.id),
    /** The case the write changed; null for account, contact and firm events. */
    propertyId: integer('property_id'),
    /** Who made the write; null for what the product did itself (an agency's reply, a signature coming back). */
    actorUserId: integer('actor_user_id').references(() => users.id),
    /** src/domain/history/event-kinds.ts */
    kind: text('kind').notNull(),
    /** One line in the user's words: what happened to what. */
    summary: text('summary').notNull(),
    /** What it changed, for the link: a path of the app (src/domain/history/event-links.ts), or null. */
    link: text('link'),
    /** The fields the write changed, before and after, masked as the screen masks them. */
    changes: jsonb('changes').$type<FieldChange[]>().notNull().default([]),
    /** The case's stage once the write was made (case_progress.stage), for replaying the case on its diagram. */
    stage: text('stage'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('history_events_firm_idx').on(t.firmId, t.id.desc()),
    index('history_events_property_idx')
      .on(t.propertyId, t.id.desc())
      .where(sql`${t.propertyId} is not null`),
    index('history_events_actor_idx').on(t.actorUserId, t.kind, t.id.desc()),
    check('history_events_changes_check', sql`jsonb_typeof(${t.changes}) = 'array'`),
  ],
);

export type HistoryEventRow = typeof historyEvents.$inferSelect;
export type NewHistoryEventRow = typeof historyEvents.$inferInsert;

/**
 * What a user is told without reloading (issue 20 "Notifications"): an agency or other-service reply, a DSS
 * signature back, a deadline falling due, addressed to the lawyer of the case. dedupe_key keeps a notice that
 * a periodic check finds again (a deadline due) from being given twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => lawFirms.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    propertyId: integer('property_id'),
    /** The history event it announces, when there is one (a deadline falling due is not a write). */
    eventId: bigint('event_id', { mode: 'number' }).references(() => historyEvents.id),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    link: text('link'),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.id.desc()), uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey)],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
