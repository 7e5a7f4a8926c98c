export { LazyCasePresence as CasePresence } from './LazyCasePresence';
export { usePresenceActivity } from './presence-activity';
