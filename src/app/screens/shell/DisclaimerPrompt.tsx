import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { UserDetailsResponse } from '../../../api/auth';
import { DisclaimerDialog } from './DisclaimerDialog';
import { useDisclaimerActor } from './use-disclaimer-actor';

export interface DisclaimerPromptProps {
  details: UserDetailsResponse;
  /** The disclaimer machine's say on the page under the dialog (its tag 'pageShown'). */
  onPageShownChange: (shown: boolean) => void;
}

/**
 * The disclaimer machine and its dialog, for a user whose disclaimer is pending: DisclaimerGate fetches this
 * file only then, and shows the page when the machine says so.
 */
export function DisclaimerPrompt({ details, onPageShownChange }: DisclaimerPromptProps) {
  const disclaimer = useDisclaimerActor(details);
  const pageShown = useSelector(disclaimer, (s) => s.hasTag('pageShown'));
  useEffect(() => onPageShownChange(pageShown), [onPageShownChange, pageShown]);
  return <DisclaimerDialog disclaimer={disclaimer} />;
}
