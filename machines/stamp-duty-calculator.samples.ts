import type { AnyEventObject, AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { messages } from '../src/domain/messages';
import { actorDone, actorError, type SampleEvents } from './registry';
import type {
  StampDutyCalculatorInput,
  stampDutyCalculatorMachine,
  StampDutyCalculatorContext,
  StampDutyDateField,
  StampDutyResult,
} from './stamp-duty-calculator.machine';

/** A case's resale flat: its price, use and the date of its option's exercise; opened from the case, so it can save there. */
export const STAMP_DUTY_INPUT: StampDutyCalculatorInput = { price: 1_500_000, use: 'RESIDENTIAL', documentDate: '2026-01-15', onCase: true };
export const stampDutyCalculatorInputs: readonly StampDutyCalculatorInput[] = [STAMP_DUTY_INPUT];

/** What the server answers for STAMP_DUTY_INPUT: a Singapore citizen's first property, and the seller's since 4 Jul 2025. */
export const SAMPLE_BUYER_RESULT: StampDutyResult = {
  tab: 'buyer',
  duty: {
    dutiableValue: 1_500_000,
    bands: [
      { from: 0, to: 180_000, rate: 1, amount: 1_800 },
      { from: 180_000, to: 360_000, rate: 2, amount: 3_600 },
      { from: 360_000, to: 1_000_000, rate: 3, amount: 19_200 },
      { from: 1_000_000, to: 1_500_000, rate: 4, amount: 20_000 },
    ],
    bsd: 44_600,
    absdRate: 0,
    absd: 0,
    total: 44_600,
    dueDate: '2026-01-29',
  },
};
export const SAMPLE_SELLER_RESULT: StampDutyResult = {
  tab: 'seller',
  duty: { dutiableValue: 1_500_000, rate: 16, ssd: 240_000, dueDate: '2026-01-29' },
};
export const SAMPLE_ACQUIRED_ON = '2025-07-04';
export const SAMPLE_REFUSAL = messages.noBsdRates('2018-02-20');
export const SAMPLE_SAVE_REFUSAL = messages.caseStampDutyClosed;

export const stampDutyCalculatorSamples: SampleEvents<EventFromLogic<typeof stampDutyCalculatorMachine>> = {
  'duty.edit': [
    { type: 'duty.edit', field: 'price', value: '-1' },
    { type: 'duty.edit', field: 'price', value: '1500000' },
    { type: 'duty.edit', field: 'acquiredOn', value: SAMPLE_ACQUIRED_ON },
  ],
  'duty.unreadable': [
    { type: 'duty.unreadable', field: 'documentDate', problem: messages.dateFormatInvalid },
    { type: 'duty.unreadable', field: 'documentDate', problem: null },
  ],
  'duty.tab': [
    { type: 'duty.tab', tab: 'buyer' },
    { type: 'duty.tab', tab: 'seller' },
  ],
  'duty.calculate': [{ type: 'duty.calculate' }],
  'xstate.done.actor.calculate': [actorDone('calculate', SAMPLE_BUYER_RESULT), actorDone('calculate', SAMPLE_SELLER_RESULT)],
  'xstate.error.actor.calculate': [actorError('calculate', SAMPLE_REFUSAL)],
  'duty.save': [{ type: 'duty.save' }],
  'xstate.done.actor.saveOnCase': [actorDone('saveOnCase', undefined)],
  'xstate.error.actor.saveOnCase': [actorError('saveOnCase', SAMPLE_SAVE_REFUSAL)],
};

/** The form fields only the seller tab shows. */
const SELLER_ONLY: ReadonlySet<string> = new Set(['acquiredOn']);

/**
 * What a user can do: the server answers the tab that asked; choosing the tab already shown, or typing a field's own
 * value again, changes nothing; the acquisition date is on the seller tab only; a date field's text turns unreadable
 * only when it was readable, and back.
 */
export function stampDutyCalculatorAllows(snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean {
  const context = snapshot.context as StampDutyCalculatorContext;
  if (event.type === 'xstate.done.actor.calculate') return (event.output as StampDutyResult).tab === context.tab;
  if (event.type === 'duty.tab') return event.tab !== context.tab;
  if (event.type === 'duty.unreadable') {
    const { field, problem } = event as AnyEventObject & { field: StampDutyDateField; problem: string | null };
    // A field reports only a change: the text stops being a date, or becomes one again.
    const isUnreadable = field in context.unreadable;
    const becomesReadable = problem === null;
    return becomesReadable === isUnreadable && (context.tab === 'seller' || !SELLER_ONLY.has(field));
  }
  if (event.type === 'duty.edit') {
    const { field, value } = event as AnyEventObject & { field: keyof StampDutyCalculatorContext['form']; value: unknown };
    return context.form[field] !== value && (context.tab === 'seller' || !SELLER_ONLY.has(field));
  }
  return true;
}
