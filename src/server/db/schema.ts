/** The whole drizzle schema: drizzle-kit generates migrations from these exports. */
export * from './tables/law-firms';
export * from './tables/users';
export * from './tables/login-throttle';
export * from './tables/reference';
export * from './tables/properties';
export * from './tables/property-children';
export * from './tables/firm-property-ref-counters';
export * from './tables/user-sessions';
export * from './tables/lawyers';
export * from './tables/due-diligences';
export * from './tables/clients';
export * from './tables/client-contacts';
export * from './tables/secondary-stakeholders';
export * from './tables/sandbox';
export * from './tables/property-documents';
export * from './tables/other-service-requests';
export * from './tables/checklist-ticks';
