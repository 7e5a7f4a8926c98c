import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { useOverlayTrigger } from 'react-aria';
import { ButtonContext } from 'react-aria-components';
import { useOverlayTriggerState, type OverlayTriggerState } from 'react-stately';

/** What a popover opened by a PopoverTrigger needs from it (PopoverTriggerScope hands it to React Aria). */
export interface PopoverTriggerValues {
  state: OverlayTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The popover's id (the button's aria-controls) and its fallback name, the button. */
  overlayId: string | undefined;
  triggerId: string;
}

export interface PopoverTriggerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** One Button: it opens and closes the popover and says so (aria-expanded, aria-controls while open, pressed while open). */
  button: ReactNode;
  /** The popover, wrapped in PopoverTriggerScope; usually fetched the first time it opens. */
  children: (trigger: PopoverTriggerValues) => ReactNode;
}

/**
 * React Aria's DialogTrigger, for a popover fetched when it first opens. DialogTrigger's module brings React Aria's
 * Popover, Dialog and Menu (their focus scope, positioning and collections, about 15 KB compressed) into every page
 * that shows the button, though only an open popover runs them. This is the same trigger (React Aria's own hooks,
 * its Button) with none of that: the popover's module puts the values back into React Aria's contexts.
 */
export function PopoverTrigger({ isOpen, onOpenChange, button, children }: PopoverTriggerProps) {
  const state = useOverlayTriggerState({ isOpen, onOpenChange });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, triggerRef);
  const triggerId = useId();
  return (
    <>
      <ButtonContext value={{ ...triggerProps, id: triggerId, ref: triggerRef, isPressed: state.isOpen }}>{button}</ButtonContext>
      {children({ state, triggerRef, overlayId: overlayProps.id, triggerId })}
    </>
  );
}
