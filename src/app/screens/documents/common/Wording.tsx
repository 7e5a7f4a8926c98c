import { Fragment, type ReactNode } from 'react';
import { piecesText, type Piece } from '../../../../domain/documents/wording';

/** The input a document offers for one of its filled values while editing; undefined shows the value as text. */
export type SlotEditor<Slot extends string> = (slot: Slot) => ReactNode | undefined;

export interface WordingProps<Slot extends string> {
  pieces: readonly Piece<Slot>[];
  /** Given while editing. */
  editor?: SlotEditor<Slot> | undefined;
  /** How a filled value stands out in the text. */
  fillClassName?: string;
}

/**
 * A document's words as the shared wording has them (src/domain/documents/*-wording.ts, issue 18): the same
 * pieces the PDF prints, each filled value as text in the preview and as its input while editing.
 */
export function Wording<Slot extends string>({ pieces, editor, fillClassName = 'document-value' }: WordingProps<Slot>) {
  return pieces.map((piece, index) => {
    // The pieces of one text never reorder, so their place is their identity.
    const key = `${index}`;
    if (typeof piece === 'string') return <Fragment key={key}>{piece}</Fragment>;
    const input = editor?.(piece.slot);
    if (input !== undefined) return <Fragment key={key}>{input}</Fragment>;
    return piece.text ? (
      <span key={key} className={fillClassName}>
        {piece.text}
      </span>
    ) : null;
  });
}

export interface SignatureCaptionsProps<Slot extends string> {
  /** The lines under the line to sign on: whose signature, then their particulars. */
  lines: readonly (string | readonly Piece<Slot>[])[];
  editor?: SlotEditor<Slot> | undefined;
  /** A line above the signature ('In the presence of:'). */
  intro?: string;
}

/** A line to sign on and its captions, as the PDF prints them. */
export function SignatureCaptions<Slot extends string>({ lines, editor, intro }: SignatureCaptionsProps<Slot>) {
  const first = lines[0] ?? '';
  const heading = typeof first === 'string' ? first : piecesText(first);
  return (
    <section className="document-signature" aria-label={heading}>
      {intro && <div className="document-signature__intro">{intro}</div>}
      <div className="document-signature__line" aria-hidden="true" />
      {lines.map((line, index) => (
        <div key={`${index}`} className="document-signature__caption">
          {typeof line === 'string' ? line : <Wording pieces={line} editor={editor} />}
        </div>
      ))}
    </section>
  );
}
