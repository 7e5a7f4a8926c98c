import { useState, type ReactNode } from 'react';
import type { PropertyDocument } from '../../../src/api/documents';
import { S65SignedCopiesPanel, SignedUploadPanel } from '../../../src/app/screens/documents/signed';
import { Toasts } from '../../../src/app/ui';
import type { S65SignedState, SignedCopy } from '../../../src/domain/documents/signed-copy-rules';
import { stubUpload, type UploadPlan } from '../../support/fake-upload';
import { mockApi, storeDemoLogin } from '../../support/mock-api';
import { PROPERTY_ID, signedCopiesServer } from './signed-server';

type SignedServer = ReturnType<typeof signedCopiesServer>;

let active: SignedServer | null = null;

/**
 * A story's `beforeEach`: signed in, the property holding `documents`, uploads stored by the fake server
 * (or going as `plan` says), the remove call answered by the story mock API.
 */
export function signedServer(documents: readonly PropertyDocument[], plan: Partial<UploadPlan> = {}) {
  return () => {
    storeDemoLogin('lawyer1');
    const server = signedCopiesServer(documents);
    active = server;
    const restoreApi = mockApi(server.routes);
    const restoreUpload = stubUpload({ progress: [0.4, 0.8, 1], answer: server.answerUpload, ...plan });
    return () => {
      restoreUpload();
      restoreApi();
      active = null;
    };
  };
}

function useServer(): SignedServer {
  if (!active) throw new Error('The story installs no signed-copies server: add signedServer(...) to its beforeEach.');
  return active;
}

/** What the page does around a panel: it keeps the copies, reloads them when asked and downloads a copy. */
function usePageStandIn() {
  const server = useServer();
  const [copies, setCopies] = useState<SignedCopy[]>(() => server.copies());
  const [downloaded, setDownloaded] = useState('');
  const reload = async () => {
    const fresh = await server.reloadCopies();
    setCopies(fresh);
    return fresh;
  };
  return { copies, reload, downloaded, download: (copy: SignedCopy) => setDownloaded(copy.fileName) };
}

function Frame({ children, downloaded, note }: { children: ReactNode; downloaded: string; note?: string }) {
  return (
    <div style={{ padding: 16, display: 'grid', gap: 16 }}>
      {children}
      <p>
        Downloaded: <output aria-label="Downloaded">{downloaded}</output>
      </p>
      {note !== undefined && (
        <p>
          Signed state: <output aria-label="Signed state">{note}</output>
        </p>
      )}
      <Toasts />
    </div>
  );
}

export function SignedUploadStory({ module }: { module: 'otp' | 'wta' }) {
  const page = usePageStandIn();
  return (
    <Frame downloaded={page.downloaded}>
      <SignedUploadPanel propertyId={PROPERTY_ID} module={module} copies={page.copies} onCopiesChanged={page.reload} onDownload={page.download} />
    </Frame>
  );
}

export function S65SignedCopiesStory() {
  const page = usePageStandIn();
  const [signedState, setSignedState] = useState<S65SignedState | ''>('');
  return (
    <Frame downloaded={page.downloaded} note={signedState}>
      <S65SignedCopiesPanel
        propertyId={PROPERTY_ID}
        copies={page.copies}
        onCopiesChanged={page.reload}
        onDownload={page.download}
        onSignedStateChange={setSignedState}
      />
    </Frame>
  );
}
