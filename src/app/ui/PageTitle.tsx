import type { ReactNode } from 'react';

export interface PageTitleProps {
  /** Either form works: <PageTitle title="Property" /> or <PageTitle>Property</PageTitle>. */
  title?: string;
  children?: ReactNode;
  /** For an enclosing section's aria-labelledby. */
  id?: string;
  description?: ReactNode;
  actions?: ReactNode;
}

/** The page's single h1, with room for page-level actions on the right. */
export function PageTitle({ title, children, id, description, actions }: PageTitleProps) {
  return (
    <div className="ui-page-title">
      <div>
        <h1 id={id} className="ui-page-title__heading">
          {title ?? children}
        </h1>
        {description && <p className="ui-page-title__description">{description}</p>}
      </div>
      {actions && <div className="ui-page-title__actions">{actions}</div>}
    </div>
  );
}
