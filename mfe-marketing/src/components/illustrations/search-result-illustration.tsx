import s from './illustrations.module.css';

/** A search result page with the owner's ad on top: the "Sponsored" label, display URL, title link and description. */
export function SearchResultIllustration() {
  return (
    <div className={s.frame}>
      <svg
        className={s.art}
        viewBox="0 0 360 270"
        width="360"
        height="270"
        role="img"
        aria-label="A search for “plumber near me” with Greenleaf Plumbing’s ad at the top: Sponsored, greenleafplumbing.co.za, Emergency Plumber in Cape Town, licensed plumbers on call 24/7"
      >
        <rect className={s.edge} x="1" y="1" width="358" height="268" rx="16" />
        <rect className={s.alt} x="16" y="16" width="328" height="36" rx="18" />
        <circle className={s.stroke} cx="37" cy="33" r="6" />
        <path className={s.stroke} d="m41.5 37.5 4 4" />
        <text className={s.text} x="54" y="39" fontSize="14">
          plumber near me
        </text>
        <rect className={s.brandSoft} x="16" y="64" width="328" height="126" rx="12" />
        <rect className={s.brand} x="16" y="64" width="4" height="126" rx="2" />
        <text className={s.text} x="32" y="86" fontSize="12" fontWeight="700">
          Sponsored
        </text>
        <circle className={s.brand} cx="43" cy="106" r="11" />
        <text className={s.onBrand} x="43" y="110.5" fontSize="12" fontWeight="700" textAnchor="middle">
          G
        </text>
        <text className={s.text} x="62" y="103" fontSize="12" fontWeight="600">
          Greenleaf Plumbing
        </text>
        <text className={s.muted} x="62" y="117" fontSize="11">
          www.greenleafplumbing.co.za
        </text>
        <text className={s.link} x="32" y="142" fontSize="16" fontWeight="600">
          Emergency Plumber Cape Town
        </text>
        <text className={s.muted} x="32" y="161" fontSize="12">
          Licensed plumbers on call 24/7. Burst pipes,
        </text>
        <text className={s.muted} x="32" y="177" fontSize="12">
          geysers and leaks fixed fast. Free quotes.
        </text>
        <rect className={s.rule} x="32" y="206" width="150" height="8" rx="4" />
        <rect className={s.alt} x="32" y="220" width="296" height="7" rx="3.5" />
        <rect className={s.alt} x="32" y="233" width="250" height="7" rx="3.5" />
        <rect className={s.alt} x="32" y="246" width="270" height="7" rx="3.5" />
      </svg>
    </div>
  );
}
