import { lazyWhenOpen } from '../common/lazy-when-open';
import type { ProfileModalProps } from './ProfileModal';

// Behind the user's name in every signed-in header, and rarely opened: fetched the first time it is.
export const LazyProfileModal = lazyWhenOpen<ProfileModalProps>(() => import('./ProfileModal').then((module) => module.ProfileModal));
