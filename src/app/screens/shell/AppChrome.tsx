import { useSyncExternalStore, type ReactNode } from 'react';
import { requestLoader } from '../../../api/loader';
import { GlobalLoader, Toasts } from '../../ui';

const subscribe = (listener: () => void) => requestLoader.subscribe(listener);
const inFlightCount = () => requestLoader.getSnapshot();

/** Around every page: the global 'Please wait....' loader while requests run, and the toast region. */
export function AppChrome({ children }: { children: ReactNode }) {
  const inFlight = useSyncExternalStore(subscribe, inFlightCount);
  return (
    <>
      {children}
      <GlobalLoader active={inFlight > 0} />
      <Toasts />
    </>
  );
}
