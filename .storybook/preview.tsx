import type { Preview } from '@storybook/react-vite';
import { toastQueue } from '../src/app/ui/toast-queue';
// The app's own stylesheets, in the order src/app/main.tsx loads them: the kit's (colours, type, controls), then the
// shell's (body font and background, header, left navigation). A screen's own stylesheet comes with its component.
import '../src/app/ui/ui.css';
import '../src/app/app.css';

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
