import { useSelector } from '@xstate/react';
import type { ChangePasswordField } from '../../../../machines/change-password.machine';
import { messages } from '../../../domain/messages';
import { AlertDialog, Button, Form, PasswordField, TextField } from '../../ui';
import { FlowAlertDialog } from './FlowAlertDialog';
import type { ChangePasswordActor } from './use-change-password-actor';

const FIELDS: { field: ChangePasswordField; label: string; autoComplete: string }[] = [
  { field: 'current', label: 'Current Password', autoComplete: 'current-password' },
  { field: 'next', label: 'New Password', autoComplete: 'new-password' },
  { field: 'confirm', label: 'Confirm New Password', autoComplete: 'new-password' },
];

/**
 * The form both change-password pages share (seed 002 §2.9 items 1 and 2): the user id, three password
 * fields with show/hide, the rule as a hint, Submit and Cancel, the machine's alerts and the success modal.
 */
export function ChangePasswordForm({ actor }: { actor: ChangePasswordActor }) {
  const context = useSelector(actor, (s) => s.context);
  const showsAlert = useSelector(actor, (s) => s.hasTag('error'));
  const succeeded = useSelector(actor, (s) => s.hasTag('prompt'));
  const canEdit = useSelector(actor, (s) => s.can({ type: 'password.edit', field: 'current', value: '' }));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'password.submit' }));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'password.cancel' }));

  return (
    <Form
      className="password-form"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'password.submit' });
      }}
    >
      <TextField label="User ID" name="userid" value={context.userid} isDisabled autoComplete="username" />
      {FIELDS.map(({ field, label, autoComplete }) => (
        <PasswordField
          key={field}
          label={label}
          name={field}
          autoComplete={autoComplete}
          value={context[field]}
          isDisabled={!canEdit}
          // The rule is guidance here; the server enforces it (docs/decisions.md "Password rule enforcement").
          description={field === 'next' ? messages.passwordRule : undefined}
          onChange={(value) => actor.send({ type: 'password.edit', field, value })}
        />
      ))}
      <div className="password-actions">
        <Button type="submit" isDisabled={!canSubmit}>
          Submit
        </Button>
        <Button variant="secondary" isDisabled={!canCancel} onPress={() => actor.send({ type: 'password.cancel' })}>
          Cancel
        </Button>
      </div>
      <FlowAlertDialog alert={showsAlert ? context.alert : null} onDismiss={() => actor.send({ type: 'password.dismiss' })} />
      <AlertDialog
        title={messages.passwordChangedTitle}
        isOpen={succeeded}
        tone="success"
        onPrimary={() => actor.send({ type: 'password.acknowledge' })}
      >
        <p>{messages.passwordChanged}</p>
      </AlertDialog>
    </Form>
  );
}
