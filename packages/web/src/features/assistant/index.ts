// The assistant feature's entry for pages: what they compose, in each page's own chunk (decision 051).

export { useDeleteSavedReading, useSavedReadings } from './api/saved-readings';
export { ReadingAudioSection } from './audio/components/reading-audio';
export { useReadingAudio } from './audio/use-reading-audio';
export { AskAboutPairButton } from './components/ask-about-pair-button';
export { AudioToggle } from './components/audio-toggle';
export { ChatPanel } from './components/chat-panel';
export { DeleteSavedDialog } from './components/delete-saved-dialog';
export { InterpretationPanel } from './components/interpretation-panel';
export { SaveInterpretationButton } from './components/save-interpretation-button';
export { SavedReadingItem } from './components/saved-reading-item';
export { assistantRequestOf } from './hand-off-request';
export { readingTypeName } from './reading-type-name';
export { useAiReading } from './use-ai-reading';
export { useAudioPreference } from './use-audio-preference';
