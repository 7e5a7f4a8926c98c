import type { ClientDraft } from '../../../../../machines/client-form.machine';

/** Adds and removes contact persons; both are offered only when the form's machine accepts them. */
export interface PersonControls {
  canAdd: boolean;
  canRemove: boolean;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** What every part of the contact form gets from the dialog or the details page around it. */
export interface ClientFieldsProps {
  draft: ClientDraft;
  /** The details page's preview: the same layout, values as text, no lookups. */
  readOnly: boolean;
  /** The message under each field (clientFieldProblems keys), until the user changes that field. */
  fieldErrors: Readonly<Record<string, string>>;
  /** Applies a change to the draft as it is when the change lands (lookups answer late). */
  onUpdate: (change: (draft: ClientDraft) => ClientDraft) => void;
  persons: PersonControls;
}
