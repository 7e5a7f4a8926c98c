import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import { messages } from '../../../domain/messages';
import { sessionStore } from '../../session/storage';
import { PageTitle } from '../../ui';
import { useUserDetails } from '../shell/user-details-context';
import { ChangePasswordForm } from './ChangePasswordForm';
import { useChangePasswordActor } from './use-change-password-actor';
import './password.css';

/** Change password inside the shell (seed 002 §2.9 item 1). */
export function ChangePasswordPage() {
  const details = useUserDetails();
  // Read once: the machine takes its input when it starts.
  const [input] = useState(() => ({
    mode: 'change' as const,
    userid: details.userDetails.user_id,
    storedMessage: sessionStore.message(),
    // Seed 002 §2.9 item 1: the banner once the password's expiry time has passed (none sent: no banner).
    passwordExpired: details.passwordExpiredTime !== undefined && Temporal.Now.instant().epochMilliseconds > details.passwordExpiredTime,
  }));
  const actor = useChangePasswordActor(input);
  const expiredBanner = useSelector(actor, (s) => s.context.expiredBanner);

  return (
    <section className="password-page" aria-labelledby="change-password-title">
      <PageTitle id="change-password-title">Change Password</PageTitle>
      {expiredBanner && <p className="password-expired-banner">{messages.passwordExpiredBanner}</p>}
      <ChangePasswordForm actor={actor} />
    </section>
  );
}
