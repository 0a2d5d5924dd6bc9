import { asc, eq } from 'drizzle-orm';
import type { CallRequest } from '@/lib/core/contract/calls';
import { getDb } from '@/lib/core/db/client';
import { captchaPasses } from '@/lib/core/forms/captcha/verify';
import {
  sorguCavabSetirleri,
  sorguCavablar,
  sorguSuallar,
  sorguVariantlar,
} from '@/lib/core/db/schema';
import { formText } from '@/lib/core/forms/messages';
import { RequestError, SourceError } from '../errors';
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
    type: q.type,
    variants: variants
      .filter((v) => v.questionId === q.id)
      .map((v) => ({
        id: v.id,
        variant_text: localizeName(v.textAz, v.textEn, req.language),
        variant_type: v.variantType,
      })),
  }));
}

/**
 * Stores one visitor's survey answers after the captcha, in one
 * transaction. Unknown or inactive questions, variants of another question,
 * a question answered twice and empty answers are refused with a clear message.
 */
export async function insertSurveyAnswers(req: CallRequest<'sorguAnswer'>) {
  const lang = req.language;
  const db = await getDb();
  const questions = await db.select().from(sorguSuallar).where(eq(sorguSuallar.active, true));
  const variants = await db.select().from(sorguVariantlar);
  const seen = new Set<number>();
  for (const a of req.answers) {
    const vars = { id: a.question_id };
    if (!questions.some((q) => q.id === a.question_id))
      throw new RequestError(formText.survey(lang, 'unknownQuestion', vars));
    if (seen.has(a.question_id))
      throw new RequestError(formText.survey(lang, 'duplicateQuestion', vars));
    seen.add(a.question_id);
    const variant = variants.find((v) => v.id === a.selected_variant);
    if (a.selected_variant !== undefined && variant?.questionId !== a.question_id)
      throw new RequestError(formText.survey(lang, 'unknownVariant', vars));
    if (a.selected_variant === undefined && !a.text)
      throw new RequestError(formText.survey(lang, 'noAnswer', vars));
  }
  if (!(await captchaPasses(req.verified_token)))
    throw new SourceError('rejected', formText.error(lang, 'captcha'));
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sorguCavablar)
      .values({ language: lang })
      .returning({ id: sorguCavablar.id });
    await tx.insert(sorguCavabSetirleri).values(
      req.answers.map((a) => ({
        cavabId: row!.id,
        questionId: a.question_id,
        variantId: a.selected_variant ?? null,
        text: a.text || null,
      })),
    );
  });
  return { message: formText.survey(lang, 'success') };
}
