import { useQuery } from '@tanstack/react-query';
import { logoQueryOptions } from '../../../api/queries/logo';
import { accountMessages as messages } from '../../../domain/messages/account';
import { api } from '../../api';
import { useObjectUrl } from './use-object-url';

/** The firm's uploaded logo, or nothing while there is none (or it cannot be fetched: the name still shows). */
export function FirmLogo({ accountName }: { accountName: string }) {
  const { data } = useQuery(logoQueryOptions(api));
  const url = useObjectUrl(data);
  if (!url) return null;
  return <img className="firm-logo" src={url} alt={messages.firmLogoAlt(accountName)} />;
}
