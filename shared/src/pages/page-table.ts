import { GBP_STEPS, gbpStepPath, MARKETING_PATHS, ROUTES, SEARCH_STEPS, searchStepPath } from '../constants/routes';
import type { ExposedPath, ExposedProps, RemoteName } from '../remotes/contract';
import type { FramePartsOf, FrameValues, FrameValuesOf, OwnerFrameData } from '../remotes/owner-frame';
import { ABOUT_FRAME_PARTS } from '../frames/about';
import { DASHBOARD_FRAME_PARTS } from '../frames/dashboard';
import { GBP_FRAME_VALUES } from '../frames/gbp-wizard';
import { SEARCH_FRAME_VALUES } from '../frames/search-wizard';

/** A remote's exposed module and the props the shell gives it, typed by the remote contract. */
type Shown = {
  [R in RemoteName]: { [E in ExposedPath<R>]: { remote: R; exposed: E; props?: ExposedProps<R, E> } }[ExposedPath<R>];
}[RemoteName];

/**
 * One page of the site. Every place that needs to know a page reads it here: the shell's routes
 * (`SHELL_ROUTES`), the shell's and the server's preload of its code (`pageRemote`), the prerender
 * (`PUBLIC_PAGE_PATHS`, `OWNER_PAGE_PATHS`) and the server's fill of an owner's frame
 * (`ownerFrameValues`, `ownerFrameParts`).
 */
export type Page = Shown & {
  path: string;
  /** The shell's route when the remote routes inside itself (`/setup-search/*`); else `path`. */
  route?: string;
  /** What the shell's fallback names when the remote cannot load ("This page could not load"). */
  label: string;
  /** Prerendered as a public snapshot, served to every visitor. */
  public: boolean;
  /** A logged-in owner's page: prerendered as a frame and served with the owner's own values. */
  owner: boolean;
  /** Only a logged-in owner may open it (the shell sends a visitor home). */
  loginRequired?: boolean;
  /** What the served frame's fields hold for this owner: exactly what the page's form starts with (decision 036). */
  frameValues?: FrameValuesOf;
  /** Which of the frame's marked parts this owner is served. */
  frameParts?: FramePartsOf;
};

const searchWizard = (path: string): Page => ({
  path,
  route: `${ROUTES.setupSearch}/*`,
  remote: 'mfe-search-wizard',
  exposed: './App',
  label: 'The search ads setup',
  public: false,
  owner: true,
  loginRequired: true,
  frameValues: SEARCH_FRAME_VALUES[path],
  frameParts: path === searchStepPath('about') ? ABOUT_FRAME_PARTS : undefined,
});
const gbpWizard = (path: string): Page => ({
  path,
  route: `${ROUTES.setupGbp}/*`,
  remote: 'mfe-gbp-wizard',
  exposed: './App',
  label: 'The business profile setup',
  public: false,
  owner: true,
  loginRequired: true,
  frameValues: GBP_FRAME_VALUES[path],
  frameParts: path === gbpStepPath('about') ? ABOUT_FRAME_PARTS : undefined,
});

/** Every page: path -> remote -> exposed module -> public or owner -> frame values. */
export const PAGES: readonly Page[] = [
  ...MARKETING_PATHS.map((path): Page => ({
    path,
    remote: 'mfe-marketing',
    exposed: './App',
    label: 'This page',
    public: true,
    owner: false,
  })),
  {
    path: ROUTES.registerAds,
    remote: 'mfe-auth',
    exposed: './RegisterPage',
    props: { product: 'search_ads' },
    label: 'Registration',
    public: true,
    owner: false,
  },
  {
    path: ROUTES.registerGbp,
    remote: 'mfe-auth',
    exposed: './RegisterPage',
    props: { product: 'gbp' },
    label: 'Registration',
    public: true,
    owner: false,
  },
  // A served login page (email, then the emailed code): "Log in" is a link to it, so it works before any script and without one.
  {
    path: ROUTES.login,
    remote: 'mfe-auth',
    exposed: './LoginPage',
    label: 'Log in',
    public: true,
    owner: false,
  },
  ...[...SEARCH_STEPS, 'status' as const].map((step) => searchWizard(searchStepPath(step))),
  ...[...GBP_STEPS, 'status' as const].map((step) => gbpWizard(gbpStepPath(step))),
  // A visitor is shown the dashboard's public face (a call to log in); an owner, their own.
  {
    path: ROUTES.dashboard,
    remote: 'mfe-dashboard',
    exposed: './App',
    label: 'The dashboard',
    public: true,
    owner: true,
    frameParts: DASHBOARD_FRAME_PARTS[ROUTES.dashboard],
  },
];

/** Every page a visitor can open without logging in (prerendered at build time). */
export const PUBLIC_PAGE_PATHS: readonly string[] = PAGES.filter((page) => page.public).map((page) => page.path);

/**
 * Every page a logged-in owner works in: each step of both wizards, both status pages and the owner's
 * dashboard. Each has a prerendered frame (the page before the owner's data has arrived), sent to a
 * request that carries a valid session cookie.
 */
export const OWNER_PAGE_PATHS: readonly string[] = PAGES.filter((page) => page.owner).map((page) => page.path);

const trimmed = (pathname: string) => pathname.replace(/\/+$/, '') || ROUTES.home;
const pageAt = (pathname: string) => PAGES.find((page) => page.path === trimmed(pathname));

/** Whether `pathname` (a trailing slash allowed) is one of the owner pages. */
export const isOwnerPage = (pathname: string) => pageAt(pathname)?.owner === true;

/** The shell's routes: one per page, or one per remote that routes inside itself. */
export const SHELL_ROUTES: readonly Page[] = PAGES.filter(
  (page, i) => !page.route || PAGES.findIndex((other) => other.route === page.route) === i,
).map((page) => ({ ...page, path: page.route ?? page.path }));

export interface PageRemote {
  remote: RemoteName;
  exposed: Page['exposed'];
}

/**
 * Which remote renders the page at `pathname` (the shell's routes, as data): the shell preloads it
 * over a prerendered page, and the server hints its files to the browser on other pages.
 */
export function pageRemote(pathname: string): PageRemote | null {
  const path = trimmed(pathname);
  const page = pageAt(path) ?? PAGES.find((p) => p.route?.endsWith('/*') && path.startsWith(p.route.slice(0, -1)));
  return page ? { remote: page.remote, exposed: page.exposed } : null;
}

/**
 * What the served frame of owner page `pathname` holds in its fields for this owner (decision 036):
 * exactly what the page's form starts with in the app, which reads the same functions. A page without
 * fields, or whose fields start empty for every owner (the dashboard), has none.
 */
export const ownerFrameValues = (pathname: string, data: OwnerFrameData): FrameValues =>
  PAGES.find((page) => page.owner && page.path === pathname)?.frameValues?.(data) ?? {};

/** Which of the frame's marked parts (`FRAME_PART_ATTRIBUTE`) this owner is served: a part named `false` is taken out, one named `true` shown. */
export const ownerFrameParts = (pathname: string, data: OwnerFrameData): Record<string, boolean> =>
  PAGES.find((page) => page.owner && page.path === pathname)?.frameParts?.(data) ?? {};
