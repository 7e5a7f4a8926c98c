import { useState } from 'react';
import './common.css';
import { HELPDESK } from '../../../domain/contact-details';
import { Button, Checkbox, Modal } from '../../ui';
import { rememberMaintenanceNoticeHidden } from './maintenance-notice-storage';

export interface MaintenanceNoticeModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/** Pages render MaintenanceNoticeModal, which fetches this file the first time the modal opens. */
export function MaintenanceNoticeDialog({ isOpen, onClose }: MaintenanceNoticeModalProps) {
  const [doNotShowAgain, setDoNotShowAgain] = useState(false);

  // Every way of closing (button, Escape, outside click, ×) honours the tick box.
  const close = () => {
    if (doNotShowAgain) rememberMaintenanceNoticeHidden();
    onClose();
  };

  return (
    <Modal
      title="Scheduled maintenance"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      size="sm"
      footer={
        <>
          <Checkbox isSelected={doNotShowAgain} onChange={setDoNotShowAgain} className="common-maintenance__checkbox">
            Do not show this again
          </Checkbox>
          <Button onPress={close}>Close</Button>
        </>
      }
    >
      <p>
        Conveyancing Workbench is maintained on the <strong>first Saturday of every month, from 11.00 pm to 3.00 am</strong> (Singapore time). The
        portal may be unavailable during this window.
      </p>
      <p>
        Legal requisitions submitted while a government agency is under maintenance are queued and sent as soon as the agency is available again;
        replies may take longer than the estimated time.
      </p>
      <p>For urgent matters during maintenance, please call the helpdesk at {HELPDESK.phone}.</p>
    </Modal>
  );
}
