#!/usr/bin/env node
/**
 * make-demo-media.mjs — generates the small demo images and PDF documents that
 * the demo seed content points at, under public/:
 *
 *   public/img/<folder>/1.png .. 8.png     800x450 content photos (16:9) for
 *       xeberler, dercler, layiheler, cixislar, musahibeler, meqaleler,
 *       elanlar, jurnallar, videolar, budce_xulasesi, infoqrafikler
 *   public/img/layihe_category/{1,2,3,11,12}.png   400x400 project category images
 *   public/img/content/1.png .. 6.png      800x500 images used inside HTML bodies
 *   public/files/qanunlar/1..8.pdf, public/files/budce_xulasesi/1..12.pdf,
 *   public/files/infoqrafikler/1..20.pdf   one-page A4 PDF 1.4 demo documents
 *
 * The images are abstract illustrations on the institution's palette (navy
 * #0b3d6e, teal #127a7a, gold #c9a227, light grey #e9eef3, white): gradients plus
 * flat shapes such as charts, a classical public building, document stacks, a
 * magnifying glass, a low-poly map, a calculator. They are drawn by a tiny
 * anti-aliased polygon rasteriser and encoded as 8-bit RGB PNG (node:zlib for
 * deflate, CRC32 computed here). PDFs are written by hand with a correct xref.
 *
 * Deterministic: no Math.random, no clocks, no environment input. Every image
 * uses a seeded PRNG (mulberry32) keyed by folder and image index, so running
 * the script twice produces byte-identical files (for the same Node/zlib build).
 *
 * Usage: node demo/make-media.mjs      (only node: built-ins, Node 20+)
 */
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const PUBLIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const { PI, sin, cos, hypot, atan2, max, min, floor, ceil, round } = Math;

// ---------------------------------------------------------------------------
// Colours and themes
// ---------------------------------------------------------------------------
const mix = (a, b, t) => [0, 1, 2].map((i) => round(a[i] + (b[i] - a[i]) * t));
const lum = (c) => 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];
const NAVY = [11, 61, 110];
const TEAL = [18, 122, 122];
const GOLD = [201, 162, 39];
const GREY = [233, 238, 243];
const WHITE = [255, 255, 255];
const BLACK = [0, 0, 0];
const NAVY_DK = mix(NAVY, BLACK, 0.35);
const TEAL_DK = mix(TEAL, BLACK, 0.3);
const TEAL_LT = mix(TEAL, WHITE, 0.35);
const GOLD_DK = mix(GOLD, BLACK, 0.18);

// fg/fg2/accent: shapes drawn straight on the background; card: panel colour;
// ink/ink2/muted: shapes drawn on a card; deco: background ornaments.
const THEMES = {
  navy: {
    bg0: mix(NAVY, WHITE, 0.06),
    bg1: NAVY_DK,
    dir: 'v',
    fg: GREY,
    fg2: TEAL_LT,
    accent: GOLD,
    card: WHITE,
    ink: NAVY,
    ink2: TEAL,
    muted: mix(GREY, NAVY, 0.1),
    deco: WHITE,
    panel: mix(NAVY, TEAL, 0.6),
    shadow: 0.28,
  },
  light: {
    bg0: WHITE,
    bg1: GREY,
    dir: 'v',
    fg: NAVY,
    fg2: TEAL,
    accent: GOLD,
    card: WHITE,
    ink: NAVY,
    ink2: TEAL,
    muted: GREY,
    deco: NAVY,
    panel: NAVY,
    shadow: 0.1,
  },
  teal: {
    bg0: mix(TEAL, WHITE, 0.06),
    bg1: TEAL_DK,
    dir: 'v',
    fg: WHITE,
    fg2: NAVY,
    accent: GOLD,
    card: WHITE,
    ink: NAVY,
    ink2: TEAL,
    muted: GREY,
    deco: WHITE,
    panel: NAVY,
    shadow: 0.25,
  },
  greyNavy: {
    bg0: GREY,
    bg1: mix(GREY, NAVY, 0.16),
    dir: 'v',
    fg: NAVY,
    fg2: TEAL,
    accent: GOLD,
    card: NAVY,
    ink: WHITE,
    ink2: GOLD,
    muted: mix(NAVY, WHITE, 0.22),
    deco: NAVY,
    panel: TEAL,
    shadow: 0.16,
  },
  navyTeal: {
    bg0: NAVY_DK,
    bg1: TEAL,
    dir: 'h',
    fg: WHITE,
    fg2: mix(GREY, TEAL, 0.25),
    accent: GOLD,
    card: GREY,
    ink: NAVY,
    ink2: TEAL,
    muted: mix(GREY, NAVY, 0.12),
    deco: WHITE,
    panel: mix(NAVY, BLACK, 0.2),
    shadow: 0.28,
  },
  cream: {
    bg0: mix(GOLD, WHITE, 0.9),
    bg1: mix(GOLD, WHITE, 0.76),
    dir: 'v',
    fg: NAVY,
    fg2: TEAL,
    accent: GOLD_DK,
    card: WHITE,
    ink: NAVY,
    ink2: TEAL,
    muted: GREY,
    deco: NAVY,
    panel: NAVY,
    shadow: 0.1,
  },
};

// Theme used for a secondary motif that sits on a coloured panel.
function panelTheme(t) {
  return {
    ...t,
    bg0: t.panel,
    bg1: t.panel,
    fg: WHITE,
    fg2: mix(WHITE, t.panel, 0.35),
    accent: GOLD,
    card: WHITE,
    ink: NAVY,
    ink2: TEAL,
    muted: GREY,
    deco: WHITE,
    shadow: 0.22,
  };
}

// ---------------------------------------------------------------------------
// Deterministic PRNG
// ---------------------------------------------------------------------------
function makeRng(seed) {
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
    int: (lo, hi) => lo + floor(next() * (hi - lo + 1)),
    pick: (arr) => arr[floor(next() * arr.length)],
  };
}

// ---------------------------------------------------------------------------
// PNG encoder (colour type 2, 8-bit RGB)
// ---------------------------------------------------------------------------
const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf) {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function paeth(a, b, c) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

// mode: 0..4 = that filter on every row, -1 = per-row minimum-sum heuristic.
function filterImage(w, h, px, mode) {
  const stride = w * 3;
  const out = Buffer.alloc((stride + 1) * h);
  const zero = new Uint8Array(stride);
  const cand = [0, 1, 2, 3, 4].map(() => new Uint8Array(stride));
  for (let y = 0; y < h; y++) {
    const row = px.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? px.subarray((y - 1) * stride, y * stride) : zero;
    const types = mode < 0 ? [0, 1, 2, 3, 4] : [mode];
    let best = types[0];
    let bestScore = Infinity;
    for (const ft of types) {
      const f = cand[ft];
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const a = i >= 3 ? row[i - 3] : 0;
        const b = up[i];
        const c = i >= 3 ? up[i - 3] : 0;
        let v;
        if (ft === 0) v = row[i];
        else if (ft === 1) v = row[i] - a;
        else if (ft === 2) v = row[i] - b;
        else if (ft === 3) v = row[i] - ((a + b) >> 1);
        else v = row[i] - paeth(a, b, c);
        v &= 0xff;
        f[i] = v;
        score += v < 128 ? v : 256 - v;
      }
      if (score < bestScore) {
        bestScore = score;
        best = ft;
      }
    }
    const o = y * (stride + 1);
    out[o] = best;
    out.set(cand[best], o + 1);
  }
  return out;
}

function encodePng(w, h, px) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour RGB
  ihdr[10] = 0; // compression
  ihdr[11] = 0; // filter method
  ihdr[12] = 0; // no interlace
  let idat = null;
  for (const mode of [-1, 1, 2]) {
    const z = deflateSync(filterImage(w, h, px, mode), { level: 9, memLevel: 9 });
    if (!idat || z.length < idat.length) idat = z;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------------------
// Geometry helpers (polygons are arrays of [x, y])
// ---------------------------------------------------------------------------
const rect = (x, y, w, h) => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];

function arcPts(cx, cy, r, a0, a1, n) {
  const steps = n || max(4, ceil((Math.abs(a1 - a0) * max(r, 1)) / 3));
  const pts = [];
  for (let i = 0; i <= steps; i++) {
    const a = a0 + ((a1 - a0) * i) / steps;
    pts.push([cx + cos(a) * r, cy + sin(a) * r]);
  }
  return pts;
}

function ellipse(cx, cy, rx, ry) {
  const n = max(24, min(180, ceil(max(rx, ry) * 0.9)));
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 2 * PI;
    pts.push([cx + cos(a) * rx, cy + sin(a) * ry]);
  }
  return pts;
}
const circle = (cx, cy, r) => ellipse(cx, cy, r, r);
const ring = (cx, cy, r, th) => [circle(cx, cy, r + th / 2), circle(cx, cy, max(0.1, r - th / 2))];
const annular = (cx, cy, r0, r1, a0, a1) => [
  ...arcPts(cx, cy, r1, a0, a1),
  ...arcPts(cx, cy, r0, a1, a0),
];
const sector = (cx, cy, r, a0, a1) => [[cx, cy], ...arcPts(cx, cy, r, a0, a1)];

function roundRect(x, y, w, h, r) {
  r = max(0, min(r, w / 2, h / 2));
  if (r < 0.5) return rect(x, y, w, h);
  return [
    ...arcPts(x + w - r, y + r, r, -PI / 2, 0),
    ...arcPts(x + w - r, y + h - r, r, 0, PI / 2),
    ...arcPts(x + r, y + h - r, r, PI / 2, PI),
    ...arcPts(x + r, y + r, r, PI, 1.5 * PI),
  ];
}
// Rounded only at the top (bars).
const roundTop = (x, y, w, h, r) => {
  r = min(r, w / 2, h / 2);
  return [roundRect(x, y, w, h, r), rect(x, y + r, w, h - r)];
};

function seg(x0, y0, x1, y1, w) {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const L = hypot(dx, dy) || 1;
  const nx = (-dy / L) * (w / 2);
  const ny = (dx / L) * (w / 2);
  return [
    [x0 + nx, y0 + ny],
    [x1 + nx, y1 + ny],
    [x1 - nx, y1 - ny],
    [x0 - nx, y0 - ny],
  ];
}

// Thick polyline with round joins and caps.
function stroke(pts, w, closed = false) {
  const polys = [];
  const n = pts.length;
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const a = pts[i];
    const b = pts[(i + 1) % n];
    polys.push(seg(a[0], a[1], b[0], b[1], w));
  }
  for (const p of pts) polys.push(circle(p[0], p[1], w / 2));
  return polys;
}

const rot = (poly, cx, cy, a) =>
  poly.map(([x, y]) => [
    cx + (x - cx) * cos(a) - (y - cy) * sin(a),
    cy + (x - cx) * sin(a) + (y - cy) * cos(a),
  ]);
const move = (poly, dx, dy) => poly.map(([x, y]) => [x + dx, y + dy]);

function signedArea(poly) {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const [x0, y0] = poly[i];
    const [x1, y1] = poly[(i + 1) % poly.length];
    s += x0 * y1 - x1 * y0;
  }
  return s / 2;
}

const isPoly = (s) => typeof s[0][0] === 'number';

// Fit a box of the given aspect ratio (w/h) centred inside b.
function fit(b, aspect) {
  let w = b.w;
  let h = b.w / aspect;
  if (h > b.h) {
    h = b.h;
    w = h * aspect;
  }
  return { x: b.x + (b.w - w) / 2, y: b.y + (b.h - h) / 2, w, h };
}

// ---------------------------------------------------------------------------
// Canvas with an anti-aliased scanline polygon filler
// ---------------------------------------------------------------------------
class Canvas {
  constructor(w, h) {
    this.w = w;
    this.h = h;
    this.px = new Uint8Array(w * h * 3);
  }

  gradient(c0, c1, dir = 'v') {
    const { w, h, px } = this;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const t = dir === 'v' ? y / (h - 1) : x / (w - 1);
        const i = (y * w + x) * 3;
        px[i] = round(c0[0] + (c1[0] - c0[0]) * t);
        px[i + 1] = round(c0[1] + (c1[1] - c0[1]) * t);
        px[i + 2] = round(c0[2] + (c1[2] - c0[2]) * t);
      }
    }
  }

  // shape: one polygon or an array of polygons. Non-zero union (polygons are
  // normalised to one orientation) unless evenOdd, which is used for holes.
  // aa = false gives crisp pixel-centre coverage (used for mesh interiors,
  // where hundreds of soft edges would bloat the PNG).
  fill(shape, color, alpha = 1, evenOdd = false, aa = true) {
    if (alpha <= 0) return;
    const polys = isPoly(shape) ? [shape] : shape;
    const edges = [];
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let poly of polys) {
      if (poly.length < 3) continue;
      if (!evenOdd && signedArea(poly) < 0) poly = [...poly].reverse();
      const n = poly.length;
      for (let i = 0; i < n; i++) {
        const [x0, y0] = poly[i];
        const [x1, y1] = poly[(i + 1) % n];
        minX = min(minX, x0);
        maxX = max(maxX, x0);
        minY = min(minY, y0);
        maxY = max(maxY, y0);
        if (y0 === y1) continue;
        edges.push(y0 < y1 ? [x0, y0, x1, y1, 1] : [x1, y1, x0, y0, -1]);
      }
    }
    const W = this.w;
    const px0 = max(0, floor(minX));
    const px1 = min(W - 1, ceil(maxX));
    const py0 = max(0, floor(minY));
    const py1 = min(this.h - 1, ceil(maxY));
    if (px0 > px1 || py0 > py1 || edges.length === 0) return;
    const bw = px1 - px0 + 2;
    const cov = new Float32Array(bw);
    const SS = aa ? 4 : 1;
    const xs = [];
    const addSpan = (xa, xb, wgt) => {
      xa = max(xa, px0) - px0;
      xb = min(xb, px1 + 1) - px0;
      if (xb <= xa) return;
      const ia = floor(xa);
      const ib = floor(xb);
      if (ia === ib) {
        cov[ia] += (xb - xa) * wgt;
        return;
      }
      cov[ia] += (ia + 1 - xa) * wgt;
      for (let i = ia + 1; i < ib; i++) cov[i] += wgt;
      if (ib < bw) cov[ib] += (xb - ib) * wgt;
    };
    const px = this.px;
    const [cr, cg, cb] = color;
    for (let y = py0; y <= py1; y++) {
      cov.fill(0);
      let any = false;
      for (let s = 0; s < SS; s++) {
        const sy = y + (s + 0.5) / SS;
        xs.length = 0;
        for (const e of edges) {
          if (sy >= e[1] && sy < e[3]) {
            xs.push([e[0] + ((sy - e[1]) * (e[2] - e[0])) / (e[3] - e[1]), e[4]]);
          }
        }
        if (xs.length < 2) continue;
        xs.sort((a, b) => a[0] - b[0]);
        let wind = 0;
        for (let k = 0; k < xs.length - 1; k++) {
          wind += evenOdd ? 1 : xs[k][1];
          const inside = evenOdd ? (wind & 1) === 1 : wind !== 0;
          if (inside && xs[k + 1][0] > xs[k][0]) {
            addSpan(xs[k][0], xs[k + 1][0], 1 / SS);
            any = true;
          }
        }
      }
      if (!any) continue;
      for (let i = 0; i <= px1 - px0; i++) {
        let c = cov[i];
        if (!aa) c = c >= 0.5 ? 1 : 0;
        if (c <= 0.001) continue;
        // Quantised coverage keeps the number of distinct edge colours low.
        const a = round(min(1, c) * alpha * 32) / 32;
        if (a <= 0) continue;
        const o = (y * W + px0 + i) * 3;
        if (a >= 1) {
          px[o] = cr;
          px[o + 1] = cg;
          px[o + 2] = cb;
        } else {
          px[o] = round(px[o] + (cr - px[o]) * a);
          px[o + 1] = round(px[o + 1] + (cg - px[o + 1]) * a);
          px[o + 2] = round(px[o + 2] + (cb - px[o + 2]) * a);
        }
      }
    }
  }

  // Fill with a flat offset drop shadow underneath.
  shadowed(shape, color, t, dx, dy) {
    const polys = isPoly(shape) ? [shape] : shape;
    this.fill(
      polys.map((p) => move(p, dx, dy)),
      BLACK,
      t.shadow,
    );
    this.fill(polys, color);
  }
}

// Placeholder "text": rounded bars of varying length.
function textLines(c, x, y, w, n, gap, th, color, r, alpha = 1) {
  for (let i = 0; i < n; i++) {
    const lw = i === n - 1 ? w * r.range(0.35, 0.6) : w * r.range(0.78, 1);
    c.fill(roundRect(x, y + i * gap, lw, th, th / 2), color, alpha);
  }
}

function card(c, B, t, rad) {
  const s = roundRect(B.x, B.y, B.w, B.h, rad);
  c.shadowed(s, t.card, t, max(3, B.w * 0.015), max(4, B.w * 0.025));
}

// ---------------------------------------------------------------------------
// Motifs: each draws into box b = {x, y, w, h} with theme t and rng r.
// ---------------------------------------------------------------------------
const MOTIFS = {
  barChart(c, b, t, r) {
    const { x, y, w, h } = fit(b, 1.4);
    card(c, { x, y, w, h }, t, w * 0.05);
    const px = x + w * 0.09;
    const pw = w * 0.82;
    const top = y + h * 0.24;
    const bot = y + h * 0.86;
    c.fill(roundRect(px, y + h * 0.08, w * 0.32, h * 0.045, h * 0.02), t.ink);
    c.fill(roundRect(px + w * 0.36, y + h * 0.08, w * 0.14, h * 0.045, h * 0.02), t.muted);
    for (let i = 0; i < 4; i++) {
      c.fill(rect(px, top + ((bot - top) * i) / 4, pw, max(1, h * 0.006)), t.muted);
    }
    const n = r.int(5, 7);
    const gapF = 0.45;
    const bwid = pw / (n + (n + 1) * gapF);
    const gap = bwid * gapF;
    const hi = r.int(0, n - 1);
    let v = r.range(0.25, 0.45);
    const tops = [];
    for (let i = 0; i < n; i++) {
      v = max(0.2, min(0.95, v + r.range(-0.14, 0.22)));
      const bx = px + gap + i * (bwid + gap);
      const bh = (bot - top) * v;
      c.fill(
        roundTop(bx, bot - bh, bwid, bh, bwid * 0.2),
        i === hi ? t.accent : i % 2 ? t.ink2 : t.ink,
      );
      tops.push([bx + bwid / 2, bot - bh - h * 0.06]);
    }
    c.fill(rect(px, bot, pw, max(2, h * 0.012)), t.ink);
    if (r.next() < 0.6) {
      c.fill(stroke(tops, max(2, w * 0.007)), t.accent);
      for (const p of tops) c.fill(circle(p[0], p[1], w * 0.011), t.accent);
    }
  },

  lineChart(c, b, t, r) {
    const { x, y, w, h } = fit(b, 1.45);
    card(c, { x, y, w, h }, t, w * 0.05);
    const px = x + w * 0.09;
    const pw = w * 0.82;
    const top = y + h * 0.26;
    const bot = y + h * 0.86;
    c.fill(roundRect(px, y + h * 0.08, w * 0.28, h * 0.045, h * 0.02), t.ink);
    c.fill(roundRect(px + pw - w * 0.2, y + h * 0.085, w * 0.035, h * 0.035, 2), t.ink2);
    c.fill(roundRect(px + pw - w * 0.155, y + h * 0.09, w * 0.06, h * 0.025, 2), t.muted);
    c.fill(roundRect(px + pw - w * 0.085, y + h * 0.085, w * 0.035, h * 0.035, 2), t.accent);
    for (let i = 0; i <= 4; i++) {
      c.fill(rect(px, top + ((bot - top) * i) / 4, pw, max(1, h * 0.006)), t.muted);
    }
    const n = r.int(6, 8);
    const series = (lo, hi, drift) => {
      const pts = [];
      let v = r.range(lo, hi);
      for (let i = 0; i < n; i++) {
        v = max(0.08, min(0.95, v + r.range(-0.16, 0.16) + drift));
        pts.push([px + (pw * i) / (n - 1), bot - (bot - top) * v]);
      }
      return pts;
    };
    const s1 = series(0.15, 0.35, 0.08);
    const s2 = series(0.3, 0.5, 0.0);
    c.fill([...s1, [px + pw, bot], [px, bot]], t.ink2, 0.16);
    c.fill(stroke(s2, max(2, w * 0.006)), t.accent);
    c.fill(stroke(s1, max(3, w * 0.011)), t.ink2);
    for (const p of s1) {
      c.fill(circle(p[0], p[1], w * 0.016), t.ink2);
      c.fill(circle(p[0], p[1], w * 0.008), t.card);
    }
  },

  donut(c, b, t, r) {
    const { x, y, w, h } = fit(b, 1.55);
    const cx = x + w * 0.3;
    const cy = y + h * 0.5;
    const ro = h * 0.46;
    const ri = ro * 0.6;
    const n = r.int(3, 5);
    const vals = Array.from({ length: n }, () => r.range(0.15, 0.5));
    const sum = vals.reduce((a, v) => a + v, 0);
    const cols = [t.fg, t.fg2, t.accent, mix(t.fg, t.bg1, 0.55), mix(t.fg2, t.bg1, 0.45)];
    let a = -PI / 2 + r.range(-0.4, 0.4);
    const gap = 0.035;
    vals.forEach((v, i) => {
      const ang = (v / sum) * 2 * PI;
      const off = i === 2 ? ro * 0.05 : 0;
      const mid = a + ang / 2;
      c.fill(
        move(
          annular(cx, cy, ri, ro, a + gap / 2, a + ang - gap / 2),
          cos(mid) * off,
          sin(mid) * off,
        ),
        cols[i],
      );
      a += ang;
    });
    c.fill(roundRect(cx - ri * 0.55, cy - h * 0.05, ri * 1.1, h * 0.06, h * 0.03), t.fg);
    c.fill(roundRect(cx - ri * 0.35, cy + h * 0.04, ri * 0.7, h * 0.035, h * 0.018), t.fg, 0.5);
    const lx = x + w * 0.66;
    const rowH = (h * 0.7) / n;
    vals.forEach((v, i) => {
      const ly = y + h * 0.15 + i * rowH;
      c.fill(roundRect(lx, ly, h * 0.07, h * 0.07, h * 0.015), cols[i]);
      c.fill(
        roundRect(lx + h * 0.11, ly + h * 0.005, w * r.range(0.12, 0.22), h * 0.035, h * 0.017),
        t.fg,
        0.8,
      );
      c.fill(
        roundRect(lx + h * 0.11, ly + h * 0.055, w * r.range(0.08, 0.16), h * 0.022, h * 0.011),
        t.fg,
        0.4,
      );
    });
  },

  pie(c, b, t, r) {
    const { x, y, w, h } = fit(b, 1.55);
    const cx = x + w * 0.32;
    const cy = y + h * 0.5;
    const R = h * 0.44;
    const n = r.int(3, 5);
    const vals = Array.from({ length: n }, () => r.range(0.15, 0.5));
    const sum = vals.reduce((a, v) => a + v, 0);
    const cols = [
      t.fg2,
      t.fg,
      mix(t.fg2, t.bg1, 0.4),
      mix(t.fg, t.bg1, 0.5),
      mix(t.fg2, t.fg, 0.5),
    ];
    const ex = r.int(0, n - 1);
    c.fill(circle(cx + R * 0.04, cy + R * 0.06, R), BLACK, t.shadow * 0.6);
    let a = -PI / 2;
    vals.forEach((v, i) => {
      const ang = (v / sum) * 2 * PI;
      const mid = a + ang / 2;
      const off = i === ex ? R * 0.12 : 0;
      c.fill(
        move(sector(cx, cy, R, a, a + ang), cos(mid) * off, sin(mid) * off),
        i === ex ? t.accent : cols[i],
      );
      a += ang;
    });
    // Thin separators between the slices.
    a = -PI / 2;
    vals.forEach((v) => {
      c.fill(seg(cx, cy, cx + cos(a) * R, cy + sin(a) * R, max(1.5, R * 0.025)), t.bg1, 0.6);
      a += (v / sum) * 2 * PI;
    });
    const lx = x + w * 0.7;
    const bw = w * 0.06;
    vals.forEach((v, i) => {
      const bh = h * 0.7 * (v / max(...vals));
      c.fill(
        roundTop(lx + i * bw * 1.35, y + h * 0.85 - bh, bw, bh, bw * 0.25),
        i === ex ? t.accent : cols[i],
      );
    });
    c.fill(rect(lx - bw * 0.3, y + h * 0.85, bw * 1.35 * n + bw * 0.2, max(2, h * 0.012)), t.fg);
  },

  building(c, b, t, r) {
    const { x, y, w, h } = fit(b, 1.2);
    const X = (f) => x + f * w;
    const Y = (f) => y + f * h;
    const col = t.fg;
    const cut = t.bg1;
    const dome = r.next() < 0.4;
    // Steps.
    [
      [0.02, 0.955, 0.96],
      [0.06, 0.915, 0.88],
      [0.1, 0.875, 0.8],
    ].forEach(([fx, fy, fw]) => c.fill(rect(X(fx), Y(fy), fw * w, 0.036 * h), col));
    // Columns.
    const n = r.pick([4, 5, 6, 6]);
    const cw = n === 4 ? 0.075 : 0.062;
    for (let i = 0; i < n; i++) {
      const cx = 0.17 + (0.66 * i) / (n - 1);
      c.fill(rect(X(cx - cw / 2), Y(0.44), cw * w, 0.41 * h), col);
      c.fill(rect(X(cx - cw * 0.78), Y(0.415), cw * 1.56 * w, 0.032 * h), col);
      c.fill(rect(X(cx - cw * 0.7), Y(0.84), cw * 1.4 * w, 0.035 * h), col);
      c.fill(rect(X(cx - 0.005), Y(0.47), 0.01 * w, 0.34 * h), cut, 0.22);
    }
    // Entablature.
    c.fill(rect(X(0.07), Y(0.33), 0.86 * w, 0.085 * h), col);
    c.fill(rect(X(0.07), Y(0.37), 0.86 * w, 0.01 * h), cut, 0.35);
    if (!dome) {
      c.fill(
        [
          [X(0.03), Y(0.335)],
          [X(0.5), Y(0.1)],
          [X(0.97), Y(0.335)],
        ],
        col,
      );
      c.fill(
        [
          [X(0.17), Y(0.31)],
          [X(0.5), Y(0.16)],
          [X(0.83), Y(0.31)],
        ],
        cut,
        0.28,
      );
      c.fill(circle(X(0.5), Y(0.255), 0.035 * w), t.accent);
      c.fill(rect(X(0.497), Y(0.0), 0.006 * w, 0.11 * h), col);
      c.fill(rect(X(0.503), Y(0.005), 0.09 * w, 0.05 * h), t.accent);
    } else {
      c.fill(rect(X(0.12), Y(0.27), 0.76 * w, 0.065 * h), col);
      c.fill(rect(X(0.3), Y(0.19), 0.4 * w, 0.085 * h), col);
      for (let i = 0; i < 5; i++)
        c.fill(rect(X(0.335 + i * 0.075), Y(0.205), 0.03 * w, 0.055 * h), cut, 0.3);
      c.fill(
        sector(X(0.5), Y(0.195), 0.17 * w, PI, 2 * PI).map(([px, py]) => [
          px,
          Y(0.195) + (py - Y(0.195)) * 0.75,
        ]),
        col,
      );
      c.fill(rect(X(0.485), Y(0.02), 0.03 * w, 0.05 * h), col);
      c.fill(rect(X(0.497), Y(-0.05), 0.006 * w, 0.08 * h), col);
      c.fill(rect(X(0.503), Y(-0.05), 0.08 * w, 0.045 * h), t.accent);
    }
  },

  documents(c, b, t, r) {
    const { x, y, w, h } = fit(b, 1.1);
    const pw = w * 0.5;
    const ph = pw * 1.32;
    const page = (cx, cy, ang, fillc, front) => {
      const x0 = cx - pw / 2;
      const y0 = cy - ph / 2;
      const T = (p) => rot(p, cx, cy, ang);
      const fold = pw * 0.16;
      const body = [
        [x0, y0],
        [x0 + pw - fold, y0],
        [x0 + pw, y0 + fold],
        [x0 + pw, y0 + ph],
        [x0, y0 + ph],
      ];
      c.shadowed(T(body), fillc, t, pw * 0.03, pw * 0.045);
      c.fill(
        T([
          [x0 + pw - fold, y0],
          [x0 + pw - fold, y0 + fold],
          [x0 + pw, y0 + fold],
        ]),
        t.muted,
      );
      if (!front) return;
      c.fill(T(roundRect(x0 + pw * 0.12, y0 + ph * 0.1, pw * 0.5, ph * 0.045, 3)), t.ink);
      c.fill(T(roundRect(x0 + pw * 0.12, y0 + ph * 0.18, pw * 0.3, ph * 0.03, 3)), t.ink2);
      for (let i = 0; i < 6; i++) {
        const lw = i === 5 ? pw * 0.4 : pw * r.range(0.6, 0.76);
        c.fill(
          T(roundRect(x0 + pw * 0.12, y0 + ph * (0.3 + i * 0.075), lw, ph * 0.025, 3)),
          t.muted,
        );
      }
      const sx = x0 + pw * 0.74;
      const sy = y0 + ph * 0.82;
      const [scx, scy] = T([[sx, sy]])[0];
      c.fill(circle(scx, scy, pw * 0.11), t.accent);
      c.fill(ring(scx, scy, pw * 0.075, pw * 0.015), WHITE, 0.8, true);
      c.fill(T(roundRect(x0 + pw * 0.12, y0 + ph * 0.84, pw * 0.35, ph * 0.018, 2)), t.ink, 0.7);
    };
    const back = mix(t.card, t.ink, 0.1);
    page(x + w * 0.36, y + h * 0.47, -0.17, back, false);
    page(x + w * 0.62, y + h * 0.47, 0.12, mix(t.card, t.ink, 0.05), false);
    page(x + w * 0.5, y + h * 0.53, r.range(-0.04, 0.04), t.card, true);
  },

  magnifier(c, b, t, r) {
    const { x, y, w } = fit(b, 1);
    const cx = x + w * 0.42;
    const cy = y + w * 0.42;
    const R = w * 0.3;
    const th = w * 0.055;
    c.fill(circle(cx, cy, R), t.card, 0.2);
    // Mini chart inside the lens.
    const base = cy + R * 0.42;
    const bw = R * 0.22;
    [0.35, 0.62, 0.9].forEach((v, i) => {
      const bh = R * v * r.range(0.8, 1);
      c.fill(
        roundTop(cx - R * 0.48 + i * bw * 1.45, base - bh, bw, bh, bw * 0.2),
        i === 2 ? t.accent : t.fg2,
      );
    });
    c.fill(rect(cx - R * 0.58, base, R * 1.16, max(2, R * 0.04)), t.fg);
    const a = PI / 4;
    const hx0 = cx + cos(a) * (R + th * 0.5);
    const hy0 = cy + sin(a) * (R + th * 0.5);
    c.fill(
      stroke(
        [
          [hx0 + w * 0.03, hy0 + w * 0.03],
          [x + w * 0.9, y + w * 0.9],
        ],
        w * 0.085,
      ),
      t.accent,
    );
    c.fill(seg(hx0 - w * 0.005, hy0 - w * 0.005, hx0 + w * 0.05, hy0 + w * 0.05, w * 0.11), t.fg);
    c.fill(ring(cx, cy, R, th), t.fg, 1, true);
    c.fill(annular(cx, cy, R * 0.72, R * 0.8, PI * 1.1, PI * 1.4), WHITE, 0.55);
  },

  mapMesh(c, b, t, r) {
    const { x, y, w, h } = fit(b, 1.4);
    const cols = 11;
    const rows = 8;
    const pts = [];
    for (let j = 0; j <= rows; j++) {
      const row = [];
      for (let i = 0; i <= cols; i++) {
        const jx = i > 0 && i < cols ? r.range(-0.32, 0.32) : 0;
        const jy = j > 0 && j < rows ? r.range(-0.32, 0.32) : 0;
        row.push([(i + jx) / cols, (j + jy) / rows]);
      }
      pts.push(row);
    }
    const p0 = r.range(0, 6.28);
    const p1 = r.range(0, 6.28);
    const inside = (fx, fy) => {
      const dx = (fx - 0.5) / 0.47;
      const dy = (fy - 0.5) / 0.45;
      const ang = atan2(dy, dx);
      return hypot(dx, dy) < 0.92 * (1 + 0.12 * sin(3 * ang + p0) + 0.07 * sin(5 * ang + p1));
    };
    const shades = [t.fg2, mix(t.fg2, t.fg, 0.35), mix(t.fg2, t.bg0, 0.35), mix(t.fg, t.bg0, 0.3)];
    const centres = [];
    const toPx = ([fx, fy]) => [x + fx * w, y + fy * h];
    const tris = [];
    for (let j = 0; j < rows; j++) {
      for (let i = 0; i < cols; i++) {
        const a = pts[j][i];
        const bq = pts[j][i + 1];
        const cq = pts[j + 1][i + 1];
        const d = pts[j + 1][i];
        const pair =
          (i + j) % 2
            ? [
                [a, bq, cq],
                [a, cq, d],
              ]
            : [
                [a, bq, d],
                [bq, cq, d],
              ];
        for (const tri of pair) {
          const cfx = (tri[0][0] + tri[1][0] + tri[2][0]) / 3;
          const cfy = (tri[0][1] + tri[1][1] + tri[2][1]) / 3;
          if (inside(cfx, cfy)) tris.push(tri.map(toPx));
        }
      }
    }
    // Soft silhouette in one flat "grout" colour, then crisp facets on top
    // with a 1px seam, so the seams are flat and compress well.
    const grout = mix(t.fg2, t.bg1, 0.55);
    c.fill(tris, grout);
    for (const P of tris) {
      const ccx = (P[0][0] + P[1][0] + P[2][0]) / 3;
      const ccy = (P[0][1] + P[1][1] + P[2][1]) / 3;
      const shrink = P.map(([px, py]) => {
        const dd = hypot(px - ccx, py - ccy) || 1;
        const k = max(0, 1 - 1.6 / dd);
        return [ccx + (px - ccx) * k, ccy + (py - ccy) * k];
      });
      c.fill(shrink, shades[r.int(0, 3)], 1, false, false);
      centres.push([ccx, ccy]);
    }
    if (centres.length < 3) return;
    const pins = [];
    for (let k = 0; k < 3; k++)
      pins.push(centres[floor(((k + 0.5 + r.range(-0.3, 0.3)) / 3) * centres.length)]);
    for (let k = 0; k < pins.length - 1; k++) {
      const [ax, ay] = pins[k];
      const [bx, by] = pins[k + 1];
      const L = hypot(bx - ax, by - ay);
      const dash = max(6, w * 0.02);
      for (let s = 0; s + dash * 0.5 < L; s += dash * 2) {
        const e = min(L, s + dash);
        c.fill(
          seg(
            ax + ((bx - ax) * s) / L,
            ay + ((by - ay) * s) / L,
            ax + ((bx - ax) * e) / L,
            ay + ((by - ay) * e) / L,
            max(2, w * 0.006),
          ),
          t.accent,
        );
      }
    }
    const pr = w * 0.03;
    for (const [px, py] of pins) {
      c.fill(
        [
          circle(px, py - pr * 1.6, pr),
          [
            [px - pr * 0.8, py - pr * 1.1],
            [px + pr * 0.8, py - pr * 1.1],
            [px, py],
          ],
        ],
        t.accent,
      );
      c.fill(circle(px, py - pr * 1.6, pr * 0.42), WHITE);
    }
  },

  calculator(c, b, t, r) {
    const B = fit(b, 0.74);
    const { x, y, w, h } = B;
    card(c, B, t, w * 0.08);
    c.fill(roundRect(x + w * 0.1, y + h * 0.07, w * 0.8, h * 0.2, w * 0.04), t.ink);
    const digits = r.int(3, 6);
    for (let i = 0; i < digits; i++) {
      const dx = x + w * 0.8 - i * w * 0.085;
      c.fill(
        roundRect(dx - w * 0.06, y + h * 0.12, w * 0.06, h * 0.1, 2),
        i === 0 ? t.accent : t.card,
        0.9,
      );
    }
    const kx = x + w * 0.1;
    const ky = y + h * 0.33;
    const kw = (w * 0.8) / 4;
    const kh = (h * 0.6) / 5;
    const keyBase = mix(t.muted, t.ink, 0.12);
    for (let j = 0; j < 5; j++) {
      for (let i = 0; i < 4; i++) {
        const bx = kx + i * kw + kw * 0.1;
        const by = ky + j * kh + kh * 0.1;
        const bw = kw * 0.8;
        const bh = kh * 0.8;
        const isEq = i === 3 && j === 4;
        const isOp = i === 3 || j === 0;
        c.fill(roundRect(bx, by, bw, bh, bw * 0.2), isEq ? t.accent : isOp ? t.ink2 : keyBase);
        if (isOp || isEq) {
          const sc = WHITE;
          const mx = bx + bw / 2;
          const my = by + bh / 2;
          const sym = isEq ? 'eq' : ['plus', 'minus', 'times', 'div', 'eq'][(i + j) % 4];
          const L = bw * 0.22;
          const T = max(1.5, bw * 0.07);
          if (sym === 'plus' || sym === 'minus') c.fill(rect(mx - L, my - T / 2, 2 * L, T), sc);
          if (sym === 'plus') c.fill(rect(mx - T / 2, my - L, T, 2 * L), sc);
          if (sym === 'times')
            c.fill(
              [seg(mx - L, my - L, mx + L, my + L, T), seg(mx - L, my + L, mx + L, my - L, T)],
              sc,
            );
          if (sym === 'div') {
            c.fill(rect(mx - L, my - T / 2, 2 * L, T), sc);
            c.fill([circle(mx, my - L * 0.7, T * 0.7), circle(mx, my + L * 0.7, T * 0.7)], sc);
          }
          if (sym === 'eq')
            c.fill(
              [rect(mx - L, my - T * 1.4, 2 * L, T), rect(mx - L, my + T * 0.4, 2 * L, T)],
              sc,
            );
        }
      }
    }
  },

  play(c, b, t, r, inner) {
    const B = fit(b, 16 / 9);
    const { x, y, w, h } = B;
    const frame = roundRect(x, y, w, h, w * 0.03);
    c.shadowed(frame, NAVY_DK, t, w * 0.015, w * 0.025);
    const ft = { ...THEMES.navy, bg0: NAVY_DK, bg1: NAVY_DK };
    c.fill(ring(x + w * 0.85, y + h * 0.2, h * 0.35, h * 0.05), WHITE, 0.06, true);
    c.fill(circle(x + w * 0.12, y + h * 0.9, h * 0.3), TEAL, 0.25);
    if (inner) MOTIFS[inner](c, { x: x + w * 0.1, y: y + h * 0.1, w: w * 0.8, h: h * 0.68 }, ft, r);
    c.fill(frame, BLACK, 0.28);
    // No play button in the picture: the site draws the one play icon of a video tile.
    const by = y + h * 0.88;
    const prog = r.range(0.2, 0.7);
    c.fill(roundRect(x + w * 0.06, by, w * 0.88, h * 0.022, h * 0.011), WHITE, 0.3);
    c.fill(roundRect(x + w * 0.06, by, w * 0.88 * prog, h * 0.022, h * 0.011), GOLD);
    c.fill(circle(x + w * 0.06 + w * 0.88 * prog, by + h * 0.011, h * 0.03), WHITE);
  },

  speech(c, b, t, r) {
    const { x, y, w, h } = fit(b, 1.3);
    const X = (f) => x + f * w;
    const Y = (f) => y + f * h;
    const person = (px, py, s, col) => {
      c.fill(circle(px, py, s), col);
      c.fill(sector(px, py + s * 2.6, s * 1.55, PI, 2 * PI), col);
    };
    // Bubble 1 (card) with tail down-left.
    const b1 = roundRect(X(0.14), Y(0.04), 0.56 * w, 0.4 * h, w * 0.05);
    c.shadowed(
      [
        b1,
        [
          [X(0.2), Y(0.42)],
          [X(0.3), Y(0.42)],
          [X(0.16), Y(0.54)],
        ],
      ],
      t.card,
      t,
      w * 0.012,
      w * 0.02,
    );
    textLines(c, X(0.2), Y(0.11), 0.44 * w, 3, 0.09 * h, 0.045 * h, t.ink, r);
    person(X(0.08), Y(0.58), w * 0.045, t.fg2);
    // Bubble 2 (accent) with tail down-right.
    const b2 = roundRect(X(0.3), Y(0.5), 0.52 * w, 0.32 * h, w * 0.05);
    c.shadowed(
      [
        b2,
        [
          [X(0.68), Y(0.8)],
          [X(0.78), Y(0.8)],
          [X(0.84), Y(0.92)],
        ],
      ],
      t.accent,
      t,
      w * 0.012,
      w * 0.02,
    );
    textLines(
      c,
      X(0.36),
      Y(0.57),
      0.4 * w,
      3,
      0.08 * h,
      0.04 * h,
      lum(t.accent) > 150 ? NAVY : WHITE,
      r,
      0.9,
    );
    person(X(0.92), Y(0.62), w * 0.045, t.fg);
  },

  podium(c, b, t) {
    const { x, y, w, h } = fit(b, 1);
    const X = (f) => x + f * w;
    const Y = (f) => y + f * h;
    c.fill(roundRect(X(0.08), Y(0.06), 0.84 * w, 0.62 * h, w * 0.04), t.fg, 0.08);
    // Flags behind.
    [
      [0.16, t.fg2],
      [0.84, t.accent],
    ].forEach(([fx, col]) => {
      c.fill(rect(X(fx - 0.006), Y(0.12), 0.012 * w, 0.6 * h), t.fg, 0.7);
      const dir = fx < 0.5 ? 1 : -1;
      c.fill(
        [
          [X(fx), Y(0.13)],
          [X(fx + dir * 0.14), Y(0.16)],
          [X(fx + dir * 0.12), Y(0.3)],
          [X(fx), Y(0.33)],
        ],
        col,
      );
    });
    // Microphone.
    c.fill(
      stroke(
        [
          [X(0.5), Y(0.5)],
          [X(0.5), Y(0.38)],
          [X(0.56), Y(0.28)],
        ],
        max(3, w * 0.014),
      ),
      t.fg,
    );
    c.fill(
      rot(roundRect(X(0.54), Y(0.18), 0.05 * w, 0.11 * h, 0.025 * w), X(0.565), Y(0.235), 0.5),
      t.fg,
    );
    [0.07, 0.12].forEach((rr) =>
      c.fill(annular(X(0.6), Y(0.22), (rr - 0.012) * w, rr * w, -0.9, 0.5), t.accent, 0.9),
    );
    // Lectern.
    c.shadowed(
      [
        [X(0.26), Y(0.47)],
        [X(0.74), Y(0.47)],
        [X(0.7), Y(0.55)],
        [X(0.3), Y(0.55)],
      ],
      t.fg2,
      t,
      3,
      5,
    );
    c.shadowed(
      [
        [X(0.31), Y(0.55)],
        [X(0.69), Y(0.55)],
        [X(0.65), Y(0.95)],
        [X(0.35), Y(0.95)],
      ],
      t.fg,
      t,
      3,
      5,
    );
    c.fill(rect(X(0.25), Y(0.95), 0.5 * w, 0.03 * h), t.fg2);
    c.fill(circle(X(0.5), Y(0.7), 0.075 * w), t.accent);
    c.fill(ring(X(0.5), Y(0.7), 0.05 * w, 0.012 * w), WHITE, 0.85, true);
  },

  megaphone(c, b, t, r) {
    const { x, y, w, h } = fit(b, 1.25);
    const X = (f) => x + f * w;
    const Y = (f) => y + f * h;
    const a = -0.22;
    const T = (p) => rot(p, X(0.4), Y(0.5), a);
    c.fill(T(rect(X(0.28), Y(0.58), 0.06 * w, 0.24 * h)), t.fg2);
    c.fill(T(roundRect(X(0.08), Y(0.4), 0.1 * w, 0.2 * h, 0.02 * w)), t.fg2);
    c.shadowed(
      T([
        [X(0.16), Y(0.4)],
        [X(0.62), Y(0.14)],
        [X(0.62), Y(0.86)],
        [X(0.16), Y(0.6)],
      ]),
      t.fg,
      t,
      4,
      6,
    );
    c.fill(T(ellipse(X(0.62), Y(0.5), 0.045 * w, 0.37 * h)), t.accent);
    c.fill(T(ellipse(X(0.625), Y(0.5), 0.022 * w, 0.29 * h)), mix(t.accent, BLACK, 0.25));
    c.fill(T(rect(X(0.3), Y(0.34), 0.04 * w, 0.32 * h)), t.bg1, 0.25);
    const [sx, sy] = T([[X(0.66), Y(0.5)]])[0];
    [0.12, 0.2, 0.28].forEach((rr, i) =>
      c.fill(
        annular(sx, sy, (rr - 0.022) * w, rr * w, a - 0.55, a + 0.55),
        i === 1 ? t.accent : t.fg2,
      ),
    );
    if (r.next() < 0.5) {
      for (let i = 0; i < 3; i++)
        c.fill(circle(X(0.12 + i * 0.07), Y(0.12), 0.018 * w), t.accent, 0.9);
    }
  },

  calendar(c, b, t, r) {
    const B = fit(b, 1.05);
    const { x, y, w, h } = B;
    card(c, B, t, w * 0.05);
    c.fill([roundRect(x, y, w, h * 0.24, w * 0.05), rect(x, y + h * 0.12, w, h * 0.12)], t.ink2);
    c.fill(roundRect(x + w * 0.08, y + h * 0.1, w * 0.36, h * 0.05, h * 0.025), WHITE, 0.9);
    c.fill(roundRect(x + w * 0.74, y + h * 0.1, w * 0.18, h * 0.05, h * 0.025), WHITE, 0.5);
    [0.26, 0.74].forEach((fx) =>
      c.fill(roundRect(x + w * fx - w * 0.03, y - h * 0.06, w * 0.06, h * 0.14, w * 0.03), t.ink),
    );
    const gx = x + w * 0.07;
    const gy = y + h * 0.31;
    const cw = (w * 0.86) / 7;
    const ch = (h * 0.62) / 5;
    const hi = r.int(8, 30);
    for (let j = 0; j < 5; j++) {
      for (let i = 0; i < 7; i++) {
        const k = j * 7 + i;
        let col = t.muted;
        let al = 1;
        if (k === hi) col = t.accent;
        else if (i >= 5) {
          col = t.ink2;
          al = 0.3;
        } else if ((k * 7 + hi) % 11 === 0) {
          col = t.ink;
          al = 0.75;
        }
        c.fill(
          roundRect(
            gx + i * cw + cw * 0.12,
            gy + j * ch + ch * 0.12,
            cw * 0.76,
            ch * 0.76,
            cw * 0.15,
          ),
          col,
          al,
        );
      }
    }
  },

  journal(c, b, t, r) {
    const { x, y, w, h } = fit(b, 1.25);
    const ch = h * 0.84;
    const cw = ch * 0.72;
    const cover = (cx, cy, ang, band) => {
      const x0 = cx - cw / 2;
      const y0 = cy - ch / 2;
      const T = (p) => rot(p, cx, cy, ang);
      c.shadowed(T(rect(x0, y0, cw, ch)), t.card, t, cw * 0.04, cw * 0.05);
      c.fill(T(rect(x0, y0, cw, ch * 0.2)), band);
      c.fill(T(roundRect(x0 + cw * 0.1, y0 + ch * 0.07, cw * 0.55, ch * 0.05, 3)), WHITE, 0.95);
      c.fill(T(rect(x0 + cw * 0.1, y0 + ch * 0.27, cw * 0.8, ch * 0.33)), t.muted);
      c.fill(
        T([
          [x0 + cw * 0.1, y0 + ch * 0.6],
          [x0 + cw * 0.38, y0 + ch * 0.36],
          [x0 + cw * 0.56, y0 + ch * 0.5],
          [x0 + cw * 0.7, y0 + ch * 0.42],
          [x0 + cw * 0.9, y0 + ch * 0.6],
        ]),
        band,
        0.7,
      );
      const [sx, sy] = T([[x0 + cw * 0.74, y0 + ch * 0.35]])[0];
      c.fill(circle(sx, sy, cw * 0.06), t.accent);
      for (let i = 0; i < 4; i++) {
        c.fill(
          T(
            roundRect(
              x0 + cw * 0.1,
              y0 + ch * (0.67 + i * 0.07),
              cw * (i === 3 ? 0.45 : r.range(0.65, 0.8)),
              ch * 0.025,
              2,
            ),
          ),
          t.ink,
          i === 0 ? 0.9 : 0.35,
        );
      }
    };
    cover(x + w * 0.36, y + h * 0.5, -0.12, t.ink2);
    cover(x + w * 0.63, y + h * 0.52, 0.07, t.ink);
  },

  coins(c, b, t, r) {
    const { x, y, w, h } = fit(b, 1.25);
    const rx = w * 0.085;
    const ry = w * 0.032;
    const th = w * 0.024;
    const side = mix(t.accent === GOLD ? GOLD : t.accent, BLACK, 0.22);
    const face = t.accent === GOLD ? GOLD : t.accent;
    const tops = [];
    const k = 4;
    let n = r.int(2, 4);
    for (let s = 0; s < k; s++) {
      n = min(12, n + r.int(1, 3));
      const cx = x + w * (0.14 + s * 0.24);
      const base = y + h * 0.88;
      for (let j = 0; j < n; j++) {
        const cy = base - j * th;
        c.fill([rect(cx - rx, cy - th, 2 * rx, th), ellipse(cx, cy, rx, ry)], side);
        c.fill(
          rect(cx - rx, cy - th * 0.55, 2 * rx, max(1, th * 0.12)),
          mix(side, BLACK, 0.15),
          0.6,
        );
        c.fill(ellipse(cx, cy - th, rx, ry), face);
      }
      const ty = base - n * th;
      c.fill(
        [ellipse(cx, ty, rx * 0.72, ry * 0.72), ellipse(cx, ty, rx * 0.6, ry * 0.6)],
        mix(face, WHITE, 0.35),
        1,
        true,
      );
      tops.push([cx, ty - h * 0.12]);
    }
    c.fill(stroke(tops, max(3, w * 0.012)), t.fg2);
    const [ex, ey] = tops[tops.length - 1];
    const [px, py] = tops[tops.length - 2];
    const ang = atan2(ey - py, ex - px);
    const L = w * 0.05;
    c.fill(
      [
        [ex + cos(ang) * L, ey + sin(ang) * L],
        [ex + cos(ang + 2.3) * L, ey + sin(ang + 2.3) * L],
        [ex + cos(ang - 2.3) * L, ey + sin(ang - 2.3) * L],
      ],
      t.fg2,
    );
  },

  iconGrid(c, b, t, r) {
    const { x, y, w, h } = fit(b, 1.7);
    const cols = [t.fg2, t.accent, t.fg];
    const order = [0, 1, 2].map((i) => (i + r.int(0, 2)) % 3);
    [0.17, 0.5, 0.83].forEach((fx, i) => {
      const cx = x + w * fx;
      const cy = y + h * 0.32;
      const R = h * 0.24;
      const col = cols[i];
      c.fill(circle(cx, cy, R), col);
      const ic = lum(col) > 170 ? NAVY : WHITE;
      const kind = order[i];
      if (kind === 0) {
        c.fill(circle(cx, cy - R * 0.22, R * 0.22), ic);
        c.fill(sector(cx, cy + R * 0.5, R * 0.42, PI, 2 * PI), ic);
      } else if (kind === 1) {
        c.fill(
          [
            [cx - R * 0.5, cy - R * 0.15],
            [cx, cy - R * 0.5],
            [cx + R * 0.5, cy - R * 0.15],
          ],
          ic,
        );
        for (let k = 0; k < 3; k++)
          c.fill(rect(cx - R * 0.38 + k * R * 0.32, cy - R * 0.08, R * 0.12, R * 0.42), ic);
        c.fill(rect(cx - R * 0.52, cy + R * 0.36, R * 1.04, R * 0.1), ic);
      } else {
        [0.3, 0.55, 0.8].forEach((v, k) =>
          c.fill(rect(cx - R * 0.42 + k * R * 0.3, cy + R * 0.4 - R * v, R * 0.22, R * v), ic),
        );
      }
      c.fill(
        roundRect(cx - w * 0.1, y + h * 0.64, w * 0.2 * r.range(0.6, 1), h * 0.08, h * 0.04),
        t.fg,
      );
      c.fill(roundRect(cx - w * 0.1, y + h * 0.77, w * 0.2, h * 0.035, h * 0.017), t.fg, 0.45);
      c.fill(roundRect(cx - w * 0.1, y + h * 0.84, w * 0.13, h * 0.035, h * 0.017), t.fg, 0.45);
    });
  },
};

// ---------------------------------------------------------------------------
// Scene composition
// ---------------------------------------------------------------------------
function decorate(c, t, r) {
  const W = c.w;
  const H = c.h;
  for (let i = 0; i < 2; i++) {
    const cx = (i === 0 ? 0 : W) + r.range(-0.08, 0.08) * W;
    const cy = r.range(0.1, 0.9) * H;
    const R = r.range(0.35, 0.55) * H;
    c.fill(circle(cx, cy, R), t.deco, 0.05);
    c.fill(ring(cx, cy, R * 1.18, 2), t.deco, 0.12, true);
  }
  // Dot grid in one corner.
  const corner = r.int(0, 3);
  const gx = corner % 2 ? W * 0.86 : W * 0.03;
  const gy = corner < 2 ? H * 0.05 : H * 0.72;
  for (let j = 0; j < 5; j++) {
    for (let i = 0; i < 6; i++) c.fill(circle(gx + i * 13, gy + j * 13, 2.2), t.deco, 0.22);
  }
  // Thin diagonal lines.
  const ox = r.range(0.2, 0.8) * W;
  for (let k = 0; k < 3; k++)
    c.fill(seg(ox + k * 14, H + 10, ox + k * 14 + H * 0.5, -10, 1.5), t.deco, 0.08);
}

function renderScene(W, H, spec) {
  const { theme, main, second, layout, seed, inner } = spec;
  const t = THEMES[theme];
  const r = makeRng(seed);
  const c = new Canvas(W, H);
  c.gradient(t.bg0, t.bg1, t.dir);
  decorate(c, t, r);
  const bx = (fx, fy, fw, fh) => ({ x: fx * W, y: fy * H, w: fw * W, h: fh * H });
  const draw = (name, box, th) => MOTIFS[name](c, box, th, r, name === 'play' ? inner : undefined);
  if (layout === 0) {
    draw(main, bx(0.06, 0.11, 0.54, 0.76), t);
    if (second) draw(second, bx(0.65, 0.25, 0.29, 0.5), t);
  } else if (layout === 1) {
    if (second) draw(second, bx(0.06, 0.25, 0.29, 0.5), t);
    draw(main, bx(0.4, 0.11, 0.54, 0.76), t);
  } else if (layout === 2) {
    draw(main, bx(0.2, 0.1, 0.6, 0.8), t);
  } else {
    c.fill(
      [
        [0.66 * W, 0],
        [W, 0],
        [W, H],
        [0.58 * W, H],
      ],
      t.panel,
    );
    c.fill(seg(0.66 * W - 8, -2, 0.58 * W - 8, H + 2, 4), GOLD);
    draw(main, bx(0.05, 0.11, 0.5, 0.76), t);
    if (second) draw(second, bx(0.68, 0.27, 0.26, 0.46), panelTheme(t));
  }
  // Brand strip at the bottom edge.
  c.fill(rect(0, H - 6, W * 0.3, 6), GOLD);
  c.fill(rect(W * 0.3, H - 6, W * 0.7, 6), t.deco, 0.12);
  return c;
}

// Project category 11 (climate): sun, globe and leaf in greens.
function renderClimate(W, H) {
  const G1 = [232, 245, 233];
  const G2 = [200, 230, 201];
  const GREEN = [46, 125, 50];
  const GREEN_MID = [67, 160, 71];
  const GREEN_LT = [129, 199, 132];
  const SUN = [245, 190, 40];
  const c = new Canvas(W, H);
  c.gradient(G1, G2, 'v');
  const s = W / 400;
  // Sun with rays.
  const sx = 300 * s;
  const sy = 95 * s;
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * 2 * PI;
    c.fill(
      seg(
        sx + cos(a) * 52 * s,
        sy + sin(a) * 52 * s,
        sx + cos(a) * 72 * s,
        sy + sin(a) * 72 * s,
        7 * s,
      ),
      SUN,
    );
  }
  c.fill(circle(sx, sy, 42 * s), SUN);
  c.fill(circle(sx, sy, 30 * s), mix(SUN, WHITE, 0.35));
  // Globe.
  const gx = 170 * s;
  const gy = 215 * s;
  const R = 120 * s;
  c.fill(circle(gx + 6 * s, gy + 9 * s, R), BLACK, 0.08);
  c.fill(circle(gx, gy, R), GREEN_MID);
  const r = makeRng(1100);
  for (let k = 0; k < 4; k++) {
    const cx = gx + r.range(-0.5, 0.5) * R;
    const cy = gy + r.range(-0.5, 0.5) * R;
    const rr = r.range(0.18, 0.3) * R;
    const n = 14;
    const blob = [];
    for (let i = 0; i < n; i++) {
      const a = (i / n) * 2 * PI;
      const d = rr * r.range(0.7, 1.15);
      let px = cx + cos(a) * d;
      let py = cy + sin(a) * d;
      const dd = hypot(px - gx, py - gy);
      if (dd > R * 0.92) {
        px = gx + ((px - gx) * R * 0.92) / dd;
        py = gy + ((py - gy) * R * 0.92) / dd;
      }
      blob.push([px, py]);
    }
    c.fill(blob, GREEN);
  }
  for (const f of [0.35, 0.7]) {
    c.fill(
      [ellipse(gx, gy, R * f + 1.5 * s, R), ellipse(gx, gy, R * f - 1.5 * s, R - 3 * s)],
      WHITE,
      0.45,
      true,
    );
  }
  c.fill(rect(gx - 1.5 * s, gy - R, 3 * s, 2 * R), WHITE, 0.45);
  for (const f of [-0.5, 0, 0.5]) {
    const dy = f * R;
    const hw = Math.sqrt(R * R - dy * dy);
    c.fill(rect(gx - hw, gy + dy - 1.5 * s, 2 * hw, 3 * s), WHITE, 0.45);
  }
  c.fill(ring(gx, gy, R, 5 * s), GREEN, 1, true);
  // Leaf.
  const lx0 = 250 * s;
  const ly0 = 360 * s;
  const lx1 = 360 * s;
  const ly1 = 190 * s;
  const L = hypot(lx1 - lx0, ly1 - ly0);
  const ang = atan2(ly1 - ly0, lx1 - lx0);
  const half = [];
  const N = 40;
  for (let i = 0; i <= N; i++) {
    const u = i / N;
    half.push([u * L, Math.pow(sin(PI * u), 0.85) * 0.26 * L]);
  }
  const local = [
    ...half,
    ...half
      .slice(1, -1)
      .reverse()
      .map(([u, v]) => [u, -v]),
  ];
  const toW = ([u, v]) => [lx0 + u * cos(ang) - v * sin(ang), ly0 + u * sin(ang) + v * cos(ang)];
  c.fill(
    local.map(toW).map(([px, py]) => [px + 5 * s, py + 7 * s]),
    BLACK,
    0.1,
  );
  c.fill(local.map(toW), GREEN);
  c.fill(
    half
      .slice(0, N / 2 + 1)
      .map(([u, v]) => [u, -v])
      .concat([
        [L / 2, 0],
        [0, 0],
      ])
      .map(toW),
    GREEN_MID,
    0.6,
  );
  c.fill(seg(...toW([-18 * s, 0]), ...toW([L * 0.95, 0]), 4 * s), GREEN_LT);
  for (const u of [0.25, 0.45, 0.65]) {
    for (const sg of [1, -1])
      c.fill(seg(...toW([u * L, 0]), ...toW([(u + 0.14) * L, sg * 0.16 * L]), 3 * s), GREEN_LT);
  }
  c.fill(rect(0, H - 6, W, 6), GREEN);
  return c;
}

// ---------------------------------------------------------------------------
// PDF writer (PDF 1.4, one A4 page, Helvetica)
// ---------------------------------------------------------------------------
const pdfStr = (s) => '(' + s.replace(/[\\()]/g, (m) => '\\' + m) + ')';

function makePdf(title, line1, line2) {
  const content = [
    '0.043 0.239 0.431 rg',
    '0 792 595 50 re f',
    '0.788 0.635 0.153 rg',
    '0 786 595 6 re f',
    '0.043 0.239 0.431 rg',
    'BT /F1 20 Tf 72 740 Td ' + pdfStr(title) + ' Tj ET',
    '0.2 0.2 0.2 rg',
    'BT /F1 12 Tf 72 712 Td ' + pdfStr(line1) + ' Tj ET',
    'BT /F1 12 Tf 72 694 Td ' + pdfStr(line2) + ' Tj ET',
  ].join('\n');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    '<< /Length ' +
      Buffer.byteLength(content, 'latin1') +
      ' >>\nstream\n' +
      content +
      '\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Title ' + pdfStr(title) + ' /Producer (demo/make-media.mjs) >>',
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objs.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += String(o).padStart(10, '0') + ' 00000 n \n';
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// ---------------------------------------------------------------------------
// What to generate
// ---------------------------------------------------------------------------
const FOLDERS = [
  [
    'xeberler',
    ['building', 'documents', 'lineChart', 'magnifier', 'barChart', 'mapMesh', 'speech', 'donut'],
    ['navy', 'light', 'teal'],
  ],
  [
    'dercler',
    ['documents', 'journal', 'magnifier', 'barChart', 'building', 'lineChart', 'calendar', 'donut'],
    ['light', 'greyNavy', 'navy'],
  ],
  [
    'layiheler',
    ['mapMesh', 'building', 'barChart', 'calendar', 'lineChart', 'donut', 'magnifier', 'documents'],
    ['teal', 'navy', 'light'],
  ],
  [
    'cixislar',
    ['podium', 'speech', 'building', 'documents', 'podium', 'lineChart', 'megaphone', 'mapMesh'],
    ['navy', 'navyTeal', 'greyNavy'],
  ],
  [
    'musahibeler',
    ['speech', 'podium', 'documents', 'magnifier', 'speech', 'building', 'journal', 'lineChart'],
    ['greyNavy', 'teal', 'light'],
  ],
  [
    'meqaleler',
    ['documents', 'magnifier', 'journal', 'lineChart', 'barChart', 'speech', 'building', 'pie'],
    ['light', 'navy', 'cream'],
  ],
  [
    'elanlar',
    [
      'megaphone',
      'calendar',
      'documents',
      'building',
      'megaphone',
      'calendar',
      'speech',
      'magnifier',
    ],
    ['cream', 'teal', 'navy'],
  ],
  [
    'jurnallar',
    ['journal', 'documents', 'barChart', 'journal', 'donut', 'building', 'lineChart', 'mapMesh'],
    ['navyTeal', 'light', 'cream'],
  ],
  [
    'videolar',
    ['building', 'barChart', 'mapMesh', 'lineChart', 'documents', 'donut', 'podium', 'calculator'],
    ['navy', 'teal', 'greyNavy'],
  ],
  [
    'budce_xulasesi',
    ['coins', 'pie', 'calculator', 'barChart', 'donut', 'lineChart', 'coins', 'calculator'],
    ['light', 'navy', 'cream'],
  ],
  [
    'infoqrafikler',
    ['iconGrid', 'donut', 'barChart', 'pie', 'mapMesh', 'lineChart', 'iconGrid', 'calculator'],
    ['teal', 'light', 'navyTeal'],
  ],
];

const written = [];
function emit(rel, buf) {
  const file = join(PUBLIC_DIR, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, buf);
  written.push([rel, buf.length]);
}

function pngOf(c) {
  return encodePng(c.w, c.h, c.px);
}

// 1. Content photos, 800x450.
FOLDERS.forEach(([folder, motifs, themes], fi) => {
  for (let ii = 0; ii < 8; ii++) {
    const isVideo = folder === 'videolar';
    const main = isVideo ? 'play' : motifs[ii];
    let second = motifs[(ii + 3) % motifs.length];
    if (second === main) second = motifs[(ii + 5) % motifs.length];
    if (isVideo) second = motifs[(ii + 4) % motifs.length];
    const spec = {
      theme: themes[(ii + fi) % themes.length],
      main,
      second,
      inner: isVideo ? motifs[ii] : undefined,
      layout: (ii + fi) % 4,
      seed: 1000 * (fi + 1) + ii,
    };
    emit(`img/${folder}/${ii + 1}.png`, pngOf(renderScene(800, 450, spec)));
  }
});

// 2. Project category images, 400x400.
const CATEGORIES = [
  [1, { theme: 'light', main: 'barChart' }],
  [2, { theme: 'navy', main: 'building' }],
  [3, { theme: 'teal', main: 'documents' }],
  [12, { theme: 'greyNavy', main: 'mapMesh' }],
];
for (const [id, spec] of CATEGORIES) {
  emit(
    `img/layihe_category/${id}.png`,
    pngOf(renderScene(400, 400, { ...spec, layout: 2, seed: 5000 + id })),
  );
}
emit('img/layihe_category/11.png', pngOf(renderClimate(400, 400)));

// 3. Body images, 800x500.
const BODY = [
  ['building', 'lineChart', 'light'],
  ['barChart', 'magnifier', 'navy'],
  ['documents', 'donut', 'teal'],
  ['mapMesh', 'barChart', 'greyNavy'],
  ['lineChart', 'calculator', 'cream'],
  ['donut', 'building', 'navyTeal'],
];
BODY.forEach(([main, second, theme], i) => {
  emit(
    `img/content/${i + 1}.png`,
    pngOf(renderScene(800, 500, { theme, main, second, layout: i % 4, seed: 7000 + i })),
  );
});

// 4. The default link-preview image (og:image of pages without a photo), 1200x630.
emit(
  'og-default.png',
  pngOf(
    renderScene(1200, 630, {
      theme: 'navy',
      main: 'building',
      second: 'barChart',
      layout: 3,
      seed: 9000,
    }),
  ),
);

// 5. Demo PDFs.
const PDF_SETS = [
  ['qanunlar', 8, 'Legal acts'],
  ['budce_xulasesi', 12, 'Budget summaries'],
  ['infoqrafikler', 20, 'Infographics'],
];
for (const [folder, count, label] of PDF_SETS) {
  for (let n = 1; n <= count; n++) {
    emit(
      `files/${folder}/${n}.pdf`,
      makePdf(
        `Chamber of Accounts - demo document ${n}`,
        `Collection: ${label} (${folder}), item ${n} of ${count}.`,
        'This file is part of the demo content.',
      ),
    );
  }
}

const total = written.reduce((a, [, n]) => a + n, 0);
console.log(
  `demo/make-media: wrote ${written.length} files, ${total} bytes total, under ${PUBLIC_DIR}`,
);
