import { Temporal } from 'temporal-polyfill';
import { OTP_OPEN_DAYS } from '../documents/otp-text';
import { deadlineMessages as m } from '../messages/deadlines';
import { stampDutyDueDate } from '../stamp-duty/dates';
import { agencyReplyTime } from './agency-reply-times';
import { DEFAULT_OPTION_EXPIRY_TIME, readOptionExpiryTime } from './otp-expiry-time';
import { atSingaporeTime, dueFields, endOfSingaporeDay, readDate, readInstant } from './singapore-time';

/**
 * A case's deadlines, computed from the case's own records (issue 19 "Next step and deadlines"), all on the
 * Singapore clock. Pure: the caller passes `now`. Each rule names its source where it is written.
 */

export interface DeadlineFacts {
  /** The OTP as saved: its expiry date (and time when the document has one) and when it was signed. */
  option?: { expiryDate?: string; expiryTime?: string; grantedOn?: string };
  /** Confirmed by the lawyer. */
  exercisedOn?: string;
  /** The contract was signed outside Singapore: stamp duty is due in 30 days instead of 14. */
  signedAbroad?: boolean;
  stampDutyPaidOn?: string;
  completionDate?: string;
  completedOn?: string;
  /** Requisitions sent to agencies, with the agency code (see seed 000 §9 / src/domain/requisitions for codes). */
  requisitions: ReadonlyArray<{ agency: string; sentAt: string; repliedAt?: string }>;
}

export type DeadlineKind = 'optionExpiry' | 'stampDuty' | 'completion' | 'requisitionReply';

export interface Deadline {
  kind: DeadlineKind;
  /** For requisitionReply: the agency code. */
  agency?: string;
  label: string;
  /** ISO-8601 instant in Asia/Singapore (with +08:00). */
  due: string;
  /** YYYY-MM-DD in Singapore. */
  dueDate: string;
  state: 'overdue' | 'dueSoon' | 'upcoming' | 'done';
  /** Where the rule comes from, short. */
  source: string;
}

/** Issue 19: "Overdue and due-within-3-days are flagged". */
export const DUE_SOON_HOURS = 72;

/** A deadline before its state is known: when it falls due and whether the case has already met it. */
interface Rule {
  kind: DeadlineKind;
  agency?: string;
  label: string;
  at: Temporal.ZonedDateTime;
  source: string;
  met: boolean;
}

/**
 * Option expiry: the OTP's own expiry date at its own time, else at 4 p.m.; with no expiry date, two weeks from
 * the day it was granted at 4 p.m. (seed 001 §9 "OTP open for two weeks by default … 4 p.m. default time").
 * Met once the option is exercised; there is none without an option.
 */
function optionExpiry(facts: DeadlineFacts): Rule | undefined {
  const option = facts.option;
  if (!option) return undefined;
  const met = readDate(facts.exercisedOn) !== undefined;
  const base = { kind: 'optionExpiry', label: m.deadlineOptionExpiresLabel, met } as const;
  const expiryDate = readDate(option.expiryDate);
  if (expiryDate) {
    const time = readOptionExpiryTime(option.expiryTime);
    const source = time ? m.deadlineOptionExpirySource : m.deadlineOptionExpiryDefaultTimeSource;
    return { ...base, at: atSingaporeTime(expiryDate, time ?? DEFAULT_OPTION_EXPIRY_TIME), source };
  }
  const grantedOn = readDate(option.grantedOn);
  if (!grantedOn) return undefined;
  const at = atSingaporeTime(grantedOn.add({ days: OTP_OPEN_DAYS }), DEFAULT_OPTION_EXPIRY_TIME);
  return { ...base, at, source: m.deadlineOptionExpiryDefaultSource };
}

/** Stamp duty: by the end of the 14th day after exercise (30th when signed abroad); none until exercised. */
function stampDuty(facts: DeadlineFacts): Rule | undefined {
  const exercisedOn = readDate(facts.exercisedOn);
  if (!exercisedOn) return undefined;
  return {
    kind: 'stampDuty',
    label: m.deadlineStampDutyLabel,
    // The stamp duty module's rule (14 days, 30 when signed abroad), counted from the exercise: the contract's date.
    at: endOfSingaporeDay(Temporal.PlainDate.from(stampDutyDueDate(exercisedOn.toString(), facts.signedAbroad))),
    source: facts.signedAbroad ? m.deadlineStampDutyAbroadSource : m.deadlineStampDutySource,
    met: readDate(facts.stampDutyPaidOn) !== undefined,
  };
}

/** Completion: by the end of the completion date the OTP states (seed 001 §2.2 SUMMARY "completion date"). */
function completion(facts: DeadlineFacts): Rule | undefined {
  const completionDate = readDate(facts.completionDate);
  if (!completionDate) return undefined;
  return {
    kind: 'completion',
    label: m.deadlineCompletionLabel,
    at: endOfSingaporeDay(completionDate),
    source: m.deadlineCompletionSource,
    met: readDate(facts.completedOn) !== undefined,
  };
}

/** Requisition replies: sent at + the agency's published reply estimate (see agency-reply-times.ts). */
function requisitionReplies(facts: DeadlineFacts): Rule[] {
  return facts.requisitions.flatMap((requisition): Rule[] => {
    const sentAt = readInstant(requisition.sentAt);
    const reply = agencyReplyTime(requisition.agency);
    if (!sentAt || !reply) return [];
    return [
      {
        kind: 'requisitionReply',
        agency: requisition.agency,
        label: m.deadlineRequisitionReplyLabel(reply.name),
        at: sentAt.add(reply.wait),
        source: m.deadlineRequisitionReplySource(reply.published),
        met: readInstant(requisition.repliedAt) !== undefined,
      },
    ];
  });
}

/**
 * A deadline not yet met: overdue once `now` is past the due instant; due soon while it is at most 72 hours away.
 * The deadlines board reads its stored next deadlines with this too.
 */
export function openDeadlineState(due: Temporal.Instant, now: Temporal.Instant): Exclude<Deadline['state'], 'done'> {
  if (Temporal.Instant.compare(now, due) > 0) return 'overdue';
  return Temporal.Instant.compare(due, now.add({ hours: DUE_SOON_HOURS })) <= 0 ? 'dueSoon' : 'upcoming';
}

function stateOf(rule: Rule, now: Temporal.Instant): Deadline['state'] {
  return rule.met ? 'done' : openDeadlineState(rule.at.toInstant(), now);
}

function toDeadline(rule: Rule, now: Temporal.Instant): Deadline {
  const deadline: Deadline = { kind: rule.kind, label: rule.label, ...dueFields(rule.at), state: stateOf(rule, now), source: rule.source };
  return rule.agency === undefined ? deadline : { ...deadline, agency: rule.agency };
}

/** Every deadline of the case, the earliest first and those already met last (each group by due; ties keep order). */
export function caseDeadlines(facts: DeadlineFacts, now: Temporal.Instant): Deadline[] {
  const rules = [optionExpiry(facts), stampDuty(facts), completion(facts), ...requisitionReplies(facts)].filter(
    (rule): rule is Rule => rule !== undefined,
  );
  const byDue = (a: Rule, b: Rule) => Number(a.met) - Number(b.met) || Temporal.ZonedDateTime.compare(a.at, b.at);
  return rules.sort(byDue).map((rule) => toDeadline(rule, now));
}

/** The deadline the case faces next: the earliest not yet met (an overdue one first), if any. */
export function nextDeadline(facts: DeadlineFacts, now: Temporal.Instant): Deadline | undefined {
  return caseDeadlines(facts, now).find(isOpenDeadline);
}

/** Not yet met: overdue, due soon or upcoming. */
export const isOpenDeadline = (deadline: Pick<Deadline, 'state'>): boolean => deadline.state !== 'done';
