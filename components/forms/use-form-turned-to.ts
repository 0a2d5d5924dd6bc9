import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * Whether the visitor has turned to the form that holds `anchor` (or to `anchor` itself, outside
 * a form): its first focus or touch, or `initially`. Returns it with a function that sets it
 * (a submission that comes first). The forms fetch their captcha's code only then.
 */
export function useFormTurnedTo(
  anchor: RefObject<HTMLElement | null>,
  initially = false,
): [boolean, () => void] {
  const [turnedTo, setTurnedTo] = useState(initially);
  useEffect(() => {
    if (turnedTo) return;
    const form = anchor.current?.closest('form') ?? anchor.current;
    if (!form) return;
    const turn = () => setTurnedTo(true);
    form.addEventListener('focusin', turn, { once: true });
    form.addEventListener('pointerdown', turn, { once: true });
    return () => {
      form.removeEventListener('focusin', turn);
      form.removeEventListener('pointerdown', turn);
    };
  }, [anchor, turnedTo]);
  return [turnedTo, useCallback(() => setTurnedTo(true), [])];
}
