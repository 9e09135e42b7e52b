import styles from './ad-preview.module.css';

interface AdPreviewProps {
  url: string | null;
  businessName?: string | null;
  headlines: string[];
  descriptions: string[];
  /** The ad is not known yet (a served frame): the preview keeps its room and says so. */
  loading?: boolean;
}

function displayUrl(url: string | null) {
  if (!url) return 'www.example.co.za';
  try {
    return new URL(/^https?:\/\//i.test(url) ? url : `http://${url}`).hostname;
  } catch {
    return url;
  }
}

/** The ad as a search results page would show it, updated while the owner types. */
export function AdPreview({ url, businessName, headlines, descriptions, loading }: AdPreviewProps) {
  if (loading) {
    return (
      <figure className={styles.preview} aria-label="Ad preview">
        <figcaption className={styles.caption}>Preview on a search results page</figcaption>
        <div className={styles.result}>
          <p className={styles.sponsored}>Sponsored</p>
          <p className={styles.loading} role="status">
            Loading your ad preview…
          </p>
        </div>
      </figure>
    );
  }
  const site = displayUrl(url);
  const name = businessName?.trim() || site;
  const title = headlines.filter((h) => h.trim()).join(' | ') || 'Your headline appears here';
  const text = descriptions.filter((d) => d.trim()).join(' ') || 'Your description appears here.';
  return (
    <figure className={styles.preview} aria-label="Ad preview">
      <figcaption className={styles.caption}>Preview on a search results page</figcaption>
      <div className={styles.result}>
        <p className={styles.sponsored}>Sponsored</p>
        <div className={styles.site}>
          <span className={styles.favicon} aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
          <span className={styles.siteText}>
            <span className={styles.siteName}>{name}</span>
            <span className={styles.siteUrl}>{site}</span>
          </span>
        </div>
        <p className={styles.title}>{title}</p>
        <p className={styles.text}>{text}</p>
      </div>
    </figure>
  );
}
