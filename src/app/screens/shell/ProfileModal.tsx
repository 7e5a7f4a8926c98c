import type { UserDetailsResponse } from '../../../api/auth';
import { Modal } from '../../ui';
import { LoginHistory } from '../history/LoginHistory';

export interface ProfileModalProps {
  details: UserDetailsResponse;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Read-only profile: name, designation, phone and address (seed 000 §2), and the user's own login history (issue
 * 20). The shell renders LazyProfileModal.
 */
export function ProfileModal({ details, isOpen, onOpenChange }: ProfileModalProps) {
  const rows: [string, string][] = [
    ['Name', details.userDetails.userName],
    ['Designation', details.userDetails.position],
    ['Phone', details.accountDetails.phone],
    ['Address', details.accountDetails.address],
  ];
  return (
    <Modal title="Profile" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable size="sm">
      <dl className="profile-list">
        {rows.map(([label, value]) => (
          <div key={label} className="profile-row">
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <LoginHistory userId={details.userDetails.user_id} />
    </Modal>
  );
}
