declare global {
  interface Window {
    /** Run-time configuration of the site (the served page's `meta` tags say the same). */
    __ADLAUNCH_CONFIG__?: { apiBase?: string; blogUrl?: string };
  }
}

/** The API base comes from run-time configuration (set by the served page); same origin by default. */
export function apiBase(): string {
  if (typeof window === 'undefined') return '';
  return window.__ADLAUNCH_CONFIG__?.apiBase || document.querySelector<HTMLMetaElement>('meta[name="api-base"]')?.content || '';
}
