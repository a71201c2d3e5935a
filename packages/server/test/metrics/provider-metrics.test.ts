import { describe, expect, it } from 'vitest';
import { measuredAi, measuredVoice } from '../../src/metrics/provider-metrics.js';
import { metricsRegistry } from '../../src/metrics/registry.js';
import { AiError } from '../../src/providers/ai/ai-error.js';
import type { AiProvider } from '../../src/providers/ai/ai-provider.js';
import type { AssistantContext } from '../../src/providers/ai/reading-context.js';
import { fakeVoice } from '../narration/fakes.js';

/** AI and narration durations and failures, counted around the providers whichever one is configured. */

async function countOf(name: string, labels: Record<string, string>): Promise<number> {
  const metric = (await metricsRegistry.getMetricsAsJSON()).find((m) => m.name === name);
  const value = metric?.values.find((v) =>
    Object.entries(labels).every(([key, wanted]) => v.labels[key] === wanted),
  );
  return Number(value?.value ?? 0);
}

function scriptedAi(script: () => AsyncGenerator<string>): AiProvider {
  return {
    interpret: () => script(),
    chat: () => script(),
    reflect: () => script(),
    describe: () => ({ provider: 'offline', model: 'scripted' }),
  };
}

const context = {} as AssistantContext;

describe('provider metrics', () => {
  it('times assistant answers and counts their outcome: ok, failed', async () => {
    const ok = { kind: 'interpret', outcome: 'ok' };
    const failed = { kind: 'chat', outcome: 'failed' };
    const okBefore = await countOf('cardology_ai_duration_seconds', { ...ok, le: '+Inf' });
    const failedBefore = await countOf('cardology_ai_failures_total', { kind: 'chat' });

    const good = measuredAi(
      scriptedAi(async function* () {
        yield 'Hello';
        yield ' there';
      }),
    );
    const deltas: string[] = [];
    for await (const delta of good.interpret(context)) deltas.push(delta);
    expect(deltas).toEqual(['Hello', ' there']);

    const bad = measuredAi(
      scriptedAi(async function* () {
        yield 'Half';
        throw new AiError('unavailable', 'chat');
      }),
    );
    await expect(async () => {
      for await (const _ of bad.chat(context, [], 'hi')) {
        // read to the failure
      }
    }).rejects.toThrow(AiError);

    const text = await metricsRegistry.getSingleMetricAsString('cardology_ai_duration_seconds');
    const count = (labels: { kind: string; outcome: string }) =>
      Number(
        text.match(new RegExp(`_count\\{kind="${labels.kind}",outcome="${labels.outcome}"\\} (\\d+)`))?.[1] ??
          0,
      );
    expect(count(ok)).toBe(okBefore + 1);
    expect(count(failed)).toBeGreaterThanOrEqual(1);
    expect(await countOf('cardology_ai_failures_total', { kind: 'chat' })).toBe(failedBefore + 1);
  });

  it('times narration chunks and counts voice failures', async () => {
    const { voice, failOn } = fakeVoice();
    const measured = measuredVoice(voice);
    const before = await countOf('cardology_narration_failures_total', {});
    await measured.speak(['One sentence.']);
    failOn.add(2);
    await expect(measured.speak(['Two.'])).rejects.toThrow();
    expect(await countOf('cardology_narration_failures_total', {})).toBe(before + 1);
    expect(
      await metricsRegistry.getSingleMetricAsString('cardology_narration_chunk_duration_seconds'),
    ).toMatch(/cardology_narration_chunk_duration_seconds_count\{outcome="ok"\} [1-9]/);
  });
});
