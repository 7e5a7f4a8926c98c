import type { Decorator } from '@storybook/react-vite';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { HomeScreen } from '../../src/app/screens/auth/HomeScreen';
import { BASEPATH } from './with-router';

/** What the app shows at a path the story's screen leaves for, keyed by the path without the basepath. */
export type Destinations = Readonly<Partial<Record<string, () => ReactNode>>>;

/** The public home, where Logout, a finished reset and the set-up pages' Cancel lead. */
export const HOME: Destinations = { '/home': () => <HomeScreen /> };

function StoryOrDestination({ pages, story }: { pages: Destinations; story: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const page = pages[pathname.replace(new RegExp(`^${BASEPATH}(?=/|$)`), '') || '/'];
  return page ? page() : story;
}

/**
 * Once the story's screen has gone somewhere else (Logout, Cancel, done), shows what the app shows there instead,
 * as the app's router would, so the story does not end on an empty canvas (or on the shell's blank loading area,
 * as the signed-in shell shows once the login is gone). Goes inside withRouter:
 * `decorators: [withDestinations(HOME), withRouter(…)]`.
 */
export function withDestinations(pages: Destinations): Decorator {
  return (Story) => <StoryOrDestination pages={pages} story={<Story />} />;
}
