import { getLocale, getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page/PageShell';
import { localizePath } from '@/i18n/paths';
import {
  isClean,
  knownIssues,
  lastAudit,
  REPLY_WORKING_DAYS,
  STATEMENT_PREPARED,
} from '@/lib/features/accessibility/audit';
import { CHECKED_BY_HAND, WCAG22_CHECKS } from '@/lib/features/accessibility/wcag22';
import { formatDate } from '@/lib/core/format/date';
import { absoluteUrl } from '@/lib/features/seo/metadata';
import { SITE } from '@/lib/core/site/config';
import { KnownIssuesList } from './KnownIssuesList';
import styles from './Statement.module.css';

const CAN = ['colours', 'zoom', 'keyboard', 'speech', 'reader', 'languages'] as const;

/** Where a complaint goes when our answer does not satisfy (docs/reading.md, "Decisions": enforcement). */
const OMBUDSMAN_URL = 'https://ombudsman.az/';
const ABILITYNET_URL = 'https://mcmw.abilitynet.org.uk/';

/**
 * The accessibility statement, in the sections of GOV.UK's model statement. What is not
 * accessible, the tools and the test date come from the last measured audit
 * (lib/features/accessibility/audit-results.json, written by `npm run a11y:audit`).
 */
export async function AccessibilityStatement() {
  const locale = await getLocale();
  const t = await getTranslations('Accessibility');
  const routes = await getTranslations('Routes');
  const meta = await getTranslations('Metadata');
  const audit = lastAudit();
  const issues = knownIssues(audit);
  const clean = isClean(issues);
  // No measured audit yet (a fresh checkout before `npm run a11y:audit`): claim nothing.
  const tested = audit.pages.length > 0;
  const { email, phone } = SITE.offices.baku;
  const days = REPLY_WORKING_DAYS;
  return (
    <PageShell title={routes('elcatanliq')}>
      <div className={styles.statement}>
        <p>
          {t('intro', {
            site: meta('siteName'),
            address: absoluteUrl(localizePath(locale, '/')),
          })}
        </p>
        <p>{t('runBy')}</p>
        <ul>
          {CAN.map((key) => (
            <li key={key}>{t(`can.${key}`)}</li>
          ))}
        </ul>
        <p>{t('simple')}</p>
        <p>
          <a href={ABILITYNET_URL}>{t('abilityNet')}</a>
        </p>

        <h2>{t('howAccessible')}</h2>
        <p>{!tested ? t('notTested') : clean ? t('fullyResult') : t('partlyResult')}</p>

        <h2>{t('feedback')}</h2>
        <p>{t('feedbackText')}</p>
        <ul>
          <li>
            {t('email')}: <a href={`mailto:${email}`}>{email}</a>
          </li>
          <li>
            {t('phone')}: <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
          </li>
        </ul>
        <p>{t('reply', { days })}</p>

        <h2>{t('reporting')}</h2>
        <p>{t('reportingText', { email, days })}</p>

        <h2>{t('enforcement')}</h2>
        <p>{t('enforcementText')}</p>
        <p>
          <a href={OMBUDSMAN_URL}>{t('ombudsman')}</a>
        </p>

        <h2>{t('technical')}</h2>
        <p>{t('technicalText')}</p>
        <h3>{t('compliance')}</h3>
        <p>{!tested ? t('notAssessed') : clean ? t('fullyCompliant') : t('partlyCompliant')}</p>

        <h2>{t('nonAccessible')}</h2>
        {tested ? <KnownIssuesList issues={issues} /> : <p>{t('notTested')}</p>}

        <h2>{t('scope')}</h2>
        <p>{t('scopeText')}</p>

        <h2>{t('tested')}</h2>
        {tested ? (
          <>
            <p>
              {t('testedText', {
                date: formatDate(audit.testedAt),
                count: audit.pages.length,
                widths: audit.widths.join(', '),
              })}
            </p>
            <ul>
              <li>{t('toolAxe', audit.tools)}</li>
              <li>{t('toolHtml', audit.tools)}</li>
              <li>{t('toolKeyboard')}</li>
              <li>{t('toolSpoken')}</li>
              <li>{t('toolJourneys')}</li>
            </ul>
            <h3>{t('criteriaHeading')}</h3>
            <p>{t('criteriaText', { date: formatDate(CHECKED_BY_HAND) })}</p>
            <ul data-wcag22>
              {WCAG22_CHECKS.map((c) => (
                <li key={c.id}>
                  {t('criterionResult', {
                    id: c.id,
                    name: t(`criteria.${c.key}`),
                    how: t(`how.${c.how}`),
                  })}
                </li>
              ))}
            </ul>
            <p>{t('notTestedWith')}</p>
            <p>{t('noScriptHover')}</p>
            <h3>{t('pagesTested')}</h3>
            <ul>
              {audit.pages.map((page) => (
                <li key={page.path}>
                  <a href={localizePath(locale, page.path)}>
                    <code>{page.path}</code>
                  </a>{' '}
                  (
                  {page.keyboard
                    .map((w) => `${w.width} px: ${t('walkSummary', { stops: w.stops.length })}`)
                    .join('; ')}
                  )
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('notTested')}</p>
        )}

        <h2>{t('preparation')}</h2>
        <p>{t('prepared', { date: formatDate(STATEMENT_PREPARED) })}</p>
        {tested && (
          <p data-last-tested={audit.testedAt}>
            {t('lastTested', { date: formatDate(audit.testedAt) })}
          </p>
        )}
      </div>
    </PageShell>
  );
}
