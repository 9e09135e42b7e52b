import { screen, within } from '@testing-library/react';
import { renderAt, resetSession } from '../../testing/render';
import { Footer } from './footer';
import { Header } from './header';

beforeEach(resetSession);
afterEach(() => {
  delete window.__ADLAUNCH_CONFIG__;
  document.head.querySelector('meta[name="blog-url"]')?.remove();
});

const blogLinks = () => [
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Blog' }),
  within(screen.getByRole('navigation', { name: 'Footer' })).getByRole('link', { name: 'Blog' }),
];

function renderLayout() {
  renderAt(
    <>
      <Header />
      <Footer />
    </>,
  );
}

describe('the Blog link in the header and the footer', () => {
  it("leads to the site's own blog by default", () => {
    renderLayout();
    for (const link of blogLinks()) expect(link).toHaveAttribute('href', '/blog');
  });

  it('leads to the external blog the served page names', () => {
    const meta = document.createElement('meta');
    meta.name = 'blog-url';
    meta.content = 'https://blog.adlaunch.example/';
    document.head.appendChild(meta);
    renderLayout();
    for (const link of blogLinks()) expect(link).toHaveAttribute('href', 'https://blog.adlaunch.example/');
  });

  it('follows the run-time configuration object too', () => {
    window.__ADLAUNCH_CONFIG__ = { blogUrl: 'https://news.example.com/smb' };
    renderLayout();
    for (const link of blogLinks()) expect(link).toHaveAttribute('href', 'https://news.example.com/smb');
  });
});
