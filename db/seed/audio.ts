/**
 * A small, dependency-free synthesiser for the music strip's demo tracks: a calm ambient pad made of a slow
 * chord progression of detuned sine/triangle partials with soft, overlapping envelopes.
 *
 * The voices are rendered into a circular buffer, so the material itself is periodic; a gentle fade in and out
 * keeps the first play free of clicks, and a looping player hears only a soft breath at the seam.
 * Output: 16-bit PCM mono WAV, 22050 Hz unless told otherwise, peak at about -3.5 dBFS. Same seed, same bytes.
 */

const TAU = Math.PI * 2;
/** Peak level after normalisation: -3.5 dBFS. */
const PEAK = 10 ** (-3.5 / 20);

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Chord voicings in semitones from the key's root. */
const PROGRESSIONS: number[][][] = [
  // Cmaj7 – Am7 – Fmaj7 – G6sus2
  [
    [0, 7, 11, 16],
    [-3, 4, 7, 12],
    [-7, 0, 4, 9],
    [-5, 2, 7, 9],
  ],
  // Dm9 – G(add9) – Cmaj7 – Am7
  [
    [2, 9, 12, 17],
    [-5, 2, 7, 11],
    [0, 7, 11, 16],
    [-3, 4, 7, 12],
  ],
  // Fmaj9 – Cmaj7/E – Dm7 – Cadd9
  [
    [-7, 0, 4, 7, 9],
    [-8, 0, 7, 11],
    [-10, 0, 5, 9],
    [-12, 2, 7, 12],
  ],
];

/** Key roots (Hz): A2, B♭2, C3, D3, E♭3. */
const ROOTS = [110, 116.54, 130.81, 146.83, 155.56];

function semitones(root: number, n: number): number {
  return root * 2 ** (n / 12);
}

/** Raised-cosine ramp from 0 to 1 over x in [0, 1]. */
function ease(x: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  return 0.5 - 0.5 * Math.cos(Math.PI * x);
}

/** A band-limited-ish triangle: three odd harmonics are plenty for a soft pad. */
function softTriangle(phase: number): number {
  return (8 / (Math.PI * Math.PI)) * (Math.sin(phase) - Math.sin(3 * phase) / 9 + Math.sin(5 * phase) / 25);
}

function encodeWav(samples: Float32Array, sampleRate: number): Buffer {
  const bytesPerSample = 2;
  const dataBytes = samples.length * bytesPerSample;
  const buf = Buffer.alloc(44 + dataBytes);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + dataBytes, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16); // fmt chunk size
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(sampleRate, 24);
  buf.writeUInt32LE(sampleRate * bytesPerSample, 28); // byte rate
  buf.writeUInt16LE(bytesPerSample, 32); // block align
  buf.writeUInt16LE(16, 34); // bits per sample
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < samples.length; i++) {
    const v = Math.max(-1, Math.min(1, samples[i] ?? 0));
    buf.writeInt16LE(Math.round(v * 32767), 44 + i * bytesPerSample);
  }
  return buf;
}

export function synthesizeAmbientWav(options: { seconds: number; seed: number; sampleRate?: number }): {
  wav: Buffer;
  durationSeconds: number;
} {
  const sampleRate = Math.round(options.sampleRate ?? 22050);
  if (!Number.isFinite(options.seconds) || options.seconds <= 0) throw new Error('seconds must be positive');
  if (sampleRate < 8000 || sampleRate > 96000) throw new Error('sampleRate must be between 8000 and 96000');

  const rng = mulberry32(options.seed);
  const total = Math.max(1, Math.round(options.seconds * sampleRate));
  const mix = new Float32Array(total);

  const progression = PROGRESSIONS[Math.floor(rng() * PROGRESSIONS.length)] ?? PROGRESSIONS[0] ?? [];
  const root = ROOTS[Math.floor(rng() * ROOTS.length)] ?? 130.81;
  const chordCount = progression.length;
  const chordLen = total / chordCount;
  const fadeLen = Math.min(chordLen * 0.45, 2.5 * sampleRate);

  /** Adds one voice, wrapping around the buffer so the loop point is continuous. */
  const addVoice = (freq: number, amp: number, start: number, length: number, attack: number, release: number) => {
    const detune = 2 ** ((rng() * 6 - 3) / 1200); // ±3 cents for the chorus partner
    const p1 = rng() * TAU;
    const p2 = rng() * TAU;
    const p3 = rng() * TAU;
    const wobbleRate = 0.05 + rng() * 0.1; // slow amplitude drift, Hz
    const wobblePhase = rng() * TAU;
    const w1 = (TAU * freq) / sampleRate;
    const w2 = (TAU * freq * detune) / sampleRate;
    const wWobble = (TAU * wobbleRate) / sampleRate;
    const span = Math.round(length + release);
    for (let i = 0; i < span; i++) {
      const env = ease(i / attack) * (1 - ease((i - length) / release));
      if (env <= 0) continue;
      const wobble = 0.85 + 0.15 * Math.sin(wobblePhase + wWobble * i);
      const s = Math.sin(p1 + w1 * i) * 0.55 + Math.sin(p2 + w2 * i) * 0.35 + softTriangle(p3 + w1 * i * 0.5) * 0.18;
      const idx = (((Math.round(start) + i) % total) + total) % total;
      mix[idx] = (mix[idx] ?? 0) + s * env * wobble * amp;
    }
  };

  for (let c = 0; c < chordCount; c++) {
    const chord = progression[c] ?? [];
    // Each chord swells in slightly before its slot and fades out over the next one: a slow crossfade.
    const start = c * chordLen - fadeLen * 0.5;
    const length = chordLen;
    chord.forEach((n, k) => {
      const voiceAmp = 0.22 / (1 + k * 0.15);
      addVoice(semitones(root, n), voiceAmp, start + k * sampleRate * 0.12, length, fadeLen, fadeLen);
    });
    // A soft bass note an octave under the lowest voice.
    const lowest = Math.min(...chord);
    let bass = semitones(root, lowest - 12);
    while (bass < 55) bass *= 2;
    addVoice(bass, 0.18, start, length, fadeLen, fadeLen);
    // A quiet high shimmer that blooms in the middle of the chord.
    const top = chord[Math.floor(rng() * chord.length)] ?? 0;
    addVoice(semitones(root, top + 12), 0.05, c * chordLen + chordLen * 0.25, chordLen * 0.35, chordLen * 0.3, chordLen * 0.3);
  }

  // Gentle low-pass (two one-pole stages). Run over the loop twice so the filter state wraps too.
  const cutoff = 1400 + rng() * 600;
  const alpha = 1 - Math.exp((-TAU * cutoff) / sampleRate);
  let lp1 = 0;
  let lp2 = 0;
  const out = new Float32Array(total);
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < total; i++) {
      lp1 += alpha * ((mix[i] ?? 0) - lp1);
      lp2 += alpha * (lp1 - lp2);
      if (pass === 1) out[i] = lp2;
    }
  }

  // Remove any DC offset, then fade in and out with raised cosines.
  let mean = 0;
  for (let i = 0; i < total; i++) mean += out[i] ?? 0;
  mean /= total;
  const edge = Math.min(Math.round(1.5 * sampleRate), Math.floor(total / 4));
  for (let i = 0; i < total; i++) {
    let v = (out[i] ?? 0) - mean;
    if (edge > 0) {
      if (i < edge) v *= ease(i / edge);
      if (i >= total - edge) v *= ease((total - 1 - i) / edge);
    }
    out[i] = v;
  }

  // Normalise the peak to -3.5 dBFS.
  let peak = 0;
  for (let i = 0; i < total; i++) peak = Math.max(peak, Math.abs(out[i] ?? 0));
  const gain = peak > 0 ? PEAK / peak : 0;
  for (let i = 0; i < total; i++) out[i] = (out[i] ?? 0) * gain;

  return { wav: encodeWav(out, sampleRate), durationSeconds: total / sampleRate };
}
