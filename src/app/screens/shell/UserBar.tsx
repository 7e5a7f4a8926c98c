import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { UserDetailsResponse } from '../../../api/auth';
import { isDisclaimerAccepted } from '../../../domain/disclaimer';
import { Button } from '../../ui';
import { NotificationBell } from '../notifications/NotificationBell';
import { LazyProfileModal } from './LazyProfileModal';
import { LogoutButton } from './LogoutButton';

/** The signed-in user: notifications, name and designation, profile, change password and logout. */
export function UserBar({ details }: { details: UserDetailsResponse }) {
  const [profileOpen, setProfileOpen] = useState(false);
  // The server refuses the notifications of a user whose one-time set-up is not done; the bell waits for it.
  const setUp = (details.pendingSetup ?? []).length === 0 && isDisclaimerAccepted(details.userDetails.disclaimerAccepted);
  return (
    <div className="user-bar">
      {setUp && <NotificationBell />}
      <Button variant="link" onPress={() => setProfileOpen(true)} aria-label={`Profile of ${details.userDetails.userName}`}>
        <span className="user-name">{details.userDetails.userName}</span>
        <span className="user-position">{details.userDetails.position}</span>
      </Button>
      <Link to="/password-management/change-password" className="user-bar-link">
        Change Password
      </Link>
      <LogoutButton />
      <LazyProfileModal details={details} isOpen={profileOpen} onOpenChange={setProfileOpen} />
    </div>
  );
}
