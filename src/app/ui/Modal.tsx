import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as RACModal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button';
import { DialogBody } from './DialogBody';
import { CloseIcon } from './icons';

export interface ModalProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Outside click, Escape and the close button; on unless a flow must be finished or cancelled explicitly. */
  isDismissable?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

export function Modal({ title, isOpen, onOpenChange, children, footer, isDismissable = true, size = 'md' }: ModalProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className="ui-modal-overlay"
    >
      <RACModal className={`ui-modal ui-modal--${size}`}>
        <Dialog className="ui-dialog">
          <div className="ui-dialog__header">
            <Heading slot="title" level={2} className="ui-dialog__title">
              {title}
            </Heading>
            {isDismissable && (
              <Button variant="icon" aria-label="Close" onPress={() => onOpenChange(false)}>
                <CloseIcon />
              </Button>
            )}
          </div>
          <DialogBody>{children}</DialogBody>
          {footer && <div className="ui-dialog__footer">{footer}</div>}
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}
