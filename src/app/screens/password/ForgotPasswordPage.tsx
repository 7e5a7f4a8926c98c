import { useSelector } from '@xstate/react';
import { Button, Form, TextField } from '../../ui';
import { FlowAlertDialog } from './FlowAlertDialog';
import { PublicPasswordLayout } from './PublicPasswordLayout';
import { SecurityAnswers } from './SecurityAnswers';
import { useForgotPasswordActor } from './use-forgot-password-actor';

/**
 * Forgot password (seed 002 §2.9 item 5): a user id and Get Security Questions; then, with the user id
 * locked, both questions and Validate Security Questions.
 */
export function ForgotPasswordPage() {
  const actor = useForgotPasswordActor();
  const userid = useSelector(actor, (s) => s.context.userid);
  const alert = useSelector(actor, (s) => (s.hasTag('error') ? s.context.alert : null));
  // The questions step starts once the server sent them; until then the first step's button shows.
  const hasQuestions = useSelector(actor, (s) => Boolean(s.context.question1));
  const canEditUserId = useSelector(actor, (s) => s.can({ type: 'forgot.edit', field: 'userid', value: '' }));
  const canGetQuestions = useSelector(actor, (s) => s.can({ type: 'forgot.getQuestions' }));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'forgot.cancel' }));

  return (
    <PublicPasswordLayout title="Forgot Password" titleId="forgot-password-title">
      <Form
        className="password-form"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: hasQuestions ? 'forgot.validate' : 'forgot.getQuestions' });
        }}
      >
        <TextField
          label="User ID"
          name="userid"
          autoComplete="username"
          value={userid}
          isDisabled={!canEditUserId}
          onChange={(value) => actor.send({ type: 'forgot.edit', field: 'userid', value })}
        />
        {hasQuestions && <SecurityAnswers actor={actor} />}
        <div className="password-actions">
          {!hasQuestions && (
            <Button type="submit" isDisabled={!canGetQuestions}>
              Get Security Questions
            </Button>
          )}
          <Button variant="secondary" isDisabled={!canCancel} onPress={() => actor.send({ type: 'forgot.cancel' })}>
            Cancel
          </Button>
        </div>
      </Form>
      <FlowAlertDialog alert={alert} onDismiss={() => actor.send({ type: 'forgot.dismiss' })} />
    </PublicPasswordLayout>
  );
}
