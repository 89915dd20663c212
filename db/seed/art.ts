import { mulberry32 } from './random';
import type { ArtMotif } from './types';

/**
 * Deterministic abstract illustrations for demo content.
 *
 * Everything is plain SVG (rect, circle, ellipse, path, polygon, gradients, groups) so that sharp/librsvg
 * renders it without fonts or filters. The same (motif, hue, size, seed) always gives the same markup.
 */

type Rng = () => number;

/** FNV-1a 32-bit hash of a string. */
function hashString(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function rngFor(seed: string): Rng {
  return mulberry32(hashString(seed));
}

function between(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng();
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

function normHue(h: number): number {
  return ((Math.round(h) % 360) + 360) % 360;
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${normHue(h)},${Math.round(s)}%,${Math.round(l)}%)`;
}

interface Palette {
  bgTop: string;
  bgBottom: string;
  /** Light to dark accents. */
  pale: string;
  soft: string;
  mid: string;
  deep: string;
  /** A warm complementary accent (sun, flower hearts). */
  warm: string;
  warmPale: string;
  hue: number;
}

function paletteFor(hue: number): Palette {
  const h = normHue(hue);
  // Warm accents (sun, petals) stay peach/gold but lean slightly toward the base hue.
  const towardBase = ((h - 35 + 540) % 360) - 180;
  const warmHue = 35 + towardBase * 0.15;
  return {
    hue: h,
    bgTop: hsl(h + 12, 38, 94),
    bgBottom: hsl(h - 8, 30, 84),
    pale: hsl(h, 32, 78),
    soft: hsl(h + 10, 28, 64),
    mid: hsl(h - 10, 26, 48),
    deep: hsl(h, 30, 30),
    warm: hsl(warmHue, 62, 76),
    warmPale: hsl(warmHue + 8, 70, 90),
  };
}

/** Shade of the palette's hue for a layer index going from light (0) to dark (1). */
function layerColour(p: Palette, t: number, hueShift = 0): string {
  return hsl(p.hue + hueShift + t * 12, 24 + t * 10, 80 - t * 48);
}

/** A gradient's direction, as its x1 y1 x2 y2 attributes. */
const DOWNWARD = 'x1="0" y1="0" x2="0" y2="1"';
const UPWARD = 'x1="0" y1="1" x2="0" y2="0"';
const DIAGONAL = 'x1="0" y1="0" x2="1" y2="1"';

/** A linear gradient from one colour (offset 0) to another (offset 1). */
function linearGradient(id: string, direction: string, from: string, to: string): string {
  return (
    `<linearGradient id="${id}" ${direction}>` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>` +
    '</linearGradient>'
  );
}

function backgroundDefs(id: string, p: Palette, angle: 'vertical' | 'diagonal'): string {
  const coords = angle === 'vertical' ? DOWNWARD : DIAGONAL;
  return (
    linearGradient(`${id}-bg`, coords, p.bgTop, p.bgBottom) +
    `<radialGradient id="${id}-glow" cx="0.5" cy="0.5" r="0.5">` +
    `<stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/>` +
    '</radialGradient>'
  );
}

/** A smooth closed path through sampled points of y = f(x), closed along the bottom edge. */
function wavePath(
  width: number,
  height: number,
  baseY: number,
  amp: number,
  freq: number,
  phase: number,
  amp2: number,
): string {
  const steps = 48;
  const pts: Array<[number, number]> = [];
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * width;
    const u = i / steps;
    const y =
      baseY +
      Math.sin(u * Math.PI * 2 * freq + phase) * amp +
      Math.sin(u * Math.PI * 2 * (freq * 2.3) + phase * 1.7) * amp2;
    pts.push([x, y]);
  }
  return `${smoothLine(pts)} L${round(width)},${round(height)} L0,${round(height)} Z`;
}

/** Catmull-Rom spline through the points, as cubic Béziers. */
function smoothLine(pts: Array<[number, number]>): string {
  const first = pts[0];
  if (!first) return '';
  let d = `M${round(first[0])},${round(first[1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] ?? p2;
    if (!p0 || !p1 || !p2 || !p3) continue;
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += ` C${round(c1x)},${round(c1y)} ${round(c2x)},${round(c2y)} ${round(p2[0])},${round(p2[1])}`;
  }
  return d;
}

function softGlows(id: string, rng: Rng, w: number, h: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = between(rng, 0.25, 0.5) * Math.max(w, h);
    out += `<circle cx="${round(between(rng, 0, w))}" cy="${round(between(rng, 0, h * 0.6))}" r="${round(r)}" fill="url(#${id}-glow)"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Motifs

function drawWaves(id: string, p: Palette, rng: Rng, w: number, h: number): string {
  let out = softGlows(id, rng, w, h, 2);
  const layers = 5;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const baseY = h * (0.38 + t * 0.46);
    const amp = h * between(rng, 0.03, 0.07);
    const amp2 = h * between(rng, 0.008, 0.02);
    const freq = between(rng, 0.7, 1.6);
    const phase = between(rng, 0, Math.PI * 2);
    out += `<path d="${wavePath(w, h, baseY, amp, freq, phase, amp2)}" fill="${layerColour(p, t * 0.85 + 0.1, -6)}" opacity="${round(0.7 + t * 0.3)}"/>`;
  }
  return out;
}

function drawCircles(id: string, p: Palette, rng: Rng, w: number, h: number): string {
  let defs = '';
  let out = softGlows(id, rng, w, h, 1);
  const count = 7;
  const m = Math.min(w, h);
  for (let i = 0; i < count; i++) {
    const t = rng();
    const gid = `${id}-c${i}`;
    const hueShift = between(rng, -30, 30);
    defs +=
      `<radialGradient id="${gid}" cx="0.35" cy="0.3" r="0.8">` +
      `<stop offset="0" stop-color="${hsl(p.hue + hueShift, 34, 86 - t * 20)}"/>` +
      `<stop offset="1" stop-color="${hsl(p.hue + hueShift + 10, 30, 66 - t * 26)}"/>` +
      '</radialGradient>';
    const r = m * between(rng, 0.12, 0.34);
    out += `<circle cx="${round(between(rng, 0.1, 0.9) * w)}" cy="${round(between(rng, 0.15, 0.85) * h)}" r="${round(r)}" fill="url(#${gid})" opacity="${round(between(rng, 0.55, 0.85) * 100) / 100}"/>`;
  }
  // A thin outlined ring for a quiet accent.
  out += `<circle cx="${round(between(rng, 0.25, 0.75) * w)}" cy="${round(between(rng, 0.3, 0.7) * h)}" r="${round(m * 0.3)}" fill="none" stroke="${p.deep}" stroke-opacity="0.25" stroke-width="${round(m * 0.006 + 1)}"/>`;
  return `<defs>${defs}</defs>${out}`;
}

function leafPath(len: number, wid: number): string {
  // A leaf pointing up from the origin.
  return `M0,0 C${round(wid)},${round(-len * 0.25)} ${round(wid * 0.8)},${round(-len * 0.75)} 0,${round(-len)} C${round(-wid * 0.8)},${round(-len * 0.75)} ${round(-wid)},${round(-len * 0.25)} 0,0 Z`;
}

function drawLeaves(id: string, p: Palette, rng: Rng, w: number, h: number): string {
  let out = softGlows(id, rng, w, h, 2);
  const m = Math.min(w, h);
  const sprigs = w > h * 1.3 ? 3 : 2;
  for (let s = 0; s < sprigs; s++) {
    const baseX = w * ((s + 0.5) / sprigs + between(rng, -0.08, 0.08));
    const baseY = h * between(rng, 1.0, 1.08);
    const stemLen = h * between(rng, 0.65, 0.9);
    let lean = between(rng, -0.35, 0.35);
    // Lean towards the centre when the tip would leave the picture.
    const drift = Math.sin(lean) * stemLen;
    if (baseX + drift < w * 0.12 || baseX + drift > w * 0.88) lean = -lean;
    const tipX = baseX + Math.sin(lean) * stemLen;
    const tipY = baseY - Math.cos(lean) * stemLen;
    const ctrlX = baseX + Math.sin(lean) * stemLen * 0.5 + between(rng, -1, 1) * m * 0.08;
    const ctrlY = baseY - Math.cos(lean) * stemLen * 0.5;
    out += `<path d="M${round(baseX)},${round(baseY)} Q${round(ctrlX)},${round(ctrlY)} ${round(tipX)},${round(tipY)}" fill="none" stroke="${p.mid}" stroke-width="${round(m * 0.008 + 1)}" stroke-linecap="round" opacity="0.7"/>`;
    const pairs = 5;
    for (let i = 0; i < pairs; i++) {
      const u = 0.25 + (i / pairs) * 0.75;
      // Point on the quadratic curve.
      const x = (1 - u) * (1 - u) * baseX + 2 * (1 - u) * u * ctrlX + u * u * tipX;
      const y = (1 - u) * (1 - u) * baseY + 2 * (1 - u) * u * ctrlY + u * u * tipY;
      const size = m * between(rng, 0.14, 0.22) * (1.15 - u * 0.5);
      const t = between(rng, 0.15, 0.8);
      const colour = layerColour(p, t, between(rng, -15, 15));
      for (const side of [-1, 1]) {
        const angle = (lean * 180) / Math.PI + side * between(rng, 35, 60);
        out += `<path d="${leafPath(size, size * 0.36)}" transform="translate(${round(x)},${round(y)}) rotate(${round(angle)})" fill="${colour}" opacity="${round(between(rng, 0.75, 0.95) * 100) / 100}"/>`;
      }
    }
    out += `<path d="${leafPath(m * 0.12, m * 0.045)}" transform="translate(${round(tipX)},${round(tipY)}) rotate(${round((lean * 180) / Math.PI)})" fill="${layerColour(p, 0.35)}"/>`;
  }
  return out;
}

function drawSun(id: string, p: Palette, rng: Rng, w: number, h: number): string {
  const m = Math.min(w, h);
  const horizon = h * between(rng, 0.6, 0.7);
  const cx = w * between(rng, 0.3, 0.7);
  const r = m * between(rng, 0.2, 0.28);
  const defs =
    `<radialGradient id="${id}-sun" cx="0.5" cy="0.45" r="0.55">` +
    `<stop offset="0" stop-color="${p.warmPale}"/><stop offset="1" stop-color="${p.warm}"/>` +
    '</radialGradient>' +
    `<radialGradient id="${id}-halo" cx="0.5" cy="0.5" r="0.5">` +
    `<stop offset="0" stop-color="${p.warmPale}" stop-opacity="0.8"/><stop offset="1" stop-color="${p.warmPale}" stop-opacity="0"/>` +
    '</radialGradient>';
  let out = `<circle cx="${round(cx)}" cy="${round(horizon - r * 0.35)}" r="${round(r * 2.6)}" fill="url(#${id}-halo)"/>`;
  out += `<circle cx="${round(cx)}" cy="${round(horizon - r * 0.35)}" r="${round(r)}" fill="url(#${id}-sun)"/>`;
  // Soft horizontal cloud strokes.
  for (let i = 0; i < 3; i++) {
    const cy = h * between(rng, 0.15, 0.5);
    const cw = w * between(rng, 0.18, 0.35);
    const x = between(rng, 0, w - cw);
    out += `<rect x="${round(x)}" y="${round(cy)}" width="${round(cw)}" height="${round(m * 0.018 + 2)}" rx="${round(m * 0.009 + 1)}" fill="#ffffff" opacity="0.6"/>`;
  }
  // Water below the horizon, with reflection bands.
  out += `<rect x="0" y="${round(horizon)}" width="${w}" height="${round(h - horizon)}" fill="${layerColour(p, 0.3)}"/>`;
  const bands = 6;
  for (let i = 0; i < bands; i++) {
    const y = horizon + ((i + 0.6) / bands) * (h - horizon);
    const bw = r * (1.6 - i * 0.18) * between(rng, 0.8, 1.2);
    out += `<rect x="${round(cx - bw / 2)}" y="${round(y)}" width="${round(bw)}" height="${round(m * 0.012 + 1.5)}" rx="${round(m * 0.006 + 1)}" fill="${p.warmPale}" opacity="${round(0.7 - i * 0.08)}"/>`;
  }
  out += `<path d="${wavePath(w, h, horizon + (h - horizon) * 0.65, h * 0.015, 1.2, rng() * 6, h * 0.005)}" fill="${layerColour(p, 0.7)}" opacity="0.8"/>`;
  return `<defs>${defs}</defs>${out}`;
}

function ridgePath(rng: Rng, w: number, h: number, baseY: number, peak: number): string {
  // Alternate valleys and peaks at irregular spacing; straight flanks read as mountains, not waves.
  const pts: Array<[number, number]> = [];
  let x = -w * between(rng, 0.02, 0.1);
  let up = rng() < 0.5;
  for (;;) {
    const y = baseY - (up ? between(rng, 0.55, 1) : between(rng, 0, 0.3)) * peak;
    pts.push([x, y]);
    if (x >= w) break;
    x += w * between(rng, 0.1, 0.2);
    up = !up;
  }
  const d = pts.map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${round(px)},${round(py)}`).join(' ');
  const last = pts[pts.length - 1];
  const first = pts[0];
  return `${d} L${round(last ? last[0] : w)},${round(h)} L${round(first ? first[0] : 0)},${round(h)} Z`;
}

function drawMountains(id: string, p: Palette, rng: Rng, w: number, h: number): string {
  const m = Math.min(w, h);
  const defs =
    `<linearGradient id="${id}-mist" ${DOWNWARD}>` +
    '<stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.45"/>' +
    '</linearGradient>';
  let out = softGlows(id, rng, w, h, 1);
  out += `<circle cx="${round(w * between(rng, 0.2, 0.8))}" cy="${round(h * between(rng, 0.18, 0.3))}" r="${round(m * 0.09)}" fill="${p.warmPale}" opacity="0.95"/>`;
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const baseY = h * (0.52 + t * 0.22);
    const peak = h * (0.3 - t * 0.13);
    out += `<path d="${ridgePath(rng, w, h, baseY, peak)}" fill="${layerColour(p, 0.12 + t * 0.6, 8)}"/>`;
    if (i < layers - 1) {
      // Mist gathering at the foot of each ridge.
      const top = baseY - peak * 0.5;
      out += `<rect x="0" y="${round(top)}" width="${w}" height="${round(baseY + h * 0.06 - top)}" fill="url(#${id}-mist)"/>`;
    }
  }
  return `<defs>${defs}</defs>${out}`;
}

function drawDots(id: string, p: Palette, rng: Rng, w: number, h: number): string {
  let out = softGlows(id, rng, w, h, 2);
  const m = Math.min(w, h);
  const step = m / between(rng, 9, 12);
  const fx = w * between(rng, 0.3, 0.7);
  const fy = h * between(rng, 0.3, 0.7);
  const reach = Math.hypot(w, h) * 0.55;
  for (let y = step / 2; y < h; y += step) {
    const row = Math.round(y / step);
    for (let x = step / 2 + (row % 2) * (step / 2); x < w + step / 2; x += step) {
      const d = Math.hypot(x - fx, y - fy) / reach;
      const size = step * 0.38 * Math.max(0.12, 1 - d) * between(rng, 0.85, 1.1);
      const t = Math.min(1, d * 0.9 + rng() * 0.15);
      out += `<circle cx="${round(x)}" cy="${round(y)}" r="${round(size)}" fill="${layerColour(p, 0.75 - t * 0.5, t * 30)}" opacity="${round(0.9 - t * 0.4)}"/>`;
    }
  }
  return out;
}

function petalPath(len: number, wid: number): string {
  return `M0,0 C${round(wid)},${round(-len * 0.3)} ${round(wid * 0.7)},${round(-len * 0.8)} 0,${round(-len)} C${round(-wid * 0.7)},${round(-len * 0.8)} ${round(-wid)},${round(-len * 0.3)} 0,0 Z`;
}

function drawLotus(id: string, p: Palette, rng: Rng, w: number, h: number): string {
  const m = Math.min(w, h);
  const cx = w * between(rng, 0.42, 0.58);
  const cy = h * 0.66;
  const size = m * 0.42;
  const defs =
    linearGradient(`${id}-petal`, UPWARD, p.warm, p.warmPale) +
    linearGradient(`${id}-petal2`, UPWARD, layerColour(p, 0.45), layerColour(p, 0.1));
  let out = softGlows(id, rng, w, h, 2);
  out += `<circle cx="${round(cx)}" cy="${round(cy - size * 0.45)}" r="${round(size * 0.95)}" fill="url(#${id}-glow)"/>`;
  // Water.
  out += `<rect x="0" y="${round(cy)}" width="${w}" height="${round(h - cy)}" fill="${layerColour(p, 0.35)}" opacity="0.75"/>`;
  for (let i = 0; i < 4; i++) {
    const y = cy + (h - cy) * (0.25 + i * 0.2);
    const rw = size * (1.2 + i * 0.35);
    out += `<ellipse cx="${round(cx)}" cy="${round(y)}" rx="${round(rw)}" ry="${round(m * 0.012 + 1)}" fill="${layerColour(p, 0.55 + i * 0.08)}" opacity="0.5"/>`;
  }
  // Lily pads.
  for (const side of [-1, 1]) {
    out += `<ellipse cx="${round(cx + side * size * between(rng, 0.95, 1.3))}" cy="${round(cy + (h - cy) * 0.35)}" rx="${round(size * 0.38)}" ry="${round(size * 0.09)}" fill="${layerColour(p, 0.7, 10)}" opacity="0.85"/>`;
  }
  // Petals: back row (cool), front row (warm).
  const back = [-70, -45, 45, 70];
  for (const a of back) {
    out += `<path d="${petalPath(size * 0.85, size * 0.26)}" transform="translate(${round(cx)},${round(cy)}) rotate(${a})" fill="url(#${id}-petal2)" opacity="0.9"/>`;
  }
  const front = [-34, -16, 0, 16, 34];
  for (const a of front) {
    const len = size * (a === 0 ? 1 : 0.9);
    out += `<path d="${petalPath(len, size * 0.24)}" transform="translate(${round(cx)},${round(cy)}) rotate(${a})" fill="url(#${id}-petal)" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${round(m * 0.003 + 0.5)}"/>`;
  }
  return `<defs>${defs}</defs>${out}`;
}

function drawRipples(id: string, p: Palette, rng: Rng, w: number, h: number): string {
  const m = Math.min(w, h);
  let out = softGlows(id, rng, w, h, 2);
  const centres = 2 + Math.floor(rng() * 2);
  for (let c = 0; c < centres; c++) {
    const cx = w * between(rng, 0.15, 0.85);
    const cy = h * between(rng, 0.25, 0.8);
    const rings = 6 + Math.floor(rng() * 3);
    const spacing = m * between(rng, 0.05, 0.08);
    out += `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(spacing * 0.5)}" ry="${round(spacing * 0.25)}" fill="${p.mid}" opacity="0.5"/>`;
    for (let i = 1; i <= rings; i++) {
      const rx = spacing * i * 1.3;
      const t = i / rings;
      out += `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(rx * 0.45)}" fill="none" stroke="${layerColour(p, 0.75 - t * 0.4)}" stroke-width="${round((m * 0.008 + 1) * (1.2 - t * 0.6))}" opacity="${round(0.85 - t * 0.6)}"/>`;
    }
  }
  return out;
}

const MOTIFS: Record<ArtMotif, (id: string, p: Palette, rng: Rng, w: number, h: number) => string> = {
  waves: drawWaves,
  circles: drawCircles,
  leaves: drawLeaves,
  sun: drawSun,
  mountains: drawMountains,
  dots: drawDots,
  lotus: drawLotus,
  ripples: drawRipples,
};

/** An abstract illustration, `width` × `height` pixels, as an SVG document string. */
export function renderArtSvg(
  art: { motif: ArtMotif; hue: number },
  width: number,
  height: number,
  seed: string,
): string {
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  const rng = rngFor(`${art.motif}:${art.hue}:${seed}`);
  const p = paletteFor(art.hue);
  const id = `a${hashString(seed).toString(36)}`;
  const body = MOTIFS[art.motif](id, p, rng, w, h);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${backgroundDefs(id, p, art.motif === 'dots' || art.motif === 'circles' ? 'diagonal' : 'vertical')}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#${id}-bg)"/>` +
    body +
    '</svg>'
  );
}

/** An abstract head-and-shoulders silhouette on a soft gradient, `size` × `size`, without facial details. */
export function renderPortraitSvg(portrait: { hue: number }, size: number, seed: string): string {
  const s = Math.max(1, Math.round(size));
  const rng = rngFor(`portrait:${portrait.hue}:${seed}`);
  const p = paletteFor(portrait.hue);
  const id = `p${hashString(seed).toString(36)}`;
  const h = p.hue;

  const cx = s * between(rng, 0.47, 0.53);
  const headR = s * between(rng, 0.135, 0.155);
  const headCy = s * between(rng, 0.4, 0.44);
  const headRy = headR * between(rng, 1.12, 1.22);
  const neckW = headR * between(rng, 0.62, 0.75);
  const neckTop = headCy + headRy * 0.7;
  const shoulderY = headCy + headRy + s * between(rng, 0.09, 0.12);
  const shoulderW = s * between(rng, 0.3, 0.36);
  const silhouetteLight = between(rng, 32, 42);
  const hairStyle = Math.floor(rng() * 4); // 0 short, 1 bun, 2 long, 3 none (close crop)

  const defs =
    linearGradient(`${id}-bg`, DIAGONAL, hsl(h + 15, 40, 90), hsl(h - 15, 34, 76)) +
    `<radialGradient id="${id}-halo" cx="0.5" cy="0.5" r="0.5">` +
    `<stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>` +
    '</radialGradient>' +
    linearGradient(`${id}-body`, DOWNWARD, hsl(h, 26, silhouetteLight + 10), hsl(h + 8, 30, silhouetteLight - 6)) +
    linearGradient(
      `${id}-head`,
      'x1="0.2" y1="0" x2="0.8" y2="1"',
      hsl(h, 24, silhouetteLight + 14),
      hsl(h, 26, silhouetteLight + 4),
    );

  let out = `<rect width="${s}" height="${s}" fill="url(#${id}-bg)"/>`;
  // Background accents: a soft halo and a couple of large translucent circles.
  out += `<circle cx="${round(cx)}" cy="${round(headCy)}" r="${round(s * 0.42)}" fill="url(#${id}-halo)"/>`;
  for (let i = 0; i < 2; i++) {
    out += `<circle cx="${round(s * between(rng, 0, 1))}" cy="${round(s * between(rng, 0, 0.5))}" r="${round(s * between(rng, 0.12, 0.25))}" fill="${hsl(h + between(rng, -30, 30), 35, 86)}" opacity="0.5"/>`;
  }

  // Long hair sits behind the shoulders.
  const hairColour = hsl(h + 5, 28, silhouetteLight - 10);
  if (hairStyle === 2) {
    out += `<path d="M${round(cx - headR * 1.12)},${round(headCy)} Q${round(cx - headR * 1.3)},${round(shoulderY + s * 0.04)} ${round(cx - headR * 0.9)},${round(shoulderY + s * 0.08)} L${round(cx + headR * 0.9)},${round(shoulderY + s * 0.08)} Q${round(cx + headR * 1.3)},${round(shoulderY + s * 0.04)} ${round(cx + headR * 1.12)},${round(headCy)} Z" fill="${hairColour}"/>`;
  }

  // Shoulders and torso.
  const bottom = s + 2;
  const left = cx - shoulderW;
  const right = cx + shoulderW;
  out +=
    `<path d="M${round(cx - neckW * 1.4)},${round(shoulderY - s * 0.02)} ` +
    `C${round(left + s * 0.04)},${round(shoulderY - s * 0.01)} ${round(left - s * 0.02)},${round(shoulderY + s * 0.06)} ${round(left - s * 0.04)},${round(bottom)} ` +
    `L${round(right + s * 0.04)},${round(bottom)} ` +
    `C${round(right + s * 0.02)},${round(shoulderY + s * 0.06)} ${round(right - s * 0.04)},${round(shoulderY - s * 0.01)} ${round(cx + neckW * 1.4)},${round(shoulderY - s * 0.02)} Z" fill="url(#${id}-body)"/>`;
  // Neck.
  out += `<path d="M${round(cx - neckW / 2)},${round(neckTop)} L${round(cx - neckW / 2)},${round(shoulderY - s * 0.01)} Q${round(cx)},${round(shoulderY + s * 0.035)} ${round(cx + neckW / 2)},${round(shoulderY - s * 0.01)} L${round(cx + neckW / 2)},${round(neckTop)} Z" fill="url(#${id}-head)"/>`;
  // Collar line (a quiet V or a rounded neckline).
  out += `<path d="M${round(cx - neckW * 1.1)},${round(shoulderY - s * 0.005)} Q${round(cx)},${round(shoulderY + s * (rng() < 0.5 ? 0.09 : 0.05))} ${round(cx + neckW * 1.1)},${round(shoulderY - s * 0.005)}" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="${round(s * 0.008 + 0.5)}"/>`;
  // Hair volume behind the head shows as a soft rim around the crown.
  const crownLift = hairStyle === 3 ? 0.06 : 0.12;
  out += `<ellipse cx="${round(cx)}" cy="${round(headCy - headRy * crownLift)}" rx="${round(headR * (hairStyle === 3 ? 1.03 : 1.1))}" ry="${round(headRy * (1 + crownLift * 0.4))}" fill="${hairColour}"/>`;
  if (hairStyle === 1) {
    out += `<circle cx="${round(cx + headR * between(rng, -0.25, 0.25))}" cy="${round(headCy - headRy * 1.12)}" r="${round(headR * 0.42)}" fill="${hairColour}"/>`;
  }
  // Head.
  out += `<ellipse cx="${round(cx)}" cy="${round(headCy)}" rx="${round(headR)}" ry="${round(headRy)}" fill="url(#${id}-head)"/>`;
  // A side-swept fringe over the top of the head (mirrored at random).
  if (hairStyle !== 3) {
    const side = rng() < 0.5 ? -1 : 1;
    const x = (u: number): number => round(cx + side * u * headR);
    const y = (v: number): number => round(headCy - v * headRy);
    const dip = between(rng, 0.3, 0.45);
    out +=
      `<path d="M${x(-1.02)},${y(0.05)} ` +
      `C${x(-1.08)},${y(1.2)} ${x(1.08)},${y(1.2)} ${x(1.02)},${y(0.05)} ` +
      `C${x(0.9)},${y(0.5)} ${x(0.6)},${y(0.72)} ${x(0.25)},${y(0.72)} ` +
      `C${x(-0.2)},${y(0.7)} ${x(-0.7)},${y(dip)} ${x(-1.02)},${y(0.05)} Z" fill="${hairColour}"/>`;
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}"><defs>${defs}</defs>${out}</svg>`;
}
