import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { sessionStore } from '../../session/storage';
import { ChangePasswordForm } from './ChangePasswordForm';
import { PublicPasswordLayout } from './PublicPasswordLayout';
import { useChangePasswordActor } from './use-change-password-actor';

/**
 * Change an expired password (seed 002 §2.9 item 2): public, since login refused the user a token. The user
 * id and the message come from what login stored; after success the user logs in with the new password. The
 * form also offers a reset link (seed 000 §8), for a user who no longer knows the current password.
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
  // Seed 002 §4: "The expired-password screen without a stored message cancels to home" (a direct visit).
  const directVisit = !storedMessage;
  useEffect(() => {
    if (directVisit) actor.send({ type: 'password.cancel' });
  }, [actor, directVisit]);
  // Leaving for home: nothing to show meanwhile.
  if (directVisit) return null;

  return (
    <PublicPasswordLayout title="Change Expired Password" titleId="expired-password-title">
      <p className="password-stored-message">{storedMessage}</p>
      <ChangePasswordForm actor={actor} />
      <p className="password-reset-link">
        <Link to="/password-management/forgot-password">Forgot Password</Link>
      </p>
    </PublicPasswordLayout>
  );
}
