/**
 * Stand-in emblems of the home page's partners and useful links (64×64 SVG,
 * no text: the page writes each organisation's full name beside its emblem in
 * the page's language). An operator replaces them with the organisations'
 * own marks, under the same names (lib/core/site/home-links.ts).
 */
const NAVY = '#0b3d6e';
const TEAL = '#127a7a';
const GOLD = '#c9a227';
const RED = '#c8102e';
const GREEN = '#00a651';
const BLUE = '#00b5e2';

const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${body}</svg>\n`;

/** The points of a star with `n` points around (cx, cy). */
function star(cx, cy, n, outer, inner, turn = -Math.PI / 2) {
  const pts = [];
  for (let i = 0; i < 2 * n; i++) {
    const r = i % 2 ? inner : outer;
    const a = turn + (i * Math.PI) / n;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
}

const ring12 = Array.from({ length: 12 }, (_, i) => {
  const a = (i * Math.PI) / 6;
  return `<polygon points="${star(32 + 18 * Math.cos(a), 32 + 18 * Math.sin(a), 5, 4, 1.7)}" fill="${GOLD}"/>`;
}).join('');

export const EMBLEMS = {
  partners: {
    // A globe: the world organisation.
    intosai: svg(
      `<circle cx="32" cy="32" r="29" fill="${NAVY}"/><g fill="none" stroke="#fff" stroke-width="2.5"><circle cx="32" cy="32" r="20"/><ellipse cx="32" cy="32" rx="9" ry="20"/><path d="M12 32h40M15 22h34M15 42h34"/></g>`,
    ),
    // A ring of twelve stars: the European one.
    eurosai: svg(`<circle cx="32" cy="32" r="30" fill="${NAVY}"/>${ring12}`),
    // A rising sun over the sea: the Asian one.
    asosai: svg(
      `<circle cx="32" cy="32" r="30" fill="${TEAL}"/><path d="M14 38a18 18 0 0 1 36 0z" fill="${GOLD}"/><g stroke="#fff" stroke-width="3" stroke-linecap="round"><path d="M12 44h40M18 50h28"/></g><g stroke="${GOLD}" stroke-width="2.5" stroke-linecap="round"><path d="M32 10v6M17 16l4 4M47 16l-4 4M10 28h5M49 28h5"/></g>`,
    ),
    // Three linked rings: development through co-operation.
    idi: svg(
      `<g fill="none" stroke-width="5"><circle cx="22" cy="26" r="13" stroke="${TEAL}"/><circle cx="42" cy="26" r="13" stroke="${NAVY}"/><circle cx="32" cy="43" r="13" stroke="${GOLD}"/></g>`,
    ),
  },
  links: {
    // The eight-pointed star.
    president: svg(
      `<circle cx="32" cy="32" r="30" fill="${NAVY}"/><polygon points="${star(32, 32, 8, 22, 13)}" fill="${GOLD}"/><circle cx="32" cy="32" r="7" fill="${NAVY}"/>`,
    ),
    // A domed assembly hall.
    meclis: svg(
      `<rect width="64" height="64" rx="12" fill="${TEAL}"/><path d="M16 28a16 12 0 0 1 32 0z" fill="#fff"/><rect x="30.5" y="9" width="3" height="8" fill="#fff"/><rect x="12" y="28" width="40" height="4" fill="#fff"/><g fill="#fff"><rect x="15" y="34" width="4" height="14"/><rect x="23" y="34" width="4" height="14"/><rect x="31" y="34" width="4" height="14"/><rect x="39" y="34" width="4" height="14"/><rect x="47" y="34" width="2" height="14"/></g><rect x="10" y="48" width="44" height="5" fill="#fff"/>`,
    ),
    // A government building under a flag.
    cabmin: svg(
      `<rect width="64" height="64" rx="12" fill="${NAVY}"/><rect x="31" y="8" width="2" height="14" fill="#fff"/><rect x="33" y="8" width="12" height="3" fill="${BLUE}"/><rect x="33" y="11" width="12" height="3" fill="${RED}"/><rect x="33" y="14" width="12" height="3" fill="${GREEN}"/><path d="M12 30l20-8 20 8z" fill="#fff"/><g fill="#fff"><rect x="15" y="32" width="5" height="16"/><rect x="25" y="32" width="5" height="16"/><rect x="34" y="32" width="5" height="16"/><rect x="44" y="32" width="5" height="16"/></g><rect x="11" y="48" width="42" height="6" fill="${GOLD}"/>`,
    ),
    // A screen with a check in a shield: services online.
    egov: svg(
      `<rect width="64" height="64" rx="12" fill="${BLUE}"/><rect x="10" y="14" width="44" height="30" rx="3" fill="#fff"/><rect x="26" y="44" width="12" height="6" fill="#fff"/><rect x="20" y="50" width="24" height="3" rx="1.5" fill="#fff"/><path d="M32 18l9 4v7c0 6-4 10-9 12-5-2-9-6-9-12v-7z" fill="${NAVY}"/><path d="M27.5 29.5l3.5 3.5 6-6" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>`,
    ),
    // A balance over coins: public money.
    maliyye: svg(
      `<circle cx="32" cy="32" r="30" fill="${GOLD}"/><g fill="none" stroke="${NAVY}" stroke-width="3" stroke-linecap="round"><path d="M32 12v34M18 20h28M18 20l-6 14M18 20l6 14M46 20l-6 14M46 20l6 14"/></g><path d="M11 34a7 4 0 0 0 14 0zM39 34a7 4 0 0 0 14 0z" fill="${NAVY}"/><rect x="22" y="46" width="20" height="5" rx="2" fill="${NAVY}"/>`,
    ),
    // An open book: the register of legal acts.
    eqanun: svg(
      `<rect width="64" height="64" rx="12" fill="${NAVY}"/><path d="M32 18c-6-4-14-5-22-4v32c8-1 16 0 22 4z" fill="#fff"/><path d="M32 18c6-4 14-5 22-4v32c-8-1-16 0-22 4z" fill="#e9eef3"/><g stroke="${TEAL}" stroke-width="2" stroke-linecap="round"><path d="M15 22h12M15 27h12M15 32h12M15 37h9M37 22h12M37 27h12M37 32h12M37 37h9"/></g>`,
    ),
    // The national flag's crescent and star in a circle.
    azerbaijan: svg(
      `<defs><clipPath id="c"><circle cx="32" cy="32" r="30"/></clipPath></defs><g clip-path="url(#c)"><rect width="64" height="21" fill="${BLUE}"/><rect y="21" width="64" height="22" fill="${RED}"/><rect y="43" width="64" height="21" fill="${GREEN}"/></g><circle cx="29" cy="32" r="7.5" fill="#fff"/><circle cx="31" cy="32" r="6" fill="${RED}"/><polygon points="${star(38, 32, 8, 3.6, 1.6)}" fill="#fff"/>`,
    ),
  },
};
