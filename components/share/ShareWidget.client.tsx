'use client';

import { useId } from 'react';
import { CopyLink } from './CopyLink.client';
import { NetworkIcon } from './ShareIcons';
import { NETWORKS, shareLinks } from './share-links';
import styles from './ShareWidget.module.css';

export interface ShareLabels {
  /** The group's visible name, e.g. 'Share'. */
  heading: string;
  facebook: string;
  x: string;
  whatsapp: string;
  copy: string;
  copied: string;
  /** Appended to each network's name, e.g. '(opens in a new tab)'. */
  newTab: string;
}

export interface ShareWidgetProps {
  /** The page's absolute canonical URL. */
  url: string;
  title: string;
  labels: ShareLabels;
}

/**
 * Share links to Facebook, X and WhatsApp (plain links in the server HTML,
 * opening in a new tab) and a copy-link button that needs JavaScript.
 */
export function ShareWidget({ url, title, labels }: ShareWidgetProps) {
  const headingId = useId();
  const links = shareLinks(url, title);
  return (
    <div role="group" aria-labelledby={headingId} className={styles.share}>
      <span id={headingId} className={styles.heading}>
        {labels.heading}
      </span>
      <ul className={styles.list}>
        {NETWORKS.map((network) => (
          <li key={network}>
            <a
              href={links[network]}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.network}
            >
              <NetworkIcon network={network} />
              {/* "Share: Facebook": in a list of links it is told apart from the footer's link
                  to the Chamber's own Facebook page (issue 56). */}
              <span className="visually-hidden">
                {labels.heading}: {labels[network]} {labels.newTab}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <CopyLink url={url} copy={labels.copy} copied={labels.copied} />
    </div>
  );
}
