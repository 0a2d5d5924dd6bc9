/** The institution's emblem: a stylised public building (decorative; the link carries the name). */
export function Emblem({ size = 48 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#0b3d6e" stroke="#c9a227" strokeWidth="2" />
      <path d="M10 19 24 10l14 9z" fill="#c9a227" />
      <rect x="12" y="20" width="24" height="2.5" fill="#fff" />
      {[14, 19.5, 25, 30.5].map((x) => (
        <rect key={x} x={x} y="23.5" width="3.5" height="11" fill="#fff" />
      ))}
      <rect x="11" y="35.5" width="26" height="2.5" fill="#fff" />
    </svg>
  );
}
