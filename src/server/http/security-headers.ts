import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

type CspOptions = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>;

/**
 * The app's policy. The token lives in localStorage, so no script may run but the built bundle: no inline
 * script, no eval, nothing from elsewhere. Styles allow 'unsafe-inline' because React Aria injects small
 * <style> elements at run time (press and scroll-lock rules) and a static page has no nonce to give them.
 * frame-src 'self' is the checklist frame (/api/sandbox/checklist); nothing may frame the app itself.
 */
export const APP_CSP: CspOptions = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** API answers are data, never a page: nothing loads from them and nothing frames them. */
export const API_CSP: CspOptions = { defaultSrc: ["'none'"], frameAncestors: ["'none'"] };

/**
 * A file a user uploaded, served for download: nosniff so it is never read as anything but its declared
 * type, and a sandbox so that, opened as a page anyway, it has no origin and runs nothing.
 */
export const USER_FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "sandbox; default-src 'none'",
} as const;

/**
 * A PDF the browser's own viewer opens in a window. No sandbox and no default-src: Chromium refuses to run
 * its viewer in a sandboxed document. It is a PDF by its bytes and served with nosniff, so it never renders
 * as a page; only framing is forbidden.
 */
export const VIEWER_PDF_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "frame-ancestors 'none'",
} as const;

/**
 * Every response's security headers (Hono's secure-headers: nosniff, Referrer-Policy no-referrer,
 * X-Frame-Options, COOP / CORP same-origin, HSTS …). `overwrite: false`: a route that needs its own
 * policy (the checklist frame page, user files, PDFs the browser's viewer opens) sets it and keeps it.
 */
export function securityHeaders(csp: CspOptions): MiddlewareHandler {
  return secureHeaders({ contentSecurityPolicy: csp, xFrameOptions: 'DENY', overwrite: false });
}
