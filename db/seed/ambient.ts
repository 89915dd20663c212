/**
 * Deterministic calm ambient pad synthesiser (no dependencies).
 *
 * Produces a slow chord progression of softly enveloped, slightly detuned sine/triangle
 * partials, with a gentle overall fade in/out, as 16-bit PCM mono WAV.
 */

import { mulberry32 } from './random';

/** Semitone offsets (from the tonic) of four-note chords for a few calm progressions. */
const PROGRESSIONS: number[][][] = [
  // Imaj7 – vi7 – IVmaj7 – Vsus2
  [
    [0, 4, 7, 11],
    [-3, 0, 4, 7],
    [-7, -3, 0, 4],
    [-5, -3, 2, 7],
  ],
  // Iadd9 – IVmaj7 – vi7 – IVadd9
  [
    [0, 4, 7, 14],
    [5, 9, 12, 16],
    [-3, 4, 7, 12],
    [-7, 0, 5, 7],
  ],
  // i9 – VImaj7 – IIImaj7 – VII6
  [
    [0, 3, 7, 14],
    [-4, 0, 3, 7],
    [3, 7, 10, 14],
    [-2, 2, 5, 7],
  ],
];

/** Tonic frequencies (Hz) in a warm, low-mid register. */
const TONICS = [130.81, 146.83, 164.81, 174.61, 196.0];

const DEFAULT_RATE = 22050;
/** Target peak: about -4 dBFS, comfortably below -3 dBFS. */
const PEAK = 10 ** (-4 / 20);

function triangle(phase: number): number {
  // phase in cycles; returns -1..1
  const p = phase - Math.floor(phase);
  return 4 * Math.abs(p - 0.5) - 1;
}

function smoothstep(x: number): number {
  const c = Math.min(1, Math.max(0, x));
  return c * c * (3 - 2 * c);
}

export function synthesizeAmbientWav(options: { seconds: number; seed: number; sampleRate?: number }): {
  wav: Buffer;
  durationSeconds: number;
} {
  const rate = Math.round(options.sampleRate ?? DEFAULT_RATE);
  const seconds = Math.max(1, options.seconds);
  const n = Math.round(seconds * rate);
  const rand = mulberry32(options.seed * 2654435761 + 12345);

  const progression = PROGRESSIONS[Math.floor(rand() * PROGRESSIONS.length)] ?? PROGRESSIONS[0]!;
  const tonic = TONICS[Math.floor(rand() * TONICS.length)] ?? TONICS[0]!;
  const chordCount = Math.max(1, Math.round(seconds / 6));
  const chordLen = seconds / chordCount;
  const attack = Math.min(2.5, chordLen * 0.4);
  const release = Math.min(3, chordLen * 0.5);

  interface Voice {
    freq: number;
    detune: number;
    phaseA: number;
    phaseB: number;
    gain: number;
    triMix: number;
  }
  const chords: Voice[][] = [];
  for (let c = 0; c < chordCount; c++) {
    const intervals = progression[c % progression.length]!;
    chords.push(
      intervals.map((semi, i) => ({
        freq: tonic * 2 ** (semi / 12),
        detune: 1 + (rand() * 6 + 2) / 1200, // 2–8 cents
        phaseA: rand(),
        phaseB: rand(),
        gain: i === 0 ? 1 : 0.6 + rand() * 0.25,
        triMix: 0.2 + rand() * 0.3,
      })),
    );
  }

  const samples = new Float64Array(n);
  const lfoRate = 0.05 + rand() * 0.07;
  const lfoPhase = rand();
  const fade = Math.min(3, seconds / 4);

  for (let c = 0; c < chordCount; c++) {
    const start = c * chordLen;
    // Let each chord ring into the next for a soft crossfade.
    const end = Math.min(seconds, start + chordLen + release * 0.8);
    const s0 = Math.floor(start * rate);
    const s1 = Math.min(n, Math.ceil(end * rate));
    const holdEnd = end - release;
    for (let i = s0; i < s1; i++) {
      const t = i / rate;
      const local = t - start;
      let env = smoothstep(local / attack);
      if (t > holdEnd) env *= 1 - smoothstep((t - holdEnd) / release);
      if (env <= 0) continue;
      let v = 0;
      for (const voice of chords[c]!) {
        const pa = voice.phaseA + voice.freq * t;
        const pb = voice.phaseB + voice.freq * voice.detune * t;
        const a = (1 - voice.triMix) * Math.sin(2 * Math.PI * pa) + voice.triMix * triangle(pa);
        const b = (1 - voice.triMix) * Math.sin(2 * Math.PI * pb) + voice.triMix * triangle(pb);
        // A quiet octave-up shimmer.
        const shimmer = 0.12 * Math.sin(2 * Math.PI * (pa * 2 + 0.25));
        v += voice.gain * (0.5 * (a + b) + shimmer);
      }
      samples[i]! += v * env;
    }
  }

  // Slow breathing LFO, overall fade in/out, and peak normalisation.
  let peak = 0;
  for (let i = 0; i < n; i++) {
    const t = i / rate;
    const lfo = 0.85 + 0.15 * Math.sin(2 * Math.PI * (lfoPhase + lfoRate * t));
    const fadeIn = smoothstep(t / fade);
    const fadeOut = smoothstep((seconds - t) / fade);
    const v = samples[i]! * lfo * fadeIn * fadeOut;
    samples[i] = v;
    const abs = Math.abs(v);
    if (abs > peak) peak = abs;
  }
  const scale = peak > 0 ? PEAK / peak : 0;

  const dataBytes = n * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < n; i++) {
    const s = Math.max(-32767, Math.min(32767, Math.round(samples[i]! * scale * 32767)));
    wav.writeInt16LE(s, 44 + i * 2);
  }
  return { wav, durationSeconds: n / rate };
}
