import type { FooterOffice } from '@/lib/core/site/footer-types';
import { StaticPart } from '@/components/shell/StaticPart.client';

// '+994 (12) 493-83-41' dials as '+994124938341'.
function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

interface Props {
  office: FooterOffice;
  labels: { phone: string; email: string };
  /** The caller's look: the address block, the office's name and the field labels. */
  classes: { office?: string; name?: string; label?: string };
  /** Its name as a static part (components/shell/StaticPart.client.tsx): the frame's copy is one. */
  staticPart?: string;
}

/** One office's contacts (name, address, phone and e-mail links): the footer's and the 404 page's. */
export function OfficeAddress({ office, labels, classes, staticPart }: Props) {
  const content = (
    <>
      <span className={classes.name}>{office.name}</span>
      <span>{office.address}</span>
      <span>
        <span className={classes.label}>{labels.phone}</span>{' '}
        <a href={telHref(office.phone)}>{office.phone}</a>
      </span>
      <span>
        <span className={classes.label}>{labels.email}</span>{' '}
        <a href={`mailto:${office.email}`}>{office.email}</a>
      </span>
    </>
  );
  return staticPart ? (
    <StaticPart as="address" staticPart={staticPart} className={classes.office}>
      {content}
    </StaticPart>
  ) : (
    <address className={classes.office}>{content}</address>
  );
}
