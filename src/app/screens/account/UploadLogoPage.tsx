import { useSelector } from '@xstate/react';
import { LOGO_EXTENSIONS } from '../../../domain/logo';
import { messages } from '../../../domain/messages';
import { Button, FilePicker, PageTitle, ProgressBar } from '../../ui';
import { AccountAlert } from './AccountAlert';
import { useUploadLogoActor } from './use-upload-logo-actor';
import './account.css';

/** Logo management (seed 002 §2.9 item 7): pick a .jpg, .jpeg, .gif or .png of at most 10MB, then Upload. */
export function UploadLogoPage() {
  const actor = useUploadLogoActor();
  const file = useSelector(actor, (s) => s.context.file);
  const progress = useSelector(actor, (s) => s.context.progress);
  const alert = useSelector(actor, (s) => (s.hasTag('prompt') ? s.context.alert : null));
  const uploading = useSelector(actor, (s) => s.hasTag('busy'));
  const canChoose = useSelector(actor, (s) => s.can({ type: 'logo.choose', file: { name: '', size: 0 } }));
  const canUpload = useSelector(actor, (s) => s.can({ type: 'logo.upload' }));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'logo.cancel' }));

  return (
    <section className="account-page" aria-labelledby="upload-logo-title">
      <PageTitle id="upload-logo-title">Logo Management</PageTitle>
      <div className="account-form">
        <div className="account-file">
          <FilePicker
            label="Choose File"
            acceptedFileTypes={LOGO_EXTENSIONS}
            isDisabled={!canChoose}
            onSelect={([chosen]) => chosen && actor.send({ type: 'logo.choose', file: chosen })}
          />
          <span className="account-file__name" aria-live="polite">
            {file ? file.name : messages.noFileChosen}
          </span>
        </div>
        <p className="account-hint">{messages.logoSizeHint}</p>
        {uploading && <ProgressBar label={messages.uploading} value={Math.round(progress * 100)} />}
        <div className="account-actions">
          <Button isDisabled={!canUpload} onPress={() => actor.send({ type: 'logo.upload' })}>
            Upload
          </Button>
          <Button variant="secondary" isDisabled={!canCancel} onPress={() => actor.send({ type: 'logo.cancel' })}>
            Cancel
          </Button>
        </div>
      </div>
      <AccountAlert alert={alert} onPrimary={() => actor.send({ type: 'logo.dismiss' })} />
    </section>
  );
}
