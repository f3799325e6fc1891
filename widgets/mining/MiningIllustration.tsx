const BLOCKS = [0, 1, 2, 3];

/** The section's image: mining rigs feeding a chain of blocks, drawn inline (no image request); `label` names it. */
export function MiningIllustration({ label }: { label: string }) {
  return (
    <svg className="illustration" viewBox="0 0 320 220" role="img" aria-label={label}>
      <defs>
        <linearGradient id="ob-mining-glow" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--ob-accent)" stopOpacity="0.35" />
          <stop offset="1" stopColor="var(--ob-purple)" stopOpacity="0.15" />
        </linearGradient>
      </defs>
      <rect x="4" y="4" width="312" height="212" rx="20" fill="url(#ob-mining-glow)" />
      {/* Two rigs with their fans. */}
      {[28, 112].map((y) => (
        <g key={y} fill="none" stroke="var(--ob-text)" strokeWidth="2.5">
          <rect x="28" y={y} width="96" height="72" rx="10" fill="var(--ob-surface)" />
          <circle cx="58" cy={y + 36} r="18" />
          <circle cx="98" cy={y + 36} r="12" />
          <path d={`M58 ${y + 22}v28M44 ${y + 36}h28`} stroke="var(--ob-accent)" />
          <path d={`M124 ${y + 36}h36`} stroke="var(--ob-accent)" strokeDasharray="4 5" />
        </g>
      ))}
      {/* The chain: blocks linked upwards. */}
      {BLOCKS.map((i) => (
        <g key={i}>
          <rect
            x={172 + (i % 2) * 64}
            y={28 + i * 44}
            width="52"
            height="36"
            rx="8"
            fill={i === 3 ? 'var(--ob-accent)' : 'var(--ob-surface)'}
            stroke="var(--ob-accent)"
            strokeWidth="2.5"
          />
          {i < 3 ? (
            <path
              d={`M${198 + (i % 2) * 64} ${64 + i * 44}L${198 + ((i + 1) % 2) * 64} ${72 + i * 44}`}
              stroke="var(--ob-accent)"
              strokeWidth="2.5"
            />
          ) : null}
        </g>
      ))}
      <path d="M160 64v92" stroke="var(--ob-accent)" strokeWidth="2.5" />
    </svg>
  );
}
