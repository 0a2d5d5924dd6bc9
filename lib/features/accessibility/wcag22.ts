/**
 * The WCAG 2.2 criteria a rule checker cannot decide, and how each was checked (issue 56,
 * docs/accessibility.md): measured by the end-to-end suite on every change, or checked by hand on
 * CHECKED_BY_HAND. The statement lists them; a criterion that fails goes under "Non-accessible
 * content" with what was found.
 */
export const CHECKED_BY_HAND = '2026-12-06';

type CriterionKey =
  | 'focusNotObscured'
  | 'targetSize'
  | 'dragging'
  | 'consistentHelp'
  | 'redundantEntry'
  | 'authentication'
  | 'hoverFocus'
  | 'textSpacing'
  | 'reflow';

export interface CriterionCheck {
  /** the success criterion's number */
  id: string;
  key: CriterionKey;
  how: 'suite' | 'hand';
}

export const WCAG22_CHECKS: CriterionCheck[] = [
  { id: '1.4.10', key: 'reflow', how: 'suite' },
  { id: '1.4.12', key: 'textSpacing', how: 'suite' },
  { id: '1.4.13', key: 'hoverFocus', how: 'suite' },
  { id: '2.4.11', key: 'focusNotObscured', how: 'suite' },
  { id: '2.5.7', key: 'dragging', how: 'hand' },
  { id: '2.5.8', key: 'targetSize', how: 'suite' },
  { id: '3.2.6', key: 'consistentHelp', how: 'suite' },
  { id: '3.3.7', key: 'redundantEntry', how: 'hand' },
  { id: '3.3.8', key: 'authentication', how: 'hand' },
];
