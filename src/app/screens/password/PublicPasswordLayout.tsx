import type { ReactNode } from 'react';
import { PageTitle } from '../../ui';
import { PublicTopNav } from './PublicTopNav';
import './password.css';

/** A public password page: the simple top navigation, then the page's title and content in one card-width column. */
export function PublicPasswordLayout({ title, titleId, children }: { title: string; titleId: string; children: ReactNode }) {
  return (
    <div className="password-public">
      <PublicTopNav />
      <main className="password-public__main">
        <section className="password-page" aria-labelledby={titleId}>
          <PageTitle id={titleId}>{title}</PageTitle>
          {children}
        </section>
      </main>
    </div>
  );
}
