import type { ComponentType, ReactNode } from 'react';
import { requisitionsServer, type RequisitionsServerOptions } from '../../../stories/requisition-reports/requisitions-api';
import { renderSignedInPage } from '../support/signed-in-page';

export { user, USER_ID } from '../support/signed-in-page';

/**
 * A requisition page (the REQUISITION report or the DRAFT REQUISITION page) as a signed-in user sees it, against
 * the in-memory requisitions server the stories use.
 */

export interface RequisitionsScreenOptions {
  page: ComponentType;
  path: string;
  server: RequisitionsServerOptions;
  /** Wraps the page, e.g. in a provider of faked machine actors. */
  wrap?: (page: ReactNode) => ReactNode;
}

export function renderRequisitionsPage({ page: Page, path, server: serverOptions, wrap = (page) => page }: RequisitionsScreenOptions) {
  const server = requisitionsServer(serverOptions);
  const rendered = renderSignedInPage({ routes: server.routes, path, page: () => wrap(<Page />) });
  return { ...rendered, server };
}

export type RequisitionsScreen = ReturnType<typeof renderRequisitionsPage>;

/** The messages of the toasts on screen, oldest first (a toast is titled by its message). */
export function toastMessages(): string[] {
  return [...document.querySelectorAll('.ui-toast__title')].map((node) => node.textContent ?? '');
}
