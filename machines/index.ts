import { disclaimerMachine } from './disclaimer.machine';
import { disclaimerInputs, disclaimerSamples } from './disclaimer.samples';
import { loginMachine } from './login.machine';
import { loginSamples } from './login.samples';
import { defineMachineEntry, type RegisteredMachine } from './registry';
import { sessionMachine } from './session.machine';
import { sessionAllows, sessionInputs, sessionSamples } from './session.samples';

/**
 * Every flow machine. An entry here is all it takes: the diagram page draws it, its stories are
 * generated, and its model test proves the sample events reach every state and transition.
 */
export const machineRegistry: readonly RegisteredMachine[] = [
  defineMachineEntry({
    id: 'login',
    title: 'Login',
    description: 'Login modal: submit, the server reply, the security-question check and where the user goes next.',
    machine: loginMachine,
    events: loginSamples,
    inputs: [undefined],
  }),
  defineMachineEntry({
    id: 'session',
    title: 'Session',
    description: "Session expiry: the once-a-second check, the 'Extend Session?' prompt, timeout and logout.",
    machine: sessionMachine,
    events: sessionSamples,
    inputs: sessionInputs,
    allows: sessionAllows,
  }),
  defineMachineEntry({
    id: 'disclaimer',
    title: 'Disclaimer',
    description: 'Disclaimer dialog after sign-in: Accept posts acceptance; Reject or a refusal clears the login.',
    machine: disclaimerMachine,
    events: disclaimerSamples,
    inputs: disclaimerInputs,
  }),
];

export { loginMachine, sessionMachine, disclaimerMachine };
export type { RegisteredMachine } from './registry';
