import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../support/app-router';
import { stubScrollToEachTest } from '../support/screen-model';

/** Issue 21: "A QA role or a setting decides who sees the menu entry; lawyers do not get it by default." */

let cleanup: () => void = () => undefined;
afterEach(() => {
  cleanup();
  localStorage.removeItem('showWorkflowDiagrams');
});

function open(start: string) {
  const app = renderApp({ start });
  cleanup = app.cleanup;
  return app;
}

const leftNav = () => within(screen.getByRole('navigation', { name: 'Property' }));

describe('the workflow diagrams in the menu', () => {
  stubScrollToEachTest();

  it('are not in a lawyer’s menu by default; the Profile’s setting adds them at once and takes them away again', async () => {
    open('/property-listing');
    const user = userEvent.setup();
    const profileSetting = async () => {
      await user.click(await screen.findByRole('button', { name: /Profile/ }));
      return screen.findByRole('checkbox', { name: 'Show the workflow diagrams in the menu (for QA review)' });
    };
    const closeProfile = () => user.keyboard('{Escape}');
    await screen.findByRole('navigation', { name: 'Property' });
    expect(leftNav().queryByRole('link', { name: 'Workflow diagrams' })).not.toBeInTheDocument();

    const setting = await profileSetting();
    expect(setting).not.toBeChecked();
    await user.click(setting);
    await closeProfile();
    expect(leftNav().getByRole('link', { name: 'Workflow diagrams' })).toHaveAttribute('href', '/conveyancing/machines');

    await user.click(await profileSetting());
    await closeProfile();
    expect(leftNav().queryByRole('link', { name: 'Workflow diagrams' })).not.toBeInTheDocument();
  });

  it('stay in the menu on the next visit once asked for', async () => {
    localStorage.setItem('showWorkflowDiagrams', 'true');
    open('/property-listing');
    expect(await screen.findByRole('link', { name: 'Workflow diagrams' })).toBeInTheDocument();
  });
});
