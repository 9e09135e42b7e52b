/**
 * A prerendered page lists its remote's own files (`<meta name="page-files">`, worked out by the server
 * from the remote's federation manifest): they are fetched at once, beside the shell's start, and the
 * runtime loads the remote's entry without working out that list itself (decision 026).
 */
export function preloadPageFiles(doc: Document = document) {
  const files = doc.querySelector<HTMLMetaElement>('meta[name="page-files"]')?.content.split(' ').filter(Boolean) ?? [];
  for (const href of files) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = href.endsWith('.css') ? 'style' : 'script';
    link.href = href;
    doc.head.append(link);
  }
}
