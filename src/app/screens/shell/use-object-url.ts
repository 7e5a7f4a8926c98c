import { useEffect, useState } from 'react';

/**
 * An object URL for a blob, revoked when the blob changes or the component goes, so replaced logos do not
 * stay in memory. Made in an effect (not during render) so StrictMode's second mount gets a live URL.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
