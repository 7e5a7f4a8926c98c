import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as RACModal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button';
import { DialogBody } from './DialogBody';
import type { Tone } from './tone';
import { ToneIcon } from './ToneIcon';

export interface AlertDialogProps {
  title: string;
  children: ReactNode;
  isOpen: boolean;
  tone?: Tone;
  primaryLabel?: string;
  onPrimary: () => void;
  /** While the primary action runs (e.g. a request), it cannot be pressed again. */
  isPrimaryDisabled?: boolean;
  secondaryLabel?: string;
  onSecondary?: () => void;
}

/**
 * An alert needs a deliberate answer: no outside click or Escape, because for some alerts (a disclaimer,
 * a delete confirmation) either button has consequences and guessing one would be wrong.
 */
export function AlertDialog({
  title,
  children,
  isOpen,
  tone = 'info',
  primaryLabel = 'OK',
  onPrimary,
  isPrimaryDisabled = false,
  secondaryLabel,
  onSecondary,
}: AlertDialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} isDismissable={false} isKeyboardDismissDisabled className="ui-modal-overlay">
      <RACModal className="ui-modal ui-modal--sm">
        <Dialog role="alertdialog" className={`ui-dialog ui-alert ui-alert--${tone}`}>
          <div className="ui-dialog__header">
            <span className="ui-alert__icon">
              <ToneIcon tone={tone} />
            </span>
            <Heading slot="title" level={2} className="ui-dialog__title">
              {title}
            </Heading>
          </div>
          <DialogBody>{children}</DialogBody>
          <div className="ui-dialog__footer">
            {secondaryLabel && (
              <Button variant="secondary" onPress={onSecondary}>
                {secondaryLabel}
              </Button>
            )}
            <Button variant="primary" onPress={onPrimary} isDisabled={isPrimaryDisabled} autoFocus>
              {primaryLabel}
            </Button>
          </div>
        </Dialog>
      </RACModal>
    </ModalOverlay>
  );
}
