import type { Preview } from '@storybook/react-vite';
import { toastQueue } from '../src/app/ui/toast-queue';
import '../src/app/ui/ui.css';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
  beforeEach() {
    localStorage.clear();
    // The queue is the app's one singleton: an error toast of the story before (they stay until closed) must not
    // take a place of the four shown in the next.
    toastQueue.clear();
  },
};
export default preview;
