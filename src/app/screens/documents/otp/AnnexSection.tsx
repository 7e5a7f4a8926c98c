import { useId, type ReactNode } from 'react';

/** One annex: its title as a heading, then its content. */
export function AnnexSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="otp-annex" aria-labelledby={headingId}>
      <h3 id={headingId} className="otp-annex__title">
        {title}
      </h3>
      {children}
    </section>
  );
}
