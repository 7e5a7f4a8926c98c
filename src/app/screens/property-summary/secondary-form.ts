import { secondaryInfoProblems } from '../../../domain/stakeholder-secondary';
import type { SecondaryKind } from './secondary-kinds';

/** The modal form's text values and its error map, both keyed by the form's field names. */
export type SecondaryValues = Readonly<Record<string, string>>;
export type SecondaryErrors = Readonly<Record<string, string>>;

/** The stored stakeholder in the form's names; every field present, empty when not stored. */
export function valuesFromInfo(kind: SecondaryKind, info: Readonly<Record<string, unknown>> | null): SecondaryValues {
  return Object.fromEntries(
    kind.fields.map((f) => {
      const stored = info?.[f.wire];
      return [f.name, typeof stored === 'string' ? stored : ''];
    }),
  );
}

/** What the assign call sends: the wire names, each value without surrounding spaces. */
export function infoFromValues(kind: SecondaryKind, values: SecondaryValues): Record<string, string> {
  return Object.fromEntries(kind.fields.map((f) => [f.wire, (values[f.name] ?? '').trim()]));
}

/** Typing in a field clears that field's error (seed 001 §5 "Stakeholders"). */
export function withoutError(errors: SecondaryErrors, name: string): SecondaryErrors {
  if (!(name in errors)) return errors;
  const { [name]: _cleared, ...rest } = errors;
  return rest;
}

export interface FormProblems {
  /** Per field, in the form's names. */
  fieldErrors: SecondaryErrors;
  /** What belongs to no single field. */
  general: string[];
}

// The server reports a field as 'info.postalCode: message' (the valibot path of the request body).
const FIELD_PROBLEM = /^(?:info\.)?([A-Za-z][\w]*):\s*(.+)$/;

/** A 400's `errors` sorted onto the form's fields; the first message for a field wins. */
export function problemsFromServer(kind: SecondaryKind, errors: readonly string[], errormsg: string): FormProblems {
  const fieldErrors: Record<string, string> = {};
  const general: string[] = [];
  for (const error of errors) {
    const match = FIELD_PROBLEM.exec(error);
    const target = match ? kind.fields.find((f) => f.wire === match[1] || f.name === match[1]) : undefined;
    if (target && match?.[2]) fieldErrors[target.name] ??= match[2];
    else general.push(error);
  }
  if (general.length === 0 && Object.keys(fieldErrors).length === 0) general.push(errormsg);
  return { fieldErrors, general };
}

/** The shared rule checked before sending (an all-empty stakeholder assigns nothing); none means send. */
export function problemsBeforeSaving(kind: SecondaryKind, values: SecondaryValues): string[] {
  return secondaryInfoProblems(infoFromValues(kind, values));
}
