import s from './illustrations.module.css';

/** A sponsored post in a social feed: the page, its words, a picture and the call-to-action bar. */
export function SocialAdIllustration() {
  return (
    <div className={s.frame}>
      <svg
        className={s.art}
        viewBox="0 0 360 320"
        width="360"
        height="320"
        role="img"
        aria-label="A sponsored social media post from Ubuntu Bakes in Soweto: fresh vetkoek every Saturday, a picture of the bakes, and an Order now button"
      >
        <rect className={s.edge} x="1" y="1" width="358" height="318" rx="16" />
        <circle className={s.brandStrong} cx="36" cy="36" r="18" />
        <text className={s.onBrand} x="36" y="41" fontSize="14" fontWeight="700" textAnchor="middle">
          UB
        </text>
        <text className={s.text} x="64" y="32" fontSize="14" fontWeight="700">
          Ubuntu Bakes
        </text>
        <text className={s.muted} x="64" y="49" fontSize="12">
          Sponsored · Soweto
        </text>
        <text className={s.text} x="18" y="80" fontSize="13">
          Fresh vetkoek and koeksisters every Saturday.
        </text>
        <text className={s.text} x="18" y="97" fontSize="13">
          Order by Thursday for the weekend.
        </text>
        <rect className={s.brandSoft} x="1" y="110" width="358" height="130" />
        <ellipse className={s.surface} cx="180" cy="214" rx="110" ry="16" />
        <ellipse className={s.accent} cx="134" cy="192" rx="40" ry="24" />
        <ellipse className={s.accent} cx="206" cy="184" rx="46" ry="30" />
        <ellipse className={s.accent} cx="262" cy="202" rx="30" ry="16" />
        <ellipse className={s.shine} cx="122" cy="182" rx="16" ry="5" />
        <ellipse className={s.shine} cx="192" cy="170" rx="20" ry="6" />
        <ellipse className={s.shine} cx="254" cy="195" rx="12" ry="4" />
        <rect className={s.alt} x="1" y="240" width="358" height="48" />
        <text className={s.muted} x="18" y="259" fontSize="11">
          UBUNTUBAKES.CO.ZA
        </text>
        <text className={s.text} x="18" y="277" fontSize="13" fontWeight="700">
          Order for the weekend
        </text>
        <rect className={s.brand} x="248" y="249" width="96" height="30" rx="8" />
        <text className={s.onBrand} x="296" y="268.5" fontSize="13" fontWeight="700" textAnchor="middle">
          Order now
        </text>
        <text className={s.muted} x="18" y="308" fontSize="12">
          ♥ 248 · 36 comments · 12 shares
        </text>
      </svg>
    </div>
  );
}
