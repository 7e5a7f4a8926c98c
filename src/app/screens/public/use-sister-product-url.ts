import { useEffect, useState } from 'react';
import { getAppSettings } from '../../../api/app-settings';
import { createApiClient } from '../../../api/client';
import { createLoaderStore } from '../../../api/loader';
import { DEFAULT_SISTER_PRODUCT_URL } from '../../../domain/app-settings';

/**
 * The settings are read in the background: a client of their own, with a loader store nobody shows, so the
 * public pages never flash 'Please wait....' for them.
 */
const settingsClient = createApiClient({ getToken: () => null, loader: createLoaderStore() });
/** The last answer, so a menu mounted again starts from it while it asks again. */
let lastKnownUrl: string | null = null;

/**
 * The sister product's address as the server is configured (SISTER_PRODUCT_URL), read when a public menu
 * mounts. Until its answer arrives, or when it cannot be read, the link goes to the last known or the default
 * address: a real page, never '#'.
 */
export function useSisterProductUrl(): string {
  const [url, setUrl] = useState(() => lastKnownUrl ?? DEFAULT_SISTER_PRODUCT_URL);
  useEffect(() => {
    let current = true;
    getAppSettings(settingsClient).then(
      ({ sisterProductUrl }) => {
        lastKnownUrl = sisterProductUrl;
        if (current) setUrl(sisterProductUrl);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return url;
}
