import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { QaSlot } from '../../../../machines/security-questions.machine';
import { Button, Form, Select, TextField, type SelectItem } from '../../ui';
import { useUserDetails } from '../shell/user-details-context';
import { AccountAlert } from './AccountAlert';
import type { SecurityQuestionsActor } from './use-security-questions-actor';

const SLOTS: readonly QaSlot[] = [1, 2];

const asItems = (questions: readonly string[]): SelectItem[] => questions.map((question) => ({ id: question, name: question }));

/**
 * The form both security-question pages share (seed 002 §2.9 items 3, 4): two questions (dropdowns, or the
 * ones already set, read-only), two answers, the email read-only, Submit, the page's own button, the alerts.
 */
export function SecurityQuestionsForm({ actor, actions }: { actor: SecurityQuestionsActor; actions: ReactNode }) {
  const email = useUserDetails().accountDetails.email;
  const context = useSelector(actor, (s) => s.context);
  const prompt = useSelector(actor, (s) => s.hasTag('prompt'));
  const canChoose = useSelector(actor, (s) => s.can({ type: 'qa.choose', slot: 1, question: '' }));
  const canAnswer = useSelector(actor, (s) => s.can({ type: 'qa.answer', slot: 1, answer: '' }));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'qa.submit' }));
  const confirming = useSelector(actor, (s) => s.can({ type: 'qa.confirmIgnore' }));

  const sets = { 1: context.set1, 2: context.set2 } as const;
  const chosen = { 1: context.question1, 2: context.question2 } as const;
  const answers = { 1: context.answer1, 2: context.answer2 } as const;

  return (
    <Form
      className="account-form"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'qa.submit' });
      }}
    >
      {SLOTS.map((slot) => (
        <fieldset key={slot} className="account-qa">
          <legend>Security Question {slot}</legend>
          {context.current ? (
            <TextField label={`Question ${slot}`} value={chosen[slot]} isReadOnly />
          ) : (
            <Select
              label={`Question ${slot}`}
              placeholder="Choose a question"
              items={asItems(sets[slot])}
              selectedKey={chosen[slot] || null}
              isDisabled={!canChoose}
              onSelectionChange={(question) => actor.send({ type: 'qa.choose', slot, question: question ?? '' })}
            />
          )}
          <TextField
            label={`Answer ${slot}`}
            value={answers[slot]}
            isDisabled={!canAnswer}
            autoComplete="off"
            onChange={(answer) => actor.send({ type: 'qa.answer', slot, answer })}
          />
        </fieldset>
      ))}
      <TextField label="Email" value={email} isReadOnly />
      <div className="account-actions">
        <Button type="submit" isDisabled={!canSubmit}>
          Submit
        </Button>
        {actions}
      </div>
      <AccountAlert
        alert={prompt ? context.alert : null}
        primaryLabel={confirming ? 'Ignore' : 'OK'}
        onPrimary={() => actor.send(confirming ? { type: 'qa.confirmIgnore' } : { type: 'qa.dismiss' })}
        secondaryLabel={confirming ? 'Cancel' : undefined}
        onSecondary={() => actor.send({ type: 'qa.cancelIgnore' })}
      />
    </Form>
  );
}
