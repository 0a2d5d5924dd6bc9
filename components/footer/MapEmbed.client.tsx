'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './MapEmbed.module.css';

/** Texts of the map: the button, the iframe's title, the privacy notice and the no-JS link. */
import type { FooterMapLabels } from '@/lib/core/site/footer-types';

export type { FooterMapLabels };

/** The Baku office on OpenStreetMap. */
const BAKU_OFFICE = { lat: 40.3777, lon: 49.892 } as const;

const DELTA_LAT = 0.003;
const DELTA_LON = 0.005;

/** The OpenStreetMap embed address with a marker at the point (bbox is lon/lat, west to north). */
export function osmEmbedUrl(lat: number, lon: number): string {
  const bbox = [lon - DELTA_LON, lat - DELTA_LAT, lon + DELTA_LON, lat + DELTA_LAT]
    .map((n) => n.toFixed(4))
    .join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}

/** The OpenStreetMap page of the point, for visitors without JavaScript. */
function osmPageUrl(lat: number, lon: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/**
 * The office map as one compact block under the address (docs/design.md, "Grid": the footer map): a plain
 * link to the map (works without JavaScript), and a button that embeds it here, loaded only when
 * the visitor asks: until then no request goes to the map provider, and the short note under the
 * button says where the map comes from. Without JavaScript the button and its note are hidden.
 */
export function MapEmbed({ labels }: { labels: FooterMapLabels }) {
  const [shown, setShown] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const { lat, lon } = BAKU_OFFICE;

  // The button the visitor pressed is gone: give focus to what replaced it.
  useEffect(() => {
    if (shown) frameRef.current?.focus();
  }, [shown]);

  return (
    <div className={styles.map}>
      <a className={styles.open} href={osmPageUrl(lat, lon)} rel="noopener noreferrer">
        {labels.open}
      </a>
      {shown ? (
        <iframe
          ref={frameRef}
          className={styles.frame}
          title={labels.title}
          src={osmEmbedUrl(lat, lon)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className={styles.onRequest}>
          <button type="button" className={styles.show} onClick={() => setShown(true)}>
            {labels.show}
          </button>
          <p className={styles.notice}>{labels.notice}</p>
        </div>
      )}
    </div>
  );
}
