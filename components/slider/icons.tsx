const common = {
  'aria-hidden': true,
  focusable: false,
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
} as const;

export function PreviousIcon() {
  return (
    <svg {...common}>
      <path d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" fill="currentColor" />
    </svg>
  );
}

export function NextIcon() {
  return (
    <svg {...common}>
      <path d="M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6z" fill="currentColor" />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg {...common}>
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...common}>
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}
