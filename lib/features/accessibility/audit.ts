import results from './audit-results.json';
import { auditSchema, type AccessibilityAudit } from './audit-schema';

/** The day this accessibility statement was first prepared (docs/reading.md). */
export const STATEMENT_PREPARED = '2026-11-27';

/** Working days within which a reported accessibility problem is answered (docs/reading.md). */
export const REPLY_WORKING_DAYS = 10;

/** The last audit (`npm run a11y:audit`), checked against its schema: a broken file fails the build. */
export function lastAudit(): AccessibilityAudit {
  return auditSchema.parse(results);
}

/** One failed axe rule, with every page where it failed. */
interface AxeIssue {
  id: string;
  help: string;
  nodes: number;
  paths: string[];
}

/** One validator error, with every page where it was found. */
interface HtmlIssue {
  message: string;
  paths: string[];
}

/** The Tab stops of one page at one width that were not drawn when focused, or not visible. */
interface KeyboardIssue {
  path: string;
  width: number;
  noIndicator: string[];
  hidden: string[];
  /** stops walked when Tab never came back round, else null */
  incomplete: number | null;
}

/** What the audit found not accessible, grouped the way the statement lists it. */
export interface KnownIssues {
  axe: AxeIssue[];
  html: HtmlIssue[];
  keyboard: KeyboardIssue[];
}

function addPath(paths: string[], path: string) {
  if (!paths.includes(path)) paths.push(path);
}

/** The audit's findings: axe rules and validator errors once each, keyboard problems by page. */
export function knownIssues(audit: AccessibilityAudit): KnownIssues {
  const axe = new Map<string, AxeIssue>();
  const html = new Map<string, HtmlIssue>();
  const keyboard: KeyboardIssue[] = [];
  for (const page of audit.pages) {
    for (const run of page.axe) {
      for (const v of run.violations) {
        const issue = axe.get(v.id) ?? { id: v.id, help: v.help, nodes: 0, paths: [] };
        issue.nodes += v.nodes;
        addPath(issue.paths, page.path);
        axe.set(v.id, issue);
      }
    }
    for (const run of page.html) {
      for (const m of run.messages.filter((x) => x.type === 'error')) {
        const issue = html.get(m.message) ?? { message: m.message, paths: [] };
        addPath(issue.paths, page.path);
        html.set(m.message, issue);
      }
    }
    for (const walk of page.keyboard) {
      const pick = (indexes: number[]) => indexes.map((i) => walk.stops[i] ?? `#${i}`);
      const issue: KeyboardIssue = {
        path: page.path,
        width: walk.width,
        noIndicator: pick(walk.noIndicator),
        hidden: pick(walk.hidden),
        incomplete: walk.complete ? null : walk.stops.length,
      };
      if (issue.noIndicator.length || issue.hidden.length || issue.incomplete !== null)
        keyboard.push(issue);
    }
  }
  return { axe: [...axe.values()], html: [...html.values()], keyboard };
}

/** True when the audit found nothing (the site is then reported fully compliant). */
export function isClean(issues: KnownIssues): boolean {
  return issues.axe.length + issues.html.length + issues.keyboard.length === 0;
}
