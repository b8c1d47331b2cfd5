/*
 * The hero's picture, drawn inline so it costs no request and paints with the page: a code
 * editor, a progress card and a certificate badge. Decorative; the hero text says it all.
 */
const codeLines = [
  { x: 72, width: 120, color: '#3d57e6' },
  { x: 92, width: 170, color: '#7950f2' },
  { x: 92, width: 96, color: '#0ca678' },
  { x: 112, width: 150, color: '#adb5bd' },
  { x: 112, width: 110, color: '#3d57e6' },
  { x: 92, width: 60, color: '#7950f2' },
  { x: 72, width: 24, color: '#adb5bd' },
] as const;

export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 480 400"
      width={480}
      height={400}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-glow" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#d9deff" />
          <stop offset="1" stopColor="#e5dbff" />
        </linearGradient>
        <linearGradient id="hero-badge" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4a62e7" />
          <stop offset="1" stopColor="#7048e8" />
        </linearGradient>
      </defs>
      <circle cx="250" cy="190" r="178" fill="url(#hero-glow)" />
      <rect x="46" y="62" width="360" height="236" rx="18" fill="#1a35a3" opacity="0.08" />
      <rect x="38" y="50" width="360" height="236" rx="18" fill="#fff" stroke="#d9deff" />
      <path d="M38 68a18 18 0 0 1 18-18h324a18 18 0 0 1 18 18v12H38z" fill="#f3f5ff" />
      <circle cx="62" cy="66" r="5" fill="#ff8787" />
      <circle cx="80" cy="66" r="5" fill="#ffd43b" />
      <circle cx="98" cy="66" r="5" fill="#69db7c" />
      {codeLines.map((line, index) => (
        <rect
          key={`${line.x}-${line.width}-${line.color}`}
          x={line.x}
          y={104 + index * 24}
          width={line.width}
          height="10"
          rx="5"
          fill={line.color}
          opacity={line.color === '#adb5bd' ? 0.7 : 0.85}
        />
      ))}
      <rect x="56" y="100" width="6" height="168" rx="3" fill="#edf0ff" />
      <rect x="252" y="226" width="200" height="116" rx="16" fill="#1a35a3" opacity="0.1" />
      <rect x="244" y="216" width="200" height="116" rx="16" fill="#fff" stroke="#d9deff" />
      <circle cx="290" cy="274" r="26" fill="none" stroke="#edf0ff" strokeWidth="8" />
      <circle
        cx="290"
        cy="274"
        r="26"
        fill="none"
        stroke="#0ca678"
        strokeWidth="8"
        strokeLinecap="round"
        strokeDasharray="122 164"
        transform="rotate(-90 290 274)"
      />
      <rect x="332" y="250" width="92" height="10" rx="5" fill="#343a40" opacity="0.8" />
      <rect x="332" y="270" width="70" height="8" rx="4" fill="#adb5bd" />
      <rect x="332" y="288" width="80" height="8" rx="4" fill="#d9deff" />
      <path d="m66 318-10 44 22-12 22 12-10-44z" fill="#7048e8" />
      <circle cx="78" cy="300" r="36" fill="url(#hero-badge)" />
      <circle
        cx="78"
        cy="300"
        r="26"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.5"
        strokeWidth="2"
      />
      <path
        d="m66 300 8 8 16-16"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M430 36l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill="#7950f2" opacity="0.7" />
      <circle cx="20" cy="150" r="7" fill="#3d57e6" opacity="0.35" />
    </svg>
  );
}
