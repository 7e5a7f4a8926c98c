import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { casePresenceMachine, type HeartbeatRequest } from '../../../../machines/case-presence.machine';
import { sendCasePresence } from '../../../api/queries/case-presence';
import { casePresenceFeed } from '../../../api/queries/case-presence-feed';
import { PRESENCE_HEARTBEAT_MS } from '../../../domain/presence/case-presence';
import { sessionStore } from '../../session/storage';
import { presenceActivity } from './presence-activity';

const calls = { getToken: () => sessionStore.jwt() };

const rest = fromPromise<void, void>(
  ({ signal }) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, PRESENCE_HEARTBEAT_MS);
      signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    }),
);

/**
 * This tab on the case, for the others: the case-presence machine beats with what the page edits, and the tab
 * says it has left as the page goes (unmounted, another case, the tab closed), in that event itself with keepalive.
 */
export function useCasePresence(propertyId: number): void {
  const machine = useMemo(
    () =>
      casePresenceMachine.provide({
        actors: {
          heartbeat: fromPromise<void, HeartbeatRequest>(({ input }) => sendCasePresence(calls, { ...input, tabId: casePresenceFeed.tabId })),
          rest,
        },
      }),
    [],
  );
  const actor = useActorRef(machine, { input: { propertyId, activity: presenceActivity.current() } });

  useEffect(() => presenceActivity.subscribe(() => actor.send({ type: 'presence.activity', activity: presenceActivity.current() })), [actor]);

  useEffect(() => {
    const leave = () => {
      sendCasePresence(calls, { propertyId, tabId: casePresenceFeed.tabId, activity: 'left' }, true).catch(() => undefined);
    };
    const hidden = () => {
      actor.send({ type: 'presence.pause' });
      leave();
    };
    const back = () => actor.send({ type: 'presence.resume' });
    const visible = () => {
      if (document.visibilityState === 'visible') back();
    };
    window.addEventListener('pagehide', hidden);
    window.addEventListener('pageshow', back);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('pagehide', hidden);
      window.removeEventListener('pageshow', back);
      document.removeEventListener('visibilitychange', visible);
      leave();
    };
  }, [actor, propertyId]);
}
