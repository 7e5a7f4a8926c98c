import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { sessionStore } from '../../session/storage';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PublicPasswordLayout } from './PublicPasswordLayout';
import { useChangePasswordActor } from './use-change-password-actor';

/**
 * Change an expired password (seed 002 §2.9 item 2): public, since login refused the user a token. The user
 * id and the message come from what login stored; after success the user logs in with the new password.
 */
export function ExpiredPasswordPage() {
  const [input] = useState(() => ({
    mode: 'expired' as const,
    userid: sessionStore.userId() ?? '',
    storedMessage: sessionStore.message(),
    // The banner is the shell page's; here the stored message says it, in red.
    passwordExpired: false,
  }));
  const actor = useChangePasswordActor(input);
  const storedMessage = useSelector(actor, (s) => s.context.storedMessage);

  return (
    <PublicPasswordLayout title="Change Expired Password" titleId="expired-password-title">
      {storedMessage && <p className="password-stored-message">{storedMessage}</p>}
      <ChangePasswordForm actor={actor} />
    </PublicPasswordLayout>
  );
}
