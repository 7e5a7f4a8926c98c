import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { UserDetailsResponse } from '../../../api/auth';
import { DisclaimerDialog } from './DisclaimerDialog';
import { useDisclaimerActor } from './use-disclaimer-actor';

/**
 * The Disclaimer dialog (seed 000 §4) over a page held back until it is accepted: the server refuses product
 * calls before then, so the page (and the navigation, which loads a property's links) is not even mounted
 * and calls nothing. After Accept it mounts and loads its data.
 */
export function DisclaimerGate({ details, children }: { details: UserDetailsResponse; children: ReactNode }) {
  // A new machine whenever the server's answer changes: a disclaimer found pending again (a 403 SetupPending,
  // then re-read details) shows the dialog again.
  return (
    <HeldPage key={details.userDetails.disclaimerAccepted ?? ''} details={details}>
      {children}
    </HeldPage>
  );
}

function HeldPage({ details, children }: { details: UserDetailsResponse; children: ReactNode }) {
  const disclaimer = useDisclaimerActor(details);
  const pageShown = useSelector(disclaimer, (s) => s.hasTag('pageShown'));
  return (
    <>
      {pageShown ? children : <div className="shell-body" aria-busy="true" />}
      <DisclaimerDialog disclaimer={disclaimer} />
    </>
  );
}
