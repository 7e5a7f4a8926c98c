import { useSelector } from '@xstate/react';
import type { ResetPasswordField } from '../../../../machines/reset-password.machine';
import { messages } from '../../../domain/messages';
import { AlertDialog, Button, Form, PasswordField, TextField } from '../../ui';
import { FlowAlertDialog } from './FlowAlertDialog';
import { PublicPasswordLayout } from './PublicPasswordLayout';
import { useResetPasswordActor } from './use-reset-password-actor';

const FIELDS: { field: ResetPasswordField; label: string }[] = [
  { field: 'next', label: 'New Password' },
  { field: 'confirm', label: 'Confirm New Password' },
];

/** Reset password after answered security questions (seed 002 §2.9 item 6): user id (disabled), new and confirm. */
export function ResetPasswordPage() {
  const actor = useResetPasswordActor();
  const context = useSelector(actor, (s) => s.context);
  // Turned away (no answered questions): nothing to show while the page leaves for home.
  const ended = useSelector(actor, (s) => s.status === 'done');
  const alert = useSelector(actor, (s) => (s.hasTag('error') ? s.context.alert : null));
  const succeeded = useSelector(actor, (s) => s.hasTag('prompt'));
  const canEdit = useSelector(actor, (s) => s.can({ type: 'reset.edit', field: 'next', value: '' }));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'reset.submit' }));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'reset.cancel' }));
  if (ended) return null;

  return (
    <PublicPasswordLayout title="Reset Password" titleId="reset-password-title">
      <Form
        className="password-form"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'reset.submit' });
        }}
      >
        <TextField label="User ID" name="userid" value={context.userid} isDisabled autoComplete="username" />
        {FIELDS.map(({ field, label }) => (
          <PasswordField
            key={field}
            label={label}
            name={field}
            autoComplete="new-password"
            value={context[field]}
            isDisabled={!canEdit}
            description={field === 'next' ? messages.passwordRule : undefined}
            onChange={(value) => actor.send({ type: 'reset.edit', field, value })}
          />
        ))}
        <div className="password-actions">
          <Button type="submit" isDisabled={!canSubmit}>
            Submit
          </Button>
          <Button variant="secondary" isDisabled={!canCancel} onPress={() => actor.send({ type: 'reset.cancel' })}>
            Cancel
          </Button>
        </div>
      </Form>
      <FlowAlertDialog alert={alert} onDismiss={() => actor.send({ type: 'reset.dismiss' })} />
      <AlertDialog title={messages.passwordResetTitle} isOpen={succeeded} tone="success" onPrimary={() => actor.send({ type: 'reset.acknowledge' })}>
        <p>{messages.passwordReset}</p>
      </AlertDialog>
    </PublicPasswordLayout>
  );
}
