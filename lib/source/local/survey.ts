import { asc, eq } from 'drizzle-orm';
import type { CallRequest } from '@/lib/contract/calls';
import { getDb } from '@/lib/db/client';
import { sorguSuallar, sorguVariantlar } from '@/lib/db/schema';
import { localizeName } from './localize';

/** The active survey questions with their variants. */
export async function selectSurvey(req: CallRequest<'sorguQuestions'>) {
  const db = await getDb();
  const questions = await db
    .select()
    .from(sorguSuallar)
    .where(eq(sorguSuallar.active, true))
    .orderBy(asc(sorguSuallar.orderNum), asc(sorguSuallar.id));
  const variants = await db
    .select()
    .from(sorguVariantlar)
    .orderBy(asc(sorguVariantlar.orderNum), asc(sorguVariantlar.id));
  return questions.map((q) => ({
    id: q.id,
    sual: localizeName(q.sualAz, q.sualEn, req.language),
    type: q.type as 'text' | 'variant',
    variants: variants
      .filter((v) => v.questionId === q.id)
      .map((v) => ({
        id: v.id,
        variant_text: localizeName(v.textAz, v.textEn, req.language),
        variant_type: v.variantType as 'variant' | 'text',
      })),
  }));
}
