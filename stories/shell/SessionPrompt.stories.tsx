import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromCallback, fromPromise } from 'xstate';
import { sessionMachine, type ExtendSessionOutput, type SessionEvent } from '../../machines/session.machine';
import { SessionPrompt } from '../../src/app/screens/shell/SessionPrompt';
import { messages } from '../../src/domain/messages';
import { page } from '../support/page';

/** A fixed clock: the story's one check happens at this instant. */
const NOW = Date.UTC(2026, 10, 22, 2, 0, 0);

type ExtendAnswer = 'granted' | 'refused' | 'network-error' | 'never';

const extendAnswers: Record<ExtendAnswer, () => Promise<ExtendSessionOutput>> = {
  granted: () => Promise.resolve({ expiresAt: NOW + 30 * 60_000 }),
  refused: () => Promise.resolve({ errormsg: messages.invalidToken }),
  'network-error': () => Promise.reject(new Error(messages.networkError)),
  never: () => new Promise<ExtendSessionOutput>(() => undefined),
};

interface SessionPromptDemoProps {
  /** Time left at the check, in ms; under 90 000 opens the prompt. */
  remainingMs: number;
  /** How POST /get-new-token answers when the user extends. */
  extend: ExtendAnswer;
}

/**
 * The prompt over a real session machine: the once-a-second ticker is replaced by a single check at a fixed
 * time, and the extension answers as the story asks. The machine's state is shown below for the reader.
 */
function SessionPromptDemo(props: SessionPromptDemoProps) {
  // A new actor when the controls change: an actor keeps the logic it was started with.
  return <SessionPromptOverMachine key={`${props.extend}:${props.remainingMs}`} {...props} />;
}

function SessionPromptOverMachine({ remainingMs, extend }: SessionPromptDemoProps) {
  const machine = useMemo(
    () =>
      sessionMachine.provide({
        actors: {
          ticker: fromCallback<SessionEvent>(({ sendBack }) => {
            const id = setTimeout(() => sendBack({ type: 'session.tick', now: NOW }), 0);
            return () => clearTimeout(id);
          }),
          extendSession: fromPromise<ExtendSessionOutput, void>(extendAnswers[extend]),
        },
      }),
    [extend],
  );
  const session = useActorRef(machine, { input: { expiresAt: NOW + remainingMs } });
  const state = useSelector(session, (s) => JSON.stringify(s.value));
  return (
    <>
      <p>The signed-in page would be here.</p>
      <output aria-label="session state">{state}</output>
      <SessionPrompt session={session} />
    </>
  );
}

const meta = {
  title: 'Shell/SessionPrompt',
  component: SessionPromptDemo,
  parameters: { layout: 'padded' },
  args: { remainingMs: 85_000, extend: 'granted' },
  argTypes: { extend: { control: 'radio', options: Object.keys(extendAnswers) } },
} satisfies Meta<typeof SessionPromptDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const prompt = (canvasElement: HTMLElement) => page(canvasElement).findByRole('alertdialog', { name: messages.extendSessionTitle });
const sessionState = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'session state' });

const expectClosed = async (canvasElement: HTMLElement) =>
  waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());

/** 85 seconds left: 'Extend Session?' with the time as m:ss; Escape does not dismiss it. */
export const Warning: Story = {
  // Played in the story tests: focus on 'Yes, extend' and Escape (keyboard in a real browser).
  tags: ['browser'],
  play: async ({ canvasElement }) => {
    const dialog = await prompt(canvasElement);
    await expect(dialog).toHaveTextContent('Your session will end in 1:25. Do you want to extend it?');
    await expect(within(dialog).getByRole('button', { name: 'Yes, extend' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(sessionState(canvasElement)).toHaveTextContent('"warning"');
  },
};

/** More than 90 seconds left: nothing is shown. */
export const PlentyOfTime: Story = {
  args: { remainingMs: 10 * 60_000 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(sessionState(canvasElement)).toHaveTextContent('"active"'));
    await expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

export const Extend: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await prompt(canvasElement)).getByRole('button', { name: 'Yes, extend' }));
    await expectClosed(canvasElement);
    await expect(sessionState(canvasElement)).toHaveTextContent('"active"');
  },
};

/** While the new token is requested the prompt stays. */
export const Extending: Story = {
  args: { extend: 'never' },
  play: async ({ canvasElement }) => {
    const dialog = await prompt(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, extend' }));
    await waitFor(() => expect(sessionState(canvasElement)).toHaveTextContent('"extending"'));
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Extending…' })).toBeDisabled();
  },
};

export const Decline: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await prompt(canvasElement)).getByRole('button', { name: 'No' }));
    await expectClosed(canvasElement);
    await expect(sessionState(canvasElement)).toHaveTextContent('"declined"');
  },
};

/** The server refuses a new token: the prompt stays up, and the user may try again or decline. */
export const ExtensionFailed: Story = {
  args: { extend: 'refused' },
  play: async ({ canvasElement }) => {
    const dialog = await prompt(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, extend' }));
    await waitFor(() => expect(sessionState(canvasElement)).toHaveTextContent('"extendFailed"'));
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveTextContent('1:25');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('The session could not be extended:');
    await expect(within(dialog).getByRole('button', { name: 'Yes, extend' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'No' })).toBeEnabled();
  },
};

/** No answer at all (network failure): the same as a refusal for the user. */
export const ExtensionNetworkError: Story = {
  args: { extend: 'network-error' },
  play: async ({ canvasElement }) => {
    const dialog = await prompt(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, extend' }));
    await waitFor(() => expect(sessionState(canvasElement)).toHaveTextContent('"extendFailed"'));
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Network Error.');
  },
};
