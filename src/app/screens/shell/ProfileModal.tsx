import type { UserDetailsResponse } from '../../../api/auth';
import { Checkbox, Modal } from '../../ui';
import { LoginHistory } from '../history/LoginHistory';
import { setShowWorkflowDiagrams, useShowWorkflowDiagrams } from './workflow-diagrams-setting';

export interface ProfileModalProps {
  details: UserDetailsResponse;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Read-only profile: name, designation, phone and address (seed 000 §2), the user's own login history (issue 20) and
 * whether this browser's menu offers the workflow diagrams (issue 21). The shell renders LazyProfileModal.
 */
export function ProfileModal({ details, isOpen, onOpenChange }: ProfileModalProps) {
  const showDiagrams = useShowWorkflowDiagrams();
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
      <Checkbox className="profile-setting" isSelected={showDiagrams} onChange={setShowWorkflowDiagrams}>
        Show the workflow diagrams in the menu (for QA review)
      </Checkbox>
      <LoginHistory userId={details.userDetails.user_id} />
    </Modal>
  );
}
