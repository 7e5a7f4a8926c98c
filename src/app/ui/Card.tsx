import { useId, type ReactNode } from 'react';

export interface CardProps {
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

export function Card({ title, children, actions, headingLevel = 2 }: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="ui-card" aria-labelledby={title ? headingId : undefined}>
      {(title || actions) && (
        <div className="ui-card__header">
          {title && (
            <Heading id={headingId} className="ui-card__title">
              {title}
            </Heading>
          )}
          {actions && <div className="ui-card__actions">{actions}</div>}
        </div>
      )}
      <div className="ui-card__body">{children}</div>
    </section>
  );
}
