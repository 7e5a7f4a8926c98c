import type { EventFromLogic } from 'xstate';
import { LOGO_MAX_BYTES } from '../src/domain/logo';
import { messages } from '../src/domain/messages';
import { actorDone, actorError, type SampleEvents } from './registry';
import type { LogoFile, uploadLogoMachine } from './upload-logo.machine';

/** A logo that passes, the wrong type, and one byte over the limit. Plain data: the checks read name and size. */
export const SAMPLE_LOGO: LogoFile = { name: 'tan-lim-logo.png', size: 48_213 };
export const SAMPLE_WRONG_TYPE: LogoFile = { name: 'letterhead.pdf', size: 120_000 };
export const SAMPLE_TOO_LARGE: LogoFile = { name: 'poster.jpg', size: LOGO_MAX_BYTES + 1 };

export const uploadLogoSamples: SampleEvents<EventFromLogic<typeof uploadLogoMachine>> = {
  'logo.choose': [SAMPLE_LOGO, SAMPLE_WRONG_TYPE, SAMPLE_TOO_LARGE].map((file) => ({ type: 'logo.choose', file }) as const),
  'logo.upload': [{ type: 'logo.upload' }],
  'logo.cancel': [{ type: 'logo.cancel' }],
  'logo.dismiss': [{ type: 'logo.dismiss' }],
  'logo.progress': [{ type: 'logo.progress', fraction: 0.5 }],
  'xstate.done.actor.uploadLogo': [actorDone('uploadLogo', { message: 'Logo uploaded.' })],
  'xstate.error.actor.uploadLogo': [actorError('uploadLogo', messages.networkError)],
};
