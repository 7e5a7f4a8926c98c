import { useId } from 'react';
import type { DocumentPerson } from '../../../../domain/documents/document-parties';
import { personLine } from '../../../../domain/documents/wording';

interface OtpPartyBlockProps {
  /** 'From' or 'To'. */
  title: string;
  /** 'Vendor' or 'Purchaser'. */
  role: string;
  persons: readonly DocumentPerson[];
  /** Shown while nobody is assigned on that side. */
  emptyText: string;
}

/** A read-only party block: 'NAME (ID No. *****567D)', the ID showing only its last 4 characters (seed 001 §2.2, §9). */
export function OtpPartyBlock({ title, role, persons, emptyText }: OtpPartyBlockProps) {
  const headingId = useId();
  return (
    <section className="otp-party" aria-labelledby={headingId}>
      <h3 id={headingId} className="otp-party__title">
        {title} <span className="otp-party__role">({role})</span>
      </h3>
      {persons.length === 0 ? (
        <p className="otp-party__empty">{emptyText}</p>
      ) : (
        <ul className="otp-party__list">
          {persons.map((person, index) => (
            <li key={`${index}-${person.name}`}>{personLine(person)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
