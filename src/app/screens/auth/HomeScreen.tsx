import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { sessionStore } from '../../session/storage';
import { LandingPage } from '../public/LandingPage';
import { LazyLoginDialog } from './LazyLoginDialog';

/** The public landing page; Login opens the login dialog unless a login is already stored. */
export function HomeScreen() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [loginOpen, setLoginOpen] = useState(false);
  const closeLogin = useCallback(() => setLoginOpen(false), []);

  const openLogin = () => {
    if (sessionStore.hasLogin()) void navigate({ to: '/property-listing/{-$userId}/{-$uniqueCode}', params: {} });
    else setLoginOpen(true);
  };

  return (
    <>
      <LandingPage hash={hash ? `#${hash.replace(/^#/, '')}` : ''} onLogin={openLogin} />
      {loginOpen && <LazyLoginDialog onClose={closeLogin} />}
    </>
  );
}
