/**
 * The figures of the judged set as docs/search.md shows them: a table per
 * language (per query kind, then all), the queries that missed, and the
 * recorded nDCG@10 line that test/search-quality.test.ts reads back.
 */
import { QUERY_KINDS, type JudgedQuery } from '@/test/fixtures/search-judged/types';
import { figures, isTypo, suggestionRight, type Figures, type Outcome } from './run';

const LANGUAGES: Array<JudgedQuery['language']> = ['az', 'en'];
const RECORDED = /Recorded nDCG@10: az (\d\.\d+), en (\d\.\d+)\./;

const num = (v: number | null) => (v === null ? '–' : v.toFixed(3));
const pct = (v: number) => `${Math.round(v * 100)} %`;

function row(label: string, f: Figures): string {
  return `| ${[label, f.queries, num(f.ndcg), num(f.ndcgTyped), num(f.precision), pct(f.zero), f.zeroJudgedSome, pct(f.suggestions)].join(' | ')} |`;
}

/** One table per language: a row per query kind, then all of them. */
export function tables(outcomes: readonly Outcome[]): string {
  return LANGUAGES.map((lang) => {
    const mine = outcomes.filter((o) => o.judged.language === lang);
    const rows = QUERY_KINDS.map(
      (kind) => [kind, mine.filter((o) => o.judged.kind === kind)] as const,
    )
      .filter(([, group]) => group.length > 0)
      .map(([kind, group]) => row(kind, figures(group)));
    return [
      `**${lang === 'az' ? 'Azerbaijani' : 'English'}**`,
      '',
      '| kind | queries | nDCG@10 | nDCG@10 as typed | P@3 | zero results | zero, judged to have some | suggestion right |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      ...rows,
      row('**all**', figures(mine)),
      row('all typos', figures(mine.filter(isTypo))),
    ].join('\n');
  }).join('\n\n');
}

/**
 * What went wrong with each query that missed, one line each: nothing shown
 * (neither the typed words nor a suggestion found anything) for a query
 * judged to have results, results for one judged to have none, a wrong
 * suggestion.
 */
export function misses(outcomes: readonly Outcome[]): string[] {
  return outcomes.flatMap((o) => {
    const judgedSome = o.ndcgTyped !== null;
    const right = suggestionRight(o);
    const problems = [
      ...(o.shown.length === 0 && judgedSome ? ['nothing shown'] : []),
      ...(o.shown.length > 0 && !judgedSome
        ? [`${o.shown.length} results, judged to have none`]
        : []),
      ...(right ? [] : [`suggests ${quoted(o.suggestion)}, judged ${quoted(o.judged.suggestion)}`]),
    ];
    const { query, language, kind } = o.judged;
    return problems.length ? [`\`${query}\` (${language}, ${kind}): ${problems.join('; ')}`] : [];
  });
}

const quoted = (s: string | string[] | undefined) =>
  s === undefined
    ? 'nothing'
    : [s]
        .flat()
        .map((one) => `"${one}"`)
        .join(' or ');

const ofLanguage = (outcomes: readonly Outcome[], lang: string) =>
  figures(outcomes.filter((o) => o.judged.language === lang));

/** The line test/search-quality.test.ts reads: nDCG@10 of all queries, per language. */
export function recordedLine(outcomes: readonly Outcome[]): string {
  const of = (lang: string) => num(ofLanguage(outcomes, lang).ndcg);
  return `Recorded nDCG@10: az ${of('az')}, en ${of('en')}.`;
}

/** nDCG@10 per language if every group's title matches came before any body match. */
export function titleFirstLine(outcomes: readonly Outcome[]): string {
  const of = (lang: string) => num(ofLanguage(outcomes, lang).ndcgTitleFirst);
  return `With every group's title matches before any body match, one list (an order the page does not have): nDCG@10 az ${of('az')}, en ${of('en')}.`;
}

/** The nDCG@10 recorded in the doc's text, per language; null when the line is missing. */
export function recordedNdcg(doc: string): Record<JudgedQuery['language'], number> | null {
  const found = RECORDED.exec(doc);
  return found ? { az: Number(found[1]), en: Number(found[2]) } : null;
}

/**
 * The doc with a measured section (between the markers `<!-- {name}:begin -->` and
 * `<!-- {name}:end -->`) replaced: `search-quality`, the judged set; `search-blind`, the blind set.
 */
export function withSection(doc: string, body: string, name = 'search-quality'): string {
  const [begin, end] = [`<!-- ${name}:begin -->`, `<!-- ${name}:end -->`];
  const from = doc.indexOf(begin);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/search.md has no ${begin} … ${end}`);
  return `${doc.slice(0, from + begin.length)}\n\n${body}\n\n${doc.slice(to)}`;
}
