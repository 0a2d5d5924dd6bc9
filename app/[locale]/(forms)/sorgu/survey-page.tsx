import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import type { Locale } from '@/i18n/routing';
import { getSurveyQuestions } from '@/lib/core/content/forms';
import { captchaKind } from '@/lib/core/forms/env';
import { PageShell } from '@/components/page/PageShell';
import { FormsUnavailable } from '@/components/forms/FormsUnavailable';
import { SurveyForm } from '@/components/forms/SurveyForm.client';
import { surveyWithoutScript } from './answer-without-script';

/** The survey page: questions from GET /api/sorgu through the content cache. */
export async function SurveyPage({ locale }: { locale: Locale }) {
  const t = await getTranslations('Routes');
  const tSurvey = await getTranslations('Survey');
  const questions = await getSurveyQuestions(locale);
  const captcha = captchaKind();
  return (
    <PageShell title={t('sorgu')}>
      {captcha.kind === 'unavailable' ? (
        <FormsUnavailable />
      ) : questions.length === 0 ? (
        <p>{tSurvey('empty')}</p>
      ) : (
        <ClientMessages namespaces={['Survey', 'FormErrors', 'Captcha']}>
          <SurveyForm
            questions={questions}
            captcha={captcha}
            answerWithoutScript={surveyWithoutScript.bind(null, locale)}
          />
        </ClientMessages>
      )}
    </PageShell>
  );
}
