import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { LeaveWithoutSavingDialog } from './LeaveWithoutSavingDialog';

export interface UnsavedChangesGuardProps {
  /**
   * Whether the form's machine holds changes not saved, read at the moment the user tries to leave (a link, the
   * browser's back, the left navigation, closing or reloading the tab). Read then rather than at render, so a page
   * that leaves right after its save is not stopped by a value from before the save.
   */
  hasUnsavedChanges: () => boolean;
}

/**
 * Stops every navigation away from a page whose form has unsaved changes and asks first (LeaveWithoutSavingDialog):
 * Leave goes on, Stay keeps the page and its edits. Closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard({ hasUnsavedChanges }: UnsavedChangesGuardProps) {
  const latest = useRef(hasUnsavedChanges);
  useEffect(() => {
    latest.current = hasUnsavedChanges;
  });
  // Stable, so the router's block is registered once rather than on every render.
  const shouldBlock = useCallback(() => latest.current(), []);
  const blocker = useBlocker({ shouldBlockFn: shouldBlock, enableBeforeUnload: shouldBlock, withResolver: true });
  return <LeaveWithoutSavingDialog isOpen={blocker.status === 'blocked'} onLeave={() => blocker.proceed?.()} onStay={() => blocker.reset?.()} />;
}
