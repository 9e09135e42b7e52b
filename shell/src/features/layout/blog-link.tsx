import { NavLink } from 'react-router-dom';
import { ROUTES } from '@adlaunch/shared';

/**
 * Where "Blog" leads: an external blog when the site is configured with one (BLOG_URL, put in the
 * served page by the server), else the site's own /blog.
 */
function blogUrl(): string {
  if (typeof window === 'undefined') return ROUTES.blog;
  return window.__ADLAUNCH_CONFIG__?.blogUrl || document.querySelector<HTMLMetaElement>('meta[name="blog-url"]')?.content || ROUTES.blog;
}

/** The header's and footer's Blog link: the site's own blog opens in the app, an external one by a full page load. */
export function BlogLink() {
  const url = blogUrl();
  return url.startsWith('/') && !url.startsWith('//') ? <NavLink to={url}>Blog</NavLink> : <a href={url}>Blog</a>;
}
