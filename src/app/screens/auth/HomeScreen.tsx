import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useState } from 'react';
import { sessionStore } from '../../session/storage';
import { LandingPage } from '../public/LandingPage';
import { LazyLoginDialog } from './LazyLoginDialog';

/** The public landing page; Login opens the login dialog unless a login is already stored. */
export function HomeScreen() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [loginOpen, setLoginOpen] = useState(false);
  const closeLogin = useCallback(() => setLoginOpen(false), []);
  // The router mounts a page in one uninterruptible pass; the landing page is built in React's interruptible
  // passes instead, so a phone's main thread is not held while it is (Lighthouse's blocking time on the home
  // page: about 450 ms before, 150–330 after). Nothing is on screen before it: there is nothing to move.
  const shown = useDeferredValue(true, false);

  const openLogin = () => {
    if (sessionStore.hasLogin()) void navigate({ to: '/property-listing/{-$userId}/{-$uniqueCode}', params: {} });
    else setLoginOpen(true);
  };

  if (!shown) return null;
  return (
    <>
      <LandingPage hash={hash ? `#${hash.replace(/^#/, '')}` : ''} onLogin={openLogin} />
      {loginOpen && <LazyLoginDialog onClose={closeLogin} />}
    </>
  );
}
