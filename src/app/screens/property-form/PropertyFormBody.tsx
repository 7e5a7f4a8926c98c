import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { PropertyFormMode } from './draft';
import { PropertyFormFields } from './sections/PropertyFormFields';
import type { PropertyFormActor } from './use-property-form-actor';

/** What takes focus in a field React Aria marked invalid: its input, a select's trigger, a date's first segment. */
const FOCUSABLE = 'input:not([type="hidden"]):not([tabindex="-1"]), button:not([tabindex="-1"]), [role="spinbutton"]';

/** Puts focus on the first field marked invalid below `root`, in the order the user reads the form. */
export function focusFirstInvalidField(root: HTMLElement | null): void {
  root?.querySelector('[data-invalid]')?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
}

/**
 * The form's sections bound to its machine: the draft, each refused field's message, the preview; and once the
 * problems alert is dismissed (the machine emits 'field.focus'), focus on the first marked field (issue 18).
 */
export function PropertyFormBody({ actor, mode }: { actor: PropertyFormActor; mode: PropertyFormMode }) {
  const draft = useSelector(actor, (s) => s.context.draft);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const readOnly = useSelector(actor, (s) => s.hasTag('preview'));
  const root = useRef<HTMLDivElement>(null);
  // Focus moves after the alert has gone (its own focus scope lets go first); a counter, so each dismissal counts.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    const subscription = actor.on('field.focus', () => setFocusRequest((n) => n + 1));
    return () => subscription.unsubscribe();
  }, [actor]);
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalidField(root.current);
  }, [focusRequest]);
  return (
    <div ref={root} className="pf-body">
      <PropertyFormFields
        draft={draft}
        onChange={(patch) => actor.send({ type: 'form.change', patch })}
        onPreset={(patch) => actor.send({ type: 'form.preset', patch })}
        readOnly={readOnly}
        mode={mode}
        fieldErrors={fieldErrors}
      />
    </div>
  );
}
