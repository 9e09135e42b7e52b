import fs from 'node:fs';
import path from 'node:path';
import { BLOG_SLUGS } from '@adlaunch/shared';
import { ARTICLES, readingMinutes } from './articles';

const folder = path.join(__dirname, 'articles');
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the blog articles', () => {
  it('has one markdown file and one entry per slug of the contract, and nothing else', () => {
    const files = fs
      .readdirSync(folder)
      .filter((f) => f.endsWith('.md'))
      .map((f) => f.replace(/\.md$/, ''));
    expect([...files].sort()).toEqual([...BLOG_SLUGS].sort());
    expect(ARTICLES.map((a) => a.slug).sort()).toEqual([...BLOG_SLUGS].sort());
    expect(BLOG_SLUGS.length).toBeGreaterThanOrEqual(4);
  });

  it.each(BLOG_SLUGS)('%s is a real article: 300 to 600 words, sections, no title of its own', async (slug) => {
    const article = ARTICLES.find((a) => a.slug === slug)!;
    const body = await article.loadBody();
    expect(body).toBe(fs.readFileSync(path.join(folder, `${slug}.md`), 'utf8'));
    expect(words(body)).toBeGreaterThanOrEqual(300);
    expect(words(body)).toBeLessThanOrEqual(600);
    expect(body).toMatch(/^## /m);
    expect(body).not.toMatch(/^# /m);
    expect(readingMinutes(body)).toBeGreaterThanOrEqual(2);
    expect(article.title.length).toBeLessThanOrEqual(70);
    expect(article.description.length).toBeGreaterThanOrEqual(50);
    expect(article.description.length).toBeLessThanOrEqual(170);
    expect(article.published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists the newest first', () => {
    const dates = ARTICLES.map((a) => a.published);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
