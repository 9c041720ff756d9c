// The knock, heard: two knuckle raps on the table, then a bright note for a valid knock or a low one
// for a false knock. Synthesised with Web Audio (no sound files) in an OfflineAudioContext and played
// through an audio element: a live AudioContext can block the page for a long moment while the
// browser starts its audio service, and a knock must never stall the table.
const RATE = 22050;
const LENGTH_S = 0.95;

/** A short thud: a falling sine with a fast decay. */
function rap(ctx: BaseAudioContext, at: number): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'sine';
  osc.frequency.setValueAtTime(180, at);
  osc.frequency.exponentialRampToValueAtTime(60, at + 0.09);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(0.9, at + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.12);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + 0.13);
}

function tone(ctx: BaseAudioContext, at: number, frequency: number, type: OscillatorType, length: number): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(frequency, at);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(0.25, at + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + length + 0.01);
}

/** 16-bit mono PCM in a WAV container. */
function wav(samples: Float32Array): Blob {
  const bytes = new DataView(new ArrayBuffer(44 + samples.length * 2));
  const text = (at: number, s: string) => [...s].forEach((c, i) => bytes.setUint8(at + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  bytes.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  bytes.setUint32(16, 16, true);
  bytes.setUint16(20, 1, true); // PCM
  bytes.setUint16(22, 1, true); // mono
  bytes.setUint32(24, RATE, true);
  bytes.setUint32(28, RATE * 2, true);
  bytes.setUint16(32, 2, true);
  bytes.setUint16(34, 16, true);
  text(36, 'data');
  bytes.setUint32(40, samples.length * 2, true);
  samples.forEach((x, i) => bytes.setInt16(44 + i * 2, Math.max(-1, Math.min(1, x)) * 0x7fff, true));
  return new Blob([bytes.buffer], { type: 'audio/wav' });
}

const rendered = new Map<boolean, Promise<string>>();

/** The knock as an object URL, rendered once per kind. */
function knockSound(valid: boolean): Promise<string> | null {
  if (typeof OfflineAudioContext === 'undefined' || typeof URL.createObjectURL !== 'function') return null;
  let sound = rendered.get(valid);
  if (!sound) {
    const ctx = new OfflineAudioContext(1, Math.ceil(RATE * LENGTH_S), RATE);
    rap(ctx, 0.01);
    rap(ctx, 0.18);
    if (valid) tone(ctx, 0.39, 880, 'triangle', 0.5);
    else tone(ctx, 0.39, 150, 'square', 0.3);
    sound = ctx.startRendering().then((buffer) => URL.createObjectURL(wav(buffer.getChannelData(0))));
    rendered.set(valid, sound);
  }
  return sound;
}

/** Renders both knocks ahead of time, so the first knock is heard at once. */
export function prepareKnockSounds(): void {
  void knockSound(true)?.catch(() => undefined);
  void knockSound(false)?.catch(() => undefined);
}

export function playKnock(valid: boolean): void {
  // A browser that refuses to play (no sound device, autoplay rules) just stays silent.
  knockSound(valid)
    ?.then((url) => new Audio(url).play())
    .catch(() => undefined);
}
