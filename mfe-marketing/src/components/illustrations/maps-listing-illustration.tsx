import s from './illustrations.module.css';

const HOURS = [
  ['Mon–Fri', '07:00–17:00'],
  ['Saturday', '08:00–14:00'],
];

/** A maps listing: the pin on a small map and the business card with stars, opening hours and actions. */
export function MapsListingIllustration() {
  return (
    <div className={s.frame}>
      <svg
        className={s.art}
        viewBox="0 0 360 290"
        width="360"
        height="290"
        role="img"
        aria-label="A maps listing for Karoo Coffee Roasters in Stellenbosch: rated 4.8 stars from 126 reviews, open until 17:00, with directions, call and website buttons"
      >
        <rect className={s.edge} x="1" y="1" width="358" height="288" rx="16" />
        <path className={s.brandSoft} d="M2 17A15 15 0 0 1 17 2h326a15 15 0 0 1 15 15v95H2Z" />
        <rect className={s.successSoft} x="226" y="18" width="92" height="52" rx="10" />
        <path className={s.lightStroke} d="M2 80 C90 60 170 96 358 46" />
        <path className={s.lightStroke} d="M120 2 L150 112" />
        <path className={s.lightStroke} d="M260 112 L300 2" />
        <path className={s.accent} d="M180 24c-11 0-20 8.5-20 19 0 14 20 32 20 32s20-18 20-32c0-10.5-9-19-20-19Z" />
        <circle className={s.surface} cx="180" cy="43" r="7" />
        <text className={s.text} x="18" y="140" fontSize="17" fontWeight="700">
          Karoo Coffee Roasters
        </text>
        <text className={s.muted} x="18" y="162" fontSize="12">
          <tspan className={s.text} fontSize="13" fontWeight="600">
            4.8
          </tspan>{' '}
          <tspan className={s.accent} fontSize="14">
            ★★★★★
          </tspan>{' '}
          (126) · Coffee shop · Stellenbosch
        </text>
        <text className={s.muted} x="18" y="184" fontSize="13">
          <tspan className={s.success} fontWeight="700">
            Open
          </tspan>{' '}
          · Closes 17:00
        </text>
        {HOURS.map(([days, time], i) => (
          <g key={days}>
            <text className={s.text} x="18" y={206 + i * 18} fontSize="12">
              {days}
            </text>
            <text className={s.muted} x="100" y={206 + i * 18} fontSize="12">
              {time}
            </text>
          </g>
        ))}
        {['Directions', 'Call', 'Website'].map((label, i) => (
          <g key={label}>
            <rect className={i === 0 ? s.brand : s.edge} x={18 + i * 110} y="242" width="100" height="30" rx="15" />
            <text className={i === 0 ? s.onBrand : s.brand} x={68 + i * 110} y="261.5" fontSize="12" fontWeight="600" textAnchor="middle">
              {label}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}
