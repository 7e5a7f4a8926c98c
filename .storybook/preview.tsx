import type { Preview } from '@storybook/react-vite';
import '../src/app/ui/ui.css';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
  beforeEach() {
    localStorage.clear();
  },
};
export default preview;
