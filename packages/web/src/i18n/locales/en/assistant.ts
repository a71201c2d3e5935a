// The assistant (features/assistant, credits, share; pages ai-reading, saved-readings, premium-required): interpretations, chat, narration, saved readings, credits.
export const assistant = {} as const;
