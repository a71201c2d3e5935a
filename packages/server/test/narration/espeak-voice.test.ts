import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, describe, expect, it } from 'vitest';
import { createEspeakVoice } from '../../src/providers/tts/espeak-voice.js';
import { readMp3 } from '../../src/providers/tts/mp3.js';

const voice = createEspeakVoice({ voice: 'en-us', threads: 2 });
afterAll(() => voice.close());

/** Decodes the MP3 with mpg123 (a real decoder) and answers the seconds of audio it holds. */
async function decodedSeconds(mp3: Uint8Array): Promise<number> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { samplesDecoded, sampleRate, errors } = decoder.decode(mp3);
    expect(errors).toEqual([]);
    return samplesDecoded / sampleRate;
  } finally {
    decoder.free();
  }
}

describe('the offline voice (eSpeak-NG in worker threads, MP3 by lamejs)', () => {
  it('gives a decodable MP3 whose duration grows with the text', async () => {
    const short = await voice.speak(['The Queen of Hearts.']);
    const long = await voice.speak([
      'The Queen of Hearts rules your year.',
      'Mercury brings quick news, and Venus brings warmth to your home.',
      'Take your time.',
    ]);
    for (const chunk of [short, long]) {
      const frames = readMp3(chunk.audio);
      expect(frames?.sampleRate).toBe(22_050);
      expect(chunk.duration).toBeCloseTo(frames?.duration ?? 0, 5);
      // The decoder agrees with the frame headers (within one frame and the encoder's delay).
      expect(Math.abs((await decodedSeconds(chunk.audio)) - chunk.duration)).toBeLessThan(0.1);
    }
    expect(short.duration).toBeGreaterThan(0.5);
    expect(long.duration).toBeGreaterThan(short.duration * 3);
  });

  it('times one caption per sentence from the synthesized samples', async () => {
    const sentences = ['Hello.', 'This sentence is a good deal longer than the first one was.'];
    const { cues, duration } = await voice.speak(sentences);
    expect(cues.map((cue) => cue.text)).toEqual(sentences);
    const [first, second] = cues;
    expect(first?.start).toBe(0);
    expect(second?.start).toBe(first?.end);
    expect((second?.end ?? 0) - (second?.start ?? 0)).toBeGreaterThan(
      2 * ((first?.end ?? 0) - (first?.start ?? 0)),
    );
    // The MP3 holds the samples plus the encoder's padding: at most a few frames more.
    expect(duration - (second?.end ?? 0)).toBeGreaterThanOrEqual(0);
    expect(duration - (second?.end ?? 0)).toBeLessThan(0.2);
  });

  it('fails with a VoiceError for a voice eSpeak-NG does not have', async () => {
    const broken = createEspeakVoice({ voice: 'no-such-voice', threads: 1 });
    await expect(broken.speak(['Hello.'])).rejects.toThrow(/eSpeak-NG failed/);
    await broken.close();
  });
});
