import type { ReactElement } from 'react';
import type { DocumentModule } from '../../../../domain/documents/modules';
import { Button } from '../../../ui';
import { EditIcon, MailIcon, PrintIcon, SignIcon } from './DocumentIcons';
import './documents.css';

export type DocumentAction = 'send' | 'print' | 'edit' | 'dssSign';

export interface DocumentActionState {
  onPress: () => void;
  /** The machine refuses the action now (state.can is false). */
  isDisabled?: boolean | undefined;
  /** The action is running: the icon shows progress and ignores presses. */
  isBusy?: boolean | undefined;
}

export interface DocumentActionsProps {
  module: DocumentModule;
  send: DocumentActionState;
  print: DocumentActionState;
  edit: DocumentActionState;
  /** S.65 only. */
  dssSign?: DocumentActionState | undefined;
}

export const DOCUMENT_ACTION_NAMES: Record<DocumentAction, string> = {
  send: 'Send by mail',
  print: 'Print',
  edit: 'Edit',
  dssSign: 'DSS Sign',
};

const ICONS: Record<DocumentAction, ReactElement> = {
  send: <MailIcon />,
  print: <PrintIcon />,
  edit: <EditIcon />,
  dssSign: <SignIcon />,
};

/** Seed 001 §2.2 lists send, print, edit; §2.4 lists the S.65's DSS sign, print, edit, send. */
const ORDER: Record<DocumentModule, readonly DocumentAction[]> = {
  otp: ['send', 'print', 'edit'],
  wta: ['send', 'print', 'edit'],
  s65: ['dssSign', 'print', 'edit', 'send'],
};

/** The page's action icons, each with its accessible name; disabled and busy as the page's machine says. */
export function DocumentActions({ module, ...states }: DocumentActionsProps) {
  return (
    <div role="group" aria-label="Document actions" className="document-actions">
      {ORDER[module].map((action) => {
        const state = states[action];
        if (!state) return null;
        return (
          <Button
            key={action}
            variant="icon"
            aria-label={DOCUMENT_ACTION_NAMES[action]}
            onPress={state.onPress}
            isDisabled={state.isDisabled}
            isPending={state.isBusy}
            className="document-actions__button"
          >
            {ICONS[action]}
          </Button>
        );
      })}
    </div>
  );
}
