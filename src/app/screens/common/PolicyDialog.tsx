import type { ReactNode } from 'react';
import { Button, Modal } from '../../ui';
import './common.css';

export interface PolicyModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The frame both policies (Terms of Service, Privacy Statement) are read in: a large modal with Close. */
export function PolicyDialog({ title, isOpen, onClose, children }: PolicyModalProps & { title: string; children: ReactNode }) {
  return (
    <Modal title={title} isOpen={isOpen} onOpenChange={(open) => !open && onClose()} size="lg" footer={<Button onPress={onClose}>Close</Button>}>
      <div className="common-policy">{children}</div>
    </Modal>
  );
}
