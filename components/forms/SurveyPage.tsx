import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { read } from '@/lib/content/cache';
import { captchaKind } from '@/lib/forms/env';
import { PageShell } from '@/components/page/PageShell';
import { SurveyForm } from './SurveyForm.client';

/** The survey page: questions from GET /api/sorgu through the content cache. */
export async function SurveyPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('Routes');
  const tSurvey = await getTranslations('Survey');
  const { questions } = await read('sorguQuestions', { language: locale });
  return (
    <PageShell title={t('sorgu')}>
      {questions.length === 0 ? (
        <p>{tSurvey('empty')}</p>
      ) : (
        <SurveyForm questions={questions} captcha={captchaKind()} />
      )}
    </PageShell>
  );
}
