import { Temporal } from 'temporal-polyfill';
import type { AnyEventObject, StateValue } from 'xstate';
import { eventLabel } from '../../../../machines/definition';

export interface PathStep {
  event: string;
  state: string;
}

export interface ReadablePath {
  start: string;
  steps: PathStep[];
}

interface PathLike {
  steps: ReadonlyArray<{ event: AnyEventObject; state: { value: StateValue } }>;
}

/** `editing —login.submit→ submitting —done: login (errormsg: …)→ editing.failed` as data. */
export function readablePath(path: PathLike): ReadablePath {
  const [first, ...rest] = path.steps;
  return {
    start: first ? stateLabel(first.state.value) : '',
    steps: rest.map((step) => ({ event: describeEvent(step.event), state: stateLabel(step.state.value) })),
  };
}

export function pathText(path: ReadablePath): string {
  return [path.start, ...path.steps.map((step) => `—${step.event}→ ${step.state}`)].join(' ');
}

export function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${stateLabel(child)}`))
    .join(', ');
}

/** The event's label plus its sample data, e.g. `login.edit (field: userid, value: lawyer1)`. */
export function describeEvent(event: AnyEventObject): string {
  const { type, ...data } = event;
  const payload: unknown = 'output' in data ? data.output : 'error' in data ? data.error : data;
  const details = describeValue(payload);
  return details ? `${eventLabel(type)} (${details})` : eventLabel(type);
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, field]) => `${key}: ${describeScalar(field)}`)
      .join(', ');
  }
  return describeScalar(value);
}

function describeScalar(value: unknown): string {
  // Sample clocks are epoch milliseconds; a timestamp reads better than thirteen digits.
  if (typeof value === 'number' && value > 1e12 && value < 1e13) {
    return Temporal.Instant.fromEpochMilliseconds(value).toString();
  }
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value) ?? String(value);
}
