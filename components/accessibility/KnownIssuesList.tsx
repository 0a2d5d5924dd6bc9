import { getLocale, getTranslations } from 'next-intl/server';
import { localizePath } from '@/i18n/paths';
import type { KnownIssues } from '@/lib/features/accessibility/audit';
import styles from './Statement.module.css';

/** The pages where a finding was made, as links (their addresses read the same in both languages). */
async function PathList({ paths }: { paths: string[] }) {
  const locale = await getLocale();
  return (
    <ul className={styles.paths}>
      {paths.map((path) => (
        <li key={path}>
          <a href={localizePath(locale, path)}>
            <code>{path}</code>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The stops named by a keyboard finding (the tools' labels: element and its text). */
function Stops({ stops }: { stops: string[] }) {
  return (
    <ul>
      {stops.map((stop, i) => (
        <li key={i}>
          <code>{stop}</code>
        </li>
      ))}
    </ul>
  );
}

/**
 * "Non-accessible content" of the statement: what the last audit measured, by tool. The tools'
 * own descriptions are English, and marked so.
 */
export async function KnownIssuesList({ issues }: { issues: KnownIssues }) {
  const t = await getTranslations('Accessibility');
  const { axe, html, keyboard } = issues;
  if (axe.length + html.length + keyboard.length === 0) return <p>{t('noneFound')}</p>;
  return (
    <>
      <p>{t('nonAccessibleText')}</p>
      {axe.length > 0 && (
        <section aria-labelledby="a11y-axe">
          <h3 id="a11y-axe">{t('axeHeading')}</h3>
          <ul>
            {axe.map((issue) => (
              <li key={issue.id}>
                <span lang="en">
                  {t('axeIssue', { help: issue.help, id: issue.id, nodes: issue.nodes })}
                </span>{' '}
                <PathList paths={issue.paths} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {html.length > 0 && (
        <section aria-labelledby="a11y-html">
          <h3 id="a11y-html">{t('htmlHeading')}</h3>
          <ul>
            {html.map((issue) => (
              <li key={issue.message}>
                <span lang="en">{issue.message}</span>{' '}
                {t('htmlIssue', { count: issue.paths.length })} <PathList paths={issue.paths} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {keyboard.length > 0 && (
        <section aria-labelledby="a11y-keyboard">
          <h3 id="a11y-keyboard">{t('keyboardHeading')}</h3>
          <ul>
            {keyboard.map((issue) => (
              <li key={`${issue.path} ${issue.width}`}>
                <PathList paths={[issue.path]} />
                {issue.noIndicator.length > 0 && (
                  <>
                    <p>
                      {t('noIndicator', { width: issue.width, count: issue.noIndicator.length })}
                    </p>
                    <Stops stops={issue.noIndicator} />
                  </>
                )}
                {issue.hidden.length > 0 && (
                  <>
                    <p>{t('hiddenStops', { width: issue.width, count: issue.hidden.length })}</p>
                    <Stops stops={issue.hidden} />
                  </>
                )}
                {issue.incomplete !== null && (
                  <p>{t('incomplete', { width: issue.width, count: issue.incomplete })}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
