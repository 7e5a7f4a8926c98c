import { sizeInMb } from '../../../../domain/documents/centre/limits';
import { messages } from '../../../../domain/messages';
import { Button } from '../../../ui';
import { MailIcon } from '../../documents/common/DocumentIcons';
import { DownloadIcon } from '../common/DocumentCentreIcons';

export interface BulkBarProps {
  count: number;
  totalBytes: number;
  /** At 10,000,000 bytes or more the hint replaces send and download (seed 002 §4). */
  isOverLimit: boolean;
  isDownloading: boolean;
  onSend: () => void;
  onDownload: () => void;
}

/** Seed 002 §2.6: more than one ticked document: their count, total size, and send or download them together. */
export function BulkBar({ count, totalBytes, isOverLimit, isDownloading, onSend, onDownload }: BulkBarProps) {
  return (
    <div className="document-bulk-bar" role="region" aria-label="Selected documents">
      <p className="document-bulk-bar__total">
        {count} documents selected, total {sizeInMb(totalBytes)} MB
      </p>
      {isOverLimit ? (
        <p className="document-bulk-bar__hint" role="status">
          {messages.bulkOverLimit}
        </p>
      ) : (
        <div className="document-bulk-bar__actions">
          <Button variant="secondary" onPress={onSend}>
            <MailIcon /> Send selected
          </Button>
          <Button variant="secondary" isPending={isDownloading} onPress={onDownload}>
            <DownloadIcon /> Download as zip
          </Button>
        </div>
      )}
    </div>
  );
}
