// Decorative icons: hidden from assistive technology, the text next to them carries the meaning.
interface IconProps {
  className?: string;
}

const common = {
  'aria-hidden': true,
  focusable: false,
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/*
 * The icons repeated in the menu's tree (its markup is sent on every page): the bare outline,
 * the stroke drawn by the class's CSS (`.chevron`, `.icon`: the `stroked` rules of
 * MainMenu.module.css and MenuLink.module.css).
 */
export function ChevronIcon({ className }: IconProps) {
  return (
    <svg aria-hidden width={16} height={16} viewBox="0 0 16 16" className={className}>
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}

export function ExternalIcon({ className }: IconProps) {
  return (
    <svg aria-hidden width={12} height={12} viewBox="0 0 16 16" className={className}>
      <path d="M9 2h5v5M14 2L7 9M12 9.5V14H2V4h4.5" />
    </svg>
  );
}

export function BurgerIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className} width={20} height={20}>
      <path d="M2 4h12M2 8h12M2 12h12" />
    </svg>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <svg {...common} className={className} width={20} height={20}>
      <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" />
    </svg>
  );
}
