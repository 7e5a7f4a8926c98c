import type { UploadedFile } from '../../../../../machines/upload-batch.machine';
import { Link } from '../../../ui';

/** What the last Save stored, shown once above the drop zone, with the way to the listing that now has them. */
export function UploadedList({ files }: { files: readonly UploadedFile[] }) {
  return (
    <div className="document-upload__done" role="status">
      <p>Uploaded:</p>
      <ul>
        {files.map((file) => (
          <li key={file.documentIds.join('-') || file.name}>{file.name}</li>
        ))}
      </ul>
      <Link href="/document-upload-listing">Go to the document listing</Link>
    </div>
  );
}
