import { useSyncExternalStore, type ReactNode } from 'react';
import { requestLoader } from '../../../api/loader';
import { anyToastVisible, GlobalLoader, subscribeToToasts } from '../../ui';
import { lazyWhenOpen } from '../common/lazy-when-open';

const subscribe = (listener: () => void) => requestLoader.subscribe(listener);
const inFlightCount = () => requestLoader.getSnapshot();

/**
 * The toast region comes with the first toast (issue 13): its code is not on every first page, and React Aria words
 * the region's label through Intl on each render, which costs a first page the loading of the ICU data even when
 * no toast ever shows. Once there it stays, so focus still returns from it when its last toast closes.
 */
const ToastRegion = lazyWhenOpen(() => import('../../ui/Toasts').then(({ Toasts }) => Toasts));

/** Around every page: the global 'Please wait....' loader while requests run, and the toast region. */
export function AppChrome({ children }: { children: ReactNode }) {
  const inFlight = useSyncExternalStore(subscribe, inFlightCount);
  const anyToast = useSyncExternalStore(subscribeToToasts, anyToastVisible);
  return (
    <>
      {children}
      <GlobalLoader active={inFlight > 0} />
      <ToastRegion isOpen={anyToast} />
    </>
  );
}
