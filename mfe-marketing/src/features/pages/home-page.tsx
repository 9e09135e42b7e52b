import { usePageMeta } from '../../lib/use-page-meta';

export function HomePage() {
  usePageMeta('Managed online advertising for small businesses', 'AdLaunch sets up and manages your search ads, business profile and social media ads.');
  return (
    <section>
      <h1>More customers from Google, Bing and Maps, managed for you</h1>
    </section>
  );
}
