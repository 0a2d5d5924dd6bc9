/**
 * The demo content's photos as SVG scenes, one subject per kind of item, so a
 * news photo, a speech, an interview or a budget summary each look like what
 * they are: a meeting room, a podium, two armchairs, coins and a calculator...
 * Soft light (gradients), depth of field (blur) and a fine grain make them read
 * as photographs at card size. No text is drawn. Deterministic: every choice
 * comes from a PRNG seeded by the kind and the image's number.
 */

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
  };
}

const f = (n) => Number(n.toFixed(1));

/** Shared definitions: grain, blurs and the light of a window. */
function defs(seed) {
  return `<defs>
<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed % 1000}" result="n"/><feColorMatrix in="n" type="saturate" values="0"/><feComponentTransfer><feFuncA type="linear" slope="0.09"/></feComponentTransfer><feComposite operator="over" in2="SourceGraphic"/></filter>
<filter id="blur8"><feGaussianBlur stdDeviation="8"/></filter>
<filter id="blur3"><feGaussianBlur stdDeviation="3"/></filter>
<filter id="blur1"><feGaussianBlur stdDeviation="1.2"/></filter>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur stdDeviation="6"/></filter>
<radialGradient id="light" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></radialGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>
</defs>`;
}

/** A person seen from behind or the side: head and shoulders, in a suit of `suit`. */
function person(x, y, s, suit, skin, hair, blur = '') {
  const b = blur ? ` filter="url(#${blur})"` : '';
  return `<g${b}><path d="M${f(x - 34 * s)} ${f(y + 70 * s)}q0 -42 ${f(34 * s)} -46q${f(34 * s)} 4 ${f(34 * s)} 46z" fill="${suit}"/><path d="M${f(x - 7 * s)} ${f(y + 24 * s)}l${f(7 * s)} ${f(14 * s)}l${f(7 * s)} -${f(14 * s)}z" fill="#f4f4f4"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(14 * s)}" ry="${f(17 * s)}" fill="${skin}"/><path d="M${f(x - 14 * s)} ${f(y - 2 * s)}q${f(2 * s)} -${f(19 * s)} ${f(14 * s)} -${f(17 * s)}q${f(12 * s)} -2 ${f(14 * s)} ${f(17 * s)}q-${f(6 * s)} -${f(9 * s)} -${f(14 * s)} -${f(9 * s)}q-${f(8 * s)} 0 -${f(14 * s)} ${f(9 * s)}z" fill="${hair}"/></g>`;
}

const SUITS = ['#1f2a38', '#2b3645', '#3a3f47', '#22303f', '#4a4f57', '#1c2733'];
const SKINS = ['#e0b49a', '#c99a7e', '#d8a98c', '#b98466', '#e8c1a8'];
const HAIRS = ['#2a211c', '#3b2f28', '#6b6058', '#1b1714', '#8a8178'];

/** The back of a room: a wall, a window of daylight and a floor. */
function room(w, h, r, wall, floorColor, horizon) {
  const wx = r.range(0.05, 0.55) * w;
  const ww = r.range(0.25, 0.4) * w;
  return `<rect width="${w}" height="${h}" fill="${wall}"/>
<rect x="${f(wx)}" y="${f(h * 0.08)}" width="${f(ww)}" height="${f(horizon - h * 0.12)}" fill="#dfe9f2" filter="url(#blur8)"/>
<g stroke="${wall}" stroke-width="6" opacity="0.8" filter="url(#blur3)"><path d="M${f(wx + ww / 2)} ${f(h * 0.08)}v${f(horizon - h * 0.12)}M${f(wx)} ${f(h * 0.08 + (horizon - h * 0.12) / 2)}h${f(ww)}"/></g>
<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${floorColor}"/>
<rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#floor)"/>`;
}

/** A flag on a pole, its colours in three bands. */
function flag(x, y, s, bands) {
  const [a, b, c] = bands;
  return `<g filter="url(#blur3)"><rect x="${f(x)}" y="${f(y)}" width="${f(3 * s)}" height="${f(150 * s)}" fill="#b9a56a"/><path d="M${f(x + 3 * s)} ${f(y + 4 * s)}q${f(20 * s)} ${f(8 * s)} ${f(40 * s)} 0v${f(16 * s)}q-${f(20 * s)} ${f(8 * s)} -${f(40 * s)} 0z" fill="${a}"/><path d="M${f(x + 3 * s)} ${f(y + 20 * s)}q${f(20 * s)} ${f(8 * s)} ${f(40 * s)} 0v${f(16 * s)}q-${f(20 * s)} ${f(8 * s)} -${f(40 * s)} 0z" fill="${b}"/><path d="M${f(x + 3 * s)} ${f(y + 36 * s)}q${f(20 * s)} ${f(8 * s)} ${f(40 * s)} 0v${f(16 * s)}q-${f(20 * s)} ${f(8 * s)} -${f(40 * s)} 0z" fill="${c}"/></g>`;
}
const AZ_FLAG = ['#00b5e2', '#ef3340', '#509e2f'];

/** News: a meeting at a long table, flags behind, people on both sides. */
function meeting(w, h, r) {
  const horizon = h * 0.55;
  let out = room(w, h, r, r.pick(['#d9d2c5', '#cfd6dc', '#e1d9cc']), '#8a6f55', horizon);
  out += flag(w * r.range(0.7, 0.85), h * 0.12, h / 450, AZ_FLAG);
  // The table in perspective.
  const cx = w * r.range(0.42, 0.58);
  out += `<path d="M${f(cx - 40)} ${f(horizon - 10)}h80l${f(w * 0.35)} ${f(h * 0.5)}h-${f(w * 0.7 + 80)}z" fill="#5b3f2a"/><path d="M${f(cx - 40)} ${f(horizon - 10)}h80l${f(w * 0.35)} ${f(h * 0.5)}h-${f(w * 0.7 + 80)}z" fill="url(#light)"/>`;
  // Papers and bottles on the table.
  for (let i = 0; i < 6; i++) {
    const t = (i + 1) / 7;
    const y = horizon + t * h * 0.45;
    const half = 40 + t * w * 0.35;
    for (const side of [-1, 1]) {
      const x = cx + side * (half - 30 * (0.5 + t));
      out += `<rect x="${f(x - 12 * t - 6)}" y="${f(y - 4 * t)}" width="${f(24 * t + 10)}" height="${f(8 * t + 3)}" fill="#f6f6f2" opacity="0.9"/>`;
    }
  }
  // People along both sides, smaller further away.
  const n = r.int(3, 5);
  for (let i = n; i >= 1; i--) {
    const t = i / (n + 1);
    const y = horizon - 50 + t * h * 0.42;
    const s = 0.45 + t * 1.1;
    const half = 40 + t * w * 0.35 + 30 * s;
    for (const side of [-1, 1])
      out += person(
        cx + side * half,
        y,
        s,
        r.pick(SUITS),
        r.pick(SKINS),
        r.pick(HAIRS),
        t > 0.7 ? 'blur1' : '',
      );
  }
  return out;
}

/** Speeches: a podium with microphones on a stage, blurred audience in front. */
function podium(w, h, r) {
  const back = r.pick(['#123a63', '#1b2f4a', '#0f4a4a']);
  let out = `<rect width="${w}" height="${h}" fill="${back}"/>
<radialGradient id="spot" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<rect width="${w}" height="${h}" fill="url(#spot)"/>`;
  out += flag(w * 0.12, h * 0.1, h / 400, AZ_FLAG) + flag(w * 0.8, h * 0.1, h / 400, AZ_FLAG);
  const px = w * r.range(0.4, 0.6);
  out += person(px, h * 0.36, 1.7, r.pick(SUITS), r.pick(SKINS), r.pick(HAIRS));
  out += `<path d="M${f(px - 80)} ${f(h * 0.55)}h160l-14 ${f(h * 0.45)}h-132z" fill="#6b4a2e"/><path d="M${f(px - 80)} ${f(h * 0.55)}h160l-14 ${f(h * 0.45)}h-132z" fill="url(#light)"/><rect x="${f(px - 86)}" y="${f(h * 0.53)}" width="172" height="12" rx="3" fill="#4d3420"/><circle cx="${f(px)}" cy="${f(h * 0.66)}" r="18" fill="#c9a227" opacity="0.85"/>`;
  out += `<g stroke="#222" stroke-width="3" fill="none"><path d="M${f(px - 20)} ${f(h * 0.53)}q0 -40 14 -60M${f(px + 20)} ${f(h * 0.53)}q0 -40 -14 -60"/></g><circle cx="${f(px - 6)}" cy="${f(h * 0.53 - 62)}" r="5" fill="#111"/><circle cx="${f(px + 6)}" cy="${f(h * 0.53 - 62)}" r="5" fill="#111"/>`;
  for (let i = 0; i < 7; i++)
    out += person(
      (w / 6) * i + r.range(-30, 30),
      h * 0.9,
      1.6,
      '#0d1620',
      '#3a2c25',
      '#15100d',
      'blur8',
    );
  return out;
}

/** Interviews: two armchairs turned to each other, a low table, studio light. */
function interview(w, h, r) {
  const horizon = h * 0.62;
  let out = room(w, h, r, r.pick(['#2f3b48', '#3b3430', '#283a3a']), '#2a2522', horizon);
  for (let i = 0; i < 9; i++)
    out += `<circle cx="${f(r.range(0, w))}" cy="${f(r.range(0, horizon))}" r="${f(r.range(10, 30))}" fill="${r.pick(['#f3d9a4', '#ffffff', '#a9c7e0'])}" opacity="${f(r.range(0.15, 0.4))}" filter="url(#blur8)"/>`;
  const chair = r.pick(['#8c2f2f', '#3f5f7a', '#6d5a3f', '#2f5d50']);
  for (const [x, dir] of [
    [w * 0.27, 1],
    [w * 0.73, -1],
  ]) {
    out += `<ellipse cx="${f(x)}" cy="${f(h * 0.95)}" rx="110" ry="16" fill="#000" opacity="0.4" filter="url(#shadow)"/><path d="M${f(x - 90)} ${f(h * 0.5)}q${f(dir * 0)} -60 ${f(dir > 0 ? 40 : 140)} -70h40q10 40 10 70z" fill="${chair}" transform="translate(${dir > 0 ? -30 : -20} 0)"/><rect x="${f(x - 100)}" y="${f(h * 0.62)}" width="200" height="${f(h * 0.28)}" rx="22" fill="${chair}"/><rect x="${f(x - 100)}" y="${f(h * 0.62)}" width="200" height="${f(h * 0.28)}" rx="22" fill="url(#light)"/>`;
    out += person(x + dir * 10, h * 0.4, 1.5, r.pick(SUITS), r.pick(SKINS), r.pick(HAIRS));
  }
  out += `<ellipse cx="${f(w / 2)}" cy="${f(h * 0.78)}" rx="70" ry="16" fill="#d8d2c8"/><rect x="${f(w / 2 - 5)}" y="${f(h * 0.78)}" width="10" height="${f(h * 0.16)}" fill="#9a9488"/><rect x="${f(w / 2 - 30)}" y="${f(h * 0.72)}" width="14" height="26" rx="3" fill="#e8eef3" opacity="0.8"/>`;
  return out;
}

/** Audit records: papers with tables and charts on a desk, a pen, glasses. */
function auditDesk(w, h, r) {
  let out = `<rect width="${w}" height="${h}" fill="${r.pick(['#7a5a3e', '#6b4f37', '#8b6a4a'])}"/><rect width="${w}" height="${h}" fill="url(#light)"/>`;
  for (let i = 0; i < 4; i++) {
    const x = r.range(-0.05, 0.6) * w;
    const y = r.range(-0.1, 0.45) * h;
    const a = r.range(-14, 14);
    out += `<g transform="rotate(${f(a)} ${f(x + 150)} ${f(y + 200)})"><rect x="${f(x + 6)}" y="${f(y + 8)}" width="300" height="400" fill="#000" opacity="0.25" filter="url(#shadow)"/><rect x="${f(x)}" y="${f(y)}" width="300" height="400" fill="#fbfaf6"/>`;
    for (let l = 0; l < 12; l++)
      out += `<rect x="${f(x + 24)}" y="${f(y + 40 + l * 16)}" width="${f(r.range(150, 252))}" height="5" rx="2" fill="#b9c0c8"/>`;
    if (i % 2 === 0)
      for (let b = 0; b < 6; b++) {
        const bh = r.range(30, 110);
        out += `<rect x="${f(x + 30 + b * 40)}" y="${f(y + 370 - bh)}" width="26" height="${f(bh)}" fill="${b % 2 ? '#127a7a' : '#0b3d6e'}"/>`;
      }
    out += '</g>';
  }
  const gx = r.range(0.1, 0.7) * w;
  const gy = r.range(0.55, 0.75) * h;
  out += `<g fill="none" stroke="#1b1b1b" stroke-width="6"><circle cx="${f(gx)}" cy="${f(gy)}" r="34"/><circle cx="${f(gx + 90)}" cy="${f(gy)}" r="34"/><path d="M${f(gx + 34)} ${f(gy)}q22 -12 22 0"/></g><circle cx="${f(gx)}" cy="${f(gy)}" r="30" fill="#fff" opacity="0.12"/>`;
  out += `<g transform="rotate(${f(r.range(-40, 40))} ${f(w * 0.6)} ${f(h * 0.5)})"><rect x="${f(w * 0.45)}" y="${f(h * 0.48)}" width="220" height="12" rx="6" fill="#0b3d6e"/><path d="M${f(w * 0.45 + 220)} ${f(h * 0.48)}l22 6-22 6z" fill="#c9a227"/></g>`;
  return out;
}

/** Projects: a public work outdoors: a bridge, a solar field, a school or a road. */
function outdoor(w, h, r, variant) {
  const sky = r.pick([
    ['#7fb2dd', '#d9ecf7'],
    ['#9bc3e3', '#f3e6cf'],
    ['#6fa6d6', '#cfe4f3'],
  ]);
  const horizon = h * r.range(0.5, 0.6);
  let out = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient><rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  for (let i = 0; i < 4; i++)
    out += `<ellipse cx="${f(r.range(0, w))}" cy="${f(r.range(h * 0.08, h * 0.3))}" rx="${f(r.range(60, 140))}" ry="${f(r.range(14, 28))}" fill="#fff" opacity="0.7" filter="url(#blur8)"/>`;
  out += `<path d="M0 ${f(horizon)}q${f(w * 0.25)} -${f(h * 0.12)} ${f(w * 0.5)} -10t${f(w * 0.5)} 0V${h}H0z" fill="#8fa98a" filter="url(#blur3)"/><rect y="${f(horizon + 10)}" width="${w}" height="${f(h - horizon)}" fill="${r.pick(['#6f8f4e', '#7a8f52', '#8c9a5c'])}"/>`;
  if (variant === 0) {
    // A bridge over water.
    out += `<rect y="${f(horizon + 40)}" width="${w}" height="${f(h)}" fill="#4f7ea3"/><rect y="${f(horizon + 40)}" width="${w}" height="${f(h)}" fill="url(#floor)"/><rect y="${f(horizon + 8)}" width="${w}" height="14" fill="#cfc9bd"/>`;
    for (let i = 0; i < 5; i++) {
      const x = (w / 4) * i;
      out += `<rect x="${f(x - 8)}" y="${f(horizon + 22)}" width="16" height="${f(h * 0.3)}" fill="#b7b0a3"/><path d="M${f(x)} ${f(horizon + 22)}q${f(w / 8)} ${f(h * 0.12)} ${f(w / 4)} 0" fill="none" stroke="#b7b0a3" stroke-width="10"/>`;
    }
  } else if (variant === 1) {
    // Rows of solar panels.
    for (let row = 0; row < 5; row++) {
      const y = horizon + 20 + row * row * 12 + row * 16;
      const s = 0.4 + row * 0.3;
      for (let i = -2; i < 14; i++)
        out += `<path d="M${f(i * 90 * s + (row % 2) * 20)} ${f(y)}h${f(80 * s)}l${f(10 * s)} ${f(24 * s)}h-${f(80 * s)}z" fill="#1d3557" stroke="#a8c1d8" stroke-width="1"/>`;
    }
  } else if (variant === 2) {
    // A new school building.
    const bx = w * r.range(0.15, 0.35);
    out += `<rect x="${f(bx)}" y="${f(horizon - 120)}" width="${f(w * 0.5)}" height="150" fill="#efe6d6"/><rect x="${f(bx)}" y="${f(horizon - 132)}" width="${f(w * 0.5)}" height="14" fill="#b5523b"/>`;
    for (let c = 0; c < 8; c++)
      for (let rr = 0; rr < 3; rr++)
        out += `<rect x="${f(bx + 20 + (c * (w * 0.5 - 30)) / 8)}" y="${f(horizon - 110 + rr * 44)}" width="${f((w * 0.5 - 60) / 8)}" height="28" fill="#7ea4c4"/>`;
    out += `<rect x="${f(bx + w * 0.22)}" y="${f(horizon - 10)}" width="40" height="40" fill="#5b4636"/>`;
  } else {
    // A new road to the hills.
    out += `<path d="M${f(w * 0.48)} ${f(horizon + 10)}h${f(w * 0.04)}l${f(w * 0.3)} ${f(h)}h-${f(w * 0.64)}z" fill="#4a4d52"/><path d="M${f(w * 0.5)} ${f(horizon + 14)}v${f(h)}" stroke="#f2f2f2" stroke-width="6" stroke-dasharray="18 22"/>`;
  }
  for (let i = 0; i < 6; i++) {
    const x = r.range(0, w);
    const y = horizon + r.range(0, 40);
    out += `<rect x="${f(x - 3)}" y="${f(y - 10)}" width="6" height="30" fill="#5b4636"/><circle cx="${f(x)}" cy="${f(y - 22)}" r="${f(r.range(16, 26))}" fill="#3f6b35"/>`;
  }
  return out;
}

/** Articles: an open book with reading glasses, shelves blurred behind. */
function reading(w, h, r) {
  let out = `<rect width="${w}" height="${h}" fill="#5a4332"/>`;
  for (let s = 0; s < 3; s++) {
    out += `<g filter="url(#blur8)"><rect y="${f(s * h * 0.16)}" width="${w}" height="8" fill="#3a2a1f"/>`;
    let x = 0;
    while (x < w) {
      const bw = r.range(14, 30);
      out += `<rect x="${f(x)}" y="${f(s * h * 0.16 + 8)}" width="${f(bw)}" height="${f(h * 0.14)}" fill="${r.pick(['#8c2f2f', '#0b3d6e', '#127a7a', '#c9a227', '#5e6b4a', '#d9d2c5'])}"/>`;
      x += bw + 2;
    }
    out += '</g>';
  }
  out += `<rect y="${f(h * 0.5)}" width="${w}" height="${f(h * 0.5)}" fill="#a07a55"/><rect y="${f(h * 0.5)}" width="${w}" height="${f(h * 0.5)}" fill="url(#floor)"/>`;
  const cx = w * r.range(0.4, 0.6);
  const y0 = h * 0.56;
  out += `<path d="M${f(cx)} ${f(y0 + 20)}q-${f(w * 0.14)} -30 -${f(w * 0.3)} -6l-20 ${f(h * 0.36)}q${f(w * 0.17)} -24 ${f(w * 0.32)} 8z" fill="#fbf8f0"/><path d="M${f(cx)} ${f(y0 + 20)}q${f(w * 0.14)} -30 ${f(w * 0.3)} -6l20 ${f(h * 0.36)}q-${f(w * 0.17)} -24 -${f(w * 0.32)} 8z" fill="#f3efe4"/>`;
  for (let l = 0; l < 9; l++)
    for (const side of [-1, 1])
      out += `<path d="M${f(cx + side * 24)} ${f(y0 + 30 + l * 15)}q${f(side * w * 0.1)} -14 ${f(side * w * 0.22)} -2" stroke="#b5b0a6" stroke-width="3" fill="none"/>`;
  out += `<g fill="none" stroke="#222" stroke-width="5" transform="rotate(${f(r.range(-20, 20))} ${f(cx + w * 0.2)} ${f(h * 0.9)})"><circle cx="${f(cx + w * 0.15)}" cy="${f(h * 0.9)}" r="28"/><circle cx="${f(cx + w * 0.15 + 72)}" cy="${f(h * 0.9)}" r="28"/><path d="M${f(cx + w * 0.15 + 28)} ${f(h * 0.9)}q16 -10 16 0"/></g>`;
  return out;
}

/** Announcements: a notice board with pinned sheets by a doorway. */
function noticeBoard(w, h, r) {
  let out = `<rect width="${w}" height="${h}" fill="${r.pick(['#d8d4cc', '#cfd8df', '#e3dccf'])}"/><rect width="${w}" height="${h}" fill="url(#light)"/>`;
  const bx = w * 0.08;
  const by = h * 0.12;
  const bw = w * 0.84;
  const bh = h * 0.76;
  out += `<rect x="${f(bx + 8)}" y="${f(by + 10)}" width="${f(bw)}" height="${f(bh)}" fill="#000" opacity="0.3" filter="url(#shadow)"/><rect x="${f(bx - 10)}" y="${f(by - 10)}" width="${f(bw + 20)}" height="${f(bh + 20)}" fill="#7a5a3e"/><rect x="${f(bx)}" y="${f(by)}" width="${f(bw)}" height="${f(bh)}" fill="#b88b5c"/>`;
  const n = r.int(5, 7);
  for (let i = 0; i < n; i++) {
    const pw = r.range(110, 160);
    const ph = pw * 1.35;
    const x = bx + 20 + ((i % 4) * (bw - 40)) / 4 + r.range(-10, 10);
    const y = by + 16 + Math.floor(i / 4) * (bh / 2) + r.range(-8, 8);
    const paper = r.pick(['#fbfaf6', '#fff7d6', '#e9f3fb', '#fbfaf6']);
    out += `<g transform="rotate(${f(r.range(-5, 5))} ${f(x + pw / 2)} ${f(y)})"><rect x="${f(x + 4)}" y="${f(y + 6)}" width="${f(pw)}" height="${f(ph)}" fill="#000" opacity="0.25" filter="url(#blur3)"/><rect x="${f(x)}" y="${f(y)}" width="${f(pw)}" height="${f(ph)}" fill="${paper}"/><rect x="${f(x + 14)}" y="${f(y + 18)}" width="${f(pw * 0.6)}" height="9" fill="#0b3d6e"/>`;
    for (let l = 0; l < 7; l++)
      out += `<rect x="${f(x + 14)}" y="${f(y + 40 + l * 14)}" width="${f(r.range(pw * 0.4, pw - 28))}" height="4" fill="#b9c0c8"/>`;
    out += `<circle cx="${f(x + pw / 2)}" cy="${f(y + 6)}" r="6" fill="${r.pick(['#c8102e', '#c9a227', '#127a7a'])}"/></g>`;
  }
  return out;
}

/** Journals: printed issues fanned on a table. */
function magazines(w, h, r) {
  let out = `<rect width="${w}" height="${h}" fill="${r.pick(['#e6e0d6', '#d9dde2', '#ece6da'])}"/><rect width="${w}" height="${h}" fill="url(#light)"/>`;
  const base = r.range(-30, -10);
  const colours = ['#0b3d6e', '#127a7a', '#8c2f2f', '#c9a227', '#2f3b48'];
  for (let i = 0; i < 4; i++) {
    const x = w * 0.18 + i * w * 0.13;
    const y = h * 0.12 + (i % 2) * 14;
    const c = colours[(i + r.int(0, 4)) % colours.length];
    out += `<g transform="rotate(${f(base + i * 12)} ${f(x + 120)} ${f(y + 320)})"><rect x="${f(x + 8)}" y="${f(y + 10)}" width="240" height="320" fill="#000" opacity="0.3" filter="url(#shadow)"/><rect x="${f(x)}" y="${f(y)}" width="240" height="320" fill="#fafafa"/><rect x="${f(x)}" y="${f(y)}" width="240" height="90" fill="${c}"/><rect x="${f(x + 16)}" y="${f(y + 104)}" width="208" height="140" fill="${colours[(i + 2) % 5]}" opacity="0.75"/><circle cx="${f(x + 170)}" cy="${f(y + 170)}" r="40" fill="#fff" opacity="0.35"/><rect x="${f(x + 16)}" y="${f(y + 258)}" width="150" height="8" fill="#c5ccd3"/><rect x="${f(x + 16)}" y="${f(y + 276)}" width="120" height="8" fill="#c5ccd3"/></g>`;
  }
  return out;
}

/** Videos: a camera on a tripod filming a hall, screens glowing behind. */
function studio(w, h, r) {
  let out = `<rect width="${w}" height="${h}" fill="#10161e"/>`;
  for (let i = 0; i < 3; i++) {
    const x = w * (0.1 + i * 0.3);
    out += `<rect x="${f(x)}" y="${f(h * 0.12)}" width="${f(w * 0.24)}" height="${f(h * 0.3)}" fill="${r.pick(['#1e5b8a', '#127a7a', '#2a4d7a'])}" filter="url(#blur8)"/><rect x="${f(x + 10)}" y="${f(h * 0.14)}" width="${f(w * 0.2)}" height="${f(h * 0.08)}" fill="#fff" opacity="0.12" filter="url(#blur8)"/>`;
  }
  for (let i = 0; i < 5; i++)
    out += `<circle cx="${f(r.range(0, w))}" cy="${f(r.range(0, h * 0.2))}" r="${f(r.range(8, 18))}" fill="#ffe9b0" opacity="0.6" filter="url(#blur3)"/>`;
  out += `<rect y="${f(h * 0.7)}" width="${w}" height="${f(h * 0.3)}" fill="#1b222b"/>`;
  const cx = w * r.range(0.35, 0.65);
  out += `<g fill="#2b2f35"><path d="M${f(cx)} ${f(h * 0.52)}l-90 ${f(h * 0.46)}h10l82 -${f(h * 0.4)}zM${f(cx)} ${f(h * 0.52)}l90 ${f(h * 0.46)}h-10l-82 -${f(h * 0.4)}zM${f(cx - 4)} ${f(h * 0.52)}h8v${f(h * 0.46)}h-8z"/></g><rect x="${f(cx - 90)}" y="${f(h * 0.36)}" width="170" height="100" rx="10" fill="#23272d"/><rect x="${f(cx - 90)}" y="${f(h * 0.36)}" width="170" height="100" rx="10" fill="url(#light)"/><rect x="${f(cx + 80)}" y="${f(h * 0.39)}" width="60" height="70" rx="8" fill="#1a1d22"/><circle cx="${f(cx + 140)}" cy="${f(h * 0.48)}" r="34" fill="#0d0f12" stroke="#3a4048" stroke-width="6"/><circle cx="${f(cx + 140)}" cy="${f(h * 0.48)}" r="18" fill="#1e4d7a" opacity="0.8"/><circle cx="${f(cx + 134)}" cy="${f(h * 0.46)}" r="5" fill="#fff" opacity="0.6"/><circle cx="${f(cx - 70)}" cy="${f(h * 0.39)}" r="5" fill="#e23b3b"/>`;
  return out;
}

/** Budget summaries: coins, a calculator and a printed chart on a desk. */
function budgetDesk(w, h, r) {
  let out = `<rect width="${w}" height="${h}" fill="${r.pick(['#e9e4da', '#dfe3e6'])}"/><rect width="${w}" height="${h}" fill="url(#light)"/>`;
  const px = w * r.range(0.05, 0.2);
  out += `<g transform="rotate(${f(r.range(-8, 8))} ${f(px + 200)} ${f(h * 0.5)})"><rect x="${f(px + 8)}" y="${f(h * 0.1 + 10)}" width="400" height="300" fill="#000" opacity="0.2" filter="url(#shadow)"/><rect x="${f(px)}" y="${f(h * 0.1)}" width="400" height="300" fill="#fff"/><circle cx="${f(px + 110)}" cy="${f(h * 0.1 + 150)}" r="80" fill="#0b3d6e"/><path d="M${f(px + 110)} ${f(h * 0.1 + 150)}v-80a80 80 0 0 1 ${f(r.range(40, 80))} 140z" fill="#c9a227"/><path d="M${f(px + 110)} ${f(h * 0.1 + 150)}l-69 40a80 80 0 0 1 -2 -80z" fill="#127a7a"/>`;
  for (let b = 0; b < 5; b++) {
    const bh = r.range(40, 160);
    out += `<rect x="${f(px + 230 + b * 30)}" y="${f(h * 0.1 + 250 - bh)}" width="20" height="${f(bh)}" fill="${b % 2 ? '#127a7a' : '#0b3d6e'}"/>`;
  }
  out += '</g>';
  const kx = w * r.range(0.6, 0.7);
  out += `<rect x="${f(kx + 8)}" y="${f(h * 0.3 + 10)}" width="170" height="240" rx="16" fill="#000" opacity="0.3" filter="url(#shadow)"/><rect x="${f(kx)}" y="${f(h * 0.3)}" width="170" height="240" rx="16" fill="#2b2f35"/><rect x="${f(kx + 16)}" y="${f(h * 0.3 + 16)}" width="138" height="44" rx="4" fill="#9fb8a0"/>`;
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++)
      out += `<rect x="${f(kx + 16 + j * 36)}" y="${f(h * 0.3 + 74 + i * 40)}" width="30" height="32" rx="5" fill="${j === 3 ? '#c9a227' : '#e3e6ea'}"/>`;
  for (let s = 0; s < 3; s++) {
    const cx = w * (0.1 + s * 0.14) + r.range(-10, 10);
    const n = r.int(4, 8);
    for (let k = 0; k < n; k++)
      out += `<ellipse cx="${f(cx)}" cy="${f(h * 0.92 - k * 9)}" rx="34" ry="11" fill="#b8902a" stroke="#8a6a1a" stroke-width="2"/>`;
    out += `<ellipse cx="${f(cx)}" cy="${f(h * 0.92 - (n - 1) * 9)}" rx="34" ry="11" fill="#d9b54a"/>`;
  }
  return out;
}

/** Infographics: clean panels of charts and pictograms on the institution's colours. */
function infographic(w, h, r) {
  let out = `<rect width="${w}" height="${h}" fill="${r.pick(['#0b3d6e', '#f4f6f8', '#127a7a'])}"/>`;
  const cols = 3;
  for (let i = 0; i < cols; i++) {
    const x = 30 + i * ((w - 60) / cols);
    const pw = (w - 60) / cols - 20;
    out += `<rect x="${f(x)}" y="40" width="${f(pw)}" height="${f(h - 80)}" rx="14" fill="#fff"/>`;
    const kind = (i + r.int(0, 2)) % 3;
    if (kind === 0) {
      for (let b = 0; b < 5; b++) {
        const bh = r.range(40, h - 200);
        out += `<rect x="${f(x + 20 + (b * (pw - 40)) / 5)}" y="${f(h - 60 - bh)}" width="${f((pw - 40) / 5 - 8)}" height="${f(bh)}" rx="3" fill="${b === 2 ? '#c9a227' : '#0b3d6e'}"/>`;
      }
    } else if (kind === 1) {
      const cx = x + pw / 2;
      const cy = h / 2;
      const a = r.range(0.3, 0.8) * 2 * Math.PI;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="70" fill="none" stroke="#e3e9f0" stroke-width="26"/><path d="M${f(cx)} ${f(cy - 70)}A70 70 0 ${a > Math.PI ? 1 : 0} 1 ${f(cx + 70 * Math.sin(a))} ${f(cy - 70 * Math.cos(a))}" fill="none" stroke="#127a7a" stroke-width="26"/>`;
    } else {
      for (let p = 0; p < 20; p++) {
        const px = x + 28 + ((p % 5) * (pw - 56)) / 4;
        const py = 90 + Math.floor(p / 5) * 70;
        const on = p < r.int(6, 16);
        out += `<circle cx="${f(px)}" cy="${f(py)}" r="11" fill="${on ? '#0b3d6e' : '#d5dde6'}"/><path d="M${f(px - 16)} ${f(py + 40)}q0 -24 16 -24q16 0 16 24z" fill="${on ? '#0b3d6e' : '#d5dde6'}"/>`;
      }
    }
  }
  return out;
}

/** Each kind of item and the subject of its photos. */
export const SCENES = {
  xeberler: meeting,
  dercler: auditDesk,
  layiheler: (w, h, r, i) => outdoor(w, h, r, i % 4),
  cixislar: podium,
  musahibeler: interview,
  meqaleler: reading,
  elanlar: noticeBoard,
  jurnallar: magazines,
  videolar: studio,
  budce_xulasesi: budgetDesk,
  infoqrafikler: infographic,
};

/** The SVG of photo `index` (0-based) of a kind, `w`×`h`. */
export function sceneSvg(kind, index, w, h) {
  const seed = [...kind].reduce((a, c) => (a * 31 + c.charCodeAt(0)) >>> 0, 7) + index * 977;
  const r = rng(seed);
  const body = SCENES[kind](w, h, r, index);
  // Grain and vignette over the whole picture, so flat areas read as photographed.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs(seed)}<g filter="url(#grain)">${body}<rect width="${w}" height="${h}" fill="url(#light)" opacity="0.5"/></g></svg>`;
}
