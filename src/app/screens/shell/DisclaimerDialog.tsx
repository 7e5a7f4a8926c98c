import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { disclaimerMachine } from '../../../../machines/disclaimer.machine';
import { Button, Modal } from '../../ui';

/** The Disclaimer dialog (seed 000 §4): shown until accepted; Reject ends the login. */
export function DisclaimerDialog({ disclaimer }: { disclaimer: ActorRefFrom<typeof disclaimerMachine> }) {
  const open = useSelector(disclaimer, (s) => s.hasTag('prompt') || s.hasTag('busy'));
  const busy = useSelector(disclaimer, (s) => s.hasTag('busy'));
  return (
    <Modal
      title="Disclaimer"
      isOpen={open}
      onOpenChange={() => undefined}
      isDismissable={false}
      footer={
        <>
          <Button variant="secondary" isDisabled={busy} onPress={() => disclaimer.send({ type: 'disclaimer.reject' })}>
            Reject
          </Button>
          <Button isDisabled={busy} onPress={() => disclaimer.send({ type: 'disclaimer.accept' })}>
            Accept
          </Button>
        </>
      }
    >
      <DisclaimerText />
    </Modal>
  );
}

function DisclaimerText() {
  return (
    <div className="disclaimer-text">
      <p>
        This portal gives law firms access to case files, transaction documents and searches with Singapore government agencies. By continuing you
        confirm that:
      </p>
      <ul>
        <li>you are an authorised user of your law firm and will use your own user ID only;</li>
        <li>you will request searches and documents only for matters on which your firm is instructed;</li>
        <li>replies from agencies are provided as received; your firm remains responsible for verifying them;</li>
        <li>personal data seen here is handled under the Personal Data Protection Act 2012 and your firm's policies;</li>
        <li>fees for requisitions are charged per agency as shown, and submitted requisitions are not refundable.</li>
      </ul>
      <p>Choose Accept to continue, or Reject to sign out.</p>
    </div>
  );
}
