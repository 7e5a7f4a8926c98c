import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { stageConfirmationMachine } from '../../../../machines/stage-confirmation.machine';
import { CASE_STAGE_NAMES } from '../../../domain/messages/case-lifecycle';
import { Button, Checkbox, DatePicker, Modal } from '../../ui';

export type StageConfirmationActor = ActorRefFrom<typeof stageConfirmationMachine>;

/** The question each hand confirmation asks. */
const QUESTIONS = {
  optionExercised: 'On which day was the option exercised?',
  stampDutyPaid: 'On which day was the stamp duty paid?',
  completed: 'On which day did the sale complete?',
  closed: 'On which day is the case closed? Once closed it is locked: nothing on it can be changed.',
} as const;

/** The stage-confirmation machine's dialog: the day, 'signed abroad' for the exercise, Confirm / Cancel, the refusal. */
export function StageConfirmDialog({ actor }: { actor: StageConfirmationActor }) {
  const stage = useSelector(actor, (s) => s.context.stage);
  const on = useSelector(actor, (s) => s.context.on);
  const signedAbroad = useSelector(actor, (s) => s.context.signedAbroad);
  const problem = useSelector(actor, (s) => s.context.problem);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'confirmation.submit' }));
  const asksAbroad = useSelector(actor, (s) => s.can({ type: 'confirmation.signedAbroad', signedAbroad: true }) || s.context.signedAbroad);
  const today = useSelector(actor, (s) => s.context.today);

  return (
    <Modal
      title={`Confirm: ${CASE_STAGE_NAMES[stage]}`}
      isOpen
      isDismissable={!busy}
      onOpenChange={(open) => !open && actor.send({ type: 'confirmation.cancel' })}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onPress={() => actor.send({ type: 'confirmation.cancel' })} isDisabled={busy}>
            Cancel
          </Button>
          <Button onPress={() => actor.send({ type: 'confirmation.submit' })} isDisabled={!canSubmit}>
            Confirm
          </Button>
        </>
      }
    >
      <p>{QUESTIONS[stage]}</p>
      <DatePicker label="Date" value={on} maxValue={today} onChange={(day) => actor.send({ type: 'confirmation.date', on: day })} isRequired />
      {asksAbroad && (
        <Checkbox isSelected={signedAbroad} onChange={(selected) => actor.send({ type: 'confirmation.signedAbroad', signedAbroad: selected })}>
          Signed outside Singapore (stamp duty due in 30 days instead of 14)
        </Checkbox>
      )}
      {problem && (
        <p className="case-progress__problem" role="alert">
          {problem}
        </p>
      )}
    </Modal>
  );
}
