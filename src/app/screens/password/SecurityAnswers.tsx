import { useSelector } from '@xstate/react';
import { Button, TextField } from '../../ui';
import type { ForgotPasswordActor } from './use-forgot-password-actor';

/** The second step of forgot password: each question read-only with its answer field, and Validate. */
export function SecurityAnswers({ actor }: { actor: ForgotPasswordActor }) {
  const context = useSelector(actor, (s) => s.context);
  const canEdit = useSelector(actor, (s) => s.can({ type: 'forgot.edit', field: 'answer1', value: '' }));
  const canValidate = useSelector(actor, (s) => s.can({ type: 'forgot.validate' }));
  const pairs = [
    { n: 1, question: context.question1, answer: context.answer1, field: 'answer1' },
    { n: 2, question: context.question2, answer: context.answer2, field: 'answer2' },
  ] as const;

  return (
    <fieldset className="password-questions">
      <legend>Security Questions</legend>
      {pairs.map(({ n, question, answer, field }) => (
        <div key={field} className="password-questions__pair">
          <TextField label={`Security Question ${n}`} value={question} isReadOnly />
          <TextField
            label={`Answer ${n}`}
            name={field}
            autoComplete="off"
            value={answer}
            isDisabled={!canEdit}
            onChange={(value) => actor.send({ type: 'forgot.edit', field, value })}
          />
        </div>
      ))}
      <Button type="submit" isDisabled={!canValidate}>
        Validate Security Questions
      </Button>
    </fieldset>
  );
}
