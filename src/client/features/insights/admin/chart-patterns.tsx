// Each series is told apart by its fill pattern as well as its colour (WCAG 1.4.1), and every
// colour keeps 3:1 against the card (1.4.11): ink, the deep gold and taupe.

export interface SeriesStyle {
  color: string;
  /** The SVG pattern's id, or null for a solid fill. */
  pattern: string | null;
}

export const SERIES_STYLES: SeriesStyle[] = [
  { color: '#2b2220', pattern: null },
  { color: '#765826', pattern: 'insights-stripes' },
  { color: '#6b5c55', pattern: 'insights-dots' },
];

export const fillOf = (style: SeriesStyle) =>
  style.pattern ? `url(#${style.pattern}-${style.color.slice(1)})` : style.color;

/** The patterns, in one hidden SVG the charts' fills refer to. */
export function ChartPatterns() {
  return (
    <svg aria-hidden width="0" height="0" className="absolute">
      <defs>
        {SERIES_STYLES.filter((s) => s.pattern).map((style) => {
          const id = `${style.pattern}-${style.color.slice(1)}`;
          return style.pattern === 'insights-stripes' ? (
            <pattern
              key={id}
              id={id}
              width="6"
              height="6"
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <rect width="6" height="6" fill="#fff" />
              <rect width="3.5" height="6" fill={style.color} />
            </pattern>
          ) : (
            <pattern key={id} id={id} width="5" height="5" patternUnits="userSpaceOnUse">
              <rect width="5" height="5" fill={style.color} />
              <circle cx="2.5" cy="2.5" r="1.2" fill="#fff" />
            </pattern>
          );
        })}
      </defs>
    </svg>
  );
}

/** A legend's swatch, drawn with the same fill as its bars. */
export function Swatch({ style }: { style: SeriesStyle }) {
  return (
    <svg aria-hidden width="14" height="14" className="shrink-0">
      <rect width="14" height="14" rx="3" fill={fillOf(style)} stroke={style.color} />
    </svg>
  );
}
