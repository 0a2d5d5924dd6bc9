/**
 * Drawing kit of the demo photos (demo/media/scenes.mjs): a seeded PRNG,
 * colours, light, people, furniture and the pieces of a landscape, all as SVG
 * strings on a 1280×720 stage. Nothing here draws text.
 */

/** The stage every scene is drawn on; the output crops or scales it. */
export const W = 1280;
export const H = 720;

/** mulberry32: a small seeded PRNG. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
  };
}

/** A number for an SVG attribute: one decimal. */
export const f = (v) => Number(v.toFixed(1));

/** Unique ids for gradients and filters within one picture. */
let idCount = 0;
export const uid = (prefix) => `${prefix}${++idCount}`;
export const resetIds = () => {
  idCount = 0;
};

const hex = (c) => {
  const v = c.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(v.slice(i, i + 2), 16));
};
const toHex = (rgb) =>
  `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `a` moved towards `b` by t (0..1). */
export function mix(a, b, t) {
  const x = hex(a);
  const y = hex(b);
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
}
/** Darker (t < 0, towards black) or lighter (t > 0, towards white). */
export const shade = (c, t) => (t < 0 ? mix(c, '#000000', -t) : mix(c, '#ffffff', t));

/** A vertical linear gradient; returns [defs, url]. */
export function vgrad(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
  const id = uid('g');
  const s = stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('');
  return [
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`,
    `url(#${id})`,
  ];
}
/** A radial gradient; returns [defs, url]. */
export function rgrad(stops, cx = 0.5, cy = 0.5, r = 0.5) {
  const id = uid('r');
  const s = stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('');
  return [
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`,
    `url(#${id})`,
  ];
}

/** Wraps markup in a blur (depth of field); 0 returns it as it is. */
export function blur(markup, sd, region = null) {
  if (!sd) return markup;
  const id = uid('b');
  const box = region
    ? `filterUnits="userSpaceOnUse" x="${f(region[0])}" y="${f(region[1])}" width="${f(region[2])}" height="${f(region[3])}"`
    : 'x="-10%" y="-10%" width="120%" height="120%"';
  return `<filter id="${id}" ${box}><feGaussianBlur stdDeviation="${f(sd)}"/></filter><g filter="url(#${id})">${markup}</g>`;
}

/** A soft shadow: an ellipse blurred. */
export function shadowEllipse(cx, cy, rx, ry, opacity = 0.35) {
  const sd = Math.max(2, ry * 0.6);
  return blur(
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#000" opacity="${opacity}"/>`,
    sd,
    [cx - rx - 3 * sd, cy - ry - 3 * sd, 2 * (rx + 3 * sd), 2 * (ry + 3 * sd)],
  );
}

// ---------------------------------------------------------------- palettes

export const SKINS = ['#f0c9a8', '#e0b08f', '#d39c7a', '#c28866', '#a8704f', '#e8bc9c', '#d8a684'];
export const HAIRS = [
  '#1d1612',
  '#2e231c',
  '#3f2f24',
  '#5a4333',
  '#6e6259',
  '#8b8178',
  '#1a1a1a',
  '#7a5436',
];
export const SUITS = [
  '#1b2432',
  '#22303f',
  '#2c2f36',
  '#3a3d44',
  '#1f2a44',
  '#4a4f57',
  '#2b3a4e',
  '#33302c',
  '#0f1b2d',
];
const WOMEN_JACKETS = [
  '#7a2232',
  '#1f2a44',
  '#5b6170',
  '#8c6d52',
  '#2d4a52',
  '#3a3d44',
  '#b4a48c',
  '#6a3d5a',
];
const SHIRTS = ['#f4f6f8', '#e8eef5', '#f6f1e7', '#dfe8f1', '#ffffff'];
const TIES = ['#7a1f2b', '#1f3a66', '#3c3f46', '#6b4d2a', '#24505a', '#5a2e50', '#8a6a24'];
const BLOUSES = ['#f4f0ea', '#e9d7cf', '#d7e2ea', '#f1e6c8', '#ffffff', '#c9d6cc'];

/** The look of one person: skin, hair, clothes. */
export function look(r, opts = {}) {
  const female = opts.female ?? r.chance(0.4);
  const hair = r.pick(HAIRS);
  return {
    female,
    skin: r.pick(SKINS),
    hair,
    hairStyle: female
      ? r.pick(['long', 'bob', 'bun', 'long'])
      : r.pick(['short', 'short', 'side', 'bald', 'short']),
    suit: opts.suit ?? (female ? r.pick(WOMEN_JACKETS) : r.pick(SUITS)),
    shirt: female ? r.pick(BLOUSES) : r.pick(SHIRTS),
    tie: female ? null : r.chance(0.8) ? r.pick(TIES) : null,
    trousers: female && r.chance(0.5) ? 'skirt' : 'trousers',
  };
}

// ---------------------------------------------------------------- people

/** Hair drawn over the head (front view). */
function hairFront(x, y, s, p) {
  const hw = 15.5 * s;
  const top = y - 20 * s;
  switch (p.hairStyle) {
    case 'bald':
      return `<path d="M${f(x - hw)} ${f(y - 2 * s)}q-1 -${f(6 * s)} 2 -${f(9 * s)}M${f(x + hw)} ${f(y - 2 * s)}q1 -${f(6 * s)} -2 -${f(9 * s)}" stroke="${p.hair}" stroke-width="${f(3 * s)}" fill="none"/>`;
    case 'side':
      return `<path d="M${f(x - hw)} ${f(y - 1 * s)}q-${f(1 * s)} -${f(20 * s)} ${f(15 * s)} -${f(21 * s)}q${f(17 * s)} 0 ${f(16.5 * s)} ${f(18 * s)}q-${f(9 * s)} -${f(9 * s)} -${f(24 * s)} -${f(6 * s)}q-${f(4 * s)} ${f(4 * s)} -${f(7.5 * s)} ${f(9 * s)}z" fill="${p.hair}"/>`;
    case 'long':
      return `<path d="M${f(x - hw - 2 * s)} ${f(y + 30 * s)}q-${f(4 * s)} -${f(30 * s)} 0 -${f(42 * s)}q${f(6 * s)} -${f(12 * s)} ${f(17.5 * s)} -${f(12 * s)}q${f(12 * s)} 0 ${f(17.5 * s)} ${f(12 * s)}q${f(4 * s)} ${f(12 * s)} 0 ${f(42 * s)}l-${f(5 * s)} 0q${f(2 * s)} -${f(24 * s)} -${f(3 * s)} -${f(34 * s)}q-${f(10 * s)} ${f(4 * s)} -${f(24 * s)} -${f(2 * s)}q-${f(5 * s)} ${f(12 * s)} -${f(3 * s)} ${f(36 * s)}z" fill="${p.hair}"/>`;
    case 'bob':
      return `<path d="M${f(x - hw - 3 * s)} ${f(y + 12 * s)}q-${f(3 * s)} -${f(26 * s)} ${f(6 * s)} -${f(30 * s)}q${f(12.5 * s)} -${f(8 * s)} ${f(25 * s)} 0q${f(9 * s)} ${f(4 * s)} ${f(6 * s)} ${f(30 * s)}l-${f(5 * s)} 0q${f(1 * s)} -${f(16 * s)} -${f(4 * s)} -${f(20 * s)}q-${f(12 * s)} ${f(3 * s)} -${f(21 * s)} -${f(1 * s)}q-${f(4 * s)} ${f(8 * s)} -${f(3 * s)} ${f(21 * s)}z" fill="${p.hair}"/>`;
    case 'bun':
      return `<circle cx="${f(x + 2 * s)}" cy="${f(top - 2 * s)}" r="${f(7 * s)}" fill="${p.hair}"/><path d="M${f(x - hw)} ${f(y + 1 * s)}q-${f(1 * s)} -${f(21 * s)} ${f(15.5 * s)} -${f(21 * s)}q${f(16.5 * s)} 0 ${f(15.5 * s)} ${f(21 * s)}q-${f(5 * s)} -${f(11 * s)} -${f(15.5 * s)} -${f(12 * s)}q-${f(10 * s)} ${f(1 * s)} -${f(15.5 * s)} ${f(12 * s)}z" fill="${p.hair}"/>`;
    default:
      return `<path d="M${f(x - hw)} ${f(y - 1 * s)}q-${f(1 * s)} -${f(21 * s)} ${f(15.5 * s)} -${f(21 * s)}q${f(16.5 * s)} 0 ${f(15.5 * s)} ${f(21 * s)}q-${f(3 * s)} -${f(9 * s)} -${f(15.5 * s)} -${f(10 * s)}q-${f(12 * s)} ${f(1 * s)} -${f(15.5 * s)} ${f(10 * s)}z" fill="${p.hair}"/>`;
  }
}

/** A hint of eyes, brows and mouth, so heads read as faces at card size. */
function face(x, y, s, p) {
  const ey = y - 1 * s;
  const c = shade(p.skin, -0.55);
  let out = `<g fill="${c}" opacity="0.75"><ellipse cx="${f(x - 6 * s)}" cy="${f(ey)}" rx="${f(1.6 * s)}" ry="${f(1.3 * s)}"/><ellipse cx="${f(x + 6 * s)}" cy="${f(ey)}" rx="${f(1.6 * s)}" ry="${f(1.3 * s)}"/></g>`;
  out += `<path d="M${f(x - 9 * s)} ${f(ey - 4.5 * s)}q${f(3 * s)} -${f(2 * s)} ${f(6 * s)} 0M${f(x + 3 * s)} ${f(ey - 4.5 * s)}q${f(3 * s)} -${f(2 * s)} ${f(6 * s)} 0" stroke="${shade(p.hair, 0.05)}" stroke-width="${f(1.4 * s)}" fill="none" opacity="0.8"/>`;
  out += `<path d="M${f(x - 4 * s)} ${f(y + 10 * s)}q${f(4 * s)} ${f(2 * s)} ${f(8 * s)} 0" stroke="${shade(p.skin, -0.35)}" stroke-width="${f(1.3 * s)}" fill="none" opacity="0.7"/>`;
  return out;
}

/**
 * A person from the chest up, facing us, head centre at (x, y); a head is
 * about 40·s tall. `turn` (-1..1) turns the face a little to one side.
 */
export function bust(x, y, s, p, turn = 0) {
  const sh = 47 * s;
  const dx = turn * 3 * s;
  let out = '';
  if (p.hairStyle === 'long')
    out += `<path d="M${f(x - 19 * s)} ${f(y - 4 * s)}q-${f(4 * s)} ${f(30 * s)} -${f(2 * s)} ${f(44 * s)}h${f(42 * s)}q${f(2 * s)} -${f(14 * s)} -${f(2 * s)} -${f(44 * s)}z" fill="${shade(p.hair, -0.15)}"/>`;
  // Shoulders and jacket.
  out += `<path d="M${f(x - sh - 3 * s)} ${f(y + 140 * s)}L${f(x - sh)} ${f(y + 58 * s)}Q${f(x - sh + 2 * s)} ${f(y + 34 * s)} ${f(x - 18 * s)} ${f(y + 30 * s)}L${f(x + 18 * s)} ${f(y + 30 * s)}Q${f(x + sh - 2 * s)} ${f(y + 34 * s)} ${f(x + sh)} ${f(y + 58 * s)}L${f(x + sh + 3 * s)} ${f(y + 140 * s)}Z" fill="${p.suit}"/>`;
  out += `<path d="M${f(x + 12 * s)} ${f(y + 31 * s)}L${f(x + sh)} ${f(y + 60 * s)}L${f(x + sh + 3 * s)} ${f(y + 140 * s)}L${f(x + 20 * s)} ${f(y + 140 * s)}Z" fill="#000" opacity="0.12"/>`;
  // Shirt, tie, lapels.
  out += `<path d="M${f(x - 13 * s)} ${f(y + 29 * s)}L${f(x)} ${f(y + (p.female ? 50 : 74) * s)}L${f(x + 13 * s)} ${f(y + 29 * s)}Z" fill="${p.shirt}"/>`;
  if (p.tie)
    out += `<path d="M${f(x - 3.5 * s)} ${f(y + 31 * s)}h${f(7 * s)}l-${f(1 * s)} ${f(5 * s)}l${f(3 * s)} ${f(30 * s)}l-${f(5.5 * s)} ${f(7 * s)}l-${f(5.5 * s)} -${f(7 * s)}l${f(3 * s)} -${f(30 * s)}z" fill="${p.tie}"/>`;
  out += `<path d="M${f(x - 14 * s)} ${f(y + 30 * s)}L${f(x - 2 * s)} ${f(y + (p.female ? 52 : 78) * s)}M${f(x + 14 * s)} ${f(y + 30 * s)}L${f(x + 2 * s)} ${f(y + (p.female ? 52 : 78) * s)}" stroke="${shade(p.suit, -0.35)}" stroke-width="${f(2.2 * s)}"/>`;
  // Neck, ears, head, a light on one side of the face.
  out += `<path d="M${f(x - 7.5 * s)} ${f(y + 12 * s)}v${f(20 * s)}q${f(7.5 * s)} ${f(6 * s)} ${f(15 * s)} 0v-${f(20 * s)}z" fill="${shade(p.skin, -0.18)}"/>`;
  out += `<ellipse cx="${f(x - 15.5 * s + dx)}" cy="${f(y + 1 * s)}" rx="${f(3 * s)}" ry="${f(5 * s)}" fill="${shade(p.skin, -0.08)}"/><ellipse cx="${f(x + 15.5 * s + dx)}" cy="${f(y + 1 * s)}" rx="${f(3 * s)}" ry="${f(5 * s)}" fill="${shade(p.skin, -0.08)}"/>`;
  out += `<ellipse cx="${f(x + dx)}" cy="${f(y)}" rx="${f(15.5 * s)}" ry="${f(19.5 * s)}" fill="${p.skin}"/>`;
  out += `<path d="M${f(x + dx + 4 * s)} ${f(y - 19 * s)}q${f(13 * s)} ${f(4 * s)} ${f(11.5 * s)} ${f(19 * s)}q-${f(1 * s)} ${f(14 * s)} -${f(11.5 * s)} ${f(19.5 * s)}q${f(6 * s)} -${f(18 * s)} 0 -${f(38.5 * s)}z" fill="#000" opacity="0.1"/>`;
  if (s > 0.55) out += face(x + dx, y, s, p);
  out += hairFront(x + dx, y, s, p);
  return out;
}

/** A person from behind (an audience, a row of seats), head centre at (x, y). */
export function back(x, y, s, p) {
  const sh = 46 * s;
  let out = `<path d="M${f(x - sh - 3 * s)} ${f(y + 140 * s)}L${f(x - sh)} ${f(y + 56 * s)}Q${f(x - sh + 2 * s)} ${f(y + 32 * s)} ${f(x - 16 * s)} ${f(y + 28 * s)}L${f(x + 16 * s)} ${f(y + 28 * s)}Q${f(x + sh - 2 * s)} ${f(y + 32 * s)} ${f(x + sh)} ${f(y + 56 * s)}L${f(x + sh + 3 * s)} ${f(y + 140 * s)}Z" fill="${p.suit}"/>`;
  out += `<path d="M${f(x)} ${f(y + 34 * s)}v${f(100 * s)}" stroke="${shade(p.suit, -0.3)}" stroke-width="${f(1.5 * s)}"/>`;
  out += `<rect x="${f(x - 7 * s)}" y="${f(y + 8 * s)}" width="${f(14 * s)}" height="${f(22 * s)}" fill="${shade(p.skin, -0.2)}"/>`;
  out += `<ellipse cx="${f(x - 15 * s)}" cy="${f(y + 2 * s)}" rx="${f(3 * s)}" ry="${f(5 * s)}" fill="${shade(p.skin, -0.1)}"/><ellipse cx="${f(x + 15 * s)}" cy="${f(y + 2 * s)}" rx="${f(3 * s)}" ry="${f(5 * s)}" fill="${shade(p.skin, -0.1)}"/>`;
  if (p.hairStyle === 'bald') {
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(15.5 * s)}" ry="${f(19 * s)}" fill="${p.skin}"/><path d="M${f(x - 15.5 * s)} ${f(y)}q${f(15.5 * s)} ${f(26 * s)} ${f(31 * s)} 0v${f(6 * s)}q-${f(15.5 * s)} ${f(16 * s)} -${f(31 * s)} 0z" fill="${p.hair}"/>`;
  } else if (p.hairStyle === 'long' || p.hairStyle === 'bob') {
    const len = p.hairStyle === 'long' ? 42 : 18;
    out += `<path d="M${f(x - 17 * s)} ${f(y + len * s)}q-${f(4 * s)} -${f(40 * s)} ${f(2 * s)} -${f(52 * s)}q${f(15 * s)} -${f(14 * s)} ${f(30 * s)} 0q${f(6 * s)} ${f(12 * s)} ${f(2 * s)} ${f(52 * s)}z" fill="${p.hair}"/>`;
  } else {
    out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(15.5 * s)}" ry="${f(19.5 * s)}" fill="${p.hair}"/>`;
    if (p.hairStyle === 'bun')
      out += `<circle cx="${f(x)}" cy="${f(y - 6 * s)}" r="${f(8 * s)}" fill="${shade(p.hair, 0.08)}"/>`;
  }
  out += `<ellipse cx="${f(x - 5 * s)}" cy="${f(y - 8 * s)}" rx="${f(6 * s)}" ry="${f(7 * s)}" fill="#fff" opacity="0.08"/>`;
  return out;
}

/**
 * A standing person, feet at (x, y), about 290·s tall. `pose`: 'idle',
 * 'shake' (right hand reaching to the right, `dir` -1 to the left),
 * 'folder' (holding a folder), 'point' (an arm raised towards a screen).
 */
export function standing(x, y, s, p, pose = 'idle', dir = 1) {
  const hy = y - 262 * s;
  const leg = shade(p.suit, -0.12);
  let out = shadowEllipse(x, y, 38 * s, 7 * s, 0.3);
  // Legs: trousers or a skirt.
  if (p.trousers === 'skirt') {
    out += `<path d="M${f(x - 22 * s)} ${f(y - 128 * s)}h${f(44 * s)}l${f(6 * s)} ${f(66 * s)}h-${f(56 * s)}z" fill="${leg}"/>`;
    out += `<path d="M${f(x - 13 * s)} ${f(y - 64 * s)}v${f(60 * s)}M${f(x + 13 * s)} ${f(y - 64 * s)}v${f(60 * s)}" stroke="${shade(p.skin, -0.15)}" stroke-width="${f(9 * s)}"/>`;
  } else {
    out += `<path d="M${f(x - 23 * s)} ${f(y - 128 * s)}h${f(46 * s)}l${f(-2 * s)} ${f(124 * s)}h-${f(17 * s)}l-${f(4 * s)} -${f(96 * s)}l-${f(4 * s)} ${f(96 * s)}h-${f(17 * s)}z" fill="${leg}"/>`;
  }
  out += `<path d="M${f(x - 24 * s)} ${f(y - 6 * s)}h${f(20 * s)}v${f(6 * s)}h-${f(24 * s)}q0 -${f(6 * s)} ${f(4 * s)} -${f(6 * s)}zM${f(x + 4 * s)} ${f(y - 6 * s)}h${f(20 * s)}q${f(4 * s)} 0 ${f(4 * s)} ${f(6 * s)}h-${f(24 * s)}z" fill="#15120f"/>`;
  // Torso: the jacket down to the hips.
  out += `<path d="M${f(x - 40 * s)} ${f(hy + 56 * s)}Q${f(x - 38 * s)} ${f(hy + 32 * s)} ${f(x - 16 * s)} ${f(hy + 29 * s)}H${f(x + 16 * s)}Q${f(x + 38 * s)} ${f(hy + 32 * s)} ${f(x + 40 * s)} ${f(hy + 56 * s)}L${f(x + 30 * s)} ${f(y - 118 * s)}H${f(x - 30 * s)}Z" fill="${p.suit}"/>`;
  out += `<path d="M${f(x - 12 * s)} ${f(hy + 29 * s)}L${f(x)} ${f(hy + 70 * s)}L${f(x + 12 * s)} ${f(hy + 29 * s)}Z" fill="${p.shirt}"/>`;
  if (p.tie)
    out += `<path d="M${f(x - 3 * s)} ${f(hy + 31 * s)}h${f(6 * s)}l${f(2 * s)} ${f(30 * s)}l-${f(5 * s)} ${f(6 * s)}l-${f(5 * s)} -${f(6 * s)}z" fill="${p.tie}"/>`;
  out += `<path d="M${f(x)} ${f(hy + 70 * s)}V${f(y - 118 * s)}" stroke="${shade(p.suit, -0.35)}" stroke-width="${f(1.5 * s)}"/>`;
  // Arms.
  const arm = (side, d) =>
    `<path d="${d}" stroke="${p.suit}" stroke-width="${f(15 * s)}" stroke-linecap="round" fill="none"/>` +
    `<circle cx="${f(side[0])}" cy="${f(side[1])}" r="${f(6.5 * s)}" fill="${p.skin}"/>`;
  const lx = x - 40 * s;
  const rx = x + 40 * s;
  const ay = hy + 50 * s;
  if (pose === 'shake') {
    const hx = x + dir * 66 * s;
    const hy2 = y - 150 * s;
    out += arm(
      [x - dir * 42 * s, y - 128 * s],
      `M${f(x - dir * 40 * s)} ${f(ay)}Q${f(x - dir * 46 * s)} ${f(ay + 50 * s)} ${f(x - dir * 42 * s)} ${f(y - 134 * s)}`,
    );
    out += arm(
      [hx, hy2],
      `M${f(x + dir * 40 * s)} ${f(ay)}Q${f(x + dir * 44 * s)} ${f(hy2)} ${f(hx - dir * 6 * s)} ${f(hy2)}`,
    );
  } else if (pose === 'folder') {
    out += arm(
      [x - 10 * s, y - 160 * s],
      `M${f(lx)} ${f(ay)}Q${f(lx - 4 * s)} ${f(y - 170 * s)} ${f(x - 12 * s)} ${f(y - 162 * s)}`,
    );
    out += `<rect x="${f(x - 26 * s)}" y="${f(y - 196 * s)}" width="${f(40 * s)}" height="${f(52 * s)}" rx="${f(2 * s)}" fill="${dir > 0 ? '#7a1f2b' : '#1f3a66'}"/>`;
    out += arm(
      [x + 10 * s, y - 168 * s],
      `M${f(rx)} ${f(ay)}Q${f(rx + 4 * s)} ${f(y - 176 * s)} ${f(x + 12 * s)} ${f(y - 168 * s)}`,
    );
  } else if (pose === 'point') {
    const px = x + dir * 80 * s;
    const py = hy + 20 * s;
    out += arm(
      [x - dir * 42 * s, y - 128 * s],
      `M${f(x - dir * 40 * s)} ${f(ay)}Q${f(x - dir * 46 * s)} ${f(ay + 50 * s)} ${f(x - dir * 42 * s)} ${f(y - 134 * s)}`,
    );
    out += arm(
      [px, py],
      `M${f(x + dir * 40 * s)} ${f(ay)}Q${f(x + dir * 60 * s)} ${f(ay + 20 * s)} ${f(px)} ${f(py + 4 * s)}`,
    );
  } else {
    out += arm(
      [lx - 3 * s, y - 128 * s],
      `M${f(lx)} ${f(ay)}Q${f(lx - 6 * s)} ${f(ay + 50 * s)} ${f(lx - 3 * s)} ${f(y - 134 * s)}`,
    );
    out += arm(
      [rx + 3 * s, y - 128 * s],
      `M${f(rx)} ${f(ay)}Q${f(rx + 6 * s)} ${f(ay + 50 * s)} ${f(rx + 3 * s)} ${f(y - 134 * s)}`,
    );
  }
  // Head.
  out += `<path d="M${f(x - 7 * s)} ${f(hy + 12 * s)}v${f(18 * s)}h${f(14 * s)}v-${f(18 * s)}z" fill="${shade(p.skin, -0.18)}"/>`;
  out += `<ellipse cx="${f(x)}" cy="${f(hy)}" rx="${f(14.5 * s)}" ry="${f(18 * s)}" fill="${p.skin}"/>`;
  out += `<path d="M${f(x + 4 * s)} ${f(hy - 18 * s)}q${f(12 * s)} ${f(4 * s)} ${f(10.5 * s)} ${f(18 * s)}q-${f(1 * s)} ${f(13 * s)} -${f(10.5 * s)} ${f(18 * s)}q${f(6 * s)} -${f(17 * s)} 0 -${f(36 * s)}z" fill="#000" opacity="0.1"/>`;
  if (s > 0.6) out += face(x, hy, s * 0.94, p);
  out += hairFront(x, hy, s * 0.94, p);
  return out;
}

/** A row of people standing for a group photo, from left to right. */
export function group(r, x0, x1, y, s, n, poses = []) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / n + r.range(-6, 6) * s;
    out += standing(
      x,
      y + r.range(-4, 4) * s,
      s * r.range(0.94, 1.06),
      look(r),
      poses[i] ?? (r.chance(0.3) ? 'folder' : 'idle'),
    );
  }
  return out;
}

// ---------------------------------------------------------------- props

/** A flag on a pole (three horizontal bands), standing on the floor at (x, y). */
export function flag(x, y, s, bands, wave = 1) {
  const h = 330 * s;
  const fw = 92 * s;
  const top = y - h + 14 * s;
  const bh = (120 * s) / bands.length;
  let out = `<rect x="${f(x - 2 * s)}" y="${f(y - h)}" width="${f(4 * s)}" height="${f(h)}" fill="#b9a56a"/><circle cx="${f(x)}" cy="${f(y - h - 4 * s)}" r="${f(6 * s)}" fill="#d8c27a"/>`;
  // The cloth hangs in folds from the pole.
  bands.forEach((c, i) => {
    const yb = top + i * bh;
    out += `<path d="M${f(x + 2 * s)} ${f(yb)}q${f(fw * 0.25)} ${f(8 * s * wave)} ${f(fw * 0.5)} 0t${f(fw * 0.5)} 0v${f(bh + 0.6)}q-${f(fw * 0.25)} ${f(8 * s * wave)} -${f(fw * 0.5)} 0t-${f(fw * 0.5)} 0z" fill="${c}"/>`;
  });
  out += `<path d="M${f(x + 2 * s)} ${f(top)}q${f(fw * 0.25)} ${f(8 * s * wave)} ${f(fw * 0.5)} 0t${f(fw * 0.5)} 0v${f(120 * s)}q-${f(fw * 0.25)} ${f(8 * s * wave)} -${f(fw * 0.5)} 0t-${f(fw * 0.5)} 0z" fill="#000" opacity="0.08"/>`;
  out += `<path d="M${f(x + 2 * s + fw * 0.25)} ${f(top + 4 * s)}v${f(120 * s)}M${f(x + 2 * s + fw * 0.75)} ${f(top - 2 * s)}v${f(120 * s)}" stroke="#000" stroke-width="${f(10 * s)}" opacity="0.08"/>`;
  return out;
}
export const AZ_FLAG = ['#00b5e2', '#ef3340', '#509e2f'];
/** Other flags of three bands, for partner institutions (no emblems). */
export const PARTNER_FLAGS = [
  ['#ffffff', '#d52b1e', '#d52b1e'],
  ['#1eb53a', '#ffffff', '#0099b5'],
  ['#477050', '#ffffff', '#d22630'],
  ['#ffffff', '#0039a6', '#d52b1e'],
  ['#002b7f', '#fcd116', '#ce1126'],
  ['#e8112d', '#ffffff', '#e8112d'],
  ['#ffd500', '#0057b7', '#0057b7'],
  ['#00a3dd', '#00a3dd', '#ffd200'],
];

/** A gooseneck microphone on a desk at (x, y) bending towards `dir`. */
export function mic(x, y, s, dir = 1) {
  return `<rect x="${f(x - 9 * s)}" y="${f(y - 4 * s)}" width="${f(18 * s)}" height="${f(5 * s)}" rx="${f(2 * s)}" fill="#222"/><path d="M${f(x)} ${f(y - 4 * s)}q0 -${f(36 * s)} ${f(dir * 22 * s)} -${f(50 * s)}" stroke="#2a2a2a" stroke-width="${f(2.6 * s)}" fill="none"/><ellipse cx="${f(x + dir * 24 * s)}" cy="${f(y - 56 * s)}" rx="${f(4 * s)}" ry="${f(7 * s)}" fill="#111" transform="rotate(${dir * 40} ${f(x + dir * 24 * s)} ${f(y - 56 * s)})"/><circle cx="${f(x + 5 * s)}" cy="${f(y - 2 * s)}" r="${f(1.6 * s)}" fill="#e33"/>`;
}

/** A water bottle and a glass on a table. */
export function bottle(x, y, s) {
  return `<path d="M${f(x - 6 * s)} ${f(y)}v-${f(30 * s)}q0 -${f(6 * s)} ${f(4 * s)} -${f(9 * s)}v-${f(6 * s)}h${f(4 * s)}v${f(6 * s)}q${f(4 * s)} ${f(3 * s)} ${f(4 * s)} ${f(9 * s)}v${f(30 * s)}z" fill="#cfe3ee" opacity="0.85"/><rect x="${f(x - 6 * s)}" y="${f(y - 22 * s)}" width="${f(12 * s)}" height="${f(8 * s)}" fill="#3a7bb8" opacity="0.8"/><rect x="${f(x - 2 * s)}" y="${f(y - 47 * s)}" width="${f(4 * s)}" height="${f(3 * s)}" fill="#1f5f99"/><path d="M${f(x + 10 * s)} ${f(y)}l-${f(1 * s)} -${f(16 * s)}h${f(11 * s)}l-${f(1 * s)} ${f(16 * s)}z" fill="#e6f1f7" opacity="0.7"/>`;
}

/** A sheet of paper lying on a surface, seen in perspective (squashed). */
export function paper(x, y, w, h, rot = 0, color = '#fbfaf6') {
  return `<g transform="rotate(${f(rot)} ${f(x)} ${f(y)})"><rect x="${f(x - w / 2 + 2)}" y="${f(y - h / 2 + 2)}" width="${f(w)}" height="${f(h)}" fill="#000" opacity="0.18"/><rect x="${f(x - w / 2)}" y="${f(y - h / 2)}" width="${f(w)}" height="${f(h)}" fill="${color}"/></g>`;
}

/** An open laptop seen from behind (its lid), on a table at (x, y). */
export function laptopBack(x, y, s, color = '#b9bec6') {
  return `<path d="M${f(x - 30 * s)} ${f(y)}l${f(4 * s)} -${f(42 * s)}h${f(52 * s)}l${f(4 * s)} ${f(42 * s)}z" fill="${color}"/><path d="M${f(x - 30 * s)} ${f(y)}l${f(4 * s)} -${f(42 * s)}h${f(52 * s)}l${f(4 * s)} ${f(42 * s)}z" fill="#fff" opacity="0.12"/><circle cx="${f(x)}" cy="${f(y - 22 * s)}" r="${f(3 * s)}" fill="#fff" opacity="0.4"/>`;
}

/** A screen on a wall showing a chart (bars or a line), no text. */
export function screenChart(r, x, y, w, h, style = r.int(0, 2), glow = true) {
  const bg = r.pick(['#0b3d6e', '#f4f6f8', '#123a52', '#1d2a3a', '#ffffff']);
  const dark = bg !== '#f4f6f8' && bg !== '#ffffff';
  const a = dark ? '#7fc8f8' : '#0b3d6e';
  const b = '#c9a227';
  let out = `<rect x="${f(x - 6)}" y="${f(y - 6)}" width="${f(w + 12)}" height="${f(h + 12)}" rx="4" fill="#1a1a1a"/><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${bg}"/>`;
  if (glow) {
    const [d, u] = rgrad(
      [
        [0, '#fff', dark ? 0.15 : 0.3],
        [1, '#fff', 0],
      ],
      0.35,
      0.3,
      0.8,
    );
    out += `${d}<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${u}"/>`;
  }
  const px = x + w * 0.08;
  const pw = w * 0.84;
  const base = y + h * 0.86;
  out += `<rect x="${f(px)}" y="${f(y + h * 0.1)}" width="${f(pw * 0.45)}" height="${f(h * 0.06)}" fill="${dark ? '#fff' : '#0b3d6e'}" opacity="0.75"/>`;
  if (style === 0) {
    const n = r.int(5, 8);
    for (let i = 0; i < n; i++) {
      const bh = r.range(0.2, 0.62) * h;
      out += `<rect x="${f(px + (i * pw) / n + pw * 0.02)}" y="${f(base - bh)}" width="${f((pw / n) * 0.62)}" height="${f(bh)}" fill="${i === n - 2 ? b : a}"/>`;
    }
  } else if (style === 1) {
    let d = '';
    const n = 8;
    for (let i = 0; i < n; i++)
      d += `${i ? 'L' : 'M'}${f(px + (i * pw) / (n - 1))} ${f(base - (0.15 + 0.5 * (i / n) + r.range(-0.1, 0.1)) * h)}`;
    out += `<path d="${d}" stroke="${a}" stroke-width="${f(h * 0.025)}" fill="none" stroke-linejoin="round"/><path d="${d}L${f(px + pw)} ${f(base)}L${f(px)} ${f(base)}Z" fill="${a}" opacity="0.18"/>`;
  } else {
    const cx = x + w * 0.3;
    const cy = y + h * 0.55;
    const rr = h * 0.28;
    const t = r.range(0.3, 0.75) * Math.PI * 2;
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}" fill="${a}"/><path d="M${f(cx)} ${f(cy)}L${f(cx)} ${f(cy - rr)}A${f(rr)} ${f(rr)} 0 ${t > Math.PI ? 1 : 0} 1 ${f(cx + rr * Math.sin(t))} ${f(cy - rr * Math.cos(t))}Z" fill="${b}"/>`;
    for (let i = 0; i < 4; i++)
      out += `<rect x="${f(x + w * 0.6)}" y="${f(y + h * (0.3 + i * 0.14))}" width="${f(w * r.range(0.15, 0.3))}" height="${f(h * 0.05)}" fill="${dark ? '#fff' : '#8a97a6'}" opacity="0.6"/>`;
  }
  out += `<path d="M${f(px)} ${f(base)}h${f(pw)}" stroke="${dark ? '#fff' : '#667'}" stroke-width="1.5" opacity="0.5"/>`;
  return out;
}

/** A potted plant. */
export function plant(x, y, s, r) {
  let out = `<path d="M${f(x - 18 * s)} ${f(y - 36 * s)}h${f(36 * s)}l-${f(5 * s)} ${f(36 * s)}h-${f(26 * s)}z" fill="${r.pick(['#e8e2d6', '#3a3d44', '#b0643a'])}"/>`;
  for (let i = 0; i < 9; i++) {
    const a = r.range(-1.2, 1.2);
    const len = r.range(50, 95) * s;
    const tx = x + Math.sin(a) * len;
    const ty = y - 36 * s - Math.cos(a) * len;
    out += `<path d="M${f(x)} ${f(y - 36 * s)}Q${f(x + Math.sin(a) * len * 0.3 - 10 * s)} ${f(ty + len * 0.3)} ${f(tx)} ${f(ty)}Q${f(x + Math.sin(a) * len * 0.6 + 12 * s)} ${f(ty + len * 0.45)} ${f(x)} ${f(y - 36 * s)}z" fill="${r.pick(['#3f6b35', '#4f7d3f', '#2f5a2c', '#5c8a45'])}"/>`;
  }
  return out;
}

// ---------------------------------------------------------------- rooms

/** Wall colours of rooms and halls. */
export const WALLS = [
  '#d9d2c5',
  '#cfd6dc',
  '#e1d9cc',
  '#c9cfc4',
  '#d6cfc6',
  '#bfc8d2',
  '#e6e1d8',
  '#c4b59f',
  '#a9b8b0',
];

/** A wall with wood panelling or plain, and a floor, horizon at `hy`. */
export function interior(r, hy, opts = {}) {
  const wall = opts.wall ?? r.pick(WALLS);
  const floor =
    opts.floor ??
    r.pick(['#7a5b43', '#8a6f55', '#5e4a3c', '#6b6f75', '#4a3f3a', '#8c7b6a', '#3b4a5a']);
  const [gd, gu] = vgrad([
    [0, shade(wall, 0.08)],
    [1, shade(wall, -0.12)],
  ]);
  let out = `${gd}<rect width="${W}" height="${f(hy)}" fill="${gu}"/>`;
  if (opts.panels ?? r.chance(0.35)) {
    const pc = r.pick(['#6b4a32', '#7d5a3c', '#5a3f2c', '#8e6c4e']);
    out += `<rect y="${f(hy * 0.55)}" width="${W}" height="${f(hy * 0.45)}" fill="${pc}"/>`;
    for (let x = 0; x < W; x += 160)
      out += `<rect x="${x + 12}" y="${f(hy * 0.59)}" width="136" height="${f(hy * 0.36)}" fill="none" stroke="${shade(pc, -0.25)}" stroke-width="3"/>`;
  }
  const [fd, fu] = vgrad([
    [0, shade(floor, -0.25)],
    [1, shade(floor, 0.05)],
  ]);
  out += `${fd}<rect y="${f(hy)}" width="${W}" height="${f(H - hy)}" fill="${fu}"/>`;
  out += `<rect y="${f(hy - 4)}" width="${W}" height="8" fill="${shade(wall, -0.35)}" opacity="0.6"/>`;
  return out;
}

/** Tall windows of daylight on a wall between `y0` and `y1`, blurred as out of focus. */
export function windows(r, y0, y1, n = r.int(1, 3), light = '#eef4f8') {
  let out = '';
  const w = r.range(120, 220);
  const gap = r.range(60, 160);
  const x0 = r.range(-40, W - n * (w + gap));
  for (let i = 0; i < n; i++) {
    const x = x0 + i * (w + gap);
    const [d, u] = vgrad([
      [0, light],
      [1, mix(light, '#b8cfe0', 0.5)],
    ]);
    out += `${d}<rect x="${f(x)}" y="${f(y0)}" width="${f(w)}" height="${f(y1 - y0)}" fill="${u}"/>`;
    // Trees or a facade beyond the glass.
    const [fd, fu] = vgrad([
      [0, '#9db59a', 0],
      [1, r.pick(['#8fae8a', '#a9b7c4', '#b7c2a4']), 0.75],
    ]);
    out += `${fd}<rect x="${f(x)}" y="${f(y0 + (y1 - y0) * 0.45)}" width="${f(w)}" height="${f((y1 - y0) * 0.55)}" fill="${fu}"/>`;
    out += `<path d="M${f(x + w / 2)} ${f(y0)}V${f(y1)}M${f(x)} ${f(y0 + (y1 - y0) * 0.45)}H${f(x + w)}" stroke="#f7f7f5" stroke-width="7"/>`;
    out += `<rect x="${f(x - 4)}" y="${f(y0 - 4)}" width="${f(w + 8)}" height="${f(y1 - y0 + 8)}" fill="none" stroke="#f2efe9" stroke-width="9"/>`;
    if (r.chance(0.5))
      out += `<rect x="${f(x - 38)}" y="${f(y0 - 20)}" width="40" height="${f(y1 - y0 + 40)}" fill="${r.pick(['#7a2232', '#2d4a6a', '#c8b48a', '#5b6170'])}"/>`;
  }
  return out;
}

/** A row of ceiling lights (glows) along y. */
export function ceilingLights(r, y, n, warm = true) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = ((i + 0.5) * W) / n + r.range(-20, 20);
    const [d, u] = rgrad([
      [0, warm ? '#fff3d6' : '#f4f9ff', 0.9],
      [1, warm ? '#fff3d6' : '#f4f9ff', 0],
    ]);
    out += `${d}<ellipse cx="${f(x)}" cy="${f(y)}" rx="70" ry="22" fill="${u}"/>`;
  }
  return out;
}

/** A long table in perspective, from `hy` (far end) to the bottom, centred on cx. */
export function perspectiveTable(cx, farY, farW, nearW, color) {
  const [d, u] = vgrad([
    [0, shade(color, -0.2)],
    [1, shade(color, 0.15)],
  ]);
  return `${d}<path d="M${f(cx - farW / 2)} ${f(farY)}H${f(cx + farW / 2)}L${f(cx + nearW / 2)} ${H + 10}H${f(cx - nearW / 2)}Z" fill="${u}"/>`;
}

// ---------------------------------------------------------------- outdoors

/** Skies by time of day: [top, horizon, sun glow colour]. */
export const SKIES = {
  morning: ['#8fb8dc', '#f2e3cf', '#fff1d0'],
  noon: ['#5f9bd3', '#cfe3f2', '#ffffff'],
  afternoon: ['#7aa9d6', '#e4ecf0', '#fff6e0'],
  golden: ['#6d8fbf', '#f6c58f', '#ffd79a'],
  overcast: ['#9aa6b2', '#d9dee2', '#eef0f2'],
  dusk: ['#2f3f6b', '#e59a6e', '#ffb27a'],
};

/** A sky with a sun glow and clouds; returns markup. */
export function sky(r, time, hy) {
  const [top, low, glow] = SKIES[time];
  const [d, u] = vgrad([
    [0, top],
    [1, low],
  ]);
  let out = `${d}<rect width="${W}" height="${f(hy + 40)}" fill="${u}"/>`;
  const sx = r.range(0.1, 0.9) * W;
  const sy = time === 'noon' ? -40 : time === 'dusk' || time === 'golden' ? hy - 30 : hy * 0.35;
  const [gd, gu] = rgrad([
    [0, glow, 0.9],
    [0.3, glow, 0.35],
    [1, glow, 0],
  ]);
  out += `${gd}<ellipse cx="${f(sx)}" cy="${f(sy)}" rx="${f(W * 0.45)}" ry="${f(hy * 0.9)}" fill="${gu}"/>`;
  const clouds = time === 'overcast' ? 9 : r.int(2, 6);
  let c = '';
  for (let i = 0; i < clouds; i++) {
    const cx = r.range(0, W);
    const cy = r.range(hy * 0.08, hy * 0.6);
    const cw = r.range(80, 220);
    const col = time === 'dusk' ? '#f3b99a' : time === 'overcast' ? '#e9ecef' : '#ffffff';
    for (let k = 0; k < 4; k++)
      c += `<ellipse cx="${f(cx + (k - 1.5) * cw * 0.35)}" cy="${f(cy - (k % 2) * 10)}" rx="${f(cw * r.range(0.3, 0.5))}" ry="${f(cw * r.range(0.1, 0.18))}" fill="${col}" opacity="${f(r.range(0.5, 0.85))}"/>`;
  }
  out += blur(c, 6);
  return out;
}

/** Far hills or mountains along the horizon, hazed by distance. */
export function hills(r, hy, color, height = 80, peaks = false) {
  let d = `M0 ${f(hy)}`;
  const n = r.int(4, 8);
  for (let i = 0; i <= n; i++) {
    const x = (i * W) / n;
    const y = hy - r.range(0.2, 1) * height;
    d += peaks
      ? `L${f(x - W / n / 2)} ${f(y)}L${f(x)} ${f(hy - r.range(0, 0.3) * height)}`
      : `Q${f(x - W / n / 2)} ${f(y - height * 0.4)} ${f(x)} ${f(y)}`;
  }
  d += `L${W} ${f(hy + 2)}L0 ${f(hy + 2)}Z`;
  return blur(`<path d="${d}" fill="${color}"/>`, 1.5);
}

/** A deciduous tree, a cypress or a pine, rooted at (x, y). */
export function tree(r, x, y, s, kind = r.pick(['round', 'round', 'cypress', 'pine'])) {
  const g = r.pick(['#3f6b35', '#4a7a3c', '#355e2f', '#5b8a45', '#2f5530']);
  let out = `<rect x="${f(x - 4 * s)}" y="${f(y - 40 * s)}" width="${f(8 * s)}" height="${f(40 * s)}" fill="#5b4636"/>`;
  if (kind === 'cypress')
    out += `<ellipse cx="${f(x)}" cy="${f(y - 90 * s)}" rx="${f(16 * s)}" ry="${f(70 * s)}" fill="${g}"/><ellipse cx="${f(x - 5 * s)}" cy="${f(y - 100 * s)}" rx="${f(7 * s)}" ry="${f(50 * s)}" fill="#fff" opacity="0.08"/>`;
  else if (kind === 'pine')
    out += `<path d="M${f(x)} ${f(y - 150 * s)}l${f(34 * s)} ${f(70 * s)}h-${f(14 * s)}l${f(26 * s)} ${f(50 * s)}h-${f(92 * s)}l${f(26 * s)} -${f(50 * s)}h-${f(14 * s)}z" fill="${shade(g, -0.15)}"/>`;
  else {
    for (let i = 0; i < 5; i++)
      out += `<circle cx="${f(x + r.range(-26, 26) * s)}" cy="${f(y - r.range(60, 100) * s)}" r="${f(r.range(24, 36) * s)}" fill="${shade(g, r.range(-0.1, 0.1))}"/>`;
    out += `<circle cx="${f(x - 12 * s)}" cy="${f(y - 96 * s)}" r="${f(16 * s)}" fill="#fff" opacity="0.1"/>`;
  }
  return out;
}

/** A building facade: rows of windows on a block, optional columns and a pediment. */
export function facade(r, x, y, w, h, opts = {}) {
  const wall =
    opts.wall ?? r.pick(['#e8dfcf', '#d9cdb8', '#efe9df', '#cfc6b6', '#e2d6c2', '#c9c2b8']);
  const win = opts.win ?? r.pick(['#6f8aa3', '#54708c', '#8aa3b8', '#3f5870']);
  const [d, u] = vgrad([
    [0, shade(wall, 0.08)],
    [1, shade(wall, -0.1)],
  ]);
  let out = `${d}<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${u}"/>`;
  const floors = opts.floors ?? Math.max(2, Math.round(h / 70));
  const cols = opts.cols ?? Math.max(3, Math.round(w / 60));
  const cw = w / cols;
  const fh = h / floors;
  for (let i = 0; i < floors; i++)
    for (let j = 0; j < cols; j++) {
      const wx = x + j * cw + cw * 0.25;
      const wy = y + i * fh + fh * 0.22;
      out += `<rect x="${f(wx)}" y="${f(wy)}" width="${f(cw * 0.5)}" height="${f(fh * 0.56)}" fill="${win}"/><rect x="${f(wx)}" y="${f(wy)}" width="${f(cw * 0.5)}" height="${f(fh * 0.2)}" fill="#fff" opacity="0.18"/>`;
    }
  if (opts.cornice !== false)
    out += `<rect x="${f(x - 8)}" y="${f(y - 10)}" width="${f(w + 16)}" height="12" fill="${shade(wall, -0.15)}"/>`;
  return out;
}

/** A classical portico: columns and a pediment in front of a facade. */
export function portico(x, y, w, h, color = '#efe9df') {
  let out = `<path d="M${f(x - 14)} ${f(y)}L${f(x + w / 2)} ${f(y - h * 0.22)}L${f(x + w + 14)} ${f(y)}Z" fill="${shade(color, -0.05)}"/><path d="M${f(x + 20)} ${f(y - 6)}L${f(x + w / 2)} ${f(y - h * 0.17)}L${f(x + w - 20)} ${f(y - 6)}Z" fill="${shade(color, -0.15)}"/>`;
  out += `<rect x="${f(x - 14)}" y="${f(y)}" width="${f(w + 28)}" height="14" fill="${shade(color, -0.1)}"/>`;
  const n = 6;
  for (let i = 0; i < n; i++) {
    const cx = x + 16 + (i * (w - 32)) / (n - 1);
    out += `<rect x="${f(cx - 10)}" y="${f(y + 14)}" width="20" height="${f(h - 14)}" fill="${color}"/><rect x="${f(cx + 2)}" y="${f(y + 14)}" width="8" height="${f(h - 14)}" fill="#000" opacity="0.1"/>`;
  }
  out += `<rect x="${f(x - 24)}" y="${f(y + h)}" width="${f(w + 48)}" height="10" fill="${shade(color, -0.12)}"/><rect x="${f(x - 34)}" y="${f(y + h + 10)}" width="${f(w + 68)}" height="10" fill="${shade(color, -0.18)}"/>`;
  return out;
}

/** Ground below the horizon: grass, paving or earth, darker towards the viewer. */
export function ground(hy, color) {
  const [d, u] = vgrad([
    [0, shade(color, 0.05)],
    [1, shade(color, -0.25)],
  ]);
  return `${d}<rect y="${f(hy)}" width="${W}" height="${f(H - hy)}" fill="${u}"/>`;
}

/** A person seated, seen in profile facing `dir` (1 right, -1 left), head centre at (x, y). */
export function profile(x, y, s, p, dir = 1, chair = '#2b2b2e') {
  const d = dir;
  let out = '';
  // The chair's back behind, the lap and legs below.
  if (chair) {
    out += `<rect x="${f(x - d * 58 * s - (d > 0 ? 0 : 30 * s))}" y="${f(y + 24 * s)}" width="${f(30 * s)}" height="${f(190 * s)}" rx="${f(10 * s)}" fill="${chair}"/>`;
    out += `<path d="M${f(x - d * 34 * s)} ${f(y + 130 * s)}L${f(x + d * 50 * s)} ${f(y + 140 * s)}L${f(x + d * 52 * s)} ${f(y + 250 * s)}L${f(x + d * 34 * s)} ${f(y + 250 * s)}L${f(x + d * 30 * s)} ${f(y + 172 * s)}L${f(x - d * 34 * s)} ${f(y + 172 * s)}Z" fill="${shade(p.suit, -0.25)}"/>`;
    out += `<rect x="${f(x - d * 44 * s - (d > 0 ? 0 : 80 * s))}" y="${f(y + 168 * s)}" width="${f(80 * s)}" height="${f(14 * s)}" rx="${f(5 * s)}" fill="${chair}"/>`;
  }
  if (p.hairStyle === 'long')
    out += `<path d="M${f(x - d * 4 * s)} ${f(y - 16 * s)}q${f(-d * 22 * s)} ${f(6 * s)} ${f(-d * 16 * s)} ${f(58 * s)}h${f(d * 16 * s)}z" fill="${shade(p.hair, -0.1)}"/>`;
  // Shoulders and the upper arm reaching forward.
  out += `<path d="M${f(x - d * 34 * s)} ${f(y + 140 * s)}L${f(x - d * 36 * s)} ${f(y + 56 * s)}Q${f(x - d * 30 * s)} ${f(y + 30 * s)} ${f(x)} ${f(y + 28 * s)}Q${f(x + d * 26 * s)} ${f(y + 32 * s)} ${f(x + d * 28 * s)} ${f(y + 60 * s)}L${f(x + d * 26 * s)} ${f(y + 140 * s)}Z" fill="${p.suit}"/>`;
  out += `<path d="M${f(x - d * 4 * s)} ${f(y + 48 * s)}Q${f(x + d * 6 * s)} ${f(y + 96 * s)} ${f(x + d * 48 * s)} ${f(y + 104 * s)}" stroke="${shade(p.suit, -0.2)}" stroke-width="${f(17 * s)}" stroke-linecap="round" fill="none"/>`;
  out += `<circle cx="${f(x + d * 54 * s)}" cy="${f(y + 104 * s)}" r="${f(7 * s)}" fill="${p.skin}"/>`;
  out += `<path d="M${f(x + d * 6 * s)} ${f(y + 28 * s)}l${f(d * 10 * s)} ${f(10 * s)}l${f(-d * 6 * s)} ${f(4 * s)}z" fill="${p.shirt}"/>`;
  // Neck and head with a nose towards `dir`.
  out += `<path d="M${f(x - 6 * s)} ${f(y + 10 * s)}v${f(22 * s)}h${f(13 * s)}v-${f(22 * s)}z" fill="${shade(p.skin, -0.2)}"/>`;
  out += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(15 * s)}" ry="${f(19 * s)}" fill="${p.skin}"/>`;
  out += `<path d="M${f(x + d * 13 * s)} ${f(y - 4 * s)}l${f(d * 6 * s)} ${f(9 * s)}l${f(-d * 6 * s)} ${f(2 * s)}z" fill="${p.skin}"/>`;
  out += `<ellipse cx="${f(x + d * 8 * s)}" cy="${f(y - 2 * s)}" rx="${f(1.4 * s)}" ry="${f(1.2 * s)}" fill="${shade(p.skin, -0.55)}"/>`;
  // Hair over the back of the head, the ear in front of it.
  if (p.hairStyle !== 'bald')
    out += `<path d="M${f(x + d * 12 * s)} ${f(y - 10 * s)}Q${f(x + d * 10 * s)} ${f(y - 22 * s)} ${f(x)} ${f(y - 21 * s)}Q${f(x - d * 17 * s)} ${f(y - 20 * s)} ${f(x - d * 16 * s)} ${f(y + (p.hairStyle === 'short' || p.hairStyle === 'side' ? 8 : 16) * s)}Q${f(x - d * 6 * s)} ${f(y + 4 * s)} ${f(x - d * 2 * s)} ${f(y - 8 * s)}Q${f(x + d * 6 * s)} ${f(y - 13 * s)} ${f(x + d * 12 * s)} ${f(y - 10 * s)}z" fill="${p.hair}"/>`;
  else
    out += `<path d="M${f(x - d * 15 * s)} ${f(y - 2 * s)}q${f(d * 4 * s)} ${f(10 * s)} ${f(d * 10 * s)} ${f(8 * s)}" stroke="${p.hair}" stroke-width="${f(4 * s)}" fill="none"/>`;
  if (p.hairStyle === 'bun')
    out += `<circle cx="${f(x - d * 15 * s)}" cy="${f(y - 10 * s)}" r="${f(7 * s)}" fill="${p.hair}"/>`;
  out += `<ellipse cx="${f(x - d * 3 * s)}" cy="${f(y + 1 * s)}" rx="${f(3 * s)}" ry="${f(5 * s)}" fill="${shade(p.skin, -0.12)}"/>`;
  return out;
}
