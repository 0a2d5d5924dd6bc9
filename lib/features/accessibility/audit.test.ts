import { auditSchema, type AccessibilityAudit } from './audit-schema';
import { isClean, knownIssues, lastAudit } from './audit';

const page = (path: string, over: Partial<AccessibilityAudit['pages'][number]> = {}) => ({
  name: path,
  path,
  axe: [],
  html: [],
  keyboard: [],
  ...over,
});

const audit = (pages: AccessibilityAudit['pages']): AccessibilityAudit => ({
  testedAt: '2026-11-27',
  tools: { axe: 'axe-core 4', validator: 'Nu', browser: 'Chromium' },
  widths: [375, 1280],
  pages,
});

describe('the accessibility audit', () => {
  it('the committed results parse, with a test date no later than today', () => {
    const last = lastAudit();
    expect(last.pages.length).toBeGreaterThan(0);
    expect(last.testedAt <= new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('a results file of the wrong shape is refused', () => {
    expect(auditSchema.safeParse({ testedAt: '27-11-2026', pages: [] }).success).toBe(false);
  });

  it('reports nothing, and a clean site, when no tool found anything', () => {
    const walk = { width: 375, stops: ['a: Home'], noIndicator: [], hidden: [], complete: true };
    const issues = knownIssues(audit([page('/', { keyboard: [walk] })]));
    expect(issues).toEqual({ axe: [], html: [], keyboard: [] });
    expect(isClean(issues)).toBe(true);
  });

  it('groups an axe rule and a validator error over pages, and names keyboard stops', () => {
    const violation = { id: 'color-contrast', impact: 'serious', help: 'Contrast', nodes: 2 };
    const issues = knownIssues(
      audit([
        page('/a', {
          axe: [
            { locale: 'az', width: 375, violations: [violation] },
            { locale: 'en', width: 375, violations: [violation] },
          ],
          html: [{ locale: 'az', messages: [{ type: 'error', message: 'Bad attribute' }] }],
        }),
        page('/b', {
          axe: [{ locale: 'az', width: 1280, violations: [violation] }],
          html: [{ locale: 'en', messages: [{ type: 'warning', message: 'Just a warning' }] }],
          keyboard: [
            {
              width: 1280,
              stops: ['a: One', 'button: Two'],
              noIndicator: [1],
              hidden: [],
              complete: false,
            },
          ],
        }),
      ]),
    );
    expect(issues.axe).toEqual([
      { id: 'color-contrast', help: 'Contrast', nodes: 6, paths: ['/a', '/b'] },
    ]);
    expect(issues.html).toEqual([{ message: 'Bad attribute', paths: ['/a'] }]);
    expect(issues.keyboard).toEqual([
      { path: '/b', width: 1280, noIndicator: ['button: Two'], hidden: [], incomplete: 2 },
    ]);
    expect(isClean(issues)).toBe(false);
  });
});
