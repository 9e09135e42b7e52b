import { useEffect } from 'react';

/** Every page sets its document title and, when it has one, its meta description. */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    document.title = `${title} | AdLaunch`;
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
