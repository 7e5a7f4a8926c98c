import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { UserDetailsResponse } from '../../../api/auth';
import { isDisclaimerAccepted } from '../../../domain/disclaimer';

// The machine and dialog only a first sign-in needs: fetched for a user whose disclaimer is still pending.
const DisclaimerPrompt = lazy(() => import('./DisclaimerPrompt').then((module) => ({ default: module.DisclaimerPrompt })));

/**
 * The Disclaimer dialog (seed 000 §4) over a page held back until it is accepted: the server refuses product
 * calls before then, so the page (and the navigation, which loads a property's links) is not even mounted
 * and calls nothing. After Accept it mounts and loads its data.
 *
 * Details that say it was accepted need no dialog: the disclaimer machine would go straight to its final
 * 'accepted' state by the same rule (domain/disclaimer.ts, which the route loaders use too), so the page shows
 * without loading the machine. The page has one place in the tree whoever shows it, so the re-read details
 * that follow an Accept do not mount it a second time.
 */
export function DisclaimerGate({ details, children }: { details: UserDetailsResponse; children: ReactNode }) {
  const answer = details.userDetails.disclaimerAccepted;
  const accepted = isDisclaimerAccepted(answer);
  const [shownByPrompt, setShownByPrompt] = useState(false);
  const [wasAccepted, setWasAccepted] = useState(accepted);
  if (accepted !== wasAccepted) {
    setWasAccepted(accepted);
    // Found pending again (a 403 SetupPending, then re-read details): held back until answered again.
    if (!accepted) setShownByPrompt(false);
  }
  return (
    <>
      {accepted || shownByPrompt ? children : <div className="shell-body" aria-busy="true" />}
      {!accepted && (
        <Suspense fallback={null}>
          {/* A new machine whenever the server's answer changes. */}
          <DisclaimerPrompt key={answer ?? ''} details={details} onPageShownChange={setShownByPrompt} />
        </Suspense>
      )}
    </>
  );
}
