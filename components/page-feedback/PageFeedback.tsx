import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { rateWindowMinutes } from '@/lib/core/forms/env';
import { parseOutcome } from '@/lib/features/page-feedback/outcome';
import { PAGE_URL_HEADER } from '@/lib/platform/http/page-path';
import { PageFeedbackForm } from './PageFeedbackForm.client';

/**
 * "Is this page useful?" at the end of every content page (the locale
 * layout renders it between the page and the footer). The page's address
 * comes from the proxy; an answer sent without JavaScript comes back to it
 * with its outcome (?feedback=thanks|no|<error>), shown here.
 */
export async function PageFeedback({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'PageFeedback' });
  const tErrors = await getTranslations({ locale, namespace: 'PageFeedbackErrors' });
  const outcome = parseOutcome((await headers()).get(PAGE_URL_HEADER));
  return (
    <PageFeedbackForm
      initial={{
        path: outcome.path,
        back: outcome.back,
        step: outcome.step,
        error: outcome.error ? tErrors(outcome.error, { minutes: rateWindowMinutes() }) : '',
      }}
      labels={{
        label: t('label'),
        question: t('question'),
        yes: t('yes'),
        no: t('no'),
        commentLabel: t('commentLabel'),
        commentHint: t('commentHint'),
        send: t('send'),
        sending: t('sending'),
        thanks: t('thanks'),
        failed: tErrors('unavailable'),
      }}
    />
  );
}
