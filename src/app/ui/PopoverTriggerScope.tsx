import type { ReactNode } from 'react';
import { DialogContext, OverlayTriggerStateContext, PopoverContext, Provider } from 'react-aria-components';
import type { PopoverTriggerValues } from './PopoverTrigger';

/**
 * Puts a PopoverTrigger's values where React Aria's Popover and Dialog look for them, as its DialogTrigger does: the
 * popover opens and closes with the trigger's state, sits by its button and returns focus there, and the dialog is
 * named by the button unless it has a title.
 */
export function PopoverTriggerScope({ trigger, children }: { trigger: PopoverTriggerValues; children: ReactNode }) {
  const { state, triggerRef, overlayId, triggerId } = trigger;
  return (
    <Provider
      values={[
        [OverlayTriggerStateContext, state],
        [DialogContext, { id: overlayId, 'aria-labelledby': triggerId }],
        [PopoverContext, { trigger: 'DialogTrigger', triggerRef, id: overlayId, 'aria-labelledby': triggerId }],
      ]}
    >
      {children}
    </Provider>
  );
}
