import { useSelector } from '@xstate/react';
import { Button, Form, PageTitle, TextField } from '../../ui';
import { useUserDetails } from '../shell/user-details-context';
import { AccountAlert } from './AccountAlert';
import { useSetUenActor } from './use-set-uen-actor';
import './account.css';

/**
 * UEN management (seed 002 §2.9 item 8). `firstTime` comes from the route: the page after a login without a
 * UEN (no navigation, Cancel logs out) or the one from the navigation (Cancel returns to the listing).
 */
export function SetUenPage({ firstTime }: { firstTime: boolean }) {
  const actor = useSetUenActor(firstTime);
  const userid = useUserDetails().userDetails.user_id;
  const context = useSelector(actor, (s) => s.context);
  const prompt = useSelector(actor, (s) => s.hasTag('prompt'));
  const canEdit = useSelector(actor, (s) => s.can({ type: 'uen.edit', value: '' }));
  const canSave = useSelector(actor, (s) => s.can({ type: 'uen.save' }));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'uen.cancel' }));
  const dismisses = useSelector(actor, (s) => s.can({ type: 'uen.dismiss' }));

  return (
    <section className="account-page" aria-labelledby="set-uen-title">
      <PageTitle id="set-uen-title">UEN Management</PageTitle>
      <Form
        className="account-form"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'uen.save' });
        }}
      >
        <TextField label="User ID" value={userid} isDisabled />
        <TextField label="Account ID" value={context.acctid} isDisabled />
        <TextField label="Account Name" value={context.acctName} isDisabled />
        <TextField
          label="UEN Number"
          name="uenno"
          value={context.uen}
          isDisabled={!canEdit}
          onChange={(value) => actor.send({ type: 'uen.edit', value })}
        />
        <div className="account-actions">
          <Button type="submit" isDisabled={!canSave}>
            Save
          </Button>
          <Button variant="secondary" isDisabled={!canCancel} onPress={() => actor.send({ type: 'uen.cancel' })}>
            Cancel
          </Button>
        </div>
      </Form>
      <AccountAlert
        alert={prompt ? context.alert : null}
        onPrimary={() => actor.send(dismisses ? { type: 'uen.dismiss' } : { type: 'uen.acknowledge' })}
      />
    </section>
  );
}
