import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { declaredStateNodes } from '../../../machines/definition';
import { machineRegistry } from '../../../machines/index';
import { machinesPageMessages as words } from '../../../src/domain/messages/machines-page';
import { renderApp } from '../support/app-router';

/*
 * Issue 21: the machines' index, found by name, state or event, and one machine at a time on its own address, drawn
 * in a view that fits, zooms and pans, with its model-test paths to step through.
 */

/** ELK lays the diagram out on the page's thread under jsdom: seconds for a large one on a busy machine. */
const SLOW = { timeout: 20_000 };

let cleanup: () => void = () => undefined;
afterEach(() => cleanup());

function open(start: string) {
  const app = renderApp({ start });
  cleanup = app.cleanup;
  return app;
}

const machineList = () => within(screen.getByRole('list', { name: words.indexListLabel }));
const search = () => screen.getByRole('searchbox', { name: words.indexSearchLabel });

describe('the index', () => {
  it('lists every registered machine with its size, each linking to its own page, and draws none', async () => {
    open('/machines');
    expect(await screen.findByRole('heading', { level: 1, name: words.indexTitle }, SLOW)).toBeInTheDocument();
    expect(machineList().getAllByRole('listitem')).toHaveLength(machineRegistry.length);
    const login = machineList().getByRole('link', { name: 'Login' });
    expect(login).toHaveAttribute('href', '/conveyancing/machines/login');
    const states = declaredStateNodes(machineRegistry.find((entry) => entry.id === 'login')?.machine ?? machineRegistry[0]!.machine).length - 1;
    expect(login.closest('li')).toHaveTextContent(new RegExp(`${states} states · \\d+ transitions`));
    // Within the page: other screen files leave react-aria's live announcer in the shared document.
    expect(within(screen.getByRole('main')).queryByRole('img')).not.toBeInTheDocument();
  });

  it('finds machines by name, by a state or by an event, naming the states and events that matched', async () => {
    open('/machines');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: words.indexSearchLabel }, SLOW), 'password');
    expect(machineList().getByRole('link', { name: 'Change password' })).toBeInTheDocument();
    expect(machineList().getByRole('link', { name: 'Forgot password' })).toBeInTheDocument();

    await user.clear(search());
    await user.type(search(), 'expiredPassword');
    const byState = machineList().getAllByRole('listitem');
    expect(byState.map((item) => within(item).getByRole('link').textContent)).toContain('Login');
    expect(byState.find((item) => item.textContent?.startsWith('Login'))).toHaveTextContent('States: expiredPassword');

    await user.clear(search());
    await user.type(search(), 'done: login');
    expect(machineList().getByRole('link', { name: 'Login' }).closest('li')).toHaveTextContent('Events: done: login');

    await user.clear(search());
    await user.type(search(), 'no such thing');
    expect(screen.getByText(words.indexNoMatch('no such thing'))).toHaveAttribute('role', 'status');
  });
});

describe('one machine', () => {
  it('draws the machine named in the address, labelled, in a focusable view with zoom, fit and export', async () => {
    open('/machines/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' }, SLOW)).toBeInTheDocument();
    const diagram = await screen.findByRole('img', { name: /^Login state diagram/ }, SLOW);
    for (const node of declaredStateNodes(machineRegistry.find((entry) => entry.id === 'login')!.machine)) {
      expect(within(diagram).getAllByText(node.key, { selector: 'text' }).length).toBeGreaterThan(0);
    }
    expect(within(diagram).getByText('done: login [passwordMustChange]', { selector: 'text' })).toBeInTheDocument();
    expect(within(diagram).getByText('error: login', { selector: 'text' })).toBeInTheDocument();
    const view = screen.getByRole('region', { name: words.viewportLabel('Login') });
    expect(view).toHaveAttribute('tabindex', '0');
    expect(view).toContainElement(diagram);
    const tools = within(screen.getByRole('toolbar', { name: words.viewToolbar }));
    for (const name of [words.zoomIn, words.zoomOut, words.fitToWidth, words.exportSvg, words.exportJson]) {
      expect(tools.getByRole('button', { name })).toBeInTheDocument();
    }
    // Only this machine is drawn.
    expect(within(screen.getByRole('main')).getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('link', { name: words.allMachines })).toHaveAttribute('href', '/conveyancing/machines');
  });

  it('steps through a model-test path: each step names its event and payload, and the diagram marks where the machine is', async () => {
    open('/machines/login');
    await screen.findByRole('img', { name: /^Login state diagram/ }, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: words.stepThrough(2) }));
    const stepper = within(screen.getByRole('region', { name: words.stepperHeading(2) }));
    expect(stepper.getByText(words.stepStart)).toBeInTheDocument();
    expect(stepper.getByRole('button', { name: words.stepPrevious })).toBeDisabled();
    expect(await screen.findByRole('img', { name: /current state: / }, SLOW)).toBeInTheDocument();

    await user.click(stepper.getByRole('button', { name: words.stepNext }));
    expect(stepper.getByText(/^Step 1 of \d+$/)).toBeInTheDocument();
    expect(stepper.getByText(words.stepEvent)).toBeInTheDocument();
    const diagram = screen.getByRole('img', { name: /current state: / });
    expect(diagram.querySelector('.machine-diagram__state--current')).not.toBeNull();
    expect(diagram.querySelectorAll('.machine-diagram__edge--path').length).toBeGreaterThan(0);

    await user.click(stepper.getByRole('button', { name: words.stepLast }));
    expect(stepper.getByRole('button', { name: words.stepNext })).toBeDisabled();
    await user.click(stepper.getByRole('button', { name: words.stepStop }));
    expect(screen.queryByRole('region', { name: words.stepperHeading(2) })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Login state diagram: \d+ states, \d+ transitions$/ })).toBeInTheDocument();
  });

  it('an address no machine has leads back to the index', async () => {
    const { router } = open('/machines/no-such-machine');
    expect(await screen.findByRole('heading', { level: 1, name: words.indexTitle }, SLOW)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/machines');
  });
});
