import 'server-only';
import { unstable_cache } from 'next/cache';
import { todayInBaku } from '@/lib/core/contract/birth-date';
import { getDb } from '@/lib/core/db/client';
import { requestsEnv } from './env';
import { requestFigures, type Count } from './figures';
import { optionNames } from './options';

/** How long the published figures may be behind the states. */
const FIGURES_TTL_S = 300;

/** A row of the figures as the page and the downloads show it, names in the language. */
export interface FigureView {
  month: string;
  institution: string | null;
  requestType: string;
  received: Count;
  answered: Count;
  answeredInTime: Count;
  overdue: Count;
  medianWorkingDays: number | null;
}

const cachedFigures = unstable_cache(
  async () => {
    const e = requestsEnv();
    return requestFigures(await getDb(), todayInBaku(), new Set(e.REQUESTS_HOLIDAYS));
  },
  ['request-figures'],
  { revalidate: FIGURES_TTL_S },
);

/** "Requests in figures" in `lang` (docs/requests.md), at most FIGURES_TTL_S old. */
export async function getRequestFigures(lang: 'az' | 'en'): Promise<FigureView[]> {
  const [rows, names] = await Promise.all([cachedFigures(), optionNames(lang)]);
  return rows.map(({ institutionId, typeId, ...row }) => ({
    ...row,
    institution: institutionId === null ? null : (names.institutions.get(institutionId) ?? null),
    requestType: names.types.get(typeId) ?? String(typeId),
  }));
}
