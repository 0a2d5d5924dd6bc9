import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import type { Locale } from '@/i18n/routing';
import { getRequestFormOptions } from '@/lib/core/content/forms';
import { AUDIT_PROPOSAL } from '@/lib/core/contract/form-constants';
import { captchaKind, formsEnv } from '@/lib/core/forms/env';
import { SITE } from '@/lib/core/site/config';
import { PageShell } from '@/components/page/PageShell';
import { FormsUnavailable } from '@/components/forms/FormsUnavailable';
import { FollowLinks } from '@/components/requests/FollowLinks';
import { RequestForm } from '@/components/forms/RequestForm.client';
import { requestWithoutScript } from './answer-without-script';

interface Props {
  locale: Locale;
  /** ?nov=5 opens the form as an audit proposal */
  nov?: string;
}

/**
 * The request form page: options from the content source, captcha and upload cap from the
 * server's settings; a post without JavaScript is answered by requestWithoutScript.
 */
export async function RequestPage({ locale, nov }: Props) {
  const t = await getTranslations('Routes');
  const tFooter = await getTranslations('Footer');
  const options = await getRequestFormOptions(locale);
  const env = formsEnv();
  const captcha = captchaKind(env);
  if (captcha.kind === 'unavailable')
    return (
      <PageShell title={t('sorguVeMuracietler')}>
        <FormsUnavailable />
        <FollowLinks locale={locale} />
      </PageShell>
    );
  return (
    <PageShell title={t('sorguVeMuracietler')}>
      <ClientMessages namespaces={['RequestForm', 'FormErrors', 'Captcha']}>
        <RequestForm
          socialStatuses={options.socialStatuses}
          requestTypes={options.requestTypes}
          institutions={options.institutions}
          initialType={nov === String(AUDIT_PROPOSAL) ? nov : ''}
          maxFileBytes={env.UPLOAD_MAX_BYTES}
          captcha={captcha}
          contacts={{ ...SITE.offices.baku, address: tFooter('bakuAddress') }}
          answerWithoutScript={requestWithoutScript.bind(null, locale)}
        />
      </ClientMessages>
      <FollowLinks locale={locale} />
    </PageShell>
  );
}
