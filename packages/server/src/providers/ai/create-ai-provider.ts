import type { AiConfig } from './ai-config.js';
import type { AiProvider } from './ai-provider.js';
import { createGeminiProvider } from './gemini-provider.js';
import type { AiLog } from './guarded-stream.js';
import { createOfflineProvider } from './offline-provider.js';
import { createOpenAiProvider } from './openai-provider.js';

/** The provider the configuration names (ai-config.ts). */
export function createAiProvider(config: AiConfig, log?: AiLog): AiProvider {
  switch (config.provider) {
    case 'gemini':
      return createGeminiProvider({ ...config, log });
    case 'openai':
      return createOpenAiProvider({ ...config, log });
    case 'offline':
      return createOfflineProvider({ timeoutMs: config.timeoutMs, log });
  }
}
